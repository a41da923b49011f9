// GET/POST /oidc/me (OIDC Core §5.3): claims of the signed-in user for a userinfo access token
// (one issued with `openid`). Failures per RFC 6750 §3: 401/403 with WWW-Authenticate. A
// DPoP-bound token (RFC 9449 §7) comes as `Authorization: DPoP <token>` with a proof for this
// request that carries the token's hash (`ath`), by the key the token is bound to; sent as a
// Bearer token it is refused.
import express, { type Request, type Response, type Router } from 'express';
import type { Services } from '../services.js';
import { scopeList } from './access-token.js';
import { readBearer } from './bearer.js';
import { DPOP_SIGNING_ALGS, DpopRefusal, readDpopHeader, verifyDpopProof, type DpopProof } from './dpop.js';
import { boundKeyOf } from '../domain/oauth/dpop.js';
import { NUL_REFUSED, hasNul } from './parameters.js';
import { accessTokenStatus } from './token-status.js';
import { grantRequestedClaims, releasedUserClaims } from '../domain/oauth/user-claims.js';
import { strictBody } from '../http/strict-body.js';

function refuse(res: Response, status: 400 | 401 | 403, error: string, description: string, scheme: 'Bearer' | 'DPoP' = 'Bearer') {
  const quoted = description.replace(/["\\]/g, '');
  const algs = scheme === 'DPoP' ? ` algs="${DPOP_SIGNING_ALGS.join(' ')}",` : '';
  res.setHeader('WWW-Authenticate', `${scheme} realm="tessera",${algs} error="${error}", error_description="${quoted}"`);
  res.status(status).json({ error, error_description: description });
}

/** The token of `Authorization: Bearer …` or `Authorization: DPoP …`, and which scheme it came with. */
function readAuthorization(header: string | undefined): { token: string; scheme: 'Bearer' | 'DPoP' } | undefined {
  const bearer = readBearer(header);
  if (bearer) return { token: bearer, scheme: 'Bearer' };
  const match = /^DPoP\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ? { token: match[1], scheme: 'DPoP' } : undefined;
}

async function userinfo(services: Services, req: Request, res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  const authorization = readAuthorization(req.headers.authorization);
  const fromHeader = authorization?.token;
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
  const scheme = authorization?.scheme ?? 'Bearer';
  if (!status.active) return refuse(res, 401, 'invalid_token', status.reason, scheme);
  const boundKey = boundKeyOf(status.token);
  if (boundKey && scheme !== 'DPoP') {
    return refuse(res, 401, 'invalid_token', 'the access token is DPoP-bound: send it as Authorization: DPoP with a DPoP proof', 'DPoP');
  }
  if (scheme === 'DPoP') {
    if (!boundKey) return refuse(res, 401, 'invalid_token', 'the access token is not DPoP-bound: send it as a Bearer token', 'DPoP');
    let proof: DpopProof;
    try {
      const header = readDpopHeader(req.headers.dpop);
      if (header === undefined) return refuse(res, 401, 'invalid_dpop_proof', 'a DPoP proof is required with a DPoP-bound token', 'DPoP');
      proof = await verifyDpopProof(services, header, { method: req.method, url: `${services.config.issuer}/me`, accessToken: raw, requireNonce: false });
    } catch (error) {
      if (!(error instanceof DpopRefusal)) throw error;
      // A proof with a nonce not ours: the answer carries one to retry with (RFC 9449 §9).
      if (error.nonce) res.setHeader('DPoP-Nonce', error.nonce).setHeader('Access-Control-Expose-Headers', 'DPoP-Nonce, WWW-Authenticate');
      return refuse(res, 401, error.error, error.description, 'DPoP');
    }
    if (proof.jkt !== boundKey) return refuse(res, 401, 'invalid_dpop_proof', 'the DPoP proof is signed by another key than the token is bound to', 'DPoP');
  }
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
