// POST /oidc/token is served on node:http ahead of express (src/oidc/token/front.ts); other
// spellings of the path still reach the same handler through express. Both must answer alike.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/http/client-ip.js';
import { ADMIN_CLIENT_ID, useTestApp } from '../helpers/app.js';

const app = useTestApp();

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { ...FORM, ...headers }, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('POST /oidc/token on node:http', () => {
  const grant = () => `grant_type=client_credentials&resource=${encodeURIComponent(app.config.managementApiResource)}`;

  it('answers like the express route: no-store, no-cache, open CORS, JSON', async () => {
    for (const path of ['/oidc/token', '/oidc/token?x=1', '/oidc/token/']) {
      const res = await post(path, grant(), { authorization: basic(ADMIN_CLIENT_ID, app.adminSecret) });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('pragma')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(typeof res.body.access_token).toBe('string');
    }
  });

  it('invalid_client: 401 with WWW-Authenticate', async () => {
    const res = await post('/oidc/token', grant(), { authorization: basic(ADMIN_CLIENT_ID, 'wrong') });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses bodies over the limit (413), other charsets and repeated parameters (400)', async () => {
    const big = await post('/oidc/token', `${grant()}&scope=${'a'.repeat(200 * 1024)}`, { authorization: basic(ADMIN_CLIENT_ID, app.adminSecret) });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('invalid_request');
    const latin1 = await post('/oidc/token', grant(), { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' });
    expect(latin1.status).toBe(400);
    expect(latin1.body.error).toBe('invalid_request');
    const repeated = await post('/oidc/token', `${grant()}&scope=a&scope=b`, { authorization: basic(ADMIN_CLIENT_ID, app.adminSecret) });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error_description).toMatch(/repeated/);
  });

  it('counts the bytes of a chunked body (no Content-Length) against the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.url}/oidc/token`, { method: 'POST', headers: { ...FORM, 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = 'a'.repeat(16 * 1024);
      req.write(`${grant()}&scope=`);
      for (let i = 0; i < 10; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('a connection keeps working after a refused request', async () => {
    // Same keep-alive agent (fetch pools connections): a refused body must not poison the socket.
    for (let i = 0; i < 3; i++) {
      const bad = await post('/oidc/token', `${grant()}&scope=${'a'.repeat(150 * 1024)}`);
      expect(bad.status).toBe(413);
      const ok = await post('/oidc/token', grant(), { authorization: basic(ADMIN_CLIENT_ID, app.adminSecret) });
      expect(ok.status).toBe(200);
    }
  });

  it('other methods still get 405 (with Allow) and the CORS preflight 204, through express', async () => {
    const get = await fetch(`${app.url}/oidc/token`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { error: string }).error).toBe('invalid_request');
    const preflight = await fetch(`${app.url}/oidc/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://spa.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('other /oidc/token paths are not taken by the front', async () => {
    const revoke = await fetch(`${app.url}/oidc/token/revocation`, { method: 'POST', headers: FORM, body: 'token=x' });
    expect(revoke.status).not.toBe(405);
    expect(revoke.headers.get('cache-control')).not.toBe(null);
  });
});

describe('clientIp', () => {
  it('agrees with express req.ip under trust proxy loopback', async () => {
    const probe = express();
    probe.set('trust proxy', 'loopback');
    probe.get('/', (req, res) => {
      res.json({ express: req.ip, ours: clientIp(req, ['loopback']) });
    });
    const server = probe.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const cases = [
        undefined,
        '203.0.113.7',
        '203.0.113.7, 127.0.0.1',
        '198.51.100.1, 203.0.113.7',
        '10.0.0.1,127.0.0.2, ::1',
        'garbage',
        '::ffff:127.0.0.1, 203.0.113.9',
        ' 203.0.113.7 ,  ',
        '203.0.113.7,,\t127.0.0.1',
      ];
      for (const xff of cases) {
        const res = await fetch(url, { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
        const { express: expected, ours } = (await res.json()) as { express: string; ours: string };
        expect(ours, String(xff)).toBe(expected);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
