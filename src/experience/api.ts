// The Experience API (JSON, /api/experience): what the pages do, for a custom UI. The experience
// is identified by the `tessera_exp` cookie that PUT /api/experience sets. CSRF: every write must
// be `application/json`, which a cross-site form cannot send without a CORS preflight we never
// grant, and the cookie is SameSite=Lax. See docs/experience-api.md.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { invalidInput } from '../domain/errors.js';
import { endExperience, EXPERIENCE_TTL_SECONDS, findExperience, parseExperienceEvent, requireExperience, startExperience } from '../domain/experiences.js';
import type { ExperienceDeps } from './deps.js';
import * as flows from './flows.js';
import { hasBody, readCookie, requestMeta, sendError, setCookie, str } from './http.js';
import { requiredInteraction, signInUrl } from './interaction.js';
import { startExperience as startInteractionEvent } from './sign-in.js';
import { verifyInteractionTotp } from './sign-in-mfa.js';

export const EXPERIENCE_COOKIE = 'tessera_exp';

type Handler = (req: Request, res: Response) => Promise<void>;

function handle(fn: Handler) {
  return async (req: Request, res: Response) => {
    try {
      await fn(req, res);
    } catch (error) {
      sendError(res, error);
    }
  };
}

function jsonOnly(req: Request, res: Response, next: NextFunction) {
  if (hasBody(req) && !req.is('application/json')) {
    res.status(415).json({ code: 'guard.invalid_content_type', message: 'send the request body as application/json' });
    return;
  }
  next();
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

export function experienceApi(deps: ExperienceDeps): Router {
  const { db } = deps.services;
  const router = express.Router();
  router.use(jsonOnly, express.json({ limit: deps.services.config.bodyLimit }));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((error as { type?: string })?.type?.startsWith('entity.')) {
      res.status(400).json({ code: 'guard.invalid_input', message: 'request body is not valid JSON' });
      return;
    }
    next(error);
  });
  const current = (req: Request, event?: Parameters<typeof requireExperience>[2]) => requireExperience(db, readCookie(req, EXPERIENCE_COOKIE), event);

  // Starts (or restarts) this browser's interaction with an event. Sign-in steps keep their state
  // in the interaction (src/experience/sign-in.ts); sign-up and password reset in an experience
  // row linked to it, found by the `tessera_exp` cookie.
  router.put('/', handle(async (req, res) => {
    const interaction = await requiredInteraction(deps.services, req);
    const event = parseExperienceEvent(bodyOf(req).interactionEvent);
    await startInteractionEvent(deps.services, interaction, event);
    const previous = readCookie(req, EXPERIENCE_COOKIE);
    if (previous) await endExperience(db, previous);
    if (event === 'SignIn') {
      setCookie(deps.services, res, EXPERIENCE_COOKIE, '', 0);
    } else {
      const state = await startExperience(db, event, interaction.id);
      setCookie(deps.services, res, EXPERIENCE_COOKIE, state.id, EXPERIENCE_TTL_SECONDS);
    }
    res.status(204).end();
  }));

  router.get('/', handle(async (req, res) => {
    const state = await current(req);
    res.json({ interactionEvent: state.event, interactionId: state.interactionId, userId: state.userId });
  }));

  router.post('/verification/verification-code', handle(async (req, res) => {
    const state = await current(req);
    const { verificationId } = await flows.sendCode(deps, state.id, bodyOf(req).identifier, state.event, requestMeta(req).ip, {
      onlyToAccounts: state.event === 'ForgotPassword',
    });
    res.json({ verificationId });
  }));

  router.post('/verification/verification-code/verify', handle(async (req, res) => {
    const state = await current(req);
    const body = bodyOf(req);
    const recipient = await flows.checkCode(deps, state.id, body.verificationId, body.code);
    res.json({ verificationId: body.verificationId, identifier: recipient });
  }));

  router.post('/register', handle(async (req, res) => {
    const state = await current(req, 'Register');
    const body = bodyOf(req);
    const user = await flows.registerFromApi(
      deps,
      req,
      state,
      { username: str(body.username) ?? null, email: str(body.email) ?? null, password: str(body.password) ?? null },
      body.verificationId,
    );
    res.status(201).json({ userId: user.id });
  }));

  router.post('/forgot-password', handle(async (req, res) => {
    const state = await current(req, 'ForgotPassword');
    const body = bodyOf(req);
    await flows.resetForgottenPassword(deps, req, state, body.verificationId, body.password);
    res.status(204).end();
  }));

  router.post('/mfa/totp', handle(async (req, res) => {
    const code = bodyOf(req).code;
    if (code === undefined) throw invalidInput('code is required', ['code']);
    await verifyInteractionTotp(deps.services, await requiredInteraction(deps.services, req), code);
    res.status(204).end();
  }));

  // Sign-up and password reset finish here; a sign-in (no experience row) goes on to the
  // sign-in router's /submit.
  router.post('/submit', async (req, res, next) => {
    try {
      const state = await findExperience(db, readCookie(req, EXPERIENCE_COOKIE));
      if (!state) return next();
      const redirectTo = await flows.submit(deps, req, res, state);
      setCookie(deps.services, res, EXPERIENCE_COOKIE, '', 0);
      res.json({ redirectTo: redirectTo ?? signInUrl(state.interactionId) });
    } catch (error) {
      sendError(res, error);
    }
  });

  return router;
}
