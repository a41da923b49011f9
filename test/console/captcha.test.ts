// The console's CAPTCHA section (Sign-in experience) in Chromium: a Turnstile provider and the
// requirement saved through the form (a missing site key shown beside its field; the secret never
// shown back), checked through the Management API; then the sign-in page in a fresh browser
// shows the provider's widget (a local stand-in of Turnstile's script and verify endpoint), and
// signing in passes the server-side check; last, the provider removed from the console.
// Screenshots at 1280x800 and 390x844; no serious or critical axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arriveAt } from '../helpers/browser.js';
import { startCaptchaStandIn, type CaptchaStandIn } from '../experience/helpers/captcha-stand-in.js';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: CAPTCHA', { timeout: 120_000 }, () => {
  let standIn: CaptchaStandIn;
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;

  beforeAll(async () => {
    standIn = await startCaptchaStandIn();
    harness = await startConsole({
      env: {
        CAPTCHA_TURNSTILE_VERIFY_URL: `${standIn.url}/turnstile/v0/siteverify`,
        CAPTCHA_TURNSTILE_SCRIPT_URL: `${standIn.url}/turnstile/v0/api.js`,
      },
    });
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
    await standIn?.close();
  });

  const fieldError = async (label: string) => {
    const input = page.getByLabel(label, { exact: true });
    await expect.poll(() => input.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ');
  };

  it('saves a Turnstile provider and the requirement; the secret is write-only', async () => {
    await harness.open(page, '/sign-in-experience');
    const save = page.getByRole('button', { name: 'Save CAPTCHA' });
    await save.waitFor();
    await page.getByLabel('Secret key').fill(standIn.turnstileSecret);
    await page.getByRole('switch', { name: 'Require a CAPTCHA at sign-in and registration' }).check({ force: true });
    await save.click();
    expect(await fieldError('Site key')).toContain('siteKey is required');
    expect((await harness.app.api('GET', '/captcha-provider')).status).toBe(404);

    await page.getByLabel('Site key').fill('console-site-key');
    await save.click();
    await page.getByText('CAPTCHA settings saved').waitFor();
    const stored = await harness.app.api('GET', '/captcha-provider');
    expect(stored.body.config).toEqual({ type: 'Turnstile', siteKey: 'console-site-key', secretKey: '********' });
    expect((await harness.app.api('GET', '/sign-in-exp')).body.captchaPolicy).toEqual({ enabled: true });
    // The key is never shown again: the field is empty, and says an empty field keeps it.
    await expect.poll(() => page.getByLabel('Secret key').inputValue(), { timeout: 10_000 }).toBe('');
    await page.getByText('Leave empty to keep it').waitFor();

    await harness.screenshot(page, 'sign-in-experience-captcha');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    // The phone view on this signed-in page (a new sign-in goes through the widget: the next test).
    await page.setViewportSize(PHONE);
    await harness.open(page, '/sign-in-experience');
    await page.getByRole('button', { name: 'Save CAPTCHA' }).waitFor();
    await harness.screenshot(page, 'sign-in-experience-captcha-phone');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the widget on the sign-in page, and the sign-in passes the check at the provider', async () => {
    standIn.requests.length = 0;
    const context = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const fresh = await context.newPage();
      const errors: string[] = [];
      fresh.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await fresh.goto(`${harness.app.url}/console/`);
      await arriveAt(fresh, /\/sign-in\?/);
      // The stand-in widget loaded (the page's CSP let its origin in) and filled the token.
      await fresh.locator('.cf-turnstile[data-sitekey="console-site-key"][data-stand-in="solved"]').waitFor({ state: 'attached' });
      await harness.screenshot(fresh, 'sign-in-captcha');
      await fresh.getByLabel('Username or email').fill(harness.admin.username);
      await fresh.getByLabel('Password').fill(harness.admin.password);
      await fresh.click('button[type=submit]');
      await fresh.waitForURL(/\/console\//);
      await fresh.getByRole('heading', { level: 1 }).first().waitFor();
      expect(standIn.requests.filter((r) => r.path.endsWith('/siteverify'))).toEqual([
        { path: '/turnstile/v0/siteverify', query: {}, body: { secret: standIn.turnstileSecret, response: 'pass', remoteip: expect.any(String) } },
      ]);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('removes the provider, which turns the requirement off', async () => {
    await harness.open(page, '/sign-in-experience');
    await page.getByRole('button', { name: 'Remove provider' }).click();
    await page.getByText('CAPTCHA provider removed').waitFor();
    expect((await harness.app.api('GET', '/captcha-provider')).status).toBe(404);
    expect((await harness.app.api('GET', '/sign-in-exp')).body.captchaPolicy).toEqual({ enabled: false });
    await expect.poll(() => page.getByRole('switch', { name: 'Require a CAPTCHA at sign-in and registration' }).isChecked(), { timeout: 10_000 }).toBe(false);
  });
});
