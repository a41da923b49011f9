// A Postgres cluster of the test's own (initdb into a temporary directory, pg_ctl on a free
// port), so that a test may stop and start it without touching the shared local server other
// test files use at the same time. Postgres refuses to run as root: as root, its programs run
// as the `postgres` user through runuser.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/app.js';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed server's bin directory (Debian's layout), or undefined. */
function binDirectory(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

/** Why a throwaway cluster cannot be made here, or undefined when it can be tried. */
export function throwawayPostgresUnsupported(): string | undefined {
  if (!binDirectory()) return 'no Postgres server programs under /usr/lib/postgresql/*/bin (initdb, pg_ctl)';
  if (process.getuid?.() === 0 && (!postgresUser() || !existsSync('/usr/sbin/runuser'))) {
    return 'running as root, and Postgres refuses root: needs a `postgres` user and runuser';
  }
  return undefined;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDirectory();
  if (!bin) throw new Error(throwawayPostgresUnsupported());
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const user = postgresUser()!;
    chownSync(dir, user.uid, user.gid);
  }
  const exec = (program: string, args: string[]) =>
    asRoot ? run('/usr/sbin/runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  const port = await freePort();
  // No fsync: a test cluster need not survive a power cut, and the machine is shared.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () => exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']).then(() => undefined);
  // Fast: every session is ended (57P01), as when an operator stops or restarts the server.
  const stop = () => exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']).then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
