// POST /oidc/token: the form (form.ts), client authentication and the DPoP proof (../dpop.ts),
// then the token endpoint pipeline (issue-token.ts). Errors are RFC 6749 §5.2 JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import { auditRefusal } from '../../domain/service-unavailable.js';
import { clientIp } from '../../http/client-ip.js';
import { countExchangeRefusal, countTokenRequest } from '../../observability/metrics.js';
import { currentRequest, requestContextOf, type RequestContext } from '../../observability/request-context.js';
import type { Services } from '../../services.js';
import { clientAssertionContext } from '../client-assertion.js';
import { authenticateClient, type AuthenticatedClient } from '../client-auth.js';
import type { OidcRequestMeta } from '../context.js';
import { DpopRefusal, dpopNonce, readDpopHeader, verifyDpopProof, type DpopProof } from '../dpop.js';
import { OAuthError, invalidRequest, oauthErrorBody, oauthErrorOf, retryAfterOf } from '../errors.js';
import { auditFailedClientAuthentication } from '../grants/token-exchange.js';
import type { TokenResult } from '../grants/types.js';
import { byteLimit, readTokenForm } from './form.js';
import { auditEarlyRefusal, issueToken } from './issue-token.js';
import { nextRequestTurn } from './request-turns.js';
import { tokenRequestOf, type TokenRequest } from './request.js';

const WWW_AUTHENTICATE = 'Basic realm="tessera", charset="UTF-8"';

// Responses are written directly on node:http: express's res.json would also compute an ETag per
// token. Any origin may call the token endpoint (an SPA's code exchange; see oidc/cors.ts).
function sendJson(res: ServerResponse, status: number, body: unknown, wwwAuthenticate?: string, nonce?: string): void {
  const json = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'cache-control': 'no-store',
    pragma: 'no-cache',
    'access-control-allow-origin': '*',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  };
  if (wwwAuthenticate) headers['www-authenticate'] = wwwAuthenticate;
  if (nonce) {
    headers['dpop-nonce'] = nonce;
    // A browser client reads the nonce of a cross-origin answer only when it is exposed.
    headers['access-control-expose-headers'] = 'DPoP-Nonce';
  }
  res.writeHead(status, headers);
  res.end(json);
}

function sendError(res: ServerResponse, error: OAuthError): void {
  const retryAfter = retryAfterOf(error);
  if (retryAfter) res.setHeader('retry-after', retryAfter);
  const nonce = error instanceof DpopRefusal ? error.nonce : undefined;
  sendJson(res, error.status, oauthErrorBody(error), error.error === 'invalid_client' ? WWW_AUTHENTICATE : undefined, nonce);
}

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** An error answer, counted by grant type and error (and, for an exchange, by reason). */
function refuse(res: ServerResponse, grantType: unknown, error: OAuthError): void {
  countTokenRequest(grantType, error.error);
  if (grantType === TOKEN_EXCHANGE) {
    countExchangeRefusal(error.error, error.error === 'invalid_client' ? 'client authentication failed' : error.description);
  }
  sendError(res, error);
}

export type TokenHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Who sent the request: for audit entries, the client-authentication throttle and log lines. */
function requestMeta(services: Services, req: IncomingMessage, context: RequestContext | undefined): OidcRequestMeta {
  return { ip: clientIp(req, services.config.trustProxy), userAgent: req.headers['user-agent'] ?? '', ...(context ? { id: context.id } : {}) };
}

/**
 * Client authentication. A failed one by an existing application is audited when it asked for a
 * token exchange (grants/token-exchange.ts says which); the answer stays invalid_client even if
 * that audit write fails.
 */
function authenticate(
  services: Services,
  req: IncomingMessage,
  body: Record<string, unknown>,
  input: TokenRequest,
  request: OidcRequestMeta,
): Promise<AuthenticatedClient> {
  const throttle = { policy: services.config.throttles.clientAuth, ...request };
  const assertion = clientAssertionContext(services, '/token');
  return authenticateClient(services.db, services.clock, req.headers.authorization, body, throttle, assertion).catch(async (error: unknown) => {
    await auditRefusal(error, () => auditFailedClientAuthentication(services.db, input, error, request), 'token exchange audit write failed', request.id);
    throw error;
  });
}

/**
 * The request's DPoP proof (RFC 9449 §5), checked once the client is known: a public client must
 * put a nonce of ours in it (§8; nothing else authenticates its request, and a nonce makes a
 * proof stolen or made ahead of time by injected script useless after a few minutes), a
 * confidential one may. An application with requireDpop gets no token without one.
 */
async function tokenProof(services: Services, req: IncomingMessage, client: AuthenticatedClient): Promise<DpopProof | undefined> {
  const proof = readDpopHeader(req.headers.dpop);
  if (proof === undefined) {
    if (client.requireDpop) throw invalidRequest('this application must send a DPoP proof with its token requests (RFC 9449)');
    return undefined;
  }
  return verifyDpopProof(services, proof, { method: 'POST', url: `${services.config.issuer}/token`, requireNonce: client.authMethod === 'none' });
}

/** The successful answer (RFC 6749 §5.1, RFC 8693 §2.2.1). */
function tokenResponse(t: TokenResult): Record<string, unknown> {
  return {
    access_token: t.accessToken,
    token_type: t.tokenType,
    expires_in: t.expiresIn,
    scope: t.scope,
    ...(t.issuedTokenType ? { issued_token_type: t.issuedTokenType } : {}),
    ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
    ...(t.idToken ? { id_token: t.idToken } : {}),
  };
}

/**
 * POST /oidc/token on plain node:http. app.ts makes one and hands it to both entry points: the
 * http server's listener calls it before express for the exact path (front.ts), and the
 * /oidc router (tokenRouter below) for the spellings only express routes (`/oidc/token/`, other
 * letter cases). The hot path of service-to-service calls pays for no routing it does not need.
 * The pipeline: parse the form, authenticate the client, then issueToken (issue-token.ts: the
 * grant's handler, which mints, and the audit), and answer.
 */
export function tokenHandler(services: Services): TokenHandler {
  const limit = byteLimit(services.config.bodyLimit);
  return async (req, res) => {
    let grantType: unknown;
    // Served before express, the request carries its context; under the /oidc router, the store has it.
    const context = requestContextOf(req) ?? currentRequest();
    try {
      const body = await readTokenForm(req, limit);
      grantType = body.grant_type;
      await nextRequestTurn();
      const input = tokenRequestOf(body);
      const request = requestMeta(services, req, context);
      const client = await authenticate(services, req, body, input, request);
      if (context) context.clientId = client.id;
      const ctx = { services, db: services.db, request };
      const proof = await tokenProof(services, req, client).catch(async (error: unknown) => {
        await auditEarlyRefusal(ctx, client, input, error);
        throw error;
      });
      if (proof) input.dpopJkt = proof.jkt;
      const issued = await issueToken(ctx, client, input);
      countTokenRequest(grantType, undefined);
      // The next nonce rides on every answer to a DPoP client (§8.2), saving it a refusal later.
      sendJson(res, 200, tokenResponse(issued), undefined, proof ? await dpopNonce(services) : undefined);
    } catch (error) {
      refuse(res, grantType, oauthErrorOf(error, 'token endpoint failure', context?.id));
    }
  };
}

/** /oidc/token under the /oidc router: POST with the given (shared) handler, 405 otherwise. */
export function tokenRouter(handler: TokenHandler): Router {
  const router = express.Router();
  router.post('/', handler);
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, { error: 'invalid_request', error_description: 'the token endpoint accepts POST only' });
  });
  return router;
}
