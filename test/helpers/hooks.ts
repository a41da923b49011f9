// Creating hooks pointed at a test receiver, and reading the outbox for assertions.
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Receiver } from './receiver.js';

export async function createHook(app: TestApp, receiver: Receiver, events: string[], extra: Record<string, unknown> = {}) {
  const res = await app.api('POST', '/hooks', { name: `hook for ${events.length} events`, events, config: { url: receiver.url }, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  receiver.keys.set(res.body.id, [res.body.signingKey]);
  return res.body as { id: string; signingKey: string; events: string[] };
}

export async function outboxRows(app: TestApp) {
  return app.running.services.db
    .selectFrom('hook_deliveries')
    .select(['id', 'hook_id', 'event', 'status', 'attempts', 'payload', 'webhook_id'])
    .orderBy('created_at')
    .execute();
}

/** Every received request verified with both schemes. */
export function expectSigned(received: Array<{ standardVerifiedWith: string[]; compatVerified: boolean }>) {
  for (const r of received) {
    expect(r.standardVerifiedWith.length).toBeGreaterThan(0);
    expect(r.compatVerified).toBe(true);
  }
}

export const fastRetries = {
  WEBHOOK_RETRY_DELAYS_SECONDS: '0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3',
  WEBHOOK_POLL_MS: '100',
};
