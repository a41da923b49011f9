// WORKERS=2: the real server as a node:cluster (primary + two workers sharing the port), on
// Postgres. Every request below opens its own connection, so the primary hands them out to the
// workers in turn; a worker that dies is replaced; a change made through one worker reaches the
// other's cache; SIGTERM stops them all.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';

const ADMIN = { id: 'cluster-admin', secret: 'cluster-admin-secret-0123456789abcdef' };

/** A POST on a fresh connection (no keep-alive), so that consecutive requests may reach different workers. */
function post(url: string, body: string, authorization: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization, connection: 'close' },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const workerPids = (output: string) => [...output.matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!usePostgres)('WORKERS=2 (node:cluster on one port)', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('serves from every worker, replaces one that dies, keeps both caches current and stops on SIGTERM', { timeout: 120_000 }, async () => {
    database = await createTestDatabase();
    const port = String(await freePort());
    server = await spawnServer({
      WORKERS: '2',
      PORT: port,
      DATABASE_URL: database.databaseUrl!,
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
    });
    const s = server;
    await s.logged(/worker \d+ listening/, { count: 2 });
    expect(s.output()).toContain('2 workers on port');
    const [first, second] = workerPids(s.output()) as [number, number];
    expect(first).not.toBe(second);
    expect([first, second]).not.toContain(s.child.pid);

    // A machine-to-machine application holding two scopes through a role.
    const resource = await s.api('POST', '/resources', { name: 'Orders', indicator: 'https://orders.cluster.test' });
    const read = await s.api('POST', `/resources/${resource.body.id}/scopes`, { name: 'read' });
    const write = await s.api('POST', `/resources/${resource.body.id}/scopes`, { name: 'write' });
    const role = await s.api('POST', '/roles', { name: 'svc', type: 'MachineToMachine', scopeIds: [read.body.id, write.body.id] });
    const app = await s.api('POST', '/applications', { name: 'svc', type: 'MachineToMachine' });
    expect(role.status).toBe(200);
    expect(app.status).toBe(200);
    expect((await s.api('POST', `/applications/${app.body.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
    const basic = `Basic ${Buffer.from(`${app.body.id}:${app.body.secret}`).toString('base64')}`;
    const form = new URLSearchParams({ grant_type: 'client_credentials', resource: 'https://orders.cluster.test', scope: 'read write' }).toString();
    /** The granted scope of n requests, or the OAuth error (a scope no longer held is invalid_scope). */
    const scopes = async (n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await post(`${s.url}/oidc/token`, form, basic);
        out.push(res.status === 200 ? res.body.scope : `${res.status} ${res.body.error}`);
      }
      return out;
    };
    // Both workers have cached the application and its scopes.
    expect(new Set(await scopes(10))).toEqual(new Set(['read write']));

    // A change through the API (served by one worker) reaches every worker within 1 s.
    const removed = Date.now();
    expect((await s.api('DELETE', `/roles/${role.body.id}/scopes/${write.body.id}`)).status).toBe(204);
    await waitFor(async () => (await scopes(6)).every((scope) => scope === '400 invalid_scope'), {
      timeoutMs: 5_000,
      what: 'every worker refusing the removed scope',
    });
    // 1 s, plus the round of requests that saw it.
    expect(Date.now() - removed).toBeLessThan(1500);
    expect(new Set(await scopes(10))).toEqual(new Set(['400 invalid_scope']));

    // Kill one worker: the other keeps serving at once, and the primary starts a replacement.
    process.kill(first, 'SIGKILL');
    await waitFor(() => !alive(first), { timeoutMs: 20_000, what: `worker ${first} gone after SIGKILL` });
    expect(new Set(await scopes(4))).toEqual(new Set(['400 invalid_scope']));
    await s.logged(/worker \d+ listening/, { count: 3 });
    const replacement = workerPids(s.output())[2]!;
    expect(s.output()).toContain(`worker ${first} exited (SIGKILL); starting a new one`);
    // Now kill the survivor: the replacement alone answers, with the same state.
    process.kill(second, 'SIGKILL');
    await waitFor(() => !alive(second), { timeoutMs: 20_000, what: `worker ${second} gone after SIGKILL` });
    expect(new Set(await scopes(4))).toEqual(new Set(['400 invalid_scope']));

    // SIGTERM to the primary stops the workers, then the primary, cleanly.
    const exited = new Promise<number | null>((resolve) => s.child.once('exit', (code) => resolve(code)));
    s.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor(() => !alive(replacement), { what: `worker ${replacement} stopped with the primary` });
  });
});
