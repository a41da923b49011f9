// /sign-in/mfa/backup-code: the MFA step with a backup code in place of the authenticator's
// code (linked from /sign-in/mfa). A used code tells the user how many are left before they
// continue to the application, so that running low is noticed while it can still be fixed.
import type { Response, Router } from 'express';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { mfaPageUrl, verifyInteractionBackupCode } from '../sign-in-mfa.js';
import { submit } from '../sign-in.js';
import { field, mfaFormPost, pageError, pendingMfa, sendPage } from './common.js';
import { plural } from '../i18n/index.js';
import { pageContext, text } from '../i18n/context.js';
import { form, html, page } from './html.js';

/** Fewer codes than this left: the page says to make new ones. */
const LOW = 3;

export const backupCodePageUrl = (interactionId: string) => `/sign-in/mfa/backup-code?interaction=${encodeURIComponent(interactionId)}`;

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string) {
  const s = text().backupCode;
  const fields = [{ name: 'code', label: s.codeLabel, autocomplete: 'one-time-code', autofocus: true }];
  const body = html`<p class="note">${s.intro}</p>
${form(backupCodePageUrl(interaction.id), await csrfToken(deps.services, interaction.id), fields, s.submit, Boolean(error))}
<nav><a href="${mfaPageUrl(interaction.id)}">${s.useAuthenticator}</a></nav>
<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  const s = text().backupCode;
  sendPage(res, status, page(s.title, html`<p>${s.expired}</p>`, message));
}

export function backupCodePages(deps: ExperienceDeps, router: Router): void {
  router.get(
    '/sign-in/mfa/backup-code',
    route(async (req, res) => {
      try {
        await render(deps, res, await pendingMfa(deps, req));
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  router.post(
    '/sign-in/mfa/backup-code',
    mfaFormPost(deps, expired, async (req, res, interaction) => {
      try {
        const { remainCodes } = await verifyInteractionBackupCode(deps.services, interaction, field(req, 'code'), requestMeta(req));
        const next = await submit(deps.services, req, res, interaction);
        const s = text().backupCode;
        const remaining = plural(pageContext().language, remainCodes, { one: s.remainingOne, other: s.remainingOther });
        const advice = remainCodes === 0 ? s.lastUsed : remainCodes < LOW ? s.runningLow : undefined;
        const body = html`<p role="status" id="remaining">${remaining}</p>
${advice ? html`<p class="note">${advice}</p>` : ''}
<nav><a id="continue" href="${next}">${s.continue}</a></nav>`;
        sendPage(res, 200, page(s.usedTitle, body));
      } catch (error) {
        const { status, message } = pageError(error);
        // Malformed input about the code is about a backup code here, not the generic 6-digit code
        // of guard.invalid_input@code (English pages keep the domain's own message).
        const { code, field: fields } = error as { code?: unknown; field?: unknown };
        const malformed = code === 'guard.invalid_input' && Array.isArray(fields) && fields.join('.') === 'code' && pageContext().language !== 'en';
        await render(deps, res, interaction, status, malformed ? text().backupCode.badFormat : message);
      }
    }),
  );
}
