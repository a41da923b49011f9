// Real upstream identity providers on 127.0.0.1 for the social sign-in tests:
// - oidc-provider (panva's certified OpenID Provider) with its development login and consent
//   pages, driven over HTTP like a browser would;
// - a small hand-made OpenID provider that signs real ID tokens with claims the test chooses
//   (another issuer, another audience, another nonce), to prove each is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { CookieJar } from '../../helpers/cookie-jar.js';

export interface UpstreamAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface UpstreamClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface RunningUpstream {
  issuer: string;
  stop(): Promise<void>;
}

function listen(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

const closer = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** oidc-provider at http://127.0.0.1:{port}, its accounts by login name (the dev login takes any password). */
export async function startOidcProvider(port: number, clients: UpstreamClient[], accounts: Record<string, UpstreamAccount>): Promise<RunningUpstream> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post' })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    cookies: { keys: ['upstream-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts[id] ?? { sub: id };
      return { accountId: id, claims: async () => ({ ...account, sub: account.sub }) };
    },
  });
  // Quiet: a refused request in a refusal test is expected.
  provider.on('server_error', () => {});
  const server = http.createServer(provider.callback());
  await listen(server, port);
  return { issuer, stop: closer(server) };
}

/**
 * Follows an authorization URL at oidc-provider like a browser: its login form (as `login`),
 * its consent form, until it redirects off to the relying party. Returns that redirect.
 */
export async function upstreamSignIn(authorizationUri: string, login: string, jar = new CookieJar()): Promise<URL> {
  let url = new URL(authorizationUri);
  const origin = url.origin;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const res = await jar.fetch(url, init);
    init = {};
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`upstream ${url}: ${res.status} ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`no form at ${url}: ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() };
  }
  throw new Error('too many upstream hops');
}

export interface ForgedClaims {
  iss?: string;
  aud?: string;
  nonce?: string;
  /** Sign with a key the provider does not publish (same kid): only a signature check catches it. */
  foreignKey?: boolean;
  /** More claims of the ID token (e.g. `amr`). */
  extra?: Record<string, unknown>;
}

/**
 * A minimal OpenID provider whose ID tokens are genuinely signed (RS256, its JWKS published)
 * but carry whatever `forge()` says: the relying party must check iss, aud, nonce and the
 * signature itself.
 * Its authorization endpoint signs in `sub` at once and redirects back with the request's state.
 */
export async function startForgingProvider(sub: string, forge: () => ForgedClaims): Promise<RunningUpstream> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'forging-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { clientId: string; nonce: string }>();
  let issuer = '';
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/auth') {
        const code = `code-${codes.size + 1}`;
        codes.set(code, { clientId: url.searchParams.get('client_id') ?? '', nonce: url.searchParams.get('nonce') ?? '' });
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let raw = '';
        for await (const chunk of req) raw += chunk;
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get('code') ?? '');
        if (!grant) return json(400, { error: 'invalid_grant' });
        const forged = forge();
        const idToken = await new SignJWT({ ...forged.extra, nonce: forged.nonce ?? grant.nonce, email: `${sub}@forged.test`, email_verified: true })
          .setProtectedHeader({ alg: 'RS256', kid: 'forging-key' })
          .setIssuer(forged.iss ?? issuer)
          .setAudience(forged.aud ?? grant.clientId)
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(forged.foreignKey ? foreign.privateKey : privateKey);
        return json(200, { access_token: 'forged-access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      json(404, { error: 'not_found' });
    })().catch((error) => res.writeHead(500).end(String(error)));
  });
  const port = await listen(server);
  issuer = `http://127.0.0.1:${port}`;
  return { issuer, stop: closer(server) };
}
