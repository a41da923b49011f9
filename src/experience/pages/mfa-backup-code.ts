// /sign-in/mfa/backup-code: the MFA step with a backup code in place of the authenticator's
// code (linked from /sign-in/mfa). A used code tells the user how many are left before they
// continue to the application, so that running low is noticed while it can still be fixed.
import type { Request, Response, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction, signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { mfaPageUrl, verifyInteractionBackupCode } from '../sign-in-mfa.js';
import { submit } from '../sign-in.js';
import { field, pageError, postedInteraction, sendPage } from './common.js';
import { form, html, page } from './html.js';

/** Every user-visible string of this page (moved to the translation files at merge time). */
const TEXT = {
  title: 'Use a backup code',
  intro: 'Enter one of the backup codes you saved when you turned on two-step verification. Each code works once.',
  codeLabel: 'Backup code',
  submit: 'Verify',
  useAuthenticator: 'Use your authenticator app instead',
  someoneElse: 'Sign in as someone else',
  expired: 'Return to the application and sign in again.',
  passwordFirst: 'Sign in with your password first.',
  usedTitle: 'Backup code accepted',
  remaining: (n: number) => (n === 1 ? 'You have 1 backup code left.' : `You have ${n} backup codes left.`),
  lastUsed: 'That was your last backup code. Generate new ones in your account settings before you need one again.',
  runningLow: 'Generate new ones in your account settings before you run out.',
  continue: 'Continue',
} as const;

/** Fewer codes than this left: the page says to make new ones. */
const LOW = 3;

export const backupCodePageUrl = (interactionId: string) => `/sign-in/mfa/backup-code?interaction=${encodeURIComponent(interactionId)}`;

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string) {
  const fields = [{ name: 'code', label: TEXT.codeLabel, autocomplete: 'one-time-code', autofocus: true }];
  const body = html`<p class="note">${TEXT.intro}</p>
${form(backupCodePageUrl(interaction.id), await csrfToken(deps.services, interaction.id), fields, TEXT.submit, Boolean(error))}
<nav><a href="${mfaPageUrl(interaction.id)}">${TEXT.useAuthenticator}</a></nav>
<nav><a href="${signInUrl(interaction.id)}">${TEXT.someoneElse}</a></nav>`;
  sendPage(res, status, page(TEXT.title, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  sendPage(res, status, page(TEXT.title, html`<p>${TEXT.expired}</p>`, message));
}

const passwordFirst = () => new DomainError('session.identifier_not_found', TEXT.passwordFirst);

async function pendingMfa(deps: ExperienceDeps, req: Request): Promise<Interaction> {
  const interaction = await requiredInteraction(deps.services, req);
  if (!interaction.userId) throw passwordFirst();
  return interaction;
}

export function backupCodePages(deps: ExperienceDeps, router: Router): void {
  router.get('/sign-in/mfa/backup-code', route(async (req, res) => {
    try {
      await render(deps, res, await pendingMfa(deps, req));
    } catch (error) {
      expired(res, error);
    }
  }));

  router.post('/sign-in/mfa/backup-code', route(async (req, res) => {
    let interaction: Interaction;
    try {
      interaction = await postedInteraction(deps, req);
      if (!interaction.userId) throw passwordFirst();
    } catch (error) {
      return expired(res, error);
    }
    try {
      const { remainCodes } = await verifyInteractionBackupCode(deps.services, interaction, field(req, 'code'), requestMeta(req));
      const next = await submit(deps.services, req, res, interaction);
      const advice = remainCodes === 0 ? TEXT.lastUsed : remainCodes < LOW ? TEXT.runningLow : undefined;
      const body = html`<p role="status" id="remaining">${TEXT.remaining(remainCodes)}</p>
${advice ? html`<p class="note">${advice}</p>` : ''}
<nav><a id="continue" href="${next}">${TEXT.continue}</a></nav>`;
      sendPage(res, 200, page(TEXT.usedTitle, body));
    } catch (error) {
      const { status, message } = pageError(error);
      await render(deps, res, interaction, status, message);
    }
  }));
}
