// The console's applications list in Chromium: an application that registered itself (RFC 7591)
// is marked "Self-registered" and is deleted from the list in one click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: self-registered applications', { timeout: 120_000 }, () => {
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

  it('marks a self-registered application and deletes it in one click', async () => {
    expect((await harness.app.api('PATCH', '/client-registration/settings', { enabled: true })).status).toBe(200);
    const res = await fetch(`${harness.app.url}/oidc/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Roaming agent', redirect_uris: ['http://127.0.0.1:8765/cb'], token_endpoint_auth_method: 'none' }),
    });
    expect(res.status).toBe(201);
    const { client_id: id } = (await res.json()) as { client_id: string };

    await harness.open(page, '/applications');
    const row = page.getByRole('row').filter({ hasText: 'Roaming agent' });
    await row.getByText('Self-registered').waitFor();
    await harness.screenshot(page, 'self-registered-applications');
    await row.getByRole('button', { name: 'Delete Roaming agent' }).click();
    await page.getByText('Roaming agent deleted').waitFor();
    expect((await harness.app.api('GET', `/applications/${id}`)).status).toBe(404);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Roaming agent' }).count()).toBe(0);
  });
});
