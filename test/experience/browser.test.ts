// A real browser (Debian's Chromium through playwright-core) goes through the pages: an OIDC
// client sends it to Tessera, it creates an account with the emailed code and lands back at the
// client with a code; then a fresh browser signs in through /sign-in. Skipped only when
// /usr/bin/chromium is missing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

describe.skipIf(!hasChromium)('pages in a real browser', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  const browser = useBrowser();
  let web: TestClient;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    web = await createClient(app, 'Traditional');
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  /** Opens the client's authorization URL; resolves with the callback URL the browser is sent to. */
  async function authorize(page: Page, extra: Record<string, string> = {}) {
    const { challenge } = pkcePair();
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'browser-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    return callback;
  }

  it('creates an account (prompt=create), then signs in through /sign-in', async () => {
    const page = await (await browser.newContext()).newPage();
    const registered = authorize(page, { prompt: 'create' });
    await page.waitForURL(/\/register\?/);
    await page.getByLabel('Username or email').fill('chromium@example.com');
    await page.getByLabel(/^Password/).fill('browser password 1');
    await page.click('button[type=submit]');
    await page.getByLabel('Verification code').fill(await smtp.nextCode('chromium@example.com'));
    await page.click('button[type=submit]');
    const first = await registered;
    expect(first.searchParams.get('code')).toBeTruthy();
    expect(first.searchParams.get('state')).toBe('browser-state');

    const fresh = await (await browser.newContext()).newPage();
    const signedIn = authorize(fresh);
    await signInOnPage(fresh, { username: 'chromium@example.com', password: 'browser password 1' });
    const second = await signedIn;
    expect(second.searchParams.get('code')).toBeTruthy();
  });
});
