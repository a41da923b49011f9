// A deliberately minimal OpenID Provider on 127.0.0.1 whose ID tokens the test shapes: a valid
// one (so a refusal is known to come from the one claim changed), or one with another audience,
// issuer or nonce, expired, or signed by a key its JWKS does not hold. The authorization endpoint
// answers at once with a code; the token endpoint checks the PKCE verifier like a real one.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface ForgingOp {
  issuer: string;
  /** Changes to the next ID tokens' claims; `foreignKey` signs with a key not in the JWKS. */
  forge: { claims?: Partial<JWTPayload> & Record<string, unknown>; foreignKey?: boolean };
  /** The callback URL the authorization endpoint would send the browser to, for this authorization URL. */
  authorize(authorizationUri: string): URL;
  close(): Promise<void>;
}

export async function startForgingOp(user: { sub: string; email: string }): Promise<ForgingOp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { clientId: string; nonce: string; challenge: string }>();
  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', op.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: op.issuer,
        authorization_endpoint: `${op.issuer}/authorize`,
        token_endpoint: `${op.issuer}/token`,
        jwks_uri: `${op.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(body);
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return json(res, 400, { error: 'invalid_grant' });
          const now = Math.floor(Date.now() / 1000);
          const claims = {
            iss: op.issuer,
            aud: grant.clientId,
            sub: user.sub,
            nonce: grant.nonce,
            iat: now,
            exp: now + 300,
            email: user.email,
            email_verified: true,
            ...op.forge.claims,
          };
          const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(op.forge.foreignKey ? foreign.privateKey : privateKey);
          json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
        })();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const op: ForgingOp = {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forge: {},
    authorize(authorizationUri) {
      const params = new URL(authorizationUri).searchParams;
      const code = randomBytes(16).toString('hex');
      codes.set(code, { clientId: params.get('client_id')!, nonce: params.get('nonce')!, challenge: params.get('code_challenge')! });
      const back = new URL(params.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state')!);
      return back;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return op;
}
