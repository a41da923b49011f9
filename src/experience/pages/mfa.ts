// /sign-in/mfa: the TOTP step of a sign-in whose password was right, for accounts with MFA.
// It finishes through the same submit as the API, which checks that the code was given by the
// identified user (src/domain/sign-in/sign-in-state.ts). When the application insists on a second
// factor (an essential multi-factor acr), or the MFA policy requires or invites one, and the user
// has none, the same step sets one up: the TOTP key (and its QR code) to add to an authenticator
// app, then its first code, or a passkey; an invitation has a Skip button (POST /sign-in/mfa/skip).
// Only the factors the policy allows are offered.
import type { Response, Router } from 'express';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { interactionTotpEnrolment, mfaEnrolmentDue, mfaPageUrl, skipMfaEnrolment, verifyInteractionTotp, type MfaEnrolment } from '../sign-in-mfa.js';
import { factorAllowed, getMfaSettings } from '../../domain/sign-in/mfa-policy.js';
import { submit } from '../sign-in.js';
import { field, pageError, passwordFirst, pendingMfa, postedInteraction, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { form, html, page } from './html.js';
import { userHasBackupCodes } from '../../domain/sign-in/backup-codes.js';
import { backupCodePageUrl } from './mfa-backup-code.js';
import { userHasTotp } from '../../domain/sign-in/mfa.js';
import { userHasPasskey } from '../../domain/sign-in/passkeys.js';
import { allowPasskeyScripts, passkeyButton, passkeyOffer } from './passkeys.js';

const skipUrl = (interactionId: string) => `/sign-in/mfa/skip?interaction=${encodeURIComponent(interactionId)}`;

/**
 * The enrolment form: the key to add to an authenticator app (as a QR code too), then its first
 * code; the passkey button when passkeys are allowed; Skip when the policy only invites.
 */
async function renderEnrolment(
  deps: ExperienceDeps,
  res: Response,
  interaction: Interaction,
  enrolment: MfaEnrolment,
  status: number,
  error: string | undefined,
) {
  const s = text().mfa;
  const csrf = await csrfToken(deps.services, interaction.id);
  const intro = enrolment.reason === 'acr' ? s.enrolIntro : enrolment.skippable ? s.enrolSuggestedIntro : s.enrolRequiredIntro;
  let totp = html``;
  if (enrolment.factors.includes('Totp')) {
    const { secret, otpauthUri } = await interactionTotpEnrolment(deps.services, interaction);
    // A data: image, which the pages' CSP allows: nothing leaves for a QR service.
    const qr = await (await import('qrcode')).default.toDataURL(otpauthUri);
    const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
    totp = html`<p class="note">${intro}</p>
<img id="totp-qr" src="${qr}" alt="${s.enrolQrAlt}" width="200" height="200">
<p>${s.enrolKey} <code id="totp-key" style="word-break:break-all">${secret}</code></p>
${form(mfaPageUrl(interaction.id), csrf, fields, s.submit, Boolean(error))}`;
  }
  let passkey = html``;
  if (enrolment.factors.includes('WebAuthn')) {
    allowPasskeyScripts(res);
    passkey = html`${enrolment.factors.includes('Totp') ? '' : html`<p class="note">${s.enrolPasskeyIntro}</p>`}${passkeyButton('register', interaction.id)}`;
  }
  const skip = enrolment.skippable
    ? html`<form method="post" action="${skipUrl(interaction.id)}"><input type="hidden" name="csrf" value="${csrf}"><button type="submit" id="skip-mfa">${s.skip}</button></form>`
    : '';
  const body = html`${totp}${passkey}${skip}
<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string) {
  const enrolment = await mfaEnrolmentDue(deps.services.db, interaction);
  if (enrolment) return renderEnrolment(deps, res, interaction, enrolment, status, error);
  const s = text().mfa;
  const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
  // The allowed factors this user has: the TOTP form, the passkey button (src/experience/pages/passkeys.ts), or both.
  const userId = interaction.userId!;
  const settings = await getMfaSettings(deps.services.db);
  const passkey = factorAllowed(settings, 'WebAuthn') && (await userHasPasskey(deps.services.db, userId));
  const totp = (factorAllowed(settings, 'Totp') && (await userHasTotp(deps.services.db, userId))) || !passkey;
  if (passkey) allowPasskeyScripts(res);
  // Backup codes (./mfa-backup-code.ts): offered when allowed and the user has one left.
  const backupCode =
    factorAllowed(settings, 'BackupCode') && (await userHasBackupCodes(deps.services.db, userId))
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
  router.post(
    '/sign-in/mfa/skip',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await postedInteraction(deps, req);
        if (!interaction.userId) throw passwordFirst();
      } catch (error) {
        return expired(res, error);
      }
      try {
        await skipMfaEnrolment(deps.services, interaction);
        res.redirect(303, await submit(deps.services, req, res, interaction));
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message);
      }
    }),
  );

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
