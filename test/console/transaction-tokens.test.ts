// The console's transaction tokens switch, in Chromium: turned on for a machine-to-machine
// application and checked through the API; on a Traditional application the switch is disabled
// with a note saying why (the API refuses it too: test/oidc/transaction-tokens.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: transaction tokens switch', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await harness.screenshot(page, 'failed-transaction-tokens').catch(() => undefined);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  it('turns transaction tokens on for a workload; a Traditional application cannot turn it on', async () => {
    const workload = await harness.app.api('POST', '/applications', { name: 'Order gateway', type: 'MachineToMachine' });
    await harness.open(page, `/applications/${workload.body.id}?tab=token-exchange`);
    const toggle = page.getByRole('switch', { name: 'Allow transaction tokens' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Transaction tokens allowed').waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await harness.screenshot(page, 'application-transaction-tokens');
    const saved = await harness.app.api('GET', `/applications/${workload.body.id}`);
    expect(saved.body.customClientMetadata.transactionTokens).toBe(true);

    const web = await harness.app.api('POST', '/applications', {
      name: 'Portal',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://portal.example.test/callback'], postLogoutRedirectUris: [] },
    });
    await harness.open(page, `/applications/${web.body.id}?tab=token-exchange`);
    await page.getByText('Only machine-to-machine applications (workloads) can obtain transaction tokens.').waitFor();
    expect(await page.getByRole('switch', { name: 'Allow transaction tokens' }).isDisabled()).toBe(true);
    expect((await harness.app.api('GET', `/applications/${web.body.id}`)).body.customClientMetadata.transactionTokens).toBe(false);
  });
});
