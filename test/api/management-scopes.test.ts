// Narrower Management API scopes (issue 47 item 4): `read` reads everything and changes nothing;
// `users`, `applications`, `webhooks` and `organizations` read and change their area only; what
// no area covers (roles, resources, connectors, settings) changes only with `all`. An operator
// without `all` cannot reach `all` through a user or application that has Management API access.
// Real tokens from client_credentials, on REST and GraphQL; every root field of the schema is
// decided in src/graphql/operation-access.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { decidedRootFields } from '../../src/graphql/operation-access.js';
import { MANAGEMENT_SCOPES } from '../../src/domain/directory/management-access.js';
import { useTestApp } from '../helpers/app.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';

const app = useTestApp();
let managementId: string;
const scopeIds = new Map<string, string>();
let admin: TestUser;
let plainUser: TestUser;

/** A machine-to-machine application holding `scopes` of the Management API, and its token. */
async function operator(scopes: string[]): Promise<string> {
  const role = await app.api('POST', '/roles', {
    name: `operator ${scopes.join(' ')} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'operator',
    type: 'MachineToMachine',
    scopeIds: scopes.map((name) => scopeIds.get(name)!),
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  const created = await app.api('POST', '/applications', { name: `operator ${scopes.join(' ')}`, type: 'MachineToMachine' });
  expect(created.status).toBe(200);
  expect((await app.api('POST', `/applications/${created.body.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${created.body.id}:${created.body.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: app.config.managementApiResource, scope: scopes.join(' ') }),
  });
  const body = (await res.json()) as { access_token: string; scope: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.scope.split(' ').sort()).toEqual([...scopes].sort());
  return body.access_token;
}

async function rest(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function graphql(token: string, query: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };
}

beforeAll(async () => {
  const resources = await app.api('GET', '/resources');
  managementId = (resources.body as { id: string; isManagement: boolean }[]).find((r) => r.isManagement)!.id;
  for (const scope of (await app.api('GET', `/resources/${managementId}/scopes`)).body as { id: string; name: string }[]) scopeIds.set(scope.name, scope.id);
  // An administrator (holds `all` through a User role) and a plain user.
  admin = await createUser(app);
  const adminRole = await app.api('POST', '/roles', { name: 'admins of the test', description: 'admins', scopeIds: [scopeIds.get('all')!] });
  expect((await app.api('POST', `/users/${admin.id}/roles`, { roleIds: [adminRole.body.id] })).status).toBe(201);
  plainUser = await createUser(app);
});

describe('the Management API resource', () => {
  it('has `all` and the narrower scopes, and stays read-only', async () => {
    expect([...scopeIds.keys()].sort()).toEqual(MANAGEMENT_SCOPES.map((s) => s.name).sort());
    const added = await app.api('POST', `/resources/${managementId}/scopes`, { name: 'extra', description: 'x' });
    expect(added.body.code).toBe('resource.management_api_change_not_allowed');
  });

  it('decides every root field of the schema', () => {
    const sdl = readdirSync('schema')
      .map((file) => readFileSync(`schema/${file}`, 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
    const decided = new Set(decidedRootFields());
    expect(fields.filter((field) => !decided.has(field))).toEqual([]);
  });
});

describe('read', () => {
  let token: string;
  beforeAll(async () => {
    token = await operator(['read']);
  });

  it('reads every area on REST and GraphQL', async () => {
    for (const path of ['/users', '/applications', '/hooks', '/organizations', '/roles', '/resources', '/sign-in-exp']) {
      expect((await rest(token, 'GET', path)).status, path).toBe(200);
    }
    const answer = await graphql(token, '{ users(first: 1) { totalCount } roles(first: 1) { totalCount } }');
    expect(answer.errors).toBeUndefined();
  });

  it('changes nothing: 403 auth.forbidden on REST, extensions.code on GraphQL, nothing written', async () => {
    const refused = await rest(token, 'POST', '/users', { username: 'by_reader' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'auth.forbidden', message: expect.stringContaining('createUser') });
    const answer = await graphql(token, 'mutation { createUser(input: { username: "by_reader" }) { user { id } } }');
    expect(answer.errors?.[0]?.extensions.code).toBe('auth.forbidden');
    expect((await app.api('GET', '/users?search=by_reader')).body).toEqual([]);
  });
});

describe('users', () => {
  let token: string;
  beforeAll(async () => {
    token = await operator(['users']);
  });

  it('reads and changes users, and nothing outside its area', async () => {
    const created = await rest(token, 'POST', '/users', { username: 'by_users_operator' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await rest(token, 'PATCH', `/users/${plainUser.id}`, { name: 'Renamed' })).status).toBe(200);
    expect((await rest(token, 'GET', '/applications')).status).toBe(403);
    expect((await rest(token, 'POST', '/hooks', { name: 'x', events: ['User.Created'], config: { url: 'https://example.com/h' } })).status).toBe(403);
    expect((await rest(token, 'GET', '/roles')).status).toBe(403);
  });

  it('cannot assign roles, nor change a user who has Management API access', async () => {
    const roles = (await app.api('GET', '/roles')).body as { id: string; name: string }[];
    const adminRole = roles.find((r) => r.name === 'admins of the test')!;
    const assign = await rest(token, 'POST', `/users/${plainUser.id}/roles`, { roleIds: [adminRole.id] });
    expect(assign.status).toBe(403);
    const reset = await rest(token, 'PATCH', `/users/${admin.id}/password`, { password: 'a new long passphrase 1' });
    expect(reset.status).toBe(403);
    expect(reset.body.message).toContain('Management API access');
    expect((await rest(token, 'DELETE', `/users/${admin.id}`)).status).toBe(403);
    // The administrator is as before: the old password still signs in to the same account.
    expect((await app.api('GET', `/users/${admin.id}`)).status).toBe(200);
    expect((await app.api('POST', `/users/${admin.id}/password/verify`, { password: admin.password })).status).toBe(204);
  });
});

describe('applications, webhooks and organizations', () => {
  it('each changes its own area only', async () => {
    const apps = await operator(['applications']);
    const made = await rest(apps, 'POST', '/applications', { name: 'By the apps operator', type: 'MachineToMachine' });
    expect(made.status).toBe(200);
    expect((await rest(apps, 'GET', '/users')).status).toBe(403);

    const hooks = await operator(['webhooks']);
    expect((await rest(hooks, 'GET', '/hooks')).status).toBe(200);
    expect((await rest(hooks, 'POST', '/organizations', { name: 'nope' })).status).toBe(403);

    const orgs = await operator(['organizations']);
    const org = await rest(orgs, 'POST', '/organizations', { name: 'By the organizations operator' });
    expect(org.status).toBe(201);
    expect((await rest(orgs, 'POST', `/organizations/${org.body.id}/users`, { userIds: [plainUser.id] })).status).toBe(201);
    expect((await rest(orgs, 'DELETE', `/applications/${made.body.id}`)).status).toBe(403);
  });

  it('an applications operator cannot touch an application that has Management API access (no new secret for it)', async () => {
    const apps = await operator(['applications']);
    const privileged = await app.api('POST', '/applications', { name: 'Privileged job', type: 'MachineToMachine' });
    const roles = (await app.api('GET', '/roles?type=MachineToMachine')).body as { id: string; name: string }[];
    const m2mAdmin = roles.find((r) => r.name === 'Management API access')!;
    expect((await app.api('POST', `/applications/${privileged.body.id}/roles`, { roleIds: [m2mAdmin.id] })).status).toBe(201);
    expect((await rest(apps, 'POST', `/applications/${privileged.body.id}/secrets`, { name: 'stolen' })).status).toBe(403);
    expect((await rest(apps, 'PATCH', `/applications/${privileged.body.id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await app.api('GET', `/applications/${privileged.body.id}`)).body.name).toBe('Privileged job');
  });
});
