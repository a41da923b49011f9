// Passkeys in a real browser: Debian's Chromium through playwright-core, with Chromium's virtual
// authenticator (DevTools protocol WebAuthn.addVirtualAuthenticator: a CTAP2 platform
// authenticator with resident keys and user verification). A password sign-in is offered a
// passkey and adds one; then the same browser signs in with it without an identifier
// (discoverable), by identifier, and uses it as the second factor after a password. Every page
// is screenshotted into test-results/ at 1280x800 and 390x844. Skipped only when
// /usr/bin/chromium is missing.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';

const SHOTS = 'test-results';

describe.skipIf(!hasChromium)('passkeys in a real browser (virtual authenticator)', () => {
  let app: TestApp;
  let base: string;
  const browser = useBrowser({ viewport: { width: 1280, height: 800 } });
  let web: TestClient;
  let user: TestUser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;

  beforeAll(async () => {
    // WebAuthn needs a domain as RP id (never an IP address): the pages are served as localhost.
    const port = await freePort();
    base = `http://localhost:${port}`;
    app = await startTestApp({ port, env: { BASE_URL: base, WEBAUTHN_OFFER_ENROLMENT: 'true' } });
    web = await createClient(app, 'Traditional');
    user = await createUser(app);
    context = browser.context;
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Opens the client's authorization URL in `page`; resolves with the callback URL the browser is sent to. */
  async function authorize() {
    await context.clearCookies();
    await page.unrouteAll();
    const { challenge } = pkcePair();
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'passkey-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    return callback;
  }

  async function shoot(name: string) {
    await page.screenshot({ path: `${SHOTS}/passkeys-${name}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/passkeys-${name}-mobile.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

  it('a password sign-in is offered a passkey and adds one (User verified, resident key)', async () => {
    const done = authorize();
    await signInOnPage(page, user);
    await page.waitForURL(/\/sign-in\/passkey\?/);
    await shoot('offer');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const callback = await done;
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('passkey-state');

    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isResidentCredential).toBe(true);
    expect(Buffer.from(stored[0]!.userHandle!, 'base64').toString()).toBe(user.id);
    const factors = (await app.api('GET', `/users/${user.id}/mfa-verifications`)).body;
    expect(factors).toEqual([expect.objectContaining({ type: 'WebAuthn', agent: expect.stringContaining('Chrome') })]);
  });

  it('signs in with the passkey without an identifier (discoverable)', async () => {
    const before = (await credentials())[0]!.signCount;
    const done = authorize();
    await page.waitForURL(/\/sign-in\?/);
    await shoot('sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await done).searchParams.get('code')).toBeTruthy();
    expect((await credentials())[0]!.signCount).toBeGreaterThan(before);
  });

  it('signs in with the passkey by identifier', async () => {
    const done = authorize();
    await page.waitForURL(/\/sign-in\?/);
    await page.getByLabel('Username or email').fill(user.email);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await done).searchParams.get('code')).toBeTruthy();
  });

  it('uses the passkey as the second factor after the password', async () => {
    const done = authorize();
    await signInOnPage(page, user);
    await page.waitForURL(/\/sign-in\/mfa\?/);
    await shoot('mfa');
    // Only the passkey: this user has no TOTP, so no code field.
    expect(await page.getByLabel('Code from your authenticator app').count()).toBe(0);
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    expect((await done).searchParams.get('code')).toBeTruthy();
  });

  it('"Not now" finishes a password sign-in without adding a passkey', async () => {
    const other = await createUser(app);
    const done = authorize();
    await signInOnPage(page, other);
    await page.waitForURL(/\/sign-in\/passkey\?/);
    await page.getByRole('button', { name: 'Not now' }).click();
    expect((await done).searchParams.get('code')).toBeTruthy();
    expect((await app.api('GET', `/users/${other.id}/mfa-verifications`)).body).toEqual([]);
  });

  it('shows an error on the page, and stays there, when the authenticator has no passkey for the account', async () => {
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    const other = await createUser(app);
    authorize().catch(() => undefined);
    await page.waitForURL(/\/sign-in\?/);
    await page.getByLabel('Username or email').fill(other.username);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const error = page.locator('[data-passkey-error]');
    await error.waitFor({ state: 'visible' });
    expect(await error.textContent()).toMatch(/\S/);
    await shoot('error');
    expect(page.url()).toMatch(/\/sign-in\?/);
  });
});
