// Issue 45 §2: pushed authorization requests (RFC 9126). The client authenticates at /oidc/par as
// at the token endpoint, pushes the authorization request's parameters (validated as /oidc/auth
// validates them) and gets a request_uri that /oidc/auth takes once, before it expires, from that
// client only; an application may require every authorization request to come this way. Real
// HTTP, a real sign-in, tokens checked with jose against our JWKS, expiry reached with the app's clock.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { purgeOidcState } from '../../src/oidc/housekeeping.js';
import { startTestApp, useTestApp } from '../helpers/app.js';
import { usePostgres } from '../helpers/database.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair, tokenRequest } from '../helpers/sign-in.js';

// Several tests refuse client authentications on purpose; the throttle has its own tests.
const app = useTestApp({ env: { CLIENT_AUTH_THROTTLE_LIMIT: '1000' } });
const REQUEST_URI = /^urn:ietf:params:oauth:request_uri:[A-Za-z0-9_-]{43}$/;

let web: TestClient;
let other: TestClient;
let spa: TestClient;
let user: TestUser;
let api: { indicator: string };

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  other = await createClient(app, 'Traditional');
  spa = await createClient(app, 'SPA');
  user = await createUser(app);
  api = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read'] } });
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function par(form: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  const res = await fetch(`${app.url}/oidc/par`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

/** An authorization request of `client` as a confidential client pushes it (PKCE, state, nonce). */
function request(client: TestClient, extra: Record<string, string | string[]> = {}) {
  const pkce = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const form = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid profile offline_access read',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  return { form, pkce, state, nonce };
}

/** Pushes `client`'s request with its secret; returns the request_uri. */
async function pushed(client: TestClient, form: Record<string, string | string[]>): Promise<string> {
  const res = await par(form, { authorization: basic(client.clientId, client.clientSecret!) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.request_uri as string;
}

const authUrl = (query: Record<string, string>) => `${app.url}/oidc/auth?${new URLSearchParams(query)}`;

/** /oidc/auth as a non-browser sees a refusal that is shown rather than redirected. */
async function shownError(query: Record<string, string>) {
  const res = await fetch(authUrl(query), { redirect: 'manual', headers: { accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as { error: string; error_description: string } };
}

describe('discovery', () => {
  it('names the PAR endpoint, requires PAR of nobody globally and tells what request objects and request_uri it takes', async () => {
    const meta = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      pushed_authorization_request_endpoint: `${app.url}/oidc/par`,
      require_pushed_authorization_requests: false,
      request_parameter_supported: true,
      request_uri_parameter_supported: false,
      request_object_signing_alg_values_supported: ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'],
    });
  });
});

describe('POST /oidc/par', () => {
  it('runs the code flow through a pushed request with a real sign-in; the tokens verify against our JWKS', async () => {
    const { form, pkce, state, nonce } = request(web, { resource: api.indicator });
    const res = await par(form, { authorization: basic(web.clientId, web.clientSecret!) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ request_uri: expect.stringMatching(REQUEST_URI), expires_in: 60 });
    expect(res.headers.get('cache-control')).toBe('no-store');

    // RFC 9126 §4: the authorization request carries only client_id and request_uri.
    const jar = new CookieJar();
    const callback = await followSignIn(app, jar, authUrl({ client_id: web.clientId, request_uri: res.body.request_uri }), user);
    expect(`${callback.origin}${callback.pathname}`).toBe(web.redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(`${app.url}/oidc`);
    const token = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: pkce.verifier,
      resource: api.indicator,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);

    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const id = await jwtVerify(token.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: web.clientId });
    expect(id.payload).toMatchObject({ sub: user.id, nonce });
    const access = await jwtVerify(token.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator, typ: 'at+jwt' });
    expect(access.payload).toMatchObject({ sub: user.id, client_id: web.clientId, scope: 'read' });
    expect(token.body.refresh_token).toEqual(expect.any(String));
  });

  it('uses only the pushed parameters: those sent beside the request_uri do not change the request', async () => {
    const { form, state } = request(web);
    const requestUri = await pushed(web, form);
    const callback = await followSignIn(
      app,
      new CookieJar(),
      authUrl({ client_id: web.clientId, request_uri: requestUri, state: 'from-the-query', redirect_uri: other.redirectUri }),
      user,
    );
    expect(`${callback.origin}${callback.pathname}`).toBe(web.redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
  });

  it('accepts a public client by its client_id alone, and validates its request as /oidc/auth would (PKCE required)', async () => {
    const { form } = request(spa);
    const ok = await par(form);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const withoutPkce = await par({ ...form, code_challenge: '', code_challenge_method: '' });
    expect(withoutPkce.status).toBe(400);
    expect(withoutPkce.body).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('PKCE') });
  });

  it('refuses an unauthenticated push: no credentials, a wrong secret, a confidential client without its secret', async () => {
    const { form } = request(web);
    const { client_id: _, ...withoutId } = form;
    for (const attempt of [
      await par(withoutId),
      await par(form, { authorization: basic(web.clientId, 'not-the-secret') }),
      await par(form),
      await par(form, { authorization: basic(web.clientId, other.clientSecret!) }),
    ]) {
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(401);
      expect(attempt.body.error).toBe('invalid_client');
      expect(attempt.headers.get('www-authenticate')).toMatch(/^Basic /);
    }
    // Another client's secret with this client's id in the form: the authenticated client is the other one.
    const mismatch = await par(form, { authorization: basic(other.clientId, other.clientSecret!) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('invalid_request');
  });

  it('answers every refusal as JSON, never by redirect: unregistered redirect_uri, unknown resource, a request_uri, GET', async () => {
    const auth = { authorization: basic(web.clientId, web.clientSecret!) };
    const badRedirect = await par(request(web, { redirect_uri: 'https://evil.example.com/cb' }).form, auth);
    expect(badRedirect.status).toBe(400);
    expect(badRedirect.body).toEqual({ error: 'invalid_request', error_description: 'redirect_uri is not registered for this application' });
    const badResource = await par(request(web, { resource: 'https://nowhere.example.com' }).form, auth);
    expect(badResource.status).toBe(400);
    expect(badResource.body.error).toBe('invalid_target');
    const implicit = await par(request(web, { response_type: 'token' }).form, auth);
    expect(implicit.status).toBe(400);
    expect(implicit.body.error).toBe('unsupported_response_type');
    const nested = await par(request(web, { request_uri: 'urn:ietf:params:oauth:request_uri:abc' }).form, auth);
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('request_uri must not be sent') });
    const get = await fetch(`${app.url}/oidc/par`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('request_uri at /oidc/auth', () => {
  it('is used once: the second use is invalid_request_uri, shown rather than redirected', async () => {
    const requestUri = await pushed(web, request(web).form);
    const first = await fetch(authUrl({ client_id: web.clientId, request_uri: requestUri }), { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get('location')!).pathname).toBe('/sign-in');
    const again = await shownError({ client_id: web.clientId, request_uri: requestUri });
    expect(again).toEqual({ status: 400, body: { error: 'invalid_request_uri', error_description: 'request_uri was already used' } });
  });

  it('expires after expires_in seconds on the app clock', async () => {
    const fresh = await pushed(web, request(web).form);
    const stale = await pushed(web, request(web).form);
    app.clock.advance(50_000);
    const inTime = await fetch(authUrl({ client_id: web.clientId, request_uri: fresh }), { redirect: 'manual' });
    expect(inTime.status).toBe(303);
    app.clock.advance(11_000);
    const late = await shownError({ client_id: web.clientId, request_uri: stale });
    expect(late).toEqual({ status: 400, body: { error: 'invalid_request_uri', error_description: 'request_uri has expired' } });
  });

  it('is bound to the client that pushed it: another client_id is refused, and does not use it up', async () => {
    const requestUri = await pushed(web, request(web).form);
    const stolen = await shownError({ client_id: other.clientId, request_uri: requestUri });
    expect(stolen).toEqual({ status: 400, body: { error: 'invalid_request_uri', error_description: 'request_uri was pushed by another client' } });
    const own = await fetch(authUrl({ client_id: web.clientId, request_uri: requestUri }), { redirect: 'manual' });
    expect(own.status).toBe(303);
    expect(new URL(own.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('refuses an unknown request_uri, one not from our PAR endpoint, and request_uri beside request', async () => {
    const unknown = await shownError({ client_id: web.clientId, request_uri: `urn:ietf:params:oauth:request_uri:${randomBytes(32).toString('base64url')}` });
    expect(unknown).toEqual({ status: 400, body: { error: 'invalid_request_uri', error_description: 'request_uri is not known' } });
    const remote = await shownError({ client_id: web.clientId, request_uri: 'https://client.example.com/request.jwt' });
    expect(remote.status).toBe(400);
    expect(remote.body.error).toBe('request_uri_not_supported');
    const both = await shownError({ client_id: web.clientId, request_uri: await pushed(web, request(web).form), request: 'a.b.c' });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('invalid_request');
    const noClient = await shownError({ request_uri: await pushed(web, request(web).form) });
    expect(noClient).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'client_id is required' } });
  });
});

describe('requirePushedAuthorizationRequests', () => {
  it('makes /oidc/auth refuse a request that did not come through PAR, over REST and GraphQL', async () => {
    const strict = await createClient(app, 'Traditional');
    const before = await app.api('GET', `/applications/${strict.clientId}`);
    expect(before.body.oidcClientMetadata.requirePushedAuthorizationRequests).toBe(false);
    const direct = request(strict).form;
    expect((await fetch(authUrl(direct), { redirect: 'manual' })).status).toBe(303);

    const on = await app.api('PATCH', `/applications/${strict.clientId}`, { oidcClientMetadata: { requirePushedAuthorizationRequests: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.oidcClientMetadata.requirePushedAuthorizationRequests).toBe(true);

    // RFC 9126 §4: invalid_request, back to the client (its redirect URI is registered).
    const refused = await fetch(authUrl(direct), { redirect: 'manual' });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(strict.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('/oidc/par');
    expect(location.searchParams.get('state')).toBe(direct.state);

    const { form, pkce } = request(strict);
    const callback = await followSignIn(app, new CookieJar(), authUrl({ client_id: strict.clientId, request_uri: await pushed(strict, form) }), user);
    const token = await tokenRequest(app, strict.clientId, strict.clientSecret, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: strict.redirectUri,
      code_verifier: pkce.verifier,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);

    const off = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { oidcClientMetadata: { requirePushedAuthorizationRequests: false } }) {
        application { oidcClientMetadata { requirePushedAuthorizationRequests } } userErrors { code field } } }`,
      { id: strict.clientId },
    );
    expect(off.data.updateApplication).toEqual({ application: { oidcClientMetadata: { requirePushedAuthorizationRequests: false } }, userErrors: [] });
    expect((await fetch(authUrl(request(strict).form), { redirect: 'manual' })).status).toBe(303);
    const page = await fetch(authUrl(request(strict).form), { redirect: 'manual' });
    expect(new URL(page.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('is set at creation, refused as null, and refused for machine-to-machine applications', async () => {
    const created = await app.api('POST', '/applications', {
      name: 'par only',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: ['http://127.0.0.1:9/cb'], requirePushedAuthorizationRequests: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.oidcClientMetadata.requirePushedAuthorizationRequests).toBe(true);
    const cleared = await app.api('PATCH', `/applications/${created.body.id}`, { oidcClientMetadata: { requirePushedAuthorizationRequests: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['oidcClientMetadata', 'requirePushedAuthorizationRequests'] } });
    const m2m = await app.api('POST', '/applications', {
      name: 'm2m',
      type: 'MachineToMachine',
      oidcClientMetadata: { requirePushedAuthorizationRequests: true },
    });
    expect(m2m.status).toBe(400);
    expect(m2m.body.code).toBe('guard.invalid_input');
    // The console signs in with direct requests: requiring PAR of it would lock administrators out.
    const consoleClient = await app.api('PATCH', '/applications/tessera-console', { oidcClientMetadata: { requirePushedAuthorizationRequests: true } });
    expect(consoleClient.status).toBe(400);
    expect(consoleClient.body.message).toContain('console');
    expect((await app.api('GET', '/applications/tessera-console')).body.oidcClientMetadata.requirePushedAuthorizationRequests).toBe(false);
  });
});

describe('openid-client', () => {
  it('pushes with buildAuthorizationUrlWithPAR by default and completes the flow against us', async () => {
    const config = await oidc.discovery(new URL(`${app.url}/oidc`), web.clientId, undefined, oidc.ClientSecretBasic(web.clientSecret), {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = await oidc.buildAuthorizationUrlWithPAR(config, {
      redirect_uri: web.redirectUri,
      scope: 'openid profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(url.origin + url.pathname).toBe(`${app.url}/oidc/auth`);
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    const callback = await followSignIn(app, new CookieJar(), url, user);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect(tokens.claims()).toMatchObject({ sub: user.id, aud: web.clientId, iss: `${app.url}/oidc` });

    // A refusal at the PAR endpoint reaches the library as the OAuth error it is.
    const refused = await oidc.buildAuthorizationUrlWithPAR(config, { redirect_uri: 'https://evil.example.com/cb', scope: 'openid' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(oidc.ResponseBodyError);
    expect((refused as oidc.ResponseBodyError).error).toBe('invalid_request');
  });
});

describe('pushed requests in the database', () => {
  it('keep the request, never the client authentication, nor the request_uri itself', async () => {
    const db = app.running.services.db;
    const { form } = request(web);
    const res = await par({ ...form, client_secret: web.clientSecret! });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reference = (res.body.request_uri as string).split(':').pop()!;
    const rows = await db.selectFrom('pushed_authorization_requests').select(['digest', 'parameters']).execute();
    const row = rows.find((r) => (r.parameters as Record<string, unknown>).state === form.state)!;
    expect(row.parameters).toEqual(form);
    expect(JSON.stringify(rows)).not.toContain(web.clientSecret);
    expect(JSON.stringify(rows)).not.toContain(reference);
    expect(Buffer.from(row.digest).equals(createHash('sha256').update(reference).digest())).toBe(true);
  });

  it('are purged by the OIDC housekeeping once expired, and only then', async () => {
    const db = app.running.services.db;
    await pushed(web, request(web).form);
    const live = await pushed(web, request(web).form);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('pushed_authorization_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // The newest row (live's: pushed last, on the clock tests move only forward) stays; every other one is made long over.
    const newest = await db.selectFrom('pushed_authorization_requests').select('digest').orderBy('expires_at', 'desc').limit(1).executeTakeFirstOrThrow();
    await db
      .updateTable('pushed_authorization_requests')
      .set({ expires_at: sql`now() - interval '1 minute'` as never })
      .where('digest', '!=', newest.digest)
      .execute();
    await purgeOidcState(app.running.services);
    expect(before).toBeGreaterThan(1);
    expect(await count()).toBe(1);
    const use = await fetch(authUrl({ client_id: web.clientId, request_uri: live }), { redirect: 'manual' });
    expect(use.status).toBe(303);
    expect(new URL(use.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it.skipIf(!usePostgres)(
    'are pushed at one instance and used at another on the same database, once',
    async () => {
      const b = await startTestApp({ database: app.database, env: { BASE_URL: app.config.baseUrl }, adminSecret: app.adminSecret });
      try {
        const requestUri = await pushed(web, request(web).form);
        const atB = await fetch(`${b.url}/oidc/auth?${new URLSearchParams({ client_id: web.clientId, request_uri: requestUri })}`, { redirect: 'manual' });
        expect(atB.status).toBe(303);
        expect(new URL(atB.headers.get('location')!).pathname).toBe('/sign-in');
        const againAtA = await shownError({ client_id: web.clientId, request_uri: requestUri });
        expect(againAtA.body).toEqual({ error: 'invalid_request_uri', error_description: 'request_uri was already used' });
      } finally {
        await b.stop({ keepDatabase: true });
      }
    },
    120_000,
  );
});
