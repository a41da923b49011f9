// Sign-in by email code in a real browser (Debian's Chromium through playwright-core): an OIDC
// client sends it to /sign-in, "Email me a code", the code read from the test's SMTP server, back
// at the client with an authorization code that is exchanged for tokens verified against the
// JWKS. Then sign-up by code on /register, and a wrong code shown on the page. Screenshots of each
// new page at 1280x800 and 390x844 go to test-results/. Skipped only when /usr/bin/chromium is missing.
import { mkdirSync } from 'node:fs';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, useBrowser } from '../helpers/browser.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

describe.skipIf(!hasChromium)('sign-in by email code in a real browser', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  const browser = useBrowser();
  let web: TestClient;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    web = await createClient(app, 'Traditional');
    const methods = [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
    ];
    expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods } })).status).toBe(200);
    mkdirSync('test-results', { recursive: true });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  async function shoot(page: Page, name: string) {
    const original = page.viewportSize();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: `test-results/code-sign-in-${name}-${size.name}.png`, fullPage: true });
    }
    if (original) await page.setViewportSize(original);
  }

  /** Opens the client's authorization URL; resolves with the callback URL the browser is sent to. */
  async function authorize(page: Page, challenge: string, extra: Record<string, string> = {}) {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid email',
      state: 'code-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    return callback;
  }

  async function exchange(callback: URL, verifier: string) {
    expect(callback.searchParams.get('state')).toBe('code-state');
    const tokens = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const { payload } = await jwtVerify(tokens.body.id_token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), {
      issuer: app.config.issuer,
      audience: web.clientId,
    });
    return payload;
  }

  it('signs in by the emailed code (a wrong code first is shown on the page) and exchanges the code for tokens', async () => {
    const created = await app.api('POST', '/users', { username: 'chromium_code', primaryEmail: 'code.chromium@example.com', password: 'a password too' });
    expect(created.status).toBe(200);
    const page = await (await browser.newContext()).newPage();
    const { verifier, challenge } = pkcePair();
    const done = authorize(page, challenge);
    await page.waitForURL(/\/sign-in\?/);
    await shoot(page, 'sign-in');
    await page.getByRole('link', { name: 'Email me a code' }).click();
    await page.waitForURL(/\/sign-in\/code\?/);
    await shoot(page, 'email');
    await page.getByLabel('Email').fill('Code.Chromium@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await smtp.nextCode('code.chromium@example.com');
    await page.getByLabel('Verification code').waitFor();
    await shoot(page, 'code');
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/The code is not right/);
    await shoot(page, 'code-error');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const payload = await exchange(await done, verifier);
    expect(payload.sub).toBe(created.body.id);
  });

  it('signs up by code on /register when sign-up by code is allowed', async () => {
    expect((await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['email'], password: false } })).status).toBe(200);
    try {
      const page = await (await browser.newContext()).newPage();
      const { verifier, challenge } = pkcePair();
      const done = authorize(page, challenge, { prompt: 'create' });
      await page.waitForURL(/\/register\?/);
      await shoot(page, 'register');
      expect(await page.getByLabel(/Password/).count()).toBe(0);
      await page.getByLabel('Email').fill('new.by.code@example.com');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Verification code').fill(await smtp.nextCode('new.by.code@example.com'));
      await page.click('button[type=submit]');
      const payload = await exchange(await done, verifier);
      const user = (await app.api('GET', `/users/${payload.sub}`)).body;
      expect(user).toMatchObject({ primaryEmail: 'new.by.code@example.com', hasPassword: false });
    } finally {
      await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username', 'email'], password: true } });
    }
  });
});
