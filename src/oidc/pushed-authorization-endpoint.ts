// POST /oidc/par: the pushed authorization request endpoint (RFC 9126). The client authenticates
// as at the token endpoint (§2: its registered method, the same throttle), pushes the parameters
// of an authorization request, or a request object carrying them (§3), and gets back a
// request_uri for /oidc/auth. The parameters are validated here as the authorization endpoint
// validates them (authorization-request.ts), and again when they are used there (§4), since the
// client's settings may change in between. Errors are RFC 6749 §5.2 JSON (§2.3).
import express, { type Request, type Response, type Router } from 'express';
import { strictBody } from '../http/strict-body.js';
import { findApplicationById } from '../domain/oauth/oidc-clients.js';
import { pushAuthorizationRequest, type PushedParameters } from '../domain/oauth/pushed-authorization-requests.js';
import type { Services } from '../services.js';
import { requestObjectContext } from './authorization-parameters.js';
import { AuthorizationPageError, parseAuthorizationRequest } from './authorization-request.js';
import { clientAssertionContext } from './client-assertion.js';
import { authenticateClient } from './client-auth.js';
import { OAuthError, invalidClient, invalidRequest } from './errors.js';
import { answerClientEndpointError, postOnly } from './form-endpoint.js';
import { NUL_REFUSED, hasNul } from './parameters.js';
import { RequestObjectRefused, requestObjectParameters } from './request-object.js';

/** How the client authenticates: not part of the authorization request it pushes. */
const CLIENT_AUTHENTICATION = new Set(['client_secret', 'client_assertion', 'client_assertion_type']);

function pushedParametersOf(body: Record<string, unknown>, clientId: string): PushedParameters {
  // fromEntries defines own properties: a parameter named __proto__ stays a parameter (refused or ignored later).
  const parameters: PushedParameters = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | string[]] =>
        !CLIENT_AUTHENTICATION.has(entry[0]) && (typeof entry[1] === 'string' || (Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string'))),
    ),
  );
  return { ...parameters, client_id: clientId };
}

async function push(services: Services, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (!req.is('application/x-www-form-urlencoded')) throw invalidRequest('the pushed authorization request endpoint takes application/x-www-form-urlencoded');
  const body = (req.body ?? {}) as Record<string, unknown>;
  // Postgres cannot hold a NUL: refused as the client's mistake before anything reads the database.
  if (hasNul(body)) throw invalidRequest(NUL_REFUSED);
  const client = await authenticateClient(
    services.db,
    services.clock,
    req.headers.authorization,
    body,
    { policy: services.config.throttles.clientAuth, ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' },
    clientAssertionContext(services, '/par'),
  );
  // §2.1: a request_uri is what this endpoint hands out, never what it takes.
  if (body.request_uri !== undefined) throw invalidRequest('request_uri must not be sent to the pushed authorization request endpoint');
  let parameters = pushedParametersOf(body, client.id);
  if (body.request !== undefined) {
    if (typeof body.request !== 'string') throw invalidRequest('parameter request must not be repeated');
    const application = await findApplicationById(services.db, client.id);
    if (!application) throw invalidClient('client authentication failed');
    try {
      // RFC 9101 §6.3 with RFC 9126 §3: only the request object's parameters are used.
      parameters = await requestObjectParameters(application, body.request, requestObjectContext(services));
    } catch (error) {
      if (error instanceof RequestObjectRefused) throw new OAuthError(error.error, error.description);
      throw error;
    }
  }
  try {
    await parseAuthorizationRequest(services.db, parameters, { pushed: true });
  } catch (error) {
    // Nothing is redirected from here: the client hears every refusal in the answer.
    if (error instanceof AuthorizationPageError) throw new OAuthError(error.error, error.description);
    throw error;
  }
  const pushed = await pushAuthorizationRequest(services.db, services.clock, client.id, parameters, services.config.pushedAuthorizationRequestTtlSeconds);
  res.status(201).json({ request_uri: pushed.requestUri, expires_in: pushed.expiresIn });
}

export function pushedAuthorizationRouter(services: Services): Router {
  const router = express.Router();
  router.post(
    '/',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 50, verify: strictBody }),
    (req: Request, res: Response) => {
      push(services, req, res).catch((error: unknown) => answerClientEndpointError(res, error, 'pushed authorization request'));
    },
  );
  postOnly(router, 'pushed authorization request');
  return router;
}
