// "Continue with single sign-on" in a real browser (Debian's Chromium through playwright-core):
// an OIDC client sends it to /sign-in; it follows the link, types a work email whose domain
// picks the enterprise connector, is sent to the test IdP (named idp.test, another site, mapped
// to 127.0.0.1), whose page posts the signed response to our ACS by itself; back at Tessera the
// sign-in completes and the client gets a code it exchanges for tokens. Skipped only when
// /usr/bin/chromium is missing.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, useBrowser } from '../helpers/browser.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';
import { startIdp } from './helpers/saml-idp.js';
import { enableSingleSignOn } from './helpers/offer.js';

describe.skipIf(!hasChromium)('Continue with single sign-on, in a real browser', () => {
  let app: TestApp;
  let idp: Awaited<ReturnType<typeof startIdp>>;
  // The shared Chromium maps idp.test to 127.0.0.1 (test/helpers/browser.ts).
  const browser = useBrowser();
  let web: TestClient;

  beforeAll(async () => {
    idp = await startIdp({ publicHost: 'idp.test' });
    app = await startTestApp();
    // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
    await enableSingleSignOn(app);
    web = await createClient(app, 'Traditional');
    const created = await app.api('POST', '/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Acme',
      domains: ['acme.test'],
      config: { metadata: idp.metadata },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });
  afterAll(async () => {
    await app?.stop();
    await idp?.close();
  });

  /** Opens the client's authorization URL; resolves with the callback URL the browser is sent to. */
  async function authorize(page: Page, challenge: string) {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid email profile',
      state: 'sso-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    return callback;
  }

  async function signInWithSso(email: string) {
    const page = await (await browser.newContext()).newPage();
    const { verifier, challenge } = pkcePair();
    const callback = authorize(page, challenge);
    await page.waitForURL(/\/sign-in\?/);
    await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL(/\/sign-in\/sso\?/);
    await page.getByLabel('Work email').fill(email);
    await page.click('button[type=submit]');
    const redirect = await callback;
    return { page, redirect, verifier };
  }

  it('types alice@acme.test, signs in at the IdP, comes back; the client exchanges its code for tokens; the same account on return', async () => {
    idp.browserUser = { nameId: 'okta-alice', email: 'alice@acme.test', name: 'Alice' };
    const { redirect, verifier } = await signInWithSso('alice@acme.test');
    expect(redirect.searchParams.get('state')).toBe('sso-state');
    const code = redirect.searchParams.get('code');
    expect(code).toBeTruthy();
    // The browser really went to the IdP with our AuthnRequest, naming our ACS.
    expect(idp.browserRequests).toHaveLength(1);
    expect(idp.browserRequests[0]!.acs).toMatch(new RegExp(`^${app.url}/api/authn/single-sign-on/saml/`));

    const tokens = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const { payload } = await jwtVerify(tokens.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: web.clientId });
    const user = await app.api('GET', `/users/${payload.sub}`);
    expect(user.body).toMatchObject({ primaryEmail: 'alice@acme.test', name: 'Alice' });

    const again = await signInWithSso('alice@acme.test');
    const second = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: again.redirect.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: again.verifier,
    });
    const { payload: returning } = await jwtVerify(second.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: web.clientId });
    expect(returning.sub).toBe(payload.sub);
  });

  it('an email no connector serves: the page says so and stays (422), nothing reaches an IdP', async () => {
    const page = await (await browser.newContext()).newPage();
    const { challenge } = pkcePair();
    void authorize(page, challenge);
    await page.waitForURL(/\/sign-in\?/);
    await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
    const before = idp.browserRequests.length;
    await page.getByLabel('Work email').fill('bob@elsewhere.test');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/sign-in/sso') && r.request().method() === 'POST'),
      page.click('button[type=submit]'),
    ]);
    expect(answer.status()).toBe(422);
    expect(await page.getByRole('alert').textContent()).toMatch(/not set up for this email/);
    expect(idp.browserRequests.length).toBe(before);
  });

  it('an answer the IdP got wrong ends on a page in the browser’s language with the way back to its sign-in, not JSON (issue 46)', async () => {
    idp.browserUser = { nameId: 'okta-carol', email: 'carol@acme.test', name: 'Carol' };
    idp.browserResponse = { signAssertion: false };
    try {
      const page = await (await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'de' } })).newPage();
      const { challenge } = pkcePair();
      void authorize(page, challenge);
      await page.waitForURL(/\/sign-in\?/);
      const interaction = new URL(page.url()).searchParams.get('interaction');
      await page.goto(`${app.url}/sign-in/sso?interaction=${interaction}`);
      await page.fill('input[name=email]', 'carol@acme.test');
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/authn/single-sign-on/saml/') && r.request().method() === 'POST'),
        page.click('button[type=submit]'),
      ]);
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      expect(refused.status()).toBeLessThan(500);
      expect(refused.headers()['content-type']).toMatch(/^text\/html/);
      expect(refused.headers()['content-language']).toBe('de');
      expect(await page.getByRole('alert').textContent()).toContain('Die Antwort des Identitätsanbieters wurde abgelehnt');
      // Back to this browser's own sign-in, which still works.
      await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
      await page.waitForURL(new RegExp(`/sign-in\\?interaction=${interaction}`));
      expect(await page.locator('input[name=password], input[name=identifier]').count()).toBeGreaterThan(0);
    } finally {
      idp.browserResponse = undefined;
    }
  });

  it('a script that asks for JSON still gets the API’s error; a browser with an answer naming no sign-in is told to return to the application', async () => {
    const connectors = await app.api('GET', '/sso-connectors');
    const acs = `${app.url}/api/authn/single-sign-on/saml/${connectors.body[0].id}`;
    const body = new URLSearchParams({ SAMLResponse: Buffer.from('<x/>').toString('base64'), RelayState: 'no-such-request' });
    const json = await fetch(acs, { method: 'POST', body, headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { code: string }).code).toMatch(/^(session|single_sign_on)\./);
    const html = await fetch(acs, { method: 'POST', body, headers: { accept: 'text/html', 'accept-language': 'fr' }, redirect: 'manual' });
    expect(html.status).toBe(400);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await html.text();
    expect(text).toContain('Revenez à l’application');
    expect(text).not.toContain('/sign-in?interaction=');
  });
});
