// The directory cache's own rules, without a database: requests missing one entry together share
// one read, a read that overlapped an invalidation is neither kept nor shared with later callers,
// and entries loaded together do not all expire together.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectoryCache, MAX_AGE_MS } from '../../src/db/cache/directory-cache.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function enabledCache(): DirectoryCache {
  const cache = new DirectoryCache();
  cache.enabled = true;
  return cache;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('directory cache', () => {
  it('shares one read among the requests that miss the same entry together', async () => {
    const cache = enabledCache();
    const read = deferred<boolean>();
    const load = vi.fn(() => read.promise);
    const answers = Array.from({ length: 50 }, () => cache.revokedJtis.get('jti-1', '', load));
    // Another key is its own read.
    const other = vi.fn(async () => true);
    await cache.revokedJtis.get('jti-2', '', other);
    read.resolve(false);
    expect(await Promise.all(answers)).toEqual(Array(50).fill(false));
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // Stored: the next request is a hit.
    expect(await cache.revokedJtis.get('jti-1', '', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not hand a read that began before an invalidation to a request made after it', async () => {
    const cache = enabledCache();
    const before = deferred<boolean>();
    const first = cache.revokedJtis.get('jti-1', '', () => before.promise);
    cache.invalidate('revoked_tokens:jti-1');
    const after = vi.fn(async () => true);
    const second = cache.revokedJtis.get('jti-1', '', after);
    before.resolve(false);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(after).toHaveBeenCalledTimes(1);
    // Only the read that began after the invalidation was kept.
    expect(await cache.revokedJtis.get('jti-1', '', async () => false)).toBe(true);
  });

  it('lets a failed read fail only its own requests, and tries again next time', async () => {
    const cache = enabledCache();
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(Promise.all([cache.sessions.get('s', '', failing), cache.sessions.get('s', '', failing)])).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.sessions.get('s', '', async () => 'ok')).toBe('ok');
  });

  it('spreads the expiry of entries loaded together over the second half of the maximum age', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T00:00:00Z'), toFake: ['Date'] });
    const cache = enabledCache();
    const keys = Array.from({ length: 200 }, (_, i) => `jti-${i}`);
    for (const k of keys) await cache.revokedJtis.get(k, '', async () => false);
    const stillCached = async () => {
      let reads = 0;
      for (const k of keys) await cache.revokedJtis.get(k, '', async () => (reads++, false));
      return keys.length - reads;
    };
    vi.setSystemTime(Date.now() + MAX_AGE_MS / 2 - 1000);
    expect(await stillCached()).toBe(200);
    vi.setSystemTime(Date.now() + MAX_AGE_MS / 4);
    // About half expire by three quarters of the age: neither none nor all at one instant.
    const atThreeQuarters = await stillCached();
    expect(atThreeQuarters).toBeGreaterThan(40);
    expect(atThreeQuarters).toBeLessThan(160);
  });
});
