// Issue 42, item 10: a `tessera` command on the embedded (PGlite) database while the server runs
// reported success, and its write was lost when the server stopped (each process works on its own
// copy of the directory). The directory is now held by whoever opened it first: the second
// refuses with who holds it and exit 1; a lock left by a crashed process is taken over at once.
// The real server process and the real CLI; then the lock's staleness rules on the real file
// system (another host, a dead pid, a reused pid, this process's earlier incarnation).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, STALE_AFTER_MS, lockDataDir } from '../../src/db/data-dir-lock.js';
import { freePort } from '../helpers/app.js';
import { runTessera } from '../helpers/cli.js';
import { usePostgres } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';

const ADMIN = { BOOTSTRAP_ADMIN_CLIENT_ID: 'lock-admin', BOOTSTRAP_ADMIN_CLIENT_SECRET: 'lock-admin-secret-0123456789abcdefgh' };
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-lock-'));
  dirs.push(dir);
  return dir;
}

const createAdmin = (env: Record<string, string>, username: string) =>
  runTessera(['create-admin', '--username', username, '--password-stdin'], env, 'admin-password-1\n');

async function usernames(server: ServerProcess): Promise<string[]> {
  const res = await server.api('GET', '/users?page_size=100');
  expect(res.status).toBe(200);
  return (res.body as { username: string | null }[]).map((u) => u.username ?? '');
}

it.skipIf(usePostgres)(
  'create-admin beside the running server is refused (exit 1, who holds it); after the stop it works and the write stays',
  { timeout: 240_000 },
  async () => {
    const port = String(await freePort());
    const env = { PORT: port, BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: tempDir(), ...ADMIN };
    const server = await spawnServer(env);
    servers.push(server);

    const refused = await createAdmin(env, 'cli_admin');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`in use by the Tessera server (pid ${server.child.pid}, since `);
    expect(refused.stderr).toContain('Stop it first');
    // Every command that opens the database is refused the same way, reads included.
    const setupLink = await runTessera(['setup-link'], env);
    expect(setupLink.code).toBe(1);
    expect(setupLink.stderr).toContain('in use by the Tessera server');
    expect(await usernames(server)).not.toContain('cli_admin');

    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(env.DATA_DIR, LOCK_FILE))).toBe(false);
    const created = await createAdmin(env, 'cli_admin');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created administrator "cli_admin"');

    // Nothing lost: the next server sees the administrator the command made.
    const next = await spawnServer(env);
    servers.push(next);
    expect(await usernames(next)).toContain('cli_admin');

    // A crash (SIGKILL) leaves the lock behind; its pid is gone, so the next process takes it over.
    await next.kill();
    const left = JSON.parse(readFileSync(path.join(env.DATA_DIR, LOCK_FILE), 'utf8')) as { pid: number };
    expect(left.pid).toBe(next.child.pid);
    const afterCrash = await createAdmin(env, 'cli_admin_2');
    expect(afterCrash.code).toBe(0);
    expect(existsSync(path.join(env.DATA_DIR, LOCK_FILE))).toBe(false);
  },
);

describe('the lock file', () => {
  const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
  const plant = (dir: string, record: Record<string, unknown>, ageMs = 0) => {
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ since: new Date().toISOString(), holder: 'the Tessera server', token: 'planted', procStart: null, ...record }),
    );
    const at = new Date(Date.now() - ageMs);
    utimesSync(lockFile(dir), at, at);
  };
  /** A pid that certainly ran and ended. */
  const deadPid = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.once('error', reject);
      child.once('exit', () => resolve(child.pid!));
    });

  it('is refused to a second opener in this process until released, and removed on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 'the Tessera server');
    expect(() => lockDataDir(dir, '`tessera doctor`')).toThrow(/already open in this process/);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir, '`tessera doctor`')();
  });

  it('held by a live process of this host is refused, naming it; its pid reused by another process is taken over', () => {
    const dir = tempDir();
    // The parent (vitest's main process) is alive; its recorded start time decides whether it is the holder.
    const start = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const procStart = start.slice(start.lastIndexOf(')') + 2).split(' ')[19]!;
    plant(dir, { pid: process.ppid, host: hostname(), procStart });
    expect(() => lockDataDir(dir, '`tessera create-admin`')).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir, '`tessera create-admin`')).toThrow(`in use by the Tessera server (pid ${process.ppid}, since `);
    plant(dir, { pid: process.ppid, host: hostname(), procStart: String(Number(procStart) + 1) });
    lockDataDir(dir, '`tessera create-admin`')();
  });

  it('left by a dead process of this host, or by this pid in an earlier life (a restarted container), is taken over at once', async () => {
    const dir = tempDir();
    plant(dir, { pid: await deadPid(), host: hostname() });
    const release = lockDataDir(dir, 'the Tessera server');
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
    plant(dir, { pid: process.pid, host: hostname(), token: 'earlier-life' });
    lockDataDir(dir, 'the Tessera server')();
  });

  it('of another host is held while it is touched, taken over once it is not for STALE_AFTER_MS', () => {
    const dir = tempDir();
    plant(dir, { pid: 1, host: 'another-container' }, STALE_AFTER_MS - 10_000);
    expect(() => lockDataDir(dir, '`tessera import-users`')).toThrow(/pid 1 on another-container/);
    plant(dir, { pid: 1, host: 'another-container' }, STALE_AFTER_MS + 1000);
    lockDataDir(dir, '`tessera import-users`')();
  });

  it('without a readable record is held for a moment (being written), then taken over', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), '');
    expect(() => lockDataDir(dir, 'the Tessera server')).toThrow(/opening it right now/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    lockDataDir(dir, 'the Tessera server')();
  });
});
