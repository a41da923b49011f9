// Enterprise single sign-on in the experience: verifying the IdP's answer inside this browser's
// interaction (its Experience API routes: src/experience/verifications/sso.ts), and the endpoints the IdP talks to, public under
// /api/authn: SAML's ACS and our SP metadata, OIDC's redirect URI. Rules live in
// src/domain/federation/sso-sign-in.ts (the requests) and federated-sign-in.ts (which account).
import express, { type Router } from 'express';
import { federatedSignIn } from '../domain/federation/federated-sign-in.js';
import { acceptOidcCallback, acceptSamlResponse, sourceOfSsoAnswer, takeSsoIdentity } from '../domain/federation/sso-sign-in.js';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { addVerification, withUpstreamMethods } from '../domain/sign-in/sign-in-state.js';
import { withRegistration } from '../domain/sign-in/interaction-hooks.js';
import { spMetadataXml } from '../domain/federation/sso-connectors.js';
import { DomainError } from '../domain/errors.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import { requireSsoOffered } from '../domain/federation/offered-connectors.js';
import type { Interaction } from '../oidc/interactions.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import { text } from './i18n/context.js';
import { localizePages } from './localize.js';
import { failurePage } from './pages/failure.js';
import { connectorTestAnswerRefused } from './pages/connector-test.js';
import { bodyOf, requestMeta, route } from './respond.js';
import { strictBody } from '../http/strict-body.js';

const param = (req: express.Request, name: string) => String(req.params[name] ?? '');

/**
 * The IdP answered (ACS): the identity becomes this interaction's user, registered or linked if
 * need be, with its events in the same transaction; then identification names it. A new user or
 * a new link joins the organizations listing this connector (SSO JIT, as Logto: not on later
 * sign-ins, so a member an administrator removed stays removed). Shared by the Experience API and
 * the sign-in page (src/experience/pages/sso.ts).
 */
export async function verifySso(
  deps: ExperienceDeps,
  req: express.Request,
  interaction: Interaction,
  connectorId: string,
  verificationId: unknown,
): Promise<void> {
  const { services } = deps;
  // Still offered: single sign-on turned off since the start signs nobody in.
  await requireSsoOffered(services.db, services.config);
  const ctx: events.EventContext = { ...requestMeta(req), interactionEvent: 'SignIn', sessionId: interaction.id, applicationId: interaction.clientId };
  await services.db.transaction().execute(async (trx) => {
    const { record, profile } = await takeSsoIdentity(trx, connectorId, verificationId, interaction.id);
    // Where no account may be created (the console's sign-in): refused, the new account rolled back.
    const { user, outcome, changed, memberships } = await federatedSignIn(trx, { kind: 'enterprise', connector: record, profile }, interaction.clientId);
    // PostRegister (not PostSignIn) when the interaction completes: recorded below.
    if (outcome === 'registered') await events.userCreated(trx, ctx, user);
    // A link, or a returning user's profile synced from the IdP, changes the account's data.
    if (outcome === 'linked' || changed) await events.userDataUpdated(trx, ctx, user);
    await events.membershipProvisioned(trx, memberships);
    // The record names the user (identification then uses it), and a new account is this
    // interaction's registration (its completion is then a PostRegister).
    // With what the IdP said of its own sign-in, for the session's amr.
    const verified = withUpstreamMethods(
      addVerification(interaction.data, { type: 'EnterpriseSso', id: String(verificationId), userId: user.id }).data,
      user.id,
      profile.amr,
    );
    const data = outcome === 'registered' ? withRegistration(verified, user.id) : verified;
    if (!(await updateInteraction(trx, interaction.id, { data }))) throw new DomainError('session.not_found', 'the sign-in has ended; start again');
    interaction.data = data;
  });
}

/** Mounted on /api/authn: what the IdP and its administrator reach, without an interaction cookie. */
export function ssoAuthnRouter(deps: ExperienceDeps): Router {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };
  const router = express.Router();

  router.get(
    '/single-sign-on/saml/:connectorId/metadata',
    route(async (req, res) => {
      res.type('application/samlmetadata+xml').send(await spMetadataXml(services.db, param(req, 'connectorId'), endpoints));
    }),
  );

  /**
   * An IdP's answer arrives by navigation: a browser whose answer is refused gets a page in its
   * language with the way back to its sign-in (found through the answer's state), not the API's
   * JSON, which a client that asks for JSON still gets.
   */
  const answer = (requestIdOf: (req: express.Request) => unknown, handle: (req: express.Request) => Promise<string>) =>
    route(async (req, res) => {
      try {
        res.redirect(303, await handle(req));
      } catch (error) {
        if (req.accepts(['json', 'html']) !== 'html') throw error;
        const source = await sourceOfSsoAnswer(services.db, requestIdOf(req)).catch(() => undefined);
        // An administrator's test sign-in (a request of no interaction) ends on its own page.
        if (source && source.interactionId === null) return connectorTestAnswerRefused(res, source.connectorName, error);
        failurePage(res, text().sso.title, source?.interactionId, error);
      }
    });

  // HTTP-POST binding: a form the IdP's page posts cross-site (so no cookie of ours comes with it).
  router.post(
    '/single-sign-on/saml/:connectorId',
    // Strict as every other form parser: bad bytes or escapes are refused, never read as U+FFFD.
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 10, verify: strictBody }),
    localizePages(deps),
    answer(
      (req) => bodyOf(req).RelayState,
      (req) =>
        services.db
          .transaction()
          .execute((trx) =>
            acceptSamlResponse(trx, endpoints, services.config.keyEncryptionKey, outboundPolicyOf(services.config), param(req, 'connectorId'), bodyOf(req)),
          ),
    ),
  );

  // OIDC: the IdP's redirect back (code and state, or an error), a top-level GET.
  router.get(
    '/single-sign-on/oidc/:connectorId',
    localizePages(deps),
    answer(
      (req) => req.query.state,
      (req) => {
        const query = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');
        return acceptOidcCallback(
          services.db,
          endpoints,
          services.config.keyEncryptionKey,
          outboundPolicyOf(services.config),
          param(req, 'connectorId'),
          query,
        );
      },
    ),
  );
  return router;
}
