// An administrator's test sign-in through a connector (issue 46 item 8), over HTTP against real
// upstreams started here: a social OIDC connector (oidc-provider), an enterprise OIDC connector
// and an enterprise SAML connector (the test IdP). Each test starts at the Management API, is
// opened once by a browser (a cookie jar), signs in at the provider and ends on a page showing
// what the provider said — and nobody is signed in: no user, link, session or webhook event.
// Refused: a second opening, an answer brought back by another browser or with another state
// (which stays an ordinary sign-in callback, refused for want of a sign-in), a replay, the
// provider's refusal, an unsigned SAML answer, and unknown connectors.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { Browser } from '../experience/helpers/browser.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';
import { startOidcIdp, type TestOidcIdp } from './helpers/oidc-idp.js';
import { startIdp, type IdpUser } from './helpers/saml-idp.js';

let app: TestApp;
let receiver: Receiver;
let upstream: RunningUpstream;
let oidcIdp: TestOidcIdp;
let samlIdp: Awaited<ReturnType<typeof startIdp>>;
let socialId: string;
let oidcSsoId: string;
let samlSsoId: string;
const accounts: Record<string, UpstreamAccount> = {};
const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  receiver = await startReceiver();
  oidcIdp = await startOidcIdp();
  samlIdp = await startIdp();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') } });
  await createHook(app, receiver, ['User.Created', 'User.Data.Updated', 'PostRegister', 'PostSignIn']);
  const port = await freePort();
  // Created and left disabled, and not offered on the sign-in page: a test checks it before it is switched on.
  const social = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-test', clientSecret: 'test-secret' },
    metadata: { target: 'tested', name: 'Tested IdP' },
  });
  expect(social.status, JSON.stringify(social.body)).toBe(200);
  socialId = social.body.id;
  expect((await app.api('PATCH', `/connectors/${socialId}`, { enabled: false })).status).toBe(200);
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-test', client_secret: 'test-secret', redirect_uris: [`${app.url}/callback/social/${socialId}`] }],
    accounts,
  );
  const oidc = await app.api('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Acme OIDC',
    domains: ['acme-oidc.test'],
    config: { issuer: oidcIdp.issuer, clientId: 'tessera', clientSecret: 'upstream secret', scope: 'openid email profile' },
  });
  expect(oidc.status, JSON.stringify(oidc.body)).toBe(200);
  oidcSsoId = oidc.body.id;
  oidcIdp.configure({ clientId: 'tessera', clientSecret: 'upstream secret', redirectUris: [oidc.body.providerConfig.redirectUri] });
  const saml = await app.api('POST', '/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'Acme SAML',
    domains: ['acme-saml.test'],
    config: { metadata: samlIdp.metadata },
  });
  expect(saml.status, JSON.stringify(saml.body)).toBe(200);
  samlSsoId = saml.body.id;
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await upstream?.stop();
  await oidcIdp?.close();
  await samlIdp?.close();
  await receiver?.close();
});

/** What must not change for a test: users (and their social identities), SSO identities, sessions and webhook events. */
async function footprint() {
  const db = app.running.services.db;
  const count = async (table: 'users' | 'user_sso_identities' | 'sessions' | 'interactions' | 'hook_deliveries') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const identities = await db.selectFrom('users').select('identities').execute();
  return {
    users: await count('users'),
    socialIdentities: JSON.stringify(identities),
    ssoIdentities: await count('user_sso_identities'),
    sessions: await count('sessions'),
    interactions: await count('interactions'),
    events: await count('hook_deliveries'),
  };
}

/** Starts a test over REST; the page to open. */
async function startTest(path: string): Promise<string> {
  const started = await app.api('POST', path);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  // A DateTime is answered in epoch milliseconds, as the compatible API answers times.
  expect(started.body.expiresAt - Date.now(), JSON.stringify(started.body)).toBeGreaterThan(9 * 60_000);
  expect(started.body.url).toMatch(new RegExp(`^${app.url}/connector-test/[\\w-]{43}$`));
  return started.body.url;
}

/** Opens a social test in `browser`: the provider's authorization URL it was sent to. */
async function openSocial(browser: Browser): Promise<string> {
  const url = await startTest(`/connectors/${socialId}/test-sign-in`);
  const opened = await browser.request(url, {}, false);
  expect(opened.status, opened.text).toBe(303);
  expect(opened.headers.getSetCookie().join()).toMatch(/^tessera_connector_test=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(600|599)/);
  return opened.headers.get('location')!;
}

describe('test sign-in through a social connector', () => {
  it('shows what the provider said, with nobody signed in, on a connector that is off', async () => {
    const login = `tested_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: 'Tess Ted' };
    const before = await footprint();
    const browser = new Browser(app.url);
    const authorizationUri = new URL(await openSocial(browser));
    expect(authorizationUri.origin).toBe(upstream.issuer);
    expect(authorizationUri.searchParams.get('redirect_uri')).toBe(`${app.url}/callback/social/${socialId}`);
    expect(authorizationUri.searchParams.get('code_challenge_method')).toBe('S256');

    const callback = await upstreamSignIn(authorizationUri.toString(), login);
    const result = await browser.request(callback.toString(), {}, false);
    expect(result.status, result.text).toBe(200);
    expect(result.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(result.text).toContain('<h1>Test sign-in</h1>');
    expect(result.text).toContain('Tested IdP signed you in.');
    expect(result.text).toContain(`<dt>Identifier</dt><dd>${login}</dd>`);
    expect(result.text).toContain(`${login}@upstream.test <span class="note">(verified by the provider)</span>`);
    expect(result.text).toContain('<dt>Name</dt><dd>Tess Ted</dd>');
    expect(result.text).toContain('nobody was signed in here');
    // The cookie is cleared; no session cookie was set.
    expect(result.headers.getSetCookie().join()).toMatch(/tessera_connector_test=; .*Max-Age=0/);
    expect(result.headers.getSetCookie().join()).not.toMatch(/_session/);
    expect(await footprint()).toEqual(before);

    // The answer again: the test is finished, so it is an ordinary callback, refused for want of a sign-in.
    const replay = await browser.request(callback.toString(), {}, false);
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.status).toBeLessThan(500);
    expect(replay.text).not.toContain(login);
  });

  it('is opened once: a second opening is told to start again', async () => {
    const url = await startTest(`/connectors/${socialId}/test-sign-in`);
    expect((await new Browser(app.url).request(url, {}, false)).status).toBe(303);
    const again = await new Browser(app.url).request(url, {}, false);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This test sign-in has expired or was finished already');
    expect(again.headers.getSetCookie()).toEqual([]);
    const unknown = await new Browser(app.url).request(`${app.url}/connector-test/${'x'.repeat(43)}`, {}, false);
    expect(unknown.status).toBe(404);
  });

  it("another browser, or another state, is not the test: the answer stays a sign-in's callback and is refused", async () => {
    const login = `other_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true };
    const admin = new Browser(app.url);
    const callback = await upstreamSignIn(await openSocial(admin), login);
    const stranger = await new Browser(app.url).request(callback.toString(), {}, false);
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.text).not.toContain(login);
    const forged = new URL(callback);
    forged.searchParams.set('state', randomBytes(24).toString('base64url'));
    const wrongState = await admin.request(forged.toString(), {}, false);
    expect(wrongState.status).toBeGreaterThanOrEqual(400);
    expect(wrongState.text).not.toContain(login);
    // The test itself is still there for its own answer.
    const own = await admin.request(callback.toString(), {}, false);
    expect(own.status, own.text).toBe(200);
    expect(own.text).toContain(`<dd>${login}</dd>`);
  });

  it("shows the provider's refusal on the test page", async () => {
    const browser = new Browser(app.url);
    const authorizationUri = new URL(await openSocial(browser));
    const refused = new URL(`${app.url}/callback/social/${socialId}`);
    refused.searchParams.set('error', 'access_denied');
    refused.searchParams.set('state', authorizationUri.searchParams.get('state')!);
    const page = await browser.request(refused.toString(), {}, false);
    expect(page.status).toBe(400);
    expect(page.text).toContain('Tested IdP did not sign you in:');
    expect(page.text).toContain('did not sign you in (cancelled or refused)');
  });

  it('in German when the browser asks for it', async () => {
    const url = await startTest(`/connectors/${socialId}/test-sign-in`);
    const browser = new Browser(app.url);
    await browser.request(url, {}, false);
    const again = await new Browser(app.url).request(url, { headers: { 'accept-language': 'de' } }, false);
    expect(again.text).toContain('Diese Testanmeldung ist abgelaufen');
  });
});

describe('test sign-in through an enterprise connector', () => {
  it('OIDC: the IdP answers at the connector endpoint, and the browser ends on the test page', async () => {
    const before = await footprint();
    const browser = new Browser(app.url);
    const url = await startTest(`/sso-connectors/${oidcSsoId}/test-sign-in`);
    const opened = await browser.request(url, {}, false);
    expect(opened.status).toBe(303);
    oidcIdp.user = { sub: 'entra-tess', email: 'tess@acme-oidc.test', emailVerified: false, name: 'Tess OIDC', amr: ['pwd', 'mfa'] };
    const atIdp = await new Browser(`${oidcIdp.issuer}/`).request(opened.headers.get('location')!);
    const answer = new URL(atIdp.url);
    expect(answer.pathname).toBe(`/api/authn/single-sign-on/oidc/${oidcSsoId}`);
    const result = await browser.request(answer.toString());
    expect(result.status, result.text).toBe(200);
    expect(result.url).toMatch(/\/connector-test\/callback\?state=/);
    expect(result.text).toContain('Acme OIDC signed you in.');
    expect(result.text).toContain('<dt>Identifier</dt><dd>entra-tess</dd>');
    // The email is shown, and said not to count: the IdP did not vouch for it.
    expect(result.text).toContain('tess@acme-oidc.test <span class="note">(not verified by the provider');
    expect(result.text).toContain(`<dt>Issuer</dt><dd>${oidcIdp.issuer}</dd>`);
    expect(await footprint()).toEqual(before);
    // The page again: the test is finished.
    const again = await browser.request(result.url, {}, false);
    expect(again.status).toBe(404);
  });

  /**
   * A SAML test opened in a fresh browser, and the IdP's answer for `user` posted to our ACS as
   * its page does: cross-site, so no cookie of ours comes with it. The browser, and the ACS's answer.
   */
  async function samlTestAnswered(user: IdpUser, options: { signAssertion?: boolean; signResponse?: boolean } = {}) {
    const browser = new Browser(app.url);
    const opened = await browser.request(await startTest(`/sso-connectors/${samlSsoId}/test-sign-in`), {}, false);
    const seen = await samlIdp.visit(opened.headers.get('location')!);
    const acs = await fetch(seen.acs, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({
        SAMLResponse: samlIdp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user, ...options }),
        RelayState: seen.relayState,
      }),
      redirect: 'manual',
    });
    return { browser, acs };
  }

  it('SAML: the signed answer posted to the ACS ends on the test page (the connector need not be offered)', async () => {
    const before = await footprint();
    const { browser, acs } = await samlTestAnswered({ nameId: 'saml-tess', email: 'tess@acme-saml.test', name: 'Tess SAML' });
    expect(acs.status, await acs.clone().text()).toBe(303);
    const result = await browser.request(acs.headers.get('location')!);
    expect(result.status, result.text).toBe(200);
    expect(result.text).toContain('Acme SAML signed you in.');
    expect(result.text).toContain('<dd>saml-tess</dd>');
    expect(result.text).toContain('tess@acme-saml.test');
    expect(await footprint()).toEqual(before);
  });

  it("SAML: a refused answer (unsigned) ends on the test page with the IdP's fault", async () => {
    const { acs } = await samlTestAnswered({ nameId: 'saml-unsigned' }, { signAssertion: false, signResponse: false });
    const text = await acs.text();
    expect(acs.status).toBe(400);
    expect(text).toContain('<h1>Test sign-in</h1>');
    expect(text).toContain('Acme SAML did not sign you in:');
    expect(text).not.toContain('saml-unsigned');
  });
});

describe('starting a test', () => {
  it('names what is wrong: unknown connectors (REST 404, GraphQL userErrors)', async () => {
    const social = await app.api('POST', '/connectors/nope/test-sign-in');
    expect(social.status).toBe(404);
    expect(social.body).toMatchObject({ code: 'connector.not_found' });
    const sso = await app.api('POST', '/sso-connectors/nope/test-sign-in');
    expect(sso.status).toBe(404);
    const gql = await app.graphql<any>('mutation { startSsoConnectorTest(id: "nope") { url userErrors { code } } }');
    expect(gql.data.startSsoConnectorTest).toEqual({ url: null, userErrors: [{ code: 'entity.not_found' }] });
  });

  it("is audited as the operator's Management API call", async () => {
    await startTest(`/connectors/${socialId}/test-sign-in`);
    const logs = await app.api('GET', '/logs?page_size=20');
    expect(logs.body.some((l: { payload?: { operation?: string } }) => l.payload?.operation === 'startConnectorTest')).toBe(true);
  });
});
