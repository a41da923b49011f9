// GET /metrics after real traffic: the counters move by exactly what was done, the webhook
// gauges read the outbox, labels stay within their fixed sets, and METRICS_TOKEN guards it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, fastRetries } from '../helpers/hooks.js';
import { usePostgres } from '../helpers/database.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';
import { labelValues, parseMetrics, sample, type Samples } from './prom.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let app: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { METRICS_TOKEN, ...fastRetries, WEBHOOK_IMMEDIATE_RETRIES: '0', WEBHOOK_RETRY_DELAYS_SECONDS: '3600' } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

async function scrape(): Promise<Samples> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await res.text());
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function token(form: Record<string, string>, authorization: string) {
  return fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: new URLSearchParams(form),
  });
}

const HTTP = 'tessera_http_request_duration_seconds_count';
const GRANTS = 'tessera_token_requests_total';
const REFUSALS = 'tessera_token_exchange_refusals_total';
const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

describe('GET /metrics', () => {
  it('answers 401 without the bearer token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`, 'Bearer ']) {
      const res = await fetch(`${app.url}/metrics`, authorization ? { headers: { authorization } } : {});
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('tessera_');
    }
    expect((await scrape()).size).toBeGreaterThan(0);
  });

  it('counts HTTP requests and token grants by exactly the traffic sent', async () => {
    const admin = await app.adminToken();
    const service = await app.api('POST', '/applications', { name: 'metrics m2m', type: 'MachineToMachine' });
    expect(service.status).toBe(200);
    const before = await scrape();

    for (let i = 0; i < 3; i += 1) {
      expect(
        (await token({ grant_type: 'client_credentials', resource: app.config.managementApiResource, scope: 'all' }, basic('test-admin', app.adminSecret)))
          .status,
      ).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await token({ grant_type: 'client_credentials' }, basic(service.body.id, 'not-the-secret'))).status).toBe(401);
    }
    expect((await token({ grant_type: 'password', username: 'a', password: 'b' }, basic(service.body.id, service.body.secret))).status).toBe(400);
    // A client not allowed to exchange, and a failed client authentication on an exchange.
    const exchangeForm = {
      grant_type: EXCHANGE,
      subject_token: admin,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      resource: 'https://x.example',
    };
    expect((await token(exchangeForm, basic(service.body.id, service.body.secret))).status).toBe(400);
    expect((await token(exchangeForm, basic(service.body.id, 'nope'))).status).toBe(401);

    // Four users that do not exist and four unknown paths: one route label each.
    for (let i = 0; i < 4; i += 1) {
      expect((await app.api('GET', `/users/missing-${i}-${Date.now()}`)).status).toBe(404);
      expect((await fetch(`${app.url}/no/such/path-${i}-${Date.now()}`)).status).toBe(404);
    }

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string | number>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta(GRANTS, { grant_type: 'client_credentials', outcome: 'issued' })).toBe(3);
    expect(delta(GRANTS, { grant_type: 'client_credentials', outcome: 'invalid_client' })).toBe(2);
    expect(delta(GRANTS, { grant_type: 'other', outcome: 'unsupported_grant_type' })).toBe(1);
    expect(delta(GRANTS, { grant_type: EXCHANGE, outcome: 'unauthorized_client' })).toBe(1);
    expect(delta(GRANTS, { grant_type: EXCHANGE, outcome: 'invalid_client' })).toBe(1);
    expect(delta(REFUSALS, { error: 'unauthorized_client', reason: 'exchange_not_enabled' })).toBe(1);
    expect(delta(REFUSALS, { error: 'invalid_client', reason: 'client_authentication' })).toBe(1);

    expect(delta(HTTP, { method: 'POST', route: '/oidc/token', status: 200 })).toBe(3);
    expect(delta(HTTP, { method: 'POST', route: '/oidc/token', status: 401 })).toBe(3);
    expect(delta(HTTP, { method: 'POST', route: '/oidc/token', status: 400 })).toBe(2);
    expect(delta(HTTP, { method: 'GET', route: '/api/users/:userId', status: 404 })).toBe(4);
    expect(delta(HTTP, { method: 'GET', route: 'unmatched', status: 404 })).toBe(4);
    // The scrape before this one is counted too.
    expect(delta(HTTP, { method: 'GET', route: '/metrics', status: 200 })).toBe(1);

    // Bounded labels: no concrete path, id or client in any label.
    const routes = labelValues(after, HTTP, 'route');
    expect(routes.filter((r) => /missing-|path-|\d{6,}/.test(r))).toEqual([]);
    // What this test's traffic added (the registry is the process's, and the worker ran other
    // files' apps before this one): a few routes and statuses, not one series per id or path.
    expect(after.size - before.size).toBeLessThan(200);
    const seriesText = [...after.keys()].join('\n');
    expect(seriesText).not.toContain(service.body.id);

    // Every grant handed out was audited through the batched writer, and its wait was observed.
    const AUDIT = 'tessera_audit_log_batched_write_seconds';
    expect(delta(`${AUDIT}_count`, {})).toBeGreaterThanOrEqual(3);
    expect(sample(after, `${AUDIT}_bucket`, { le: '+Inf' })).toBe(sample(after, `${AUDIT}_count`));
    expect(sample(after, `${AUDIT}_sum`)).toBeGreaterThan(0);

    // Histogram buckets are cumulative and end at the count.
    const count = sample(after, HTTP, { method: 'POST', route: '/oidc/token', status: 200 });
    expect(sample(after, 'tessera_http_request_duration_seconds_bucket', { le: '+Inf', method: 'POST', route: '/oidc/token', status: 200 })).toBe(count);
  });

  it('counts webhook deliveries by outcome, their latency, and reads the outbox backlog', { timeout: 60_000 }, async () => {
    await createHook(app, receiver, ['User.Created']);
    const failing = await startReceiver();
    try {
      failing.answer = () => ({ status: 503 });
      await createHook(app, failing, ['User.Created']);
      const before = await scrape();

      const created = await app.api('POST', '/users', { username: `metrics_${Date.now()}` });
      expect(created.status).toBe(200);
      await receiver.waitFor((all) => all.some((r) => r.json?.data?.id === created.body.id));
      await failing.waitFor((all) => all.length >= 1);
      // The failed round's outcome is written after the receiver answered.
      const retryScheduled = (samples: Samples) => sample(samples, 'tessera_webhook_deliveries_total', { outcome: 'retry_scheduled' });
      let after = await waitFor(
        async () => {
          const samples = await scrape();
          return retryScheduled(samples) !== retryScheduled(before) ? samples : undefined;
        },
        { intervalMs: 50, what: 'the failed round counted' },
      );
      const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
      expect(delta('tessera_webhook_deliveries_total', { outcome: 'succeeded' })).toBe(1);
      expect(delta('tessera_webhook_deliveries_total', { outcome: 'retry_scheduled' })).toBe(1);
      expect(delta('tessera_webhook_delivery_latency_seconds_count')).toBe(1);
      expect(delta('tessera_webhook_delivery_latency_seconds_sum')).toBeGreaterThan(0);
      expect(delta('tessera_webhook_delivery_latency_seconds_sum')).toBeLessThan(15);

      // The failed delivery waits an hour for its next round: scheduled, not due.
      after = await waitFor(
        async () => {
          const samples = await scrape();
          return sample(samples, 'tessera_webhook_outbox_depth', { state: 'scheduled' }) >= 1 ? samples : undefined;
        },
        { intervalMs: 50, what: 'the failed delivery scheduled' },
      );
      expect(sample(after, 'tessera_webhook_outbox_depth', { state: 'scheduled' })).toBe(1);
    } finally {
      await failing.close();
    }
  });

  it('reports the database pool on Postgres, and process and event-loop metrics', async () => {
    const samples = await scrape();
    if (usePostgres) {
      expect(sample(samples, 'tessera_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(samples, 'tessera_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
      expect(samples.has('tessera_db_pool_connections{state="waiting"}')).toBe(true);
    } else {
      expect(labelValues(samples, 'tessera_db_pool_connections', 'state')).toEqual([]);
    }
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(sample(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reads the due backlog and the age of its oldest delivery', { timeout: 60_000 }, async () => {
    // An instance with no dispatcher: what it writes to the outbox stays due.
    const quiet = await startTestApp({ env: { WEBHOOK_DISPATCHER: 'false' } });
    try {
      await createHook(quiet, receiver, ['User.Created']);
      for (let i = 0; i < 3; i += 1) expect((await quiet.api('POST', '/users', { username: `due_${i}_${Date.now()}` })).status).toBe(200);
      await sql`update hook_deliveries set next_attempt_at = now() - interval '10 minutes' where event = 'User.Created'`.execute(quiet.running.services.db);
      const res = await fetch(`${quiet.url}/metrics`);
      expect(res.status).toBe(200);
      const samples = parseMetrics(await res.text());
      expect(sample(samples, 'tessera_webhook_outbox_depth', { state: 'due' })).toBe(3);
      expect(sample(samples, 'tessera_webhook_outbox_depth', { state: 'in_flight' })).toBe(0);
      const age = sample(samples, 'tessera_webhook_oldest_due_delivery_age_seconds');
      expect(age).toBeGreaterThanOrEqual(599);
      expect(age).toBeLessThan(700);
    } finally {
      await quiet.stop();
    }
  });
});
