// Issue 42, item 3: guessing a client's secret is throttled per client id. 200 wrong secrets at
// /oidc/token used to get 200 × 401 in a few seconds; now the failures up to the limit get 401,
// then the client id is held off (429 temporarily_unavailable, Retry-After) — a right secret too,
// unchecked — for a short hold that grows while the failures go on. Introspection and revocation
// share the count; successes are not counted; the hold ends on the app's clock; a trip is in the
// metrics and the audit log. Two instances on one database share the count and the hold.
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_ID, startTestApp, useTestApp, type TestApp } from '../helpers/app.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { waitFor } from '../helpers/wait-for.js';

const LIMIT = 10;
const env = {
  CLIENT_AUTH_THROTTLE_LIMIT: String(LIMIT),
  CLIENT_AUTH_THROTTLE_WINDOW_SECONDS: '60',
  // Long enough that no hold ends on its own while a test runs; the tests move the clock.
  CLIENT_AUTH_THROTTLE_DELAY_SECONDS: '30',
  CLIENT_AUTH_THROTTLE_MAX_DELAY_SECONDS: '90',
};
const app = useTestApp({ env });

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function post(target: TestApp, path: string, form: Record<string, string>, authorization?: string) {
  const res = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(form),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const tokenWith = (target: TestApp, id: string, secret: string) =>
  post(target, '/oidc/token', { grant_type: 'client_credentials', resource: target.config.managementApiResource }, basic(id, secret));

async function m2m(target: TestApp = app) {
  const client = await createClient(target, 'MachineToMachine');
  return { id: client.clientId, secret: client.clientSecret! };
}

/** A held-off answer: OAuth's shape, 429, and when to come back. */
function expectHeld(res: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringMatching(/too many failed client authentications/) });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return retryAfter;
}

describe('client authentication throttle', () => {
  it('200 wrong secrets: 401 up to the limit, then 429 with Retry-After; a right secret works once the hold ends', async () => {
    const client = await m2m();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await tokenWith(app, client.id, `wrong-${i}`);
      statuses.push(res.status);
      if (res.status === 429) expectHeld(res, 30);
      else expect(res.body.error).toBe('invalid_client');
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual(Array(200 - LIMIT).fill(429));

    // Held off: the right secret is refused too, before it is checked (the answer tells nothing).
    expectHeld(await tokenWith(app, client.id, client.secret), 30);
    // Another client is not concerned.
    expect((await tokenWith(app, ADMIN_CLIENT_ID, app.adminSecret)).status).toBe(200);

    app.clock.advance(31_000);
    const right = await tokenWith(app, client.id, client.secret);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.access_token).toEqual(expect.any(String));
  }, 120_000);

  it('the next trip in a row holds longer, never longer than the maximum', async () => {
    const client = await m2m();
    const trip = async () => {
      for (let i = 0; i < LIMIT; i++) expect((await tokenWith(app, client.id, 'wrong')).status).toBe(401);
      const held = await tokenWith(app, client.id, 'wrong');
      return expectHeld(held, 90);
    };
    expect(await trip()).toBeLessThanOrEqual(30);
    app.clock.advance(31_000);
    const second = await trip();
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
    app.clock.advance(61_000);
    expect(await trip()).toBeGreaterThan(60);
    app.clock.advance(91_000);
    expect(await trip()).toBeLessThanOrEqual(90);
    app.clock.advance(91_000);
    expect((await tokenWith(app, client.id, client.secret)).status).toBe(200);
  }, 120_000);

  it('successes are not counted: a busy client with a few failures is never held off', async () => {
    const client = await m2m();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) expect((await tokenWith(app, client.id, 'wrong')).status).toBe(401);
      for (let i = 0; i < 10; i++) expect((await tokenWith(app, client.id, client.secret)).status).toBe(200);
    }
    // Nine failures in the window, thirty successes: the limit is not reached.
    expect((await tokenWith(app, client.id, client.secret)).status).toBe(200);
  }, 60_000);

  it('introspection and revocation count the same client id, and answer a hold in OAuth’s shape', async () => {
    const client = await m2m();
    const introspect = (secret: string) => post(app, '/oidc/token/introspection', { token: 'x.y.z' }, basic(client.id, secret));
    const revoke = (secret: string) => post(app, '/oidc/token/revocation', { token: 'opaque' }, basic(client.id, secret));
    for (let i = 0; i < LIMIT / 2; i++) expect((await introspect('wrong')).status).toBe(401);
    for (let i = 0; i < LIMIT / 2; i++) expect((await revoke('wrong')).status).toBe(401);
    expectHeld(await introspect(client.secret), 30);
    expectHeld(await revoke(client.secret), 30);
    expectHeld(await tokenWith(app, client.id, client.secret), 30);
    app.clock.advance(31_000);
    expect((await introspect(client.secret)).status).toBe(200);
  }, 60_000);

  it('an unknown client id is counted and answered like a known one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await tokenWith(app, 'no-such-client', 'guess')).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    app.clock.advance(31_000);
  }, 60_000);

  it('a trip is counted in /metrics and written to the audit log, once', async () => {
    const client = await m2m();
    for (let i = 0; i < LIMIT + 5; i++) await tokenWith(app, client.id, 'wrong');
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^tessera_throttle_trips_total\{throttle="client_auth"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^tessera_throttle_refusals_total\{throttle="client_auth"\} [1-9]\d*$/m);
    const logs = await app.api('GET', `/logs?logKey=Throttle.Tripped&applicationId=${client.id}`);
    expect(logs.status).toBe(200);
    expect(logs.body).toHaveLength(1);
    expect(logs.body[0]).toMatchObject({
      key: 'Throttle.Tripped',
      applicationId: client.id,
      payload: { throttle: 'client_auth', subject: client.id, failures: LIMIT, windowSeconds: 60, trips: 1 },
    });
    app.clock.advance(31_000);
  }, 60_000);
});

describe('client authentication throttle across instances', () => {
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  // Two instances on one Postgres database (also in the PGlite run: PGlite is one process's).
  it('two instances on one database share the count and the hold', async () => {
    const database = await createLocalPostgresDatabase();
    const shared = { databaseUrl: database.url.toString(), dataDir: 'memory://', drop: database.drop };
    const a = await startTestApp({ env, database: shared });
    stops.push(() => a.stop());
    const b = await startTestApp({ env, database: shared, adminSecret: a.adminSecret, clock: a.clock });
    stops.push(() => b.stop({ keepDatabase: true }));
    const client = await m2m(a);
    // a answers from its cache from now on: no hold.
    expect((await tokenWith(a, client.id, client.secret)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await tokenWith(i % 2 ? b : a, client.id, `wrong-${i}`)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    // The tenth failure, at b, holds the client off at both. a hears of it by the NOTIFY of the
    // hold (migration 20261129_0301), within milliseconds: the right secret is refused there too.
    await waitFor(async () => (await tokenWith(a, client.id, client.secret)).status === 429, { what: 'the hold set at b to reach a' });
    expectHeld(await tokenWith(a, client.id, client.secret), 30);
    expectHeld(await tokenWith(b, client.id, client.secret), 30);
    // A failure is counted under the row's lock: it sees the hold wherever it lands.
    expectHeld(await tokenWith(a, client.id, 'wrong again'), 30);
    expectHeld(await tokenWith(b, client.id, 'wrong again'), 30);
    a.clock.advance(31_000);
    expect((await tokenWith(b, client.id, client.secret)).status).toBe(200);
  }, 120_000);
});
