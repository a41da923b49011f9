// /sign-in: the password form over the same steps as the Experience API (src/experience/sign-in.ts).
// A user with TOTP enabled goes on to /sign-in/mfa after the right password.
import type { Response, Router } from 'express';
import { registrationOpenTo } from '../../domain/sign-in/registration.js';
import { identifierFromInput } from '../../domain/sign-in/sign-in.js';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import { startExperience, submit, verifyPassword } from '../sign-in.js';
import { identify } from '../verifications/identify.js';
import { socialButtonsOf } from './social.js';
import { field, pageError, postedInteraction, sendPage } from './common.js';
import { hasSsoConnectors } from '../../domain/federation/sso-connectors.js';
import { offeredSocialConnectors, ssoOffered } from '../../domain/federation/offered-connectors.js';
import type { Connector } from '../../domain/federation/connectors.js';
import { smsDeliveryConfigured } from '../../domain/sign-in/message-delivery.js';
import { ssoPageUrl } from './sso.js';
import { text } from '../i18n/context.js';
import { form, html, page, type Html } from './html.js';
import { codeLinksOf } from './sign-in-code.js';
import { getExperienceSettings, type ExperienceSettings } from '../../domain/sign-in/experience-settings.js';
import { allowPasskeyScripts, passkeyButton, passkeyOffer } from './passkeys.js';
import { CAPTCHA_SCRIPT, CAPTCHA_SCRIPT_PATH, captchaWidget, postedCaptchaToken } from '../captcha.js';

/** What the sign-in page shows besides the settings: worked out per request, or for a preview. */
export interface SignInView {
  settings: ExperienceSettings;
  interactionId: string;
  csrf: string;
  /** What the person typed, or the application's login_hint. */
  identifier?: string | undefined;
  error?: string | undefined;
  captchaField?: Html | string | undefined;
  smsDelivered: boolean;
  socialConnectors: Connector[];
  registrationOpen: boolean;
  ssoLink: boolean;
}

/** The sign-in page for a view, in the current page context (language and look). */
export function signInPage(view: SignInView): string {
  const s = text().signIn;
  const { signIn } = view.settings;
  const q = `interaction=${encodeURIComponent(view.interactionId)}`;
  const fields = [
    { name: 'identifier', label: s.identifier, autocomplete: 'username', autofocus: true, ...(view.identifier ? { value: view.identifier } : {}) },
    { name: 'password', label: s.password, type: 'password', autocomplete: 'current-password' },
  ];
  // With no identifier signing in by password (code-only settings), the password form is not shown.
  const passwordForm = signIn.methods.some((m) => m.password)
    ? form(`/sign-in?${q}`, view.csrf, fields, s.submit, Boolean(view.error), { interaction: view.interactionId }, view.captchaField)
    : html``;
  // A code method that is not password-primary leads: its links come before the password form.
  const codeFirst = signIn.methods.some((m) => m.verificationCode && !m.isPasswordPrimary);
  const codeLinks = codeLinksOf(view.settings, view.smsDelivered, view.interactionId);
  const body = html`${codeFirst ? codeLinks : ''}
${passwordForm}
${codeFirst ? '' : codeLinks}
${passkeyButton('sign-in', view.interactionId)}
${socialButtonsOf(view.socialConnectors, view.interactionId)}
<nav>${view.registrationOpen ? html`<a href="/register?${q}">${s.createAccount}</a> · ` : ''}<a href="/forgot-password?${q}">${s.forgotPassword}</a></nav>
${view.ssoLink ? html`<nav><a href="${ssoPageUrl(view.interactionId)}">${s.singleSignOn}</a></nav>` : ''}`;
  return page(s.title, body, view.error);
}

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string, typed?: string) {
  const { db, config } = deps.services;
  const captcha = await captchaWidget(deps.services);
  const answer = signInPage({
    settings: await getExperienceSettings(db, config),
    interactionId: interaction.id,
    csrf: await csrfToken(deps.services, interaction.id),
    // What the person typed, or else the application's login_hint (OIDC Core §3.1.2.1).
    identifier: typed ?? interaction.params.loginHint,
    error,
    captchaField: captcha?.field,
    smsDelivered: await smsDeliveryConfigured(db, config),
    socialConnectors: await offeredSocialConnectors(db, config),
    registrationOpen: registrationOpenTo(interaction.clientId),
    ssoLink: (await ssoOffered(db, config)) && (await hasSsoConnectors(db)),
  });
  allowPasskeyScripts(res);
  captcha?.allow(res);
  sendPage(res, status, answer);
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  const { signIn, shell } = text();
  sendPage(res, status, page(signIn.title, html`<p>${shell.returnAndSignInAgain}</p>`, message));
}

export function signInPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.get(CAPTCHA_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').send(CAPTCHA_SCRIPT);
  });
  router.get(
    '/sign-in',
    route(async (req, res) => {
      try {
        await render(deps, res, await requiredInteraction(services, req));
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  router.post(
    '/sign-in',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await postedInteraction(deps, req);
      } catch (error) {
        return expired(res, error);
      }
      const identifier = field(req, 'identifier') ?? '';
      try {
        const started = await startExperience(services, interaction, 'SignIn');
        const verificationId = await verifyPassword(
          services,
          started,
          identifierFromInput(identifier),
          field(req, 'password'),
          requestMeta(req),
          postedCaptchaToken(req),
        );
        await identify({ deps, req, interaction: started }, verificationId);
        // Configured: a user without a passkey is offered one first (after the second factor).
        const offer = await passkeyOffer(services, started);
        if (offer) return res.redirect(303, offer);
        res.redirect(303, await submit(services, req, res, started));
      } catch (error) {
        // Right password, TOTP enabled: the second step has its own page.
        if ((error as { code?: unknown }).code === MFA_REQUIRED) return res.redirect(303, mfaPageUrl(interaction.id));
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message, identifier);
      }
    }),
  );
}
