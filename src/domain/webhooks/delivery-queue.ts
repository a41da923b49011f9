// The webhook outbox as a queue: a change writes one delivery per enabled hook subscribed to its
// event, in the change's transaction, and a NOTIFY wakes the dispatchers when it commits; a
// dispatcher claims due deliveries under a lease (a crashed instance's claims are taken over when
// it expires), records each attempt and outcome, and hands back or releases what it cannot send.
// What a round's last answer means for the delivery (done, another round later, given up, the
// hook disabled) is decided here (`roundOutcome`). The statements are
// src/db/repositories/hook-deliveries.ts; the outbox writer and the dispatcher (src/events/)
// call these functions.
import type { Db } from '../../db/database.js';
import * as deliveries from '../../db/repositories/hook-deliveries.js';
import { disableHook, subscribedHookIds } from '../../db/repositories/hooks.js';
import { newId } from '../ids.js';
import { GONE, isRetryable, nextRoundDelay } from './retry-policy.js';

/** A delivery a dispatcher holds under its lease. */
export type ClaimedDelivery = deliveries.ClaimedDelivery;
/** Where a delivery stands after a round: succeeded, another round at a time, failed or cancelled. */
export type DeliveryOutcome = deliveries.DeliveryOutcome;
/** Attempt logs of a claimed delivery, and its outcome once the round is over. */
export type ClaimProgress = deliveries.ClaimProgress;

/** The NOTIFY channel a committed delivery wakes the dispatchers on. */
export const DELIVERIES_CHANNEL = deliveries.OUTBOX_CHANNEL;

/**
 * Writes one delivery per enabled hook subscribed to `event` in `db` as given (the change's
 * transaction), each carrying `{ hookId, event, createdAt, ...context }`, and queues the NOTIFY
 * that wakes the dispatchers when it commits. Returns how many it wrote.
 */
export async function enqueueDeliveries(db: Db, event: string, context: Record<string, unknown>, createdAt: Date): Promise<number> {
  const hookIds = await subscribedHookIds(db, event);
  if (hookIds.length === 0) return 0;
  const rows = hookIds.map((hookId) => {
    const id = newId();
    return { id, hookId, webhookId: `msg_${id}`, event, createdAt, payload: { hookId, event, createdAt: createdAt.toISOString(), ...context } };
  });
  await deliveries.insertDeliveries(db, rows);
  await deliveries.notifyOutbox(db);
  return rows.length;
}

/** What a claim asks for: at most `limit` due deliveries, leased for `leaseMs`, none of `skipHookIds`. */
export interface ClaimRequest {
  limit: number;
  leaseMs: number;
  claimToken: string;
  skipHookIds: readonly string[];
}

/** Claims due deliveries in one statement (FOR UPDATE SKIP LOCKED), marking them in flight under the lease. */
export const claimDeliveries = (db: Db, claim: ClaimRequest): Promise<ClaimedDelivery[]> =>
  deliveries.claimDueDeliveries(db, claim.limit, claim.leaseMs, claim.claimToken, claim.skipHookIds);

/** Hands claimed deliveries back as due now (`ids`; every row of the claim when undefined). */
export const handBackDeliveries = (db: Db, ids: readonly string[] | undefined, claimToken: string): Promise<void> =>
  deliveries.handBackClaims(db, ids, claimToken);

/** Releases every claim of a stopping instance, so another takes them over at once. */
export const releaseInstanceClaims = (db: Db, instance: string): Promise<void> => deliveries.releaseClaims(db, instance);

/** Writes attempt logs and outcomes of claimed deliveries (two statements however many). */
export const recordDeliveryProgress = (db: Db, progress: readonly ClaimProgress[]): Promise<void> => deliveries.recordClaimProgress(db, progress);

/** Removes finished deliveries (and their logs) older than `before`: the retention period is over. */
export const purgeFinishedDeliveries = (db: Db, before: Date): Promise<number> => deliveries.purgeFinishedDeliveries(db, before);

/** The last answer of a round, as far as the outcome depends on it. */
export interface RoundResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  retryAfterMs?: number | undefined;
  /** The target policy refused the address (or the URL is unusable): sending again cannot help. */
  refused?: boolean | undefined;
}

/**
 * What a finished round means for its delivery: succeeded; failed for good (an answer that will
 * never be accepted, the schedule exhausted, or 410 Gone, which also disables the hook: nothing
 * more is sent to it until it is enabled again); or pending, with the next round's time.
 */
export async function roundOutcome(
  db: Db,
  delivery: Pick<ClaimedDelivery, 'rounds' | 'hookId'>,
  last: RoundResult | undefined,
  scheduleMs: readonly number[],
  now: number,
): Promise<DeliveryOutcome> {
  if (!last) return { status: 'pending', nextAttemptAt: new Date(now + 1000), error: 'no attempt made' };
  if (last.ok) return { status: 'succeeded' };
  const error = last.error ?? 'failed';
  if (last.statusCode === GONE) {
    // A back-channel logout (no hook) is not retried either; its application's setting stays.
    if (delivery.hookId === null) return { status: 'failed', error };
    await disableHook(db, delivery.hookId);
    return { status: 'failed', error: `${error}: hook disabled` };
  }
  if (last.refused || !isRetryable(last.statusCode)) return { status: 'failed', error };
  const delay = nextRoundDelay(delivery.rounds, scheduleMs, last.retryAfterMs);
  if (delay === undefined) return { status: 'failed', error: `${error}; gave up after ${delivery.rounds + 1} rounds` };
  return { status: 'pending', nextAttemptAt: new Date(now + delay), error };
}
