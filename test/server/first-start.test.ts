// Issue 42, items 9 and 11: what a first start shows an operator. Real server processes and the
// real CLI; the output checked is everything the process wrote (stdout and stderr).
//  - Without the bootstrap variables the output holds the one-time setup link and no secret: the
//    admin application is created without one; `tessera rotate-admin-secret` makes it, shown once.
//  - One setup link per database: a later start keeps it (and says where it is), and of two
//    instances starting together on one empty Postgres database exactly one prints a link.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { runTessera } from '../helpers/cli.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';

const LINK = /Create the first administrator: (\S+)/g;
const ISSUED_ELSEWHERE = /a setup link was already issued at (\S+) \(by this or another instance; it works until \S+\): .*`tessera setup-link`/;

const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of databases) await d.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** An empty database's settings for the process: DATABASE_URL, or a PGlite directory. */
async function database(): Promise<Record<string, string>> {
  const db = await createTestDatabase();
  databases.push(db);
  if (db.databaseUrl) return { DATABASE_URL: db.databaseUrl };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-first-start-'));
  dirs.push(dataDir);
  return { DATA_DIR: dataDir };
}

async function serve(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

async function clientCredentials(url: string, clientId: string, secret: string): Promise<number> {
  const res = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: `${url}/api`, scope: 'all' }),
  });
  await res.body?.cancel();
  return res.status;
}

it(
  'a first start without bootstrap variables prints the setup link and no secret; the admin secret is made by the CLI, shown once',
  { timeout: 180_000 },
  async () => {
    const port = String(await freePort());
    const env = { PORT: port, BASE_URL: `http://127.0.0.1:${port}`, ...(await database()) };
    const first = await serve(env);
    const output = first.output();

    const links = [...output.matchAll(LINK)].map((m) => m[1]!);
    expect(links).toHaveLength(1);
    expect((await fetch(links[0]!)).status).toBe(200);
    const token = new URL(links[0]!).searchParams.get('token')!;

    // The admin application exists and is named, with no secret anywhere in the output.
    const adminId = /created the admin application \(client_id=([a-z0-9]+)\)/.exec(output)?.[1];
    expect(adminId).toBeTruthy();
    expect(output).not.toMatch(/client_secret=|secret: \S{20,}/i);
    // Whatever secret-like string the output holds (the setup token among them) authenticates nothing.
    const candidates = new Set([...output.matchAll(/[A-Za-z0-9_-]{20,}/g)].map((m) => m[0]).filter((s) => s !== adminId));
    expect(candidates.has(token)).toBe(true);
    for (const candidate of candidates) expect(await clientCredentials(first.url, adminId!, candidate)).toBe(401);

    // A running PGlite server holds its directory: stopped first (Postgres would not need it).
    expect(await first.stop()).toBe(0);
    const rotated = await runTessera(['rotate-admin-secret'], env);
    expect(rotated.code).toBe(0);
    const [clientId, secret] = rotated.stdout.trim().split('\t');
    expect(clientId).toBe(adminId);
    expect(secret!.length).toBeGreaterThanOrEqual(43);
    expect(rotated.stderr).not.toContain(secret!);

    // The next start keeps the live setup link (it does not print a new one) and says where it is.
    const second = await serve(env);
    const again = second.output();
    expect([...again.matchAll(LINK)]).toHaveLength(0);
    expect(again).toMatch(ISSUED_ELSEWHERE);
    expect(again).not.toContain('created the admin application');
    expect(again).not.toContain(secret!);
    expect((await fetch(links[0]!)).status).toBe(200);
    expect(await clientCredentials(second.url, adminId!, secret!)).toBe(200);
    await second.stop();

    // `tessera setup-link` replaces it on purpose: the new link works, the old one no longer.
    const fresh = await runTessera(['setup-link'], env);
    expect(fresh.code).toBe(0);
    const freshLink = fresh.stdout.trim();
    expect(freshLink).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${env.PORT}/console/setup\\?token=[A-Za-z0-9_-]{43}$`));
    const third = await serve(env);
    expect([...third.output().matchAll(LINK)]).toHaveLength(0);
    expect((await fetch(links[0]!)).status).toBe(403);
    expect((await fetch(freshLink)).status).toBe(200);
    await third.stop();
  },
);

it.skipIf(!usePostgres)(
  'two instances starting together on one empty Postgres database: one prints the link, the other says where it is',
  { timeout: 180_000 },
  async () => {
    const db = await database();
    const [a, b] = await Promise.all([serve({ PORT: String(await freePort()), ...db }), serve({ PORT: String(await freePort()), ...db })]);
    const printed = [a, b].flatMap((s) => [...s.output().matchAll(LINK)].map((m) => m[1]!));
    expect(printed).toHaveLength(1);
    const other = [a, b].find((s) => !s.output().includes('Create the first administrator'))!;
    expect(other.output()).toMatch(ISSUED_ELSEWHERE);
    // The one printed link works, on either instance: it was never cancelled.
    const token = new URL(printed[0]!).searchParams.get('token')!;
    for (const s of [a, b]) expect((await fetch(`${s.url}/console/setup?token=${token}`)).status).toBe(200);
    // Exactly one admin application was created, by one of them.
    expect([a, b].filter((s) => s.output().includes('created the admin application'))).toHaveLength(1);
  },
);
