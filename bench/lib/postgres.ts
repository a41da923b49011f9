// A throwaway database on the local Postgres server for one bench run.
import { randomBytes } from 'node:crypto';
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
