// The audit log: append-only writes (batched outside a transaction), filtered newest-first pages,
// one entry by id, and pruning by age.
import { CompiledQuery } from 'kysely';
import type { PageRequest } from '../list-query.js';
import { batchedLogCommit, setBatchedLogCommit, type BatchedLogCommit } from '../audit-commit.js';
import type { Db } from '../database.js';
import { startsWithPattern } from '../like-patterns.js';
import type { LogResult } from '../tables-logs.js';
import { paginate, toPage } from './pagination.js';
import { observeAuditBatch } from '../../observability/metrics.js';

export type { LogResult };

export interface LogEntry {
  id: string;
  key: string;
  result: LogResult;
  userId: string | null;
  applicationId: string | null;
  ip: string | null;
  userAgent: string | null;
  error: string | null;
  errorDescription: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export type LogWrite = Omit<LogEntry, 'createdAt'>;

export interface LogFilter {
  userId?: string | undefined;
  applicationId?: string | undefined;
  /** Exact keys, or a prefix ending in `.` (e.g. `Interaction.`), any of which matches. */
  keys?: string[] | undefined;
  result?: LogResult | undefined;
  /** Inclusive. */
  startTime?: Date | undefined;
  /** Exclusive. */
  endTime?: Date | undefined;
}

const columns = [
  'logs.id',
  'logs.key',
  'logs.result',
  'logs.user_id',
  'logs.application_id',
  'logs.ip',
  'logs.user_agent',
  'logs.error',
  'logs.error_description',
  'logs.payload',
  'logs.created_at',
] as const;

type Row = {
  id: string;
  key: string;
  result: LogResult;
  user_id: string | null;
  application_id: string | null;
  ip: string | null;
  user_agent: string | null;
  error: string | null;
  error_description: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
};

function toEntry(r: Row): LogEntry {
  return {
    id: r.id,
    key: r.key,
    result: r.result,
    userId: r.user_id,
    applicationId: r.application_id,
    ip: r.ip,
    userAgent: r.user_agent,
    error: r.error,
    errorDescription: r.error_description,
    payload: r.payload,
    createdAt: r.created_at,
  };
}

/**
 * The rows as one JSON array in a single parameter, unpacked by jsonb_to_recordset: the statement
 * text is the same for every batch, so nothing is built per batch, and this process serializes the batch
 * with one JSON.stringify. Per batch, Kysely's query tree (a multi-row VALUES list was rows ×
 * columns nodes) and pg's escaping of ten text arrays cost this process more than the rows did
 * (bench/audit-insert.ts, one core: 4 concurrent writers 66 → 49 µs of CPU per row, 24: 22 → 12).
 */
const INSERT_ROWS_SQL = `insert into logs (id, key, result, user_id, application_id, ip, user_agent, error, error_description, payload)
   select r.id, r.key, r.result, r.user_id, r.application_id, r.ip, r.user_agent, r.error, r.error_description, r.payload
   from jsonb_to_recordset($1::jsonb) as r(id text, key text, result text, user_id text, application_id text, ip text,
     user_agent text, error text, error_description text, payload jsonb)`;

/**
 * The batched writer's statement at a given commit level: the level is set for the statement's
 * own (implicit) transaction only, in the same round trip, and the session keeps the server's.
 * The batched writer's rows record no change of their own (a token handed out, a refusal), so
 * their commit need not wait for the disk; entries written inside a change's transaction commit
 * with it, as durably as the change.
 */
const batchedInsertSql = (level: BatchedLogCommit) =>
  level === 'server' ? INSERT_ROWS_SQL : `${INSERT_ROWS_SQL}, (select set_config('synchronous_commit', '${level}', true)) as commit_level`;

/**
 * The batched writer's statement, at the level openDatabase set from the configuration (until
 * then, the database's own setting; see audit-commit.ts). Kept per process, as the configuration
 * is: the Db the writer is handed is not always the one opened (the directory cache wraps it in a
 * plugin). Built again only when the level changes.
 */
let batchedInsert = { level: 'server' as BatchedLogCommit, sql: INSERT_ROWS_SQL };
function batchedInsertNow(): string {
  const level = batchedLogCommit();
  if (batchedInsert.level !== level) batchedInsert = { level, sql: batchedInsertSql(level) };
  return batchedInsert.sql;
}

export { batchedLogCommit, setBatchedLogCommit };

async function insertRows(db: Db, rows: LogWrite[], sql = INSERT_ROWS_SQL): Promise<void> {
  const json = JSON.stringify(
    rows.map((e) => ({
      id: e.id,
      key: e.key,
      result: e.result,
      user_id: e.userId,
      application_id: e.applicationId,
      ip: e.ip,
      user_agent: e.userAgent,
      error: e.error,
      error_description: e.errorDescription,
      payload: e.payload,
    })),
  );
  await db.executeQuery(CompiledQuery.raw(sql, [json]));
}

interface Waiter {
  row: LogWrite;
  /** performance.now() when the entry was queued (tessera_audit_log_batched_write_seconds). */
  queuedAt: number;
  done(error?: unknown): void;
}
interface Batcher {
  queue: Waiter[];
  /** The INSERTs in flight, oldest first: performance.now() when each was sent. */
  inFlight: Array<{ sentAt: number }>;
  /** A pump is due at the end of this event-loop turn. */
  scheduled: boolean;
}
const batchers = new WeakMap<Db, Batcher>();
const MAX_BATCH = 500;
/**
 * One INSERT in flight: the rows that arrive while it runs go together in the next, so each
 * INSERT carries as many rows as it can. With the token endpoint reading database answers between
 * requests (src/oidc/token/request-turns.ts), this used less CPU per exchange and kept the core busier
 * than 4 in flight (npm run bench, A/B in one run: 2,364 → 3,022 exchanges/s, 388 → 328 µs of
 * CPU each, with request-turns).
 *
 * But a row queued behind an INSERT that is slow to come back (its backend not yet scheduled, a
 * checkpoint) would wait for that one and then its own, one after the other. So once the INSERT in
 * flight is HEDGE_AFTER_MS old, the rows queued since go out at once in a second INSERT on
 * another connection: they wait for the slower of the two, not the sum. An answer usually comes
 * back well within that (a median of ~1 ms under load here), so batching is as before.
 */
const MAX_IN_FLIGHT = 2;
export const HEDGE_AFTER_MS = 4;

function mayStart(b: Batcher, now: number): boolean {
  if (b.inFlight.length === 0) return true;
  return b.inFlight.length < MAX_IN_FLIGHT && now - b.inFlight[0]!.sentAt >= HEDGE_AFTER_MS;
}

function pump(db: Db, b: Batcher): void {
  let now = performance.now();
  while (b.queue.length && mayStart(b, now)) {
    const batch = b.queue.splice(0, MAX_BATCH);
    const flight = { sentAt: now };
    b.inFlight.push(flight);
    const sql = batchedInsertNow();
    insertRows(
      db,
      batch.map((w) => w.row),
      sql,
    )
      .then(
        (): void => {
          observeAuditBatch(batch.map((w) => w.queuedAt));
          batch.forEach((w) => w.done());
        },
        // One row Postgres refuses must not fail the requests that happened to share its INSERT:
        // each is tried alone, and only the rows that fail on their own report an error.
        async (error: unknown): Promise<void> => {
          if (batch.length === 1) return batch[0]!.done(error);
          await Promise.all(
            batch.map((w) =>
              insertRows(db, [w.row], sql).then(
                () => w.done(),
                (e: unknown) => w.done(e),
              ),
            ),
          );
        },
      )
      .finally(() => {
        b.inFlight.splice(b.inFlight.indexOf(flight), 1);
        pump(db, b);
      });
    now = performance.now();
  }
}

/**
 * Writes one entry. Inside a transaction it is part of that transaction (it commits, or rolls
 * back, with the change it records). Outside one, concurrent writers share INSERTs (group
 * commit): rows queued in the same event-loop turn, or while an INSERT is in flight, go together
 * in the next one. Each caller still resolves only once its own row is committed, so a caller
 * that waits for it (the token endpoint) stays fail-closed.
 */
export function insertLog(db: Db, row: LogWrite): Promise<void> {
  if (db.isTransaction) return insertRows(db, [row]);
  return new Promise<void>((resolve, reject) => {
    let b = batchers.get(db);
    if (!b) batchers.set(db, (b = { queue: [], inFlight: [], scheduled: false }));
    b.queue.push({ row, queuedAt: performance.now(), done: (error) => (error === undefined ? resolve() : reject(error)) });
    if (b.scheduled) return;
    // Flushed at the end of this event-loop turn, not at once: the requests that one turn
    // serves together share one INSERT. A query costs this process far more than a row does
    // (bench/audit-insert.ts, one core: 4 concurrent writers 105 → 40 µs per row, 24: 23 → 13).
    b.scheduled = true;
    const batcher = b;
    setImmediate(() => {
      batcher.scheduled = false;
      pump(db, batcher);
    });
  });
}

export async function listLogs(db: Db, page: PageRequest, filter: LogFilter = {}) {
  let base = db.selectFrom('logs');
  if (filter.userId) base = base.where('logs.user_id', '=', filter.userId);
  if (filter.applicationId) base = base.where('logs.application_id', '=', filter.applicationId);
  if (filter.result) base = base.where('logs.result', '=', filter.result);
  if (filter.keys?.length) {
    const keys = filter.keys;
    base = base.where((eb) => eb.or(keys.map((k) => (k.endsWith('.') ? eb('logs.key', 'like', startsWithPattern(k)) : eb('logs.key', '=', k)))));
  }
  if (filter.startTime) base = base.where('logs.created_at', '>=', filter.startTime);
  if (filter.endTime) base = base.where('logs.created_at', '<', filter.endTime);
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'logs', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage((rows as Row[]).map(toEntry), page, Number(count.n));
}

export async function findLog(db: Db, id: string): Promise<LogEntry | undefined> {
  const row = await db.selectFrom('logs').select(columns).where('logs.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** Deletes the entries older than `before`; returns how many. */
export async function pruneLogs(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('logs').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
