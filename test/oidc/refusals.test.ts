// What the authorization and token endpoints refuse, each with its OAuth error.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let spa: TestClient;
let user: TestUser;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  spa = await createClient(app, 'SPA');
  user = await createUser(app);
});

function authUrl(client: TestClient, params: Record<string, string | undefined> = {}) {
  const { challenge } = pkcePair();
  const url = new URL(`${app.url}/oidc/auth`);
  const all: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid offline_access',
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) url.searchParams.set(k, v);
  return url;
}

/** The error the authorization endpoint redirected back with. */
async function redirectedError(url: URL, jar = new CookieJar()) {
  const res = await jar.fetch(url);
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(url.searchParams.get('redirect_uri'));
  expect(back.searchParams.get('state')).toBe('st');
  expect(back.searchParams.get('iss')).toBe(`${app.url}/oidc`);
  return back.searchParams.get('error');
}

const introspect = (token: string) =>
  fetch(`${app.url}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${web.clientId}:${web.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  }).then((r) => r.json() as Promise<{ active: boolean }>);

describe('authorization endpoint', () => {
  it('never redirects to an unregistered redirect_uri or for an unknown client', async () => {
    for (const url of [
      authUrl(web, { redirect_uri: 'https://evil.example.com/cb' }),
      authUrl(web, { redirect_uri: `${web.redirectUri}/extra` }),
      authUrl(web, { redirect_uri: undefined }),
      authUrl(web, { client_id: 'nope' }),
    ]) {
      const res = await fetch(url, { redirect: 'manual', headers: { accept: 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const body = (await res.json()) as { error: string };
      expect(['invalid_request', 'invalid_client']).toContain(body.error);
    }
    const html = await fetch(authUrl(web, { redirect_uri: 'https://evil.example.com/cb' }), { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(html.status).toBe(400);
    expect(await html.text()).toContain('redirect_uri is not registered');
  });

  it('requires PKCE S256 from public clients and refuses bad parameters by redirect', async () => {
    expect(await redirectedError(authUrl(spa, { code_challenge: undefined, code_challenge_method: undefined }))).toBe('invalid_request');
    expect(await redirectedError(authUrl(spa, { code_challenge_method: 'plain' }))).toBe('invalid_request');
    expect(await redirectedError(authUrl(web, { response_type: 'token' }))).toBe('unsupported_response_type');
    // express-openid-connect's default (the implicit id_token flow): the answer says what to set instead.
    const implicit = await new CookieJar().fetch(authUrl(web, { response_type: 'id_token' }));
    const implicitError = new URL(implicit.headers.get('location')!).searchParams;
    expect(implicitError.get('error')).toBe('unsupported_response_type');
    expect(implicitError.get('error_description')).toContain('authorizationParams.response_type "code"');
    expect(await redirectedError(authUrl(web, { resource: 'https://unknown.example.com' }))).toBe('invalid_target');
    expect(await redirectedError(authUrl(web, { prompt: 'bogus' }))).toBe('invalid_request');
    expect(await redirectedError(authUrl(web, { prompt: 'none' }))).toBe('login_required');
    // A machine-to-machine application has no redirect URI: refused on the page, never redirected.
    const m2m = await createClient(app, 'MachineToMachine');
    const m2mRes = await fetch(authUrl(m2m), { redirect: 'manual', headers: { accept: 'application/json' } });
    expect(m2mRes.status).toBe(400);
    expect(m2mRes.headers.get('location')).toBeNull();
  });

  it('lets a confidential client omit PKCE by default, checks a challenge it sends, and requires one once requirePkce is on', async () => {
    const withoutPkce = (client: TestClient) => authUrl(client, { code_challenge: undefined, code_challenge_method: undefined });
    const own = await createClient(app, 'Traditional');
    const created = await app.api('GET', `/applications/${own.clientId}`);
    expect(created.body.customClientMetadata.requirePkce).toBe(false);
    const res = await fetch(withoutPkce(own), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!, app.url).pathname).toBe('/sign-in');
    // A client that sends PKCE anyway still has it checked, and `plain` is refused.
    expect(await redirectedError(authUrl(own, { code_challenge: 'short' }))).toBe('invalid_request');
    expect(await redirectedError(authUrl(own, { code_challenge_method: 'plain' }))).toBe('invalid_request');

    // The whole flow without PKCE: the code is redeemed with the client secret and no verifier.
    const { callback } = await browserSignIn(app, { ...own, username: user.username, password: user.password, challenge: undefined, state: 'st' });
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const token = await tokenRequest(app, own.clientId, own.clientSecret, { grant_type: 'authorization_code', code: code!, redirect_uri: own.redirectUri });
    expect(token.status).toBe(200);

    // Turned on: a request without a challenge is refused, and says why.
    const on = await app.api('PATCH', `/applications/${own.clientId}`, { customClientMetadata: { requirePkce: true } });
    expect(on.body.customClientMetadata.requirePkce).toBe(true);
    const refused = await fetch(withoutPkce(own), { redirect: 'manual' });
    const location = new URL(refused.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('its application setting requirePkce is on');
    // And off again.
    await app.api('PATCH', `/applications/${own.clientId}`, { customClientMetadata: { requirePkce: false } });
    expect((await fetch(withoutPkce(own), { redirect: 'manual' })).status).toBe(303);
  });

  it('refuses turning PKCE off for a public client, at creation and update, on both APIs', async () => {
    const created = await app.api('POST', '/applications', { name: 'spa', type: 'SPA', customClientMetadata: { requirePkce: false } });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('application.pkce_required_for_public_client');
    expect(created.body.data.field).toEqual(['customClientMetadata', 'requirePkce']);
    const patched = await app.api('PATCH', `/applications/${spa.clientId}`, { customClientMetadata: { requirePkce: false } });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('application.pkce_required_for_public_client');
    const gql = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { customClientMetadata: { requirePkce: false } }) {
        application { id } userErrors { code field } } }`,
      { id: spa.clientId },
    );
    expect(gql.data.updateApplication.application).toBeNull();
    expect(gql.data.updateApplication.userErrors).toEqual([
      { code: 'application.pkce_required_for_public_client', field: ['customClientMetadata', 'requirePkce'] },
    ]);
    // Turning it on (what a public client always has) is allowed, and the stored setting stays on.
    const on = await app.api('PATCH', `/applications/${spa.clientId}`, { customClientMetadata: { requirePkce: true } });
    expect(on.status).toBe(200);
    expect(on.body.customClientMetadata.requirePkce).toBe(true);
  });

  it('sends prompt=create to /register and prompt=login to /sign-in even with a session', async () => {
    const create = await fetch(authUrl(web, { prompt: 'create' }), { redirect: 'manual' });
    expect(new URL(create.headers.get('location')!).pathname).toBe('/register');
    const { jar } = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password });
    const login = await jar.fetch(authUrl(web, { prompt: 'login' }));
    expect(new URL(login.headers.get('location')!).pathname).toBe('/sign-in');
    const none = await jar.fetch(authUrl(web, { prompt: 'none' }));
    expect(new URL(none.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});

describe('authorization_code grant', () => {
  async function code(client: TestClient, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const { callback, jar } = await browserSignIn(app, {
      ...client,
      username: user.username,
      password: user.password,
      challenge,
      state: 'st',
      ...extra,
    });
    return { code: callback.searchParams.get('code')!, verifier, jar };
  }
  const exchange = (client: TestClient, c: { code: string; verifier: string }, extra: Record<string, string> = {}) =>
    tokenRequest(app, client.clientId, client.clientSecret, {
      grant_type: 'authorization_code',
      code: c.code,
      redirect_uri: client.redirectUri,
      code_verifier: c.verifier,
      ...extra,
    });

  it('refuses a reused code and revokes what the first redemption issued', async () => {
    const c = await code(web);
    const first = await exchange(web, c);
    expect(first.status).toBe(200);
    expect((await introspect(first.body.access_token)).active).toBe(true);
    const second = await exchange(web, c);
    expect(second).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await introspect(first.body.access_token)).active).toBe(false);
    const refresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('checks the PKCE verifier, the redirect_uri, the client and the resource', async () => {
    const c = await code(web);
    expect((await exchange(web, { ...c, verifier: pkcePair().verifier })).body.error).toBe('invalid_grant');
    const c2 = await code(web);
    expect((await exchange(web, c2, { redirect_uri: `${web.redirectUri}x` })).body.error).toBe('invalid_grant');
    const other = await createClient(app, 'Traditional');
    const c3 = await code(web);
    expect((await exchange(other, c3)).body.error).toBe('invalid_grant');
    const c4 = await code(web);
    expect((await exchange(web, c4, { resource: 'https://unknown.example.com' })).body.error).toBe('invalid_target');
    const c5 = await code(spa);
    const noVerifier = await tokenRequest(app, spa.clientId, undefined, { grant_type: 'authorization_code', code: c5.code, redirect_uri: spa.redirectUri });
    expect(noVerifier.body.error).toBe('invalid_grant');
    const wrongSecret = await tokenRequest(app, web.clientId, 'wrong', { grant_type: 'authorization_code', code: 'x', redirect_uri: web.redirectUri });
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it("limits a resource to those of the authorization request and to the user's role scopes", async () => {
    const a = await createResource(app, { scopes: ['r', 'w'], grantTo: { userId: user.id, granted: ['r'] } });
    const b = await createResource(app, { scopes: ['r'] });
    const c = await code(web, { resource: a.indicator, scope: 'openid r w' });
    expect((await exchange(web, c, { resource: b.indicator })).body.error).toBe('invalid_target');
    const c2 = await code(web, { resource: a.indicator, scope: 'openid r w' });
    const ok = await exchange(web, c2, { resource: a.indicator });
    const claims = JSON.parse(Buffer.from(ok.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: a.indicator, scope: 'r' });
  });
});

describe('suspended and deleted users', () => {
  it('ends the sessions and refresh tokens of a suspended user and refuses their sign-in', async () => {
    const victim = await createUser(app);
    const tokens = await signInAndGetTokens(app, { ...web, username: victim.username, password: victim.password });
    expect((await introspect(tokens.access_token)).active).toBe(true);
    expect((await app.api('PATCH', `/users/${victim.id}/is-suspended`, { isSuspended: true })).status).toBe(200);

    const refresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await introspect(tokens.access_token)).active).toBe(false);
    const none = await tokens.jar.fetch(authUrl(web, { prompt: 'none' }));
    expect(new URL(none.headers.get('location')!).searchParams.get('error')).toBe('login_required');

    await expect(signInAndGetTokens(app, { ...web, username: victim.username, password: victim.password })).rejects.toThrow(/403/);
    // Re-enabling does not resurrect the old refresh token.
    await app.api('PATCH', `/users/${victim.id}/is-suspended`, { isSuspended: false });
    const after = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(after.body.error).toBe('invalid_grant');
  });

  it('refuses the refresh token of a deleted user', async () => {
    const gone = await createUser(app);
    const tokens = await signInAndGetTokens(app, { ...web, username: gone.username, password: gone.password });
    expect((await app.api('DELETE', `/users/${gone.id}`)).status).toBe(204);
    const refresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refresh.body.error).toBe('invalid_grant');
    expect((await introspect(tokens.access_token)).active).toBe(false);
  });
});

describe('userinfo, introspection and end session refusals', () => {
  it('answers 401/403 with WWW-Authenticate at userinfo', async () => {
    const none = await fetch(`${app.url}/oidc/me`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const garbage = await fetch(`${app.url}/oidc/me`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.status).toBe(401);
    const api = await createResource(app, { scopes: ['r'], grantTo: { userId: user.id, granted: ['r'] } });
    const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: api.indicator, scope: 'openid r' });
    const resourceToken = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(resourceToken.status).toBe(403);
    expect(resourceToken.headers.get('www-authenticate')).toMatch(/insufficient_scope/);
  });

  it('refuses introspection to public clients and unregistered post-logout URIs', async () => {
    const res = await fetch(`${app.url}/oidc/token/introspection`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'x', client_id: spa.clientId }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
    expect(await introspect('unknown-token')).toEqual({ active: false });
    // A client_credentials token has no user and no session, and is active.
    expect(await introspect(await app.adminToken())).toMatchObject({ active: true, sub: 'test-admin', client_id: 'test-admin' });
    const end = new URL(`${app.url}/oidc/session/end`);
    end.search = new URLSearchParams({ client_id: web.clientId, post_logout_redirect_uri: 'https://evil.example.com/' }).toString();
    const refused = await fetch(end, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });

  it('does not end a session on a cross-site GET or a POST without the confirmation token', async () => {
    const { jar } = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password });
    const get = await jar.fetch(`${app.url}/oidc/session/end`);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('<form method="post"');
    const forged = await jar.fetch(`${app.url}/oidc/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: 'forged' }),
    });
    expect(forged.status).toBe(200);
    const none = await jar.fetch(authUrl(web, { prompt: 'none' }));
    expect(new URL(none.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});

describe('revocation', () => {
  const revoke = (client: TestClient, token: string) =>
    fetch(`${app.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });

  it('revoking a refresh token revokes its grant; another client cannot revoke or introspect it', async () => {
    const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password });
    const other = await createClient(app, 'Traditional');
    expect((await revoke(other, tokens.refresh_token!)).status).toBe(200);
    expect((await revoke(other, tokens.access_token)).status).toBe(200);
    expect((await introspect(tokens.access_token)).active).toBe(true);
    const foreign = await fetch(`${app.url}/oidc/token/introspection`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${other.clientId}:${other.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: tokens.refresh_token! }),
    });
    expect(await foreign.json()).toEqual({ active: false });
    expect((await introspect(tokens.refresh_token!)).active).toBe(true);

    const res = await revoke(web, tokens.refresh_token!);
    expect(res.status).toBe(200);
    expect((await introspect(tokens.refresh_token!)).active).toBe(false);
    expect((await introspect(tokens.access_token)).active).toBe(false);
    const refresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('refuses unauthenticated revocation and a missing token', async () => {
    const anonymous = await fetch(`${app.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'x' }),
    });
    expect(anonymous.status).toBe(401);
    const missing = await revoke(web, '');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_request');
  });
});

describe('max_age and userinfo by POST', () => {
  it('asks for a new sign-in when the session is older than max_age, and serves userinfo to a form POST', async () => {
    const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid email' });
    // A session 50 s old meets max_age=60, not max_age=30.
    app.clock.advance(50_000);
    const young = await tokens.jar.fetch(authUrl(web, { max_age: '60' }));
    expect(new URL(young.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const stale = await tokens.jar.fetch(authUrl(web, { max_age: '30' }));
    expect(new URL(stale.headers.get('location')!).pathname).toBe('/sign-in');
    const fresh = await tokens.jar.fetch(authUrl(web, { max_age: '3600' }));
    expect(new URL(fresh.headers.get('location')!).searchParams.get('code')).toBeTruthy();

    const info = await fetch(`${app.url}/oidc/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: tokens.access_token }),
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ sub: user.id, email: user.email, email_verified: true });
  });
});
