// Seeds a realistic directory straight into the tables of migrations/20261122_0001_directory.ts:
// 1,000 users with 3 roles each, 20 API resources × 10 scopes, 50 roles, 200 applications.
// Direct SQL keeps seeding to a second; the Management API is exercised by the webhook figure.
import pg from 'pg';
import { sha256 } from '../src/domain/ids.js';

export const SIZES = { users: 1000, resources: 20, scopesPerResource: 10, userRoles: 40, m2mRoles: 10, m2mApps: 100, webApps: 100 };
const VERBS = ['read', 'write', 'delete', 'list', 'create', 'update', 'export', 'import', 'audit', 'admin'];

export interface SeededResource {
  id: string;
  indicator: string;
  scopes: Array<{ id: string; name: string }>;
}
export interface SeededApp {
  id: string;
  secret: string;
  /** Scope names held per resource indicator (M2M apps, through their roles). */
  held: Map<string, string[]>;
}
export interface SeededUser {
  id: string;
  /** The user's sign-in session: the `sid` a real user token carries and Tessera checks. */
  sessionId: string;
  /** Scope names held per resource indicator, through the user's roles. */
  held: Map<string, string[]>;
}
export interface Seed {
  resources: SeededResource[];
  m2mApps: SeededApp[];
  /** Traditional web apps with allowTokenExchange on: the "service A" of token exchange. */
  exchangeApps: SeededApp[];
  users: SeededUser[];
}

/** Small deterministic PRNG so every run seeds the same shape. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]!);
  return out;
}

async function insertRows(client: pg.Client, table: string, columns: Record<string, string>, rows: object[]): Promise<void> {
  const names = Object.keys(columns);
  const types = names.map((n) => `${n} ${columns[n]}`).join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    await client.query(`insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from json_to_recordset($1::json) as x(${types})`, [
      JSON.stringify(rows.slice(i, i + 2000)),
    ]);
  }
}

export function bytesToHex(b: Buffer): string {
  return `\\x${b.toString('hex')}`;
}

export async function seedDirectory(databaseUrl: string): Promise<Seed> {
  const rand = prng(20261122);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const resources: SeededResource[] = Array.from({ length: SIZES.resources }, (_, r) => ({
      id: `bench-res-${r}`,
      indicator: `https://api-${r}.bench.example`,
      scopes: VERBS.map((verb, k) => ({ id: `bench-scope-${r}-${k}`, name: `${verb}:api${r}` })),
    }));
    await insertRows(
      client,
      'resources',
      { id: 'text', name: 'text', indicator: 'text' },
      resources.map((r, i) => ({ id: r.id, name: `API ${i}`, indicator: r.indicator })),
    );
    await insertRows(
      client,
      'scopes',
      { id: 'text', resource_id: 'text', name: 'text', description: 'text' },
      resources.flatMap((r) => r.scopes.map((s) => ({ id: s.id, resource_id: r.id, name: s.name, description: `Allows ${s.name}` }))),
    );

    // Role → scope ids. User roles: 5 scopes on each of two resources; M2M roles: all of two resources.
    const roleScopes = new Map<string, Array<{ resource: SeededResource; name: string; id: string }>>();
    const roles: Array<{ id: string; name: string; type: string }> = [];
    for (let i = 0; i < SIZES.userRoles; i++) {
      const id = `bench-role-u${i}`;
      roles.push({ id, name: `user-role-${i}`, type: 'User' });
      const rs = [resources[i % SIZES.resources]!, resources[(i + 7) % SIZES.resources]!];
      roleScopes.set(
        id,
        rs.flatMap((resource) => pick(rand, resource.scopes, 5).map((s) => ({ resource, ...s }))),
      );
    }
    for (let j = 0; j < SIZES.m2mRoles; j++) {
      const id = `bench-role-m${j}`;
      roles.push({ id, name: `m2m-role-${j}`, type: 'MachineToMachine' });
      const rs = [resources[(2 * j) % SIZES.resources]!, resources[(2 * j + 1) % SIZES.resources]!];
      roleScopes.set(
        id,
        rs.flatMap((resource) => resource.scopes.map((s) => ({ resource, ...s }))),
      );
    }
    await insertRows(client, 'roles', { id: 'text', name: 'text', type: 'text' }, roles);
    await insertRows(
      client,
      'roles_scopes',
      { role_id: 'text', scope_id: 'text' },
      [...roleScopes].flatMap(([roleId, scopes]) => scopes.map((s) => ({ role_id: roleId, scope_id: s.id }))),
    );

    const heldBy = (roleIds: string[]) => {
      const held = new Map<string, Set<string>>();
      for (const roleId of roleIds) {
        for (const s of roleScopes.get(roleId)!) {
          const set = held.get(s.resource.indicator) ?? new Set<string>();
          set.add(s.name);
          held.set(s.resource.indicator, set);
        }
      }
      return new Map([...held].map(([k, v]) => [k, [...v].sort()]));
    };

    const userRoleIds = roles.filter((r) => r.type === 'User').map((r) => r.id);
    const users: SeededUser[] = [];
    const userRoles: Array<{ user_id: string; role_id: string }> = [];
    for (let u = 0; u < SIZES.users; u++) {
      const id = `bench-user-${u}`;
      const mine = pick(rand, userRoleIds, 3);
      for (const roleId of mine) userRoles.push({ user_id: id, role_id: roleId });
      users.push({ id, sessionId: `bench-session-${u}`, held: heldBy(mine) });
    }
    await insertRows(
      client,
      'users',
      { id: 'text', username: 'text', primary_email: 'text', name: 'text' },
      users.map((u, i) => ({ id: u.id, username: `bench_user_${i}`, primary_email: `user${i}@bench.example`, name: `Bench User ${i}` })),
    );
    await insertRows(client, 'users_roles', { user_id: 'text', role_id: 'text' }, userRoles);
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    await insertRows(
      client,
      'sessions',
      { id: 'text', user_id: 'text', expires_at: 'timestamptz' },
      users.map((u) => ({ id: u.sessionId, user_id: u.id, expires_at: expires })),
    );

    const m2mRoleIds = roles.filter((r) => r.type === 'MachineToMachine').map((r) => r.id);
    const m2mApps: SeededApp[] = [];
    const exchangeApps: SeededApp[] = [];
    const appRows: object[] = [];
    const appRoles: Array<{ application_id: string; role_id: string }> = [];
    for (let a = 0; a < SIZES.m2mApps; a++) {
      const app: SeededApp = { id: `bench-m2m-${a}`, secret: `bench-m2m-secret-${a}-${rand().toString(36).slice(2)}`, held: new Map() };
      const mine = pick(rand, m2mRoleIds, 2);
      for (const roleId of mine) appRoles.push({ application_id: app.id, role_id: roleId });
      app.held = heldBy(mine);
      m2mApps.push(app);
      appRows.push({ id: app.id, name: `Service ${a}`, type: 'MachineToMachine', secret_digest: bytesToHex(sha256(app.secret)), custom_client_metadata: {} });
    }
    for (let a = 0; a < SIZES.webApps; a++) {
      const app: SeededApp = { id: `bench-web-${a}`, secret: `bench-web-secret-${a}-${rand().toString(36).slice(2)}`, held: new Map() };
      exchangeApps.push(app);
      appRows.push({
        id: app.id,
        name: `Backend ${a}`,
        type: 'Traditional',
        secret_digest: bytesToHex(sha256(app.secret)),
        custom_client_metadata: { allowTokenExchange: true },
      });
    }
    await insertRows(client, 'applications', { id: 'text', name: 'text', type: 'text', secret_digest: 'bytea', custom_client_metadata: 'jsonb' }, appRows);
    await insertRows(client, 'applications_roles', { application_id: 'text', role_id: 'text' }, appRoles);
    await client.query('commit');
    await client.query('analyze');
    return { resources, m2mApps, exchangeApps, users };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
