// Shared plumbing of the form-encoded, client-authenticated endpoints (revocation,
// introspection): parse the form, authenticate the client, render OAuth errors.
import express, { type Request, type Response, type Router } from 'express';
import { strictBody } from '../http/strict-body.js';
import type { Services } from '../services.js';
import { clientAssertionContext } from './client-assertion.js';
import { authenticateClient, type AuthenticatedClient } from './client-auth.js';
import { invalidRequest, oauthErrorBody, oauthErrorOf, retryAfterOf } from './errors.js';

export type FormHandler = (client: AuthenticatedClient, body: Record<string, string>) => Promise<unknown>;

/** `path`: the endpoint's own path under the issuer, an audience its client assertions may name. */
export function formEndpoint(services: Services, name: string, path: string, handle: FormHandler): Router {
  const router = express.Router();
  router.post(
    '/',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 20, verify: strictBody }),
    async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      try {
        if (!req.is('application/x-www-form-urlencoded')) throw invalidRequest(`the ${name} endpoint takes application/x-www-form-urlencoded`);
        const raw = (req.body ?? {}) as Record<string, unknown>;
        for (const [key, value] of Object.entries(raw)) if (typeof value !== 'string') throw invalidRequest(`parameter ${key} must not be repeated`);
        const client = await authenticateClient(
          services.db,
          services.clock,
          req.headers.authorization,
          raw,
          {
            policy: services.config.throttles.clientAuth,
            ip: req.ip ?? '',
            userAgent: req.headers['user-agent'] ?? '',
          },
          clientAssertionContext(services, path),
        );
        res.json(await handle(client, raw as Record<string, string>));
      } catch (error) {
        answerClientEndpointError(res, error, name);
      }
    },
  );
  postOnly(router, name);
  return router;
}

export const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * The error answer of an endpoint a client authenticates at (RFC 6749 §5.2): `Retry-After` while
 * the client is held off, `WWW-Authenticate` with `invalid_client`, unexpected errors logged as
 * the `name` endpoint's failure.
 */
export function answerClientEndpointError(res: Response, error: unknown, name: string): void {
  const e = oauthErrorOf(error, `${name} endpoint failure`);
  const retryAfter = retryAfterOf(e);
  if (retryAfter) res.setHeader('Retry-After', retryAfter);
  if (e.error === 'invalid_client') res.setHeader('WWW-Authenticate', 'Basic realm="tessera", charset="UTF-8"');
  res.status(e.status).json(oauthErrorBody(e));
}

/** Any other method than POST at the endpoint: 405 with `Allow: POST`. */
export function postOnly(router: Router, name: string): void {
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'invalid_request', error_description: `the ${name} endpoint accepts POST only` });
  });
}
