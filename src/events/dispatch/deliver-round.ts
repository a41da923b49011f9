// One delivery's round: the first attempt plus a couple of immediate retries (p-retry), each
// made by its target (a webhook: the stored body, signed; a back-channel logout: a logout token
// minted for the attempt) and sent, its log queued for the group write; then the round's outcome
// (decided by the domain's `roundOutcome`: done, another round later with backoff, or given up),
// counted, traced and recorded. A failed round's next one is persisted, so retries survive restarts.
import pRetry, { AbortError } from 'p-retry';
import type { Db } from '../../db/database.js';
import { newId } from '../../domain/ids.js';
import { roundOutcome, type ClaimProgress, type ClaimedDelivery, type DeliveryOutcome } from '../../domain/webhooks/delivery-queue.js';
import { isRetryable } from '../../domain/webhooks/retry-policy.js';
import type { hooksForDelivery } from '../../domain/webhooks/hooks.js';
import { countDelivery, type DeliveryMetricOutcome } from '../../observability/metrics.js';
import { sendAttempt, type AttemptResult } from '../delivery.js';
import { deliverySpan } from '../delivery-span.js';
import { activeKeys, signatureHeaders } from '../signing.js';
import type { ProgressQueue } from './progress-queue.js';

/** A hook as a delivery needs it: its target, headers and signing keys opened. */
export type DeliveryHook = NonNullable<Awaited<ReturnType<typeof hooksForDelivery>> extends Map<string, infer H> ? H : never>;

/** Where a claimed delivery goes, and how each of its attempts is made. */
export interface DeliveryTarget {
  /** As the attempt logs name it: the hook, or the application of a back-channel logout. */
  hookId: string | null;
  applicationId: string | null;
  url: string;
  /** Set when nothing may be sent (a disabled hook, a logout URI removed): the delivery is cancelled with this reason. */
  cancelled?: string | undefined;
  /** One attempt's headers and body. */
  request(): Promise<{ headers: Record<string, string>; body: string }>;
}

/** A webhook delivery's target: the stored text is the body, signed and sent byte for byte as recorded. */
export function webhookTarget(delivery: ClaimedDelivery, hook: DeliveryHook): DeliveryTarget {
  return {
    hookId: hook.id,
    applicationId: null,
    url: hook.config.url,
    ...(hook.enabled ? {} : { cancelled: 'hook is disabled' }),
    request: () =>
      Promise.resolve({
        body: delivery.body,
        headers: {
          ...hook.config.headers,
          'content-type': 'application/json',
          'user-agent': 'Tessera-Webhooks/1',
          ...signatureHeaders(activeKeys(hook), delivery.webhookId, delivery.body),
        },
      }),
  };
}

/** What every round of one dispatcher shares. */
export interface RoundContext {
  db: Db;
  settings: { timeoutMs: number; immediateRetries: number; retryDelaysMs: readonly number[] };
  allowPrivateTargets: boolean;
  allowLocalTargets: boolean;
  /** This dispatcher's name in the attempt logs. */
  instance: string;
  /** Aborted when the dispatcher stops: the round ends and its delivery is released. */
  signal: AbortSignal;
  progress: ProgressQueue;
}

/** A Retry-After this long is not waited for inside a round: the next round honours it. */
const MAX_IMMEDIATE_WAIT_MS = 5000;

/** A round's outcome as the deliveries metric counts it. */
const METRIC_OUTCOMES: Record<DeliveryOutcome['status'], DeliveryMetricOutcome> = {
  succeeded: 'succeeded',
  pending: 'retry_scheduled',
  failed: 'failed',
  cancelled: 'cancelled',
};

class AttemptFailed extends Error {
  constructor(readonly result: AttemptResult) {
    super(result.error ?? 'failed');
  }
}

export async function deliverRound(ctx: RoundContext, delivery: ClaimedDelivery, target: DeliveryTarget | undefined, claimToken: string): Promise<void> {
  const { settings, signal, progress } = ctx;
  if (!target) return; // deleted: its deliveries went with it
  if (target.cancelled !== undefined) {
    countDelivery('cancelled');
    await progress.record({ deliveryId: delivery.id, claimToken, logs: [], outcome: { status: 'cancelled', error: target.cancelled } });
    return;
  }
  // One span per round, linked to the request that wrote the event (tracing on; a no-op else).
  const span = deliverySpan(delivery, target.url);
  let attempt = delivery.attempts;
  let last: AttemptResult | undefined;
  let pendingLog: ClaimProgress['logs'][number] | undefined;
  try {
    await pRetry(
      async () => {
        attempt += 1;
        const { headers, body } = await target.request();
        const result = await sendAttempt({
          url: target.url,
          headers,
          body,
          timeoutMs: settings.timeoutMs,
          allowPrivateTargets: ctx.allowPrivateTargets,
          allowLocalTargets: ctx.allowLocalTargets,
          signal,
        });
        last = result;
        span.attempt(attempt, result);
        if (signal.aborted) throw new AbortError('dispatcher stopping');
        const log = {
          id: newId(),
          deliveryId: delivery.id,
          hookId: target.hookId,
          applicationId: target.applicationId,
          attempt,
          result: result.ok ? ('success' as const) : ('failed' as const),
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          responseExcerpt: result.responseExcerpt,
          error: result.error,
          instance: ctx.instance,
        };
        // The last attempt's log goes with the outcome; earlier ones are written meanwhile.
        if (result.ok) {
          pendingLog = log;
          return;
        }
        const waitTooLong = (result.retryAfterMs ?? 0) > MAX_IMMEDIATE_WAIT_MS;
        const final = result.refused || !isRetryable(result.statusCode) || waitTooLong;
        if (final || attempt - delivery.attempts > settings.immediateRetries) pendingLog = log;
        else void progress.record({ deliveryId: delivery.id, claimToken, logs: [log] });
        if (final) throw new AbortError(new AttemptFailed(result));
        throw new AttemptFailed(result);
      },
      {
        retries: settings.immediateRetries,
        minTimeout: 250,
        factor: 3,
        randomize: true,
        signal,
        // A short Retry-After is waited for before the next immediate attempt.
        onFailedAttempt: async () => {
          const wait = last?.retryAfterMs;
          if (wait) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, MAX_IMMEDIATE_WAIT_MS)));
        },
      },
    );
  } catch {
    // the outcome is in `last`
  }
  if (signal.aborted) {
    span.end({ status: 'released', error: 'dispatcher stopping' });
    // Released on stop; the attempts made are still logged and counted.
    if (pendingLog) await progress.record({ deliveryId: delivery.id, claimToken, logs: [pendingLog] });
    return;
  }
  let outcome: DeliveryOutcome;
  try {
    outcome = await roundOutcome(ctx.db, delivery, last, settings.retryDelaysMs, Date.now());
  } catch (error) {
    span.end({ status: 'failed', error: 'could not decide the outcome' });
    throw error;
  }
  span.end(outcome);
  countDelivery(METRIC_OUTCOMES[outcome.status], delivery.createdAt);
  const written = progress.record({ deliveryId: delivery.id, claimToken, logs: pendingLog ? [pendingLog] : [], outcome });
  if (progress.backlogged) await written;
}
