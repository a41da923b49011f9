// RFC 7591 dynamic client registration (POST /oidc/register) and RFC 7592 client configuration
// (GET/PUT/DELETE /oidc/register/:clientId with the registration access token). The rules are
// src/domain/instance/client-registration/; this front reads JSON, the Bearer token and the
// client's address, and answers in RFC 7591 §3.2.2's terms: 400 with invalid_redirect_uri,
// invalid_client_metadata or invalid_software_statement; 401 invalid_token for a bad initial or
// registration access token; 404 while registration is off (the endpoint is not published then).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { domainErrorOf } from '../domain/errors.js';
import { internalResources } from '../domain/oauth/internal-resources.js';
import {
  deleteRegistration,
  readRegistration,
  registerClient,
  updateRegistration,
  type RegistrationContext,
} from '../domain/instance/client-registration/registration.js';
import { strictBody } from '../http/strict-body.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import type { Services } from '../services.js';
import { OAuthError, oauthErrorBody, oauthErrorOf } from './errors.js';

/** A registration is a page of metadata; a JWK Set inline is the largest thing in it. */
const BODY_LIMIT = '32kb';

const STATUS: Record<string, [string, number]> = {
  invalid_redirect_uri: ['invalid_redirect_uri', 400],
  invalid_client_metadata: ['invalid_client_metadata', 400],
  invalid_software_statement: ['invalid_software_statement', 400],
  unapproved_software_statement: ['unapproved_software_statement', 400],
  invalid_initial_access_token: ['invalid_token', 401],
  invalid_registration_access_token: ['invalid_token', 401],
  registration_disabled: ['invalid_request', 404],
  too_many_registrations: ['temporarily_unavailable', 429],
};

function oauthErrorOfRegistration(error: unknown, requestId?: string): OAuthError {
  const domain = domainErrorOf(error);
  if (domain) {
    const reason = domain.code.startsWith('client_registration.') ? domain.code.slice('client_registration.'.length) : undefined;
    const [code, status] = (reason && STATUS[reason]) || ['invalid_client_metadata', 400];
    if (domain.code === 'entity.not_found') return new OAuthError('invalid_token', 'the registration access token is not valid for this client', 401);
    const retryAfter = typeof domain.data?.retryAfter === 'number' ? domain.data.retryAfter : undefined;
    return new OAuthError(code, domain.message, status, retryAfter);
  }
  return oauthErrorOf(error, 'client registration endpoint failure', requestId);
}

function answer(res: Response, error: unknown): void {
  const e = oauthErrorOfRegistration(error);
  if (e.retryAfter !== undefined) res.setHeader('Retry-After', String(e.retryAfter));
  // The description stays in the body: a header must be ASCII, and ours may not be.
  if (e.status === 401) res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
  res.status(e.status).json(oauthErrorBody(e));
}

/** The token of `Authorization: Bearer …`, or undefined. */
function bearerOf(req: Request): string | undefined {
  const match = /^Bearer[ ]+([\x21-\x7E]+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** A JSON body: the right media type, parsed; a client mistake is invalid_client_metadata. */
const jsonBody = [
  (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json')) {
      res
        .status(400)
        .json({ error: 'invalid_client_metadata', error_description: 'the registration request takes a JSON object (Content-Type: application/json)' });
      return;
    }
    next();
  },
  express.json({ limit: BODY_LIMIT, strict: true, verify: strictBody }),
];

export function registrationRouter(services: Services): Router {
  const router = express.Router();
  const context = (): RegistrationContext => ({
    clock: services.clock,
    internal: internalResources(services.config),
    outbound: outboundPolicyOf(services.config),
    registrationBase: `${services.config.issuer}/register`,
  });
  const requester = (req: Request) => ({ ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' });
  // Browser-based clients (MCP inspectors, web agents) register from their own origin; nothing here reads cookies.
  router.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  });
  router.post('/', ...jsonBody, async (req, res) => {
    try {
      const registered = await registerClient(services.db, context(), { body: req.body, initialAccessToken: bearerOf(req), ...requester(req) });
      res.status(201).json(registered);
    } catch (error) {
      answer(res, error);
    }
  });
  router.get('/:clientId', async (req, res) => {
    try {
      res.json(await readRegistration(services.db, context(), String(req.params.clientId), bearerOf(req)));
    } catch (error) {
      answer(res, error);
    }
  });
  router.put('/:clientId', ...jsonBody, async (req, res) => {
    try {
      res.json(await updateRegistration(services.db, context(), String(req.params.clientId), { body: req.body, token: bearerOf(req), ...requester(req) }));
    } catch (error) {
      answer(res, error);
    }
  });
  router.delete('/:clientId', async (req, res) => {
    try {
      await deleteRegistration(services.db, String(req.params.clientId), { token: bearerOf(req), ...requester(req) });
      res.status(204).end();
    } catch (error) {
      answer(res, error);
    }
  });
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'invalid_request', error_description: 'the registration endpoint accepts POST only' });
  });
  // Bodies the JSON reader refused (malformed, too large, bad UTF-8): the client's mistake.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status === 413 ? 413 : 400).json({
        error: 'invalid_client_metadata',
        error_description: status === 413 ? `the registration request is larger than ${BODY_LIMIT}` : 'the request body is not valid JSON',
      });
      return;
    }
    next(error);
  });
  return router;
}
