// POST /api/experience/mfa/totp: the identified user's TOTP code, a Totp record bound to that
// user (src/experience/sign-in-mfa.ts).
import type { Router } from 'express';
import { invalidInput } from '../../domain/errors.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { verifyInteractionTotp } from '../sign-in-mfa.js';
import { error, experiencePost, json, str, type Paths } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };

export const totpPaths: Paths = {
  '/experience/mfa/totp': experiencePost('Give the TOTP code of a sign-in whose user has MFA', json({ code: str }, ['code']), errors),
};

export function totpRoutes(deps: ExperienceDeps, router: Router): void {
  router.post(
    '/mfa/totp',
    route(async (req, res) => {
      const code = bodyOf(req).code;
      if (code === undefined) throw invalidInput('code is required', ['code']);
      await verifyInteractionTotp(deps.services, await requiredInteraction(deps.services, req), code, requestMeta(req));
      res.status(204).end();
    }),
  );
}
