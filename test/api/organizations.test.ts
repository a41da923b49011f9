import { describe, expect, it } from 'vitest';
import { provisionOrganizationsByEmailDomain } from '../../src/domain/federation/organizations-jit.js';
import { useTestApp } from '../helpers/app.js';
import { createApplication, createUser } from './organizations-fixtures.js';

const app = useTestApp();

const ids = (list: Array<{ id: string }>) => list.map((x) => x.id).sort();
const sorted = (list: string[]) => [...list].sort();
const CHANGE = 'membershipChange { organizationId addedUserIds removedUserIds addedApplicationIds removedApplicationIds }';

async function newOrganization(name = 'Acme'): Promise<string> {
  const res = await app.api('POST', '/organizations', { name });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('organizations over REST', () => {
  it('creates, lists, reads, updates and deletes an organization', async () => {
    const created = await app.api('POST', '/organizations', { name: 'Globex', description: 'A company', customData: { tier: 'gold' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Globex', description: 'A company', customData: { tier: 'gold' }, jitEmailDomains: [] });
    expect(typeof created.body.createdAt).toBe('number');
    const id = created.body.id as string;

    const got = await app.api('GET', `/organizations/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.name).toBe('Globex');

    const list = await app.api('GET', '/organizations?q=Globex');
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('1');
    expect(list.body[0].id).toBe(id);

    const patched = await app.api('PATCH', `/organizations/${id}`, { name: 'Globex Corp', customData: { tier: 'silver' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Globex Corp', description: 'A company', customData: { tier: 'silver' } });

    const cleared = await app.api('PATCH', `/organizations/${id}`, { description: null });
    expect(cleared.body.description).toBeNull();

    expect((await app.api('DELETE', `/organizations/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/organizations/${id}`)).status).toBe(404);
    const again = await app.api('DELETE', `/organizations/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('entity.not_found');
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    expect((await app.api('POST', '/organizations', {})).status).toBe(400);
    const blank = await app.api('POST', '/organizations', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('guard.invalid_input');
    expect([blank.body.message, blank.body.data?.field]).toEqual(['name must be 1 to 128 characters', ['name']]);
    const long = await app.api('POST', '/organizations', { name: ` ${'x'.repeat(129)} ` });
    expect([long.status, long.body.message, long.body.data?.field]).toEqual([400, 'name must be 1 to 128 characters', ['name']]);
    const spaced = await app.api('POST', '/organization-scopes', { name: ' read all ' });
    expect([spaced.status, spaced.body.message, spaced.body.data?.field]).toEqual([400, 'name must not contain whitespace', ['name']]);
    const blankScope = await app.api('POST', '/organization-scopes', { name: '  ' });
    expect([blankScope.status, blankScope.body.message]).toEqual([400, 'name must be 1 to 128 characters']);
    expect((await app.api('POST', '/organizations', { name: 'x', customData: 'nope' })).status).toBe(400);
    expect((await app.api('POST', '/organizations', { name: 'x', unknown: 1 })).status).toBe(400);
    expect((await app.api('PATCH', '/organizations/nope', { name: 'x' })).status).toBe(404);
    expect((await app.api('PATCH', '/organizations/nope', { name: null })).status).toBe(400);
    expect((await app.api('GET', '/organizations/nope/users')).status).toBe(404);
    expect((await app.api('POST', '/organizations/nope/users', { userIds: ['x'] })).status).toBe(404);
    expect((await app.api('PUT', '/organizations/nope/users', { userIds: [] })).status).toBe(404);
    expect((await app.api('GET', '/organizations?page_size=0')).status).toBe(400);
  });
});

describe('organization membership', () => {
  it('adds, lists, replaces and removes users with an exact diff', async () => {
    const org = await newOrganization();
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];

    const added = await app.api('POST', `/organizations/${org}/users`, { userIds: [a, b, a] });
    expect(added.status).toBe(201);
    // REST answers the ids it was given, as the compatible product does; the exact diff is
    // GraphQL's membershipChange (and the Organization.Membership.Updated event's).
    expect(added.body).toEqual({ userIds: [a, b] });

    const again = await app.api('POST', `/organizations/${org}/users`, { userIds: [a, c] });
    expect(again.body).toEqual({ userIds: [a, c] });
    const noChange = await app.graphql(
      `mutation($id: ID!, $ids: [ID!]!) { addOrganizationUsers(id: $id, userIds: $ids) { membershipChange { addedUserIds } } }`,
      {
        id: org,
        ids: [a, c],
      },
    );
    expect(noChange.data.addOrganizationUsers.membershipChange.addedUserIds).toEqual([]);

    const list = await app.api('GET', `/organizations/${org}/users`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('3');
    expect(ids(list.body)).toEqual(sorted([a, b, c]));
    expect(list.body[0]).toHaveProperty('organizationRoles', []);
    expect(list.body[0]).not.toHaveProperty('passwordHash');

    const paged = await app.api('GET', `/organizations/${org}/users?page=2&page_size=2`);
    expect(paged.body).toHaveLength(1);

    // PUT with overlap: keeps b, removes a and c, adds d.
    const d = await createUser(app);
    const replaced = await app.graphql(
      `mutation($id: ID!, $userIds: [ID!]!) { replaceOrganizationUsers(id: $id, userIds: $userIds) { ${CHANGE} userErrors { code } } }`,
      { id: org, userIds: [b, d] },
    );
    const diff = replaced.data.replaceOrganizationUsers.membershipChange;
    expect(diff.addedUserIds).toEqual([d]);
    expect(sorted(diff.removedUserIds)).toEqual(sorted([a, c]));

    const put = await app.api('PUT', `/organizations/${org}/users`, { userIds: [d, b] });
    expect(put.status).toBe(204);
    // A PUT that changes nothing reports an empty diff.
    const noop = await app.graphql(`mutation($id: ID!, $userIds: [ID!]!) { replaceOrganizationUsers(id: $id, userIds: $userIds) { ${CHANGE} } }`, {
      id: org,
      userIds: [d, b],
    });
    expect(noop.data.replaceOrganizationUsers.membershipChange).toEqual({
      organizationId: org,
      addedUserIds: [],
      removedUserIds: [],
      addedApplicationIds: [],
      removedApplicationIds: [],
    });

    expect((await app.api('DELETE', `/organizations/${org}/users/${b}`)).status).toBe(204);
    const removedTwice = await app.api('DELETE', `/organizations/${org}/users/${b}`);
    expect(removedTwice.status).toBe(404);
    const removed = await app.graphql(`mutation($id: ID!, $userId: ID!) { removeOrganizationUser(id: $id, userId: $userId) { ${CHANGE} } }`, {
      id: org,
      userId: d,
    });
    expect(removed.data.removeOrganizationUser.membershipChange.removedUserIds).toEqual([d]);
    expect((await app.api('GET', `/organizations/${org}/users`)).body).toEqual([]);

    // PUT with an empty list empties the organization.
    await app.api('POST', `/organizations/${org}/users`, { userIds: [a] });
    const emptied = await app.graphql(`mutation($id: ID!) { replaceOrganizationUsers(id: $id, userIds: []) { ${CHANGE} } }`, { id: org });
    expect(emptied.data.replaceOrganizationUsers.membershipChange.removedUserIds).toEqual([a]);
  });

  it('refuses unknown users, empty lists and malformed bodies, writing nothing', async () => {
    const org = await newOrganization();
    const a = await createUser(app);
    const unknown = await app.api('POST', `/organizations/${org}/users`, { userIds: [a, 'ghost'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('entity.relation_foreign_key_not_found');
    expect((await app.api('GET', `/organizations/${org}/users`)).body).toEqual([]);
    expect((await app.api('POST', `/organizations/${org}/users`, { userIds: [] })).status).toBe(400);
    expect((await app.api('POST', `/organizations/${org}/users`, {})).status).toBe(400);
    expect((await app.api('POST', `/organizations/${org}/users`, { userIds: 'a' })).status).toBe(400);
    const putUnknown = await app.api('PUT', `/organizations/${org}/users`, { userIds: ['ghost'] });
    expect(putUnknown.status).toBe(422);
  });

  it('admits only machine-to-machine applications and diffs them too', async () => {
    const org = await newOrganization();
    const m2m = await createApplication(app, 'MachineToMachine');
    const m2m2 = await createApplication(app, 'MachineToMachine');
    const spa = await createApplication(app, 'SPA');

    const refused = await app.api('POST', `/organizations/${org}/applications`, { applicationIds: [m2m, spa] });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('organization.invalid_application_type');
    expect((await app.api('POST', `/organizations/${org}/applications`, { applicationIds: ['ghost'] })).status).toBe(422);

    const added = await app.api('POST', `/organizations/${org}/applications`, { applicationIds: [m2m] });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ applicationIds: [m2m] });

    const list = await app.api('GET', `/organizations/${org}/applications`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: m2m, type: 'MachineToMachine', organizationRoles: [] });

    const replaced = await app.graphql(`mutation($id: ID!, $ids: [ID!]!) { replaceOrganizationApplications(id: $id, applicationIds: $ids) { ${CHANGE} } }`, {
      id: org,
      ids: [m2m2],
    });
    expect(replaced.data.replaceOrganizationApplications.membershipChange).toMatchObject({
      addedApplicationIds: [m2m2],
      removedApplicationIds: [m2m],
    });
    expect((await app.api('PUT', `/organizations/${org}/applications`, { applicationIds: [m2m2] })).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/applications/${m2m2}`)).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/applications/${m2m2}`)).status).toBe(404);
  });

  it('assigns organization roles to members only', async () => {
    const org = await newOrganization();
    const member = await createUser(app);
    const outsider = await createUser(app);
    const m2m = await createApplication(app, 'MachineToMachine');
    await app.api('POST', `/organizations/${org}/users`, { userIds: [member] });
    await app.api('POST', `/organizations/${org}/applications`, { applicationIds: [m2m] });
    const admin = (await app.api('POST', '/organization-roles', { name: `admin-${org}` })).body.id as string;
    const viewer = (await app.api('POST', '/organization-roles', { name: `viewer-${org}` })).body.id as string;

    const add = await app.api('POST', `/organizations/${org}/users/${member}/roles`, { organizationRoleIds: [admin] });
    expect(add.status).toBe(201);
    expect(add.body).toEqual({ organizationRoleIds: [admin] });
    expect((await app.api('PUT', `/organizations/${org}/users/${member}/roles`, { organizationRoleIds: [viewer, admin] })).status).toBe(204);
    const roles = await app.api('GET', `/organizations/${org}/users/${member}/roles`);
    expect(ids(roles.body)).toEqual(sorted([admin, viewer]));

    const users = await app.api('GET', `/organizations/${org}/users`);
    expect(ids(users.body[0].organizationRoles)).toEqual(sorted([admin, viewer]));

    expect((await app.api('DELETE', `/organizations/${org}/users/${member}/roles/${admin}`)).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/users/${member}/roles/${admin}`)).status).toBe(404);
    expect(ids((await app.api('GET', `/organizations/${org}/users/${member}/roles`)).body)).toEqual([viewer]);

    const notMember = await app.api('POST', `/organizations/${org}/users/${outsider}/roles`, { organizationRoleIds: [admin] });
    expect(notMember.status).toBe(422);
    expect(notMember.body.code).toBe('organization.require_membership');
    const unknownRole = await app.api('POST', `/organizations/${org}/users/${member}/roles`, { organizationRoleIds: ['ghost'] });
    expect(unknownRole.status).toBe(422);

    // A role's type says who may hold it: a User role is refused for an application, a
    // MachineToMachine role for a user (the compatible product's codes), and nothing is written.
    const userRoleToApp = await app.api('POST', `/organizations/${org}/applications/${m2m}/roles`, { organizationRoleIds: [viewer] });
    expect([userRoleToApp.status, userRoleToApp.body.code]).toEqual([422, 'application.invalid_role_type']);
    const machine = (await app.api('POST', '/organization-roles', { name: `machine-${Date.now()}`, type: 'MachineToMachine' })).body.id as string;
    const machine2 = (await app.api('POST', '/organization-roles', { name: `machine2-${Date.now()}`, type: 'MachineToMachine' })).body.id as string;
    const m2mRoleToUser = await app.api('PUT', `/organizations/${org}/users/${member}/roles`, { organizationRoleIds: [viewer, machine] });
    expect([m2mRoleToUser.status, m2mRoleToUser.body.code]).toEqual([422, 'user.invalid_role_type']);
    expect(ids((await app.api('GET', `/organizations/${org}/users/${member}/roles`)).body)).toEqual([viewer]);
    const bulk = await app.api('POST', `/organizations/${org}/users/roles`, { userIds: [member], organizationRoleIds: [machine] });
    expect([bulk.status, bulk.body.code]).toEqual([422, 'user.invalid_role_type']);

    const appRoles = await app.api('POST', `/organizations/${org}/applications/${m2m}/roles`, { organizationRoleIds: [machine] });
    expect(appRoles.status).toBe(201);
    expect((await app.api('PUT', `/organizations/${org}/applications/${m2m}/roles`, { organizationRoleIds: [machine2] })).status).toBe(204);
    expect(ids((await app.api('GET', `/organizations/${org}/applications/${m2m}/roles`)).body)).toEqual([machine2]);
    const appsList = await app.api('GET', `/organizations/${org}/applications`);
    expect(ids(appsList.body[0].organizationRoles)).toEqual([machine2]);
    expect((await app.api('DELETE', `/organizations/${org}/applications/${m2m}/roles/${machine2}`)).status).toBe(204);

    // Leaving the organization drops the member's roles with the membership.
    await app.api('DELETE', `/organizations/${org}/users/${member}`);
    await app.api('POST', `/organizations/${org}/users`, { userIds: [member] });
    expect((await app.api('GET', `/organizations/${org}/users/${member}/roles`)).body).toEqual([]);

    const userOrgs = await app.api('GET', `/users/${member}/organizations`);
    expect(userOrgs.status).toBe(200);
    expect(ids(userOrgs.body)).toEqual([org]);
  });
});

describe('just-in-time provisioning by email domain', () => {
  it('stores normalized domains and provisions matching users', async () => {
    const org = await newOrganization('JIT');
    const other = await newOrganization('JIT too');
    const unrelated = await newOrganization('Unrelated');
    const put = await app.api('PUT', `/organizations/${org}/jit/email-domains`, { emailDomains: ['Example.COM', '@example.com', 'corp.example.org'] });
    expect(put.status).toBe(204);
    const got = await app.api('GET', `/organizations/${org}/jit/email-domains`);
    expect(got.body).toEqual([
      { tenantId: 'default', organizationId: org, emailDomain: 'corp.example.org' },
      { tenantId: 'default', organizationId: org, emailDomain: 'example.com' },
    ]);
    expect(got.headers.get('total-number')).toBe('2');
    // Paged as the compatible API pages it.
    const second = await app.api('GET', `/organizations/${org}/jit/email-domains?page=2&page_size=1`);
    expect(second.body).toEqual([{ tenantId: 'default', organizationId: org, emailDomain: 'example.com' }]);
    expect(second.headers.get('total-number')).toBe('2');
    expect((await app.api('GET', `/organizations/${org}`)).body.jitEmailDomains).toEqual(['corp.example.org', 'example.com']);
    await app.api('PUT', `/organizations/${other}/jit/email-domains`, { emailDomains: ['example.com'] });
    await app.api('PUT', `/organizations/${unrelated}/jit/email-domains`, { emailDomains: ['elsewhere.net'] });

    const bad = await app.api('PUT', `/organizations/${org}/jit/email-domains`, { emailDomains: ['not a domain'] });
    expect(bad.status).toBe(400);
    expect((await app.api('PUT', `/organizations/nope/jit/email-domains`, { emailDomains: [] })).status).toBe(404);
    expect((await app.api('GET', `/organizations/nope/jit/email-domains`)).status).toBe(404);

    const user = await createUser(app, { primaryEmail: 'dana@Example.com' });
    const already = await createUser(app);
    await app.api('POST', `/organizations/${other}/users`, { userIds: [user, already] });

    const db = app.running.services.db;
    const changes = await db.transaction().execute((trx) => provisionOrganizationsByEmailDomain(trx, user, 'dana@Example.com'));
    // Joined `org` only: they were a member of `other` already, and `unrelated` does not match.
    expect(changes).toEqual([{ organizationId: org, addedUserIds: [user], removedUserIds: [], addedApplicationIds: [], removedApplicationIds: [] }]);
    expect(ids((await app.api('GET', `/organizations/${org}/users`)).body)).toEqual([user]);
    expect((await app.api('GET', `/organizations/${unrelated}/users`)).body).toEqual([]);
    expect(await provisionOrganizationsByEmailDomain(db, user, 'dana@example.com')).toEqual([]);
    expect(await provisionOrganizationsByEmailDomain(db, user, 'dana@sub.example.com')).toEqual([]);

    const cleared = await app.graphql(
      `mutation($id: ID!) { replaceOrganizationJitEmailDomains(id: $id, emailDomains: []) { emailDomains { emailDomain } userErrors { code } } }`,
      { id: org },
    );
    expect(cleared.data.replaceOrganizationJitEmailDomains.emailDomains).toEqual([]);
    const newcomer = await createUser(app, { primaryEmail: 'eve@example.com' });
    const later = await provisionOrganizationsByEmailDomain(db, newcomer, 'eve@example.com');
    expect(later.map((c) => c.organizationId)).toEqual([other]);
  });
});

describe('just-in-time default roles', () => {
  it('gives users provisioned by email domain the default roles, and only when they join', async () => {
    const org = await newOrganization('JIT roles');
    const admin = (await app.api('POST', '/organization-roles', { name: `jit-admin-${org}` })).body.id as string;
    const viewer = (await app.api('POST', '/organization-roles', { name: `jit-viewer-${org}` })).body.id as string;

    const addDomain = await app.api('POST', `/organizations/${org}/jit/email-domains`, { emailDomain: 'Roles.Example.NET' });
    expect(addDomain.status).toBe(201);
    // The domain added, as the compatible API answers it.
    expect(addDomain.body).toEqual({ tenantId: 'default', organizationId: org, emailDomain: 'roles.example.net' });
    // A domain already listed: 422, as the compatible API's unique key answers it.
    const twice = await app.api('POST', `/organizations/${org}/jit/email-domains`, { emailDomain: '@roles.example.net' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('entity.unique_integrity_violation');
    await app.api('POST', `/organizations/${org}/jit/email-domains`, { emailDomain: 'gone.example.net' });
    expect((await app.api('DELETE', `/organizations/${org}/jit/email-domains/gone.example.net`)).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/jit/email-domains/gone.example.net`)).status).toBe(404);
    expect((await app.api('POST', `/organizations/${org}/jit/email-domains`, { emailDomain: 'bad domain' })).status).toBe(400);
    expect((await app.api('GET', `/organizations/${org}/jit/email-domains`)).body).toEqual([
      { tenantId: 'default', organizationId: org, emailDomain: 'roles.example.net' },
    ]);

    const added = await app.api('POST', `/organizations/${org}/jit/roles`, { organizationRoleIds: [admin] });
    expect(added.status).toBe(201);
    expect(ids(added.body)).toEqual([admin]);
    expect((await app.api('PUT', `/organizations/${org}/jit/roles`, { organizationRoleIds: [viewer, admin] })).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/jit/roles/${admin}`)).status).toBe(204);
    expect((await app.api('DELETE', `/organizations/${org}/jit/roles/${admin}`)).status).toBe(404);
    expect(ids((await app.api('GET', `/organizations/${org}/jit/roles`)).body)).toEqual([viewer]);
    expect((await app.api('POST', `/organizations/${org}/jit/roles`, { organizationRoleIds: ['ghost'] })).status).toBe(422);
    expect((await app.api('GET', '/organizations/nope/jit/roles')).status).toBe(404);

    const db = app.running.services.db;
    const newcomer = await createUser(app, { primaryEmail: 'kai@roles.example.net' });
    const changes = await provisionOrganizationsByEmailDomain(db, newcomer, 'kai@roles.example.net');
    expect(changes.map((c) => c.addedUserIds)).toEqual([[newcomer]]);
    expect(ids((await app.api('GET', `/organizations/${org}/users/${newcomer}/roles`)).body)).toEqual([viewer]);

    // An existing member keeps the roles they have: provisioning does not touch them.
    const existing = await createUser(app, { primaryEmail: 'lee@roles.example.net' });
    await app.api('POST', `/organizations/${org}/users`, { userIds: [existing] });
    expect(await provisionOrganizationsByEmailDomain(db, existing, 'lee@roles.example.net')).toEqual([]);
    expect((await app.api('GET', `/organizations/${org}/users/${existing}/roles`)).body).toEqual([]);

    const gql = await app.graphql(
      `mutation($id: ID!, $r: [ID!]!) { replaceOrganizationJitRoles(id: $id, organizationRoleIds: $r) { organizationRoles { id } userErrors { code } } }`,
      { id: org, r: [] },
    );
    expect(gql.data.replaceOrganizationJitRoles).toEqual({ organizationRoles: [], userErrors: [] });
  });
});

describe('organization routes in the OpenAPI document', () => {
  it('lists every organization route with its body type', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as any;
    expect(doc.paths['/organizations/{id}/users'].put).toBeDefined();
    expect(doc.paths['/organizations/{id}/users/{userId}/roles/{organizationRoleId}'].delete).toBeDefined();
    expect(doc.paths['/organization-roles/{id}/resource-scopes/{scopeId}'].delete).toBeDefined();
    expect(doc.paths['/organization-invitations/{id}/status'].put.requestBody).toBeDefined();
    expect(doc.paths['/organizations'].post.requestBody.content['application/json'].schema).toBeDefined();
  });
});

describe('organizations over GraphQL', () => {
  it('runs the same operations with payloads, userErrors and connections', async () => {
    const created = await app.graphql(
      `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id name customData createdAt } userErrors { code } } }`,
      { input: { name: 'Initech', customData: { a: 1 } } },
    );
    const org = created.data.createOrganization.organization;
    expect(org).toMatchObject({ name: 'Initech', customData: { a: 1 } });
    expect(org.createdAt).toMatch(/^\d{4}-/);

    const bad = await app.graphql(
      `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } userErrors { code field } } }`,
      { input: { name: '' } },
    );
    expect(bad.data.createOrganization).toEqual({ organization: null, userErrors: [{ code: 'guard.invalid_input', field: ['name'] }] });

    const updated = await app.graphql(
      `mutation($id: ID!) { updateOrganization(id: $id, input: { description: "d" }) { organization { description } userErrors { code } } }`,
      { id: org.id },
    );
    expect(updated.data.updateOrganization.organization.description).toBe('d');

    const user = await createUser(app);
    const add = await app.graphql(
      `mutation($id: ID!, $userIds: [ID!]!) { addOrganizationUsers(id: $id, userIds: $userIds) { ${CHANGE} userErrors { code } } }`,
      { id: org.id, userIds: [user] },
    );
    expect(add.data.addOrganizationUsers.membershipChange.addedUserIds).toEqual([user]);
    const m2m = await createApplication(app);
    const addApp = await app.graphql(`mutation($id: ID!, $ids: [ID!]!) { addOrganizationApplications(id: $id, applicationIds: $ids) { ${CHANGE} } }`, {
      id: org.id,
      ids: [m2m],
    });
    expect(addApp.data.addOrganizationApplications.membershipChange.addedApplicationIds).toEqual([m2m]);
    const removeApp = await app.graphql(`mutation($id: ID!, $appId: ID!) { removeOrganizationApplication(id: $id, applicationId: $appId) { ${CHANGE} } }`, {
      id: org.id,
      appId: m2m,
    });
    expect(removeApp.data.removeOrganizationApplication.membershipChange.removedApplicationIds).toEqual([m2m]);

    const members = await app.graphql(
      `query($id: ID!) { organizationUsers(id: $id, first: 10) { totalCount edges { cursor node { id organizationRoles { id } } } pageInfo { hasNextPage } } }`,
      { id: org.id },
    );
    expect(members.data.organizationUsers.totalCount).toBe(1);
    expect(members.data.organizationUsers.edges[0].node.id).toBe(user);

    const list = await app.graphql(`query { organizations(first: 1, search: "Initech") { totalCount nodes { id } } }`);
    expect(list.data.organizations.nodes[0].id).toBe(org.id);
    const mine = await app.graphql(`query($id: ID!) { userOrganizations(userId: $id) { id } }`, { id: user });
    expect(mine.data.userOrganizations).toEqual([{ id: org.id }]);

    const missing = await app.graphql(`query { organization(id: "nope") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');
    const missingAdd = await app.graphql(
      `mutation { addOrganizationUsers(id: "nope", userIds: ["x"]) { membershipChange { organizationId } userErrors { code } } }`,
    );
    expect(missingAdd.data.addOrganizationUsers).toEqual({ membershipChange: null, userErrors: [{ code: 'entity.not_found' }] });

    const deleted = await app.graphql(`mutation($id: ID!) { deleteOrganization(id: $id) { deletedId userErrors { code } } }`, { id: org.id });
    expect(deleted.data.deleteOrganization.deletedId).toBe(org.id);
  });
});
