// The audit log's batched writer keeps one INSERT in flight, but a row queued behind one that is
// slow to come back must not wait for it: once that INSERT is HEDGE_AFTER_MS old, the rows queued
// since go out in a second one. Made slow for real: another session holds an uncommitted row with
// the same primary key, so Postgres makes the INSERT wait on that transaction. On the local
// Postgres server in both suites (PGlite has one session, so nothing can hold a row against it).
// What the writer reacts to is read from Postgres (pg_stat_activity): the INSERTs waiting on the
// held rows, and how long the oldest has waited.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { HEDGE_AFTER_MS, insertLog, type LogWrite } from '../../src/db/repositories/logs.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';
import { waitFor } from '../helpers/wait-for.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function entry(id: string): LogWrite {
  return {
    id,
    key: 'ExchangeTokenBy.TokenExchange',
    result: 'Success',
    userId: null,
    applicationId: 'svc-a',
    ip: null,
    userAgent: null,
    error: null,
    errorDescription: null,
    payload: {},
  };
}

/** A promise's state without waiting for it. */
function track(promise: Promise<void>): { settled: () => boolean; promise: Promise<void> } {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  return { settled: () => settled, promise: tracked };
}

interface Setup {
  database: Database;
  blocker: pg.Client;
  committed: (id: string) => Promise<boolean>;
  /** The INSERTs into logs that wait on a lock, and how long the oldest has waited (ms, Postgres's clock). */
  waiting: () => Promise<{ inserts: number; oldestMs: number }>;
}

async function setUp(): Promise<Setup> {
  const local = await createLocalPostgresDatabase();
  cleanup.push(local.drop);
  const database = await openDatabase({ databaseUrl: local.url.toString(), dataDir: 'memory://', poolSize: 4 });
  cleanup.push(() => database.close());
  await migrateToLatest(database.db);
  const blocker = new pg.Client({ connectionString: local.url.toString() });
  await blocker.connect();
  cleanup.push(() => blocker.end());
  const reader = new pg.Client({ connectionString: local.url.toString() });
  await reader.connect();
  cleanup.push(() => reader.end());
  const committed = async (id: string) => (await reader.query('select 1 from logs where id = $1', [id])).rowCount === 1;
  const waiting = async () => {
    const { rows } = await reader.query<{ inserts: number; oldest_ms: number | null }>(
      `select count(*)::int as inserts, (extract(epoch from max(clock_timestamp() - query_start)) * 1000)::float8 as oldest_ms
         from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into logs%'`,
    );
    return { inserts: rows[0]!.inserts, oldestMs: rows[0]!.oldest_ms ?? 0 };
  };
  return { database, blocker, committed, waiting };
}

/** Another session inserts these ids and keeps its transaction open: an INSERT of any of them waits. */
async function holdIds(blocker: pg.Client, ids: string[]): Promise<void> {
  await blocker.query('begin');
  for (const id of ids) {
    await blocker.query(`insert into logs (id, key, result, payload) values ($1, 'Held', 'Success', '{}')`, [id]);
  }
}

/**
 * Until `inserts` INSERTs wait on the held rows and the oldest has waited past HEDGE_AFTER_MS (as
 * Postgres counts it from the statement's start, which is after the writer sent it).
 */
async function stuckInserts(waiting: Setup['waiting'], inserts: number): Promise<void> {
  await waitFor(
    async () => {
      const now = await waiting();
      return now.inserts === inserts && now.oldestMs > HEDGE_AFTER_MS;
    },
    { timeoutMs: 5000, intervalMs: 5, what: `${inserts} INSERT(s) waiting on the held rows, the oldest for over ${HEDGE_AFTER_MS} ms` },
  );
}

/** One event-loop turn: the writer's pump, scheduled for the end of the turn a row was queued in, has run. */
const pumped = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the audit log batched writer, behind an INSERT that does not come back', () => {
  it('sends the rows queued after it in a second INSERT, which commits while the first still waits', async () => {
    const { database, blocker, committed, waiting } = await setUp();
    await holdIds(blocker, ['held-1']);
    const stuck = track(insertLog(database.db, entry('held-1')));
    await stuckInserts(waiting, 1);
    const free = track(insertLog(database.db, entry('free-1')));
    await waitFor(free.settled, { timeoutMs: 2000, what: 'the row queued behind the stuck INSERT committed' });
    await free.promise;
    expect(await committed('free-1')).toBe(true);
    expect(stuck.settled()).toBe(false);
    // Once the other session lets go, the first INSERT completes too: nothing was dropped.
    await blocker.query('rollback');
    await stuck.promise;
    expect(await committed('held-1')).toBe(true);
  });

  it('keeps at most two INSERTs in flight: a third batch waits for one of them', async () => {
    const { database, blocker, committed, waiting } = await setUp();
    await holdIds(blocker, ['held-1', 'held-2']);
    const first = track(insertLog(database.db, entry('held-1')));
    await stuckInserts(waiting, 1);
    const second = track(insertLog(database.db, entry('held-2')));
    await stuckInserts(waiting, 2);
    const busy = () => database.poolCounts!().total - database.poolCounts!().idle;
    expect(busy()).toBe(2);
    const third = track(insertLog(database.db, entry('free-3')));
    // The writer decides when its pump runs: had it sent the third batch, that INSERT would
    // hold a third connection by now (taking one is synchronous once the pump has called it).
    await pumped();
    expect(busy()).toBe(2);
    expect([first.settled(), second.settled(), third.settled()]).toEqual([false, false, false]);
    expect(await committed('free-3')).toBe(false);
    await blocker.query('rollback');
    await Promise.all([first.promise, second.promise, third.promise]);
    for (const id of ['held-1', 'held-2', 'free-3']) expect(await committed(id)).toBe(true);
  });
});
