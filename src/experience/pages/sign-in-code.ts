// /sign-in/code: sign-in by a one-time code, over the same steps as the Experience API
// (src/experience/code-sign-in.ts). Step 1 takes the email (or phone, when SMS is configured)
// and sends a code; step 2 takes the code, then MFA when the user has it, then back to the app.
// An email no account uses creates its account at step 2 when sign-up by code is allowed;
// otherwise no code goes to it and the pages read the same as for an account.
import type { Request, Response, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import { getExperienceSettings, signInMethodOf, type ExperienceSettings } from '../../domain/sign-in/experience-settings.js';
import type { Interaction } from '../../oidc/interactions.js';
import { signInOrRegisterByCode, sendSignInCode, verifySignInCode } from '../code-sign-in.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction, signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import { startExperience, submit } from '../sign-in.js';
import { field, pageError, postedInteraction, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { captchaWidget, postedCaptchaToken } from '../captcha.js';
import { form, formatHtml, html, page } from './html.js';
import { smsDeliveryConfigured } from '../../domain/sign-in/message-delivery.js';

type Channel = 'email' | 'phone';
const channelOf = (value: unknown): Channel => (value === 'phone' ? 'phone' : 'email');
export const codePageUrl = (interactionId: string, channel: Channel) => `/sign-in/code?interaction=${encodeURIComponent(interactionId)}&channel=${channel}`;

/** The "Email me a code" / "Text me a code" links the sign-in page shows when the settings offer them. */
export async function codeSignInLinks(deps: ExperienceDeps, interactionId: string) {
  const settings = await getExperienceSettings(deps.services.db, deps.services.config);
  return codeLinksOf(settings, await smsDeliveryConfigured(deps.services.db, deps.services.config), interactionId);
}

/** The links for given settings (a preview's draft included); phone only while SMS can be sent. */
export function codeLinksOf(settings: ExperienceSettings, smsDelivered: boolean, interactionId: string) {
  const email = signInMethodOf(settings, 'email')?.verificationCode;
  const phone = signInMethodOf(settings, 'phone')?.verificationCode && smsDelivered;
  if (!email && !phone) return html``;
  const s = text().codeSignIn;
  return html`<nav>${email ? html`<a href="${codePageUrl(interactionId, 'email')}">${s.emailLink}</a>` : ''}${email && phone ? ' · ' : ''}${phone ? html`<a href="${codePageUrl(interactionId, 'phone')}">${s.phoneLink}</a>` : ''}</nav>`;
}

async function assertChannelEnabled(deps: ExperienceDeps, channel: Channel) {
  const settings = await getExperienceSettings(deps.services.db, deps.services.config);
  const ok =
    signInMethodOf(settings, channel)?.verificationCode && (channel === 'email' || (await smsDeliveryConfigured(deps.services.db, deps.services.config)));
  if (!ok) throw new DomainError('user.sign_in_method_not_enabled', text().codeSignIn.notEnabled);
}

async function renderStart(deps: ExperienceDeps, res: Response, interaction: Interaction, channel: Channel, status = 200, error?: string, value?: string) {
  const s = text().codeSignIn;
  const fields = [
    channel === 'email'
      ? { name: 'identifier', label: s.emailLabel, type: 'email', autocomplete: 'email', autofocus: true, ...(value ? { value } : {}) }
      : { name: 'identifier', label: s.phoneLabel, type: 'tel', autocomplete: 'tel', autofocus: true, ...(value ? { value } : {}) },
  ];
  const captcha = await captchaWidget(deps.services);
  const body = html`<p class="note">${channel === 'email' ? s.emailNote : s.phoneNote}</p>
${form('/sign-in/code', await csrfToken(deps.services, interaction.id), fields, s.send, Boolean(error), { interaction: interaction.id, channel }, captcha?.field)}
<nav><a href="${signInUrl(interaction.id)}">${s.back}</a></nav>`;
  captcha?.allow(res);
  sendPage(res, status, page(s.title, body, error));
}

async function renderCode(
  deps: ExperienceDeps,
  res: Response,
  interaction: Interaction,
  pending: { channel: Channel; to: string; verificationId: string },
  status = 200,
  error?: string,
) {
  const s = text().codeSignIn;
  const fields = [{ name: 'code', label: s.codeLabel, autocomplete: 'one-time-code', inputmode: 'numeric', autofocus: true }];
  const body = html`<p class="note">${formatHtml(s.sentNote, { to: html`<strong>${pending.to}</strong>` })}</p>
${form('/sign-in/code/verify', await csrfToken(deps.services, interaction.id), fields, s.verify, Boolean(error), {
  interaction: interaction.id,
  channel: pending.channel,
  to: pending.to,
  verificationId: pending.verificationId,
})}
<nav><a href="${codePageUrl(interaction.id, pending.channel)}">${s.resend}</a> · <a href="${signInUrl(interaction.id)}">${s.back}</a></nav>`;
  sendPage(res, status, page(s.codeTitle, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  const s = text().codeSignIn;
  sendPage(res, status, page(s.title, html`<p>${s.expired}</p>`, message));
}

async function posted(deps: ExperienceDeps, req: Request, res: Response): Promise<Interaction | undefined> {
  try {
    return await postedInteraction(deps, req);
  } catch (error) {
    expired(res, error);
    return undefined;
  }
}

export function signInCodePages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.get(
    '/sign-in/code',
    route(async (req, res) => {
      try {
        const channel = channelOf(req.query.channel);
        await assertChannelEnabled(deps, channel);
        await renderStart(deps, res, await requiredInteraction(services, req), channel);
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  router.post(
    '/sign-in/code',
    route(async (req, res) => {
      const interaction = await posted(deps, req, res);
      if (!interaction) return;
      const channel = channelOf(field(req, 'channel'));
      const value = field(req, 'identifier') ?? '';
      try {
        const started = await startExperience(services, interaction, 'SignIn');
        const { verificationId, recipient } = await sendSignInCode(deps, started, { type: channel, value }, requestMeta(req), postedCaptchaToken(req));
        await renderCode(deps, res, interaction, { channel, to: recipient.value, verificationId });
      } catch (error) {
        const { status, message } = pageError(error);
        await renderStart(deps, res, interaction, channel, status, message, value);
      }
    }),
  );

  router.post(
    '/sign-in/code/verify',
    route(async (req, res) => {
      const interaction = await posted(deps, req, res);
      if (!interaction) return;
      const pending = { channel: channelOf(field(req, 'channel')), to: field(req, 'to') ?? '', verificationId: field(req, 'verificationId') ?? '' };
      try {
        await verifySignInCode(deps, interaction, pending.verificationId, field(req, 'code'), requestMeta(req));
        await signInOrRegisterByCode(deps, req, interaction, pending.verificationId);
        res.redirect(303, await submit(services, req, res, interaction));
      } catch (error) {
        // Right code, TOTP enabled: the second step has its own page.
        if ((error as { code?: unknown }).code === MFA_REQUIRED) return res.redirect(303, mfaPageUrl(interaction.id));
        const { status, message } = pageError(error);
        await renderCode(deps, res, interaction, pending, status, message);
      }
    }),
  );
}
