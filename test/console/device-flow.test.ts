// The console's device flow setting in Chromium: a Native application created as a "Device", and
// the "Allow the device authorization grant" switch on an application's detail page, each checked
// through the Management API and /oidc/device/auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: device flow', { timeout: 120_000 }, () => {
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

  const deviceAuth = async (clientId: string) => {
    const res = await fetch(`${harness.app.url}/oidc/device/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, scope: 'openid' }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('creates a Native application as a device', async () => {
    await harness.open(page, '/applications/new?type=Native');
    await page.getByLabel('Device (TV, CLI, a device without a browser)').check({ force: true });
    await page.getByLabel('Application name').fill('Living-room TV');
    await page.getByRole('button', { name: 'Create application' }).click();
    await page.waitForURL(/\/applications\/[a-z0-9]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect((await harness.app.api('GET', `/applications/${id}`)).body.customClientMetadata.isDeviceFlow).toBe(true);
    await page.getByRole('switch', { name: 'Allow the device authorization grant' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Allow the device authorization grant' }).isChecked()).toBe(true);
    expect((await deviceAuth(id)).status).toBe(200);
  });

  it("switches an application's device flow on; /oidc/device/auth then answers it", async () => {
    const created = await harness.app.api('POST', '/applications', { name: 'Deploy CLI', type: 'Native' });
    const id = created.body.id as string;
    expect((await deviceAuth(id)).body.error).toBe('unauthorized_client');
    await harness.open(page, `/applications/${id}`);
    const toggle = page.getByRole('switch', { name: 'Allow the device authorization grant' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Devices may sign users in with a user code').waitFor();
    await harness.screenshot(page, 'device-flow-application');
    expect((await harness.app.api('GET', `/applications/${id}`)).body.customClientMetadata.isDeviceFlow).toBe(true);
    const res = await deviceAuth(id);
    expect(res.status).toBe(200);
    expect(res.body.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
  });
});
