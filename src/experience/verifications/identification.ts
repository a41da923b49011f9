// POST /api/experience/identification {verificationId}: the record the id names decides
// (./identify.ts, identifyByRequest): in a Register experience (PUT /api/experience Register, named
// by `tessera_exp`) a record of the sign-up's own list creates the account — a NewPasswordIdentity
// (POST …/verification/new-password-identity) or a checked code (sign-up by code); otherwise the
// interaction's user becomes the one its record proves (a Social record may register itself).
import type { Router } from 'express';
import type { ExperienceDeps } from '../deps.js';
import { bodyOf, route } from '../respond.js';
import { identifyByRequest } from './identify.js';
import { errorOf, jsonBody, type Paths } from './openapi-parts.js';

const error = errorOf('Error `{ code, message }`');

export const identificationPaths: Paths = {
  '/experience/identification': {
    post: {
      tags: ['Experience'],
      security: [],
      summary:
        'Identify the user of the interaction by a verification made in it (password, SSO, or a verified sign-in code). A verified code for an address no account uses: 404 user.user_not_exist in SignIn; in Register (after PUT /experience/interaction-event, or in a Register experience) the account is created when sign-up by code is allowed. In a Register experience, a NewPasswordIdentity verification creates its account (its email proved by a code verified in the same sign-up when the settings verify emails). 422 user.unverified_identifier_in_use: the account holds the address without having proved it and can be opened another way (docs/security.md)',
      requestBody: jsonBody({ type: 'object', required: ['verificationId'], properties: { verificationId: { type: 'string' } } }),
      responses: { 400: error, 403: error, 404: error, 422: error, 204: { description: 'Identified' } },
    },
  },
};

export function identificationRoutes(deps: ExperienceDeps, router: Router): void {
  router.post(
    '/identification',
    route(async (req, res) => {
      const { verificationId, captchaToken } = bodyOf(req);
      await identifyByRequest(deps, req, verificationId, captchaToken);
      res.status(204).end();
    }),
  );
}
