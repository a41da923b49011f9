// POST /api/experience/verification/new-password-identity: a new account's identifier and password
// in a sign-up (a Register experience, named by `tessera_exp`), checked as the sign-up checks them
// and kept as a NewPasswordIdentity record of that sign-up's own list (src/experience/flows.ts).
// POST /api/experience/identification with its id creates the account (./identify.ts).
import type { Router } from 'express';
import { requireExperience } from '../../domain/sign-in/experiences.js';
import { readExperienceId } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { addNewPasswordIdentity } from '../flows.js';
import { bodyOf, route } from '../respond.js';
import { error, experiencePost, json, ok, str, type Paths } from './openapi-parts.js';

const identifier = {
  type: 'object',
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['username', 'email', 'phone'] }, value: str },
};

export const newPasswordIdentityPaths: Paths = {
  '/experience/verification/new-password-identity': experiencePost(
    'In a Register experience: a new account’s identifier (username or email; a phone is refused) and password, checked against the sign-up settings and the password policy (400 guard.invalid_input, 422 password.rejected, 422 user.username_already_in_use; 422 user.sign_up_method_not_enabled when sign-up sets no password). Identify with the answered verificationId to create the account; an email the settings verify must first be proved by a code verified in the same sign-up',
    json({ identifier, password: str }, ['identifier', 'password']),
    { 400: error, 404: error, 422: error },
    { 200: ok({ verificationId: str }) },
  ),
};

export function newPasswordIdentityRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.post(
    '/verification/new-password-identity',
    route(async (req, res) => {
      const body = bodyOf(req);
      const state = await requireExperience(services.db, await readExperienceId(services, req), 'Register');
      res.json({ verificationId: await addNewPasswordIdentity(deps, state, body.identifier, body.password) });
    }),
  );
}
