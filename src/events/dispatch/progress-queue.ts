// The dispatcher's progress writes, committed in groups: attempt logs and round outcomes that
// accumulate while one write runs go out together in the next (two statements however many
// deliveries). A delivery frees its slot as soon as the receiver answered, its log and outcome
// following in the next group write (the row stays claimed until then), unless too many are
// waiting: then the database is the bottleneck, and `backlogged` tells a delivery to wait for its
// write.
import type { Db } from '../../db/database.js';
import { recordDeliveryProgress, type ClaimProgress } from '../../domain/webhooks/delivery-queue.js';
import { logFailure, serviceUnavailableOf } from '../../domain/service-unavailable.js';

/** While the database is away, progress writes are retried this often. */
const OUTAGE_RETRY_MS = 500;

export interface ProgressQueue {
  /** Queues one entry; resolves once it is written (or given up on, logged). */
  record(entry: ClaimProgress): Promise<void>;
  /** More entries are waiting than the queue should hold: the caller waits for its own write. */
  readonly backlogged: boolean;
  /** Resolves when nothing is being written. */
  drained(): Promise<void>;
}

export function progressQueue(db: Db, maxUnwritten: number, isStopped: () => boolean): ProgressQueue {
  let queue: Array<{ entry: ClaimProgress; done: () => void }> = [];
  let flushing: Promise<void> | undefined;
  let unwritten = 0;

  async function flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue;
      queue = [];
      await write(batch.map((b) => b.entry));
      for (const b of batch) b.done();
    }
    flushing = undefined;
  }

  async function write(entries: ClaimProgress[]): Promise<void> {
    for (;;) {
      try {
        return await recordDeliveryProgress(db, entries);
      } catch (error) {
        if (!serviceUnavailableOf(error)) break;
        // The database is away: the outcomes wait for it (the rows stay claimed) rather than be
        // dropped and the deliveries sent again. On stop, the lease hands them on instead.
        if (isStopped()) return;
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_RETRY_MS));
      }
    }
    // One entry that cannot be written must not lose the others: write them one by one.
    for (const entry of entries) {
      await recordDeliveryProgress(db, [entry]).catch((error: unknown) => {
        // The row stays in flight; its lease expiring hands it to the next claim.
        logFailure(`could not record webhook delivery progress (${entry.deliveryId})`, error);
      });
    }
  }

  return {
    record(entry) {
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
    },
    get backlogged() {
      return unwritten > maxUnwritten;
    },
    drained: async () => {
      await flushing;
    },
  };
}
