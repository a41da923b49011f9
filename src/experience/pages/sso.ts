// /sign-in/sso: "Continue with single sign-on". The user types their email; its domain picks the
// company's enterprise connector; the page starts that connector's sign-in (a 303 to the IdP).
// The IdP answers at our endpoint (SAML: a post to the ACS /api/authn/single-sign-on/saml/:id;
// OIDC: a redirect to /api/authn/single-sign-on/oidc/:id), which sends the browser to
// /sign-in/sso/callback?state=…; there, this browser's interaction (its cookie,
// SameSite=Lax, comes with the top-level GET) takes the verified identity and the sign-in
// completes with the client's code, through the same steps as the Experience API.
import { randomBytes } from 'node:crypto';
import type { Response, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import { ssoConnectorIdsForEmail, ssoRequestForCallback, startSsoSignIn } from '../../domain/federation/sso-sign-in.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';
import { requireSsoOffered } from '../../domain/federation/offered-connectors.js';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction, signInUrl } from '../interaction.js';
import { route } from '../respond.js';
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import { startExperience, submit } from '../sign-in.js';
import { identify } from '../verifications/identify.js';
import { verifySso } from '../sso.js';
import { field, pageError, postedInteraction, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { form, html, page } from './html.js';

/** Where "Continue with single sign-on" points, keeping the interaction. */
export const ssoPageUrl = (interactionId: string) => `/sign-in/sso?interaction=${encodeURIComponent(interactionId)}`;

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string, typed?: string) {
  // What the person typed, or else the application's login_hint when it is an email address.
  const hint = interaction.params.loginHint;
  const email = typed ?? (hint?.includes('@') ? hint : undefined);
  const s = text().sso;
  const fields = [{ name: 'email', label: s.email, type: 'email', autocomplete: 'email', autofocus: true, ...(email ? { value: email } : {}) }];
  const body = html`<p class="note">${s.intro}</p>
${form('/sign-in/sso', await csrfToken(deps.services, interaction.id), fields, s.submit, Boolean(error), { interaction: interaction.id })}
<nav><a href="${signInUrl(interaction.id)}">${s.otherWay}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

function failed(res: Response, error: unknown, interactionId?: string) {
  const { status, message } = pageError(error);
  const { sso, shell } = text();
  const back = interactionId ? html`<p><a href="${ssoPageUrl(interactionId)}">${shell.tryAgain}</a></p>` : html`<p>${shell.returnAndSignInAgain}</p>`;
  sendPage(res, status, page(sso.title, back, message));
}

export function ssoPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };

  /** The IdP's URL for this interaction's sign-in through `connectorId`. */
  const startConnector = async (interaction: Interaction, connectorId: string) => {
    const started = await startExperience(services, interaction, 'SignIn');
    const { authorizationUri } = await startSsoSignIn(
      services.db,
      endpoints,
      services.config.keyEncryptionKey,
      outboundPolicyOf(services.config),
      connectorId,
      started.id,
      {
        state: randomBytes(24).toString('base64url'),
        redirectUri: new URL('/sign-in/sso/callback', services.config.baseUrl).toString(),
      },
    );
    return authorizationUri;
  };

  // direct_sign_in=sso:<id>: straight to that connector's IdP. A connector that does not exist
  // (or no longer) falls back to the page that asks for the email, as the compatible product
  // falls back to its first screen.
  router.get(
    '/sign-in/sso/connector/:connectorId',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await requiredInteraction(services, req);
        await requireSsoOffered(services.db, services.config);
      } catch (error) {
        return failed(res, error);
      }
      try {
        res.redirect(303, await startConnector(interaction, String(req.params.connectorId)));
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'entity.not_found') return failed(res, error, interaction.id);
        res.redirect(303, ssoPageUrl(interaction.id));
      }
    }),
  );

  router.get(
    '/sign-in/sso',
    route(async (req, res) => {
      try {
        const interaction = await requiredInteraction(services, req);
        await requireSsoOffered(services.db, services.config);
        await render(deps, res, interaction);
      } catch (error) {
        failed(res, error);
      }
    }),
  );

  router.post(
    '/sign-in/sso',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await postedInteraction(deps, req);
      } catch (error) {
        return failed(res, error);
      }
      const email = (field(req, 'email') ?? '').trim();
      try {
        await requireSsoOffered(services.db, services.config);
        const [connectorId] = await ssoConnectorIdsForEmail(services.db, email);
        if (!connectorId) return await render(deps, res, interaction, 422, text().sso.notSetUp, email);
        res.redirect(303, await startConnector(interaction, connectorId));
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, interaction, status, message, email);
      }
    }),
  );

  router.get(
    '/sign-in/sso/callback',
    route(async (req, res) => {
      let interaction: Interaction;
      try {
        interaction = await requiredInteraction(services, req);
      } catch (error) {
        return failed(res, error);
      }
      try {
        if (interaction.event !== 'SignIn')
          throw new DomainError('session.verification_failed', 'This sign-in was not started with single sign-on; start again.');
        const { verificationId, connectorId } = await ssoRequestForCallback(services.db, interaction.id, req.query.state);
        await verifySso(deps, req, interaction, connectorId, verificationId);
        await identify({ deps, req, interaction }, verificationId);
        res.redirect(303, await submit(services, req, res, interaction));
      } catch (error) {
        if ((error as { code?: unknown }).code === MFA_REQUIRED) return res.redirect(303, mfaPageUrl(interaction.id));
        failed(res, error, interaction.id);
      }
    }),
  );
}
