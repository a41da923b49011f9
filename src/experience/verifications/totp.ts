// POST /api/experience/mfa/totp: the identified user's TOTP code, a Totp record bound to that
// user (src/experience/sign-in-mfa.ts). When the application insists on a second factor (an
// essential multi-factor acr) and the user has none, POST /api/experience/mfa/totp/enrolment gives
// the key to add to an authenticator app, and the code of /mfa/totp then enables it. The MFA
// policy (src/domain/sign-in/mfa-policy.ts) makes the same enrolment due; where it only invites,
// POST /api/experience/profile/mfa/mfa-skipped (the compatible path) skips it for good.
import type { Router } from 'express';
import { invalidInput } from '../../domain/errors.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { interactionTotpEnrolment, skipMfaEnrolment, verifyInteractionTotp } from '../sign-in-mfa.js';
import { error, experiencePost, json, ok, str, type Paths } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };

export const totpPaths: Paths = {
  '/experience/mfa/totp': experiencePost(
    'Give the TOTP code of a sign-in whose user has MFA (or, after /experience/mfa/totp/enrolment, the first code of the new key, which enables it)',
    json({ code: str }, ['code']),
    errors,
  ),
  '/experience/mfa/totp/enrolment': experiencePost(
    'The TOTP key for a user without a second factor whose application insists on one (an essential multi-factor acr) or whom the MFA policy has set one up: the same key until its first code is given',
    undefined,
    errors,
    { 200: ok({ secret: str, otpauthUri: str }) },
  ),
  '/experience/profile/mfa/mfa-skipped': experiencePost(
    "Skip setting up a second factor that the MFA policy only invites the user to set up (UserControlled, PromptOnlyAtSignIn, PromptAtSignInAndSignUp): remembered in the user's logto-configs mfa.skipped; refused with session.mfa.mfa_policy_not_user_controlled when it is required",
    undefined,
    errors,
  ),
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

  router.post(
    '/profile/mfa/mfa-skipped',
    route(async (req, res) => {
      await skipMfaEnrolment(deps.services, await requiredInteraction(deps.services, req));
      res.status(204).end();
    }),
  );

  router.post(
    '/mfa/totp/enrolment',
    route(async (req, res) => {
      res.json(await interactionTotpEnrolment(deps.services, await requiredInteraction(deps.services, req)));
    }),
  );
}
