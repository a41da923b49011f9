// Issue 46 item 8 in Chromium, as an administrator does it: a social connector created from the
// form its factory's config schema generates (the secret a password field, never filled back in),
// the redirect URI to register at the provider copied from its page, a server-side refusal shown
// beside its field, the enable switch, an enterprise OIDC connector made from its generated form
// (no JSON to type), and the phone layout, with no serious or critical axe violation.
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

  it('shows the server’s refusal of a setting beside that setting', async () => {
    await harness.open(page, '/connectors/social/new');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: /^OpenID Connect/ }).click();
    await page.getByLabel(/^Target/).fill('refused-oidc');
    await page.getByLabel(/^Client ID/).fill('c');
    await page.getByLabel(/^Client secret/).fill('s');
    const issuer = page.getByLabel(/^Issuer/);
    await issuer.fill('ftp://idp.example.com');
    // A choice from the schema's options, its default preselected.
    expect(
      await page
        .getByLabel(/^Token endpoint authentication/)
        .first()
        .inputValue(),
    ).toBe('client_secret_post');
    await page.getByRole('button', { name: 'Create connector' }).click();
    await expect.poll(() => issuer.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('issuer must be an https URL').waitFor();
    expect(page.url()).toMatch(/\/connectors\/social\/new$/);
    await harness.screenshot(page, 'social-connector-server-error');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('switches a connector off and on again; the list says which', async () => {
    await harness.open(page, `/connectors/social/${connectorId}`);
    const toggle = page.getByRole('switch', { name: 'Enabled' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText('Connector disabled').waitFor();
    const stored = async () =>
      (await harness.app.graphql<any>('query($id: ID!) { connector(id: $id) { enabled } }', { id: connectorId })).data.connector.enabled;
    expect(await stored()).toBe(false);
    await page.getByText(/its callback signs nobody in/).waitFor();
    await harness.screenshot(page, 'social-connector-disabled');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.open(page, '/connectors');
    await page.getByRole('row', { name: /GitHub.*Disabled/ }).waitFor();
    await harness.open(page, `/connectors/social/${connectorId}`);
    await page.getByRole('switch', { name: 'Enabled' }).click({ force: true });
    await page.getByText('Connector enabled').waitFor();
    expect(await stored()).toBe(true);
  });

  it('creates an enterprise OIDC connector from its generated form, its secret write-only', async () => {
    await harness.open(page, '/connectors/sso/new');
    await page.getByRole('combobox', { name: 'Protocol' }).click();
    await page.getByRole('option', { name: /OpenID Connect|OIDC/ }).click();
    await page.getByLabel(/^Name/).fill('Acme Entra');
    await page
      .getByLabel(/^Email domains/)
      .first()
      .fill('acme-console.test');
    await page
      .getByLabel(/^Email domains/)
      .first()
      .press('Enter');
    await page.getByLabel(/^Issuer/).fill('http://127.0.0.1:9/acme');
    await page.getByLabel(/^Client ID/).fill('acme-client');
    const secret = page.getByLabel(/^Client secret/);
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill('acme-secret');
    await harness.screenshot(page, 'sso-connector-form');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.waitForURL(/\/console\/connectors\/sso\/(?!new$)[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Acme Entra' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = async () => (await harness.app.graphql<any>('query($id: ID!) { ssoConnector(id: $id) { config enabled } }', { id })).data.ssoConnector;
    expect((await stored()).config).toMatchObject({ issuer: 'http://127.0.0.1:9/acme', clientId: 'acme-client' });
    expect(JSON.stringify(await stored())).not.toContain('acme-secret');
    expect(await page.getByLabel(/^Client secret/).inputValue()).toBe('');

    // Changing another setting keeps the secret; a refused one is named beside its field.
    await page.getByLabel(/^Scope/).fill('openid email');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await expect.poll(async () => (await stored()).config.scope).toBe('openid email');
    const issuer = page.getByLabel(/^Issuer/);
    await issuer.fill('not a url');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await expect.poll(() => issuer.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('config.issuer must be an http(s) URL').waitFor();
    await harness.screenshot(page, 'sso-connector-detail');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Enabled' }).click({ force: true });
    await page.getByText('Connector disabled').waitFor();
    expect((await stored()).enabled).toBe(false);

    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(phone.page, `/connectors/sso/${id}`);
      await phone.page.getByRole('heading', { level: 1, name: 'Acme Entra' }).waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'sso-connector-detail-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
