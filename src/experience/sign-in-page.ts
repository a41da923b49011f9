// GET/POST /sign-in: the server-rendered form over the same steps as the Experience API.
import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../domain/errors.js';
import { identifierFromInput } from '../domain/sign-in.js';
import { interactionOfRequest } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { csrfMatches, csrfToken } from './csrf.js';
import { errorStatus } from '../domain/errors.js';
import { page, errorBox } from './pages/layout.js';
import { signInPage } from './pages/sign-in.js';
import { identify, startExperience, submit, verifyPassword } from './sign-in.js';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function expiredPage(res: Response, message: string) {
  res.status(400).type('html').send(page('Sign-in expired', `<h1>Sign in</h1>${errorBox(message)}`));
}

export function signInPages(services: Services): Router {
  const router = express.Router();
  router.get('/sign-in', async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const interaction = await interactionOfRequest(services, req, str(req.query.interaction));
      res.type('html').send(signInPage({ interactionId: interaction.id, csrf: await csrfToken(services, interaction.id) }));
    } catch (error) {
      if (error instanceof DomainError) return expiredPage(res, error.message);
      throw error;
    }
  });

  router.post(
    '/sign-in',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 20 }),
    async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const identifier = str(body.identifier) ?? '';
      let interactionId: string;
      try {
        const interaction = await interactionOfRequest(services, req, str(body.interaction) ?? str(req.query.interaction));
        interactionId = interaction.id;
        if (!(await csrfMatches(services, interaction.id, body.csrf))) {
          return expiredPage(res, 'The form has expired. Reload the page and try again.');
        }
        try {
          const started = await startExperience(services, interaction, 'SignIn');
          const verificationId = await verifyPassword(services, started, identifierFromInput(identifier), body.password);
          await identify(services, started, verificationId);
          return res.redirect(303, await submit(services, req, res, started));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const view = { interactionId, csrf: await csrfToken(services, interactionId), identifier, error: error.message };
          return res.status(errorStatus(error.code)).type('html').send(signInPage(view));
        }
      } catch (error) {
        if (error instanceof DomainError) return expiredPage(res, error.message);
        throw error;
      }
    },
  );
  return router;
}
