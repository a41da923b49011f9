// Issue 48 §2: client ID metadata documents. A `client_id` that is a URL names the client's own
// JSON document; while the settings allow such clients, the first authorization request fetches
// it (through the outbound fetch guard: loopback targets only because this test app allows
// private targets, as for webhooks), makes the client an application whose id is the URL, and
// shows the document's host on the consent screen. Oversized, unreachable and mismatched
// documents, and redirect URIs the document does not list, are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let docs: Server;
let origin: string;
/** path → [status, body, headers] */
const served = new Map<string, [number, string, Record<string, string>]>();
let user: TestUser;

const redirectUri = 'http://127.0.0.1:45678/callback';
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

function serve(path: string, document: unknown, headers: Record<string, string> = {}, status = 200): string {
  served.set(path, [status, typeof document === 'string' ? document : JSON.stringify(document), { 'content-type': 'application/json', ...headers }]);
  return `${origin}${path}`;
}

function authUrl(clientId: string, redirect = redirectUri, challenge = pkcePair().challenge): URL {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirect,
    scope: 'openid profile',
    state: randomBytes(6).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

beforeAll(async () => {
  docs = createServer((req, res) => {
    const entry = served.get(req.url ?? '');
    if (!entry) return void res.writeHead(404).end();
    res.writeHead(entry[0], entry[2]).end(entry[1]);
  });
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  user = await createUser(app);
  expect((await app.api('PATCH', '/client-registration/settings', { clientIdMetadataDocuments: true })).status).toBe(200);
});
afterAll(async () => {
  await new Promise<void>((resolve) => docs?.close(() => resolve()));
});

describe('client ID metadata documents', () => {
  it('are announced in discovery while allowed', async () => {
    const doc = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server/oidc`)).json()) as any;
    expect(doc.client_id_metadata_document_supported).toBe(true);
  });

  it('make the client on first use: consent shows its name and the document host, and the code is redeemed with the URL as client_id', async () => {
    const clientId = serve(
      '/agents/good.json',
      { client_id: `${origin}/agents/good.json`, client_name: 'Doc Agent', redirect_uris: [redirectUri], logo_uri: 'https://logos.example.test/doc-agent.png' },
      {
        'cache-control': 'max-age=600',
      },
    );
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const consent = await followSignIn(app, jar, authUrl(clientId, redirectUri, challenge), user);
    expect(consent.pathname).toBe('/consent');
    const page = await jar.fetch(consent);
    const html = await page.text();
    expect(html).toContain('Doc Agent');
    expect(html).toContain(`Described by its client metadata document at <strong>${new URL(origin).host}</strong>`);
    // Its logo, from the document, loaded from that origin alone (the page's policy names it).
    expect(html).toContain('<img src="https://logos.example.test/doc-agent.png" alt=""');
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data: https://logos.example.test;");
    const german = await (await jar.fetch(consent, { headers: { 'accept-language': 'de' } })).text();
    expect(german).toContain(`Beschrieben durch ihr Client-Metadatendokument auf <strong>${new URL(origin).host}</strong>`);
    const allowed = await jar.fetch(consent, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ interaction: hidden(html, 'interaction'), csrf: hidden(html, 'csrf'), decision: 'allow' }),
    });
    expect(allowed.status).toBe(303);
    const callback = new URL(allowed.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    const code = callback.searchParams.get('code')!;
    const token = await tokenRequest(app, clientId, undefined, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });
    expect(token.status, JSON.stringify(token.body)).toBe(200);

    const application = await app.api('GET', `/applications/${encodeURIComponent(clientId)}`);
    expect(application.body).toMatchObject({ id: clientId, name: 'Doc Agent', type: 'Native', isThirdParty: true, registrationKind: 'METADATA_DOCUMENT' });
  });

  it('shows no logo that is not https', async () => {
    const clientId = serve('/agents/plain-logo.json', {
      client_id: `${origin}/agents/plain-logo.json`,
      client_name: 'Plain Logo Agent',
      redirect_uris: [redirectUri],
      logo_uri: 'http://logos.example.test/agent.png',
    });
    const jar = new CookieJar();
    const consent = await followSignIn(app, jar, authUrl(clientId), user);
    const page = await jar.fetch(consent);
    const html = await page.text();
    expect(html).toContain('Plain Logo Agent');
    expect(html).not.toContain('data-client-logo');
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data:;");
  });

  it('refuses a redirect URI the document does not list', async () => {
    const clientId = serve('/agents/strict.json', { client_id: `${origin}/agents/strict.json`, redirect_uris: [redirectUri] });
    const res = await fetch(authUrl(clientId, 'http://127.0.0.1:45678/elsewhere'), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
  });

  it.each([
    [
      'a document whose client_id is another URL',
      () => serve('/agents/mismatch.json', { client_id: `${origin}/agents/other.json`, redirect_uris: [redirectUri] }),
    ],
    [
      'an oversized document',
      () => serve('/agents/big.json', { client_id: `${origin}/agents/big.json`, redirect_uris: [redirectUri], padding: 'x'.repeat(6000) }),
    ],
    ['an unreachable document', () => `${origin}/agents/missing.json`],
    ['a document that is not JSON', () => serve('/agents/html.json', '<html></html>')],
    [
      'a document with an http redirect URI to another host',
      () => serve('/agents/http.json', { client_id: `${origin}/agents/http.json`, redirect_uris: ['http://agent.example.com/cb'] }),
    ],
    [
      'a document asking for a client secret',
      () =>
        serve('/agents/secret.json', {
          client_id: `${origin}/agents/secret.json`,
          redirect_uris: [redirectUri],
          token_endpoint_auth_method: 'client_secret_basic',
        }),
    ],
  ])('refuses %s on the error page (invalid_client)', async (_, make) => {
    const res = await fetch(authUrl(make()), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('invalid_client');
  });

  it('are unknown client ids while not allowed', async () => {
    await app.api('PATCH', '/client-registration/settings', { clientIdMetadataDocuments: false });
    try {
      const clientId = serve('/agents/off.json', { client_id: `${origin}/agents/off.json`, redirect_uris: [redirectUri] });
      const res = await fetch(authUrl(clientId), { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('not a known application');
    } finally {
      await app.api('PATCH', '/client-registration/settings', { clientIdMetadataDocuments: true });
    }
  });
});
