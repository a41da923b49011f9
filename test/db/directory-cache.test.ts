// The directory cache's own rules, without a database: requests missing one entry together share
// one read, a read that overlapped an invalidation is neither kept nor shared with later callers,
// and entries loaded together do not all expire together; past its age (not past MAX_STALE_MS), an
// entry nothing invalidated answers while one read replaces it. Its revocation list: a snapshot of every
// revoked jti answers for tokens never seen before; a jti named by a NOTIFY since the snapshot
// began is never answered from it; it stands aside while the cache would (listener down, this
// process's write in flight), when the snapshot is too old, and when there are too many to hold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectoryCache, MAX_AGE_MS, MAX_STALE_MS } from '../../src/db/cache/directory-cache.js';

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

describe('directory cache: an expired entry answers while one read replaces it', () => {
  const start = new Date('2026-11-27T00:00:00Z');

  /** A cache holding session 's' = 'old', loaded `ageMs` ago. */
  async function holdingOld(ageMs: number): Promise<DirectoryCache> {
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const cache = enabledCache();
    await cache.sessions.get('s', '', async () => 'old');
    vi.setSystemTime(start.getTime() + ageMs);
    return cache;
  }

  it('answers the old value at once, reads once, then answers the new one', async () => {
    const cache = await holdingOld(MAX_AGE_MS + 1000);
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    // Every request during the read gets the old value without waiting, and they share one read.
    const during = await Promise.all(Array.from({ length: 20 }, () => cache.sessions.get('s', '', load)));
    expect(during).toEqual(Array(20).fill('old'));
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve('new');
    await settle();
    expect(await cache.sessions.get('s', '', async () => 'unused')).toBe('new');
  });

  it('waits for the read when the entry is older than MAX_STALE_MS', async () => {
    const cache = await holdingOld(MAX_STALE_MS + 1000);
    expect(await cache.sessions.get('s', '', async () => 'new')).toBe('new');
  });

  it('never answers an entry a NOTIFY dropped, nor while the subscription is down', async () => {
    const dropped = await holdingOld(MAX_AGE_MS + 1000);
    dropped.invalidate('sessions:s');
    expect(await dropped.sessions.get('s', '', async () => 'new')).toBe('new');
    const down = await holdingOld(MAX_AGE_MS + 1000);
    down.enabled = false;
    expect(await down.sessions.get('s', '', async () => 'new')).toBe('new');
  });

  it('keeps answering the old value when the read fails, and tries again on the next request', async () => {
    const cache = await holdingOld(MAX_AGE_MS + 1000);
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    expect(await cache.sessions.get('s', '', failing)).toBe('old');
    await settle();
    const next = vi.fn(async () => 'new');
    expect(await cache.sessions.get('s', '', next)).toBe('old');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

/** One turn of the event loop: a background read the cache started, already answered, has landed. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('revocation list', () => {
  it('answers nothing until its first read lands, then answers every jti without another read', async () => {
    const cache = enabledCache();
    const reads: number[] = [];
    const read = async (limit: number) => (reads.push(limit), ['revoked-1', 'revoked-2']);
    expect(cache.revocations.answer('revoked-1', read)).toBeUndefined();
    await settle();
    expect(cache.revocations.answer('revoked-1', read)).toBe(true);
    expect(cache.revocations.answer('never-seen', read)).toBe(false);
    for (let i = 0; i < 100; i++) cache.revocations.answer(`fresh-${i}`, read);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toBeGreaterThan(1000); // the limit, plus one to tell "exactly" from "too many"
  });

  it('never answers for a jti a NOTIFY named since its snapshot began, even during the read', async () => {
    const cache = enabledCache();
    const first = deferred<string[]>();
    cache.revocations.answer('x', () => first.promise);
    // Revoked while the snapshot was being read: the snapshot may or may not hold it.
    cache.invalidate('revoked_tokens:during-read');
    first.resolve([]);
    await settle();
    expect(cache.revocations.answer('during-read', async () => [])).toBeUndefined();
    expect(cache.revocations.answer('other', async () => [])).toBe(false);
    cache.invalidate('revoked_tokens:after-read');
    expect(cache.revocations.answer('after-read', async () => [])).toBeUndefined();
  });

  it('stands aside while the listener is down, and starts over when it is back', async () => {
    const cache = enabledCache();
    cache.revocations.answer('x', async () => []);
    await settle();
    expect(cache.revocations.answer('x', async () => [])).toBe(false);
    cache.enabled = false;
    expect(cache.revocations.answer('x', async () => [])).toBeUndefined();
    // Back: messages may have been missed, so the old snapshot is not used again.
    cache.clearAll();
    cache.enabled = true;
    expect(cache.revocations.answer('x', async () => ['x'])).toBeUndefined();
    await settle();
    expect(cache.revocations.answer('x', async () => [])).toBe(true);
  });

  it('stands aside while this process’s own revocation may not have been heard yet', async () => {
    const cache = enabledCache();
    cache.revocations.answer('x', async () => []);
    await settle();
    cache.localWrite('revoked_tokens');
    expect(cache.revocations.answer('x', async () => [])).toBeUndefined();
  });

  it('drops a read that overlapped a reconnect', async () => {
    const cache = enabledCache();
    const first = deferred<string[]>();
    cache.revocations.answer('x', () => first.promise);
    cache.clearAll();
    first.resolve([]);
    await settle();
    expect(cache.revocations.answer('x', async () => [])).toBeUndefined();
  });

  it('reads again halfway to the maximum age, and stands aside past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = enabledCache();
    let reads = 0;
    const slow = deferred<string[]>();
    const read = async () => (++reads === 1 ? [] : slow.promise);
    cache.revocations.answer('x', read);
    await settle();
    vi.setSystemTime(Date.now() + MAX_AGE_MS / 2 + 1);
    expect(cache.revocations.answer('x', read)).toBe(false);
    expect(reads).toBe(2);
    // The second read hangs: past the maximum age the old snapshot is not trusted.
    vi.setSystemTime(Date.now() + MAX_AGE_MS / 2);
    expect(cache.revocations.answer('x', read)).toBeUndefined();
    slow.resolve(['x']);
    await settle();
    expect(cache.revocations.answer('x', read)).toBe(true);
  });

  it('stands aside when there are more revocations than it holds, and after a failed read', async () => {
    const cache = enabledCache();
    const many = async (limit: number) => Array.from({ length: limit }, (_, i) => `jti-${i}`);
    cache.revocations.answer('x', many);
    await settle();
    expect(cache.revocations.answer('jti-1', many)).toBeUndefined();

    const other = enabledCache();
    const failing = async () => Promise.reject(new Error('database away'));
    other.revocations.answer('x', failing);
    await settle();
    let tried = 0;
    expect(other.revocations.answer('x', async () => (tried++, []))).toBeUndefined();
    expect(tried).toBe(0); // not retried on every request
  });
});
