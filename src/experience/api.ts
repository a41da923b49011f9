// The Experience API (JSON, /api/experience): what the pages do, for a custom UI on the same
// site, inside the OIDC interaction bound to this browser by its `tessera_interaction` cookie.
// Sign-in keeps its state in the interaction (src/experience/sign-in.ts); sign-up and password
// reset as an experience in that interaction's row (src/domain/sign-in/experiences.ts), named by the
// signed `tessera_exp` cookie that PUT sets.
// CSRF: every body must be `application/json`, which a cross-site form cannot send without a
// CORS preflight we never grant, and the cookies are SameSite=Lax. See docs/experience-api.md.
import express, { type Router } from 'express';
import {
  endExperience,
  findExperience,
  parseExperienceEvent,
  requireExperience,
  startExperience,
  type ExperienceEvent,
} from '../domain/sign-in/experiences.js';
import { clearExperienceCookie, readExperienceId, setExperienceCookie } from './cookies.js';
import type { ExperienceDeps } from './deps.js';
import * as flows from './flows.js';
import { requiredInteraction, signInUrl } from './interaction.js';
import { bodyOf, jsonOnly, requestMeta, route, str } from './respond.js';
import { acceptCaptchaToken } from './captcha.js';
import * as signIn from './sign-in.js';
import * as codeSignIn from './code-sign-in.js';
import { verificationMethods } from './verifications/index.js';

export function experienceApi(deps: ExperienceDeps): Router {
  const { services } = deps;
  const { db } = services;
  const router = express.Router();
  router.use(jsonOnly, express.json({ limit: services.config.bodyLimit }));
  const interaction = (req: express.Request) => requiredInteraction(services, req);
  const current = async (req: express.Request, event?: ExperienceEvent) => requireExperience(db, await readExperienceId(services, req), event);

  // Starts (or restarts) this browser's interaction with an event; sign-up and password reset
  // also get a fresh experience in the interaction (a previous one of this browser ends).
  router.put(
    '/',
    route(async (req, res) => {
      const { interactionEvent, captchaToken } = bodyOf(req);
      const event = parseExperienceEvent(interactionEvent);
      const started = await signIn.startExperience(services, await interaction(req), event);
      // The compatible place of the CAPTCHA token: checked now, remembered for this interaction's steps.
      await acceptCaptchaToken(services, requestMeta(req).ip, started, captchaToken);
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

  // What a sign-in proves, one route file per method (src/experience/verifications/), and identification by it.
  for (const method of verificationMethods) method.routes(deps, router);

  // The compatible switch between SignIn and Register that keeps what was verified (a code
  // verified for an address no account uses can then create its account).
  router.put(
    '/interaction-event',
    route(async (req, res) => {
      await codeSignIn.switchInteractionEvent(deps, await interaction(req), bodyOf(req).interactionEvent);
      res.status(204).end();
    }),
  );

  router.post(
    '/register',
    route(async (req, res) => {
      const state = await current(req, 'Register');
      const body = bodyOf(req);
      const input = { username: str(body.username) ?? null, email: str(body.email) ?? null, password: str(body.password) ?? null };
      const user = await flows.registerFromApi(deps, req, state, input, body.verificationId, body.captchaToken);
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

  // Finishes: sign-up and password reset end their experience; a sign-in its interaction.
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
