// The Experience API (JSON, /api/experience): what the pages do, for a custom UI on the same
// site, inside the OIDC interaction bound to this browser by its `tessera_interaction` cookie.
// Sign-in keeps its state in the interaction (src/experience/sign-in.ts); sign-up and password
// reset in an experience row named by the signed `tessera_exp` cookie that PUT sets.
// CSRF: every body must be `application/json`, which a cross-site form cannot send without a
// CORS preflight we never grant, and the cookies are SameSite=Lax. See docs/experience-api.md.
import express, { type Router } from 'express';
import { invalidInput } from '../domain/errors.js';
import { endExperience, findExperience, parseExperienceEvent, requireExperience, startExperience, type ExperienceEvent } from '../domain/experiences.js';
import { checkIdentifier } from '../domain/sign-in.js';
import { clearExperienceCookie, readExperienceId, setExperienceCookie } from './cookies.js';
import type { ExperienceDeps } from './deps.js';
import * as flows from './flows.js';
import { noneWhenNotFound, requiredInteraction, signInUrl } from './interaction.js';
import { bodyOf, jsonOnly, requestMeta, route, str } from './respond.js';
import { verifyInteractionBackupCode, verifyInteractionTotp } from './sign-in-mfa.js';
import * as signIn from './sign-in.js';
import * as codeSignIn from './code-sign-in.js';
import { findVerification } from '../domain/sign-in-state.js';
import { identify } from './verifications/identify.js';

export function experienceApi(deps: ExperienceDeps): Router {
  const { services } = deps;
  const { db } = services;
  const router = express.Router();
  router.use(jsonOnly, express.json({ limit: services.config.bodyLimit }));
  const interaction = (req: express.Request) => requiredInteraction(services, req);
  const current = async (req: express.Request, event?: ExperienceEvent) => requireExperience(db, await readExperienceId(services, req), event);

  // Starts (or restarts) this browser's interaction with an event; sign-up and password reset
  // also get a fresh experience row (a previous one of this browser ends).
  router.put(
    '/',
    route(async (req, res) => {
      const event = parseExperienceEvent(bodyOf(req).interactionEvent);
      const started = await signIn.startExperience(services, await interaction(req), event);
      const previous = await readExperienceId(services, req);
      if (previous) await endExperience(db, previous);
      if (event === 'SignIn') {
        clearExperienceCookie(services, res);
      } else {
        const state = await startExperience(db, event, started.id);
        await setExperienceCookie(services, res, state.id);
      }
      res.status(204).end();
    }),
  );

  router.get(
    '/',
    route(async (req, res) => {
      const state = await current(req);
      res.json({ interactionEvent: state.event, interactionId: state.interactionId, userId: state.userId });
    }),
  );

  // Sign-in: verify a password, identify the user by it, give the TOTP code when the user has one.
  router.post(
    '/verification/password',
    route(async (req, res) => {
      const body = bodyOf(req);
      const verificationId = await signIn.verifyPassword(services, await interaction(req), checkIdentifier(body.identifier), body.password, requestMeta(req));
      res.json({ verificationId });
    }),
  );

  // The compatible switch between SignIn and Register that keeps what was verified (a code
  // verified for an address no account uses can then create its account).
  router.put(
    '/interaction-event',
    route(async (req, res) => {
      await codeSignIn.switchInteractionEvent(deps, await interaction(req), bodyOf(req).interactionEvent);
      res.status(204).end();
    }),
  );

  // A verification of this interaction identifies its user (src/experience/verifications/identify.ts).
  // In a Register experience (PUT /api/experience Register) a verified code of the experience
  // creates the account of its email instead: a social record of the interaction still
  // identifies (it may itself register).
  router.post(
    '/identification',
    route(async (req, res) => {
      const { verificationId } = bodyOf(req);
      const current = await requiredInteraction(services, req).catch(noneWhenNotFound);
      if (findVerification(current?.data ?? {}, verificationId)?.type !== 'Social') {
        const state = await findExperience(db, await readExperienceId(services, req));
        if (state?.event === 'Register') {
          await flows.registerByCodeFromApi(deps, req, state, verificationId);
          res.status(204).end();
          return;
        }
      }
      await identify({ deps, req, interaction: current ?? (await interaction(req)) }, verificationId);
      res.status(204).end();
    }),
  );

  router.post(
    '/mfa/totp',
    route(async (req, res) => {
      const code = bodyOf(req).code;
      if (code === undefined) throw invalidInput('code is required', ['code']);
      await verifyInteractionTotp(services, await interaction(req), code, requestMeta(req));
      res.status(204).end();
    }),
  );

  // A backup code in place of the TOTP code: answers how many codes are left.
  router.post(
    '/verification/backup-code/verify',
    route(async (req, res) => {
      const code = bodyOf(req).code;
      if (code === undefined) throw invalidInput('code is required', ['code']);
      const { verificationId, remainCodes } = await verifyInteractionBackupCode(services, await interaction(req), code, requestMeta(req));
      res.json({ verificationId, remainCodes });
    }),
  );

  // Codes to an email or phone: for a sign-in (by code) in the interaction, for sign-up and
  // password reset in their experience row; then the step they prove.
  router.post(
    '/verification/verification-code',
    route(async (req, res) => {
      const body = bodyOf(req);
      const experience = await findExperience(db, await readExperienceId(services, req));
      // No sign-up or reset experience: a sign-in code, kept in the interaction.
      if (!experience) {
        const sent = await codeSignIn.sendSignInCode(deps, await interaction(req), body.identifier, requestMeta(req));
        res.json({ verificationId: sent.verificationId });
        return;
      }
      const state = await current(req, body.interactionEvent === undefined ? undefined : parseExperienceEvent(body.interactionEvent));
      const { verificationId } = await flows.sendCode(deps, state.id, bodyOf(req).identifier, state.event, requestMeta(req).ip, {
        onlyToAccounts: state.event === 'ForgotPassword',
      });
      res.json({ verificationId });
    }),
  );

  router.post(
    '/verification/verification-code/verify',
    route(async (req, res) => {
      const body = bodyOf(req);
      const experience = await findExperience(db, await readExperienceId(services, req));
      if (!experience) {
        const recipient = await codeSignIn.verifySignInCode(deps, await interaction(req), body.verificationId, body.code, requestMeta(req));
        res.json({ verificationId: body.verificationId, identifier: recipient });
        return;
      }
      const state = experience;
      const recipient = await flows.checkCode(deps, state.id, body.verificationId, body.code, requestMeta(req));
      res.json({ verificationId: body.verificationId, identifier: recipient });
    }),
  );

  router.post(
    '/register',
    route(async (req, res) => {
      const state = await current(req, 'Register');
      const body = bodyOf(req);
      const input = { username: str(body.username) ?? null, email: str(body.email) ?? null, password: str(body.password) ?? null };
      const user = await flows.registerFromApi(deps, req, state, input, body.verificationId);
      res.status(201).json({ userId: user.id });
    }),
  );

  router.post(
    '/forgot-password',
    route(async (req, res) => {
      const state = await current(req, 'ForgotPassword');
      const body = bodyOf(req);
      await flows.resetForgottenPassword(deps, req, state, body.verificationId, body.password);
      res.status(204).end();
    }),
  );

  // Finishes: sign-up and password reset end their experience row; a sign-in its interaction.
  router.post(
    '/submit',
    route(async (req, res) => {
      const state = await findExperience(db, await readExperienceId(services, req));
      if (state) {
        const redirectTo = await flows.submit(deps, req, res, state);
        clearExperienceCookie(services, res);
        res.json({ redirectTo: redirectTo ?? signInUrl(state.interactionId) });
        return;
      }
      res.json({ redirectTo: await signIn.submit(services, req, res, await interaction(req)) });
    }),
  );

  router.use((req, res) => {
    res.status(404).json({ code: 'route.not_found', message: `no route for ${req.method} ${req.baseUrl}${req.path}` });
  });
  return router;
}
