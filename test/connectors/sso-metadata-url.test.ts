// A SAML connector made from the IdP's metadata URL: Tessera fetches it (the test IdP's metadata
// served over HTTP on 127.0.0.1, private addresses allowed as in every test app), stores the IdP's
// settings and signs a user in through them. A URL answering 404, something else than metadata, a
// document too large or too slow, or metadata without a signing certificate is a 400 with nothing
// stored; the URL rule (https, no internal address unless the operator allows it) is checked too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMetadataUrl, METADATA_MAX_BYTES } from '../../src/connectors/saml-metadata-fetch.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startIdp } from './helpers/saml-idp.js';
import { samlSignIn } from './helpers/saml-sign-in.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: Awaited<ReturnType<typeof startIdp>>;
let web: TestClient;
let server: http.Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  idp = await startIdp();
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const xml = { 'content-type': 'application/samlmetadata+xml' };
    switch (req.url) {
      case '/metadata':
        return void res.writeHead(200, xml).end(idp.metadata);
      case '/not-xml':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Sign in to continue');
      case '/no-cert':
        return void res.writeHead(200, xml).end(idp.metadata.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, ''));
      case '/huge': {
        // No content-length: the cap must hold while reading, not only on a declared size.
        res.writeHead(200, xml);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent <= METADATA_MAX_BYTES; sent += chunk.length) res.write(chunk);
        return void res.end(idp.metadata);
      }
      case '/redirect':
        return void res.writeHead(302, { location: '/metadata' }).end();
      case '/slow':
        return void setTimeout(() => res.writeHead(200, xml).end(idp.metadata), 6_000).unref();
      default:
        return void res.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await startTestApp();
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const create = (name: string, config: Record<string, unknown>, domains: string[] = []) =>
  app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: name, domains, config });
const names = async () => ((await app.api('GET', '/sso-connectors')).body as any[]).map((c) => c.connectorName);

describe('SAML metadata by URL', () => {
  it('fetches the metadata, stores the IdP it names, and signs a user in through it', async () => {
    const res = await create('By URL', { metadataUrl: `${base}/metadata` }, ['url.test']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(hits).toContain('/metadata');
    expect(res.body.config).toMatchObject({ metadataUrl: `${base}/metadata`, entityId: idp.entityId, signInEndpoint: idp.ssoUrl });
    expect(res.body.providerConfig.identityProvider).toMatchObject({ entityId: idp.entityId, signInEndpoint: idp.ssoUrl });

    // The stored settings are used as they are: the sign-in does not fetch again.
    const before = hits.length;
    const { verified, redirectTo } = await samlSignIn(app, idp, web, res.body.id, { nameId: 'url-alice', email: 'alice@url.test', name: 'Alice' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(redirectTo!.searchParams.get('code')).toBeTruthy();
    expect(hits.length).toBe(before);
  });

  it.each([
    ['/missing', 'connector.invalid_metadata', /HTTP 404/],
    ['/not-xml', 'connector.invalid_metadata', /not usable IdP metadata/],
    ['/no-cert', 'connector.invalid_metadata', /signing X509Certificate/],
    ['/huge', 'connector.invalid_metadata', /larger than/],
    ['/redirect', 'connector.invalid_metadata', /HTTP 302 \(a redirect/],
  ])('refuses a URL answering %s with a 400 and stores nothing', async (path, code, message) => {
    const res = await create(`Bad ${path}`, { metadataUrl: `${base}${path}` });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(message);
    expect(await names()).not.toContain(`Bad ${path}`);
  });

  it('gives up on a URL that does not answer within 5 s', { timeout: 15_000 }, async () => {
    const started = Date.now();
    const res = await create('Slow', { metadataUrl: `${base}/slow` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'connector.invalid_metadata' });
    expect(res.body.message).toMatch(/within 5 s/);
    expect(Date.now() - started).toBeLessThan(5_900);
    expect(await names()).not.toContain('Slow');
  });

  it('refuses an unreachable URL and a plain http URL off this machine', async () => {
    const closed = await create('Closed', { metadataUrl: 'http://127.0.0.1:1/metadata' });
    expect(closed.status).toBe(400);
    expect(closed.body.code).toBe('connector.invalid_metadata');
    const plain = await create('Plain', { metadataUrl: 'http://idp.example.com/metadata' });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ code: 'connector.invalid_config', message: expect.stringMatching(/must use https/) });
    expect(await names()).not.toContain('Closed');
    expect(await names()).not.toContain('Plain');
  });

  it('refuses metadataUrl next to metadata XML', async () => {
    const res = await create('Both', { metadataUrl: `${base}/metadata`, metadata: idp.metadata });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not both/);
  });

  it('an update by URL that fails keeps the connector as it was', async () => {
    const created = await create('Kept', { metadata: idp.metadata });
    expect(created.status).toBe(200);
    const res = await app.api('PATCH', `/sso-connectors/${created.body.id}`, { config: { metadataUrl: `${base}/no-cert` } });
    expect(res.status).toBe(400);
    const now = await app.api('GET', `/sso-connectors/${created.body.id}`);
    expect(now.body.config).toEqual({ metadata: idp.metadata });

    const updated = await app.api('PATCH', `/sso-connectors/${created.body.id}`, { config: { metadataUrl: `${base}/metadata` } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.config).toMatchObject({ metadataUrl: `${base}/metadata`, entityId: idp.entityId });
  });
});

describe('the metadata URL rule (webhook targets: no internal address unless the operator allows it)', () => {
  const strict = { allowPrivate: false };
  it.each([
    'http://127.0.0.1:8080/md',
    'http://localhost/md',
    'http://[::1]/md',
    'https://10.0.0.8/md',
    'https://169.254.169.254/latest',
    'https://[::ffff:192.168.1.1]/md',
    'https://db.localhost/md',
  ])('refuses %s', (url) => {
    expect(() => checkMetadataUrl(url, strict)).toThrow(/private or internal|must use https/);
  });
  it('refuses other schemes and credentials', () => {
    expect(() => checkMetadataUrl('file:///etc/passwd', { allowPrivate: true })).toThrow(/https/);
    expect(() => checkMetadataUrl('https://u:p@idp.example.com/md', strict)).toThrow(/credentials/);
  });
  it('allows https to a public host, and loopback http only with the switch on', () => {
    expect(checkMetadataUrl('https://idp.example.com/md', strict).hostname).toBe('idp.example.com');
    expect(checkMetadataUrl('http://127.0.0.1:8080/md', { allowPrivate: true }).port).toBe('8080');
  });
});
