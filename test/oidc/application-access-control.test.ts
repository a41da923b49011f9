// Application-level access control: GET/PUT /api/applications/:id/access-control (and GraphQL),
// enforced at sign-in (the client gets error=access_denied at its redirect URI), at every
// refresh, and at token exchange by the restricting application (403 access_denied), each
// saying why. Users are allowed one by one, by role, by organization or by organization role.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let allowed: TestUser;
let byRole: TestUser;
let byOrgRole: TestUser;
let stranger: TestUser;
let roleId: string;
let org: string;
let orgRole: string;
let api: { id: string; indicator: string };

const tag = () => randomBytes(4).toString('hex');

async function ok(method: string, path: string, body?: unknown) {
  const res = await app.api(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  [allowed, byRole, byOrgRole, stranger] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
  api = await createResource(app, { scopes: ['a'], grantTo: { userId: byRole.id, granted: ['a'] } });
  const roles = (await ok('GET', `/users/${byRole.id}/roles`)) as Array<{ id: string }>;
  roleId = roles[0]!.id;
  org = (await ok('POST', '/organizations', { name: `org ${tag()}` })).id;
  orgRole = (await ok('POST', '/organization-roles', { name: `r-${tag()}` })).id;
  const otherOrgRole = (await ok('POST', '/organization-roles', { name: `o-${tag()}` })).id;
  await ok('POST', `/organizations/${org}/users`, { userIds: [byOrgRole.id, stranger.id] });
  await ok('POST', `/organizations/${org}/users/${byOrgRole.id}/roles`, { organizationRoleIds: [orgRole] });
  // The stranger is a member too, but with another role: not allowed by the organization-role rule.
  await ok('POST', `/organizations/${org}/users/${stranger.id}/roles`, { organizationRoleIds: [otherOrgRole] });
});

async function signInOutcome(client: TestClient, user: TestUser) {
  const { challenge } = pkcePair();
  const { callback } = await browserSignIn(app, {
    ...client,
    username: user.username,
    password: user.password,
    challenge,
    state: 'st',
    scope: 'openid offline_access',
  });
  return callback;
}

describe('application access control', () => {
  it('is off by default and validates what it is given', async () => {
    expect((await app.api('GET', `/applications/${web.clientId}/access-control`)).body).toEqual({
      enabled: false,
      userIds: [],
      userRoleIds: [],
      organizationIds: [],
      organizationRoleRules: [],
    });
    expect((await app.api('GET', '/applications/nope/access-control')).status).toBe(404);
    // Sizes count distinct ids and are checked list by list in this order, before any id is looked up.
    const ids = (prefix: string) => Array.from({ length: 1001 }, (_, i) => `${prefix}${i}`);
    const tooMany = await app.api('PUT', `/applications/${web.clientId}/access-control`, { organizationIds: ids('o'), userRoleIds: ids('r') });
    expect([tooMany.status, tooMany.body.message, tooMany.body.data?.field]).toEqual([400, 'userRoleIds may name at most 1000 ids', ['userRoleIds']]);
    const repeated = await app.api('PUT', `/applications/${web.clientId}/access-control`, { userIds: [...ids('u').slice(0, 1000), 'u0'] });
    expect(repeated.body.message).toBe('userIds names unknown ids: ' + ids('u').slice(0, 1000).join(', '));
    const unknown = await app.api('PUT', `/applications/${web.clientId}/access-control`, { userIds: ['nobody'] });
    expect(unknown.status).toBe(404);
    const empty = await app.api('PUT', `/applications/${web.clientId}/access-control`, {
      organizationRoleRules: [{ organizationId: org, organizationRoleIds: [] }],
    });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('application.invalid_access_control_rule');
    // Nothing was written by the refused requests.
    expect((await app.api('GET', `/applications/${web.clientId}/access-control`)).body.userIds).toEqual([]);
  });

  it('is switched by the application PATCH as the compatible API does, keeping its rules', async () => {
    const other = await createClient(app, 'Traditional');
    expect((await ok('GET', `/applications/${other.clientId}`)).appLevelAccessControlEnabled).toBe(false);
    await ok('PUT', `/applications/${other.clientId}/access-control`, { userIds: [allowed.id] });
    const on = await app.api('PATCH', `/applications/${other.clientId}`, { appLevelAccessControlEnabled: true });
    expect(on.status).toBe(200);
    expect(on.body.appLevelAccessControlEnabled).toBe(true);
    expect(await ok('GET', `/applications/${other.clientId}/access-control`)).toMatchObject({ enabled: true, userIds: [allowed.id] });
    const wrong = await app.api('PATCH', `/applications/${other.clientId}`, { appLevelAccessControlEnabled: 'yes' });
    expect(wrong.status).toBe(400);
    const off = await app.api('PATCH', `/applications/${other.clientId}`, { appLevelAccessControlEnabled: false });
    expect(off.body.appLevelAccessControlEnabled).toBe(false);
    expect(await ok('GET', `/applications/${other.clientId}/access-control`)).toMatchObject({ enabled: false, userIds: [allowed.id] });
  });

  it('refuses sign-in of a user it does not allow, with access_denied at the redirect URI', async () => {
    const put = await app.api('PUT', `/applications/${web.clientId}/access-control`, {
      enabled: true,
      userIds: [allowed.id],
      userRoleIds: [roleId],
      organizationRoleRules: [{ organizationId: org, organizationRoleIds: [orgRole] }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      enabled: true,
      userIds: [allowed.id],
      userRoleIds: [roleId],
      organizationRoleRules: [{ organizationId: org, organizationRoleIds: [orgRole] }],
    });

    for (const user of [allowed, byRole, byOrgRole]) {
      const callback = await signInOutcome(web, user);
      expect(callback.searchParams.get('code'), `${user.username}: ${callback}`).toBeTruthy();
    }
    const refused = await signInOutcome(web, stranger);
    expect(refused.searchParams.get('code')).toBeNull();
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(refused.searchParams.get('error_description')).toContain('not allowed to use this application');
    expect(refused.searchParams.get('state')).toBe('st');

    // Another application without access control still lets the stranger in.
    const open = await createClient(app, 'Traditional');
    expect((await signInOutcome(open, stranger)).searchParams.get('code')).toBeTruthy();
    // Organization membership as a whole: the stranger is a member of org.
    await ok('PUT', `/applications/${web.clientId}/access-control`, { organizationIds: [org] });
    expect((await signInOutcome(web, stranger)).searchParams.get('code')).toBeTruthy();
    const graphql = await app.graphql(`query($id: ID!) { applicationAccessControl(applicationId: $id) { enabled organizationIds userIds } }`, {
      id: web.clientId,
    });
    expect(graphql.data.applicationAccessControl).toEqual({ enabled: true, organizationIds: [org], userIds: [] });
  });

  it('refuses the refresh once the user is taken off the list', async () => {
    await ok('PUT', `/applications/${web.clientId}/access-control`, { enabled: true, userIds: [allowed.id] });
    const tokens = await signInAndGetTokens(app, { ...web, username: allowed.username, password: allowed.password });
    await ok('PUT', `/applications/${web.clientId}/access-control`, { userIds: [] });
    const refused = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'access_denied', error_description: expect.stringContaining('not allowed to use this application') });
    // Turned off: the same refresh token works (the refusal did not use it up).
    await ok('PUT', `/applications/${web.clientId}/access-control`, { enabled: false });
    expect((await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(200);
  });

  it('refuses a token exchange by the restricting application for a user it does not allow', async () => {
    const backend = await ok('POST', '/applications', {
      name: `backend ${tag()}`,
      type: 'MachineToMachine',
      customClientMetadata: { allowTokenExchange: true },
    });
    await ok('PUT', `/applications/${backend.id}/access-control`, { enabled: true, userRoleIds: [roleId] });
    const exchange = async (user: TestUser) => {
      const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: api.indicator, scope: 'openid a' });
      return tokenRequest(app, backend.id, backend.secret, {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: tokens.access_token,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        resource: api.indicator,
        scope: 'a',
      });
    };
    const granted = await exchange(byRole);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const refused = await exchange(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'access_denied', error_description: expect.stringContaining('not allowed to use this application') });
    // The refusal is in the exchange audit with its reason.
    const audit = await app.api('GET', `/token-exchange/audit?applicationId=${backend.id}`);
    expect(JSON.stringify(audit.body)).toContain('not allowed to use this application');
  });
});
