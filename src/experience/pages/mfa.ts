// /sign-in/mfa: the TOTP step of a sign-in whose password was right, for accounts with MFA.
// It finishes through the same submit as the API, which checks that the code was given by the
// identified user (src/domain/sign-in/sign-in-state.ts). When the application insists on a second
// factor (an essential multi-factor acr) and the user has none, the same step sets TOTP up: the key
// (and its QR code) to add to an authenticator app, then its first code.
import type { Response, Router } from 'express';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { interactionTotpEnrolment, mfaPageUrl, totpEnrolmentDue, verifyInteractionTotp } from '../sign-in-mfa.js';
import { submit } from '../sign-in.js';
import { field, pageError, passwordFirst, pendingMfa, postedInteraction, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { form, html, page } from './html.js';
import { userHasBackupCodes } from '../../domain/sign-in/backup-codes.js';
import { backupCodePageUrl } from './mfa-backup-code.js';
import { userHasTotp } from '../../domain/sign-in/mfa.js';
import { userHasPasskey } from '../../domain/sign-in/passkeys.js';
import { allowPasskeyScripts, passkeyButton, passkeyOffer } from './passkeys.js';

/** The enrolment form: the key to add to an authenticator app (as a QR code too), then its first code. */
async function renderEnrolment(deps: ExperienceDeps, res: Response, interaction: Interaction, status: number, error: string | undefined) {
  const s = text().mfa;
  const { secret, otpauthUri } = await interactionTotpEnrolment(deps.services, interaction);
  // A data: image, which the pages' CSP allows: nothing leaves for a QR service.
  const qr = await (await import('qrcode')).default.toDataURL(otpauthUri);
  const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
  const body = html`<p class="note">${s.enrolIntro}</p>
<img id="totp-qr" src="${qr}" alt="${s.enrolQrAlt}" width="200" height="200">
<p>${s.enrolKey} <code id="totp-key" style="word-break:break-all">${secret}</code></p>
${form(mfaPageUrl(interaction.id), await csrfToken(deps.services, interaction.id), fields, s.submit, Boolean(error))}
<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string) {
  if (await totpEnrolmentDue(deps.services.db, interaction)) return renderEnrolment(deps, res, interaction, status, error);
  const s = text().mfa;
  const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
  // The factors this user has: the TOTP form, the passkey button (src/experience/pages/passkeys.ts), or both.
  const userId = interaction.userId!;
  const passkey = await userHasPasskey(deps.services.db, userId);
  const totp = !passkey || (await userHasTotp(deps.services.db, userId));
  if (passkey) allowPasskeyScripts(res);
  // Backup codes (./mfa-backup-code.ts): offered when the user has one left.
  const backupCode = (await userHasBackupCodes(deps.services.db, userId))
    ? html`<nav><a id="use-backup-code" href="${backupCodePageUrl(interaction.id)}">${s.useBackupCode}</a></nav>`
    : '';
  const body = html`${passkey ? passkeyButton('mfa', interaction.id) : ''}
${totp ? form(mfaPageUrl(interaction.id), await csrfToken(deps.services, interaction.id), fields, s.submit, Boolean(error)) : ''}
${backupCode}<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  const { mfa, shell } = text();
  sendPage(res, status, page(mfa.title, html`<p>${shell.returnAndSignInAgain}</p>`, message));
}

export function mfaPages(deps: ExperienceDeps, router: Router): void {
  router.get(
    '/sign-in/mfa',
    route(async (req, res) => {
      try {
        await render(deps, res, await pendingMfa(deps, req));
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  router.post(
    '/sign-in/mfa',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await postedInteraction(deps, req);
        if (!interaction.userId) throw passwordFirst();
      } catch (error) {
        return expired(res, error);
      }
      try {
        await verifyInteractionTotp(deps.services, interaction, field(req, 'code'), requestMeta(req));
        const offer = await passkeyOffer(deps.services, interaction);
        if (offer) return res.redirect(303, offer);
        res.redirect(303, await submit(deps.services, req, res, interaction));
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message);
      }
    }),
  );
}
