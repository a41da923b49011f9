// POST /api/experience/verification/social/:connectorId/authorization-uri and …/verify: a social
// connector's sign-in. The authorization's state, nonce and PKCE verifier wait in the interaction
// (used once); the verified upstream profile is then a Social record of it, which identification
// resolves to its account (src/experience/social.ts).
import type { Router } from 'express';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, route } from '../respond.js';
import { startSocial, verifySocial } from '../social.js';
import { error, jsonBody as json, type Paths } from './openapi-parts.js';

const common = { tags: ['Experience'], security: [], responses: { 400: error, 404: error, 422: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: { type: 'string' } };
const verification = {
  description: 'The verification',
  content: { 'application/json': { schema: { type: 'object', properties: { verificationId: { type: 'string' } } } } },
};

export const socialPaths: Paths = {
  '/experience/verification/social/{connectorId}/authorization-uri': {
    post: {
      ...common,
      summary:
        "The social connector's authorization URL; state, nonce and PKCE verifier are kept in the interaction; 422 user.sign_in_method_not_enabled for a connector the sign-in experience does not offer (socialSignInConnectorTargets)",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        properties: {
          state: { type: 'string', description: '16 to 512 URL-safe characters; random when absent' },
          redirectUri: { type: 'string', format: 'uri', description: "On Tessera's origin; default {BASE_URL}/callback/social/{connectorId}" },
        },
      }),
      responses: {
        ...common.responses,
        200: {
          description: 'Where to send the browser',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { authorizationUri: { type: 'string', format: 'uri' }, verificationId: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
  '/experience/verification/social/{connectorId}/verify': {
    post: {
      ...common,
      summary:
        "Verify the provider's callback (once): state, code exchange with PKCE, ID token; 400 connector.state_mismatch or connector.authorization_failed",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        required: ['verificationId', 'connectorData'],
        properties: {
          verificationId: { type: 'string' },
          connectorData: { type: 'object', properties: { code: { type: 'string' }, state: { type: 'string' }, iss: { type: 'string' } } },
        },
      }),
      responses: { ...common.responses, 200: verification },
    },
  },
};

export function socialRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;

  router.post(
    '/verification/social/:connectorId/authorization-uri',
    route(async (req, res) => {
      const interaction = await requiredInteraction(services, req);
      const body = bodyOf(req);
      res.json(await startSocial(deps, interaction, String(req.params.connectorId), { state: body.state, redirectUri: body.redirectUri }));
    }),
  );

  router.post(
    '/verification/social/:connectorId/verify',
    route(async (req, res) => {
      const interaction = await requiredInteraction(services, req);
      const body = bodyOf(req);
      res.json({ verificationId: await verifySocial(deps, interaction, String(req.params.connectorId), body.verificationId, body.connectorData) });
    }),
  );
}
