// Service B: a downstream API that accepts tokens obtained by token exchange. It validates
// each token exactly as the spec's "How service B validates the exchanged token" says, with
// the issuer's published JWKS (fetched and cached by jose's createRemoteJWKSet).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface DownstreamApiOptions {
  /** The identity service's issuer, `{base_url}/oidc`. */
  issuer: string;
  /** Its JWKS, `{base_url}/oidc/jwks`. */
  jwksUri: string;
  /** Service B's own resource indicator. */
  audience: string;
  /** Scopes every call must carry. */
  requiredScopes: string[];
  /** When set, only these upstream applications (client_id) may make delegated calls. */
  allowedClientIds?: string[];
  /** The algorithm service B's API resource signs with (its `accessTokenSignedResponseAlg`): ES256 unless set otherwise. */
  algorithm?: string;
}

/** What service B knows about the caller once the token passed every check. */
export interface DelegatedCaller {
  /** Step 6: the original user. */
  sub: string;
  /** The upstream application (service A) that performed the exchange. */
  clientId: string | undefined;
  scopes: string[];
  organizationId: string | undefined;
  act: unknown;
}

export class TokenRejected extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly error: 'invalid_token' | 'insufficient_scope',
    message: string,
  ) {
    super(message);
  }
}

export function createTokenValidator(options: DownstreamApiOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUri));
  return async function validate(token: string): Promise<DelegatedCaller> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        algorithms: [options.algorithm ?? 'ES256'], // 1. signature with the service's JWKs, algorithm pinned
        issuer: options.issuer, // 2. iss
        audience: options.audience, // 3. aud is service B's resource indicator
        typ: 'at+jwt', // RFC 9068: an access token, not an ID token
        requiredClaims: ['exp', 'sub'], // 4. exp (checked by jwtVerify once present)
      }));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'ERR_INVALID';
      throw new TokenRejected(401, 'invalid_token', `token rejected (${code})`);
    }
    // 5. required scopes
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    const missing = options.requiredScopes.filter((s) => !scopes.includes(s));
    if (missing.length) throw new TokenRejected(403, 'insufficient_scope', `missing scope: ${missing.join(' ')}`);
    // 7. optional allow-list of upstream services
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
    if (options.allowedClientIds && (!clientId || !options.allowedClientIds.includes(clientId))) {
      throw new TokenRejected(403, 'invalid_token', 'this upstream application may not call service B');
    }
    // 6. sub is the original user
    return {
      sub: payload.sub!,
      clientId,
      scopes,
      organizationId: typeof payload.organization_id === 'string' ? payload.organization_id : undefined,
      act: payload.act,
    };
  };
}

export function createDownstreamApi(options: DownstreamApiOptions): Express {
  const validate = createTokenValidator(options);
  const app = express();
  app.disable('x-powered-by');
  app.get('/whoami', async (req: Request, res: Response) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="service-b"');
      res.status(401).json({ error: 'invalid_token', error_description: 'a Bearer token is required' });
      return;
    }
    try {
      const caller = await validate(match[1]!);
      res.json(caller);
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      res.setHeader('WWW-Authenticate', `Bearer realm="service-b", error="${error.error}"`);
      res.status(error.status).json({ error: error.error, error_description: error.message });
    }
  });
  return app;
}

/** Listen on 127.0.0.1 (port 0 = any free port); resolves with the base URL and a stop function. */
export async function listenDownstreamApi(options: DownstreamApiOptions, port = 0) {
  const app = createDownstreamApi(options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// `npx tsx examples/downstream-api/server.ts` runs it standalone from environment variables.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = (process.env.TESSERA_URL ?? 'http://localhost:3001').replace(/\/+$/, '');
  const options: DownstreamApiOptions = {
    issuer: `${base}/oidc`,
    jwksUri: `${base}/oidc/jwks`,
    audience: process.env.AUDIENCE ?? 'https://service-b.example.com',
    requiredScopes: (process.env.REQUIRED_SCOPES ?? '').split(' ').filter(Boolean),
    ...(process.env.ALLOWED_CLIENT_IDS ? { allowedClientIds: process.env.ALLOWED_CLIENT_IDS.split(',') } : {}),
  };
  const { url } = await listenDownstreamApi(options, Number(process.env.PORT ?? 4002));
  console.log(`service B listening on ${url} (GET /whoami)`);
}
