// The claim pump: while this instance has free slots, claim a batch of due deliveries (one
// statement, FOR UPDATE SKIP LOCKED, under a lease) and launch a round for each. NOTIFY, the poll
// timer and every finished round call `pump()`; one pump runs at a time, and a call made while it
// runs makes it go round once more. A claim that failed in an outage is tried again shortly, on
// the app's clock.
import type { Db } from '../../db/database.js';
import type { Clock } from '../../domain/clock.js';
import { claimDeliveries, handBackDeliveries, type ClaimedDelivery } from '../../domain/webhooks/delivery-queue.js';
import { logFailure, serviceUnavailableOf } from '../../domain/service-unavailable.js';
import { afterOnClock } from '../clock-timer.js';
import type { DeliveryTarget } from './deliver-round.js';

/**
 * How soon a claim that failed in an outage is tried again (the database may just be coming
 * back), on the app's clock: a test moves the clock to see the retry instead of sleeping.
 */
export const CLAIM_RETRY_MS = 1000;

export interface ClaimPumpOptions {
  db: Db;
  clock: Clock;
  /** Where each delivery of a claimed batch goes (one query per kind); a deleted target is absent. */
  targets: (batch: readonly ClaimedDelivery[]) => Promise<Map<string, DeliveryTarget>>;
  /** This instance's name; claim tokens are `<instance>.<n>`. */
  instance: string;
  /** Deliveries this instance sends at once. */
  concurrency: number;
  /** Deliveries of one hook this instance sends at once. */
  hookConcurrency: number;
  leaseMs: number;
  isStopped: () => boolean;
  /** Sends one claimed delivery (a round); the pump counts it in flight until it settles. */
  deliver: (delivery: ClaimedDelivery, target: DeliveryTarget | undefined, claimToken: string) => Promise<void>;
}

export interface ClaimPump {
  pump(): Promise<void>;
  /** Cancels a pending retry after an outage. */
  cancelRetry(): void;
  /** Resolves when every launched round has settled. */
  settled(): Promise<void>;
  /** Deliveries being sent now (rounds launched and not settled). */
  inFlight(): number;
}

/**
 * What a delivery's share of the slots is counted by: its hook, or the application a back-channel
 * logout goes to (a name no hook id can have, so the claim's skip list never matches it).
 */
const targetKey = (delivery: ClaimedDelivery): string => delivery.hookId ?? `application:${delivery.applicationId}`;

export function claimPump(options: ClaimPumpOptions): ClaimPump {
  const { db, instance, concurrency, leaseMs, isStopped } = options;
  const inFlight = new Set<Promise<void>>();
  // Deliveries in flight per hook: a hook at its share is left out of claims, so one slow
  // receiver holds at most `hookConcurrency` of this instance's slots.
  const perHook = new Map<string, number>();
  const hookConcurrency = Math.min(concurrency, options.hookConcurrency);
  // Claim when a useful batch fits (one round trip for many deliveries), or when idle.
  const minClaim = Math.max(1, Math.floor(concurrency / 4));
  let claims = 0;
  /** The pump's run while one runs: a stop waits for it, so no claim lands after the stop's hand-back. */
  let pumping: Promise<void> | undefined;
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

  function launch(delivery: ClaimedDelivery, target: DeliveryTarget | undefined, claimToken: string): void {
    const key = targetKey(delivery);
    perHook.set(key, (perHook.get(key) ?? 0) + 1);
    const task: Promise<void> = options
      .deliver(delivery, target, claimToken)
      .catch((error: unknown) => {
        // The row stays in flight; its lease expiring hands it to the next claim.
        if (!isStopped()) logFailure(`webhook delivery failed unexpectedly (${delivery.id})`, error);
      })
      .finally(() => {
        const n = (perHook.get(key) ?? 1) - 1;
        if (n > 0) perHook.set(key, n);
        else perHook.delete(key);
        inFlight.delete(task);
        void pump();
      });
    inFlight.add(task);
  }

  /** One claim: false when there was nothing (or no room) to claim. */
  async function claimOnce(): Promise<boolean> {
    const free = concurrency - inFlight.size;
    if (free <= 0 || (inFlight.size > 0 && free < minClaim)) return false;
    const claimToken = `${instance}.${(claims += 1)}`;
    // A hook with less room than a useful batch sits this claim out: rows of it beyond its
    // share would only be handed back again.
    const busy = [...perHook].filter(([, n]) => hookConcurrency - n < Math.min(minClaim, hookConcurrency)).map(([id]) => id);
    // Until every row of this claim is launched or handed back, it is remembered as unlaunched.
    const claim: { claimToken: string; ids?: string[] } = { claimToken };
    unlaunched.push(claim);
    const batch = await claimDeliveries(db, { limit: Math.min(free, hookConcurrency), leaseMs, claimToken, skipHookIds: busy });
    if (batch.length === 0) {
      unlaunched.splice(unlaunched.indexOf(claim), 1);
      return false;
    }
    const targets = await options.targets(batch);
    const excess: string[] = [];
    for (const delivery of batch) {
      if (isStopped() || (perHook.get(targetKey(delivery)) ?? 0) >= hookConcurrency) excess.push(delivery.id);
      else launch(delivery, targets.get(delivery.id), claimToken);
    }
    claim.ids = excess;
    await handBackDeliveries(db, excess, claimToken);
    unlaunched.splice(unlaunched.indexOf(claim), 1);
    return true;
  }

  function pump(): Promise<void> {
    if (isStopped()) return Promise.resolve();
    if (pumping) {
      again = true;
      return Promise.resolve();
    }
    pumping = run().finally(() => {
      pumping = undefined;
    });
    return pumping;
  }

  async function run(): Promise<void> {
    try {
      while (unlaunched.length && !isStopped()) {
        const claim = unlaunched[0]!;
        await handBackDeliveries(db, claim.ids, claim.claimToken);
        unlaunched.shift();
      }
      do {
        again = false;
        while (!isStopped() && (await claimOnce()));
      } while (again && !isStopped());
    } catch (error) {
      // An outage is logged once, by the database layer. Its claim is tried again shortly rather
      // than at the next poll: the NOTIFY that woke this pump may be the last one for a while,
      // and the events it announced must not wait a whole poll interval once the database is back.
      // Any other failure is logged and left to the poll timer, so a lasting fault is not retried
      // (and logged) every second.
      if (!isStopped()) {
        logFailure('webhook dispatcher could not claim deliveries', error);
        if (serviceUnavailableOf(error))
          claimRetry ??= afterOnClock(options.clock, CLAIM_RETRY_MS, () => {
            claimRetry = undefined;
            return pump();
          });
      }
    }
  }

  return {
    pump,
    cancelRetry: () => claimRetry?.(),
    settled: async () => {
      // A claim still being made when the stop came hands its rows back itself (isStopped), but
      // only if the stop waits for it: otherwise the database may be closed first, and its rows
      // would wait out the whole lease (seen on Postgres under load: a restart's deliveries
      // resent after WEBHOOK_LEASE_SECONDS instead of at once).
      await pumping;
      await Promise.allSettled([...inFlight]);
    },
    inFlight: () => inFlight.size,
  };
}
