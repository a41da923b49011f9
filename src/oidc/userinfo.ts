// GET/POST /oidc/me (OIDC Core §5.3): claims of the signed-in user for a userinfo access token
// (one issued with `openid`). Failures per RFC 6750 §3: 401/403 with WWW-Authenticate.
import express, { type Request, type Response, type Router } from 'express';
import type { Services } from '../services.js';
import { scopeList } from './access-token.js';
import { readBearer } from './bearer.js';
import { NUL_REFUSED, hasNul } from './parameters.js';
import { accessTokenStatus } from './token-status.js';
import { grantRequestedClaims, releasedUserClaims } from '../domain/oauth/user-claims.js';
import { strictBody } from '../http/strict-body.js';

function refuse(res: Response, status: 400 | 401 | 403, error: string, description: string) {
  const quoted = description.replace(/["\\]/g, '');
  res.setHeader('WWW-Authenticate', `Bearer realm="tessera", error="${error}", error_description="${quoted}"`);
  res.status(status).json({ error, error_description: description });
}

async function userinfo(services: Services, req: Request, res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  const fromHeader = readBearer(req.headers.authorization);
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (hasNul(req.query, body)) return refuse(res, 400, 'invalid_request', NUL_REFUSED);
  const fromBody = typeof body.access_token === 'string' ? body.access_token : undefined;
  if (fromHeader && fromBody) return refuse(res, 400, 'invalid_request', 'send the access token only once');
  const raw = fromHeader ?? fromBody;
  if (!raw) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="tessera"');
    return res.status(401).json({ error: 'invalid_token', error_description: 'a Bearer access token is required' });
  }
  const status = await accessTokenStatus(services.db, services.keys, services.clock, services.config.issuer, raw);
  if (!status.active) return refuse(res, 401, 'invalid_token', status.reason);
  if (!status.user) return refuse(res, 401, 'invalid_token', 'the access token does not belong to a user');
  const scopes = scopeList(status.token.scope);
  if (!scopes.includes('openid')) return refuse(res, 403, 'insufficient_scope', 'the access token was not issued for userinfo (openid scope)');
  const clientId = typeof status.token.client_id === 'string' ? status.token.client_id : '';
  const requested = typeof status.token.grant_id === 'string' ? await grantRequestedClaims(services.db, status.token.grant_id) : null;
  res.json(await releasedUserClaims(services.db, status.user, { scopes, target: 'userinfo', requested, clientId }));
}

export function userinfoRouter(services: Services): Router {
  const router = express.Router();
  router.get('/', (req, res) => userinfo(services, req, res));
  router.post('/', express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 10, verify: strictBody }), (req, res) =>
    userinfo(services, req, res),
  );
  return router;
}
