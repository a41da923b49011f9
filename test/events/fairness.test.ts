// One slow receiver must not take every delivery slot of an instance: a hook gets at most
// WEBHOOK_HOOK_CONCURRENCY of them, so another hook's event goes out while the slow one's wait.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver } from '../helpers/receiver.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('delivery slots per hook', () => {
  it('a slow receiver holds at most its share; another hook is served meanwhile', { timeout: 60_000 }, async () => {
    const app = await startTestApp({ env: { WEBHOOK_CONCURRENCY: '4', WEBHOOK_HOOK_CONCURRENCY: '2', WEBHOOK_POLL_MS: '50' } });
    cleanups.push(() => app.stop());
    const slow = await startReceiver();
    const fast = await startReceiver();
    cleanups.push(
      () => slow.close(),
      () => fast.close(),
    );
    slow.answer = () => ({ status: 200, delayMs: 4000 });
    await createHook(app, slow, ['User.Created']);
    await createHook(app, fast, ['User.Deleted']);

    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await app.api('POST', '/users', { username: `slow_${i}` })).body.id);
    // The slow hook's deliveries are in flight (without a per-hook cap they would fill all 4 slots).
    await slow.waitFor((all) => all.length >= 2, 10_000);
    const started = Date.now();
    expect((await app.api('DELETE', `/users/${ids[0]}`)).status).toBe(204);
    await fast.waitFor((all) => all.length >= 1, 10_000);
    expect(Date.now() - started).toBeLessThan(2000);
    // Never more than its share in flight: the first 4 s see only 2 arrivals at the slow receiver.
    expect(slow.received.length).toBe(2);
    await slow.waitFor((all) => all.length >= 8, 30_000);
  });
});
