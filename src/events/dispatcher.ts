// The outbox dispatcher. It claims due deliveries in a one-statement transaction (FOR UPDATE SKIP
// LOCKED, marking them in flight under a lease), sends them with no transaction open (PGlite has
// a single connection; Postgres connections are precious), and records each attempt.
// A round is the first attempt plus a couple of immediate retries (p-retry); after a failed
// round the next one is persisted with backoff, so retries survive restarts. A crashed instance's
// claims are taken over when their lease expires. Several instances share the work.
import { randomBytes } from 'node:crypto';
import pRetry, { AbortError } from 'p-retry';
import type { Services } from '../services.js';
import { newId } from '../domain/ids.js';
import {
  OUTBOX_CHANNEL,
  claimDueDeliveries,
  disableHook,
  handBackClaims,
  purgeFinishedDeliveries,
  recordClaimProgress,
  releaseClaims,
  type ClaimProgress,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from '../domain/webhooks/delivery-queue.js';
import { hooksForDelivery } from '../domain/webhooks/hooks.js';
import { logFailure, serviceUnavailableOf } from '../domain/service-unavailable.js';
import { sendAttempt, type AttemptResult } from './delivery.js';
import { GONE, isRetryable, nextRoundDelay } from './retry-policy.js';
import { activeKeys, signatureHeaders } from './signing.js';
import { countDelivery, type DeliveryMetricOutcome } from '../observability/metrics.js';
import { outsideTraces } from '../observability/trace-context.js';
import { deliverySpan } from './delivery-span.js';
import { afterOnClock } from './clock-timer.js';

export interface Dispatcher {
  /** Look for due deliveries now (NOTIFY and the poll timer call it). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * How soon a claim that failed in an outage is tried again (the database may just be coming
 * back), on the app's clock: a test moves the clock to see the retry instead of sleeping.
 */
export const CLAIM_RETRY_MS = 1000;
/** A round's outcome as the deliveries metric counts it. */
const METRIC_OUTCOMES: Record<DeliveryOutcome['status'], DeliveryMetricOutcome> = {
  succeeded: 'succeeded',
  pending: 'retry_scheduled',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** A Retry-After this long is not waited for inside a round: the next round honours it. */
const MAX_IMMEDIATE_WAIT_MS = 5000;

/** While the database is away, progress writes are retried this often. */
const OUTAGE_RETRY_MS = 500;

class AttemptFailed extends Error {
  constructor(readonly result: AttemptResult) {
    super(result.error ?? 'failed');
  }
}

type DeliveryHook = NonNullable<Awaited<ReturnType<typeof hooksForDelivery>> extends Map<string, infer H> ? H : never>;

export async function startDispatcher(services: Services): Promise<Dispatcher> {
  const { db, config } = services;
  const settings = config.webhook;
  const instance = randomBytes(6).toString('hex');
  const abort = new AbortController();
  const inFlight = new Set<Promise<void>>();
  // Deliveries in flight per hook: a hook at its share is left out of claims, so one slow
  // receiver holds at most `hookConcurrency` of this instance's slots.
  const perHook = new Map<string, number>();
  const hookConcurrency = Math.min(settings.concurrency, settings.hookConcurrency);
  // Claim when a useful batch fits (one round trip for many deliveries), or when idle.
  const minClaim = Math.max(1, Math.floor(settings.concurrency / 4));
  let claims = 0;
  let stopped = false;
  let pumping = false;
  let again = false;
  /** Cancels the retry of a claim that failed (an outage), due CLAIM_RETRY_MS after the failure. */
  let claimRetry: (() => void) | undefined;
  /**
   * Claims that may hold rows nobody is delivering: the claim statement failed (it may have
   * committed with its answer lost), or a query between the claim and the launch failed. Without
   * this their rows would wait out the whole lease (WEBHOOK_LEASE_SECONDS) after an outage; they
   * are handed back as soon as the database answers again. `ids` names the rows when some of the
   * claim's rows were launched; without it, no row of that claim token was.
   */
  const unlaunched: Array<{ claimToken: string; ids?: string[] }> = [];

  // Group commit of attempt logs and claim outcomes: whatever accumulated while the previous
  // write ran goes out in the next one (two statements however many deliveries).
  let queue: Array<{ entry: ClaimProgress; done: () => void }> = [];
  let flushing: Promise<void> | undefined;
  // Progress queued or being written. A delivery frees its slot as soon as the receiver answered
  // (its log and outcome follow in the next group write; the row stays claimed until then), unless
  // this many are waiting: then the database is the bottleneck and slots wait for it.
  let unwritten = 0;
  const maxUnwritten = settings.concurrency * 4;
  function record(entry: ClaimProgress): Promise<void> {
    unwritten += 1;
    return new Promise((resolve) => {
      queue.push({
        entry,
        done: () => {
          unwritten -= 1;
          resolve();
        },
      });
      flushing ??= flush();
    });
  }
  async function flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue;
      queue = [];
      await writeProgress(batch.map((b) => b.entry));
      for (const b of batch) b.done();
    }
    flushing = undefined;
  }
  async function writeProgress(entries: ClaimProgress[]): Promise<void> {
    for (;;) {
      try {
        return await recordClaimProgress(db, entries);
      } catch (error) {
        if (!serviceUnavailableOf(error)) break;
        // The database is away: the outcomes wait for it (the rows stay claimed) rather than be
        // dropped and the deliveries sent again. On stop, the lease hands them on instead.
        if (stopped) return;
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_RETRY_MS));
      }
    }
    // One entry that cannot be written must not lose the others: write them one by one.
    for (const entry of entries) {
      await recordClaimProgress(db, [entry]).catch((error: unknown) => {
        // The row stays in flight; its lease expiring hands it to the next claim.
        logFailure(`could not record webhook delivery progress (${entry.deliveryId})`, error);
      });
    }
  }

  async function deliver(delivery: ClaimedDelivery, hook: DeliveryHook | undefined, claimToken: string): Promise<void> {
    if (!hook) return; // deleted: its deliveries went with it
    if (!hook.enabled) {
      countDelivery('cancelled');
      await record({ deliveryId: delivery.id, claimToken, logs: [], outcome: { status: 'cancelled', error: 'hook is disabled' } });
      return;
    }
    // One span per round, linked to the request that wrote the event (tracing on; a no-op else).
    const span = deliverySpan(delivery, hook.config.url);
    // The stored text is the body: signed and sent byte for byte as recorded.
    const body = delivery.body;
    let attempt = delivery.attempts;
    let last: AttemptResult | undefined;
    let pendingLog: ClaimProgress['logs'][number] | undefined;
    try {
      await pRetry(
        async () => {
          attempt += 1;
          const headers = {
            ...hook.config.headers,
            'content-type': 'application/json',
            'user-agent': 'Tessera-Webhooks/1',
            ...signatureHeaders(activeKeys(hook), delivery.webhookId, body),
          };
          const result = await sendAttempt({
            url: hook.config.url,
            headers,
            body,
            timeoutMs: settings.timeoutMs,
            allowPrivateTargets: config.webhookAllowPrivateTargets,
            signal: abort.signal,
          });
          last = result;
          span.attempt(attempt, result);
          if (abort.signal.aborted) throw new AbortError('dispatcher stopping');
          const log = {
            id: newId(),
            deliveryId: delivery.id,
            hookId: hook.id,
            attempt,
            result: result.ok ? ('success' as const) : ('failed' as const),
            statusCode: result.statusCode,
            durationMs: result.durationMs,
            responseExcerpt: result.responseExcerpt,
            error: result.error,
            instance,
          };
          // The last attempt's log goes with the outcome; earlier ones are written meanwhile.
          if (result.ok) {
            pendingLog = log;
            return;
          }
          const waitTooLong = (result.retryAfterMs ?? 0) > MAX_IMMEDIATE_WAIT_MS;
          const final = result.refused || !isRetryable(result.statusCode) || waitTooLong;
          if (final || attempt - delivery.attempts > settings.immediateRetries) pendingLog = log;
          else void record({ deliveryId: delivery.id, claimToken, logs: [log] });
          if (final) throw new AbortError(new AttemptFailed(result));
          throw new AttemptFailed(result);
        },
        {
          retries: settings.immediateRetries,
          minTimeout: 250,
          factor: 3,
          randomize: true,
          signal: abort.signal,
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
    if (abort.signal.aborted) {
      span.end({ status: 'released', error: 'dispatcher stopping' });
      // Released on stop; the attempts made are still logged and counted.
      if (pendingLog) await record({ deliveryId: delivery.id, claimToken, logs: [pendingLog] });
      return;
    }
    let outcome: DeliveryOutcome;
    try {
      outcome = await outcomeOf(delivery, hook.id, last);
    } catch (error) {
      span.end({ status: 'failed', error: 'could not decide the outcome' });
      throw error;
    }
    span.end(outcome);
    countDelivery(METRIC_OUTCOMES[outcome.status], delivery.createdAt);
    const written = record({ deliveryId: delivery.id, claimToken, logs: pendingLog ? [pendingLog] : [], outcome });
    if (unwritten > maxUnwritten) await written;
  }

  async function outcomeOf(delivery: ClaimedDelivery, hookId: string, last: AttemptResult | undefined): Promise<DeliveryOutcome> {
    if (!last) return { status: 'pending', nextAttemptAt: new Date(Date.now() + 1000), error: 'no attempt made' };
    if (last.ok) return { status: 'succeeded' };
    const error = last.error ?? 'failed';
    if (last.statusCode === GONE) {
      await disableHook(db, hookId);
      return { status: 'failed', error: `${error}: hook disabled` };
    }
    if (last.refused || !isRetryable(last.statusCode)) return { status: 'failed', error };
    const delay = nextRoundDelay(delivery.rounds, settings.retryDelaysMs, last.retryAfterMs);
    if (delay === undefined) return { status: 'failed', error: `${error}; gave up after ${delivery.rounds + 1} rounds` };
    return { status: 'pending', nextAttemptAt: new Date(Date.now() + delay), error };
  }

  function launch(delivery: ClaimedDelivery, hook: DeliveryHook | undefined, claimToken: string): void {
    perHook.set(delivery.hookId, (perHook.get(delivery.hookId) ?? 0) + 1);
    const task: Promise<void> = deliver(delivery, hook, claimToken)
      .catch((error) => {
        // The row stays in flight; its lease expiring hands it to the next claim.
        if (!stopped) logFailure(`webhook delivery failed unexpectedly (${delivery.id})`, error);
      })
      .finally(() => {
        const n = (perHook.get(delivery.hookId) ?? 1) - 1;
        if (n > 0) perHook.set(delivery.hookId, n);
        else perHook.delete(delivery.hookId);
        inFlight.delete(task);
        void pump();
      });
    inFlight.add(task);
  }

  async function pump(): Promise<void> {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      while (unlaunched.length && !stopped) {
        const claim = unlaunched[0]!;
        await handBackClaims(db, claim.ids, claim.claimToken);
        unlaunched.shift();
      }
      do {
        again = false;
        while (!stopped) {
          const free = settings.concurrency - inFlight.size;
          if (free <= 0 || (inFlight.size > 0 && free < minClaim)) break;
          const claimToken = `${instance}.${(claims += 1)}`;
          // A hook with less room than a useful batch sits this claim out: rows of it beyond its
          // share would only be handed back again.
          const busy = [...perHook].filter(([, n]) => hookConcurrency - n < Math.min(minClaim, hookConcurrency)).map(([id]) => id);
          // Until every row of this claim is launched or handed back, it is remembered as unlaunched.
          const claim: { claimToken: string; ids?: string[] } = { claimToken };
          unlaunched.push(claim);
          const batch = await claimDueDeliveries(db, Math.min(free, hookConcurrency), settings.leaseMs, claimToken, busy);
          if (batch.length === 0) {
            unlaunched.splice(unlaunched.indexOf(claim), 1);
            break;
          }
          const hooks = await hooksForDelivery(db, [...new Set(batch.map((d) => d.hookId))], config.keyEncryptionKey);
          const excess: string[] = [];
          for (const delivery of batch) {
            if (stopped || (perHook.get(delivery.hookId) ?? 0) >= hookConcurrency) excess.push(delivery.id);
            else launch(delivery, hooks.get(delivery.hookId), claimToken);
          }
          claim.ids = excess;
          await handBackClaims(db, excess, claimToken);
          unlaunched.splice(unlaunched.indexOf(claim), 1);
        }
      } while (again && !stopped);
    } catch (error) {
      // An outage is logged once, by the database layer. Its claim is tried again shortly rather
      // than at the next poll: the NOTIFY that woke this pump may be the last one for a while,
      // and the events it announced must not wait a whole poll interval once the database is back.
      // Any other failure is logged and left to the poll timer, so a lasting fault is not retried
      // (and logged) every second.
      if (!stopped) {
        logFailure('webhook dispatcher could not claim deliveries', error);
        if (serviceUnavailableOf(error))
          claimRetry ??= afterOnClock(services.clock, CLAIM_RETRY_MS, () => {
            claimRetry = undefined;
            return pump();
          });
      }
    } finally {
      pumping = false;
    }
  }

  // On PGlite a NOTIFY is heard inside the committing request's async context: claims made from
  // there must not count as that request's work in its trace.
  const unlisten = await services.database.listen(OUTBOX_CHANNEL, () => outsideTraces(() => void pump()));
  const timer = setInterval(() => void pump(), settings.pollMs);
  timer.unref();
  void pump();
  // Finished deliveries are kept for the retention period (logs, stats, redelivery), then removed.
  const purge = () =>
    void purgeFinishedDeliveries(db, new Date(Date.now() - settings.retentionMs)).catch((error) => {
      if (!stopped) logFailure('webhook log purge failed', error);
    });
  const purgeTimer = setInterval(purge, 3600_000);
  purgeTimer.unref();
  purge();

  return {
    wake: () => outsideTraces(() => void pump()),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      clearInterval(purgeTimer);
      abort.abort();
      claimRetry?.();
      await unlisten().catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      await flushing;
      await releaseClaims(db, instance).catch((error: unknown) => logFailure('could not release webhook claims', error));
    },
  };
}
