// A throwaway database on the local Postgres server for one bench run.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
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

/**
 * Keeps the Postgres backends serving `database` on `cpus` (the load generator's cores), as the
 * load generator is: in production Postgres is another machine, and a backend the scheduler
 * wakes on the server's core preempts the server mid-request (seen as p99 latency that only the
 * servers using Postgres pay). Polls for new connections; a no-op when Postgres is not local or
 * taskset is not allowed. Returns a function that stops and gives the backends every core again.
 */
export function pinBackends(database: string, cpus: string, allCpus: string, log: (...args: unknown[]) => void): () => Promise<void> {
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', ''].includes(host) || !cpus) return async () => {};
  const pinned = new Set<number>();
  const client = new pg.Client({ connectionString: adminUrl });
  let stopped = false;
  const round = async () => {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
    for (const { pid } of rows) {
      if (pinned.has(pid)) continue;
      pinned.add(pid);
      try {
        execFileSync('taskset', ['-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
      } catch {
        // gone already, or not ours to pin
      }
    }
  };
  const loop = (async () => {
    try {
      await client.connect();
      while (!stopped) {
        await round();
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch (error) {
      if (!stopped) log('could not pin the Postgres backends', error);
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    for (const pid of pinned) {
      try {
        execFileSync('taskset', ['-p', '-c', allCpus, String(pid)], { stdio: 'ignore' });
      } catch {
        // gone
      }
    }
  };
}
