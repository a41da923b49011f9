// A real browser (Debian's Chromium through playwright-core) goes through the pages once:
// create an account with the emailed code. Skipped only when /usr/bin/chromium is missing.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

describe.skipIf(!existsSync(CHROMIUM))('pages in a real browser', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.stop();
  });

  it('creates an account through /register', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/register`);
    await page.getByLabel('Username or email').fill('chromium@example.com');
    await page.getByLabel(/^Password/).fill('browser password 1');
    await page.click('button[type=submit]');
    await page.getByLabel('Verification code').fill(await smtp.nextCode('chromium@example.com'));
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Account created');
    const users = (await app.api('GET', '/users?search=chromium')).body;
    expect(users).toHaveLength(1);
  });
});
