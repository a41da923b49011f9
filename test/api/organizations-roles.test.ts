import { describe, expect, it } from 'vitest';
import { userScopeNames } from '../../src/db/repositories/permissions.js';
import { useTestApp } from '../helpers/app.js';
import { createResourceScope, createUser } from './organizations-fixtures.js';

const app = useTestApp();

const ids = (list: Array<{ id: string }>) => list.map((x) => x.id).sort();
const sorted = (list: string[]) => [...list].sort();

async function newScope(name: string): Promise<string> {
  const res = await app.api('POST', '/organization-scopes', { name });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('organization scopes over REST', () => {
  it('creates, lists, reads, updates and deletes with unique names', async () => {
    const created = await app.api('POST', '/organization-scopes', { name: 'read:members', description: 'See members' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'read:members', description: 'See members' });
    const id = created.body.id as string;

    const dup = await app.api('POST', '/organization-scopes', { name: 'read:members' });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('organization_scope.name_already_in_use');
    expect((await app.api('POST', '/organization-scopes', { name: 'has space' })).status).toBe(400);
    expect((await app.api('POST', '/organization-scopes', {})).status).toBe(400);

    expect((await app.api('GET', `/organization-scopes/${id}`)).body.name).toBe('read:members');
    const list = await app.api('GET', '/organization-scopes?q=read:members');
    expect(list.headers.get('total-number')).toBe('1');

    const other = await newScope('write:members');
    const clash = await app.api('PATCH', `/organization-scopes/${other}`, { name: 'read:members' });
    expect(clash.status).toBe(422);
    const patched = await app.api('PATCH', `/organization-scopes/${id}`, { description: 'Read members' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'read:members', description: 'Read members' });
    expect((await app.api('PATCH', '/organization-scopes/nope', { description: 'x' })).status).toBe(404);

    expect((await app.api('DELETE', `/organization-scopes/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/organization-scopes/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/organization-scopes/${id}`)).status).toBe(404);
  });
});

describe('organization roles over REST', () => {
  it('creates a role with organization and resource scopes and shows them in every read', async () => {
    const invite = await newScope('invite:member');
    const billing = await newScope('manage:billing');
    const read = await createResourceScope(app, 'read:reports');

    const created = await app.api('POST', '/organization-roles', {
      name: 'Org admin',
      description: 'Runs the org',
      organizationScopeIds: [invite, billing],
      resourceScopeIds: [read.scopeId],
    });
    expect(created.status).toBe(201);
    const role = created.body;
    expect(ids(role.scopes)).toEqual(sorted([invite, billing]));
    expect(role.resourceScopes).toEqual([
      {
        tenantId: 'default',
        id: read.scopeId,
        resourceId: read.resourceId,
        resourceIndicator: read.indicator,
        name: 'read:reports',
        description: null,
        createdAt: expect.any(Number),
        // The compatible API's nested resource object.
        resource: { id: read.resourceId, name: expect.any(String), indicator: read.indicator },
      },
    ]);

    const got = await app.api('GET', `/organization-roles/${role.id}`);
    expect(got.body.resourceScopes[0].name).toBe('read:reports');
    const list = await app.api('GET', '/organization-roles?q=Org%20admin');
    expect(list.headers.get('total-number')).toBe('1');
    expect(list.body[0].resourceScopes[0].id).toBe(read.scopeId);
    const resourceScopes = await app.api('GET', `/organization-roles/${role.id}/resource-scopes`);
    expect(ids(resourceScopes.body)).toEqual([read.scopeId]);
    const scopes = await app.api('GET', `/organization-roles/${role.id}/scopes`);
    expect(ids(scopes.body)).toEqual(sorted([invite, billing]));

    const gql = await app.graphql(`query($id: ID!) { organizationRole(id: $id) { name scopes { name } resourceScopes { name resourceIndicator } } }`, {
      id: role.id,
    });
    expect(gql.data.organizationRole).toEqual({
      name: 'Org admin',
      scopes: [{ name: 'invite:member' }, { name: 'manage:billing' }],
      resourceScopes: [{ name: 'read:reports', resourceIndicator: read.indicator }],
    });
  });

  it('manages the scopes of a role: add, replace, remove', async () => {
    const a = await newScope('a:scope');
    const b = await newScope('b:scope');
    const c = await newScope('c:scope');
    const role = (await app.api('POST', '/organization-roles', { name: 'Scoped' })).body;
    expect(role.scopes).toEqual([]);

    const added = await app.api('POST', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [a, b] });
    expect(added.status).toBe(201);
    expect(ids(added.body)).toEqual(sorted([a, b]));
    expect((await app.api('POST', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [a] })).status).toBe(201);

    expect((await app.api('PUT', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [b, c] })).status).toBe(204);
    expect(ids((await app.api('GET', `/organization-roles/${role.id}/scopes`)).body)).toEqual(sorted([b, c]));

    expect((await app.api('DELETE', `/organization-roles/${role.id}/scopes/${b}`)).status).toBe(204);
    expect((await app.api('DELETE', `/organization-roles/${role.id}/scopes/${b}`)).status).toBe(404);
    expect(ids((await app.api('GET', `/organization-roles/${role.id}/scopes`)).body)).toEqual([c]);

    // Deleting a scope takes it off every role.
    await app.api('DELETE', `/organization-scopes/${c}`);
    expect((await app.api('GET', `/organization-roles/${role.id}/scopes`)).body).toEqual([]);

    const unknown = await app.api('POST', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: ['ghost'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('entity.relation_foreign_key_not_found');
    expect((await app.api('POST', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [] })).status).toBe(400);
    expect((await app.api('POST', `/organization-roles/${role.id}/scopes`, {})).status).toBe(400);
    expect((await app.api('POST', '/organization-roles/nope/scopes', { organizationScopeIds: [a] })).status).toBe(404);
    expect((await app.api('PUT', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [] })).status).toBe(204);
    expect((await app.api('GET', `/organization-roles/${role.id}/scopes`)).body).toEqual([]);
  });

  it('manages the resource scopes of a role', async () => {
    const r1 = await createResourceScope(app, 'read');
    const r2 = await createResourceScope(app, 'write');
    const role = (await app.api('POST', '/organization-roles', { name: 'Resourceful' })).body;
    const added = await app.api('POST', `/organization-roles/${role.id}/resource-scopes`, { scopeIds: [r1.scopeId] });
    expect(added.status).toBe(201);
    expect(ids(added.body)).toEqual([r1.scopeId]);
    expect((await app.api('PUT', `/organization-roles/${role.id}/resource-scopes`, { scopeIds: [r2.scopeId] })).status).toBe(204);
    expect(ids((await app.api('GET', `/organization-roles/${role.id}/resource-scopes`)).body)).toEqual([r2.scopeId]);
    expect((await app.api('DELETE', `/organization-roles/${role.id}/resource-scopes/${r2.scopeId}`)).status).toBe(204);
    expect((await app.api('DELETE', `/organization-roles/${role.id}/resource-scopes/${r2.scopeId}`)).status).toBe(404);
    expect((await app.api('POST', `/organization-roles/${role.id}/resource-scopes`, { scopeIds: ['ghost'] })).status).toBe(422);
    expect((await app.api('GET', '/organization-roles/nope/resource-scopes')).status).toBe(404);
  });

  it('keeps names unique, validates input and deletes', async () => {
    const role = (await app.api('POST', '/organization-roles', { name: 'Member' })).body;
    const dup = await app.api('POST', '/organization-roles', { name: 'Member' });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('organization_role.name_already_in_use');
    expect((await app.api('POST', '/organization-roles', { name: '' })).status).toBe(400);
    expect((await app.api('POST', '/organization-roles', { name: 'X', organizationScopeIds: ['ghost'] })).status).toBe(422);
    // The failed create wrote nothing.
    expect((await app.api('GET', '/organization-roles?q=X')).body.filter((r: { name: string }) => r.name === 'X')).toEqual([]);

    const other = (await app.api('POST', '/organization-roles', { name: 'Guest' })).body;
    expect((await app.api('PATCH', `/organization-roles/${other.id}`, { name: 'Member' })).status).toBe(422);
    const patched = await app.api('PATCH', `/organization-roles/${role.id}`, { name: 'Members', description: 'All members' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Members', description: 'All members' });
    expect((await app.api('PATCH', '/organization-roles/nope', { name: 'x' })).status).toBe(404);

    expect((await app.api('DELETE', `/organization-roles/${role.id}`)).status).toBe(204);
    expect((await app.api('GET', `/organization-roles/${role.id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/organization-roles/${role.id}`)).status).toBe(404);
  });
});

describe('organization roles feed the permission check tokens use', () => {
  it('a member holds the resource scopes of their organization roles in that organization only', async () => {
    const report = await createResourceScope(app, 'reports:read');
    const org = (await app.api('POST', '/organizations', { name: 'Scoped org' })).body.id as string;
    const elsewhere = (await app.api('POST', '/organizations', { name: 'Other org' })).body.id as string;
    const role = (await app.api('POST', '/organization-roles', { name: 'Reporter', resourceScopeIds: [report.scopeId] })).body.id as string;
    const user = await createUser(app);
    await app.api('POST', `/organizations/${org}/users`, { userIds: [user] });
    await app.api('POST', `/organizations/${elsewhere}/users`, { userIds: [user] });
    const db = app.running.services.db;
    expect(await userScopeNames(db, user, report.resourceId, org)).toEqual([]);

    await app.api('POST', `/organizations/${org}/users/${user}/roles`, { organizationRoleIds: [role] });
    expect(await userScopeNames(db, user, report.resourceId, org)).toEqual(['reports:read']);
    expect(await userScopeNames(db, user, report.resourceId, elsewhere)).toEqual([]);
    expect(await userScopeNames(db, user, report.resourceId)).toEqual([]); // not a global role

    await app.api('DELETE', `/organization-roles/${role}/resource-scopes/${report.scopeId}`);
    expect(await userScopeNames(db, user, report.resourceId, org)).toEqual([]);
  });
});

describe('organization roles and scopes over GraphQL', () => {
  it('runs the same operations with payloads and userErrors', async () => {
    const scope = await app.graphql(
      `mutation { createOrganizationScope(input: { name: "gql:scope", description: "d" }) { organizationScope { id name } userErrors { code } } }`,
    );
    const scopeId = scope.data.createOrganizationScope.organizationScope.id as string;
    const dupScope = await app.graphql(
      `mutation { createOrganizationScope(input: { name: "gql:scope" }) { organizationScope { id } userErrors { code field } } }`,
    );
    expect(dupScope.data.createOrganizationScope.userErrors).toEqual([{ code: 'organization_scope.name_already_in_use', field: ['name'] }]);
    const updatedScope = await app.graphql(
      `mutation($id: ID!) { updateOrganizationScope(id: $id, input: { description: "e" }) { organizationScope { description } userErrors { code } } }`,
      { id: scopeId },
    );
    expect(updatedScope.data.updateOrganizationScope.organizationScope.description).toBe('e');

    const res = await createResourceScope(app, 'gql:read');
    const created = await app.graphql(
      `mutation($input: CreateOrganizationRoleInput!) {
        createOrganizationRole(input: $input) { organizationRole { id scopes { id } resourceScopes { id } } userErrors { code } } }`,
      { input: { name: 'GQL role', organizationScopeIds: [scopeId], resourceScopeIds: [res.scopeId] } },
    );
    const role = created.data.createOrganizationRole.organizationRole;
    expect(role.scopes).toEqual([{ id: scopeId }]);
    expect(role.resourceScopes).toEqual([{ id: res.scopeId }]);

    const removed = await app.graphql(
      `mutation($id: ID!, $s: ID!) { removeOrganizationRoleScope(id: $id, organizationScopeId: $s) { organizationScopes { id } userErrors { code } } }`,
      { id: role.id, s: scopeId },
    );
    expect(removed.data.removeOrganizationRoleScope.organizationScopes).toEqual([]);
    const replaced = await app.graphql(
      `mutation($id: ID!, $s: [ID!]!) { replaceOrganizationRoleScopes(id: $id, organizationScopeIds: $s) { organizationScopes { id } } }`,
      { id: role.id, s: [scopeId] },
    );
    expect(replaced.data.replaceOrganizationRoleScopes.organizationScopes).toEqual([{ id: scopeId }]);
    const addScopes = await app.graphql(
      `mutation($id: ID!, $s: [ID!]!) { addOrganizationRoleScopes(id: $id, organizationScopeIds: $s) { organizationScopes { id } userErrors { code } } }`,
      { id: role.id, s: ['ghost'] },
    );
    expect(addScopes.data.addOrganizationRoleScopes.userErrors[0].code).toBe('entity.relation_foreign_key_not_found');

    const list = await app.graphql(`query { organizationRoles(first: 5, search: "GQL") { totalCount nodes { id resourceScopes { name } } } }`);
    expect(list.data.organizationRoles.totalCount).toBe(1);
    expect(list.data.organizationRoles.nodes[0].resourceScopes).toEqual([{ name: 'gql:read' }]);
    const scopes = await app.graphql(`query { organizationScopes(first: 5, search: "gql:") { totalCount nodes { id } } }`);
    expect(scopes.data.organizationScopes.nodes).toEqual([{ id: scopeId }]);

    const updated = await app.graphql(
      `mutation($id: ID!) { updateOrganizationRole(id: $id, input: { description: "x" }) { organizationRole { description } userErrors { code } } }`,
      { id: role.id },
    );
    expect(updated.data.updateOrganizationRole.organizationRole.description).toBe('x');
    const deleted = await app.graphql(`mutation($id: ID!) { deleteOrganizationRole(id: $id) { deletedId userErrors { code } } }`, { id: role.id });
    expect(deleted.data.deleteOrganizationRole.deletedId).toBe(role.id);
    const missing = await app.graphql(`query($id: ID!) { organizationRole(id: $id) { id } }`, { id: role.id });
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');
    const deletedScope = await app.graphql(`mutation($id: ID!) { deleteOrganizationScope(id: $id) { deletedId userErrors { code } } }`, { id: scopeId });
    expect(deletedScope.data.deleteOrganizationScope.deletedId).toBe(scopeId);
  });
});
