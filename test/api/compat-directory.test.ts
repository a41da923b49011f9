// The compatible Management API's routes and shapes for users, roles, resources and applications,
// called as its own clients call them: over plain REST here, and through its typed client
// (@logto/api, unmodified) at the end.
import { randomBytes } from 'node:crypto';
import { createApiClient } from '@logto/api/management';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/domain/directory/passwords.js';
import { UNPAGED_LIST_LIMIT } from '../../src/rest/shim.js';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const rand = () => randomBytes(4).toString('hex');
async function ok(method: string, path: string, body?: unknown): Promise<any> {
  const res = await app.api(method, path, body);
  if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const user = async () => (await ok('POST', '/users', { username: `u_${rand()}`, password: 'correct horse battery' })).id as string;
const role = async (type = 'User') => (await ok('POST', '/roles', { name: `r-${rand()}`, description: 'd', type })).id as string;
const m2m = async () => (await ok('POST', '/applications', { name: `m2m ${rand()}`, type: 'MachineToMachine' })).id as string;

describe('user roles', () => {
  it('POST answers { roleIds, addedRoleIds }, ignoring roles already held; PUT replaces', async () => {
    const [userId, a, b, c] = [await user(), await role(), await role(), await role()];
    const first = await app.api('POST', `/users/${userId}/roles`, { roleIds: [a] });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ roleIds: [a], addedRoleIds: [a] });
    const second = await app.api('POST', `/users/${userId}/roles`, { roleIds: [a, b] });
    expect(second.body).toEqual({ roleIds: [a, b], addedRoleIds: [b] });

    const put = await app.api('PUT', `/users/${userId}/roles`, { roleIds: [c, b, c] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ roleIds: [c, b] });
    const held = await app.api('GET', `/users/${userId}/roles`);
    expect(held.body.map((r: any) => r.id).sort()).toEqual([b, c].sort());

    const cleared = await app.api('PUT', `/users/${userId}/roles`, { roleIds: [] });
    expect(cleared.body).toEqual({ roleIds: [] });
    expect((await app.api('GET', `/users/${userId}/roles`)).body).toEqual([]);
  });

  it('refuses unknown roles (404), machine roles (422) and unknown users (404), writing nothing', async () => {
    const [userId, a, machine] = [await user(), await role(), await role('MachineToMachine')];
    const unknown = await app.api('PUT', `/users/${userId}/roles`, { roleIds: [a, 'no-such-role'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'entity.not_exists_with_id', data: { id: 'no-such-role' } });
    const wrongType = await app.api('POST', `/users/${userId}/roles`, { roleIds: [machine] });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.code).toBe('user.invalid_role_type');
    expect((await app.api('GET', `/users/${userId}/roles`)).body).toEqual([]);
    expect((await app.api('PUT', `/users/nobody/roles`, { roleIds: [a] })).status).toBe(404);
    expect((await app.api('PUT', `/users/${userId}/roles`, {})).status).toBe(400);
    expect((await app.api('PUT', `/users/${userId}/roles`, { roleIds: [{}] })).status).toBe(400);
  });
});

describe('users', () => {
  it('custom data, has-password, password verification and all identities', async () => {
    const userId = await user();
    await ok('PATCH', `/users/${userId}/custom-data`, { customData: { plan: 'pro' } });
    const data = await app.api('GET', `/users/${userId}/custom-data`);
    expect(data).toMatchObject({ status: 200, body: { plan: 'pro' } });
    expect((await app.api('GET', `/users/nobody/custom-data`)).status).toBe(404);

    expect((await app.api('GET', `/users/${userId}/has-password`)).body).toEqual({ hasPassword: true });
    const bare = (await ok('POST', '/users', { username: `u_${rand()}` })).id;
    expect((await app.api('GET', `/users/${bare}/has-password`)).body).toEqual({ hasPassword: false });

    const right = await app.api('POST', `/users/${userId}/password/verify`, { password: 'correct horse battery' });
    expect(right.status).toBe(204);
    const wrong = await app.api('POST', `/users/${userId}/password/verify`, { password: 'wrong horse battery' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    expect((await app.api('POST', `/users/${bare}/password/verify`, { password: 'anything at all' })).status).toBe(422);
    expect((await app.api('POST', `/users/${userId}/password/verify`, {})).status).toBe(400);
    expect((await app.api('POST', `/users/nobody/password/verify`, { password: 'x' })).status).toBe(404);

    const all = await app.api('GET', `/users/${userId}/all-identities`);
    expect(all).toMatchObject({ status: 200, body: { socialIdentities: [], ssoIdentities: [] } });
    expect((await app.api('GET', `/users/nobody/all-identities`)).status).toBe(404);

    const got = await app.api('GET', `/users/${userId}`);
    expect(got.body).toHaveProperty('applicationId', null);
  });

  it('creates a user from a bcrypt password digest that then verifies (and is rehashed)', async () => {
    const bcrypt = (await import('bcryptjs')).default;
    const digest = await bcrypt.hash('imported secret 1', 4);
    const created = await app.api('POST', '/users', { username: `imp_${rand()}`, passwordDigest: digest, passwordAlgorithm: 'Bcrypt' });
    expect(created.status).toBe(200);
    expect(created.body.hasPassword).toBe(true);
    expect((await app.api('POST', `/users/${created.body.id}/password/verify`, { password: 'imported secret 1' })).status).toBe(204);
    // Rehashed to Argon2id: it still verifies, and a wrong one still fails.
    expect((await app.api('POST', `/users/${created.body.id}/password/verify`, { password: 'imported secret 1' })).status).toBe(204);
    expect((await app.api('POST', `/users/${created.body.id}/password/verify`, { password: 'imported secret 2' })).status).toBe(422);

    const argon = await hashPassword('argon imported 1');
    expect((await app.api('POST', '/users', { username: `imp_${rand()}`, passwordDigest: argon, passwordAlgorithm: 'Argon2id' })).status).toBe(200);
    for (const bad of [
      { passwordDigest: digest, passwordAlgorithm: 'MD5' },
      { passwordDigest: 'not a hash', passwordAlgorithm: 'Bcrypt' },
      { passwordDigest: digest },
      { passwordDigest: argon, passwordAlgorithm: 'Bcrypt' },
      { passwordDigest: digest, passwordAlgorithm: 'Bcrypt', password: 'also a password' },
    ]) {
      const refused = await app.api('POST', '/users', { username: `imp_${rand()}`, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('roles and applications', () => {
  it('POST/DELETE /roles/:id/applications, and the role list counts holders', async () => {
    const [machine, appA, appB] = [await role('MachineToMachine'), await m2m(), await m2m()];
    const added = await app.api('POST', `/roles/${machine}/applications`, { applicationIds: [appA, appB] });
    expect(added.status).toBe(201);
    expect((await app.api('GET', `/roles/${machine}/applications`)).body.map((a: any) => a.id).sort()).toEqual([appA, appB].sort());
    const again = await app.api('POST', `/roles/${machine}/applications`, { applicationIds: [appA] });
    expect(again).toMatchObject({ status: 422, body: { code: 'role.application_exists' } });
    expect((await app.api('POST', `/roles/${machine}/applications`, { applicationIds: ['nope'] })).status).toBe(404);
    expect((await app.api('POST', `/roles/${await role()}/applications`, { applicationIds: [appA] })).body.code).toBe('application.invalid_role_type');
    expect((await app.api('POST', `/roles/${machine}/applications`, { applicationIds: [] })).status).toBe(400);

    const list = await app.api('GET', `/roles?search=${encodeURIComponent('r-')}`);
    const listed = list.body.find((r: any) => r.id === machine);
    expect(listed).toMatchObject({ tenantId: 'default', usersCount: 0, applicationsCount: 2, featuredUsers: [] });
    expect(listed.featuredApplications.map((a: any) => a.id).sort()).toEqual([appA, appB].sort());
    expect(listed.featuredApplications[0]).toEqual({ id: expect.any(String), name: expect.any(String), type: 'MachineToMachine' });

    expect((await app.api('DELETE', `/roles/${machine}/applications/${appA}`)).status).toBe(204);
    expect((await app.api('DELETE', `/roles/${machine}/applications/${appA}`)).status).toBe(404);
    expect((await app.api('GET', `/roles/${machine}/applications`)).body.map((a: any) => a.id)).toEqual([appB]);
  });

  it('application roles: POST answers { roleIds, addedRoleIds }, PUT replaces, other types refused', async () => {
    const [appId, a, b] = [await m2m(), await role('MachineToMachine'), await role('MachineToMachine')];
    expect((await app.api('POST', `/applications/${appId}/roles`, { roleIds: [a] })).body).toEqual({ roleIds: [a], addedRoleIds: [a] });
    expect((await app.api('POST', `/applications/${appId}/roles`, { roleIds: [a, b] })).body).toEqual({ roleIds: [a, b], addedRoleIds: [b] });
    const put = await app.api('PUT', `/applications/${appId}/roles`, { roleIds: [b] });
    expect(put).toMatchObject({ status: 200, body: { roleIds: [b] } });
    expect((await app.api('GET', `/applications/${appId}/roles`)).body.map((r: any) => r.id)).toEqual([b]);
    expect((await app.api('PUT', `/applications/${appId}/roles`, { roleIds: [await role()] })).body.code).toBe('application.invalid_role_type');
    const spa = (await ok('POST', '/applications', { name: 'spa', type: 'SPA', oidcClientMetadata: { redirectUris: ['https://a.example/cb'] } })).id;
    expect((await app.api('PUT', `/applications/${spa}/roles`, { roleIds: [a] })).body.code).toBe('application.invalid_type');
  });

  it('role scopes carry their resource; resources carry isDefault and tenantId', async () => {
    const resource = await ok('POST', '/resources', { name: 'Compat', indicator: `https://compat-${rand()}.example.com` });
    expect(resource).toMatchObject({ tenantId: 'default', isDefault: false });
    const scope = await ok('POST', `/resources/${resource.id}/scopes`, { name: 'compat:read' });
    const roleId = await role();
    const added = await app.api('POST', `/roles/${roleId}/scopes`, { scopeIds: [scope.id] });
    expect(added.status).toBe(201);
    const scopes = await app.api('GET', `/roles/${roleId}/scopes`);
    expect(scopes.body[0]).toMatchObject({ tenantId: 'default', id: scope.id, resource: { id: resource.id, indicator: resource.indicator } });
    expect((await app.api('POST', `/roles/${roleId}/scopes`, { scopeIds: ['nope'] })).body.code).toBe('entity.not_exists_with_id');

    const dup = await app.api('POST', '/resources', { name: 'Dup', indicator: resource.indicator });
    expect(dup).toMatchObject({ status: 422, body: { code: 'resource.resource_identifier_in_use' } });
  });

  it('PATCH /resources/:id/is-default keeps one default', async () => {
    const a = await ok('POST', '/resources', { name: 'A', indicator: `https://a-${rand()}.example.com` });
    const b = await ok('POST', '/resources', { name: 'B', indicator: `https://b-${rand()}.example.com` });
    expect((await app.api('PATCH', `/resources/${a.id}/is-default`, { isDefault: true })).body).toMatchObject({ id: a.id, isDefault: true });
    expect((await app.api('PATCH', `/resources/${b.id}/is-default`, { isDefault: true })).body.isDefault).toBe(true);
    expect((await app.api('GET', `/resources/${a.id}`)).body.isDefault).toBe(false);
    expect((await app.api('PATCH', `/resources/${b.id}/is-default`, { isDefault: false })).body.isDefault).toBe(false);
    expect((await app.api('PATCH', `/resources/${b.id}/is-default`, {})).status).toBe(400);
    expect((await app.api('PATCH', `/resources/nope/is-default`, { isDefault: true })).status).toBe(404);
    const management = (await app.api('GET', '/resources')).body.find((r: any) => r.isManagement);
    expect((await app.api('PATCH', `/resources/${management.id}/is-default`, { isDefault: true })).status).toBe(400);
  });
});

describe('applications', () => {
  it('carry customData, tenantId, isThirdParty and appLevelAccessControlEnabled; PATCH custom-data merges', async () => {
    const appId = await m2m();
    const got = await app.api('GET', `/applications/${appId}`);
    expect(got.body).toMatchObject({ tenantId: 'default', customData: {}, isThirdParty: false, appLevelAccessControlEnabled: false });
    expect((await app.api('PATCH', `/applications/${appId}/custom-data`, { a: 1 })).body).toEqual({ a: 1 });
    expect((await app.api('PATCH', `/applications/${appId}/custom-data`, { b: { c: true } })).body).toEqual({ a: 1, b: { c: true } });
    expect((await app.api('GET', `/applications/${appId}`)).body.customData).toEqual({ a: 1, b: { c: true } });
    expect((await app.api('PATCH', `/applications/nope/custom-data`, { a: 1 })).status).toBe(404);
    expect((await app.api('PATCH', `/applications/${appId}/custom-data`, [1, 2])).status).toBe(400);
  });

  it('GET /applications/:id/organizations lists its organizations', async () => {
    const appId = await m2m();
    expect((await app.api('GET', `/applications/${appId}/organizations`)).body).toEqual([]);
    const org = await ok('POST', '/organizations', { name: `org ${rand()}` });
    await ok('POST', `/organizations/${org.id}/applications`, { applicationIds: [appId] });
    const listed = await app.api('GET', `/applications/${appId}/organizations`);
    expect(listed.body.map((o: any) => o.id)).toEqual([org.id]);
    expect(listed.headers.get('total-number')).toBe('1');
    expect((await app.api('GET', `/applications/nope/organizations`)).status).toBe(404);
  });
});

describe('lists without page', () => {
  it('answer every row (up to the limit); page/page_size still page', async () => {
    const n = 105;
    for (let i = 0; i < n; i++) await ok('POST', '/roles', { name: `bulk-${i}-${rand()}`, description: 'bulk' });
    const all = await app.api('GET', '/roles?search=bulk-');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(n);
    expect(new Set(all.body.map((r: any) => r.id)).size).toBe(n);
    expect(all.headers.get('total-number')).toBe(String(n));
    expect((await app.api('GET', '/roles?search=bulk-&page=1')).body).toHaveLength(20);
    expect((await app.api('GET', '/roles?search=bulk-&page_size=5')).body).toHaveLength(5);
    expect(UNPAGED_LIST_LIMIT).toBeGreaterThanOrEqual(n);
  });
});

describe('the compatible product typed client (@logto/api), unmodified', () => {
  it('calls user, role and resource operations against Tessera', async () => {
    const client = createApiClient({ baseUrl: app.url, getToken: () => app.adminToken() });
    const created = await client.POST('/api/users', { body: { username: `typed_${rand()}`, password: 'typed client pass 1' } });
    expect(created.response.status).toBe(200);
    const userId = created.data!.id;
    const machine = await client.POST('/api/roles', { body: { name: `typed-${rand()}`, description: 'd' } });
    expect(machine.response.status).toBe(200);
    const assigned = await client.POST('/api/users/{userId}/roles', { params: { path: { userId } }, body: { roleIds: [machine.data!.id] } });
    expect(assigned.response.status).toBe(201);
    expect(assigned.data).toEqual({ roleIds: [machine.data!.id], addedRoleIds: [machine.data!.id] });
    const replaced = await client.PUT('/api/users/{userId}/roles', { params: { path: { userId } }, body: { roleIds: [] } });
    expect(replaced.data).toEqual({ roleIds: [] });
    const has = await client.GET('/api/users/{userId}/has-password', { params: { path: { userId } } });
    expect(has.data).toEqual({ hasPassword: true });
    const verify = await client.POST('/api/users/{userId}/password/verify', { params: { path: { userId } }, body: { password: 'typed client pass 1' } });
    expect(verify.response.status).toBe(204);
    const custom = await client.GET('/api/users/{userId}/custom-data', { params: { path: { userId } } });
    expect(custom.data).toEqual({});
    const roles = await client.GET('/api/roles', {});
    expect(roles.data!.find((r) => r.id === machine.data!.id)).toMatchObject({ usersCount: 0, featuredUsers: [], tenantId: 'default' });
    const missing = await client.GET('/api/users/{userId}', { params: { path: { userId: 'nobody' } } });
    expect(missing.response.status).toBe(404);
  });
});
