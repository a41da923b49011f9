// POST /api/experience/verification/mfa-verification-code (+ /verify), the compatible paths: a
// code to the identified user's own email or phone as their second factor, where the MFA policy
// allows that factor (src/experience/mfa-codes.ts). Once checked it is a MfaVerificationCode record
// bound to that user, and the submit goes on.
import type { Router } from 'express';
import { fromAcceptLanguage } from '../i18n/index.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { sendInteractionMfaCode, verifyInteractionMfaCode } from '../mfa-codes.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { error, experiencePost, json, ok, str, type Paths } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };
const identifierType = { type: 'string', enum: ['email', 'phone'] };

export const mfaVerificationCodePaths: Paths = {
  '/experience/verification/mfa-verification-code': experiencePost(
    "Send a 6-digit code to the identified user's own email or phone as their second factor (EmailVerificationCode / PhoneVerificationCode in mfa.factors); 400 session.mfa.factor_not_enabled when the policy does not allow it or the user has no such address, 429 request.message_rate_limited over the send limit",
    json({ identifierType }, ['identifierType']),
    errors,
    { 200: ok({ verificationId: str }) },
  ),
  '/experience/verification/mfa-verification-code/verify': experiencePost(
    'Check the second-factor code (single use, 10 minutes, 10 attempts; wrong codes count toward lockout and the address’s throttle); it then counts as the second factor of this sign-in',
    json({ verificationId: str, code: str, identifierType }, ['verificationId', 'code']),
    errors,
    { 200: ok({ verificationId: str }) },
  ),
};

export function mfaVerificationCodeRoutes(deps: ExperienceDeps, router: Router): void {
  router.post(
    '/verification/mfa-verification-code',
    route(async (req, res) => {
      const interaction = await requiredInteraction(deps.services, req);
      const language = fromAcceptLanguage(req.headers['accept-language']);
      const { verificationId } = await sendInteractionMfaCode(deps, interaction, bodyOf(req).identifierType, requestMeta(req), language);
      res.json({ verificationId });
    }),
  );

  router.post(
    '/verification/mfa-verification-code/verify',
    route(async (req, res) => {
      const body = bodyOf(req);
      await verifyInteractionMfaCode(deps, await requiredInteraction(deps.services, req), body.verificationId, body.code, requestMeta(req));
      res.json({ verificationId: body.verificationId });
    }),
  );
}
