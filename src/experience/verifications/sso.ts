// Enterprise single sign-on in the Experience API: GET /api/experience/sso-connectors, and POST
// …/verification/sso/:connectorId/authorization-uri and …/verify. Verifying takes the IdP's answer
// (received at /api/authn, src/experience/sso.ts), resolves its account and records an
// EnterpriseSso record naming it; identification then uses that record.
import type { Request, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import { requireSsoOffered, ssoOffered } from '../../domain/federation/offered-connectors.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';
import { ssoConnectorIdsForEmail, startSsoSignIn } from '../../domain/federation/sso-sign-in.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, route } from '../respond.js';
import { verifySso } from '../sso.js';
import { error, jsonBody as json, str, type Paths } from './openapi-parts.js';

const common = { tags: ['Experience'], security: [], responses: { 400: error, 404: error, 422: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: str, description: 'The SSO connector (`/api/sso-connectors`)' };
const ok = (properties: Record<string, unknown>, required: string[]) => ({
  description: 'OK',
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});

export const ssoPaths: Paths = {
  '/experience/sso-connectors': {
    get: {
      ...common,
      summary:
        'The enterprise SSO connectors serving the domain of an email (no interaction needed; none while the sign-in experience does not offer single sign-on); 400 guard.invalid_input without an email',
      parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string', format: 'email' } }],
      responses: { ...common.responses, 200: ok({ connectorIds: { type: 'array', items: str } }, ['connectorIds']) },
    },
  },
  '/experience/verification/sso/{connectorId}/authorization-uri': {
    post: {
      ...common,
      summary:
        "Step 1 (SignIn only): the IdP's URL with a new SAML AuthnRequest or OIDC request (state, nonce, PKCE kept server-side); 404 session.not_found without the interaction cookie, 404 entity.not_found for an unknown connector, 400 connector.invalid_config, 400 session.verification_failed outside SignIn, 422 user.sign_in_method_not_enabled while the sign-in experience does not offer single sign-on (singleSignOnEnabled)",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        required: ['state', 'redirectUri'],
        properties: {
          state: { type: 'string', minLength: 1, maxLength: 512, description: "The client's own state, given back on redirectUri" },
          redirectUri: { type: 'string', format: 'uri', description: "Where the browser comes back after the IdP; on BASE_URL's origin" },
        },
      }),
      responses: {
        ...common.responses,
        200: ok({ authorizationUri: { type: 'string', format: 'uri' }, verificationId: str }, ['authorizationUri', 'verificationId']),
      },
    },
  },
  '/experience/verification/sso/{connectorId}/verify': {
    post: {
      ...common,
      summary:
        "Step 3 (after the ACS or OIDC callback): take the IdP's verified identity for this interaction, once; registers or links the user (User.Created and PostRegister, or User.Data.Updated; SSO JIT). 400 session.verification_session_not_found (unknown, another browser's, or used), 400 session.verification_failed (the IdP has not answered), 422 single_sign_on.account_has_password, 422 single_sign_on.account_not_linkable (data.reason email_not_verified or other_sign_in_methods), 400 single_sign_on.identity_conflict, 422 user.sign_in_method_not_enabled (single sign-on turned off since the start)",
      parameters: [connectorId],
      requestBody: json({ type: 'object', required: ['verificationId'], properties: { verificationId: str } }),
      responses: { ...common.responses, 200: ok({ verificationId: str }, ['verificationId']) },
    },
  },
};

const param = (req: Request, name: string) => String(req.params[name] ?? '');

export function ssoRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };

  const signInInteraction = async (req: Request) => {
    const interaction = await requiredInteraction(services, req);
    if (interaction.event !== 'SignIn') throw new DomainError('session.verification_failed', `single sign-on is for SignIn, not ${interaction.event}`);
    return interaction;
  };

  router.get(
    '/sso-connectors',
    route(async (req, res) => {
      // As the compatible product: none while single sign-on is not offered.
      const offered = await ssoOffered(services.db, services.config);
      const connectorIds = await ssoConnectorIdsForEmail(services.db, req.query.email);
      res.json({ connectorIds: offered ? connectorIds : [] });
    }),
  );

  router.post(
    '/verification/sso/:connectorId/authorization-uri',
    route(async (req, res) => {
      const interaction = await signInInteraction(req);
      await requireSsoOffered(services.db, services.config);
      const body = bodyOf(req);
      res.json(
        await startSsoSignIn(
          services.db,
          endpoints,
          services.config.keyEncryptionKey,
          outboundPolicyOf(services.config),
          param(req, 'connectorId'),
          interaction.id,
          { state: body.state, redirectUri: body.redirectUri },
        ),
      );
    }),
  );

  router.post(
    '/verification/sso/:connectorId/verify',
    route(async (req, res) => {
      const interaction = await signInInteraction(req);
      const verificationId = bodyOf(req).verificationId;
      await verifySso(deps, req, interaction, param(req, 'connectorId'), verificationId);
      res.json({ verificationId });
    }),
  );
}
