// Management API tokens (issue 12, findings 3 and 4): a token that was revoked, whose user was
// suspended, whose session ended or whose application was deleted is refused at once on REST and
// GraphQL; and only applications an operator allowed may obtain one for a signed-in user.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_ID, useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let management: string;
let adminUser: TestUser;

async function asBearer(token: string) {
  const rest = await fetch(`${app.url}/api/applications`, { headers: { authorization: `Bearer ${token}` } });
  const graphql = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ applications(first: 1) { totalCount } }' }),
  });
  return { rest: rest.status, graphql: graphql.status };
}

async function revoke(client: { clientId: string; clientSecret?: string }, token: string) {
  const res = await fetch(`${app.url}/oidc/token/revocation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  expect(res.status).toBe(200);
}

/** A Traditional application the operator allowed to request the Management API for its users. */
async function allowedWebApp(): Promise<TestClient> {
  const client = await createClient(app, 'Traditional');
  const patched = await app.api('PATCH', `/applications/${client.clientId}`, { customClientMetadata: { allowManagementApi: true } });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.customClientMetadata.allowManagementApi).toBe(true);
  return client;
}

async function managementUserToken(client: TestClient, user: TestUser) {
  return signInAndGetTokens(app, { ...client, username: user.username, password: user.password, scope: 'openid all', resource: management });
}

/** A user holding the Management API's `all` scope through a role. */
async function createAdminUser(): Promise<TestUser> {
  const user = await createUser(app);
  const resources = await app.api('GET', '/resources');
  const resource = (resources.body as any[]).find((r) => r.isManagement);
  const scopes = await app.api('GET', `/resources/${resource.id}/scopes`);
  const all = (scopes.body as any[]).find((s) => s.name === 'all');
  const role = await app.api('POST', '/roles', { name: `admins ${user.username}`, description: 'admins', scopeIds: [all.id] });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  expect((await app.api('POST', `/users/${user.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
  return user;
}

beforeAll(async () => {
  management = app.config.managementApiResource;
  adminUser = await createAdminUser();
});

describe('Management API token state (finding 3)', () => {
  it('a revoked admin token is refused on REST and GraphQL', async () => {
    const issued = await tokenRequest(app, ADMIN_CLIENT_ID, app.adminSecret, { grant_type: 'client_credentials', resource: management, scope: 'all' });
    const token = issued.body.access_token as string;
    expect(await asBearer(token)).toEqual({ rest: 200, graphql: 200 });
    await revoke({ clientId: ADMIN_CLIENT_ID, clientSecret: app.adminSecret }, token);
    expect(await asBearer(token)).toEqual({ rest: 401, graphql: 401 });
  });

  it("a suspended user's token is refused", async () => {
    const user = await createAdminUser();
    const client = await allowedWebApp();
    const { access_token } = await managementUserToken(client, user);
    expect(await asBearer(access_token)).toEqual({ rest: 200, graphql: 200 });
    expect((await app.api('PATCH', `/users/${user.id}/is-suspended`, { isSuspended: true })).status).toBe(200);
    expect(await asBearer(access_token)).toEqual({ rest: 401, graphql: 401 });
  });

  it('a token whose sign-in session ended is refused', async () => {
    const client = await allowedWebApp();
    const tokens = await managementUserToken(client, adminUser);
    expect(await asBearer(tokens.access_token)).toEqual({ rest: 200, graphql: 200 });
    const end = new URL(`${app.url}/oidc/session/end`);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    expect((await tokens.jar.fetch(end)).status).toBe(200);
    expect(await asBearer(tokens.access_token)).toEqual({ rest: 401, graphql: 401 });
  });

  it("a deleted application's tokens are refused (user and machine-to-machine)", async () => {
    const client = await allowedWebApp();
    const { access_token } = await managementUserToken(client, adminUser);
    const m2m = await createClient(app, 'MachineToMachine');
    const roles = await app.api('GET', '/roles');
    const adminRole = (roles.body as any[]).find((r) => r.name === 'Management API access');
    expect((await app.api('POST', `/applications/${m2m.clientId}/roles`, { roleIds: [adminRole.id] })).status).toBeLessThan(300);
    const machine = await tokenRequest(app, m2m.clientId, m2m.clientSecret, { grant_type: 'client_credentials', resource: management, scope: 'all' });
    expect(machine.status, JSON.stringify(machine.body)).toBe(200);
    expect(await asBearer(access_token)).toEqual({ rest: 200, graphql: 200 });
    expect(await asBearer(machine.body.access_token)).toEqual({ rest: 200, graphql: 200 });
    expect((await app.api('DELETE', `/applications/${client.clientId}`)).status).toBe(204);
    expect((await app.api('DELETE', `/applications/${m2m.clientId}`)).status).toBe(204);
    expect(await asBearer(access_token)).toEqual({ rest: 401, graphql: 401 });
    expect(await asBearer(machine.body.access_token)).toEqual({ rest: 401, graphql: 401 });
  });
});

describe('who may request the Management API for a user (finding 4)', () => {
  function authUrl(client: TestClient, params: Record<string, string>) {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({ response_type: 'code', client_id: client.clientId, redirect_uri: client.redirectUri, ...params }).toString();
    return url;
  }

  it('a public SPA gets invalid_target at /oidc/auth, even with a live admin session and prompt=none', async () => {
    const web = await allowedWebApp();
    const { jar } = await managementUserToken(web, adminUser);
    const spa = await createClient(app, 'SPA');
    const { challenge } = pkcePair();
    const res = await jar.fetch(
      authUrl(spa, { prompt: 'none', scope: 'openid all', resource: management, state: 's1', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error')).toBe('invalid_target');
    expect(location.searchParams.get('state')).toBe('s1');
  });

  it('a client without the flag gets invalid_target at /oidc/token when the authorization request named no resource', async () => {
    const web = await createClient(app, 'Traditional');
    const { verifier, challenge } = pkcePair();
    const callback = await followSignIn(
      app,
      new CookieJar(),
      authUrl(web, { scope: 'openid all', state: 's2', code_challenge: challenge, code_challenge_method: 'S256' }),
      adminUser,
    );
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const res = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
      resource: management,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_target');
  });

  it('an allowed application gets its token; the flag is readable and settable over GraphQL too', async () => {
    const web = await allowedWebApp();
    const { access_token } = await managementUserToken(web, adminUser);
    const users = await fetch(`${app.url}/api/users`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(users.status).toBe(200);
    const off = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { customClientMetadata: { allowManagementApi: false } }) {
        application { customClientMetadata { allowManagementApi } } userErrors { code } } }`,
      { id: web.clientId },
    );
    expect(off.data.updateApplication.application.customClientMetadata.allowManagementApi).toBe(false);
    // Turned off: the tokens it already holds stop working, and no new ones are issued.
    expect(await asBearer(access_token)).toEqual({ rest: 401, graphql: 401 });
    await expect(managementUserToken(web, adminUser)).rejects.toThrow();
  });
});
