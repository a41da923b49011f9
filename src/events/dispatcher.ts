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
import { disableHook } from '../db/repositories/hooks.js';
import { hookForDelivery } from '../domain/hooks.js';
import {
  OUTBOX_CHANNEL,
  claimDueDeliveries,
  finishClaim,
  purgeFinishedDeliveries,
  recordAttempt,
  releaseClaims,
  type Delivery,
  type DeliveryOutcome,
} from '../db/repositories/hook-deliveries.js';
import { sendAttempt, type AttemptResult } from './delivery.js';
import { GONE, isRetryable, nextRoundDelay } from './retry-policy.js';
import { activeKeys, signatureHeaders } from './signing.js';

export interface Dispatcher {
  /** Look for due deliveries now (NOTIFY and the poll timer call it). */
  wake(): void;
  stop(): Promise<void>;
}

/** A Retry-After this long is not waited for inside a round: the next round honours it. */
const MAX_IMMEDIATE_WAIT_MS = 5000;

class AttemptFailed extends Error {
  constructor(readonly result: AttemptResult) {
    super(result.error ?? 'failed');
  }
}

export async function startDispatcher(services: Services): Promise<Dispatcher> {
  const { db, config } = services;
  const settings = config.webhook;
  const instance = randomBytes(6).toString('hex');
  const abort = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let claims = 0;
  let stopped = false;
  let pumping = false;
  let again = false;

  async function deliver(delivery: Delivery, claimToken: string): Promise<void> {
    const hook = await hookForDelivery(db, delivery.hookId, config.keyEncryptionKey);
    if (!hook) return; // deleted: its deliveries went with it
    if (!hook.enabled) {
      await finishClaim(db, delivery.id, claimToken, { status: 'cancelled', error: 'hook is disabled' });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    let attempt = delivery.attempts;
    let last: AttemptResult | undefined;
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
          if (abort.signal.aborted) throw new AbortError('dispatcher stopping');
          // A failed log write (e.g. the hook was deleted meanwhile) must not cause another send.
          await recordAttempt(db, {
            id: newId(),
            deliveryId: delivery.id,
            hookId: hook.id,
            attempt,
            result: result.ok ? 'success' : 'failed',
            statusCode: result.statusCode,
            durationMs: result.durationMs,
            responseExcerpt: result.responseExcerpt,
            error: result.error,
            instance,
          }).catch((error: unknown) => {
            throw new AbortError(error instanceof Error ? error : String(error));
          });
          if (result.ok) return;
          const waitTooLong = (result.retryAfterMs ?? 0) > MAX_IMMEDIATE_WAIT_MS;
          if (result.refused || !isRetryable(result.statusCode) || waitTooLong) throw new AbortError(new AttemptFailed(result));
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
    if (abort.signal.aborted) return; // released on stop
    await finishClaim(db, delivery.id, claimToken, await outcomeOf(delivery, hook.id, last));
  }

  async function outcomeOf(delivery: Delivery, hookId: string, last: AttemptResult | undefined): Promise<DeliveryOutcome> {
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

  async function pump(): Promise<void> {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && inFlight.size < settings.concurrency) {
          const claimToken = `${instance}.${(claims += 1)}`;
          const batch = await claimDueDeliveries(db, settings.concurrency - inFlight.size, settings.leaseMs, claimToken);
          if (batch.length === 0) break;
          for (const delivery of batch) {
            const task: Promise<void> = deliver(delivery, claimToken)
              .catch((error) => {
                // The row stays in flight; its lease expiring hands it to the next claim.
                if (!stopped) console.error('webhook delivery failed unexpectedly', delivery.id, error);
              })
              .finally(() => {
                inFlight.delete(task);
                void pump();
              });
            inFlight.add(task);
          }
        }
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) console.error('webhook dispatcher could not claim deliveries', error);
    } finally {
      pumping = false;
    }
  }

  const unlisten = await services.database.listen(OUTBOX_CHANNEL, () => void pump());
  const timer = setInterval(() => void pump(), settings.pollMs);
  timer.unref();
  void pump();
  // Finished deliveries are kept for the retention period (logs, stats, redelivery), then removed.
  const purge = () =>
    void purgeFinishedDeliveries(db, new Date(Date.now() - settings.retentionMs)).catch((error) => {
      if (!stopped) console.error('webhook log purge failed', error);
    });
  const purgeTimer = setInterval(purge, 3600_000);
  purgeTimer.unref();
  purge();

  return {
    wake: () => void pump(),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      clearInterval(purgeTimer);
      abort.abort();
      await unlisten().catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      await releaseClaims(db, instance).catch((error) => console.error('could not release webhook claims', error));
    },
  };
}
