// Issue 14: the real process prints the first-administrator link once, and (on Postgres) a
// cluster prints one link that works: the workers' starts do not replace it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';

const ADMIN = { BOOTSTRAP_ADMIN_CLIENT_ID: 'process-admin', BOOTSTRAP_ADMIN_CLIENT_SECRET: 'process-admin-secret-0123456789abcdef' };
const LINK = /Create the first administrator: (\S+)/g;

const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of databases) await d.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function database(): Promise<Record<string, string>> {
  const db = await createTestDatabase();
  databases.push(db);
  if (db.databaseUrl) return { DATABASE_URL: db.databaseUrl };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-link-'));
  dirs.push(dataDir);
  return { DATA_DIR: dataDir };
}

it('prints the link once; it opens the setup form', { timeout: 120_000 }, async () => {
  const port = String(await freePort());
  const server = await spawnServer({ PORT: port, ...ADMIN, ...(await database()) });
  servers.push(server);
  const links = [...server.output().matchAll(LINK)].map((m) => m[1]!);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/console/setup\\?token=[A-Za-z0-9_-]{43}$`));
  expect((await fetch(links[0]!)).status).toBe(200);
});

it.skipIf(!usePostgres)('WORKERS=2 prints one link, and it still works once the workers started', { timeout: 120_000 }, async () => {
  const server = await spawnServer({ WORKERS: '2', PORT: String(await freePort()), ...ADMIN, ...(await database()) });
  servers.push(server);
  await waitFor(() => [...server.output().matchAll(/worker \d+ listening/g)].length === 2, {
    timeoutMs: 30_000,
    intervalMs: 50,
    what: 'two workers listening',
  });
  const links = [...server.output().matchAll(LINK)].map((m) => m[1]!);
  expect(links).toHaveLength(1);
  for (let i = 0; i < 4; i++) expect((await fetch(links[0]!, { headers: { connection: 'close' } })).status).toBe(200);
});
