// `search` on the lists an admin UI shows (users, applications, roles, resources, hooks), the
// application `types` filter and the role `type` filter, the same over GraphQL and REST
// (?search=, ?types=): case-insensitive substrings, LIKE wildcards taken literally, one rule for
// the term (trimmed; blank lists everything; too long is refused).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const app = useTestApp();
let receiver: Receiver;
const tag = randomBytes(3).toString('hex');
const made: Record<string, string> = {};

async function ok(method: string, path: string, body: unknown): Promise<any> {
  const res = await app.api(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  receiver = await startReceiver();
  made.spa = (
    await ok('POST', '/applications', {
      name: `Zeta ${tag} Portal`,
      type: 'SPA',
      description: 'customer portal',
      oidcClientMetadata: { redirectUris: ['http://127.0.0.1:9/cb'], postLogoutRedirectUris: [] },
    })
  ).id;
  made.native = (
    await ok('POST', '/applications', {
      name: `zeta ${tag} mobile`,
      type: 'Native',
      oidcClientMetadata: { redirectUris: ['http://127.0.0.1:9/cb'], postLogoutRedirectUris: [] },
    })
  ).id;
  made.m2m = (await ok('POST', '/applications', { name: `Billing 50%_off ${tag}`, type: 'MachineToMachine' })).id;
  made.userRole = (await ok('POST', '/roles', { name: `Editor ${tag}`, description: 'edits zeta content' })).id;
  made.m2mRole = (await ok('POST', '/roles', { name: `zeta-robot ${tag}`, description: 'machine', type: 'MachineToMachine' })).id;
  made.resource = (await ok('POST', '/resources', { name: `Orders ${tag}`, indicator: `https://orders-${tag}.example.com` })).id;
  made.hook = (await ok('POST', '/hooks', { name: `Audit sink ${tag}`, events: ['User.Created'], config: { url: `${receiver.url}/zeta-${tag}` } })).id;
  made.user = (await ok('POST', '/users', { username: `grace_${tag}`, primaryEmail: `Grace.${tag}@Example.com`, name: 'Grace Hopper' })).id;
});
afterAll(async () => {
  await receiver?.close();
});

const gqlIds = async (field: string, args: string, variables: Record<string, unknown>) => {
  const res = await app.graphql(`query(${args}) { ${field}(${args.replace(/\$(\w+): [\w[\]!]+/g, '$1: $$$1')}) { totalCount nodes { id } } }`, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data[field].nodes as Array<{ id: string }>).map((n) => n.id).sort();
};
const restIds = async (path: string) => {
  const res = await app.api('GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as Array<{ id: string }>).map((n) => n.id).sort();
};
const sorted = (...ids: string[]) => [...ids].sort();

describe('list search', () => {
  it('applications: search in name, description or id, and types', async () => {
    expect(await gqlIds('applications', '$search: String', { search: `ZETA ${tag}` })).toEqual(sorted(made.spa!, made.native!));
    expect(await gqlIds('applications', '$search: String', { search: 'Customer Portal' })).toEqual([made.spa]);
    expect(await gqlIds('applications', '$search: String', { search: made.m2m!.slice(3, 12) })).toEqual([made.m2m]);
    expect(await gqlIds('applications', '$search: String, $types: [ApplicationType!]', { search: tag, types: ['Native', 'MachineToMachine'] })).toEqual(
      sorted(made.native!, made.m2m!),
    );
    expect(await gqlIds('applications', '$search: String, $types: [ApplicationType!]', { search: tag, types: [] })).toEqual([]);
    expect(await restIds(`/applications?search=zeta%20${tag}`)).toEqual(sorted(made.spa!, made.native!));
    expect(await restIds(`/applications?search=${tag}&types=SPA&types=MachineToMachine`)).toEqual(sorted(made.spa!, made.m2m!));
    expect(await restIds(`/applications?search=${tag}&types=Native,SPA`)).toEqual(sorted(made.spa!, made.native!));
    const badType = await app.api('GET', '/applications?types=Robot');
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('guard.invalid_input');
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await gqlIds('applications', '$search: String', { search: '50%_off' })).toEqual([made.m2m]);
    expect(await gqlIds('applications', '$search: String', { search: `%${tag}` })).toEqual([]);
    expect(await gqlIds('applications', '$search: String', { search: `Billing_50` })).toEqual([]);
  });

  it('roles: search with and without type', async () => {
    expect(await gqlIds('roles', '$search: String', { search: 'zeta' })).toEqual(sorted(made.userRole!, made.m2mRole!));
    expect(await gqlIds('roles', '$search: String, $type: RoleType', { search: 'zeta', type: 'MachineToMachine' })).toEqual([made.m2mRole]);
    expect(await restIds(`/roles?search=EDITOR%20${tag}`)).toEqual([made.userRole]);
    expect(await restIds(`/roles?search=zeta&type=User`)).toEqual([made.userRole]);
  });

  it('resources: search in name, indicator or id', async () => {
    expect(await gqlIds('resources', '$search: String', { search: `orders ${tag}` })).toEqual([made.resource]);
    expect(await gqlIds('resources', '$search: String', { search: `ORDERS-${tag}.EXAMPLE` })).toEqual([made.resource]);
    expect(await restIds(`/resources?search=${made.resource}`)).toEqual([made.resource]);
  });

  it('hooks: search in name, URL or id', async () => {
    expect(await gqlIds('hooks', '$search: String', { search: `audit SINK ${tag}` })).toEqual([made.hook]);
    expect(await restIds(`/hooks?search=zeta-${tag}`)).toEqual([made.hook]);
  });

  it('users: search in id as well as username, email, phone and name', async () => {
    expect(await gqlIds('users', '$search: String', { search: made.user!.slice(2, 14).toUpperCase() })).toEqual([made.user]);
    expect(await restIds(`/users?search=grace.${tag}@example`)).toEqual([made.user]);
  });

  it('lists everything for a blank term, refuses an overlong one and a repeated ?search=', async () => {
    const all = await restIds('/resources');
    expect(await restIds('/resources?search=%20%20')).toEqual(all);
    expect(await gqlIds('resources', '$search: String', { search: '' })).toEqual(all);
    const long = 'x'.repeat(201);
    const rest = await app.api('GET', `/roles?search=${long}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'guard.invalid_input', message: 'search must be at most 200 characters', data: { field: ['search'] } });
    const gql = await app.graphql('query($s: String) { hooks(search: $s) { totalCount } }', { s: long });
    expect(gql.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
    expect((await app.api('GET', '/users?search=a&search=b')).status).toBe(400);
  });
});
