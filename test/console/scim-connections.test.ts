// The console's SCIM provisioning page in Chromium, at 1280x800 and 390x844: create a connection
// bound to an organization, see its token once beside the base URL, use the token at /scim/v2,
// then revoke it and see the token refused; no serious or critical axe violation, and no
// horizontal scrolling on the phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: SCIM provisioning', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  const scimStatus = async (token: string) => (await fetch(`${harness.app.url}/scim/v2/Groups`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('creates an organization connection, shows its token once with the base URL, and revokes it', async () => {
    await harness.app.api('POST', '/organizations', { name: 'Contoso' });
    await harness.open(page, '/scim');
    await page.getByText('No SCIM connection yet').waitFor();
    await page
      .getByText(`${new URL(harness.app.url).origin}/scim/v2`)
      .first()
      .waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SCIM connection' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Entra ID for Contoso');
    await dialog.getByLabel('Organization', { exact: true }).click();
    await page.getByRole('option', { name: 'Contoso' }).click();
    await harness.screenshot(page, 'scim-create');
    await dialog.getByRole('button', { name: 'Create connection' }).click();

    const shown = page.getByRole('dialog', { name: 'SCIM connection created' });
    const token = await shown.getByRole('textbox', { name: 'Bearer token' }).inputValue();
    expect(token).toMatch(/^scim_/);
    await shown.getByText(`${new URL(harness.app.url).origin}/scim/v2`).waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'scim-token-once');
    expect(await scimStatus(token)).toBe(200);
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    const table = page.getByRole('table', { name: 'SCIM connections' });
    await table.getByText('Organization Contoso').waitFor();
    await table.getByText('Active').waitFor();
    // Listed without its token: nowhere on the page any more.
    expect(await page.getByText(token).count()).toBe(0);
    await harness.screenshot(page, 'scim-connections');

    await table.getByRole('button', { name: 'Revoke Entra ID for Contoso' }).click();
    await page.getByRole('dialog', { name: 'Revoke Entra ID for Contoso?' }).getByRole('button', { name: 'Revoke Entra ID for Contoso' }).click();
    await table.getByText('Revoked').waitFor();
    expect(await scimStatus(token)).toBe(401);
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('fits a phone without horizontal scrolling, and is accessible there', async () => {
    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.app.api('POST', '/scim-connections', { name: 'Okta, whole instance' });
      await harness.open(phone.page, '/scim');
      await phone.page.getByRole('table', { name: 'SCIM connections' }).getByText('Okta, whole instance', { exact: true }).waitFor();
      const overflow = await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'scim-connections-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
