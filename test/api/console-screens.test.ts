// What the console's screens ask of the GraphQL API (issue 46, items 7, 9 and 10): the users list's
// filters (suspended, second factor, role, organization, console administrators) and orders,
// done in the database; the dashboard's counts moving with a real sign-in and a real token
// exchange; every user's active sessions in one list, with the user, the applications' names and
// where the sign-in came from; built-in applications marked as such. Bad input is a clear error.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
const tag = randomBytes(4).toString('hex');
let web: TestClient;
let people: Record<'ada' | 'bob' | 'cy' | 'dee', TestUser>;
let roleId: string;
let organizationId: string;

const USERS = `query($search: String, $isSuspended: Boolean, $hasMfa: Boolean, $roleId: ID, $organizationId: ID,
  $isConsoleAdministrator: Boolean, $orderBy: UserOrder, $after: String, $offset: Int, $first: Int) {
  users(search: $search, isSuspended: $isSuspended, hasMfa: $hasMfa, roleId: $roleId, organizationId: $organizationId,
    isConsoleAdministrator: $isConsoleAdministrator, orderBy: $orderBy, after: $after, offset: $offset, first: $first) {
    totalCount nodes { username } pageInfo { endCursor } } }`;

async function usernames(variables: Record<string, unknown>): Promise<string[]> {
  const res = await app.graphql(USERS, { search: tag, ...variables });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.users.nodes.map((u: { username: string }) => u.username);
}

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  // Names out of creation order, so each sort is seen to do something.
  people = {
    ada: await createUser(app, `zed_${tag}`),
    bob: await createUser(app, `amy_${tag}`),
    cy: await createUser(app, `kim_${tag}`),
    dee: await createUser(app, `bea_${tag}`),
  };
  const role = await app.api('POST', '/roles', { name: `Auditors ${tag}`, description: 'reads' });
  roleId = role.body.id;
  expect((await app.api('POST', `/users/${people.bob.id}/roles`, { roleIds: [roleId] })).status).toBe(201);
  const organization = await app.api('POST', '/organizations', { name: `Org ${tag}` });
  organizationId = organization.body.id;
  expect((await app.api('POST', `/organizations/${organizationId}/users`, { userIds: [people.cy.id, people.dee.id] })).status).toBe(201);
  const suspended = await app.graphql(`mutation($id: ID!) { setUserSuspended(id: $id, isSuspended: true) { userErrors { code } } }`, { id: people.ada.id });
  expect(suspended.data.setUserSuspended.userErrors).toEqual([]);
  const totp = await app.graphql(`mutation($id: ID!) { createUserMfaVerification(userId: $id, input: { type: Totp }) { userErrors { code } } }`, {
    id: people.cy.id,
  });
  expect(totp.data.createUserMfaVerification.userErrors).toEqual([]);
});

describe('users list filters and orders', () => {
  it('filters by suspension, second factor, role and organization, each combinable with search', async () => {
    const { ada, bob, cy, dee } = people;
    expect(await usernames({ isSuspended: true })).toEqual([ada.username]);
    expect((await usernames({ isSuspended: false })).sort()).toEqual([bob, cy, dee].map((u) => u.username).sort());
    expect(await usernames({ hasMfa: true })).toEqual([cy.username]);
    expect((await usernames({ hasMfa: false })).sort()).toEqual([ada, bob, dee].map((u) => u.username).sort());
    expect(await usernames({ roleId })).toEqual([bob.username]);
    expect((await usernames({ organizationId })).sort()).toEqual([cy, dee].map((u) => u.username).sort());
    expect(await usernames({ organizationId, hasMfa: false })).toEqual([dee.username]);
    // An id naming nothing matches nobody, rather than being an error or ignored.
    expect(await usernames({ roleId: 'no-such-role' })).toEqual([]);
    const counted = await app.graphql(USERS, { search: tag, organizationId });
    expect(counted.data.users.totalCount).toBe(2);
  });

  it('lists the console administrators: the bootstrap administrator, and whoever is given a role with the Management API `all` scope', async () => {
    expect(await usernames({ isConsoleAdministrator: true })).toEqual([]);
    const admins = await app.graphql(USERS, { isConsoleAdministrator: true, search: null });
    expect(admins.errors).toBeUndefined();
    const roles = await app.api('GET', '/roles?page_size=100');
    const administrator = (roles.body as { id: string; name: string }[]).find((r) => r.name === 'Administrator');
    expect(administrator, 'the built-in Administrator role').toBeTruthy();
    await app.api('POST', `/users/${people.dee.id}/roles`, { roleIds: [administrator!.id] });
    expect(await usernames({ isConsoleAdministrator: true })).toEqual([people.dee.username]);
    expect(await usernames({ isConsoleAdministrator: false })).not.toContain(people.dee.username);
    const after = await app.graphql(USERS, { isConsoleAdministrator: true, search: null });
    expect(after.data.users.totalCount).toBe(admins.data.users.totalCount + 1);
    await app.api('DELETE', `/users/${people.dee.id}/roles/${administrator!.id}`);
  });

  it('sorts by name, creation and last sign-in, either way, paged by offset', async () => {
    const { ada, bob, cy, dee } = people;
    expect(await usernames({ orderBy: { field: 'Name', direction: 'Asc' } })).toEqual([bob, dee, cy, ada].map((u) => u.username));
    expect(await usernames({ orderBy: { field: 'Name', direction: 'Desc' } })).toEqual([ada, cy, dee, bob].map((u) => u.username));
    expect(await usernames({ orderBy: { field: 'CreatedAt', direction: 'Asc' } })).toEqual([ada, bob, cy, dee].map((u) => u.username));
    expect(await usernames({ orderBy: { field: 'CreatedAt' } })).toEqual([dee, cy, bob, ada].map((u) => u.username));
    expect(await usernames({ orderBy: { field: 'Name', direction: 'Asc' }, first: 2, offset: 2 })).toEqual([cy, ada].map((u) => u.username));

    await signInAndGetTokens(app, { ...web, username: bob.username, password: bob.password, scope: 'openid' });
    await app.clock.advance(1000);
    await signInAndGetTokens(app, { ...web, username: dee.username, password: dee.password, scope: 'openid' });
    // Never signed in: last either way.
    expect((await usernames({ orderBy: { field: 'LastSignInAt', direction: 'Desc' } })).slice(0, 2)).toEqual([dee.username, bob.username]);
    expect((await usernames({ orderBy: { field: 'LastSignInAt', direction: 'Asc' } })).slice(0, 2)).toEqual([bob.username, dee.username]);
  });

  it('refuses an after cursor with another order than newest first, and an unknown order field', async () => {
    const first = await app.graphql(USERS, { search: tag, first: 1 });
    const cursor = first.data.users.pageInfo.endCursor as string;
    const refused = await app.graphql(USERS, { search: tag, after: cursor, orderBy: { field: 'Name' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
    expect(refused.errors?.[0]?.message).toMatch(/offset/);
    const allowed = await app.graphql(USERS, { search: tag, after: cursor, orderBy: { field: 'CreatedAt', direction: 'Desc' } });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.users.nodes).toHaveLength(3);
    const unknown = await app.graphql(USERS, { search: tag, orderBy: { field: 'Password' } });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.message).toMatch(/UserOrderField/);
  });
});

const DASHBOARD = `query($since: DateTime) { consoleDashboard(since: $since) {
  since userCount signIns failedWebhookDeliveries tokenExchanges refusedTokenExchanges } }`;

describe('console dashboard', () => {
  it('counts users, sign-ins and token exchanges since a time, moving with real ones', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const before = (await app.graphql(DASHBOARD, { since })).data.consoleDashboard;
    expect(before.since).toBe(since);

    const user: TestUser = await createUser(app);
    const api = await createResource(app, { scopes: ['a', 'b'], grantTo: { userId: user.id, granted: ['a', 'b'] } });
    const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: api.indicator, scope: 'openid a' });
    const service = await app.api('POST', '/applications', {
      name: `exchanger ${tag}`,
      type: 'MachineToMachine',
      customClientMetadata: { allowTokenExchange: true },
    });
    const exchange = (scope: string) =>
      tokenRequest(app, service.body.id, service.body.secret, {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: tokens.access_token,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        resource: api.indicator,
        scope,
      });
    expect((await exchange('a')).status).toBe(200);
    expect((await exchange('a')).status).toBe(200);
    expect((await exchange('a')).status).toBe(200);

    const after = (await app.graphql(DASHBOARD, { since })).data.consoleDashboard;
    expect(after.userCount).toBe(before.userCount + 1);
    expect(after.signIns).toBe(before.signIns + 1);
    expect(after.tokenExchanges).toBe(before.tokenExchanges + 3);
    expect(after.failedWebhookDeliveries).toBe(before.failedWebhookDeliveries);
  });

  it('defaults to the start of the UTC day, and refuses a start in the future or over a year back', async () => {
    const today = (await app.graphql(DASHBOARD)).data.consoleDashboard;
    const now = app.clock.now();
    expect(today.since).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString());
    for (const since of [new Date(Date.now() + 3_600_000).toISOString(), new Date(Date.now() - 400 * 86_400_000).toISOString()]) {
      const refused = await app.graphql(DASHBOARD, { since });
      expect(refused.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
    }
  });
});

const ACTIVE = `query($first: Int, $offset: Int, $userId: ID) { activeSessions(first: $first, offset: $offset, userId: $userId) {
  totalCount nodes { id userId ip userAgent user { id username } clients { applicationId applicationName isRevoked } } } }`;

describe('all active sessions', () => {
  it("lists every user's sessions newest first, with the user, application names, IP and user agent; an ended one leaves", async () => {
    const [u1, u2] = [await createUser(app), await createUser(app)];
    await signInAndGetTokens(app, { ...web, username: u1.username, password: u1.password, scope: 'openid' });
    await signInAndGetTokens(app, { ...web, username: u2.username, password: u2.password, scope: 'openid' });
    const all = await app.graphql(ACTIVE, { first: 2 });
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
    const [newest, next] = all.data.activeSessions.nodes;
    expect(newest.user).toEqual({ id: u2.id, username: u2.username });
    expect(next.user.id).toBe(u1.id);
    expect(newest.clients).toEqual([{ applicationId: web.clientId, applicationName: expect.any(String), isRevoked: false }]);
    const named = await app.api('GET', `/applications/${web.clientId}`);
    expect(newest.clients[0].applicationName).toBe(named.body.name);
    expect(newest.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(typeof newest.userAgent).toBe('string');
    expect(all.data.activeSessions.totalCount).toBeGreaterThanOrEqual(2);

    const mine = await app.graphql(ACTIVE, { userId: u1.id });
    expect(mine.data.activeSessions.nodes.map((s: { userId: string }) => s.userId)).toEqual([u1.id]);
    const revoked = await app.graphql(`mutation($u: ID!, $s: ID!) { revokeUserSession(userId: $u, sessionId: $s) { revokedId userErrors { code } } }`, {
      u: u1.id,
      s: next.id,
    });
    expect(revoked.data.revokeUserSession.revokedId).toBe(next.id);
    const left = await app.graphql(ACTIVE, { userId: u1.id });
    expect(left.data.activeSessions).toEqual({ totalCount: 0, nodes: [] });
  });

  it('refuses a page size out of bounds as bad input', async () => {
    const refused = await app.graphql(ACTIVE, { first: 0 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
  });
});

describe('built-in applications', () => {
  it('marks the console client and the administrator client built-in, and nothing an operator made', async () => {
    const res = await app.graphql(`{ applications(first: 100) { nodes { id isAdmin isBuiltIn } } }`);
    expect(res.errors).toBeUndefined();
    const nodes = res.data.applications.nodes as { id: string; isAdmin: boolean; isBuiltIn: boolean }[];
    expect(nodes.find((a) => a.id === 'tessera-console')?.isBuiltIn).toBe(true);
    for (const a of nodes.filter((a) => a.isAdmin)) expect(a.isBuiltIn).toBe(true);
    expect(nodes.find((a) => a.id === web.clientId)?.isBuiltIn).toBe(false);
  });
});
