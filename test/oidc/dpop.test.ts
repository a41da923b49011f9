// DPoP (RFC 9449) at the token endpoint, userinfo and introspection: tokens bound to the client's
// key (`cnf.jkt`, token_type DPoP) verified against our JWKS, the attacks the RFC names refused
// with its errors, and a resource server (examples/dpop-resource-server) that refuses a token
// without its key.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { dpopVerifier, DpopRejected } from '../../examples/dpop-resource-server/verify.js';
import { startTestApp, useTestApp } from '../helpers/app.js';
import { usePostgres } from '../helpers/database.js';
import { dpopKey, type DpopKey } from '../helpers/dpop.js';
import { browserSignIn, pkcePair } from '../helpers/sign-in.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, decodeClaims, USER_PASSWORD, type Client, type Resource } from './token-exchange-fixtures.js';

const app = useTestApp();

let resource: Resource;
let robot: Client;

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const basic = (c: Client) => `Basic ${Buffer.from(`${encodeURIComponent(c.id)}:${encodeURIComponent(c.secret)}`).toString('base64')}`;
const tokenUrl = () => `${app.config.issuer}/token`;
const userinfoUrl = () => `${app.config.issuer}/me`;

async function verifyWithJwks(token: string, audience: string) {
  const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), {
    issuer: app.config.issuer,
    audience,
    typ: 'at+jwt',
    currentDate: app.clock.now(),
  });
  return payload;
}

const robotToken = (proof?: string, extra: Record<string, string> = {}) =>
  post(
    '/oidc/token',
    { grant_type: 'client_credentials', resource: resource.indicator, ...extra },
    { authorization: basic(robot), ...(proof ? { dpop: proof } : {}) },
  );

beforeAll(async () => {
  resource = await createResource(app, ['sync']);
  const role = await app.api('POST', '/roles', {
    name: `dpop-${randomBytes(4).toString('hex')}`,
    type: 'MachineToMachine',
    scopeIds: [resource.scopeIds.sync],
  });
  robot = await createClient(app, { type: 'MachineToMachine' });
  expect((await app.api('POST', `/applications/${robot.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
});

describe('DPoP at the token endpoint (client_credentials)', () => {
  it('lists the proof algorithms in discovery', async () => {
    const doc = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(doc.dpop_signing_alg_values_supported).toEqual(expect.arrayContaining(['ES256', 'EdDSA', 'PS256']));
    expect(doc.dpop_signing_alg_values_supported).not.toContain('HS256');
  });

  it('binds the access token to the proof key: cnf.jkt is its RFC 7638 thumbprint and token_type is DPoP', async () => {
    const key = await dpopKey(app.clock);
    const res = await robotToken(await key.proof({ htu: tokenUrl() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.token_type).toBe('DPoP');
    expect(res.headers.get('dpop-nonce')).toMatch(/\S+/);
    const claims = await verifyWithJwks(res.body.access_token, resource.indicator);
    expect(claims.cnf).toEqual({ jkt: key.jkt });

    // An EdDSA key, and htu spelled with another case and the default port: the same endpoint.
    const ed = await dpopKey(app.clock, 'EdDSA');
    const url = new URL(tokenUrl());
    const spelled = `${url.protocol}//${url.hostname.toUpperCase()}:${url.port || '80'}${url.pathname}?ignored=1`;
    const other = await robotToken(await ed.proof({ htu: spelled }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((await verifyWithJwks(other.body.access_token, resource.indicator)).cnf).toEqual({ jkt: ed.jkt });
  });

  it('without a proof issues a Bearer token with no cnf', async () => {
    const res = await robotToken();
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect((await verifyWithJwks(res.body.access_token, resource.indicator)).cnf).toBeUndefined();
    expect(res.headers.get('dpop-nonce')).toBeNull();
  });

  it('refuses a replayed proof, even after the first use succeeded (invalid_dpop_proof)', async () => {
    const key = await dpopKey(app.clock);
    const proof = await key.proof({ htu: tokenUrl() });
    expect((await robotToken(proof)).status).toBe(200);
    const replay = await robotToken(proof);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'invalid_dpop_proof', error_description: 'the DPoP proof was already used' });
  });

  it('refuses a proof for another URL or another method', async () => {
    const key = await dpopKey(app.clock);
    const otherUrl = await robotToken(await key.proof({ htu: `${app.config.issuer}/token/introspection` }));
    expect(otherUrl.status).toBe(400);
    expect(otherUrl.body.error).toBe('invalid_dpop_proof');
    expect(otherUrl.body.error_description).toMatch(/htu/);
    const otherHost = await robotToken(await key.proof({ htu: tokenUrl().replace('127.0.0.1', 'evil.example') }));
    expect(otherHost.body.error).toBe('invalid_dpop_proof');
    const otherMethod = await robotToken(await key.proof({ htu: tokenUrl(), htm: 'GET' }));
    expect(otherMethod.status).toBe(400);
    expect(otherMethod.body.error).toBe('invalid_dpop_proof');
    expect(otherMethod.body.error_description).toMatch(/htm/);
  });

  it('refuses a stale proof and one from the future, by the injected clock', async () => {
    const key = await dpopKey(app.clock);
    const made = await key.proof({ htu: tokenUrl() });
    app.clock.advance(61_000 + 1000);
    const stale = await robotToken(made);
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('invalid_dpop_proof');
    expect(stale.body.error_description).toMatch(/iat/);
    const future = await robotToken(await key.proof({ htu: tokenUrl(), iatOffset: 120 }));
    expect(future.body.error).toBe('invalid_dpop_proof');
    // Within the window it passes: the clock, not the wall, decides.
    expect((await robotToken(await key.proof({ htu: tokenUrl(), iatOffset: -30 }))).status).toBe(200);
  });

  it('refuses a proof that is not a dpop+jwt, is signed with a MAC, or carries a private key', async () => {
    const key = await dpopKey(app.clock);
    const wrongTyp = await robotToken(await key.proof({ htu: tokenUrl(), typ: 'JWT' }));
    expect(wrongTyp.body.error).toBe('invalid_dpop_proof');

    const secret = randomBytes(32);
    const { SignJWT } = await import('jose');
    const hs = await new SignJWT({ htm: 'POST', htu: tokenUrl(), jti: 'x' })
      // jose's types refuse a symmetric jwk header: exactly the forgery this test sends.
      .setProtectedHeader({ alg: 'HS256', typ: 'dpop+jwt', jwk: { kty: 'oct', k: secret.toString('base64url') } as never })
      .setIssuedAt(Math.floor(app.clock.ms() / 1000))
      .sign(secret);
    const mac = await robotToken(hs);
    expect(mac.status).toBe(400);
    expect(mac.body.error).toBe('invalid_dpop_proof');

    const { generateKeyPair, exportJWK } = await import('jose');
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const withPrivate = await new SignJWT({ htm: 'POST', htu: tokenUrl(), jti: 'y' })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: privateJwk })
      .setIssuedAt(Math.floor(app.clock.ms() / 1000))
      .sign(pair.privateKey);
    expect((await robotToken(withPrivate)).body.error).toBe('invalid_dpop_proof');

    const twoHeaders = await robotToken(`${await key.proof({ htu: tokenUrl() })},${await key.proof({ htu: tokenUrl() })}`);
    expect(twoHeaders.body.error).toBe('invalid_dpop_proof');
  });

  it.skipIf(!usePostgres)(
    'two instances on one database: a proof used at one is refused at the other, and a nonce from one is good at the other',
    async () => {
      const other = await startTestApp({ database: app.database, env: { BASE_URL: app.config.baseUrl }, adminSecret: app.adminSecret, clock: app.clock });
      try {
        const key = await dpopKey(app.clock);
        const proof = await key.proof({ htu: tokenUrl() });
        const first = await robotToken(proof);
        expect(first.status).toBe(200);
        const atOther = (dpop: string) =>
          fetch(`${other.url}/oidc/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(robot), dpop },
            body: new URLSearchParams({ grant_type: 'client_credentials', resource: resource.indicator }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, string> }));
        const replay = await atOther(proof);
        expect(replay.status).toBe(400);
        expect(replay.body.error).toBe('invalid_dpop_proof');
        const withNonce = await atOther(await key.proof({ htu: tokenUrl(), nonce: first.headers.get('dpop-nonce')! }));
        expect(withNonce.status, JSON.stringify(withNonce.body)).toBe(200);
      } finally {
        await other.stop({ keepDatabase: true });
      }
    },
    120_000,
  );

  it('a proof with a nonce not ours is answered use_dpop_nonce with a fresh DPoP-Nonce, which then works', async () => {
    const key = await dpopKey(app.clock);
    const bad = await robotToken(await key.proof({ htu: tokenUrl(), nonce: 'made-up' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('use_dpop_nonce');
    const nonce = bad.headers.get('dpop-nonce');
    expect(nonce).toMatch(/\S+/);
    expect(bad.headers.get('access-control-expose-headers')).toMatch(/DPoP-Nonce/i);
    expect((await robotToken(await key.proof({ htu: tokenUrl(), nonce: nonce! }))).status).toBe(200);
    // Nonces expire: ten minutes on, the one handed out is stale.
    app.clock.advance(11 * 60_000);
    const stale = await robotToken(await key.proof({ htu: tokenUrl(), nonce: nonce! }));
    expect(stale.body.error).toBe('use_dpop_nonce');
    expect(stale.headers.get('dpop-nonce')).not.toBe(nonce);
  });

  it('an application with requireDpop gets no token without a proof', async () => {
    const role = await app.api('POST', '/roles', {
      name: `dpop-req-${randomBytes(4).toString('hex')}`,
      type: 'MachineToMachine',
      scopeIds: [resource.scopeIds.sync],
    });
    const strict = await createClient(app, { type: 'MachineToMachine' });
    await app.api('POST', `/applications/${strict.id}/roles`, { roleIds: [role.body.id] });
    const patched = await app.api('PATCH', `/applications/${strict.id}`, { oidcClientMetadata: { requireDpop: true } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.oidcClientMetadata.requireDpop).toBe(true);
    const without = await post('/oidc/token', { grant_type: 'client_credentials', resource: resource.indicator }, { authorization: basic(strict) });
    expect(without.status).toBe(400);
    expect(without.body.error).toBe('invalid_request');
    expect(without.body.error_description).toMatch(/DPoP/);
    const key = await dpopKey(app.clock);
    const withProof = await post(
      '/oidc/token',
      { grant_type: 'client_credentials', resource: resource.indicator },
      { authorization: basic(strict), dpop: await key.proof({ htu: tokenUrl() }) },
    );
    expect(withProof.status).toBe(200);
    expect(withProof.body.token_type).toBe('DPoP');
  });

  it('an API resource that takes only bound tokens gets none without a proof, and introspection reports older unbound ones inactive', async () => {
    const strictApi = await createResource(app, ['sync']);
    const role = await app.api('POST', '/roles', {
      name: `dpop-api-${randomBytes(4).toString('hex')}`,
      type: 'MachineToMachine',
      scopeIds: [strictApi.scopeIds.sync],
    });
    await app.api('POST', `/applications/${robot.id}/roles`, { roleIds: [role.body.id] });
    const before = await post('/oidc/token', { grant_type: 'client_credentials', resource: strictApi.indicator }, { authorization: basic(robot) });
    expect(before.status).toBe(200);
    const introspect = (token: string) => post('/oidc/token/introspection', { token }, { authorization: basic(robot) });
    expect((await introspect(before.body.access_token)).body.active).toBe(true);

    const patched = await app.api('PATCH', `/resources/${strictApi.id}`, { dpopBoundAccessTokensRequired: true });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.dpopBoundAccessTokensRequired).toBe(true);

    const refused = await post('/oidc/token', { grant_type: 'client_credentials', resource: strictApi.indicator }, { authorization: basic(robot) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_request');
    expect((await introspect(before.body.access_token)).body).toEqual({ active: false });

    const key = await dpopKey(app.clock);
    const bound = await post(
      '/oidc/token',
      { grant_type: 'client_credentials', resource: strictApi.indicator },
      { authorization: basic(robot), dpop: await key.proof({ htu: tokenUrl() }) },
    );
    expect(bound.status).toBe(200);
    const shown = (await introspect(bound.body.access_token)).body;
    expect(shown).toMatchObject({ active: true, token_type: 'DPoP', cnf: { jkt: key.jkt } });
  });
});

describe('DPoP for a public client (authorization code, refresh, userinfo)', () => {
  let spa: { id: string; redirectUri: string };
  let username: string;

  beforeAll(async () => {
    const redirectUri = `http://127.0.0.1:9/callback/${randomBytes(4).toString('hex')}`;
    const created = await app.api('POST', '/applications', {
      name: 'dpop spa',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    spa = { id: created.body.id, redirectUri };
    username = `dpop_${randomBytes(4).toString('hex')}`;
    await createUser(app, username);
  });

  /** Signs in and returns the code and its verifier; `dpopJkt` goes in the authorization request. */
  async function codeFor(dpopJkt?: string) {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(6).toString('hex');
    const { callback } = await browserSignIn(app, {
      username,
      password: USER_PASSWORD,
      clientId: spa.id,
      redirectUri: spa.redirectUri,
      scope: 'openid profile offline_access',
      challenge,
      state,
      jar: new CookieJar(),
      ...(dpopJkt ? { authorizationParams: { dpop_jkt: dpopJkt } } : {}),
    });
    return { code: callback.searchParams.get('code')!, verifier };
  }

  const redeem = (code: { code: string; verifier: string }, proof?: string) =>
    post(
      '/oidc/token',
      { grant_type: 'authorization_code', client_id: spa.id, code: code.code, redirect_uri: spa.redirectUri, code_verifier: code.verifier },
      proof ? { dpop: proof } : {},
    );

  /** A token request with a proof by `key`, after the nonce dance a public client goes through. */
  async function withNonce(key: DpopKey, send: (proof: string) => ReturnType<typeof post>) {
    const first = await send(await key.proof({ htu: tokenUrl() }));
    expect(first.status).toBe(400);
    expect(first.body.error).toBe('use_dpop_nonce');
    return send(await key.proof({ htu: tokenUrl(), nonce: first.headers.get('dpop-nonce')! }));
  }

  const refresh = (refreshToken: string, proof?: string) =>
    post('/oidc/token', { grant_type: 'refresh_token', client_id: spa.id, refresh_token: refreshToken }, proof ? { dpop: proof } : {});

  it('binds the code exchange and the refresh token; a refresh with another key or none is refused and leaves the token usable', async () => {
    const key = await dpopKey(app.clock);
    const code = await codeFor();
    const issued = await withNonce(key, (proof) => redeem(code, proof));
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.token_type).toBe('DPoP');
    expect((await verifyWithJwks(issued.body.access_token, userinfoUrl())).cnf).toEqual({ jkt: key.jkt });
    const nonce = issued.headers.get('dpop-nonce')!;
    const refreshToken = issued.body.refresh_token as string;
    expect(refreshToken).toBeTruthy();

    const thief = await dpopKey(app.clock);
    const stolen = await refresh(refreshToken, await thief.proof({ htu: tokenUrl(), nonce }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
    expect(stolen.body.error_description).toMatch(/another DPoP key/);
    const bare = await refresh(refreshToken);
    expect(bare.body.error).toBe('invalid_grant');

    const rightful = await refresh(refreshToken, await key.proof({ htu: tokenUrl(), nonce }));
    expect(rightful.status, JSON.stringify(rightful.body)).toBe(200);
    expect(rightful.body.token_type).toBe('DPoP');
    expect(decodeClaims(rightful.body.access_token).cnf).toEqual({ jkt: key.jkt });
    // The new refresh token is bound too.
    expect((await refresh(rightful.body.refresh_token, await thief.proof({ htu: tokenUrl(), nonce }))).body.error).toBe('invalid_grant');
  });

  it('a public client must put our nonce in its proof', async () => {
    const key = await dpopKey(app.clock);
    const code = await codeFor();
    const res = await redeem(code, await key.proof({ htu: tokenUrl() }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('use_dpop_nonce');
    expect(res.headers.get('dpop-nonce')).toMatch(/\S+/);
  });

  it('dpop_jkt binds the code: another key cannot redeem it, and the refused attempt does not use it up', async () => {
    const key = await dpopKey(app.clock);
    const code = await codeFor(key.jkt);
    const other = await dpopKey(app.clock);
    const wrong = await withNonce(other, (proof) => redeem(code, proof));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.error_description).toMatch(/dpop_jkt/);
    const right = await withNonce(key, (proof) => redeem(code, proof));
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(decodeClaims(right.body.access_token).cnf).toEqual({ jkt: key.jkt });
  });

  it('userinfo takes a bound token only as DPoP with a proof carrying its ath, by its key', async () => {
    const key = await dpopKey(app.clock);
    const code = await codeFor();
    const issued = await withNonce(key, (proof) => redeem(code, proof));
    expect(issued.status).toBe(200);
    const token = issued.body.access_token as string;
    const me = (headers: Record<string, string>) => fetch(`${app.url}/oidc/me`, { headers });

    const ok = await me({ authorization: `DPoP ${token}`, dpop: await key.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: token }) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { sub: string }).sub).toBeTruthy();

    const asBearer = await me({ authorization: `Bearer ${token}` });
    expect(asBearer.status).toBe(401);
    expect(asBearer.headers.get('www-authenticate')).toMatch(/^DPoP .*error="invalid_token"/);

    const noAth = await me({ authorization: `DPoP ${token}`, dpop: await key.proof({ htm: 'GET', htu: userinfoUrl() }) });
    expect(noAth.status).toBe(401);
    expect(noAth.headers.get('www-authenticate')).toMatch(/^DPoP .*error="invalid_dpop_proof"/);
    expect(((await noAth.json()) as { error: string }).error).toBe('invalid_dpop_proof');

    const wrongAth = await me({ authorization: `DPoP ${token}`, dpop: await key.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: `${token}x` }) });
    expect(wrongAth.status).toBe(401);
    expect(wrongAth.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/);

    // An ath of the right length in characters but not in bytes is refused, not a server error.
    const nonAscii = await me({ authorization: `DPoP ${token}`, dpop: await key.proof({ htm: 'GET', htu: userinfoUrl(), ath: 'é'.repeat(43) }) });
    expect(nonAscii.status).toBe(401);
    expect(nonAscii.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/);

    const thief = await dpopKey(app.clock);
    const otherKey = await me({ authorization: `DPoP ${token}`, dpop: await thief.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: token }) });
    expect(otherKey.status).toBe(401);
    expect(otherKey.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/);

    const replayed = await key.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: token });
    expect((await me({ authorization: `DPoP ${token}`, dpop: replayed })).status).toBe(200);
    expect((await me({ authorization: `DPoP ${token}`, dpop: replayed })).status).toBe(401);

    const noProof = await me({ authorization: `DPoP ${token}` });
    expect(noProof.status).toBe(401);

    // A nonce not ours: use_dpop_nonce with one to retry with, which then works.
    const badNonce = await me({
      authorization: `DPoP ${token}`,
      dpop: await key.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: token, nonce: 'stale' }),
    });
    expect(badNonce.status).toBe(401);
    expect(badNonce.headers.get('www-authenticate')).toMatch(/error="use_dpop_nonce"/);
    const nonce = badNonce.headers.get('dpop-nonce');
    expect(nonce).toMatch(/\S+/);
    expect(
      (await me({ authorization: `DPoP ${token}`, dpop: await key.proof({ htm: 'GET', htu: userinfoUrl(), accessToken: token, nonce: nonce! }) })).status,
    ).toBe(200);
  });
});

describe('a resource server with the documented verifier', () => {
  it('accepts a bound token with its proof and refuses an unbound, a wrongly bound or a replayed one', async () => {
    const verify = dpopVerifier({
      issuer: app.config.issuer,
      jwks: createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)),
      audience: resource.indicator,
      requireDpop: true,
      now: () => app.clock.now(),
    });
    const api = 'https://api.example.com/orders?page=2';
    const key = await dpopKey(app.clock);
    const bound = (await robotToken(await key.proof({ htu: tokenUrl() }))).body.access_token as string;
    const proof = await key.proof({ htm: 'GET', htu: 'https://api.example.com/orders', accessToken: bound });
    await expect(verify({ method: 'GET', url: api, authorization: `DPoP ${bound}`, dpop: proof })).resolves.toMatchObject({ cnf: { jkt: key.jkt } });

    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: unknown) => (e instanceof DpopRejected ? e.error : 'other'),
      );
    expect(await refusal(verify({ method: 'GET', url: api, authorization: `DPoP ${bound}`, dpop: proof }))).toBe('invalid_dpop_proof');

    const unbound = (await robotToken()).body.access_token as string;
    expect(await refusal(verify({ method: 'GET', url: api, authorization: `Bearer ${unbound}`, dpop: undefined }))).toBe('invalid_token');
    expect(
      await refusal(
        verify({ method: 'GET', url: api, authorization: `DPoP ${unbound}`, dpop: await key.proof({ htm: 'GET', htu: api, accessToken: unbound }) }),
      ),
    ).toBe('invalid_token');
    const thief = await dpopKey(app.clock);
    expect(
      await refusal(verify({ method: 'GET', url: api, authorization: `DPoP ${bound}`, dpop: await thief.proof({ htm: 'GET', htu: api, accessToken: bound }) })),
    ).toBe('invalid_dpop_proof');
    expect(await refusal(verify({ method: 'GET', url: api, authorization: `Bearer ${bound}`, dpop: undefined }))).toBe('invalid_token');
    expect(await refusal(verify({ method: 'GET', url: api, authorization: `DPoP ${bound}`, dpop: await key.proof({ htm: 'GET', htu: api }) }))).toBe(
      'invalid_dpop_proof',
    );
  });
});
