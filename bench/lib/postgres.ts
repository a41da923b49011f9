// A throwaway database on the local Postgres server for one bench run.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `tessera_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** The local Postgres server's processes: its postmaster (found as the checkpointer's parent) and every child. */
async function serverProcesses(client: pg.Client): Promise<number[] | undefined> {
  const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where backend_type = 'checkpointer'");
  const checkpointer = rows[0]?.pid;
  if (!checkpointer) return undefined;
  const parentOf = (pid: number) => {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  };
  const postmaster = parentOf(checkpointer);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return parentOf(pid) === postmaster;
      } catch {
        return false; // gone
      }
    });
  return [postmaster, ...children];
}

function setAffinity(pids: number[], cpus: string): boolean {
  let all = true;
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    } catch {
      all = false; // gone, or not ours to pin
    }
  }
  return all;
}

/** A process's CPU list as taskset reports it ("pid 12's current affinity list: 0,1"); undefined if gone. */
function affinityOf(pid: number): string | undefined {
  try {
    return (
      execFileSync('taskset', ['-p', '-c', String(pid)], { encoding: 'utf8' })
        .split(': ')
        .pop()
        ?.trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * Keeps the local Postgres server on `cpus` (the load generator's cores), as the load generator
 * is: in production Postgres is another machine, and a Postgres process the scheduler wakes on
 * the server's core preempts the server mid-request (seen as p99 latency, and as stalls of up to
 * a few hundred ms, that only the servers using Postgres pay). The postmaster and all its
 * children are pinned, so every backend it forks later (a pool growing at the start of a run)
 * and its WAL writer are there from their first instruction. Where the postmaster cannot be
 * pinned (not ours), the backends serving `database` are pinned as they appear (polled). A no-op
 * when Postgres is not local or taskset is not allowed. Returns a function that gives every
 * process back all cores.
 */
export function pinBackends(database: string, cpus: string, allCpus: string, log: (...args: unknown[]) => void): () => Promise<void> {
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', ''].includes(host) || !cpus) return async () => {};
  const pinned = new Set<number>();
  const client = new pg.Client({ connectionString: adminUrl });
  let stopped = false;
  let wholeServer = false;
  let original: string | undefined;
  const round = async () => {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
    for (const { pid } of rows) {
      if (pinned.has(pid)) continue;
      pinned.add(pid);
      setAffinity([pid], cpus);
    }
  };
  const loop = (async () => {
    try {
      await client.connect();
      const processes = await serverProcesses(client).catch(() => undefined);
      // What to give back: the postmaster's own list, not "every core" as seen from here (this
      // process is pinned to the load generator's cores, so it sees only those).
      original = processes ? affinityOf(processes[0]!) : undefined;
      if (processes && original && setAffinity(processes.slice(0, 1), cpus)) {
        setAffinity(processes.slice(1), cpus);
        wholeServer = true;
        log(`Postgres pinned to cpu ${cpus}: its postmaster (pid ${processes[0]}) and ${processes.length - 1} children`);
        return;
      }
      log("could not pin the Postgres postmaster: pinning the bench database's backends as they appear");
      while (!stopped) {
        await round();
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch (error) {
      if (!stopped) log('could not pin the Postgres backends', error);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    if (wholeServer) {
      const processes = await serverProcesses(client).catch(() => undefined);
      if (processes) setAffinity(processes, original ?? allCpus);
    } else {
      setAffinity([...pinned], allCpus);
    }
    await client.end().catch(() => undefined);
  };
}
