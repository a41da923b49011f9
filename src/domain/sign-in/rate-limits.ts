// The verification-code send-rate limit: at most `limit` sends per recipient and at most
// `ipLimit` per client address in a rolling window. A send is reserved in every bucket at once
// before anything goes out, so a rejected request sends nothing and uses up no bucket.
import { isIP } from 'node:net';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/code-sends.js';
import { DomainError } from '../errors.js';

export interface SendPolicy {
  /** Sends per recipient within the window. */
  limit: number;
  windowSeconds: number;
  /** Sends per client address (IPv6: per /64) within the same window, to any recipients. */
  ipLimit: number;
}

/** One rolling-window counter a send must fit in. */
export interface SendBucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Backends for the counter: the database (default) or Redis; both hold across instances. */
export interface SendCounter {
  /** Atomically records a send in every bucket unless one is full; returns the full one (nothing recorded). */
  tryReserve(buckets: readonly SendBucket[]): Promise<SendBucket | undefined>;
}

export function databaseSendCounter(db: Db, clock: Clock): SendCounter {
  return { tryReserve: (buckets) => db.transaction().execute((trx) => reserveSendsIn(trx, clock, buckets)) };
}

/**
 * The database counter's work inside a transaction the caller holds (a Management API mutation's),
 * so a send the mutation then fails to make is not counted either: records a send in every bucket
 * unless one is full, and returns the full one.
 */
export async function reserveSendsIn(trx: Db, clock: Clock, buckets: readonly SendBucket[]): Promise<SendBucket | undefined> {
  const now = clock.now();
  // One order for every caller, so two sends sharing buckets cannot wait on each other.
  const ordered = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const bucket of ordered) {
    await repo.lockRecipient(trx, bucket.key);
    await repo.purgeOldSends(trx, bucket.key, bucket.windowSeconds, now);
    if ((await repo.countRecentSends(trx, bucket.key, bucket.windowSeconds, now)) >= bucket.limit) return bucket;
  }
  for (const bucket of ordered) await repo.recordSend(trx, bucket.key, now);
  return undefined;
}

/**
 * The address a send is counted against: IPv4 as is; IPv6 by its /64, the smallest block a
 * single subscriber is usually given (one host can use all of it).
 */
export function clientBucketOf(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) !== 6) return `ip:${address}`;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const recipientBucket = (recipient: string, policy: SendPolicy): SendBucket => ({ key: recipient, limit: policy.limit, windowSeconds: policy.windowSeconds });
const clientBucket = (ip: string, policy: SendPolicy): SendBucket => ({ key: clientBucketOf(ip), limit: policy.ipLimit, windowSeconds: policy.windowSeconds });

export function rateLimitedError(policy: SendPolicy, byClient: boolean): DomainError {
  const limit = byClient ? policy.ipLimit : policy.limit;
  return new DomainError(
    'request.message_rate_limited',
    byClient
      ? `Too many verification codes were requested from this network address; at most ${limit} per ${policy.windowSeconds} seconds. Try again later.`
      : `Too many verification codes were sent to this recipient; at most ${limit} per ${policy.windowSeconds} seconds. Try again later.`,
    { limit, windowSeconds: policy.windowSeconds },
  );
}

/** Reserves one send to `recipient` requested from `clientIp`, or throws 429 with nothing counted. */
export async function reserveCodeSend(counter: SendCounter, policy: SendPolicy, send: { recipient: string; clientIp: string }): Promise<void> {
  const recipient = recipientBucket(send.recipient, policy);
  const full = await counter.tryReserve([recipient, clientBucket(send.clientIp, policy)]);
  if (full) throw rateLimitedError(policy, full !== recipient);
}
