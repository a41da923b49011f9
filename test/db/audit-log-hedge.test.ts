// The audit log's batched writer keeps one INSERT in flight, but a row queued behind one that is
// slow to come back must not wait for it: once that INSERT is HEDGE_AFTER_MS old, the rows queued
// since go out in a second one. Made slow for real: another session holds an uncommitted row with
// the same primary key, so Postgres makes the INSERT wait on that transaction. On the local
// Postgres server in both suites (PGlite has one session, so nothing can hold a row against it).
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { HEDGE_AFTER_MS, insertLog, type LogWrite } from '../../src/db/repositories/logs.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function setUp(): Promise<{ database: Database; blocker: pg.Client; committed: (id: string) => Promise<boolean> }> {
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
  return { database, blocker, committed };
}

/** Another session inserts these ids and keeps its transaction open: an INSERT of any of them waits. */
async function holdIds(blocker: pg.Client, ids: string[]): Promise<void> {
  await blocker.query('begin');
  for (const id of ids) {
    await blocker.query(`insert into logs (id, key, result, payload) values ($1, 'Held', 'Success', '{}')`, [id]);
  }
}

describe('the audit log batched writer, behind an INSERT that does not come back', () => {
  it('sends the rows queued after it in a second INSERT, which commits while the first still waits', async () => {
    const { database, blocker, committed } = await setUp();
    await holdIds(blocker, ['held-1']);
    const stuck = track(insertLog(database.db, entry('held-1')));
    await sleep(HEDGE_AFTER_MS * 5);
    const waitedOut = sleep(2000).then(() => 'still waiting' as const);
    expect(await Promise.race([insertLog(database.db, entry('free-1')).then(() => 'committed' as const), waitedOut])).toBe('committed');
    expect(await committed('free-1')).toBe(true);
    expect(stuck.settled()).toBe(false);
    // Once the other session lets go, the first INSERT completes too: nothing was dropped.
    await blocker.query('rollback');
    await stuck.promise;
    expect(await committed('held-1')).toBe(true);
  });

  it('keeps at most two INSERTs in flight: a third batch waits for one of them', async () => {
    const { database, blocker, committed } = await setUp();
    await holdIds(blocker, ['held-1', 'held-2']);
    const first = track(insertLog(database.db, entry('held-1')));
    await sleep(HEDGE_AFTER_MS * 5);
    const second = track(insertLog(database.db, entry('held-2')));
    await sleep(HEDGE_AFTER_MS * 5);
    const third = track(insertLog(database.db, entry('free-3')));
    await sleep(300);
    expect([first.settled(), second.settled(), third.settled()]).toEqual([false, false, false]);
    expect(await committed('free-3')).toBe(false);
    await blocker.query('rollback');
    await Promise.all([first.promise, second.promise, third.promise]);
    for (const id of ['held-1', 'held-2', 'free-3']) expect(await committed(id)).toBe(true);
  });
});
