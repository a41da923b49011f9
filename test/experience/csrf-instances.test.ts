// The forms' CSRF tokens are signed with the cookie key kept in the database, so a form
// rendered by one server process is accepted by another on the same database — as behind a
// load balancer or with WORKERS=2 — without COOKIE_SECRET (finding 21). Real processes: a
// per-process key would be shared by two instances inside one test process.
// Postgres: two processes at once. PGlite (one process per data directory): one, stopped, then
// another on the same directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, usePostgres } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { Browser, type PageResponse } from './helpers/browser.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function serve(database: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer({
    WORKERS: '1',
    PORT: String(await freePort()),
    COOKIE_SECRET: '',
    BOOTSTRAP_ADMIN_CLIENT_ID: 'csrf-admin',
    BOOTSTRAP_ADMIN_CLIENT_SECRET: 'csrf-admin-secret-0123456789abcdef',
    ...database,
  });
  cleanups.push(() => server.kill());
  return server;
}

/** Stops gracefully (PGlite writes its files on close). */
async function stop(server: ServerProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  await exited;
}

/** The page as if `server` had served it: its form posts go there (the cookies go along). */
const servedBy = (page: PageResponse, from: ServerProcess, to: ServerProcess): PageResponse => ({ ...page, url: page.url.replace(from.url, to.url) });

describe('CSRF of /register and /forgot-password across server processes', () => {
  it(
    `a form rendered by one process is accepted by another on the same database (${usePostgres ? 'Postgres, at once' : 'PGlite, one after the other'})`,
    { timeout: 180_000 },
    async () => {
      let database: Record<string, string>;
      if (usePostgres) {
        const db = await createTestDatabase();
        cleanups.push(() => db.drop());
        database = { DATABASE_URL: db.databaseUrl! };
      } else {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-csrf-'));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        database = { DATA_DIR: dataDir };
      }
      const a = await serve(database);
      const browser = new Browser(a.url);
      const register = await browser.get('/register');
      const forgotBrowser = new Browser(a.url);
      const forgot = await forgotBrowser.get('/forgot-password');
      expect(register.status).toBe(200);
      expect(forgot.status).toBe(200);

      let b: ServerProcess;
      if (usePostgres) {
        b = await serve(database);
      } else {
        await stop(a);
        b = await serve(database);
      }
      const registered = await browser.submit(servedBy(register, a, b), { identifier: 'multi_instance_user', password: 'long enough password' });
      expect(registered.status, registered.text.slice(0, 500)).toBe(200);
      expect(registered.text).toContain('Account created');

      const sent = await forgotBrowser.submit(servedBy(forgot, a, b), { identifier: 'nobody@example.com' });
      expect(sent.status, sent.text.slice(0, 500)).toBe(200);
      expect(sent.text).toContain('If an account uses');
    },
  );
});
