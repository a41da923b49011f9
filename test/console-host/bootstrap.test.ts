// Issue 14: what every start guarantees for the console: the built-in Administrator role with
// the Management API's `all` (and the refusals that keep it), the tessera-console client
// following BASE_URL, and the first administrator from BOOTSTRAP_ADMIN_USERNAME / _PASSWORD.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ADMIN_ROLE_NAME, ADMINISTRATOR_ROLE_NAME, CONSOLE_CLIENT_ID, CONSOLE_CLIENT_NAME } from '../../src/domain/instance/bootstrap.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

// Restarts keep the database: PGlite on disk (or Postgres), not in memory.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function persistentDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-console-'));
  dirs.push(dataDir);
  return createTestDatabase({ dataDir });
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, any>;

async function builtinRoles(app: TestApp) {
  const res = await app.api('GET', '/roles?page_size=100');
  expect(res.status).toBe(200);
  const roles = res.body as Array<{ id: string; name: string; type: string }>;
  const rows = await app.running.services.db.selectFrom('builtin_roles').select(['key', 'role_id']).execute();
  const byKey = Object.fromEntries(rows.map((r) => [r.key, roles.find((role) => role.id === r.role_id)!]));
  return { administrator: byKey.administrator!, m2m: byKey['management-api-m2m']!, all: roles };
}

async function managementAllScopeId(app: TestApp) {
  const resources = await app.api('GET', '/resources?page_size=100');
  const management = (resources.body as any[]).find((r) => r.indicator === app.config.managementApiResource);
  const scopes = await app.api('GET', `/resources/${management.id}/scopes`);
  return (scopes.body as any[]).find((s) => s.name === 'all').id as string;
}

describe('built-in roles and the console client', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database: await persistentDatabase() });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('creates the Administrator user role and the machine-to-machine role, both holding `all`', async () => {
    const { administrator, m2m } = await builtinRoles(app);
    expect(administrator).toMatchObject({ name: ADMINISTRATOR_ROLE_NAME, type: 'User' });
    expect(m2m).toMatchObject({ name: ADMIN_ROLE_NAME, type: 'MachineToMachine' });
    const allId = await managementAllScopeId(app);
    for (const role of [administrator, m2m]) {
      const scopes = await app.api('GET', `/roles/${role.id}/scopes`);
      expect((scopes.body as any[]).map((s) => s.id)).toContain(allId);
    }
  });

  it('creates tessera-console as a public SPA client for {BASE_URL}/console, allowed the Management API', async () => {
    const res = await app.api('GET', `/applications/${CONSOLE_CLIENT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: CONSOLE_CLIENT_ID,
      name: CONSOLE_CLIENT_NAME,
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [`${app.url}/console/callback`], postLogoutRedirectUris: [`${app.url}/console/`] },
      customClientMetadata: { allowManagementApi: true },
    });
    // A public client: no secret to rotate.
    expect((await app.api('POST', `/applications/${CONSOLE_CLIENT_ID}/secret`)).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses to delete either built-in role, with role.builtin_delete_not_allowed', async () => {
    const { administrator, m2m } = await builtinRoles(app);
    for (const role of [administrator, m2m]) {
      const res = await app.api('DELETE', `/roles/${role.id}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('role.builtin_delete_not_allowed');
    }
    const gql = await app.graphql(`mutation($id: ID!) { deleteRole(id: $id) { deletedId userErrors { code field message } } }`, { id: administrator.id });
    const error = gql.errors?.[0]?.extensions?.code ?? gql.data?.deleteRole?.userErrors?.[0]?.code;
    expect(error).toBe('role.builtin_delete_not_allowed');
    expect((await app.api('GET', `/roles/${administrator.id}`)).status).toBe(200);
  });

  it('refuses to remove `all` from a built-in role, and to make the Administrator role a default role', async () => {
    const { administrator, m2m } = await builtinRoles(app);
    const allId = await managementAllScopeId(app);
    for (const role of [administrator, m2m]) {
      const res = await app.api('DELETE', `/roles/${role.id}/scopes/${allId}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('role.builtin_scope_removal_not_allowed');
    }
    const res = await app.api('PATCH', `/roles/${administrator.id}`, { isDefault: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('role.builtin_default_not_allowed');
    // The Management API's `all` scope itself is read-only.
    const resources = await app.api('GET', '/resources?page_size=100');
    const management = (resources.body as any[]).find((r) => r.indicator === app.config.managementApiResource);
    expect((await app.api('DELETE', `/resources/${management.id}/scopes/${allId}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('allows renaming a built-in role and other changes to it; a restart keeps the renamed role', { timeout: 180_000 }, async () => {
    const { administrator } = await builtinRoles(app);
    const renamed = await app.api('PATCH', `/roles/${administrator.id}`, { name: 'Console administrators', description: 'ours' });
    expect(renamed.status).toBe(200);
    app = await app.restart();
    const after = await builtinRoles(app);
    expect(after.administrator).toMatchObject({ id: administrator.id, name: 'Console administrators' });
    expect(after.all.filter((r) => r.name === ADMINISTRATOR_ROLE_NAME)).toHaveLength(0);
  });

  it('restores the console client at the next start after an operator changed or deleted it', { timeout: 180_000 }, async () => {
    const changed = await app.api('PATCH', `/applications/${CONSOLE_CLIENT_ID}`, {
      oidcClientMetadata: { redirectUris: ['https://elsewhere.example/cb'] },
      customClientMetadata: { allowManagementApi: false },
    });
    expect(changed.status).toBe(200);
    app = await app.restart();
    let res = await app.api('GET', `/applications/${CONSOLE_CLIENT_ID}`);
    expect(res.body.oidcClientMetadata.redirectUris).toEqual([`${app.url}/console/callback`]);
    expect(res.body.customClientMetadata.allowManagementApi).toBe(true);

    // The Management API refuses deleting it; a row removed by other means comes back at the next start.
    expect((await app.api('DELETE', `/applications/${CONSOLE_CLIENT_ID}`)).status).toBe(400);
    await app.running.services.db.deleteFrom('applications').where('id', '=', CONSOLE_CLIENT_ID).execute();
    expect((await app.api('GET', `/applications/${CONSOLE_CLIENT_ID}`)).status).toBe(404);
    app = await app.restart();
    res = await app.api('GET', `/applications/${CONSOLE_CLIENT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('SPA');
  });

  it('is idempotent: restarts create no second role or client', { timeout: 180_000 }, async () => {
    const before = await builtinRoles(app);
    app = await app.restart();
    const after = await builtinRoles(app);
    expect(after.all.map((r) => r.id).sort()).toEqual(before.all.map((r) => r.id).sort());
    const apps = await app.api('GET', '/applications?page_size=100');
    expect((apps.body as any[]).filter((a) => a.id === CONSOLE_CLIENT_ID)).toHaveLength(1);
  });
});

it('makes the console redirect URIs follow BASE_URL, plain http on a private host included', { timeout: 180_000 }, async () => {
  const database = await persistentDatabase();
  let app = await startTestApp({ database });
  try {
    await app.stop({ keepDatabase: true });
    app = await startTestApp({ database, adminSecret: app.adminSecret, env: { BASE_URL: 'http://tessera.internal:8080' } });
    const res = await app.api('GET', `/applications/${CONSOLE_CLIENT_ID}`);
    expect(res.body.oidcClientMetadata).toEqual({
      redirectUris: ['http://tessera.internal:8080/console/callback'],
      postLogoutRedirectUris: ['http://tessera.internal:8080/console/'],
      // A public client: no secret, no keys.
      tokenEndpointAuthMethod: 'none',
      jwks: null,
      jwksUri: null,
      requirePushedAuthorizationRequests: false,
      // No logout channels unless an operator sets them (an unset backchannelLogoutUri is left
      // out over REST, as the compatible API answers it).
      backchannelLogoutSessionRequired: false,
      frontchannelLogoutUri: null,
      frontchannelLogoutSessionRequired: false,
      requireDpop: false,
    });
  } finally {
    await app.stop();
  }
});

it('names the built-in role differently when an operator already has a role called Administrator', { timeout: 180_000 }, async () => {
  const database = await persistentDatabase();
  let app = await startTestApp({ database });
  // The logger writes to stdout (src/observability/logger.ts).
  const warn = vi.spyOn(process.stdout, 'write');
  try {
    const { administrator } = await builtinRoles(app);
    // Simulate a database from before the built-in role existed, with the operator's own role of that name.
    const { db } = app.running.services;
    await db.deleteFrom('builtin_roles').where('key', '=', 'administrator').execute();
    await db.updateTable('roles').set({ description: "the operator's own" }).where('id', '=', administrator.id).execute();
    await db.deleteFrom('roles_scopes').where('role_id', '=', administrator.id).execute();
    app = await app.restart();
    const after = await builtinRoles(app);
    expect(after.administrator.id).not.toBe(administrator.id);
    expect(after.administrator.name).toBe(`${ADMINISTRATOR_ROLE_NAME} (built-in)`);
    // The operator's role was not adopted: it did not get `all`.
    expect((await app.api('GET', `/roles/${administrator.id}/scopes`)).body).toEqual([]);
    expect(warn.mock.calls.some(([m]) => String(m).includes('already exists'))).toBe(true);
  } finally {
    warn.mockRestore();
    await app.stop();
  }
});

describe('BOOTSTRAP_ADMIN_USERNAME / BOOTSTRAP_ADMIN_PASSWORD', () => {
  it('go together and follow the password policy', () => {
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_USERNAME: 'root' })).toThrow(ConfigError);
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_PASSWORD: 'long enough password' })).toThrow(ConfigError);
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_USERNAME: 'root', BOOTSTRAP_ADMIN_PASSWORD: 'short' })).toThrow(/at least|8 to/);
    expect(loadConfig({ BOOTSTRAP_ADMIN_USERNAME: 'root', BOOTSTRAP_ADMIN_PASSWORD: 'long enough' }).bootstrapAdminUser).toEqual({
      username: 'root',
      password: 'long enough',
    });
  });

  it('create the administrator once (User.Created fires), who can sign in to the console; the password is not re-applied', { timeout: 180_000 }, async () => {
    const database = await persistentDatabase();
    const receiver = await startReceiver();
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    const env = { BOOTSTRAP_ADMIN_USERNAME: 'first_admin', BOOTSTRAP_ADMIN_PASSWORD: password };
    // A hook exists before the administrator does: create the app without the variables first.
    let app = await startTestApp({ database });
    const hook = await createHook(app, receiver, ['User.Created']);
    await app.stop({ keepDatabase: true });
    app = await startTestApp({ database, adminSecret: app.adminSecret, env });
    try {
      expect(app.running.setupLink).toBeUndefined();
      const found = await app.api('GET', '/users?search=first_admin');
      const admin = (found.body as any[]).find((u) => u.username === 'first_admin');
      expect(admin).toBeTruthy();
      const { administrator } = await builtinRoles(app);
      const roles = await app.api('GET', `/users/${admin.id}/roles`);
      expect((roles.body as any[]).map((r) => r.id)).toEqual([administrator.id]);

      const [delivered] = await receiver.waitFor((all) => all.some((r) => r.body.includes('first_admin')));
      const body = JSON.parse(receiver.ofEvent('User.Created').find((r) => r.body.includes('first_admin'))!.body);
      expect(body).toMatchObject({ hookId: hook.id, event: 'User.Created', data: { id: admin.id, username: 'first_admin' } });
      expect(JSON.stringify(body)).not.toContain(password);
      expect(delivered).toBeTruthy();

      const tokens = await signInAndGetTokens(app, {
        clientId: CONSOLE_CLIENT_ID,
        redirectUri: `${app.url}/console/callback`,
        username: 'first_admin',
        password,
        resource: app.config.managementApiResource,
        scope: 'openid profile all',
      });
      expect(claimsOf(tokens.access_token).scope.split(' ')).toContain('all');

      // Changed through the Management API; the variables at the next start change nothing.
      expect((await app.api('PATCH', `/users/${admin.id}/password`, { password: 'the new password' })).status).toBe(200);
      app = await app.restart();
      const again = await app.api('GET', '/users?search=first_admin');
      expect((again.body as any[]).filter((u) => u.username === 'first_admin')).toHaveLength(1);
      const signIn = (pw: string) =>
        signInAndGetTokens(app, {
          clientId: CONSOLE_CLIENT_ID,
          redirectUri: `${app.url}/console/callback`,
          username: 'first_admin',
          password: pw,
          scope: 'openid',
        });
      await expect(signIn('the new password')).resolves.toBeTruthy();
      await expect(signIn(password)).rejects.toThrow();
    } finally {
      await app.stop();
      await receiver.close();
    }
  });

  it('warn, without the password, when the user exists without the role, and grant nothing', { timeout: 180_000 }, async () => {
    const database = await persistentDatabase();
    let app = await startTestApp({ database });
    // The logger writes to stdout (src/observability/logger.ts).
    const warn = vi.spyOn(process.stdout, 'write');
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    try {
      const created = await app.api('POST', '/users', { username: 'squatter', password: 'someone elses' });
      expect(created.status).toBe(200);
      await app.stop({ keepDatabase: true });
      app = await startTestApp({ database, adminSecret: app.adminSecret, env: { BOOTSTRAP_ADMIN_USERNAME: 'squatter', BOOTSTRAP_ADMIN_PASSWORD: password } });
      const roles = await app.api('GET', `/users/${created.body.id}/roles`);
      expect(roles.body).toEqual([]);
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines.some((l) => l.includes('squatter') && l.includes('does not hold'))).toBe(true);
      expect(lines.some((l) => l.includes(password))).toBe(false);
    } finally {
      warn.mockRestore();
      await app.stop();
    }
  });

  it('refuse to start with a username the domain refuses', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        startTestApp({ database, env: { BOOTSTRAP_ADMIN_USERNAME: '1-not-valid', BOOTSTRAP_ADMIN_PASSWORD: 'long enough password' } }),
      ).rejects.toThrow(/BOOTSTRAP_ADMIN_USERNAME/);
    } finally {
      await database.drop();
    }
  });
});
