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

function sendError(res: Response, error: OAuthError): void {
  if (error.error === 'invalid_client') res.setHeader('WWW-Authenticate', 'Basic realm="tessera", charset="UTF-8"');
  res.status(error.status).json(oauthErrorBody(error));
}

export function tokenRouter(services: Services, schema: GraphQLSchema): Router {
  const issue = prepare(schema, ISSUE_TOKEN);
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Pragma', 'no-cache');
    next();
  });
  router.post(
    '/',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 50 }),
    async (req: Request, res: Response) => {
      try {
        if (!req.is('application/x-www-form-urlencoded')) {
          throw invalidRequest('the token endpoint takes application/x-www-form-urlencoded');
        }
        const body = (req.body ?? {}) as Record<string, unknown>;
        const input = toTokenInput(body);
        const client = await authenticateClient(services.db, req.headers.authorization, body);
        const ctx: GraphQLContext = {
          services,
          db: services.db,
          client,
          request: { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' },
        };
        const result = await issue({ input }, ctx);
        const error = result.errors?.[0];
        if (error) {
          const original = error.originalError;
          const oauth = oauthErrorIn(error);
          if (oauth) return sendError(res, oauth);
          // Bad input types in the form can only come from our own mapping: still a client error.
          if (!original) return sendError(res, invalidRequest(error.message));
          throw original;
        }
        const t = (result.data as { issueToken: Record<string, unknown> }).issueToken;
        res.json({
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
    },
  );
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'invalid_request', error_description: 'the token endpoint accepts POST only' });
  });
  return router;
}
