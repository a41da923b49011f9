// The compatible Management API's field search and exclusion filters on users, roles and
// applications, and `includePasswordHash` / `includeSsoIdentities` on users: REST as its clients
// send them (`search.<field>`, `mode.<field>`, `joint`, `isCaseSensitive`, `exclude*Id`) and the
// same through GraphQL's `searchBy`. Every refusal is a 400 `request.invalid_input`, never a 500,
// including patterns only the database can find wrong.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();
const tag = randomBytes(3).toString('hex');
const u = (name: string) => `fs${tag}_${name}`;

interface Made {
  users: Record<string, string>;
  roles: Record<string, string>;
  apps: Record<string, string>;
  orgs: Record<string, string>;
}
const made: Made = { users: {}, roles: {}, apps: {}, orgs: {} };

async function ok(method: string, path: string, body?: unknown): Promise<any> {
  const res = await app.api(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** The ids a REST list answers, sorted, with its Total-Number checked against them. */
async function restIds(path: string): Promise<string[]> {
  const res = await app.api('GET', path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  const ids = (res.body as Array<{ id: string }>).map((n) => n.id).sort();
  expect(Number(res.headers.get('total-number'))).toBe(ids.length);
  return ids;
}
const q = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const ids = (...names: string[]) => names.map((n) => made.users[n]!).sort();

beforeAll(async () => {
  // Ten people whose names, usernames, emails and phones differ in ways the modes can tell apart.
  const people: Array<[key: string, name: string]> = [
    ['ada1', 'Ada Lovelace'],
    ['ada2', 'Ada Lovelace'],
    ['ada3', 'ada lovelace'],
    ['alan1', 'Alan Turing'],
    ['alan2', 'Alan Turing Jr'],
    ['alan3', 'Alan Turing Jr Jr'],
    ['alan4', 'Alan Turing Jr II'],
  ];
  const domains = ['@mail.test', '@Corp.test', '@lab.test'];
  for (const [index, [key, name]] of people.entries()) {
    const body = {
      username: u(key),
      name,
      primaryEmail: `${u(key)}${domains[index % domains.length]}`,
      primaryPhone: `4477${tag.replace(/\D/g, '0').slice(0, 3)}${String(index).padStart(4, '0')}`,
    };
    made.users[key] = (await ok('POST', '/users', body)).id;
  }
  made.roles.editor = (await ok('POST', '/roles', { name: `${u('editor')}`, description: 'edits pages' })).id;
  made.roles.viewer = (await ok('POST', '/roles', { name: `${u('viewer')}`, description: 'reads pages' })).id;
  made.roles.robot = (await ok('POST', '/roles', { name: `${u('robot')}`, description: 'machine', type: 'MachineToMachine' })).id;
  made.roles.robot2 = (await ok('POST', '/roles', { name: `${u('robot2')}`, description: 'machine too', type: 'MachineToMachine' })).id;
  made.apps.m2m = (await ok('POST', '/applications', { name: u('batch'), type: 'MachineToMachine' })).id;
  made.apps.m2m2 = (await ok('POST', '/applications', { name: u('sync'), type: 'MachineToMachine', description: 'nightly sync' })).id;
  made.orgs.north = (await ok('POST', '/organizations', { name: u('north') })).id;
  made.orgs.south = (await ok('POST', '/organizations', { name: u('south') })).id;
  await ok('POST', `/users/${made.users.ada1}/roles`, { roleIds: [made.roles.editor, made.roles.viewer] });
  await ok('POST', `/users/${made.users.ada2}/roles`, { roleIds: [made.roles.viewer] });
  await ok('POST', `/applications/${made.apps.m2m}/roles`, { roleIds: [made.roles.robot] });
  await ok('POST', `/organizations/${made.orgs.north}/users`, { userIds: [made.users.alan1, made.users.alan2] });
  await ok('POST', `/organizations/${made.orgs.south}/users`, { userIds: [made.users.alan2, made.users.ada1] });
  await ok('POST', `/organizations/${made.orgs.north}/applications`, { applicationIds: [made.apps.m2m2] });
});

describe('field search on users (REST)', () => {
  it('a bare search with % is a LIKE pattern over every searchable field', async () => {
    expect(await restIds(`/users?${q([['search', `%fs${tag}_ada%`]])}`)).toEqual(ids('ada1', 'ada2', 'ada3'));
    // The phone is searched too: every test user shares the prefix.
    const phonePrefix = `4477${tag.replace(/\D/g, '0').slice(0, 3)}`;
    expect(await restIds(`/users?${q([['search', `%${phonePrefix}000%`]])}`)).toEqual(Object.values(made.users).sort());
  });

  it('exact matches ignore case unless isCaseSensitive', async () => {
    const exact: Array<[string, string]> = [
      ['search.username', `fs${tag}_%`],
      ['search.name', 'ada lovelace'],
      ['mode.name', 'exact'],
      ['joint', 'and'],
    ];
    expect(await restIds(`/users?${q(exact)}`)).toEqual(ids('ada1', 'ada2', 'ada3'));
    expect(await restIds(`/users?${q([...exact, ['isCaseSensitive', 'true']])}`)).toEqual(ids('ada3'));
  });

  it('exact takes several values; other modes one', async () => {
    const emails: Array<[string, string]> = [
      ['search.primaryEmail', `${u('ada1')}@MAIL.test`],
      ['search.primaryEmail', `${u('ada2')}@corp.TEST`],
      ['search.primaryEmail', 'nobody@nowhere.test'],
      ['mode.primaryEmail', 'exact'],
    ];
    expect(await restIds(`/users?${q(emails)}`)).toEqual(ids('ada1', 'ada2'));
    const byId: Array<[string, string]> = [
      ['search.id', made.users.alan2!],
      ['search.id', made.users.alan2!],
      ['search.id', made.users.alan3!],
      ['mode.id', 'exact'],
      ['isCaseSensitive', 'true'],
    ];
    expect(await restIds(`/users?${q(byId)}`)).toEqual(ids('alan2', 'alan3'));
    const refused = await app.api('GET', `/users?${q(emails.slice(0, 2))}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('request.invalid_input');
    expect(refused.body.message).toContain('`exact`');
  });

  it('posix and similar_to, joined with and', async () => {
    // Exactly one "Jr" after "Alan": a regular expression with lookahead, as PostgreSQL reads it.
    const hybrid: Array<[string, string]> = [
      ['search.name', '^Alan((?!Jr).)*Jr((?!Jr).)*$'],
      ['mode.name', 'posix'],
      ['search.username', `fs${tag}_alan%`],
      ['search.primaryPhone', '%0{2,}%'],
      ['mode.primaryPhone', 'similar_to'],
      ['joint', 'and'],
      ['isCaseSensitive', 'true'],
    ];
    expect(await restIds(`/users?${q(hybrid)}`)).toEqual(ids('alan2', 'alan4'));
    const similar: Array<[string, string]> = [
      ['search.username', `fs${tag}_(ada|alan)[12]`],
      ['mode.username', 'similar_to'],
      ['isCaseSensitive', 'true'],
    ];
    expect(await restIds(`/users?${q(similar)}`)).toEqual(ids('ada1', 'ada2', 'alan1', 'alan2'));
    // Without joint=and the matches are alternatives.
    const either: Array<[string, string]> = [
      ['search.username', u('ada3')],
      ['search.name', 'Alan Turing Jr Jr'],
      ['mode', 'exact'],
    ];
    expect(await restIds(`/users?${q(either)}`)).toEqual(ids('ada3', 'alan3'));
  });

  it('refuses what it cannot run with 400 request.invalid_input', async () => {
    const cases: Array<[Array<[string, string]>, string]> = [
      [
        [
          ['search.primaryEmail', ''],
          ['search', 'ada'],
        ],
        'cannot be empty',
      ],
      [
        [
          ['search.primaryEmail', '%mail%'],
          ['mode.primaryEmail', 'similar_to'],
        ],
        'case-insensitive',
      ],
      [
        [
          ['search.primaryEmail', '%mail%'],
          ['mode.primaryEmail', 'similar to'],
        ],
        'is not valid',
      ],
      [[['search.email', '%mail%']], 'is not valid'],
      [
        [
          ['search.primaryEmail', '%mail%'],
          ['joint', 'both'],
        ],
        'is not valid',
      ],
      [[['search.profile.locale', 'en']], 'nested'],
      // Patterns only the database can find wrong: an unbalanced group, a dangling escape.
      [
        [
          ['search.name', '(Alan'],
          ['mode.name', 'posix'],
        ],
        'not valid',
      ],
      [
        [
          ['search.name', 'Alan\\'],
          ['isCaseSensitive', 'true'],
        ],
        'not valid',
      ],
    ];
    for (const [pairs, message] of cases) {
      const res = await app.api('GET', `/users?${q(pairs)}`);
      expect(res.status, `${q(pairs)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('request.invalid_input');
      expect(res.body.message).toContain(message);
    }
    expect((await app.api('GET', '/users')).status).toBe(200);
  });
});

describe('field search through GraphQL', () => {
  const query = `query($searchBy: FieldSearchInput) { users(searchBy: $searchBy, first: 100) { totalCount nodes { id } } }`;

  it('answers what REST answers', async () => {
    const res = await app.graphql(query, {
      searchBy: {
        matches: [
          { field: 'name', mode: 'POSIX', values: ['^Alan((?!Jr).)*Jr((?!Jr).)*$'] },
          { field: 'username', values: [`fs${tag}_alan%`] },
        ],
        joint: 'AND',
        caseSensitive: true,
      },
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.users.nodes.map((n: { id: string }) => n.id).sort()).toEqual(ids('alan2', 'alan4'));
  });

  it('refuses unknown fields, several values outside exact and bad patterns', async () => {
    for (const searchBy of [
      { matches: [{ field: 'password', values: ['x'] }] },
      { matches: [{ field: 'name', values: ['a', 'b'] }] },
      { matches: [{ field: 'name', mode: 'POSIX', values: ['[z-a]'] }] },
      {
        matches: [
          { field: 'name', values: ['a'] },
          { field: 'name', values: ['b'] },
        ],
      },
    ]) {
      const res = await app.graphql(query, { searchBy });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(searchBy)).toBe('request.invalid_input');
    }
  });
});

describe('exclusion filters', () => {
  it('users: excludeRoleId and excludeOrganizationId, alone and together', async () => {
    const mine = `search.username=${encodeURIComponent(`fs${tag}_%`)}`;
    const all = Object.values(made.users).sort();
    expect(await restIds(`/users?${mine}&excludeRoleId=${made.roles.editor}`)).toEqual(all.filter((id) => id !== made.users.ada1));
    expect(await restIds(`/users?${mine}&excludeRoleId=${made.roles.viewer}`)).toEqual(all.filter((id) => id !== made.users.ada1 && id !== made.users.ada2));
    expect(await restIds(`/users?${mine}&excludeOrganizationId=${made.orgs.north}`)).toEqual(
      all.filter((id) => id !== made.users.alan1 && id !== made.users.alan2),
    );
    expect(await restIds(`/users?${mine}&excludeOrganizationId=${made.orgs.south}&excludeRoleId=${made.roles.viewer}`)).toEqual(
      all.filter((id) => ![made.users.alan2, made.users.ada1, made.users.ada2].includes(id)),
    );
    // An id that names nothing excludes nobody, as in the compatible API.
    expect(await restIds(`/users?${mine}&excludeRoleId=nosuchrole`)).toEqual(all);
    expect((await app.api('GET', `/users?excludeRoleId=a&excludeRoleId=b`)).status).toBe(400);
  });

  it('roles: excludeUserId and excludeApplicationId', async () => {
    const mine = `search.name=${encodeURIComponent(`fs${tag}_%`)}`;
    expect(await restIds(`/roles?${mine}&type=User&excludeUserId=${made.users.ada2}`)).toEqual([made.roles.editor!]);
    expect(await restIds(`/roles?${mine}&type=User&excludeUserId=${made.users.ada1}`)).toEqual([]);
    expect(await restIds(`/roles?${mine}&type=MachineToMachine&excludeApplicationId=${made.apps.m2m}`)).toEqual([made.roles.robot2!]);
    const res = await app.graphql(
      `query($u: ID) { roles(excludeUserId: $u, searchBy: { matches: [{ field: "description", mode: EXACT, values: ["EDITS PAGES"] }] }) { nodes { id } } }`,
      { u: made.users.ada2 },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.roles.nodes.map((n: { id: string }) => n.id)).toEqual([made.roles.editor]);
  });

  it('applications: excludeRoleId and excludeOrganizationId', async () => {
    const mine = `search.name=${encodeURIComponent(`fs${tag}_%`)}`;
    const both = [made.apps.m2m!, made.apps.m2m2!].sort();
    expect(await restIds(`/applications?${mine}`)).toEqual(both);
    expect(await restIds(`/applications?${mine}&excludeRoleId=${made.roles.robot}`)).toEqual([made.apps.m2m2!]);
    expect(await restIds(`/applications?${mine}&excludeOrganizationId=${made.orgs.north}`)).toEqual([made.apps.m2m!]);
    expect(await restIds(`/applications?search.description=${encodeURIComponent('%NIGHTLY%')}`)).toEqual([made.apps.m2m2!]);
  });
});

describe('includePasswordHash and includeSsoIdentities', () => {
  it('answers the stored hash and its algorithm only when asked', async () => {
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    const withPassword = await ok('POST', '/users', { username: u('hashed'), password });
    const digest = bcrypt.hashSync('imported-secret-1', 4);
    const imported = await ok('POST', '/users', { username: u('imported'), passwordDigest: digest, passwordAlgorithm: 'Bcrypt' });
    const plain = await ok('GET', `/users/${withPassword.id}`);
    expect(plain).not.toHaveProperty('passwordDigest');
    expect(plain).not.toHaveProperty('passwordAlgorithm');
    expect(plain).not.toHaveProperty('ssoIdentities');

    const hashed = await ok('GET', `/users/${withPassword.id}?includePasswordHash=true`);
    expect(hashed.passwordAlgorithm).toBe('Argon2id');
    expect(hashed.passwordDigest).toMatch(/^\$argon2id\$/);
    // The digest is the real one: it checks the password the user was created with.
    const argon2 = (await import('argon2')).default;
    expect(await argon2.verify(hashed.passwordDigest, password)).toBe(true);

    expect(await ok('GET', `/users/${imported.id}?includePasswordHash=1`)).toMatchObject({ passwordDigest: digest, passwordAlgorithm: 'Bcrypt' });
    const none = await ok('GET', `/users/${made.users.ada1}?includePasswordHash=yes&includeSsoIdentities=true`);
    expect(none).toMatchObject({ passwordDigest: null, passwordAlgorithm: null, ssoIdentities: [] });

    const list = await app.api('GET', `/users?search.username=${encodeURIComponent(`fs${tag}_%`)}&includePasswordHash=true`);
    expect(list.status).toBe(200);
    const byName = new Map((list.body as Array<{ username: string; passwordDigest: string | null }>).map((x) => [x.username, x]));
    expect(byName.get(u('imported'))?.passwordDigest).toBe(digest);
    expect(byName.get(u('ada1'))?.passwordDigest).toBeNull();
    const unasked = await app.api('GET', `/users?search.username=${encodeURIComponent(`fs${tag}_%`)}`);
    expect((unasked.body as object[]).every((x) => !('passwordDigest' in x))).toBe(true);
    // `includePasswordHash=false` (or anything not truthy) keeps it out.
    expect(await ok('GET', `/users/${withPassword.id}?includePasswordHash=false`)).not.toHaveProperty('passwordDigest');
  });
});

describe('search on nested lists (REST and GraphQL)', () => {
  it('finds among a role’s users, a user’s roles, an application’s roles, a role’s applications and an organization’s applications', async () => {
    await ok('POST', `/roles/${made.roles.robot2}/applications`, { applicationIds: [made.apps.m2m, made.apps.m2m2] });
    expect(await restIds(`/roles/${made.roles.viewer}/users?search=${encodeURIComponent(u('ada2'))}`)).toEqual(ids('ada2'));
    expect(
      await restIds(
        `/roles/${made.roles.viewer}/users?${q([
          ['search.name', 'Ada Lovelace'],
          ['mode.name', 'exact'],
          ['isCaseSensitive', 'true'],
        ])}`,
      ),
    ).toEqual(ids('ada1', 'ada2'));
    expect(await restIds(`/users/${made.users.ada1}/roles?search=${encodeURIComponent('edits')}`)).toEqual([made.roles.editor]);
    expect(await restIds(`/users/${made.users.ada1}/roles?${q([['search.name', u('v%')]])}`)).toEqual([made.roles.viewer]);
    expect(await restIds(`/applications/${made.apps.m2m}/roles?search=${encodeURIComponent('machine too')}`)).toEqual([made.roles.robot2]);
    expect(await restIds(`/roles/${made.roles.robot2}/applications?search=nightly`)).toEqual([made.apps.m2m2]);
    expect(await restIds(`/organizations/${made.orgs.north}/applications?search=${encodeURIComponent(u('sync'))}`)).toEqual([made.apps.m2m2]);
    expect(await restIds(`/organizations/${made.orgs.north}/applications?search=${encodeURIComponent(u('batch'))}`)).toEqual([]);
    // Without a search each list is whole, as before.
    expect(await restIds(`/users/${made.users.ada1}/roles`)).toEqual([made.roles.editor, made.roles.viewer].sort());

    const graphql = await app.graphql(
      `query($id: ID!) { userRoles(userId: $id, searchBy: { matches: [{ field: "description", mode: EXACT, values: ["reads pages"] }] }) { totalCount nodes { id } } }`,
      {
        id: made.users.ada1,
      },
    );
    expect(graphql.data?.userRoles).toEqual({ totalCount: 1, nodes: [{ id: made.roles.viewer }] });
  });

  it('refuses a field the nested list cannot search, as the top lists do', async () => {
    const refused = await app.api('GET', `/users/${made.users.ada1}/roles?${q([['search.username', 'x']])}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('request.invalid_input');
  });
});
