// POST /api/experience/verification/verification-code (+ /verify): a 6-digit code to an email or
// phone. Without a sign-up or reset experience it is a sign-in code of the interaction, and once
// checked a VerificationCode record of it (src/experience/code-sign-in.ts); in a sign-up or reset
// experience (named by `tessera_exp`) a VerificationCode record of that experience, which its
// registration or reset uses (src/experience/flows.ts).
import { fromAcceptLanguage } from '../i18n/index.js';
import type { Request, Router } from 'express';
import { findExperience, parseExperienceEvent, requireExperience } from '../../domain/sign-in/experiences.js';
import { sendSignInCode, verifySignInCode } from '../code-sign-in.js';
import { readExperienceId } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requireCaptcha } from '../captcha.js';
import { sendCode, verifyExperienceCode } from '../flows.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { error, experiencePost, json, ok, str, type Paths } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };
const recipient = {
  type: 'object',
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['email', 'phone'] }, value: str },
};

export const verificationCodePaths: Paths = {
  '/experience/verification/verification-code': experiencePost(
    'Send a 6-digit code to an email or phone (429 request.message_rate_limited over the send limit). Without a sign-up/reset experience (a SignIn): a sign-in code, 422 user.sign_in_method_not_enabled unless the settings offer it',
    json({ identifier: recipient, interactionEvent: { type: 'string', enum: ['SignIn', 'Register', 'ForgotPassword'] } }, ['identifier']),
    errors,
    { 200: ok({ verificationId: str }) },
  ),
  '/experience/verification/verification-code/verify': experiencePost(
    'Check a code (single use, 10 minutes, 10 attempts; wrong codes count toward lockout and the address’s throttle: 429 request.too_many_failed_attempts)',
    json({ verificationId: str, code: str }, ['verificationId', 'code']),
    errors,
    { 200: ok({ verificationId: str, identifier: recipient }) },
  ),
};

export function verificationCodeRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  const experienceOf = async (req: Request) => findExperience(services.db, await readExperienceId(services, req));

  router.post(
    '/verification/verification-code',
    route(async (req, res) => {
      const body = bodyOf(req);
      // No sign-up or reset experience: a sign-in code, kept in the interaction.
      if (!(await experienceOf(req))) {
        const sent = await sendSignInCode(deps, await requiredInteraction(services, req), body.identifier, requestMeta(req), body.captchaToken);
        res.json({ verificationId: sent.verificationId });
        return;
      }
      const event = body.interactionEvent === undefined ? undefined : parseExperienceEvent(body.interactionEvent);
      const state = await requireExperience(services.db, await readExperienceId(services, req), event);
      // A sign-up's code is a step of registration: it needs the CAPTCHA too (a reset's does not: it goes only to accounts).
      if (state.event === 'Register') await requireCaptcha(services, requestMeta(req).ip, state.interactionId, body.captchaToken);
      const { verificationId } = await sendCode(deps, state.id, body.identifier, state.event, requestMeta(req).ip, {
        onlyToAccounts: state.event === 'ForgotPassword',
        // The email template of the reader's language, when there is one (else the fallback language's).
        language: fromAcceptLanguage(req.headers['accept-language']),
      });
      res.json({ verificationId });
    }),
  );

  router.post(
    '/verification/verification-code/verify',
    route(async (req, res) => {
      const body = bodyOf(req);
      const experience = await experienceOf(req);
      const recipient = experience
        ? await verifyExperienceCode(deps, experience, body.verificationId, body.code, requestMeta(req))
        : await verifySignInCode(deps, await requiredInteraction(services, req), body.verificationId, body.code, requestMeta(req));
      res.json({ verificationId: body.verificationId, identifier: recipient });
    }),
  );
}
