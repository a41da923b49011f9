// Issue 46 item 8, the connector's "Test sign-in", in Chromium as an administrator does it: on a
// social connector that is switched off, the button opens a tab, the administrator signs in at the
// provider (oidc-provider's own login and consent pages) and the tab ends on our page showing what
// the provider said — while the console stays signed in and no user appears. A connector whose
// provider cannot be reached says why beside the button, and the tab it opened is closed. Both
// sizes, axe with no serious or critical violation.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { startOidcProvider, type RunningUpstream, type UpstreamAccount } from '../connectors/helpers/upstream.js';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: test sign-in through a connector', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let upstream: RunningUpstream;
  let socialId: string;
  let unreachableId: string;
  const accounts: Record<string, UpstreamAccount> = {
    'console-tess': { sub: 'console-tess', email: 'tess@upstream.test', email_verified: true, name: 'Tess Console' },
  };

  beforeAll(async () => {
    harness = await startConsole();
    const port = await freePort();
    const created = await harness.app.api('POST', '/connectors', {
      connectorId: 'oidc',
      config: { issuer: `http://127.0.0.1:${port}`, clientId: 'console-test', clientSecret: 'console-secret' },
      metadata: { target: 'console-upstream', name: 'Console IdP' },
    });
    socialId = created.body.id;
    await harness.app.api('PATCH', `/connectors/${socialId}`, { enabled: false });
    upstream = await startOidcProvider(
      port,
      [{ client_id: 'console-test', client_secret: 'console-secret', redirect_uris: [`${harness.app.url}/callback/social/${socialId}`] }],
      accounts,
    );
    const unreachable = await harness.app.api('POST', '/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Gone IdP',
      domains: ['gone.test'],
      config: { issuer: `http://127.0.0.1:${await freePort()}/gone`, clientId: 'c', clientSecret: 's' },
    });
    unreachableId = unreachable.body.id;
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  }, 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) await harness.screenshot(page, 'connector-test-failed').catch(() => undefined);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
    await upstream?.stop();
  });

  it('signs in at the provider in a new tab and shows what it said; nobody is signed in', async () => {
    const users = (await harness.app.api('GET', '/users')).body.length;
    await harness.open(page, `/connectors/social/${socialId}`);
    await page.getByRole('heading', { level: 1, name: 'Console IdP' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Enabled' }).isChecked()).toBe(false);
    await harness.screenshot(page, 'connector-test-button');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    const opened = signed.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    const tab = await opened;
    await tab.waitForURL(`${upstream.issuer}/**`);
    await tab.fill('input[name=login]', 'console-tess');
    await tab.fill('input[name=password]', 'any password');
    await tab.click('button[type=submit]');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Test sign-in' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe(`/callback/social/${socialId}`);
    await tab.getByText('Console IdP signed you in.').waitFor();
    expect(await tab.locator('dd').first().textContent()).toBe('console-tess');
    await tab.locator('dd', { hasText: 'tess@upstream.test (verified by the provider)' }).waitFor();
    await tab.getByText('Everything the provider sent').click();
    await tab.getByText('"email_verified": true').waitFor();
    // The tab cannot reach back into the console.
    expect(await tab.evaluate('window.opener')).toBeNull();
    await harness.screenshot(tab, 'connector-test-result');
    expect(await harness.seriousAccessibilityViolations(tab)).toEqual([]);
    await tab.setViewportSize(PHONE);
    expect(await tab.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    await harness.screenshot(tab, 'connector-test-result-phone');
    expect(await harness.seriousAccessibilityViolations(tab)).toEqual([]);
    await tab.close();

    expect((await harness.app.api('GET', '/users')).body.length).toBe(users);
    // The console is still signed in and working.
    await harness.open(page, '/connectors');
    await page.getByRole('row', { name: /Console IdP/ }).waitFor();
  });

  it('says why a test cannot start beside the button, and closes the tab it opened', async () => {
    await harness.open(page, `/connectors/sso/${unreachableId}`);
    await page.getByRole('heading', { level: 1, name: 'Gone IdP' }).waitFor();
    const opened = signed.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    const tab = await opened;
    await page.getByRole('alert').filter({ hasText: 'The test could not start' }).waitFor();
    await expect.poll(() => tab.isClosed()).toBe(true);
    await harness.screenshot(page, 'connector-test-refused');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('fits a phone, and a used link says to start again', async () => {
    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(phone.page, `/connectors/social/${socialId}`);
      await phone.page.getByRole('button', { name: 'Test sign-in' }).waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'connector-test-button-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
      // A link opened a second time says to start again, in the page's own shell.
      const { url } = (await harness.app.api('POST', `/connectors/${socialId}/test-sign-in`)).body;
      await phone.page.request.get(url, { maxRedirects: 0 });
      const again = await phone.page.goto(url);
      expect(again?.status()).toBe(404);
      await phone.page.getByText('This test sign-in has expired or was finished already').waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'connector-test-expired-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
