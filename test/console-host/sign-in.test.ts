// Issue 14: the console's sign-in through Tessera's own OIDC, as the SPA does it. A public
// client (no secret) with S256 PKCE asks for the Management API with scope `all`; only users
// holding the built-in Administrator role get `all`, and the Management API refuses the others.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ROLE_NAME, CONSOLE_CLIENT_ID } from '../../src/domain/instance/bootstrap.js';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let admin: TestUser;
let plain: TestUser;
let redirectUri: string;
let administratorRoleId: string;

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, any>;

beforeAll(async () => {
  redirectUri = `${app.url}/console/callback`;
  admin = await createUser(app);
  plain = await createUser(app);
  const roles = await app.api('GET', `/roles?search=${encodeURIComponent(ADMINISTRATOR_ROLE_NAME)}`);
  administratorRoleId = (roles.body as any[]).find((r) => r.name === ADMINISTRATOR_ROLE_NAME).id;
  expect((await app.api('POST', `/users/${admin.id}/roles`, { roleIds: [administratorRoleId] })).status).toBe(201);
});

/** The SPA's flow: /oidc/auth → sign-in page → /console/callback?code → /oidc/token without a secret. */
async function consoleSignIn(user: TestUser) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const { jar, callback } = await browserSignIn(app, {
    clientId: CONSOLE_CLIENT_ID,
    redirectUri,
    username: user.username,
    password: user.password,
    resource: app.config.managementApiResource,
    scope: 'openid profile all',
    challenge,
    state,
    nonce,
  });
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code')!;
  expect(code).toBeTruthy();
  const token = await tokenRequest(app, CONSOLE_CLIENT_ID, undefined, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    resource: app.config.managementApiResource,
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return { jar, nonce, tokens: token.body as { access_token: string; id_token: string; scope: string; refresh_token?: string } };
}

const graphql = (accessToken: string, query = '{ users(first: 1) { totalCount } }') =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

describe('an administrator', () => {
  it('signs in with code + S256 PKCE and no secret, and gets a Management API token with `all` that /graphql accepts', async () => {
    const { tokens, nonce } = await consoleSignIn(admin);
    const access = claimsOf(tokens.access_token);
    expect(access).toMatchObject({ sub: admin.id, aud: app.config.managementApiResource, client_id: CONSOLE_CLIENT_ID, iss: app.config.issuer });
    expect(access.scope.split(' ')).toContain('all');
    // The answer's scope is the access token's own (RFC 6749 §5.1).
    expect(tokens.scope.split(' ')).toContain('all');
    expect(tokens.scope.split(' ')).not.toContain('openid');

    // The ID token carries the profile claims of the profile scope (OIDC Core §5.4) and how
    // the administrator signed in (amr); the SPA's header still reads the name through the
    // Management API it now holds, user(id: sub).
    const id = claimsOf(tokens.id_token);
    expect(id).toMatchObject({ sub: admin.id, aud: CONSOLE_CLIENT_ID, nonce, iss: app.config.issuer, username: admin.username, amr: ['pwd'] });
    for (const claim of ['at_hash', 'auth_time', 'exp', 'iat', 'sid']) expect(id, claim).toHaveProperty(claim);

    const res = await graphql(tokens.access_token, `{ users(first: 1) { totalCount } user(id: "${id.sub}") { username name } }`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.users.totalCount).toBeGreaterThanOrEqual(2);
    expect(body.data.user).toEqual({ username: admin.username, name: `Name of ${admin.username}` });
  });

  it('is refused without PKCE: the console client is public', async () => {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({ response_type: 'code', client_id: CONSOLE_CLIENT_ID, redirect_uri: redirectUri, scope: 'openid' }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const location = res.headers.get('location');
    // Either the error goes back to the registered redirect URI or the endpoint answers it.
    if (location) expect(new URL(location).searchParams.get('error')).toBe('invalid_request');
    else expect(res.status).toBe(400);
  });

  it('signs out at /oidc/session/end with id_token_hint and post_logout_redirect_uri {BASE_URL}/console/', async () => {
    const { jar, tokens } = await consoleSignIn(admin);
    const end = new URL(`${app.url}/oidc/session/end`);
    end.search = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${app.url}/console/`, state: 'bye' }).toString();
    const res = await jar.fetch(end);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${app.url}/console/?state=bye`);

    // The session is over: its Management API token no longer works, and prompt=none gets no code.
    expect((await graphql(tokens.access_token)).status).toBe(401);
    const { challenge } = pkcePair();
    const silent = new URL(`${app.url}/oidc/auth`);
    silent.search = new URLSearchParams({
      response_type: 'code',
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: redirectUri,
      scope: 'openid',
      prompt: 'none',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const again = await jar.fetch(silent);
    expect(new URL(again.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });

  it('cannot return to an unregistered post-logout URI', async () => {
    const { jar, tokens } = await consoleSignIn(admin);
    const end = new URL(`${app.url}/oidc/session/end`);
    end.search = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/console/' }).toString();
    const res = await jar.fetch(end);
    expect(res.status).toBe(400);
  });
});

describe('a user without the Administrator role', () => {
  it('gets a token without `all`, which /graphql and /api answer with 403', async () => {
    const { tokens } = await consoleSignIn(plain);
    const access = claimsOf(tokens.access_token);
    expect(access.aud).toBe(app.config.managementApiResource);
    expect((access.scope ?? '').split(' ')).not.toContain('all');
    expect(tokens.scope.split(' ')).not.toContain('all');

    const res = await graphql(tokens.access_token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ message: 'the access token lacks the "all" scope (or a narrower Management API scope)', extensions: { code: 'FORBIDDEN' } }],
    });

    const rest = await fetch(`${app.url}/api/users`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ code: 'auth.forbidden', message: 'the access token lacks the "all" scope (or a narrower Management API scope)' });
  });

  it('gets `all` once granted the role, and loses it when the role is taken away', async () => {
    const other = await createUser(app);
    expect((await app.api('POST', `/users/${other.id}/roles`, { roleIds: [administratorRoleId] })).status).toBe(201);
    const granted = await consoleSignIn(other);
    expect(claimsOf(granted.tokens.access_token).scope.split(' ')).toContain('all');
    expect((await app.api('DELETE', `/users/${other.id}/roles/${administratorRoleId}`)).status).toBe(204);
    const after = await consoleSignIn(other);
    expect((claimsOf(after.tokens.access_token).scope ?? '').split(' ')).not.toContain('all');
  });
});

it('another client is not given Management API user tokens, even for an administrator', async () => {
  const created = await app.api('POST', '/applications', {
    name: 'not the console',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: ['http://127.0.0.1:9/cb'] },
  });
  expect(created.status).toBe(200);
  const { challenge } = pkcePair();
  const jar = new CookieJar();
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: created.body.id,
    redirect_uri: 'http://127.0.0.1:9/cb',
    scope: 'openid all',
    resource: app.config.managementApiResource,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await jar.fetch(url);
  const location = new URL(res.headers.get('location')!, app.url);
  expect(location.searchParams.get('error')).toBe('invalid_target');
});
