// POST /oidc/token: form handling and client authentication, then the issueToken mutation of
// the same GraphQL schema, executed in process. Errors are RFC 6749 §5.2 JSON.
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import { prepare } from '../graphql/prepared.js';
import { authenticateClient } from '../oidc/client-auth.js';
import { OAuthError, invalidRequest, oauthErrorBody, serverError } from '../oidc/errors.js';
import type { Services } from '../services.js';

const ISSUE_TOKEN = /* GraphQL */ `
  mutation IssueToken($input: TokenRequestInput!) {
    issueToken(input: $input) { accessToken tokenType expiresIn scope issuedTokenType refreshToken idToken }
  }
`;

/** Form field → TokenRequestInput field. `resource` may repeat (RFC 8707); nothing else may. */
const fields: Record<string, string> = {
  grant_type: 'grantType',
  scope: 'scope',
  code: 'code',
  redirect_uri: 'redirectUri',
  code_verifier: 'codeVerifier',
  refresh_token: 'refreshToken',
  subject_token: 'subjectToken',
  subject_token_type: 'subjectTokenType',
  actor_token: 'actorToken',
  actor_token_type: 'actorTokenType',
  requested_token_type: 'requestedTokenType',
  audience: 'audience',
  organization_id: 'organizationId',
};

export function toTokenInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'resource') {
      const list = Array.isArray(value) ? value : [value];
      if (!list.every((v) => typeof v === 'string' && v.length > 0)) throw invalidRequest('resource must be a non-empty string');
      input.resource = list;
      continue;
    }
    if (Array.isArray(value)) throw invalidRequest(`parameter ${name} must not be repeated`);
    const field = fields[name];
    if (field && typeof value === 'string') input[field] = value;
  }
  if (typeof input.grantType !== 'string' || !input.grantType) throw invalidRequest('grant_type is required');
  return input;
}

/** graphql-js wraps a resolver's GraphQLError once more (locatedError): look down the chain. */
function oauthErrorIn(error: unknown): OAuthError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { originalError?: unknown }).originalError, depth++) {
    if (e instanceof OAuthError) return e;
  }
  return undefined;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

// Responses are written directly: express's res.json would also compute an ETag per token.
function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { ...NO_STORE, ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function sendError(res: Response, error: OAuthError): void {
  const headers: Record<string, string> = error.error === 'invalid_client' ? { 'www-authenticate': 'Basic realm="tessera", charset="UTF-8"' } : {};
  sendJson(res, error.status, oauthErrorBody(error), headers);
}

const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const MAX_PARAMETERS = 50;

function byteLimit(limit: string): number {
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!m) return 100 * 1024;
  const unit = (m[2] ?? 'b').toLowerCase();
  return Number(m[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

/** The form body as express's urlencoded parser shapes it: a repeated name becomes an array. */
async function readForm(req: Request, limit: number): Promise<Record<string, string | string[]>> {
  const type = req.headers['content-type'] ?? '';
  if (!FORM.test(type)) throw invalidRequest('the token endpoint takes application/x-www-form-urlencoded');
  const charset = /;\s*charset=("?)([^";]+)\1/i.exec(type)?.[2];
  if (charset && !/^utf-?8$/i.test(charset)) throw invalidRequest('the request body must be UTF-8');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new OAuthError('invalid_request', 'request body is too large', 413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new OAuthError('invalid_request', 'request body is too large', 413);
    chunks.push(chunk);
  }
  const form: Record<string, string | string[]> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (++count > MAX_PARAMETERS) throw new OAuthError('invalid_request', 'too many parameters', 413);
    const previous = form[name];
    form[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return form;
}

/**
 * POST /oidc/token. Mounted by app.ts ahead of every other route and body parser: the hot path
 * of service-to-service calls pays for no more routing and parsing than it needs.
 */
export function tokenHandler(services: Services, schema: GraphQLSchema): (req: Request, res: Response) => Promise<void> {
  const issue = prepare(schema, ISSUE_TOKEN);
  const limit = byteLimit(services.config.bodyLimit);
  return async (req, res) => {
    try {
      const body = await readForm(req, limit);
      const input = toTokenInput(body);
      const client = await authenticateClient(services.db, req.headers.authorization, body);
      const ctx: GraphQLContext = {
        services,
        db: services.db,
        client,
        request: { ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' },
      };
      const result = await issue({ input }, ctx);
      const error = result.errors?.[0];
      if (error) {
        const oauth = oauthErrorIn(error);
        if (oauth) return sendError(res, oauth);
        // Bad input types in the form can only come from our own mapping: still a client error.
        if (!error.originalError) return sendError(res, invalidRequest(error.message));
        throw error.originalError;
      }
      const t = (result.data as { issueToken: Record<string, unknown> }).issueToken;
      sendJson(res, 200, {
        access_token: t.accessToken,
        token_type: t.tokenType,
        expires_in: t.expiresIn,
        scope: t.scope,
        ...(t.issuedTokenType ? { issued_token_type: t.issuedTokenType } : {}),
        ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
        ...(t.idToken ? { id_token: t.idToken } : {}),
      });
    } catch (error) {
      if (error instanceof OAuthError) return sendError(res, error);
      console.error('token endpoint failure', error);
      sendError(res, serverError());
    }
  };
}

/** /oidc/token under the /oidc router: POST (when app.ts did not take it first) and 405 otherwise. */
export function tokenRouter(services: Services, schema: GraphQLSchema): Router {
  const router = express.Router();
  router.post('/', tokenHandler(services, schema));
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, { error: 'invalid_request', error_description: 'the token endpoint accepts POST only' });
  });
  return router;
}
