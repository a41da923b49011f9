// The console's DPoP settings in Chromium: an application's "Require DPoP-bound tokens" switch
// and an API resource's "Only DPoP-bound access tokens" switch, each saved and checked through
// the Management API, and the token endpoint then refusing a request without a proof.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: DPoP settings', { timeout: 120_000 }, () => {
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

  it("switches an application's requireDpop on; its token requests without a proof are then refused", async () => {
    const created = await harness.app.api('POST', '/applications', { name: 'Ledger sync', type: 'MachineToMachine' });
    const id = created.body.id as string;
    await harness.open(page, `/applications/${id}`);
    const toggle = page.getByRole('switch', { name: 'Require DPoP-bound tokens' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Tokens are issued only with a DPoP proof').waitFor();
    await harness.screenshot(page, 'dpop-application');
    expect((await harness.app.api('GET', `/applications/${id}`)).body.oidcClientMetadata.requireDpop).toBe(true);

    const res = await fetch(`${harness.app.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${id}:${created.body.secret as string}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: harness.app.config.managementApiResource }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error_description: string }).error_description).toMatch(/DPoP proof/);
  });

  it("turns on an API resource's only-bound-tokens flag in its settings form", async () => {
    const created = await harness.app.api('POST', '/resources', { name: 'Payments', indicator: 'https://payments.example.com' });
    const id = created.body.id as string;
    await harness.open(page, `/resources/${id}`);
    const toggle = page.getByRole('switch', { name: 'Only DPoP-bound access tokens' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('API resource saved').waitFor();
    await harness.screenshot(page, 'dpop-resource');
    expect((await harness.app.api('GET', `/resources/${id}`)).body.dpopBoundAccessTokensRequired).toBe(true);
  });
});
