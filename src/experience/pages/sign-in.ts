// /sign-in: the password form over the same steps as the Experience API (src/experience/sign-in.ts).
// A user with TOTP enabled goes on to /sign-in/mfa after the right password.
import type { Response, Router } from 'express';
import { identifierFromInput } from '../../domain/sign-in.js';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import { identify, startExperience, submit, verifyPassword } from '../sign-in.js';
import { socialButtons } from '../social.js';
import { field, pageError, postedInteraction, sendPage } from './common.js';
import { hasSsoConnectors } from '../../domain/sso-connectors.js';
import { ssoPageUrl } from './sso.js';
import { form, html, page } from './html.js';
import { allowPasskeyScripts, passkeyButton, passkeyOffer } from './passkeys.js';

const TITLE = 'Sign in';

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string, identifier?: string) {
  const q = `interaction=${encodeURIComponent(interaction.id)}`;
  const fields = [
    { name: 'identifier', label: 'Username or email', autocomplete: 'username', autofocus: true, ...(identifier ? { value: identifier } : {}) },
    { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
  ];
  const body = html`${form(`/sign-in?${q}`, await csrfToken(deps.services, interaction.id), fields, 'Sign in', Boolean(error), { interaction: interaction.id })}
${passkeyButton('sign-in', interaction.id)}
${await socialButtons(deps, interaction.id)}
<nav><a href="/register?${q}">Create an account</a> · <a href="/forgot-password?${q}">Forgot your password?</a></nav>
${(await hasSsoConnectors(deps.services.db)) ? html`<nav><a href="${ssoPageUrl(interaction.id)}">Continue with single sign-on</a></nav>` : ''}`;
  allowPasskeyScripts(res);
  sendPage(res, status, page(TITLE, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  sendPage(res, status, page(TITLE, html`<p>Return to the application and sign in again.</p>`, message));
}

export function signInPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.get('/sign-in', route(async (req, res) => {
    try {
      await render(deps, res, await requiredInteraction(services, req));
    } catch (error) {
      expired(res, error);
    }
  }));

  router.post('/sign-in', route(async (req, res) => {
    let interaction: Interaction;
    try {
      interaction = await postedInteraction(deps, req);
    } catch (error) {
      return expired(res, error);
    }
    const identifier = field(req, 'identifier') ?? '';
    try {
      const started = await startExperience(services, interaction, 'SignIn');
      const verificationId = await verifyPassword(services, started, identifierFromInput(identifier), field(req, 'password'), requestMeta(req));
      await identify(services, started, verificationId);
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
  }));
}
