// The outbox's promises under failure: a receiver outage, a SIGKILL between commit and delivery
// (and in the middle of a delivery), two instances sharing one database, and rollbacks.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueEvent } from '../../src/events/outbox.js';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, usePostgres } from '../helpers/database.js';
import { createHook, expectSigned, fastRetries, outboxRows } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('receiver outage', () => {
  it('the receiver down for a while, then back: every event arrives, every attempt is logged', { timeout: 120_000 }, async () => {
    const app = await startTestApp({ env: { ...fastRetries, WEBHOOK_IMMEDIATE_RETRIES: '1' } });
    cleanups.push(() => app.stop());
    const port = await freePort();
    let receiver: Receiver = await startReceiver(port);
    const hook = await createHook(app, receiver, ['User.Created']);
    await receiver.close(); // down: connections refused

    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await app.api('POST', '/users', { username: `outage_${i}` })).body.id);
    // Wait until every delivery failed at least one full round.
    await waitFor(
      async () => {
        const rows = await outboxRows(app);
        return rows.length === 5 && rows.every((r) => r.attempts >= 2);
      },
      { timeoutMs: 45_000, intervalMs: 100, what: 'every delivery to fail a full round' },
    );
    expect((await outboxRows(app)).every((r) => r.status === 'pending' || r.status === 'in_flight')).toBe(true);

    const keys = receiver.keys;
    receiver = await startReceiver(port); // back
    cleanups.push(() => receiver.close());
    receiver.keys = keys;
    await receiver.waitFor((all) => new Set(all.map((r) => r.json.data.id)).size === 5, 45_000);
    expect(new Set(receiver.received.map((r) => r.json.data.id))).toEqual(new Set(ids));
    expectSigned(receiver.received);
    // Every outcome (and the attempt logs written with it) is in.
    await outboxSettled(app);
    const rows = await outboxRows(app);
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);

    const logs = await app.api('GET', `/hooks/${hook.id}/recent-logs?page_size=100`);
    const byDelivery = new Map<string, any[]>();
    for (const log of logs.body) byDelivery.set(log.deliveryId, [...(byDelivery.get(log.deliveryId) ?? []), log]);
    expect(byDelivery.size).toBe(5);
    for (const [, attempts] of byDelivery) {
      attempts.sort((a, b) => a.attempt - b.attempt);
      expect(attempts.length).toBeGreaterThanOrEqual(3);
      expect(attempts.at(-1).result).toBe('success');
      expect(attempts.slice(0, -1).every((a) => a.result === 'failed' && a.statusCode === null && a.error)).toBe(true);
      expect(attempts.map((a) => a.attempt)).toEqual(attempts.map((_, i) => i + 1));
    }
    // One webhook-id per event, across all its attempts.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(5);
  });
});

describe('transactions', () => {
  it('a rolled-back transaction writes no outbox row; a committed one is delivered', async () => {
    const app = await startTestApp({ env: fastRetries });
    cleanups.push(() => app.stop());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    await createHook(app, receiver, ['Message.RateLimited', 'Identifier.Lockout']);
    const db = app.running.services.db;

    await expect(
      db.transaction().execute(async (trx) => {
        expect(await enqueueEvent(trx, 'Message.RateLimited', { action: 'VerificationCodeSend', recipient: 'lost@example.com' })).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows(app)).toEqual([]);

    await db.transaction().execute((trx) => enqueueEvent(trx, 'Identifier.Lockout', { type: 'email', value: 'kept@example.com', password: 'never sent' }));
    const [got] = await receiver.waitFor((all) => all.length >= 1);
    // Whatever the outbox held has been sent: only the committed event was.
    await outboxSettled(app);
    expect(receiver.received).toHaveLength(1);
    expect(got!.json).toMatchObject({ event: 'Identifier.Lockout', type: 'email', value: 'kept@example.com' });
    expect(got!.json).not.toHaveProperty('password');
    expectSigned(receiver.received);
  });
});

describe('crashes', () => {
  it('SIGKILL after commit and before delivery, and again in the middle of a delivery: still delivered', { timeout: 150_000 }, async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-kill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await createTestDatabase({ dataDir });
    cleanups.push(() => database.drop());
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      BOOTSTRAP_ADMIN_CLIENT_ID: 'kill-admin',
      BOOTSTRAP_ADMIN_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      WEBHOOK_LEASE_SECONDS: '2',
      WEBHOOK_POLL_MS: '200',
    };
    let server: ServerProcess | undefined;
    cleanups.push(() => server?.kill() ?? Promise.resolve());

    // 1. Dispatcher off: the change commits, nothing is sent; then the process dies hard.
    server = await spawnServer({ ...env, WEBHOOK_DISPATCHER: 'false' });
    const hook = await server.api('POST', '/hooks', { name: 'kill', events: ['User.Created'], config: { url: receiver.url } });
    expect(hook.status).toBe(201);
    receiver.keys.set(hook.body.id, [hook.body.signingKey]);
    const user = await server.api('POST', '/users', { username: 'survivor' });
    expect(user.status).toBe(200);
    await server.kill();
    expect(receiver.received).toHaveLength(0);

    // 2. Dispatcher on; the receiver takes the request and never answers; the process dies mid-flight.
    receiver.answer = () => 'hang';
    server = await spawnServer(env);
    await receiver.waitFor((all) => all.length >= 1, 20_000);
    await server.kill();

    // 3. Restarted: the dead instance's lease runs out and the delivery completes.
    receiver.answer = () => ({ status: 200 });
    server = await spawnServer(env);
    await receiver.waitFor((all) => all.length >= 2, 20_000);
    const [first, second] = receiver.received;
    expect(second!.json).toEqual(first!.json);
    expect(second!.json.data.id).toBe(user.body.id);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expectSigned(receiver.received);
    // The delivery's outcome (and its attempt's log) is written once nothing of the hook is pending.
    const restarted = server;
    await waitFor(async () => (await restarted.api('GET', `/hooks/${hook.body.id}`)).body.executionStats?.pendingCount === 0, {
      what: 'the delivery to be recorded',
    });
    const logs = await server.api('GET', `/hooks/${hook.body.id}/recent-logs`);
    expect(logs.body.map((l: any) => l.result)).toEqual(['success']);
    const stats = await server.api('GET', `/hooks/${hook.body.id}`);
    expect(stats.body.executionStats).toMatchObject({ successCount: 1, pendingCount: 0 });
    await server.kill();
  });
});

describe('wake-up', () => {
  it('a commit wakes the dispatcher through NOTIFY, without waiting for the poll', { timeout: 60_000 }, async () => {
    const app = await startTestApp({ env: { WEBHOOK_POLL_MS: '600000' } });
    cleanups.push(() => app.stop());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    await createHook(app, receiver, ['User.Created']);
    // A first event, delivered by whichever pass: the start-up claim is behind us after it.
    await app.api('POST', '/users', { username: 'woken_first' });
    await receiver.waitFor((all) => all.length >= 1, 5000);
    for (let i = 1; i <= 3; i += 1) {
      // The previous delivery is recorded: the pass that made it has nothing left to find.
      await outboxSettled(app);
      const sent = Date.now();
      await app.api('POST', '/users', { username: `woken_${i}` });
      await receiver.waitFor((all) => all.length >= i + 1, 5000);
      // far below the 10-minute poll: only the NOTIFY can have woken it (roomy for a loaded machine)
      expect(receiver.received[i]!.at - sent).toBeLessThan(5000);
    }
  });
});

describe('a slow receiver and a graceful restart', () => {
  it('a hanging receiver does not hold up the API; a graceful stop hands the delivery back at once', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-restart-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await createTestDatabase({ dataDir });
    let app = await startTestApp({ database, env: { WEBHOOK_TIMEOUT_MS: '60000', WEBHOOK_POLL_MS: '100' } });
    cleanups.push(() => app.stop());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    receiver.answer = () => 'hang';
    await createHook(app, receiver, ['User.Created']);
    await app.api('POST', '/users', { username: 'slow_1' });
    await receiver.waitFor((all) => all.length >= 1);

    // The delivery is in flight and its receiver silent: the API (on PGlite's single connection too) answers.
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await app.api('POST', '/users', { username: `slow_more_${i}` })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000); // the silent receiver holds its request for 60 s

    // A graceful restart releases the claims: the new process sends without waiting for the lease (120 s).
    receiver.answer = () => ({ status: 200 });
    const keys = receiver.keys;
    app = await app.restart();
    receiver.keys = keys;
    const hanging = receiver.received[0]!.headers['webhook-id'];
    await receiver.waitFor((all) => all.filter((r) => r.headers['webhook-id'] === hanging).length >= 2, 30_000);
    await receiver.waitFor((all) => new Set(all.map((r) => r.headers['webhook-id'])).size >= 6, 30_000);
    expectSigned(receiver.received);
  });
});

describe.skipIf(!usePostgres)('two instances on one Postgres', () => {
  it('share the work and attempt each delivery once', { timeout: 90_000 }, async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const a: TestApp = await startTestApp({ env: { WEBHOOK_POLL_MS: '50' } });
    const b: TestApp = await startTestApp({ database: a.database, adminSecret: a.adminSecret, env: { WEBHOOK_POLL_MS: '50' } });
    cleanups.push(() => a.stop());
    cleanups.push(() => b.stop({ keepDatabase: true }));
    // Slow answers keep deliveries in flight long enough for both instances to be claiming.
    receiver.answer = () => ({ status: 200, delayMs: 100 });
    await createHook(a, receiver, ['User.Created', 'User.Deleted']);
    const count = 40;
    await Promise.all(Array.from({ length: count }, (_, i) => (i % 2 ? a : b).api('POST', '/users', { username: `twin_${i}` })));
    await receiver.waitFor((all) => all.length >= count, 30_000);
    // Every delivery has its outcome (and its attempt's log): none can be claimed, and sent, again.
    await outboxSettled(a);
    expect(receiver.received).toHaveLength(count);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(count);
    expectSigned(receiver.received);
    const attempts = await a.running.services.db.selectFrom('hook_delivery_attempts').select(['delivery_id', 'instance']).execute();
    expect(attempts).toHaveLength(count);
    expect(new Set(attempts.map((r) => r.delivery_id)).size).toBe(count);
    // Both instances took part (so they were claiming side by side, not one after the other).
    expect(new Set(attempts.map((r) => r.instance)).size).toBe(2);
  });
});
