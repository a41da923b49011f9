// Pure rules of the webhooks area: signatures (checked against the standardwebhooks package),
// the retry policy and schedule, the target policy, payload rendering, the REST twin.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup } from 'node:dns/promises';
import os from 'node:os';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { isInternalAddress } from '../../src/net/addresses.js';
import { parseRetryAfter, sendAttempt } from '../../src/events/delivery.js';
import { mutationEvents } from '../../src/events/mutation-events.js';
import { toPayloadJson } from '../../src/events/outbox.js';
import { restTwin } from '../../src/events/record-mutation-events.js';
import { isRetryable, nextRoundDelay } from '../../src/domain/webhooks/retry-policy.js';
import { activeKeys, compatSignature, newSigningKey, signatureHeaders, standardSignature } from '../../src/events/signing.js';
import { verifyCompat } from '../helpers/receiver.js';

describe('signing', () => {
  it('matches the standardwebhooks package and verifies with it', () => {
    const key = newSigningKey();
    const at = new Date('2026-11-22T01:00:00Z');
    const body = JSON.stringify({ event: 'User.Created', n: 1 });
    expect(standardSignature(key, 'msg_1', Math.floor(at.getTime() / 1000), body)).toBe(new Webhook(key).sign('msg_1', at, body));
    const headers = signatureHeaders([key], 'msg_1', body);
    expect(() => new Webhook(key).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newSigningKey()).verify(body, headers)).toThrow();
    expect(() => new Webhook(key).verify(body.replace('1', '2'), headers)).toThrow();
    expect(verifyCompat(key, body, headers['logto-signature-sha-256'])).toBe(true);
    expect(headers['logto-signature-sha-256']).toMatch(/^[0-9a-f]{64}$/);
    expect(compatSignature(key, body)).toBe(headers['logto-signature-sha-256']);
  });

  it('signs with both keys during a rotation grace period, only the current one after it', () => {
    const now = new Date();
    const keys = { signingKey: newSigningKey(), previousSigningKey: newSigningKey(), previousKeyExpiresAt: new Date(now.getTime() + 1000) };
    expect(activeKeys(keys, now)).toEqual([keys.signingKey, keys.previousSigningKey]);
    expect(activeKeys(keys, new Date(now.getTime() + 2000))).toEqual([keys.signingKey]);
    const body = '{}';
    const headers = signatureHeaders(activeKeys(keys, now), 'msg_2', body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(keys.signingKey).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(keys.previousSigningKey).verify(body, headers)).not.toThrow();
  });

  it('generates whsec_ keys of 32 random bytes', () => {
    const a = newSigningKey();
    expect(a).toMatch(/^whsec_/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningKey()).not.toBe(a);
  });
});

describe('retry policy', () => {
  it('retries network errors, 5xx, 408, 425, 429; stops on other 4xx', () => {
    for (const s of [null, 500, 502, 503, 504, 408, 425, 429]) expect(isRetryable(s), String(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 405, 409, 410, 413, 422]) expect(isRetryable(s), String(s)).toBe(false);
  });

  it('backs off with jitter, honours a longer Retry-After, and ends', () => {
    const schedule = [1000, 60_000];
    expect(nextRoundDelay(0, schedule, undefined, () => 0)).toBe(800);
    expect(nextRoundDelay(0, schedule, undefined, () => 1)).toBe(1200);
    expect(nextRoundDelay(1, schedule, undefined, () => 0.5)).toBe(60_000);
    expect(nextRoundDelay(0, schedule, 30_000, () => 0.5)).toBe(30_000);
    expect(nextRoundDelay(1, schedule, 30_000, () => 0.5)).toBe(60_000);
    expect(nextRoundDelay(0, schedule, 10 * 24 * 3600_000, () => 0.5)).toBe(24 * 3600_000);
    expect(nextRoundDelay(2, schedule)).toBeUndefined();
  });

  it('the default schedule spans at least 24 hours, growing', () => {
    const { retryDelaysMs } = loadConfig({}).webhook;
    expect(retryDelaysMs.reduce((a, b) => a + b, 0) * 0.8).toBeGreaterThanOrEqual(24 * 3600_000);
    for (let i = 1; i < retryDelaysMs.length; i += 1) expect(retryDelaysMs[i]).toBeGreaterThan(retryDelaysMs[i - 1]!);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(55_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe('target policy', () => {
  it('classifies internal addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isInternalAddress(a), a).toBe(false);
  });

  it('refuses, at delivery time, a name that resolves to an internal address', async () => {
    const server = http.createServer((_req, res) => res.end('reached'));
    await new Promise<void>((r) => server.listen(0, '0.0.0.0', () => r()));
    const port = (server.address() as AddressInfo).port;
    try {
      const name = os.hostname();
      const resolved = await lookup(name).catch(() => undefined);
      const base = { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2000 };
      const literal = await sendAttempt({ ...base, url: `http://127.0.0.1:${port}/`, allowPrivateTargets: false });
      expect(literal.ok).toBe(false);
      expect(literal.statusCode).toBeNull();
      expect(literal.refused).toBe(true);
      if (resolved && isInternalAddress(resolved.address)) {
        const viaDns = await sendAttempt({ ...base, url: `http://${name}:${port}/`, allowPrivateTargets: false });
        expect(viaDns).toMatchObject({ ok: false, statusCode: null });
        expect(viaDns.error).toMatch(/private or internal/);
        expect(viaDns.refused).toBe(true);
        const allowed = await sendAttempt({ ...base, url: `http://${name}:${port}/`, allowPrivateTargets: true });
        expect(allowed).toMatchObject({ ok: true, statusCode: 200, responseExcerpt: 'reached' });
      }
    } finally {
      server.close();
    }
  });

  it('reads at most a small excerpt of a large answer and times out a silent receiver', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/silent') return;
      res.end('x'.repeat(1_000_000));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    try {
      const base = { headers: {}, body: '{}', allowPrivateTargets: true };
      const big = await sendAttempt({ ...base, url: `http://127.0.0.1:${port}/big`, timeoutMs: 5000 });
      expect(big.ok).toBe(true);
      expect(big.responseExcerpt!.length).toBe(4096);
      const silent = await sendAttempt({ ...base, url: `http://127.0.0.1:${port}/silent`, timeoutMs: 300 });
      expect(silent).toMatchObject({ ok: false, statusCode: null });
      expect(silent.error).toMatch(/timed out/);
      expect(silent.durationMs).toBeGreaterThanOrEqual(290);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('payloads', () => {
  it('render instants as epoch ms and drop secrets, hashes and codes', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      toPayloadJson({
        createdAt: at,
        nested: [{ at, secret: 's', passwordHash: 'h', code: '123456', hasPassword: true }],
        password: 'p',
        secretDigest: 'd',
        name: 'n',
        gone: undefined,
      }),
    ).toEqual({ createdAt: at.getTime(), nested: [{ at: at.getTime(), hasPassword: true }], name: 'n' });
  });

  it('fill a GraphQL call’s REST twin from its arguments', () => {
    expect(restTwin(mutationEvents.deleteUser!, { id: 'u1' })).toEqual({
      method: 'DELETE',
      path: '/users/u1',
      matchedRoute: '/users/:userId',
      params: { userId: 'u1' },
      status: 204,
    });
    expect(restTwin(mutationEvents.updateScope!, { resourceId: 'r1', scopeId: 's1', input: {} })).toMatchObject({
      path: '/resources/r1/scopes/s1',
      params: { resourceId: 'r1', scopeId: 's1' },
    });
    expect(restTwin(mutationEvents.removeOrganizationRoleScope!, { id: 'o1', organizationScopeId: 's/1' })).toMatchObject({
      path: '/organization-roles/o1/scopes/s%2F1',
      params: { id: 'o1', organizationScopeId: 's/1' },
    });
    expect(restTwin(mutationEvents.createUser!, { input: {} })).toEqual({ method: 'POST', path: '/users', matchedRoute: '/users', params: {}, status: 200 });
  });
});
