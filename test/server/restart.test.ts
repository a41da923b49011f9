import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usePostgres } from '../helpers/database.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitFor } from '../helpers/wait-for.js';
import { loadConfig } from '../../src/config.js';
import { start } from '../../src/start.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('persistence across restarts', () => {
  it(`keeps data, signing keys and admin credentials (${usePostgres ? 'Postgres' : 'PGlite on disk'})`, { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-data-'));
    dirs.push(dataDir);
    const database = await createTestDatabase({ dataDir });
    let app: TestApp = await startTestApp({ database });
    const created = await app.api('POST', '/users', { username: 'persistent', password: 'long enough pw' });
    expect(created.status).toBe(200);
    const tokenBefore = await app.adminToken();
    const jwksBefore = await (await fetch(`${app.url}/oidc/jwks`)).json();

    app = await app.restart();
    try {
      const jwksAfter = await (await fetch(`${app.url}/oidc/jwks`)).json();
      expect(jwksAfter).toEqual(jwksBefore);
      // A token minted before the restart still verifies: the key was kept, not regenerated.
      const res = await fetch(`${app.url}/api/users/${created.body.id}`, { headers: { authorization: `Bearer ${tokenBefore}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { username: string }).username).toBe('persistent');
    } finally {
      await app.stop();
    }
  });

  // Issue 42 (item 9): no secret is generated to be printed; the admin application is created
  // once, without a secret (test/server/first-start.test.ts: the CLI makes it, shown once).
  it('creates the admin application once, without a secret, when none is configured, and encrypts keys when asked', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const kek = Buffer.alloc(32, 7).toString('base64');
    const env = {
      PORT: '0',
      BASE_URL: 'http://127.0.0.1:1',
      DATA_DIR: database.dataDir,
      KEY_ENCRYPTION_KEY: kek,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const first = await start(loadConfig(env));
    try {
      expect(first.createdAdmin?.clientId).toMatch(/^[a-z0-9]{21}$/);
      expect(first.createdAdmin).not.toHaveProperty('clientSecret');
      const row = await first.services.db.selectFrom('signing_keys').select('private_key').executeTakeFirstOrThrow();
      expect(row.private_key.startsWith('enc:v1:')).toBe(true);
      const app = await first.services.db
        .selectFrom('applications')
        .select(['secret_digest', 'is_admin'])
        .where('id', '=', first.createdAdmin!.clientId)
        .executeTakeFirstOrThrow();
      expect(app.is_admin).toBe(true);
      expect(app.secret_digest).toBeNull();
    } finally {
      await first.stop();
    }
    if (!usePostgres) return; // an in-memory PGlite does not outlive its process
    const second = await start(loadConfig(env));
    try {
      expect(second.createdAdmin).toBeUndefined();
    } finally {
      await second.stop();
      await database.drop();
    }
  });

  it('a start whose port is taken fails with EADDRINUSE and releases what it opened; the same database then starts', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-data-'));
    dirs.push(dataDir);
    const database = await createTestDatabase({ dataDir });
    const adminSecret = 'port-taken-admin-secret-0123456789';
    let started: TestApp | undefined;
    try {
      const taken: Server = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
      const port = (taken.address() as { port: number }).port;
      try {
        await expect(startTestApp({ database, port, adminSecret })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      } finally {
        await new Promise<void>((resolve) => taken.close(() => resolve()));
      }
      await expectNoConnectionLeft(database.databaseUrl);
      started = await startTestApp({ database, adminSecret });
      expect((await started.api('GET', '/users')).status).toBe(200);
    } finally {
      // app.stop() drops the database; when a check failed before the app started, drop it here.
      if (started) await started.stop();
      else await database.drop();
    }
  });
});

/** On Postgres: no connection to the test database but this check's own. PGlite has none to count. */
async function expectNoConnectionLeft(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  // The pool keeps its connections once made (DATABASE_POOL_MIN): left open, they would show here.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = async () =>
      Number(
        (await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'))
          .rows[0]!.n,
      );
    // A connection the failed start closed may take a moment to leave pg_stat_activity.
    await waitFor(async () => (await others()) === 0, { timeoutMs: 3000, intervalMs: 100, what: "no connection to the test database but this check's own" });
  } finally {
    await client.end();
  }
}
