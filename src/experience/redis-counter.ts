// The send-rate counter in Redis (REDIS_URL): a sorted set of send times per bucket (recipient,
// client address), checked and extended by one Lua script so concurrent instances cannot both
// take the last slot, and a refused send is recorded in no bucket.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SendCounter } from '../domain/sign-in/rate-limits.js';
import type { Clock } from '../domain/clock.js';
import { log } from '../observability/logger.js';

// KEYS: the buckets; ARGV: now (ms), a unique member, then window (ms) and limit per bucket.
// Returns 0 when recorded everywhere, else the 1-based index of the first full bucket.
const SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[1 + 2 * i])
  local limit = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then return i end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + 2 * i]))
end
return 0
`;

// The window is measured on the domain clock (a test moves it), as the database counter's is.
export function redisSendCounter(url: string, clock: Clock): SendCounter & { close(): Promise<void> } {
  // ioredis loads only when REDIS_URL is set (this function is called then), and connects at once.
  const connected: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    // Connection trouble surfaces as failed sends (500) on the request; do not crash the process.
    redis.on('error', (error: Error) => log().error(`redis send counter: ${error.message}`));
    return redis;
  });
  // A failure to construct surfaces on the first send, as a connection failure does; never as an
  // unhandled rejection that would end the process.
  connected.catch(() => undefined);
  return {
    async tryReserve(buckets) {
      const redis = await connected;
      const full = await redis.eval(
        SCRIPT,
        buckets.length,
        ...buckets.map((b) => `tessera:code-send:${b.key}`),
        clock.now().getTime(),
        randomUUID(),
        ...buckets.flatMap((b) => [b.windowSeconds * 1000, b.limit]),
      );
      return typeof full === 'number' && full > 0 ? buckets[full - 1] : undefined;
    },
    async close() {
      const redis = await connected.catch(() => undefined);
      await redis?.quit().catch(() => undefined);
    },
  };
}
