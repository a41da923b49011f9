// TRUST_PROXY decides whose X-Forwarded-For is believed (seen in the token exchange audit's ip),
// and CORS_ALLOWED_ORIGINS opens /api and /graphql to configured browser origins only.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, trustFunction, type TrustProxy } from '../../src/http/client-ip.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, exchangeParams, type Client } from '../oidc/token-exchange-fixtures.js';

const ADMIN_ORIGIN = 'https://admin.example.com';
let untrusting: TestApp;
let oneHop: TestApp;

beforeAll(async () => {
  untrusting = await startTestApp({ env: { TRUST_PROXY: 'false' } });
  oneHop = await startTestApp({ env: { TRUST_PROXY: '1', CORS_ALLOWED_ORIGINS: `${ADMIN_ORIGIN},http://localhost:5173` } });
});
afterAll(async () => {
  await untrusting?.stop();
  await oneHop?.stop();
});

/** A refused exchange (its subject token is garbage), sent with X-Forwarded-For; returns the ip the audit recorded. */
async function auditedIp(app: TestApp, client: Client, forwardedFor: string): Promise<string | null> {
  const form = new URLSearchParams(exchangeParams('garbage', 'https://nowhere.example.com'));
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'x-forwarded-for': forwardedFor,
    },
    body: form,
  });
  expect(res.status).toBe(400);
  const row = await app.running.services.db
    .selectFrom('token_exchange_events')
    .select('ip')
    .where('application_id', '=', client.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY', () => {
  it('false: X-Forwarded-For is ignored, the peer address is recorded', async () => {
    const client = await createClient(untrusting, { customClientMetadata: { allowTokenExchange: true } });
    expect(await auditedIp(untrusting, client, '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('a hop count: the address that many hops back is recorded', async () => {
    const client = await createClient(oneHop, { customClientMetadata: { allowTokenExchange: true } });
    expect(await auditedIp(oneHop, client, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives express and the token front the same answer for every kind of setting', async () => {
    const settings: Array<[TrustProxy, unknown]> = [
      [false, false],
      [true, true],
      [1, 1],
      [2, 2],
      [['loopback'], 'loopback'],
      [['10.0.0.0/8', '127.0.0.1'], '10.0.0.0/8, 127.0.0.1'],
      [['uniquelocal', 'loopback'], 'uniquelocal, loopback'],
    ];
    const cases = [
      undefined,
      '203.0.113.7',
      '203.0.113.7, 127.0.0.1',
      '198.51.100.1, 10.1.2.3',
      '10.0.0.1,127.0.0.2, ::1',
      'garbage',
      '::ffff:127.0.0.1, 203.0.113.9',
    ];
    for (const [ours, expresses] of settings) {
      const probe = express();
      probe.set('trust proxy', expresses);
      const mirrored = express();
      mirrored.set('trust proxy', trustFunction(ours));
      for (const app of [probe, mirrored]) app.get('/', (req, res) => void res.json({ ip: req.ip, front: clientIp(req, ours) }));
      const servers = [probe.listen(0, '127.0.0.1'), mirrored.listen(0, '127.0.0.1')];
      await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
      try {
        for (const xff of cases) {
          const answers = await Promise.all(
            servers.map(async (s) => {
              const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/`, {
                headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
              });
              return (await res.json()) as { ip: string; front: string };
            }),
          );
          const [theirs, mine] = answers as [{ ip: string; front: string }, { ip: string; front: string }];
          expect(mine.ip, `${JSON.stringify(ours)} / ${xff}`).toBe(theirs.ip);
          expect(theirs.front, `${JSON.stringify(ours)} / ${xff}`).toBe(theirs.ip);
        }
      } finally {
        await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      }
    }
  });
});

const PREFLIGHT = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' };

describe('CORS_ALLOWED_ORIGINS', () => {
  for (const path of ['/api/users', '/graphql']) {
    it(`${path}: a configured origin's preflight is answered before the auth guard`, async () => {
      const res = await fetch(`${oneHop.url}${path}`, { method: 'OPTIONS', headers: { origin: ADMIN_ORIGIN, ...PREFLIGHT } });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
      expect(res.headers.get('vary')).toMatch(/Origin/);
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*content-type/);
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(res.headers.get('access-control-allow-credentials')).toBe(null);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it(`${path}: another origin gets no CORS headers (and the guard's 401)`, async () => {
      const res = await fetch(`${oneHop.url}${path}`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.com', ...PREFLIGHT } });
      expect(res.status).toBe(401);
      expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const actual = await fetch(`${oneHop.url}${path}`, { headers: { origin: 'https://evil.example.com' } });
      expect(actual.headers.get('access-control-allow-origin')).toBe(null);
    });

    it(`${path}: no origin configured → no CORS at all`, async () => {
      const res = await fetch(`${untrusting.url}${path}`, { method: 'OPTIONS', headers: { origin: ADMIN_ORIGIN, ...PREFLIGHT } });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBe(null);
    });
  }

  it('actual answers carry the allowed origin and no-store, on REST and GraphQL', async () => {
    const token = await oneHop.adminToken();
    const rest = await fetch(`${oneHop.url}/api/users`, { headers: { origin: 'http://localhost:5173', authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(rest.headers.get('access-control-expose-headers')).toMatch(/Total-Number/);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const gql = await fetch(`${oneHop.url}/graphql`, {
      method: 'POST',
      headers: { origin: ADMIN_ORIGIN, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ users(first: 1) { totalCount } }' }),
    });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(gql.headers.get('cache-control')).toBe('no-store');
    // Without a token the answer is still the guard's, readable by the allowed origin.
    const unauthenticated = await fetch(`${oneHop.url}/api/users`, { headers: { origin: ADMIN_ORIGIN } });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
  });
});
