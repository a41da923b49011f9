import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();
let resourceId: string;
let scopeA: string;
let scopeB: string;
beforeAll(async () => {
  const resource = await app.api('POST', '/resources', { name: 'Docs', indicator: 'https://docs.example.com' });
  resourceId = resource.body.id;
  scopeA = (await app.api('POST', `/resources/${resourceId}/scopes`, { name: 'docs:read' })).body.id;
  scopeB = (await app.api('POST', `/resources/${resourceId}/scopes`, { name: 'docs:write' })).body.id;
});

const ERRORS = 'userErrors { code message field }';
const names = (list: Array<{ name: string }>) => list.map((s) => s.name).sort();

describe('roles over REST', () => {
  it('creates, reads, updates and deletes a role with scopes', async () => {
    const created = await app.api('POST', '/roles', {
      name: 'editor',
      description: 'Edits docs',
      scopeIds: [scopeA, scopeB, scopeA],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'editor', description: 'Edits docs', type: 'User', isDefault: false });
    expect(names(created.body.scopes)).toEqual(['docs:read', 'docs:write']);
    const id = created.body.id as string;

    const got = await app.api('GET', `/roles/${id}`);
    expect(got.status).toBe(200);
    expect(names(got.body.scopes)).toEqual(['docs:read', 'docs:write']);

    const patched = await app.api('PATCH', `/roles/${id}`, { name: 'doc-editor', isDefault: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'doc-editor', description: 'Edits docs', isDefault: true, type: 'User' });

    const scopes = await app.api('GET', `/roles/${id}/scopes`);
    expect(scopes.status).toBe(200);
    expect(scopes.headers.get('total-number')).toBe('2');

    expect((await app.api('DELETE', `/roles/${id}/scopes/${scopeB}`)).status).toBe(204);
    expect((await app.api('DELETE', `/roles/${id}/scopes/${scopeB}`)).status).toBe(404);
    const added = await app.api('POST', `/roles/${id}/scopes`, { scopeIds: [scopeB] });
    expect(added.status).toBe(201);
    expect(names(added.body)).toEqual(['docs:read', 'docs:write']);
    // Granting an already granted scope is refused with the compatible product's code, and nothing changes.
    const again = await app.api('POST', `/roles/${id}/scopes`, { scopeIds: [scopeA] });
    expect([again.status, again.body.code, again.body.data?.scopeId]).toEqual([422, 'role.scope_exists', scopeA]);
    expect((await app.api('GET', `/roles/${id}/scopes`)).headers.get('total-number')).toBe('2');

    const list = await app.api('GET', '/roles?type=User');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: string }) => r.id)).toContain(id);
    expect(list.body.every((r: { type: string }) => r.type === 'User')).toBe(true);
    const m2m = await app.api('GET', '/roles?type=MachineToMachine');
    expect(m2m.body.map((r: { name: string }) => r.name)).toContain('Management API access');
    expect((await app.api('GET', '/roles?type=Robot')).status).toBe(400);

    expect((await app.api('DELETE', `/roles/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/roles/${id}`)).status).toBe(404);
    const links = await app.running.services.db.selectFrom('roles_scopes').select('scope_id').where('role_id', '=', id).execute();
    expect(links).toHaveLength(0);
  });

  it('rejects duplicate names with 422, unknown body ids with 422 and unknown path ids with 404', async () => {
    expect((await app.api('POST', '/roles', { name: 'viewer' })).status).toBe(200);
    const dup = await app.api('POST', '/roles', { name: 'viewer' });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('role.name_already_in_use');
    const other = await app.api('POST', '/roles', { name: 'other' });
    const rename = await app.api('PATCH', `/roles/${other.body.id}`, { name: 'viewer' });
    expect(rename.status).toBe(422);
    expect(rename.body.code).toBe('role.name_already_in_use');

    const unknownScope = await app.api('POST', '/roles', { name: 'ghost', scopeIds: [scopeA, 'nope'] });
    // The compatible API's answer for an unknown id in a body: 404 entity.not_exists_with_id.
    expect(unknownScope.status).toBe(404);
    expect(unknownScope.body).toMatchObject({ code: 'entity.not_exists_with_id', data: { name: 'scope', id: 'nope', ids: ['nope'] } });
    // Nothing half-written: the role was rolled back with its failed scopes.
    expect((await app.api('POST', '/roles', { name: 'ghost' })).status).toBe(200);
    expect((await app.api('POST', `/roles/${other.body.id}/scopes`, { scopeIds: ['nope'] })).status).toBe(404);

    for (const [method, path, body] of [
      ['GET', '/roles/nope', undefined],
      ['PATCH', '/roles/nope', { name: 'x' }],
      ['DELETE', '/roles/nope', undefined],
      ['GET', '/roles/nope/scopes', undefined],
      ['POST', '/roles/nope/scopes', { scopeIds: [scopeA] }],
      ['DELETE', `/roles/nope/scopes/${scopeA}`, undefined],
      ['GET', '/roles/nope/users', undefined],
      ['POST', '/roles/nope/users', { userIds: ['x'] }],
      ['DELETE', '/roles/nope/users/x', undefined],
      ['GET', '/users/nope/roles', undefined],
      ['POST', '/users/nope/roles', { roleIds: [other.body.id] }],
      ['DELETE', `/users/nope/roles/${other.body.id}`, undefined],
      ['GET', '/applications/nope/roles', undefined],
      ['POST', '/applications/nope/roles', { roleIds: [other.body.id] }],
      ['DELETE', `/applications/nope/roles/${other.body.id}`, undefined],
    ] as const) {
      const res = await app.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('entity.not_found');
    }
  });

  it('answers bad input with 400', async () => {
    const role = await app.api('POST', '/roles', { name: 'bad-input' });
    for (const body of [
      {},
      { name: '' },
      { name: 'x', type: 'Robot' },
      { name: 'x', scopeIds: { not: 'an id' } },
      { name: 'x', unknownField: 1 },
      { name: 'm2m-default', type: 'MachineToMachine', isDefault: true },
    ]) {
      const res = await app.api('POST', '/roles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.api('POST', '/roles', { name: 'm2m-default', type: 'MachineToMachine', isDefault: true })).body.code).toBe(
      'role.default_role_must_be_user',
    );
    expect((await app.api('POST', `/roles/${role.body.id}/scopes`, { scopeIds: [] })).status).toBe(400);
    expect((await app.api('POST', `/roles/${role.body.id}/scopes`, {})).status).toBe(400);
    expect((await app.api('PATCH', `/roles/${role.body.id}`, { type: 'MachineToMachine' })).status).toBe(400);
    expect((await app.api('PATCH', `/roles/${role.body.id}`, { name: null })).status).toBe(400);
    expect((await app.api('POST', `/roles/${role.body.id}/users`, { userIds: [] })).status).toBe(400);
    expect((await app.api('GET', '/roles?page_size=0')).status).toBe(400);
  });

  it('assigns User roles to users both ways, and refuses machine-to-machine roles', async () => {
    const alice = (await app.api('POST', '/users', { username: 'role_alice' })).body;
    const bob = (await app.api('POST', '/users', { username: 'role_bob' })).body;
    const reader = (await app.api('POST', '/roles', { name: 'reader', scopeIds: [scopeA] })).body;
    const writer = (await app.api('POST', '/roles', { name: 'writer', scopeIds: [scopeB] })).body;
    const robot = (await app.api('POST', '/roles', { name: 'robot', type: 'MachineToMachine' })).body;

    const assigned = await app.api('POST', `/roles/${reader.id}/users`, { userIds: [alice.id, bob.id] });
    expect(assigned.status).toBe(201);
    expect(assigned.body.map((u: { username: string }) => u.username).sort()).toEqual(['role_alice', 'role_bob']);
    expect((await app.api('POST', `/roles/${reader.id}/users`, { userIds: [alice.id] })).status).toBe(201);

    const users = await app.api('GET', `/roles/${reader.id}/users?page_size=1`);
    expect(users.status).toBe(200);
    expect(users.headers.get('total-number')).toBe('2');
    expect(users.body).toHaveLength(1);
    expect(users.body[0]).not.toHaveProperty('passwordHash');

    const viaUser = await app.api('POST', `/users/${alice.id}/roles`, { roleIds: [writer.id] });
    expect(viaUser.status).toBe(201);
    // The compatible API's shape: the ids asked for and those newly given.
    expect(viaUser.body).toEqual({ roleIds: [writer.id], addedRoleIds: [writer.id] });
    const aliceRoles = await app.api('GET', `/users/${alice.id}/roles`);
    expect(names(aliceRoles.body)).toEqual(['reader', 'writer']);
    expect(aliceRoles.headers.get('total-number')).toBe('2');

    const wrongType = await app.api('POST', `/users/${alice.id}/roles`, { roleIds: [robot.id] });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.code).toBe('user.invalid_role_type');
    const wrongType2 = await app.api('POST', `/roles/${robot.id}/users`, { userIds: [alice.id] });
    expect(wrongType2.status).toBe(422);
    expect(wrongType2.body.code).toBe('user.invalid_role_type');
    const unknownRole = await app.api('POST', `/users/${alice.id}/roles`, { roleIds: ['nope'] });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.code).toBe('entity.not_exists_with_id');
    const unknownUser = await app.api('POST', `/roles/${reader.id}/users`, { userIds: [alice.id, 'nope'] });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.data).toMatchObject({ name: 'user', id: 'nope' });

    expect((await app.api('DELETE', `/roles/${reader.id}/users/${bob.id}`)).status).toBe(204);
    expect((await app.api('DELETE', `/roles/${reader.id}/users/${bob.id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/users/${alice.id}/roles/${writer.id}`)).status).toBe(204);
    expect((await app.api('DELETE', `/users/${alice.id}/roles/${writer.id}`)).status).toBe(404);
    expect(names((await app.api('GET', `/users/${alice.id}/roles`)).body)).toEqual(['reader']);
    expect((await app.api('GET', `/roles/${reader.id}/users`)).body.map((u: { id: string }) => u.id)).toEqual([alice.id]);
  });

  it('assigns MachineToMachine roles to machine-to-machine applications only', async () => {
    const robot = (await app.api('POST', '/roles', { name: 'robot-2', type: 'MachineToMachine', scopeIds: [scopeA] })).body;
    const human = (await app.api('POST', '/roles', { name: 'human-2' })).body;
    const m2m = (await app.api('POST', '/applications', { name: 'Worker', type: 'MachineToMachine' })).body;
    const spa = (await app.api('POST', '/applications', { name: 'Web', type: 'SPA' })).body;

    const assigned = await app.api('POST', `/applications/${m2m.id}/roles`, { roleIds: [robot.id] });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual({ roleIds: [robot.id], addedRoleIds: [robot.id] });
    const listed = await app.api('GET', `/applications/${m2m.id}/roles`);
    expect(listed.body.map((r: { id: string }) => r.id)).toEqual([robot.id]);
    expect(listed.headers.get('total-number')).toBe('1');

    const userRole = await app.api('POST', `/applications/${m2m.id}/roles`, { roleIds: [human.id] });
    expect(userRole.status).toBe(422);
    expect(userRole.body.code).toBe('application.invalid_role_type');
    const notM2m = await app.api('POST', `/applications/${spa.id}/roles`, { roleIds: [robot.id] });
    expect(notM2m.status).toBe(422);
    expect(notM2m.body.code).toBe('application.invalid_type');
    expect((await app.api('POST', `/applications/${m2m.id}/roles`, { roleIds: ['nope'] })).status).toBe(404);

    expect((await app.api('DELETE', `/applications/${m2m.id}/roles/${robot.id}`)).status).toBe(204);
    expect((await app.api('DELETE', `/applications/${m2m.id}/roles/${robot.id}`)).status).toBe(404);
    expect((await app.api('GET', `/applications/${m2m.id}/roles`)).body).toEqual([]);
  });

  it('gives default User roles to new users', async () => {
    const member = (await app.api('POST', '/roles', { name: 'member', isDefault: true })).body;
    const notDefault = (await app.api('POST', '/roles', { name: 'not-default' })).body;
    const user = (await app.api('POST', '/users', { username: 'newcomer' })).body;
    const roles = await app.api('GET', `/users/${user.id}/roles`);
    const ids = roles.body.map((r: { id: string }) => r.id);
    expect(ids).toContain(member.id);
    expect(ids).not.toContain(notDefault.id);

    // Turning the flag off stops it for later users.
    await app.api('PATCH', `/roles/${member.id}`, { isDefault: false });
    const later = (await app.api('POST', '/users', { username: 'latecomer' })).body;
    expect((await app.api('GET', `/users/${later.id}/roles`)).body.map((r: { id: string }) => r.id)).not.toContain(member.id);

    // GraphQL user creation goes through the same rule.
    await app.api('PATCH', `/roles/${member.id}`, { isDefault: true });
    const created = await app.graphql(`mutation { createUser(input: { username: "gql_newcomer" }) { user { id } userErrors { code } } }`);
    const gqlRoles = await app.graphql(`query($id: ID!) { userRoles(userId: $id) { nodes { id isDefault } } }`, {
      id: created.data.createUser.user.id,
    });
    expect(gqlRoles.data.userRoles.nodes).toContainEqual({ id: member.id, isDefault: true });
    await app.api('PATCH', `/roles/${member.id}`, { isDefault: false });
  });
});

describe('roles over GraphQL', () => {
  const ROLE = 'id name description type isDefault scopes { id name }';

  it('runs the same operations with userErrors and connections', async () => {
    const created = await app.graphql(`mutation($input: CreateRoleInput!) { createRole(input: $input) { role { ${ROLE} } ${ERRORS} } }`, {
      input: { name: 'gql-robot', type: 'MachineToMachine', scopeIds: [scopeA] },
    });
    expect(created.errors).toBeUndefined();
    const role = created.data.createRole.role;
    expect(role).toMatchObject({ name: 'gql-robot', type: 'MachineToMachine', description: '', scopes: [{ id: scopeA, name: 'docs:read' }] });

    const dup = await app.graphql(`mutation($input: CreateRoleInput!) { createRole(input: $input) { role { id } ${ERRORS} } }`, {
      input: { name: 'gql-robot' },
    });
    expect(dup.data.createRole.role).toBeNull();
    expect(dup.data.createRole.userErrors[0]).toMatchObject({ code: 'role.name_already_in_use', field: ['name'] });

    const updated = await app.graphql(
      `mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { role { description } ${ERRORS} } }`,
      { id: role.id, input: { description: 'A robot' } },
    );
    expect(updated.data.updateRole.role.description).toBe('A robot');

    const added = await app.graphql(`mutation($id: ID!, $ids: [ID!]!) { addRoleScopes(id: $id, scopeIds: $ids) { scopes { name } ${ERRORS} } }`, {
      id: role.id,
      ids: [scopeB],
    });
    expect(names(added.data.addRoleScopes.scopes)).toEqual(['docs:read', 'docs:write']);
    const removed = await app.graphql(`mutation($id: ID!, $s: ID!) { removeRoleScope(id: $id, scopeId: $s) { deletedId ${ERRORS} } }`, {
      id: role.id,
      s: scopeA,
    });
    expect(removed.data.removeRoleScope.deletedId).toBe(scopeA);

    const app2 = (await app.api('POST', '/applications', { name: 'GQL worker', type: 'MachineToMachine' })).body;
    const assigned = await app.graphql(`mutation($a: ID!, $r: [ID!]!) { assignApplicationRoles(applicationId: $a, roleIds: $r) { roles { id } ${ERRORS} } }`, {
      a: app2.id,
      r: [role.id],
    });
    expect(assigned.data.assignApplicationRoles.roles).toEqual([{ id: role.id }]);
    const appRoles = await app.graphql(`query($a: ID!) { applicationRoles(applicationId: $a) { totalCount nodes { name scopes { name } } } }`, {
      a: app2.id,
    });
    expect(appRoles.data.applicationRoles).toEqual({ totalCount: 1, nodes: [{ name: 'gql-robot', scopes: [{ name: 'docs:write' }] }] });
    const wrong = await app.graphql(`mutation($u: ID!, $r: [ID!]!) { assignUserRoles(userId: $u, roleIds: $r) { roles { id } ${ERRORS} } }`, {
      u: (await app.api('POST', '/users', { username: 'gql_role_user' })).body.id,
      r: [role.id],
    });
    expect(wrong.data.assignUserRoles.userErrors[0].code).toBe('user.invalid_role_type');
    const unassigned = await app.graphql(`mutation($a: ID!, $r: ID!) { removeApplicationRole(applicationId: $a, roleId: $r) { deletedId ${ERRORS} } }`, {
      a: app2.id,
      r: role.id,
    });
    expect(unassigned.data.removeApplicationRole.deletedId).toBe(role.id);

    const human = (await app.api('POST', '/roles', { name: 'gql-human' })).body;
    const user = (await app.api('POST', '/users', { username: 'gql_holder' })).body;
    const viaRole = await app.graphql(`mutation($id: ID!, $u: [ID!]!) { assignRoleUsers(id: $id, userIds: $u) { users { id username } ${ERRORS} } }`, {
      id: human.id,
      u: [user.id],
    });
    expect(viaRole.data.assignRoleUsers.users).toEqual([{ id: user.id, username: 'gql_holder' }]);
    const holders = await app.graphql(`query($id: ID!) { roleUsers(id: $id) { totalCount nodes { id } } }`, { id: human.id });
    expect(holders.data.roleUsers).toEqual({ totalCount: 1, nodes: [{ id: user.id }] });
    const viaUser = await app.graphql(`mutation($u: ID!, $r: ID!) { removeUserRole(userId: $u, roleId: $r) { deletedId ${ERRORS} } }`, {
      u: user.id,
      r: human.id,
    });
    expect(viaUser.data.removeUserRole.deletedId).toBe(human.id);
    const again = await app.graphql(`mutation($id: ID!, $u: ID!) { removeRoleUser(id: $id, userId: $u) { deletedId ${ERRORS} } }`, {
      id: human.id,
      u: user.id,
    });
    expect(again.data.removeRoleUser.userErrors[0].code).toBe('entity.not_found');
    const assignedBack = await app.graphql(`mutation($u: ID!, $r: [ID!]!) { assignUserRoles(userId: $u, roleIds: $r) { roles { id } ${ERRORS} } }`, {
      u: user.id,
      r: [human.id],
    });
    expect(assignedBack.data.assignUserRoles.roles).toEqual([{ id: human.id }]);
    const removedViaRole = await app.graphql(`mutation($id: ID!, $u: ID!) { removeRoleUser(id: $id, userId: $u) { deletedId ${ERRORS} } }`, {
      id: human.id,
      u: user.id,
    });
    expect(removedViaRole.data.removeRoleUser.deletedId).toBe(user.id);

    // Role.scopes in a list is batched per request: each role still gets exactly its own scopes.
    const many = await app.graphql(`query { roles(first: 100) { nodes { id name scopes { name } } } }`);
    const byName = new Map(many.data.roles.nodes.map((r: { name: string; scopes: Array<{ name: string }> }) => [r.name, names(r.scopes)]));
    expect(byName.get('gql-robot')).toEqual(['docs:write']);
    expect(byName.get('reader')).toEqual(['docs:read']);
    expect(byName.get('writer')).toEqual(['docs:write']);
    expect(byName.get('gql-human')).toEqual([]);
    expect(byName.get('Management API access')).toEqual(['all']);
    const resourcesWithScopes = await app.graphql(`query { resources(first: 100) { nodes { indicator scopes { name } } } }`);
    const docs = resourcesWithScopes.data.resources.nodes.find((r: { indicator: string }) => r.indicator === 'https://docs.example.com');
    expect(names(docs.scopes)).toEqual(['docs:read', 'docs:write']);

    const scopes = await app.graphql(`query($id: ID!) { roleScopes(id: $id) { totalCount nodes { name } } }`, { id: role.id });
    expect(scopes.data.roleScopes).toEqual({ totalCount: 1, nodes: [{ name: 'docs:write' }] });
    const list = await app.graphql(`query { roles(first: 2, type: MachineToMachine) { totalCount nodes { type } pageInfo { hasNextPage } } }`);
    expect(list.data.roles.nodes.every((r: { type: string }) => r.type === 'MachineToMachine')).toBe(true);
    const one = await app.graphql(`query($id: ID!) { role(id: $id) { ${ROLE} } }`, { id: role.id });
    expect(one.data.role.description).toBe('A robot');
    const missing = await app.graphql(`query { role(id: "nope") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');

    const deleted = await app.graphql(`mutation($id: ID!) { deleteRole(id: $id) { deletedId ${ERRORS} } }`, { id: role.id });
    expect(deleted.data.deleteRole.deletedId).toBe(role.id);
    const deletedAgain = await app.graphql(`mutation($id: ID!) { deleteRole(id: $id) { deletedId ${ERRORS} } }`, { id: role.id });
    expect(deletedAgain.data.deleteRole.userErrors[0].code).toBe('entity.not_found');
  });
});
