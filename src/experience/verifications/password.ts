// POST /api/experience/verification/password: a password checked for an identifier becomes a
// Password record of the interaction (src/domain/sign-in/sign-in-state.ts), naming its user.
import type { Router } from 'express';
import { checkIdentifier } from '../../domain/sign-in/sign-in.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { verifyPassword } from '../sign-in.js';
import { errorOf, jsonBody, type Paths } from './openapi-parts.js';

const error = errorOf('Error `{ code, message }`');
const identifier = {
  type: 'object',
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['username', 'email', 'phone'] }, value: { type: 'string' } },
};

export const passwordPaths: Paths = {
  '/experience/verification/password': {
    post: {
      tags: ['Experience'],
      security: [],
      summary:
        'Verify a password for an identifier; 422 session.invalid_credentials when wrong, 403 user.suspended, 429 request.too_many_failed_attempts (with Retry-After) while too many wrong passwords from this address hold it off',
      requestBody: jsonBody({ type: 'object', required: ['identifier', 'password'], properties: { identifier, password: { type: 'string' } } }),
      responses: {
        400: error,
        403: error,
        404: error,
        422: error,
        429: error,
        200: {
          description: 'Verified',
          content: { 'application/json': { schema: { type: 'object', properties: { verificationId: { type: 'string' } } } } },
        },
      },
    },
  },
};

export function passwordRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.post(
    '/verification/password',
    route(async (req, res) => {
      const body = bodyOf(req);
      const interaction = await requiredInteraction(services, req);
      const verificationId = await verifyPassword(services, interaction, checkIdentifier(body.identifier), body.password, requestMeta(req), body.captchaToken);
      res.json({ verificationId });
    }),
  );
}
