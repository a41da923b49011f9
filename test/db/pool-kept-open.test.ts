// The Postgres pool keeps the connections it has made (DATABASE_POOL_MIN, default the pool size):
// node-postgres would otherwise close every connection idle for its timeout, and under steady load
// that is each one its reuse order leaves aside (src/db/database.ts). Read from Postgres itself:
// the backend pids that answer before and after an idle spell, on the local Postgres server in
// both suites (the pool is Postgres's; PGlite has one connection).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';
import { waitFor } from '../helpers/wait-for.js';

const POOL_SIZE = 3;
const IDLE_MS = 100;
const opened: Array<{ database: Database; drop(): Promise<void> }> = [];

afterEach(async () => {
  for (const o of opened.splice(0).reverse()) {
    await o.database.close();
    await o.drop();
  }
});

const urls = new WeakMap<Database, URL>();

/** A pool on a database of its own, or beside `alongside` on the same database. */
async function open(poolMin?: number, alongside?: Database): Promise<Database> {
  const local = alongside ? { url: urls.get(alongside)!, drop: async () => {} } : await createLocalPostgresDatabase();
  const database = await openDatabase({
    databaseUrl: local.url.toString(),
    dataDir: 'memory://',
    poolSize: POOL_SIZE,
    ...(poolMin === undefined ? {} : { poolMin }),
    poolIdleTimeoutMs: IDLE_MS,
  });
  urls.set(database, local.url);
  opened.push({ database, drop: local.drop });
  return database;
}

/** The backends of POOL_SIZE statements run at once: each holds its connection while it sleeps. */
async function backendsAtOnce(database: Database): Promise<Set<number>> {
  const pids = await Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(database.db).then((r) => r.rows[0]!.pid),
    ),
  );
  return new Set(pids);
}

/** Until the pool has closed its idle connections down to `total` (its idle timeout passed). */
const closedDownTo = (database: Database, total: number) =>
  waitFor(() => database.poolCounts?.().total === total, { timeoutMs: 5000, intervalMs: 10, what: `the pool down to ${total} connection(s)` });

describe('the Postgres connection pool', () => {
  it('keeps every connection it made by default, so the same backends answer after an idle spell', async () => {
    const database = await open();
    // A pool beside it that keeps one: once it has closed the others, its connections have been
    // idle for the timeout, and those of the pool under test (idle since before them) longer.
    const witness = await open(1, database);
    const before = await backendsAtOnce(database);
    expect(before.size).toBe(POOL_SIZE);
    expect((await backendsAtOnce(witness)).size).toBe(POOL_SIZE);
    await closedDownTo(witness, 1);
    expect(database.poolCounts?.()).toMatchObject({ total: POOL_SIZE, idle: POOL_SIZE });
    expect(await backendsAtOnce(database)).toEqual(before);
  });

  it('closes idle connections above DATABASE_POOL_MIN', async () => {
    const database = await open(1);
    const before = await backendsAtOnce(database);
    expect(before.size).toBe(POOL_SIZE);
    await closedDownTo(database, 1);
    expect(database.poolCounts?.()).toMatchObject({ total: 1, idle: 1 });
    const after = await backendsAtOnce(database);
    // One backend was kept; the others are new.
    expect([...after].filter((pid) => before.has(pid))).toHaveLength(1);
  });

  it('closes them all with DATABASE_POOL_MIN=0, as node-postgres does by default', async () => {
    const database = await open(0);
    expect((await backendsAtOnce(database)).size).toBe(POOL_SIZE);
    await closedDownTo(database, 0);
    expect(database.poolCounts?.()).toMatchObject({ total: 0 });
  });
});
