// The verification-code send-rate limit: at most `limit` sends per recipient in a rolling window.
// A send is reserved before anything goes out, so a rejected request sends nothing.
import type { Db } from '../db/database.js';
import * as repo from '../db/repositories/code-sends.js';
import { DomainError } from './errors.js';

export interface SendPolicy {
  limit: number;
  windowSeconds: number;
}

/** Backends for the counter: the database (default) or Redis; both hold across instances. */
export interface SendCounter {
  /** Atomically records a send unless the recipient reached the limit; false when over it. */
  tryReserve(recipient: string, policy: SendPolicy): Promise<boolean>;
}

export function databaseSendCounter(db: Db): SendCounter {
  return {
    tryReserve: (recipient, policy) =>
      db.transaction().execute(async (trx) => {
        await repo.lockRecipient(trx, recipient);
        await repo.purgeOldSends(trx, recipient, policy.windowSeconds);
        if ((await repo.countRecentSends(trx, recipient, policy.windowSeconds)) >= policy.limit) return false;
        await repo.recordSend(trx, recipient);
        return true;
      }),
  };
}

export function rateLimitedError(policy: SendPolicy): DomainError {
  return new DomainError(
    'request.message_rate_limited',
    `Too many verification codes were sent to this recipient; at most ${policy.limit} per ${policy.windowSeconds} seconds. Try again later.`,
    { limit: policy.limit, windowSeconds: policy.windowSeconds },
  );
}

export async function reserveCodeSend(counter: SendCounter, policy: SendPolicy, recipient: string): Promise<void> {
  if (!(await counter.tryReserve(recipient, policy))) throw rateLimitedError(policy);
}
