// WORKERS=2: /metrics answers for the whole cluster, whichever worker serves the scrape (the
// primary aggregates the workers' registries). Token requests on fresh connections spread over
// both workers; every scrape sees all of them.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
import { parseMetrics, sample } from './prom.js';

const ADMIN = { id: 'metrics-cluster-admin', secret: 'metrics-cluster-admin-secret-0123456789' };

/** A request on a connection of its own, so that consecutive requests may reach different workers. */
function request(url: string, options: { method: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method, agent: false, headers: { connection: 'close', ...options.headers } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.skipIf(!usePostgres)('/metrics with WORKERS=2', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('sums the counters of every worker in each scrape', { timeout: 120_000 }, async () => {
    database = await createTestDatabase();
    const port = String(await freePort());
    server = await spawnServer({
      WORKERS: '2',
      PORT: port,
      DATABASE_URL: database.databaseUrl!,
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
      METRICS_TOKEN: 'cluster-metrics-token',
    });
    const s = server;
    await waitFor(() => [...s.output().matchAll(/worker (\d+) listening/g)].length === 2, { timeoutMs: 30_000, intervalMs: 50, what: 'two workers listening' });

    const form = new URLSearchParams({ grant_type: 'client_credentials', resource: `${s.url}/api`, scope: 'all' }).toString();
    const authorization = `Basic ${Buffer.from(`${ADMIN.id}:${ADMIN.secret}`).toString('base64')}`;
    const N = 12;
    for (let i = 0; i < N; i += 1) {
      const res = await request(`${s.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
        body: form,
      });
      expect(res.status, res.text).toBe(200);
    }

    const seenCpu = new Set<number>();
    for (let i = 0; i < 4; i += 1) {
      expect((await request(`${s.url}/metrics`, { method: 'GET' })).status).toBe(401);
      const scrape = await request(`${s.url}/metrics`, { method: 'GET', headers: { authorization: 'Bearer cluster-metrics-token' } });
      expect(scrape.status, scrape.text + s.output().slice(-3000)).toBe(200);
      const samples = parseMetrics(scrape.text);
      expect(sample(samples, 'tessera_token_requests_total', { grant_type: 'client_credentials', outcome: 'issued' })).toBe(N);
      expect(sample(samples, 'tessera_http_request_duration_seconds_count', { method: 'POST', route: '/oidc/token', status: 200 })).toBe(N);
      // Pools are summed (two workers, ten connections each); the outbox is read once (max).
      expect(sample(samples, 'tessera_db_pool_connections', { state: 'max' })).toBe(20);
      expect(sample(samples, 'tessera_webhook_outbox_depth', { state: 'due' })).toBe(0);
      seenCpu.add(sample(samples, 'process_cpu_seconds_total'));
    }
    // Earlier 401s were counted by whichever worker served them, and show in the sum too.
    const last = parseMetrics((await request(`${s.url}/metrics`, { method: 'GET', headers: { authorization: 'Bearer cluster-metrics-token' } })).text);
    expect(sample(last, 'tessera_http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status: 401 })).toBe(4);
    expect(seenCpu.size).toBeGreaterThan(0);
  });
});
