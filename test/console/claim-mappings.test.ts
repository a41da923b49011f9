// The console's claim-mapping editors in Chromium: an API resource's "Claims" tab and an
// application's "ID token claims" tab. Each adds a mapping through the form, sees the server's
// refusal of a reserved claim beside that mapping's field, saves, and runs the test preview for a
// user found by search, which shows the claim with the user's value; what was saved is read back
// through the Management API. Screenshots at desktop and phone sizes, and an axe check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: claim mappings', { timeout: 180_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  const username = 'claims_reviewer';

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
    const user = await harness.app.api('POST', '/users', { username, password: 'a long enough passphrase 1' });
    expect(user.status).toBe(200);
    const custom = await harness.app.api('PATCH', `/users/${user.body.id as string}/custom-data`, {
      customData: { department: 'Research & Development', plan: { tier: 'gold' } },
    });
    expect(custom.status).toBe(200);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  async function addMapping(claim: string, path: string) {
    await page.getByRole('button', { name: 'Add mapping' }).click();
    const mapping = page.getByRole('group', { name: /^Mapping \d+$/ }).last();
    await mapping.getByLabel('Claim name').fill(claim);
    await mapping.getByLabel('Path').fill(path);
    return mapping;
  }

  async function runPreview(expected: string) {
    const userField = page.getByRole('combobox', { name: 'User', exact: true });
    await userField.click();
    await userField.fill(username);
    await page.getByRole('option', { name: new RegExp(username) }).click();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByTestId('claim-preview').filter({ hasText: expected }).waitFor();
  }

  it("edits an API resource's access-token claims, shows a refusal beside its field, and previews a user's token", async () => {
    const created = await harness.app.api('POST', '/resources', { name: 'Ledger', indicator: 'https://ledger.example.com' });
    const id = created.body.id as string;
    await harness.open(page, `/resources/${id}?tab=claims`);
    await page.getByText('No claim mappings').waitFor();

    await addMapping('department', 'department');
    const reserved = await addMapping('sub', 'plan.tier');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await reserved.getByText('claim "sub" is reserved and cannot be set by a mapping').waitFor();
    expect((await harness.app.api('GET', `/resources/${id}/claims`)).body).toEqual([]);

    await reserved.getByLabel('Claim name').fill('tier');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await page.getByText('Access token claims saved').waitFor();
    expect((await harness.app.api('GET', `/resources/${id}/claims`)).body).toEqual([
      { claim: 'department', from: 'customData.department', grantTypes: null },
      { claim: 'tier', from: 'customData.plan.tier', grantTypes: null },
    ]);
    await page.getByRole('tab', { name: 'Claims (2)' }).waitFor();

    await runPreview('Research & Development');
    expect(await page.getByTestId('claim-preview').textContent()).toContain('"tier": "gold"');
    await harness.screenshot(page, 'resource-claims');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(phone.page, `/resources/${id}?tab=claims`);
      await phone.page.getByRole('group', { name: 'Mapping 2' }).waitFor();
      await harness.screenshot(phone.page, 'resource-claims-phone');
    } finally {
      await phone.context.close();
    }
  });

  it("edits an application's ID-token claims and previews them; a standard claim is refused beside its field", async () => {
    const created = await harness.app.api('POST', '/applications', {
      name: 'Wiki',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://wiki.example.com/cb'] },
    });
    const id = created.body.id as string;
    await harness.open(page, `/applications/${id}?tab=id-token-claims`);
    await page.getByText('No claim mappings').waitFor();

    const mapping = await addMapping('email', 'department');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await mapping.getByText('claim "email" is a standard claim released by its scope and cannot be set by a mapping').waitFor();
    await mapping.getByLabel('Claim name').fill('department');
    await page.getByRole('button', { name: 'Save claims' }).click();
    await page.getByText('ID token claims saved').waitFor();
    expect((await harness.app.api('GET', `/applications/${id}/claims`)).body).toEqual([
      { claim: 'department', from: 'customData.department', grantTypes: null },
    ]);

    await runPreview('Research & Development');
    await harness.screenshot(page, 'application-id-token-claims');
    // The page's "Rotate secret" button (compact, light orange: above the tabs, not this editor's)
    // fails color-contrast on main already; everything else on the page must pass.
    const violations = (await harness.seriousAccessibilityViolations(page))
      .map((v) => ({ ...v, nodes: v.nodes.filter((node) => !(v.id === 'color-contrast' && node.includes('[data-size="compact-xs"]'))) }))
      .filter((v) => v.nodes.length > 0);
    expect(violations).toEqual([]);
    // No script error and no CSP refusal (a resource answering 404 elsewhere on the page is not this editor's).
    expect(signed.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});
