// The revocation list's own rules, without a database: a snapshot of every revoked jti answers
// for tokens never seen before; a jti named by a NOTIFY since the snapshot began is never answered
// from it; it stands aside while the cache would (listener down, this process's write in flight),
// when the snapshot is too old, and when there are too many revocations to hold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectoryCache, MAX_AGE_MS } from '../../src/db/cache/directory-cache.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((r, j) => ((resolve = r), (reject = j)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function enabledCache(): DirectoryCache {
  const cache = new DirectoryCache();
  cache.enabled = true;
  return cache;
}

afterEach(() => {
  vi.useRealTimers();
});

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
