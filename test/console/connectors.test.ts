// Issue 46 item 8 in Chromium, as an administrator does it: a social connector created from the
// form its factory's settings generate (the secret a password field, never filled back in), the
// redirect URI to register at the provider copied from its page, and the phone layout checked once,
// with no serious or critical axe violation.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: connectors', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let connectorId: string;

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
    await signed.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.app.url });
  }, 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) await harness.screenshot(page, 'connectors-failed').catch(() => undefined);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  it('creates a GitHub connector from its generated form and shows the redirect URI to register, copyable', async () => {
    await harness.open(page, '/connectors/social/new');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: /^GitHub/ }).click();
    // The factory's settings, each its own field: the secret a password input, the scope its default.
    const secret = page.getByLabel(/^Client secret/);
    expect(await secret.getAttribute('type')).toBe('password');
    expect(await page.getByLabel(/^Scope/).inputValue()).toBe('read:user user:email');
    await page.getByLabel(/^Client ID/).fill('gh-client');
    await secret.fill('gh-secret');
    await harness.screenshot(page, 'social-connector-form');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.waitForURL(/\/console\/connectors\/social\/(?!new$)[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'GitHub' }).waitFor();
    connectorId = new URL(page.url()).pathname.split('/').pop()!;

    const stored = (await harness.app.graphql<any>('query($id: ID!) { connector(id: $id) { config callbackUri } }', { id: connectorId })).data.connector;
    expect(stored.config).toMatchObject({ clientId: 'gh-client', scope: 'read:user user:email' });
    expect(stored.config).not.toHaveProperty('clientSecret');
    const redirectUri = `${harness.app.url}/callback/social/${connectorId}`;
    expect(stored.callbackUri).toBe(redirectUri);

    await page.getByRole('button', { name: 'Copy Redirect URI' }).click();
    await expect.poll(() => page.evaluate('navigator.clipboard.readText()')).toBe(redirectUri);
    // The stored secret is never sent back: its field starts empty, and saving keeps it.
    expect(await page.getByLabel(/^Client secret/).inputValue()).toBe('');
    await harness.screenshot(page, 'social-connector-detail');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]); // with the "Connector created" notification shown
    await page.getByLabel(/^Client ID/).fill('gh-client-2');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await expect
      .poll(
        async () => (await harness.app.graphql<any>('query($id: ID!) { connector(id: $id) { config } }', { id: connectorId })).data.connector.config.clientId,
      )
      .toBe('gh-client-2');
  });

  it('refuses an empty required setting beside its field', async () => {
    await harness.open(page, `/connectors/social/${connectorId}`);
    await page.getByRole('heading', { level: 1, name: 'GitHub' }).waitFor();
    const clientId = page.getByLabel(/^Client ID/);
    await clientId.fill('');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await expect.poll(() => clientId.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Client ID is required').waitFor();
  });

  it('fits a phone without horizontal scrolling', async () => {
    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(phone.page, `/connectors/social/${connectorId}`);
      await phone.page.getByRole('heading', { level: 1, name: 'GitHub' }).waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'social-connector-detail-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
