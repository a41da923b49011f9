// The webhook outbox: one delivery per (event, hook), claimed by dispatchers with
// FOR UPDATE SKIP LOCKED and a lease, plus one log row per HTTP attempt. A back-channel logout
// (OpenID Connect Back-Channel Logout 1.0) is a delivery of the same queue aimed at an
// application instead of a hook (`application_id`, `hook_id` null; migration 20261204_1307).
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../database.js';
import type { DB } from '../tables.js';
import type { DeliveryStatus } from '../tables-hooks.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';
import { currentTraceparent } from '../../observability/trace-context.js';

export type { DeliveryStatus };

/** The NOTIFY channel that wakes dispatchers when a transaction wrote outbox rows. */
export const OUTBOX_CHANNEL = 'tessera_hook_outbox';

export interface Delivery {
  id: string;
  /** Null for a back-channel logout (it names an application instead). */
  hookId: string | null;
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  rounds: number;
  nextAttemptAt: Date;
  lastError: string | null;
  redeliveryOf: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

const deliveryColumns = [
  'hook_deliveries.id',
  'hook_deliveries.hook_id',
  'hook_deliveries.webhook_id',
  'hook_deliveries.event',
  'hook_deliveries.payload',
  'hook_deliveries.status',
  'hook_deliveries.attempts',
  'hook_deliveries.rounds',
  'hook_deliveries.next_attempt_at',
  'hook_deliveries.last_error',
  'hook_deliveries.redelivery_of',
  'hook_deliveries.created_at',
  'hook_deliveries.delivered_at',
] as const;

type DeliveryRow = {
  id: string;
  hook_id: string | null;
  webhook_id: string;
  event: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  rounds: number;
  next_attempt_at: Date;
  last_error: string | null;
  redelivery_of: string | null;
  created_at: Date;
  delivered_at: Date | null;
};

function toDelivery(r: DeliveryRow): Delivery {
  return {
    id: r.id,
    hookId: r.hook_id,
    webhookId: r.webhook_id,
    event: r.event,
    payload: r.payload,
    status: r.status,
    attempts: r.attempts,
    rounds: r.rounds,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    redeliveryOf: r.redelivery_of,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
  };
}

export interface NewDelivery {
  id: string;
  /** Exactly one of `hookId` (a webhook) and `applicationId` (a back-channel logout). */
  hookId: string | null;
  applicationId?: string | null;
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  redeliveryOf?: string;
}

/**
 * Each row also keeps the trace of the span writing it (the request that made the change, or
 * asked for a redelivery), so its delivery can be linked to that request: null when not traced.
 */
export async function insertDeliveries(db: Db, rows: readonly NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  const traceParent = currentTraceparent();
  await db
    .insertInto('hook_deliveries')
    .values(
      rows.map((r) => ({
        id: r.id,
        hook_id: r.hookId,
        application_id: r.applicationId ?? null,
        webhook_id: r.webhookId,
        event: r.event,
        payload: JSON.stringify(r.payload),
        created_at: r.createdAt,
        next_attempt_at: r.createdAt,
        redelivery_of: r.redeliveryOf ?? null,
        trace_parent: traceParent,
      })),
    )
    .execute();
}

/** Queued with the transaction: Postgres delivers it only if (and when) the transaction commits. */
export async function notifyOutbox(db: Db): Promise<void> {
  await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
}

/** A claimed delivery: `body` is the payload exactly as stored (signed and sent as is, never re-serialised). */
export interface ClaimedDelivery {
  id: string;
  /** The hook of a webhook delivery; null for a back-channel logout, which names `applicationId`. */
  hookId: string | null;
  applicationId: string | null;
  webhookId: string;
  attempts: number;
  rounds: number;
  body: string;
  /** When the transaction that wrote the event ran (the start of its commit→delivery latency). */
  createdAt: Date;
  event: string;
  /** The W3C traceparent of the span that wrote it (the delivery span links to it), if any. */
  traceParent: string | null;
}

/**
 * Claims up to `limit` due deliveries in one statement (its own short transaction): in-flight rows
 * whose lease ran out first (a crashed instance's, and the oldest work), then pending rows whose
 * time has come. Each kind is read in order from its own partial index and stops at `limit`
 * rows, so a claim costs the same behind a backlog of five or five million deliveries (an OR of
 * the two kinds made Postgres read and sort every due row on every claim: draining a backlog was
 * quadratic, and the first thing to slow down after a receiver outage). SKIP LOCKED
 * lets several dispatchers claim side by side without ever taking the same row. Rows of
 * `skipHooks` (hooks this dispatcher already has enough of in flight) are left for later or for
 * other instances.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
  claimToken: string,
  skipHooks: readonly string[] = [],
): Promise<ClaimedDelivery[]> {
  const result = await claimStatement(limit, leaseMs, claimToken, skipHooks).execute(db);
  return result.rows.map((r) => ({
    id: r.id,
    hookId: r.hook_id,
    applicationId: r.application_id,
    webhookId: r.webhook_id,
    attempts: r.attempts,
    rounds: r.rounds,
    body: r.body,
    createdAt: new Date(r.created_at),
    event: r.event,
    traceParent: r.trace_parent,
  }));
}

/** The claim statement itself (exported so a test can EXPLAIN it). */
export function claimStatement(limit: number, leaseMs: number, claimToken: string, skipHooks: readonly string[] = []) {
  // A logout's hook_id is null, which `= any` would make the whole condition null (and the row skipped).
  const skip = skipHooks.length ? sql`and (hook_id is null or not (hook_id = any(${[...skipHooks]}::text[])))` : sql``;
  return sql<{
    id: string;
    hook_id: string | null;
    application_id: string | null;
    webhook_id: string;
    attempts: number;
    rounds: number;
    body: string;
    created_at: Date;
    event: string;
    trace_parent: string | null;
  }>`
    with expired as (
      select id from hook_deliveries
      where status = 'in_flight' and lease_expires_at <= now() ${skip}
      order by lease_expires_at
      limit ${limit}
      for update skip locked
    ), due as (
      select id from hook_deliveries
      where status = 'pending' and next_attempt_at <= now() ${skip}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update hook_deliveries
    set status = 'in_flight',
        lease_expires_at = now() + ${leaseMs} * interval '1 millisecond',
        claim_token = ${claimToken}
    -- = any(array(…)) looks the ids up by primary key; "in (select …)" was planned as a scan.
    where id = any(array(select id from expired union all select id from due limit ${limit}))
    returning id, hook_id, application_id, webhook_id, attempts, rounds, payload::text as body, created_at, event, trace_parent`;
}

/** The next time a delivery is due (for the dispatcher's timer); undefined when none is pending. */
export async function nextDueAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom('hook_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.at ?? undefined;
}

export interface AttemptLog {
  id: string;
  deliveryId: string;
  /** The hook of a webhook attempt; null for a back-channel logout, which names `applicationId`. */
  hookId: string | null;
  applicationId?: string | null | undefined;
  attempt: number;
  result: 'success' | 'failed';
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** The dispatcher that made it. */
  instance?: string | undefined;
}

/** Logs one HTTP attempt and counts it on its delivery. */
export async function recordAttempt(db: Db, log: AttemptLog): Promise<void> {
  await db
    .insertInto('hook_delivery_attempts')
    .values({
      id: log.id,
      delivery_id: log.deliveryId,
      hook_id: log.hookId,
      application_id: log.applicationId ?? null,
      attempt: log.attempt,
      result: log.result,
      status_code: log.statusCode,
      duration_ms: log.durationMs,
      response_excerpt: log.responseExcerpt,
      error: log.error,
      instance: log.instance ?? null,
    })
    .execute();
  await db
    .updateTable('hook_deliveries')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', log.deliveryId)
    .execute();
}

export type DeliveryOutcome =
  { status: 'succeeded' } | { status: 'failed' | 'cancelled'; error: string } | { status: 'pending'; nextAttemptAt: Date; error: string };

/** Ends a claim. Only the claim's holder may (a stale instance whose lease passed changes nothing). */
export async function finishClaim(db: Db, id: string, claimToken: string, outcome: DeliveryOutcome): Promise<boolean> {
  const set: UpdateObject<DB, 'hook_deliveries'> = { status: outcome.status, lease_expires_at: null, claim_token: null };
  if (outcome.status === 'succeeded') {
    set.delivered_at = sql`now()`;
    set.last_error = null;
  } else set.last_error = outcome.error.slice(0, 1000);
  if (outcome.status === 'pending') {
    set.next_attempt_at = outcome.nextAttemptAt;
    set.rounds = sql`rounds + 1`;
  }
  const result = await db.updateTable('hook_deliveries').set(set).where('id', '=', id).where('claim_token', '=', claimToken).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What one dispatcher learnt about one claimed delivery since its last write. */
export interface ClaimProgress {
  deliveryId: string;
  claimToken: string;
  /** Attempts made (logged and counted on the delivery). */
  logs: AttemptLog[];
  /** Set when the claim ends. */
  outcome?: DeliveryOutcome | undefined;
}

/**
 * Writes the progress of many claims in two statements: one multi-row INSERT of the attempt logs
 * and one UPDATE … FROM (VALUES …) that counts the attempts and ends the claims still held
 * (a claim whose lease passed to another instance is counted but not ended: the holder decides).
 */
export async function recordClaimProgress(db: Db, progress: readonly ClaimProgress[]): Promise<void> {
  if (progress.length === 0) return;
  const logs = progress.flatMap((e) => e.logs);
  // One row per delivery in the UPDATE (Postgres would apply only one of several matches).
  const byId = new Map<string, { deliveryId: string; claimToken: string; made: number; outcome?: DeliveryOutcome | undefined }>();
  for (const e of progress) {
    const seen = byId.get(e.deliveryId);
    if (seen) {
      seen.made += e.logs.length;
      seen.outcome = e.outcome ?? seen.outcome;
    } else byId.set(e.deliveryId, { deliveryId: e.deliveryId, claimToken: e.claimToken, made: e.logs.length, outcome: e.outcome });
  }
  const entries = [...byId.values()];
  if (logs.length) {
    // Logs of a delivery deleted meanwhile (its hook was deleted) are dropped, not an error.
    await sql`
      insert into hook_delivery_attempts
        (id, delivery_id, hook_id, application_id, attempt, result, status_code, duration_ms, response_excerpt, error, instance)
      select v.id, v.delivery_id, v.hook_id, v.application_id, v.attempt, v.result, v.status_code, v.duration_ms, v.response_excerpt, v.error, v.instance
      from (values ${sql.join(
        logs.map(
          (l) =>
            sql`(${l.id}::text, ${l.deliveryId}::text, ${l.hookId}::text, ${l.applicationId ?? null}::text, ${l.attempt}::int, ${l.result}::text, ${l.statusCode}::int,
                 ${l.durationMs}::int, ${l.responseExcerpt}::text, ${l.error}::text, ${l.instance ?? null}::text)`,
        ),
      )}) as v (id, delivery_id, hook_id, application_id, attempt, result, status_code, duration_ms, response_excerpt, error, instance)
      join hook_deliveries d on d.id = v.delivery_id
      -- written again when a batch is retried entry by entry after its UPDATE failed
      on conflict (id) do nothing`.execute(db);
  }
  await sql`
    update hook_deliveries d
    set attempts = d.attempts + v.made,
        status = case when v.ends and d.claim_token = v.token then v.status else d.status end,
        lease_expires_at = case when v.ends and d.claim_token = v.token then null else d.lease_expires_at end,
        delivered_at = case when v.ends and d.claim_token = v.token and v.status = 'succeeded' then now() else d.delivered_at end,
        last_error = case when v.ends and d.claim_token = v.token then v.error else d.last_error end,
        next_attempt_at = case when v.ends and d.claim_token = v.token and v.status = 'pending' then v.next_at else d.next_attempt_at end,
        rounds = case when v.ends and d.claim_token = v.token and v.status = 'pending' then d.rounds + 1 else d.rounds end,
        claim_token = case when v.ends and d.claim_token = v.token then null else d.claim_token end
    from (values ${sql.join(
      entries.map((e) => {
        const o = e.outcome;
        const error = o && o.status !== 'succeeded' ? o.error.slice(0, 1000) : null;
        const nextAt = o?.status === 'pending' ? o.nextAttemptAt : null;
        return sql`(${e.deliveryId}::text, ${e.claimToken}::text, ${e.made}::int, ${o !== undefined}::boolean,
                    ${o?.status ?? null}::text, ${error}::text, ${nextAt}::timestamptz)`;
      }),
    )}) as v (id, token, made, ends, status, error, next_at)
    where d.id = v.id`.execute(db);
}

/**
 * Hands claims back untouched (no attempt made): due again at once, for this or another instance.
 * `ids` undefined: every row still in flight under the claim token (none of them was launched).
 */
export async function handBackClaims(db: Db, ids: readonly string[] | undefined, claimToken: string): Promise<void> {
  if (ids?.length === 0) return;
  let query = db
    .updateTable('hook_deliveries')
    .set({ status: 'pending', lease_expires_at: null, claim_token: null })
    .where('claim_token', '=', claimToken)
    .where('status', '=', 'in_flight');
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/** On a graceful stop: hand an instance's unfinished claims back at once instead of waiting for the lease. */
export async function releaseClaims(db: Db, instance: string): Promise<void> {
  await db
    .updateTable('hook_deliveries')
    .set({ status: 'pending', lease_expires_at: null, claim_token: null })
    .where('claim_token', 'like', `${instance}.%`)
    .where('status', '=', 'in_flight')
    .execute();
}

export async function findDelivery(db: Db, hookId: string, id: string): Promise<Delivery | undefined> {
  const row = await db.selectFrom('hook_deliveries').select(deliveryColumns).where('hook_id', '=', hookId).where('id', '=', id).executeTakeFirst();
  return row && toDelivery(row);
}

export async function findDeliveryById(db: Db, id: string): Promise<Delivery | undefined> {
  const row = await db.selectFrom('hook_deliveries').select(deliveryColumns).where('id', '=', id).executeTakeFirst();
  return row && toDelivery(row);
}

export interface DeliveryStats {
  successCount: number;
  failedCount: number;
  pendingCount: number;
  requestCount: number;
}

const emptyStats = (): DeliveryStats => ({ successCount: 0, failedCount: 0, pendingCount: 0, requestCount: 0 });

const statusField: Record<DeliveryStatus, keyof DeliveryStats> = {
  succeeded: 'successCount',
  failed: 'failedCount',
  cancelled: 'failedCount',
  pending: 'pendingCount',
  in_flight: 'pendingCount',
};

/** Deliveries of some hooks created since `since`, by outcome: one query for a whole page. */
export async function deliveryStatsByHook(db: Db, hookIds: readonly string[], since: Date): Promise<Map<string, DeliveryStats>> {
  const stats = new Map(hookIds.map((id) => [id, emptyStats()]));
  if (hookIds.length === 0) return stats;
  const rows = await db
    .selectFrom('hook_deliveries')
    .select(['hook_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('hook_id', 'in', hookIds)
    .where('created_at', '>=', since)
    .groupBy(['hook_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = row.hook_id === null ? undefined : stats.get(row.hook_id);
    if (!entry) continue;
    entry[statusField[row.status]] += Number(row.n);
    entry.requestCount += Number(row.n);
  }
  return stats;
}

/** An attempt log entry with the delivery it belongs to. */
export interface AttemptEntry extends AttemptLog {
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface AttemptFilter {
  since?: Date | undefined;
  until?: Date | undefined;
  event?: string | undefined;
  result?: 'success' | 'failed' | undefined;
}

/** Attempts of one hook's deliveries, or of one application's back-channel logouts, newest first. */
export async function listAttempts(db: Db, target: { hookId: string } | { applicationId: string }, filter: AttemptFilter, page: PageRequest) {
  let base = db
    .selectFrom('hook_delivery_attempts')
    .innerJoin('hook_deliveries', 'hook_deliveries.id', 'hook_delivery_attempts.delivery_id')
    .where(
      'hookId' in target ? 'hook_delivery_attempts.hook_id' : 'hook_delivery_attempts.application_id',
      '=',
      'hookId' in target ? target.hookId : target.applicationId,
    );
  if (filter.since) base = base.where('hook_delivery_attempts.created_at', '>=', filter.since);
  if (filter.until) base = base.where('hook_delivery_attempts.created_at', '<', filter.until);
  if (filter.event) base = base.where('hook_deliveries.event', '=', filter.event);
  if (filter.result) base = base.where('hook_delivery_attempts.result', '=', filter.result);
  const [rows, count] = await Promise.all([
    paginate(
      base.select([
        'hook_delivery_attempts.id',
        'hook_delivery_attempts.delivery_id',
        'hook_delivery_attempts.hook_id',
        'hook_delivery_attempts.application_id',
        'hook_delivery_attempts.attempt',
        'hook_delivery_attempts.result',
        'hook_delivery_attempts.status_code',
        'hook_delivery_attempts.duration_ms',
        'hook_delivery_attempts.response_excerpt',
        'hook_delivery_attempts.error',
        'hook_delivery_attempts.created_at',
        'hook_deliveries.webhook_id',
        'hook_deliveries.event',
        'hook_deliveries.payload',
      ]),
      'hook_delivery_attempts',
      page,
    ).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: AttemptEntry[] = rows.map((r) => ({
    id: r.id,
    deliveryId: r.delivery_id,
    hookId: r.hook_id,
    applicationId: r.application_id,
    attempt: r.attempt,
    result: r.result,
    statusCode: r.status_code,
    durationMs: r.duration_ms,
    responseExcerpt: r.response_excerpt,
    error: r.error,
    createdAt: r.created_at,
    webhookId: r.webhook_id,
    event: r.event,
    payload: r.payload,
  }));
  return toPage(items, page, Number(count.n));
}

/** Retention: finished deliveries (and their attempt logs) created before `before` are removed. */
export async function purgeFinishedDeliveries(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('hook_deliveries')
    .where('status', 'in', ['succeeded', 'failed', 'cancelled'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
