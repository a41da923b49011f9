// Connector URLs are fetched by this server, so they are held to the rule of webhook targets
// (src/net/outbound-urls.ts): with the switch for private addresses off, as in production, no
// loopback, private or otherwise internal address, neither when a connector is saved nor when it
// connects (a connector stored before the rule, or by SQL, is refused at its first request); https
// only. The upstream here is a real server on 127.0.0.1 that records every request it gets: none
// may reach it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup } from 'node:dns/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from '../../src/connectors/guarded-fetch.js';
import { createConnector } from '../../src/domain/federation/connectors.js';
import { isInternalAddress } from '../../src/net/addresses.js';
import { OutboundUrlRefused, outboundPolicyOf } from '../../src/net/outbound-urls.js';
import { createSsoConnector } from '../../src/domain/federation/sso-connectors.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { enableSingleSignOn, offerSocialConnectors } from './helpers/offer.js';

/** An OAuth 2.0 / OIDC upstream on 127.0.0.1 answering every request, and remembering it. */
async function startRecordingUpstream() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const json = (body: unknown): void => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/.well-known/openid-configuration')) {
      return json({
        issuer: base,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        userinfo_endpoint: `${base}/me`,
      });
    }
    if (req.url?.startsWith('/token')) return json({ access_token: 'upstream-token', token_type: 'Bearer' });
    // What an internal service would give away: it must never end up in an identity's details.
    json({ id: 'internal-42', email: 'root@internal.test', secret: 'internal metadata' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let app: TestApp;
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let web: TestClient;
/** What connectors were saved with before the rule existed (or what plain SQL could write). */
const unguarded = { allowPrivate: true, allowHttp: true };

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await upstream?.close();
});

const oauth2 = (urls: Partial<Record<'authorizationEndpoint' | 'tokenEndpoint' | 'userInfoEndpoint', string>>, target: string) => ({
  connectorId: 'oauth2',
  config: {
    authorizationEndpoint: 'https://idp.example.com/auth',
    tokenEndpoint: 'https://idp.example.com/token',
    userInfoEndpoint: 'https://idp.example.com/me',
    ...urls,
    clientId: 'tessera',
    clientSecret: 'upstream secret',
    profileMap: { id: 'id', email: 'email' },
  },
  metadata: { target, name: target },
});

describe('saving a connector', () => {
  it.each([
    ['a user-info URL on loopback over http', { userInfoEndpoint: 'http://127.0.0.1:8080/me' }, 'userInfoEndpoint', /https/],
    ['a user-info URL on loopback over https', { userInfoEndpoint: 'https://127.0.0.1/me' }, 'userInfoEndpoint', /private or internal/],
    ['a token URL on a private network', { tokenEndpoint: 'https://10.1.2.3/token' }, 'tokenEndpoint', /private or internal/],
    ['a token URL on the cloud metadata address', { tokenEndpoint: 'https://169.254.169.254/latest' }, 'tokenEndpoint', /private or internal/],
    ['a user-info URL on IPv6 loopback', { userInfoEndpoint: 'https://[::1]/me' }, 'userInfoEndpoint', /private or internal/],
    ['a user-info URL named localhost', { userInfoEndpoint: 'https://localhost/me' }, 'userInfoEndpoint', /private or internal/],
    ['plain http to a public host', { tokenEndpoint: 'http://idp.example.com/token' }, 'tokenEndpoint', /https/],
  ])('refuses %s (connector.invalid_config, the field named)', async (_name, urls, field, message) => {
    const res = await app.api('POST', '/connectors', oauth2(urls, `t-${field.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'connector.invalid_config', data: { key: field } });
    expect(res.body.message).toMatch(message);
  });

  it('refuses an OIDC issuer on loopback, for social and enterprise connectors, and on update', async () => {
    const social = await app.api('POST', '/connectors', {
      connectorId: 'oidc',
      config: { issuer: upstream.base, clientId: 'c', clientSecret: 's' },
      metadata: { target: 'loop' },
    });
    expect(social.status).toBe(400);
    expect(social.body).toMatchObject({ code: 'connector.invalid_config', data: { key: 'issuer' } });
    const sso = await app.api('POST', '/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Loop',
      config: { issuer: 'https://127.0.0.1:9/', clientId: 'c', clientSecret: 's' },
    });
    expect(sso.status, JSON.stringify(sso.body)).toBe(400);
    expect(sso.body.code).toBe('connector.invalid_config');
    expect(sso.body.message).toMatch(/private or internal/);
    // A public https URL is accepted, and an update cannot point it inward.
    const ok = await app.api('POST', '/connectors', oauth2({}, 'public-one'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const inward = await app.api('PATCH', `/connectors/${ok.body.id}`, { config: { ...oauth2({ userInfoEndpoint: 'https://192.168.1.1/me' }, 'x').config } });
    expect(inward.status).toBe(400);
    expect(inward.body).toMatchObject({ code: 'connector.invalid_config', data: { key: 'userInfoEndpoint' } });
    expect(upstream.seen).toEqual([]);
  });
});

describe('connecting', () => {
  it('refuses an OAuth 2.0 connector stored with loopback URLs at its first request: nothing is fetched, nothing stored', async () => {
    const connector = await createConnector(
      app.running.services.db,
      oauth2(
        { authorizationEndpoint: `${upstream.base}/auth`, tokenEndpoint: `${upstream.base}/token`, userInfoEndpoint: `${upstream.base}/me` },
        'stored-before',
      ),
      app.config.keyEncryptionKey,
      unguarded,
    );
    await offerSocialConnectors(app, 'stored-before');
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    // The authorization URL is where the browser goes, not a request of ours: it is built as before.
    const started = await client.call('POST', `/api/experience/verification/social/${connector.id}/authorization-uri`, { state: 'state-of-sixteen-chars' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const verified = await client.call('POST', `/api/experience/verification/social/${connector.id}/verify`, {
      verificationId: started.body.verificationId,
      connectorData: { code: 'a-code', state: 'state-of-sixteen-chars' },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(400);
    expect(verified.body).toMatchObject({ code: 'connector.invalid_config', data: { reason: 'url_not_allowed' } });
    expect(verified.body.message).toMatch(/must use https/);
    expect(upstream.seen).toEqual([]);
    const users = await app.api('GET', '/users?search=root%40internal.test');
    expect(users.body).toEqual([]);
  });

  it('refuses an enterprise OIDC connector stored with a loopback issuer before its discovery is fetched', async () => {
    const connector = await createSsoConnector(
      app.running.services.db,
      { providerName: 'OIDC', connectorName: 'Stored before', config: { issuer: upstream.base, clientId: 'c', clientSecret: 's' } },
      { baseUrl: app.config.baseUrl },
      app.config.keyEncryptionKey,
      unguarded,
    );
    await enableSingleSignOn(app);
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const res = await client.call('POST', `/api/experience/verification/sso/${connector.id}/authorization-uri`, { state: 'st', redirectUri: `${app.url}/x` });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('connector.invalid_config');
    expect(res.body.message).toMatch(/https|private or internal/);
    expect(upstream.seen).toEqual([]);
  });
});

describe('the guarded fetch', () => {
  const strict = outboundPolicyOf({ webhookAllowPrivateTargets: false, production: false });

  it('refuses an address, a localhost name and plain http before connecting', async () => {
    for (const url of [
      `${upstream.base}/jwks`,
      'https://127.0.0.1:1/jwks',
      'https://localhost:1/jwks',
      'http://idp.example.com/jwks',
      'https://[::ffff:127.0.0.1]:1/x',
    ]) {
      await expect(guardedFetch(strict)(url)).rejects.toBeInstanceOf(OutboundUrlRefused);
    }
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a name that resolves to an internal address, judged on the address connected to', async () => {
    const name = os.hostname();
    const addresses = await lookup(name, { all: true }).catch(() => []);
    if (!addresses.length || !addresses.every((a) => isInternalAddress(a.address)) || name === 'localhost') return;
    await expect(guardedFetch(strict)(`https://${name}:1/jwks`)).rejects.toBeInstanceOf(OutboundUrlRefused);
  });

  it('plain http in development only: with the switch on, and not in production', () => {
    expect(outboundPolicyOf({ webhookAllowPrivateTargets: true, production: false })).toEqual({ allowPrivate: true, allowHttp: true });
    expect(outboundPolicyOf({ webhookAllowPrivateTargets: true, production: true })).toEqual({ allowPrivate: true, allowHttp: false });
    expect(outboundPolicyOf({ webhookAllowPrivateTargets: false, production: false })).toEqual({ allowPrivate: false, allowHttp: false });
  });
});
