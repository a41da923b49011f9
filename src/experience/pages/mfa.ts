// /sign-in/mfa: the TOTP step of a sign-in whose password was right, for accounts with MFA.
// It finishes through the same submit as the API, which checks that the code was given by the
// identified user (src/domain/sign-in/sign-in-state.ts). When the application insists on a second
// factor (an essential multi-factor acr), or the MFA policy requires or invites one, and the user
// has none, the same step sets one up: the TOTP key (and its QR code) to add to an authenticator
// app, then its first code, or a passkey; an invitation has a Skip button (POST /sign-in/mfa/skip).
// Only the factors the policy allows are offered. A code to the user's own email or phone (where
// the policy allows those factors) is sent from a button (POST /sign-in/mfa/code/send) and given
// in the form that follows (POST /sign-in/mfa/code), src/experience/mfa-codes.ts.
import type { Response, Router } from 'express';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import {
  codeFactorsOf,
  interactionTotpEnrolment,
  mfaEnrolmentDue,
  mfaPageUrl,
  skipMfaEnrolment,
  verifyInteractionTotp,
  type MfaEnrolment,
} from '../sign-in-mfa.js';
import { sendInteractionMfaCode, verifyInteractionMfaCode } from '../mfa-codes.js';
import { maskedRecipient } from '../../domain/sign-in/verification-codes.js';
import { fromAcceptLanguage } from '../i18n/index.js';
import { factorAllowed, getMfaSettings } from '../../domain/sign-in/mfa-policy.js';
import { submit } from '../sign-in.js';
import { field, mfaFormPost, pageError, pendingMfa, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { form, formatHtml, html, page } from './html.js';
import { userHasBackupCodes } from '../../domain/sign-in/backup-codes.js';
import { backupCodePageUrl } from './mfa-backup-code.js';
import { userHasTotp } from '../../domain/sign-in/mfa.js';
import { userHasPasskey } from '../../domain/sign-in/passkeys.js';
import { allowPasskeyScripts, passkeyButton, passkeyOffer } from './passkeys.js';

const skipUrl = (interactionId: string) => `/sign-in/mfa/skip?interaction=${encodeURIComponent(interactionId)}`;
const sendCodeUrl = (interactionId: string) => `/sign-in/mfa/code/send?interaction=${encodeURIComponent(interactionId)}`;
const codeUrl = (interactionId: string) => `/sign-in/mfa/code?interaction=${encodeURIComponent(interactionId)}`;

/** A sent second-factor code waiting for the person to type it. */
interface PendingCode {
  verificationId: string;
  type: 'email' | 'phone';
  address: string;
}

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

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string, pending?: PendingCode) {
  const enrolment = await mfaEnrolmentDue(deps.services, interaction);
  if (enrolment) return renderEnrolment(deps, res, interaction, enrolment, status, error);
  const s = text().mfa;
  const csrf = await csrfToken(deps.services, interaction.id);
  // A code was sent: its form, and the way back to the other factors.
  if (pending) {
    const fields = [{ name: 'code', label: s.messageCode, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
    const body = html`<p class="note" id="code-sent">${formatHtml(s.codeSentTo, { address: pending.address })}</p>
${form(codeUrl(interaction.id), csrf, fields, s.submit, Boolean(error), { verificationId: pending.verificationId, type: pending.type })}
<nav><a href="${mfaPageUrl(interaction.id)}">${s.sendAnotherCode}</a></nav>
<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
    return sendPage(res, status, page(s.title, body, error));
  }
  const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
  // The allowed factors this user has: the TOTP form, the passkey button (src/experience/pages/passkeys.ts), codes to their email or phone.
  const userId = interaction.userId!;
  const settings = await getMfaSettings(deps.services.db);
  const passkey = factorAllowed(settings, 'WebAuthn') && (await userHasPasskey(deps.services.db, userId));
  const codes = await codeFactorsOf(deps.services, settings, interaction);
  const totp = (factorAllowed(settings, 'Totp') && (await userHasTotp(deps.services.db, userId))) || (!passkey && codes.length === 0);
  if (passkey) allowPasskeyScripts(res);
  const codeButtons = codes.map(
    (c) =>
      html`<form method="post" action="${sendCodeUrl(interaction.id)}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="type" value="${c.recipient.type}"><button type="submit" id="send-${c.recipient.type}-code">${formatHtml(c.recipient.type === 'email' ? s.sendEmailCode : s.sendPhoneCode, { address: maskedRecipient(c.recipient) })}</button></form>`,
  );
  // Backup codes (./mfa-backup-code.ts): offered when allowed and the user has one left.
  const backupCode =
    factorAllowed(settings, 'BackupCode') && (await userHasBackupCodes(deps.services.db, userId))
      ? html`<nav><a id="use-backup-code" href="${backupCodePageUrl(interaction.id)}">${s.useBackupCode}</a></nav>`
      : '';
  // Codes alone: a line saying why the person is here, before the buttons.
  const codeIntro = !passkey && !totp && codes.length > 0 ? html`<p class="note" id="code-intro">${s.codeIntro}</p>` : '';
  const body = html`${passkey ? passkeyButton('mfa', interaction.id) : ''}
${totp ? form(mfaPageUrl(interaction.id), csrf, fields, s.submit, Boolean(error)) : ''}
${codeIntro}${codeButtons}${backupCode}<nav><a href="${signInUrl(interaction.id)}">${s.someoneElse}</a></nav>`;
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
    mfaFormPost(deps, expired, async (req, res, interaction) => {
      try {
        await skipMfaEnrolment(deps.services, interaction);
        res.redirect(303, await submit(deps.services, req, res, interaction));
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message);
      }
    }),
  );

  router.post(
    '/sign-in/mfa/code/send',
    mfaFormPost(deps, expired, async (req, res, interaction) => {
      const type = field(req, 'type');
      try {
        const language = fromAcceptLanguage(req.headers['accept-language']);
        const { verificationId } = await sendInteractionMfaCode(deps, interaction, type, requestMeta(req), language);
        const sentTo = (await codeFactorsOf(deps.services, await getMfaSettings(deps.services.db), interaction)).find((c) => c.recipient.type === type)!;
        await render(deps, res, interaction, 200, undefined, { verificationId, type: sentTo.recipient.type, address: maskedRecipient(sentTo.recipient) });
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message);
      }
    }),
  );

  router.post(
    '/sign-in/mfa/code',
    mfaFormPost(deps, expired, async (req, res, interaction) => {
      const verificationId = field(req, 'verificationId');
      try {
        await verifyInteractionMfaCode(deps, interaction, verificationId, field(req, 'code'), requestMeta(req));
        const offer = await passkeyOffer(deps.services, interaction);
        if (offer) return res.redirect(303, offer);
        res.redirect(303, await submit(deps.services, req, res, interaction));
      } catch (error) {
        const { status, message } = pageError(error);
        // A wrong code keeps its form; anything else goes back to the choice of factors.
        const sentTo = (await codeFactorsOf(deps.services, await getMfaSettings(deps.services.db), interaction)).find(
          (c) => c.recipient.type === field(req, 'type'),
        );
        const pending = sentTo && verificationId ? { verificationId, type: sentTo.recipient.type, address: maskedRecipient(sentTo.recipient) } : undefined;
        await render(deps, res, interaction, status, message, pending);
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
    mfaFormPost(deps, expired, async (req, res, interaction) => {
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
