// Every row of the spec's "Management API operations that emit events" table, over REST and over
// GraphQL: the operation succeeds, and the receiver (verifying both signatures) gets exactly the
// row's event(s) with the documented payload. Written against the contract in
// src/events/mutation-events.ts and the bodies of REFERENCE.md; a row whose routes are not
// served yet (its area not merged) is skipped, not passed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents } from '../../src/events/catalogue.js';
import { mutationEvents } from '../../src/events/mutation-events.js';
import { routes } from '../../src/rest/routes/index.js';
import { useTestApp } from '../helpers/app.js';
import { createHook, expectSigned, fastRetries } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const app = useTestApp({ env: fastRetries });
let receiver: Receiver;
let hookId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  hookId = (await createHook(app, receiver, [...allEvents])).id;
});
afterAll(async () => {
  await receiver?.close();
});

const rand = () => randomBytes(4).toString('hex');

async function ok(method: string, path: string, body?: unknown): Promise<any> {
  const res = await app.api(method, path, body);
  if (res.status >= 300) throw new Error(`fixture ${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// Fixtures, created over REST.
const f = {
  user: async () => (await ok('POST', '/users', { username: `u_${rand()}` })).id as string,
  resource: async () => (await ok('POST', '/resources', { name: `api ${rand()}`, indicator: `https://api-${rand()}.example.com` })).id as string,
  scope: async (resourceId: string) => (await ok('POST', `/resources/${resourceId}/scopes`, { name: `read:${rand()}` })).id as string,
  role: async (scopeIds?: string[]) =>
    (await ok('POST', '/roles', { name: `role-${rand()}`, description: 'd', ...(scopeIds ? { scopeIds } : {}) })).id as string,
  organization: async () => (await ok('POST', '/organizations', { name: `org ${rand()}` })).id as string,
  m2m: async () => (await ok('POST', '/applications', { name: `m2m ${rand()}`, type: 'MachineToMachine' })).id as string,
  orgScope: async () => (await ok('POST', '/organization-scopes', { name: `org:${rand()}` })).id as string,
  orgRole: async (organizationScopeIds: string[] = []) =>
    (await ok('POST', '/organization-roles', { name: `orgrole-${rand()}`, organizationScopeIds, resourceScopeIds: [] })).id as string,
  /** An invitation and a user whose email it invites (acceptance requires the match). */
  invitation: async (organizationId: string) => {
    const invitee = `i-${rand()}@example.com`;
    const id = (await ok('POST', '/organization-invitations', { organizationId, invitee, expiresAt: Date.now() + 86_400_000 })).id as string;
    const userId = (await ok('POST', '/users', { primaryEmail: invitee })).id as string;
    return { id, userId };
  },
};

interface Case {
  /** Route params. */
  params: Record<string, string>;
  body?: unknown;
  /** GraphQL mutation and variables. */
  gql: [string, Record<string, unknown>];
  /** Expected events with their extra payload fields. */
  events: Array<{ event: string; extra?: Record<string, unknown>; data?: boolean }>;
}

interface Row {
  rest: string;
  mutation: string;
  setup: () => Promise<Case>;
}

const SEL = '{ __typename userErrors { code message } }';
/** A mutation declaring the ID! variables its call uses ($id, $a). */
const m = (call: string) => {
  const vars = ['id', 'a'].filter((v) => call.includes(`$${v}`)).map((v) => `$${v}: ID!`);
  return `mutation(${vars.join(', ')}) { ${call} ${SEL} }`;
};

const rows: Row[] = [
  {
    rest: 'POST /users',
    mutation: 'createUser',
    setup: async () => {
      const username = `u_${rand()}`;
      return {
        params: {},
        body: { username },
        gql: [`mutation($u: String) { createUser(input: { username: $u }) ${SEL} }`, { u: `g${username}` }],
        events: [{ event: 'User.Created', data: true }],
      };
    },
  },
  {
    rest: 'DELETE /users/:userId',
    mutation: 'deleteUser',
    setup: async () => ({ params: { userId: await f.user() }, gql: [m('deleteUser(id: $id)'), {}], events: [{ event: 'User.Deleted' }] }),
  },
  {
    rest: 'PATCH /users/:userId',
    mutation: 'updateUser',
    setup: async () => ({
      params: { userId: await f.user() },
      body: { name: 'N' },
      gql: [m('updateUser(id: $id, input: { name: "N" })'), {}],
      events: [{ event: 'User.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PATCH /users/:userId/custom-data',
    mutation: 'updateUserCustomData',
    setup: async () => ({
      params: { userId: await f.user() },
      body: { customData: { k: 1 } },
      gql: [m('updateUserCustomData(id: $id, customData: { k: 1 })'), {}],
      events: [{ event: 'User.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PATCH /users/:userId/profile',
    mutation: 'updateUserProfile',
    setup: async () => ({
      params: { userId: await f.user() },
      body: { profile: { givenName: 'G' } },
      gql: [m('updateUserProfile(id: $id, profile: { givenName: "G" })'), {}],
      events: [{ event: 'User.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PATCH /users/:userId/password',
    mutation: 'updateUserPassword',
    setup: async () => ({
      params: { userId: await f.user() },
      body: { password: 'a fine long password' },
      gql: [m('updateUserPassword(id: $id, password: "a fine long password")'), {}],
      events: [{ event: 'User.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PATCH /users/:userId/is-suspended',
    mutation: 'setUserSuspended',
    setup: async () => ({
      params: { userId: await f.user() },
      body: { isSuspended: true },
      gql: [m('setUserSuspended(id: $id, isSuspended: true)'), {}],
      events: [{ event: 'User.SuspensionStatus.Updated', data: true }],
    }),
  },
  {
    rest: 'POST /roles',
    mutation: 'createRole',
    setup: async () => {
      const scopeId = await f.scope(await f.resource());
      return {
        params: {},
        body: { name: `role-${rand()}`, description: 'd', scopeIds: [scopeId] },
        gql: [
          `mutation($n: String!, $s: [ID!]) { createRole(input: { name: $n, description: "d", scopeIds: $s }) ${SEL} }`,
          { n: `role-${rand()}`, s: [scopeId] },
        ],
        // roleId is the new role's: checked to be a string below
        events: [
          { event: 'Role.Created', data: true },
          { event: 'Role.Scopes.Updated', data: true },
        ],
      };
    },
  },
  {
    rest: 'DELETE /roles/:id',
    mutation: 'deleteRole',
    setup: async () => ({ params: { id: await f.role() }, gql: [m('deleteRole(id: $id)'), {}], events: [{ event: 'Role.Deleted' }] }),
  },
  {
    rest: 'PATCH /roles/:id',
    mutation: 'updateRole',
    setup: async () => ({
      params: { id: await f.role() },
      body: { description: 'new' },
      gql: [m('updateRole(id: $id, input: { description: "new" })'), {}],
      events: [{ event: 'Role.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'POST /roles/:id/scopes',
    mutation: 'addRoleScopes',
    setup: async () => {
      const id = await f.role();
      const scopeId = await f.scope(await f.resource());
      return {
        params: { id },
        body: { scopeIds: [scopeId] },
        gql: [m('addRoleScopes(id: $id, scopeIds: [$a])'), { a: scopeId }],
        events: [{ event: 'Role.Scopes.Updated', extra: { roleId: id }, data: true }],
      };
    },
  },
  {
    rest: 'DELETE /roles/:id/scopes/:scopeId',
    mutation: 'removeRoleScope',
    setup: async () => {
      const scopeId = await f.scope(await f.resource());
      const id = await f.role([scopeId]);
      return {
        params: { id, scopeId },
        gql: [m('removeRoleScope(id: $id, scopeId: $a)'), { a: scopeId }],
        events: [{ event: 'Role.Scopes.Updated', extra: { roleId: id } }],
      };
    },
  },
  {
    rest: 'POST /resources/:resourceId/scopes',
    mutation: 'createScope',
    setup: async () => {
      const resourceId = await f.resource();
      return {
        params: { resourceId },
        body: { name: `write:${rand()}`, description: 'w' },
        gql: [`mutation($id: ID!, $n: String!) { createScope(resourceId: $id, input: { name: $n }) ${SEL} }`, { id: resourceId, n: `write:${rand()}` }],
        events: [{ event: 'Scope.Created', data: true }],
      };
    },
  },
  {
    rest: 'DELETE /resources/:resourceId/scopes/:scopeId',
    mutation: 'deleteScope',
    setup: async () => {
      const resourceId = await f.resource();
      const scopeId = await f.scope(resourceId);
      return {
        params: { resourceId, scopeId },
        gql: [m('deleteScope(resourceId: $id, scopeId: $a)'), { id: resourceId, a: scopeId }],
        events: [{ event: 'Scope.Deleted' }],
      };
    },
  },
  {
    rest: 'PATCH /resources/:resourceId/scopes/:scopeId',
    mutation: 'updateScope',
    setup: async () => {
      const resourceId = await f.resource();
      const scopeId = await f.scope(resourceId);
      return {
        params: { resourceId, scopeId },
        body: { description: 'changed' },
        gql: [m('updateScope(resourceId: $id, scopeId: $a, input: { description: "changed" })'), { id: resourceId, a: scopeId }],
        events: [{ event: 'Scope.Data.Updated', data: true }],
      };
    },
  },
  {
    rest: 'POST /organizations',
    mutation: 'createOrganization',
    setup: async () => ({
      params: {},
      body: { name: `org ${rand()}`, description: 'o' },
      gql: [`mutation($n: String!) { createOrganization(input: { name: $n }) ${SEL} }`, { n: `org ${rand()}` }],
      events: [{ event: 'Organization.Created', data: true }],
    }),
  },
  {
    rest: 'DELETE /organizations/:id',
    mutation: 'deleteOrganization',
    setup: async () => ({ params: { id: await f.organization() }, gql: [m('deleteOrganization(id: $id)'), {}], events: [{ event: 'Organization.Deleted' }] }),
  },
  {
    rest: 'PATCH /organizations/:id',
    mutation: 'updateOrganization',
    setup: async () => ({
      params: { id: await f.organization() },
      body: { description: 'changed' },
      gql: [m('updateOrganization(id: $id, input: { description: "changed" })'), {}],
      events: [{ event: 'Organization.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PUT /organizations/:id/users',
    mutation: 'replaceOrganizationUsers',
    setup: async () => {
      const id = await f.organization();
      const [u1, u2] = [await f.user(), await f.user()];
      await ok('POST', `/organizations/${id}/users`, { userIds: [u1] });
      return {
        params: { id },
        body: { userIds: [u2] },
        gql: [m('replaceOrganizationUsers(id: $id, userIds: [$a])'), { a: u2 }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, addedUserIds: [u2], removedUserIds: [u1] } }],
      };
    },
  },
  {
    rest: 'POST /organizations/:id/users',
    mutation: 'addOrganizationUsers',
    setup: async () => {
      const id = await f.organization();
      const u = await f.user();
      return {
        params: { id },
        body: { userIds: [u] },
        gql: [m('addOrganizationUsers(id: $id, userIds: [$a])'), { a: u }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, addedUserIds: [u] } }],
      };
    },
  },
  {
    rest: 'DELETE /organizations/:id/users/:userId',
    mutation: 'removeOrganizationUser',
    setup: async () => {
      const id = await f.organization();
      const userId = await f.user();
      await ok('POST', `/organizations/${id}/users`, { userIds: [userId] });
      return {
        params: { id, userId },
        gql: [m('removeOrganizationUser(id: $id, userId: $a)'), { a: userId }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, removedUserIds: [userId] } }],
      };
    },
  },
  {
    rest: 'PUT /organizations/:id/applications',
    mutation: 'replaceOrganizationApplications',
    setup: async () => {
      const id = await f.organization();
      const [a1, a2] = [await f.m2m(), await f.m2m()];
      await ok('POST', `/organizations/${id}/applications`, { applicationIds: [a1] });
      return {
        params: { id },
        body: { applicationIds: [a2] },
        gql: [m('replaceOrganizationApplications(id: $id, applicationIds: [$a])'), { a: a2 }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, addedApplicationIds: [a2], removedApplicationIds: [a1] } }],
      };
    },
  },
  {
    rest: 'POST /organizations/:id/applications',
    mutation: 'addOrganizationApplications',
    setup: async () => {
      const id = await f.organization();
      const a = await f.m2m();
      return {
        params: { id },
        body: { applicationIds: [a] },
        gql: [m('addOrganizationApplications(id: $id, applicationIds: [$a])'), { a }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, addedApplicationIds: [a] } }],
      };
    },
  },
  {
    rest: 'DELETE /organizations/:id/applications/:applicationId',
    mutation: 'removeOrganizationApplication',
    setup: async () => {
      const id = await f.organization();
      const applicationId = await f.m2m();
      await ok('POST', `/organizations/${id}/applications`, { applicationIds: [applicationId] });
      return {
        params: { id, applicationId },
        gql: [m('removeOrganizationApplication(id: $id, applicationId: $a)'), { a: applicationId }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId: id, removedApplicationIds: [applicationId] } }],
      };
    },
  },
  {
    rest: 'PUT /organization-invitations/:id/status',
    mutation: 'setOrganizationInvitationStatus',
    setup: async () => {
      const organizationId = await f.organization();
      const { id, userId } = await f.invitation(organizationId);
      return {
        params: { id },
        body: { status: 'Accepted', acceptedUserId: userId },
        gql: [m('setOrganizationInvitationStatus(id: $id, input: { status: Accepted, acceptedUserId: $a })'), { a: userId }],
        events: [{ event: 'Organization.Membership.Updated', extra: { organizationId, addedUserIds: [userId] } }],
      };
    },
  },
  {
    rest: 'POST /organization-roles',
    mutation: 'createOrganizationRole',
    setup: async () => {
      const scopeId = await f.orgScope();
      return {
        params: {},
        body: { name: `orgrole-${rand()}`, organizationScopeIds: [scopeId], resourceScopeIds: [] },
        gql: [
          `mutation($n: String!, $s: [ID!]) { createOrganizationRole(input: { name: $n, organizationScopeIds: $s }) ${SEL} }`,
          { n: `orgrole-${rand()}`, s: [scopeId] },
        ],
        events: [{ event: 'OrganizationRole.Created', data: true }, { event: 'OrganizationRole.Scopes.Updated' }],
      };
    },
  },
  {
    rest: 'DELETE /organization-roles/:id',
    mutation: 'deleteOrganizationRole',
    setup: async () => ({
      params: { id: await f.orgRole() },
      gql: [m('deleteOrganizationRole(id: $id)'), {}],
      events: [{ event: 'OrganizationRole.Deleted' }],
    }),
  },
  {
    rest: 'PATCH /organization-roles/:id',
    mutation: 'updateOrganizationRole',
    setup: async () => ({
      params: { id: await f.orgRole() },
      body: { description: 'changed' },
      gql: [m('updateOrganizationRole(id: $id, input: { description: "changed" })'), {}],
      events: [{ event: 'OrganizationRole.Data.Updated', data: true }],
    }),
  },
  {
    rest: 'PUT /organization-roles/:id/scopes',
    mutation: 'replaceOrganizationRoleScopes',
    setup: async () => {
      const id = await f.orgRole();
      const s = await f.orgScope();
      return {
        params: { id },
        body: { organizationScopeIds: [s] },
        gql: [m('replaceOrganizationRoleScopes(id: $id, organizationScopeIds: [$a])'), { a: s }],
        events: [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: id } }],
      };
    },
  },
  {
    rest: 'POST /organization-roles/:id/scopes',
    mutation: 'addOrganizationRoleScopes',
    setup: async () => {
      const id = await f.orgRole();
      const s = await f.orgScope();
      return {
        params: { id },
        body: { organizationScopeIds: [s] },
        gql: [m('addOrganizationRoleScopes(id: $id, organizationScopeIds: [$a])'), { a: s }],
        events: [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: id } }],
      };
    },
  },
  {
    rest: 'DELETE /organization-roles/:id/scopes/:organizationScopeId',
    mutation: 'removeOrganizationRoleScope',
    setup: async () => {
      const organizationScopeId = await f.orgScope();
      const id = await f.orgRole([organizationScopeId]);
      return {
        params: { id, organizationScopeId },
        gql: [m('removeOrganizationRoleScope(id: $id, organizationScopeId: $a)'), { a: organizationScopeId }],
        events: [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: id } }],
      };
    },
  },
  {
    rest: 'POST /organization-scopes',
    mutation: 'createOrganizationScope',
    setup: async () => ({
      params: {},
      body: { name: `org:${rand()}`, description: 's' },
      gql: [`mutation($n: String!) { createOrganizationScope(input: { name: $n }) ${SEL} }`, { n: `org:${rand()}` }],
      events: [{ event: 'OrganizationScope.Created', data: true }],
    }),
  },
  {
    rest: 'DELETE /organization-scopes/:id',
    mutation: 'deleteOrganizationScope',
    setup: async () => ({
      params: { id: await f.orgScope() },
      gql: [m('deleteOrganizationScope(id: $id)'), {}],
      events: [{ event: 'OrganizationScope.Deleted' }],
    }),
  },
  {
    rest: 'PATCH /organization-scopes/:id',
    mutation: 'updateOrganizationScope',
    setup: async () => ({
      params: { id: await f.orgScope() },
      body: { description: 'changed' },
      gql: [m('updateOrganizationScope(id: $id, input: { description: "changed" })'), {}],
      events: [{ event: 'OrganizationScope.Data.Updated', data: true }],
    }),
  },
];

/** Waits until every delivery has its outcome (so was received), so events of the fixtures are out of the way. */
async function quiet() {
  await outboxSettled(app);
  receiver.received.length = 0;
}

/** Waits until `count` events arrived and the outbox has settled, so an extra one would be here too. */
async function settle(count: number) {
  await receiver.waitFor((all) => all.length >= count, 10_000);
  await outboxSettled(app);
  return receiver.received.map((r) => r.json);
}

const served = (rest: string) => routes.some((r) => `${r.method} ${r.path}` === rest);

function expectEvents(got: any[], c: Case, front: 'rest' | 'graphql', matchedRoute: string, method: string, status: number, responseBody?: unknown) {
  expect(got.map((e) => e.event).sort()).toEqual(c.events.map((e) => e.event).sort());
  const path = matchedRoute.replace(/:(\w+)/g, (_, name: string) => c.params[name]!);
  for (const expected of c.events) {
    const payload = got.find((e) => e.event === expected.event);
    expect(payload).toMatchObject({ hookId, event: expected.event, method, path, matchedRoute, status, params: c.params, ...(expected.extra ?? {}) });
    expect(payload.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    if (expected.event === 'Organization.Membership.Updated') {
      for (const key of ['addedUserIds', 'removedUserIds', 'addedApplicationIds', 'removedApplicationIds']) {
        if (!expected.extra?.[key]) expect(payload, key).not.toHaveProperty(key);
      }
    }
    if (expected.event === 'Role.Scopes.Updated' && !expected.extra) expect(payload.roleId).toBeTypeOf('string');
    if (expected.event === 'OrganizationRole.Scopes.Updated' && !expected.extra) expect(payload.organizationRoleId).toBeTypeOf('string');
    if (status === 204) expect(payload).not.toHaveProperty('data');
    if (expected.data) {
      expect(payload.data, `${front} ${expected.event} data`).toBeDefined();
      // The main event's data is the REST response body.
      if (front === 'rest' && expected === c.events[0]) expect(payload.data).toEqual(responseBody);
    }
  }
}

describe('the operation table', () => {
  it('has 34 rows, each mapped in mutation-events.ts', () => {
    expect(rows).toHaveLength(34);
    for (const row of rows) expect(mutationEvents[row.mutation]?.rest, row.mutation).toBe(row.rest);
    expect(new Set(rows.map((r) => r.rest)).size).toBe(34);
  });

  for (const row of rows) {
    const [method, matchedRoute] = row.rest.split(' ') as [string, string];
    const status = mutationEvents[row.mutation]!.status;

    it.skipIf(!served(row.rest))(`REST ${row.rest}`, async () => {
      const c = await row.setup();
      await quiet();
      const path = matchedRoute.replace(/:(\w+)/g, (_, name: string) => c.params[name]!);
      const res = await app.api(method, path, c.body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      const got = await settle(c.events.length);
      expectEvents(got, c, 'rest', matchedRoute, method, status, res.body);
      expectSigned(receiver.received);
    });

    it.skipIf(!served(row.rest))(`GraphQL ${row.mutation}`, async () => {
      const c = await row.setup();
      await quiet();
      const [query, vars] = c.gql;
      const res = await app.graphql(query, { ...(query.includes('$id') ? { id: c.params.id ?? c.params.userId } : {}), ...vars });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect((Object.values(res.data)[0] as any).userErrors).toEqual([]);
      const got = await settle(c.events.length);
      expectEvents(got, c, 'graphql', matchedRoute, method, status);
      expectSigned(receiver.received);
    });
  }
});

describe('operations that change nothing or fail emit nothing', () => {
  it.skipIf(!served('PUT /organizations/:id/users'))('a PUT that leaves the member set as it was, and failing calls, write no outbox row', async () => {
    const org = await f.organization();
    const [u1, u2] = [await f.user(), await f.user()];
    await ok('POST', `/organizations/${org}/users`, { userIds: [u1, u2] });
    const role = await f.role();
    await quiet();
    const before = await app.running.services.db.selectFrom('hook_deliveries').select('id').execute();

    expect((await app.api('PUT', `/organizations/${org}/users`, { userIds: [u2, u1] })).status).toBe(204);
    const same = await app.graphql(`mutation($id: ID!, $u: [ID!]!) { replaceOrganizationUsers(id: $id, userIds: $u) ${SEL} }`, { id: org, u: [u1, u2] });
    expect(same.data.replaceOrganizationUsers.userErrors).toEqual([]);
    expect((await app.api('POST', '/roles', { name: (await ok('GET', `/roles/${role}`)).name })).status).toBe(422);
    expect((await app.api('PATCH', '/organizations/nope', { description: 'x' })).status).toBe(404);
    expect((await app.api('POST', `/roles/${role}/scopes`, { scopeIds: ['nope'] })).status).toBeGreaterThanOrEqual(400);
    expect((await app.api('DELETE', '/organization-scopes/nope')).status).toBe(404);

    // Anything these calls wrote to the outbox has been sent.
    await outboxSettled(app);
    expect(receiver.received).toHaveLength(0);
    expect(await app.running.services.db.selectFrom('hook_deliveries').select('id').execute()).toHaveLength(before.length);
  });
});
