// The send-rate counter in Redis (REDIS_URL): a sorted set of send times per recipient, checked
// and extended by one Lua script so concurrent instances cannot both take the last slot.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SendCounter } from '../domain/rate-limits.js';

const SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1
`;

export function redisSendCounter(url: string): SendCounter & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // Connection trouble surfaces as failed sends (500) on the request; do not crash the process.
  redis.on('error', (error: Error) => console.error('redis send counter:', error.message));
  return {
    async tryReserve(recipient, policy) {
      const allowed = await redis.eval(
        SCRIPT,
        1,
        `tessera:code-send:${recipient}`,
        Date.now(),
        policy.windowSeconds * 1000,
        policy.limit,
        randomUUID(),
      );
      return allowed === 1;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
