// The outbox dispatcher. It claims due deliveries in a one-statement transaction (FOR UPDATE SKIP
// LOCKED, marking them in flight under a lease), sends them with no transaction open (PGlite has
// a single connection; Postgres connections are precious), and records each attempt. Several
// instances share the work; a crashed instance's claims are taken over when their lease expires.
// Its parts (src/events/dispatch/): the claim pump (claims and launches while there are free
// slots), the deliver round (one delivery's attempts and outcome), and the progress queue (attempt
// logs and outcomes written in groups). This file wires them to NOTIFY, the poll and purge
// timers, and stops them in order.
import { randomBytes } from 'node:crypto';
import type { Services } from '../services.js';
import { DELIVERIES_CHANNEL, purgeFinishedDeliveries, releaseInstanceClaims } from '../domain/webhooks/delivery-queue.js';
import { logFailure } from '../domain/service-unavailable.js';
import { outsideTraces } from '../observability/trace-context.js';
import { claimPump } from './dispatch/claim-pump.js';
import { deliverRound } from './dispatch/deliver-round.js';
import { deliveryTargets } from './dispatch/delivery-targets.js';
import { progressQueue } from './dispatch/progress-queue.js';

export { CLAIM_RETRY_MS } from './dispatch/claim-pump.js';

export interface Dispatcher {
  /** Look for due deliveries now (NOTIFY and the poll timer call it). */
  wake(): void;
  /** Deliveries being sent now: a stop lets their rounds end (or hands them back). */
  inFlight(): number;
  stop(): Promise<void>;
}

export async function startDispatcher(services: Services): Promise<Dispatcher> {
  const { db, config } = services;
  const settings = config.webhook;
  const instance = randomBytes(6).toString('hex');
  const abort = new AbortController();
  let stopped = false;
  const isStopped = () => stopped;

  const progress = progressQueue(db, settings.concurrency * 4, isStopped);
  const round = {
    db,
    settings,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    allowLocalTargets: config.webhookAllowLocalTargets,
    instance,
    signal: abort.signal,
    progress,
  };
  const claims = claimPump({
    db,
    clock: services.clock,
    // Back-channel logouts share the queue: their tokens are signed with the keys current at each attempt.
    targets: deliveryTargets(db, config.keyEncryptionKey, { keys: () => services.keys, clock: services.clock, issuer: config.issuer }),
    instance,
    concurrency: settings.concurrency,
    hookConcurrency: settings.hookConcurrency,
    leaseMs: settings.leaseMs,
    isStopped,
    deliver: (delivery, target, claimToken) => deliverRound(round, delivery, target, claimToken),
  });
  const pump = () => void claims.pump();

  // On PGlite a NOTIFY is heard inside the committing request's async context: claims made from
  // there must not count as that request's work in its trace.
  const unlisten = await services.database.listen(DELIVERIES_CHANNEL, () => outsideTraces(pump));
  const timer = setInterval(pump, settings.pollMs);
  timer.unref();
  pump();
  // Finished deliveries are kept for the retention period (logs, stats, redelivery), then removed.
  const purge = () =>
    void purgeFinishedDeliveries(db, new Date(Date.now() - settings.retentionMs)).catch((error: unknown) => {
      if (!stopped) logFailure('webhook log purge failed', error);
    });
  const purgeTimer = setInterval(purge, 3600_000);
  purgeTimer.unref();
  purge();

  return {
    wake: () => outsideTraces(pump),
    inFlight: () => claims.inFlight(),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      clearInterval(purgeTimer);
      abort.abort();
      claims.cancelRetry();
      await unlisten().catch(() => undefined);
      await claims.settled();
      await progress.drained();
      await releaseInstanceClaims(db, instance).catch((error: unknown) => logFailure('could not release webhook claims', error));
    },
  };
}
