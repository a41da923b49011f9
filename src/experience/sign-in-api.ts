// The JSON Experience API for password sign-in (under /api/experience). The interaction is the
// one bound to the browser by its cookie; JSON bodies (no simple cross-site form can send one)
// plus the SameSite=Lax cookie keep these calls same-origin.
import express, { type Router } from 'express';
import { checkIdentifier } from '../domain/sign-in.js';
import { interactionOfRequest } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { bodyOf, handle } from './respond.js';
import { identify, startExperience, submit, verifyPassword } from './sign-in.js';

export function signInApi(services: Services): Router {
  const router = express.Router();
  router.put(
    '/',
    handle(async (req, res) => {
      await startExperience(services, await interactionOfRequest(services, req), bodyOf(req).interactionEvent);
      res.status(204).end();
    }),
  );
  router.post(
    '/verification/password',
    handle(async (req, res) => {
      const body = bodyOf(req);
      const interaction = await interactionOfRequest(services, req);
      const verificationId = await verifyPassword(services, interaction, checkIdentifier(body.identifier), body.password);
      res.json({ verificationId });
    }),
  );
  router.post(
    '/identification',
    handle(async (req, res) => {
      await identify(services, await interactionOfRequest(services, req), bodyOf(req).verificationId);
      res.status(204).end();
    }),
  );
  router.post(
    '/submit',
    handle(async (req, res) => {
      const redirectTo = await submit(services, req, res, await interactionOfRequest(services, req));
      res.json({ redirectTo });
    }),
  );
  return router;
}
