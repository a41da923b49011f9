// The console's SAML applications screens in Chromium: create one, change its SP settings (ACS
// URL, NameID format, an attribute mapping, IdP-initiated sign-in) and see them through the
// Management API, find the IdP values and the metadata link, rotate the signing certificate (add,
// activate, delete the old one); at 1280x800 and 390x844, with no serious axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, PHONE, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

const EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

describe.skipIf(!hasChromium)('console: SAML applications', { timeout: 180_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;

  beforeAll(async () => {
    harness = await startConsole({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64') } });
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  it('creates an application, edits its SP settings and rotates its certificate', async () => {
    await harness.open(page, '/saml-applications');
    await page.getByText('No SAML applications yet').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Team wiki');
    await page.getByRole('textbox', { name: 'SP entity id' }).fill('https://wiki.example/saml');
    await page.getByRole('textbox', { name: 'ACS URL' }).fill('https://wiki.example/saml/acs');
    await page.getByRole('button', { name: 'Create SAML application' }).click();
    await page.waitForURL(/\/saml-applications\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Team wiki' }).waitFor();
    await page.getByText(`${harness.app.url}/api/saml/${id}/authn`).first().waitFor();
    expect(await page.getByRole('link', { name: 'Download IdP metadata' }).getAttribute('href')).toBe(
      `${harness.app.url}/api/saml-applications/${id}/metadata`,
    );

    await page.getByRole('textbox', { name: 'ACS URL' }).fill('https://wiki.example/saml/consume');
    await page
      .getByRole('textbox', { name: 'NameID format' })
      .or(page.getByRole('combobox', { name: 'NameID format' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Email address' }).click();
    await page.getByRole('button', { name: 'Add attribute' }).click();
    await page.getByRole('textbox', { name: 'Attribute 1' }).fill('email');
    await page.getByRole('textbox', { name: 'User field 1' }).fill('primaryEmail');
    await page.getByRole('switch', { name: 'Allow IdP-initiated sign-in' }).click({ force: true });
    await page.getByRole('textbox', { name: 'Single Logout URL' }).fill('https://wiki.example/saml/logout');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('SAML application saved').waitFor();
    const stored = (await harness.app.api('GET', `/saml-applications/${id}`)).body;
    expect(stored).toMatchObject({
      acsUrl: { url: 'https://wiki.example/saml/consume' },
      nameIdFormat: EMAIL,
      attributeMapping: { primaryEmail: 'email' },
      idpInitiatedSignIn: true,
      sloUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', url: 'https://wiki.example/saml/logout' },
    });
    await page.getByText(`/api/saml/${id}/slo`).first().waitFor();
    await harness.screenshot(page, 'saml-application-1280');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    // Rotation: a new inactive certificate, activated; the old one is then deletable.
    const [first] = (await harness.app.api('GET', `/saml-applications/${id}/secrets`)).body as { id: string }[];
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await page.getByRole('button', { name: /^Activate certificate/ }).waitFor();
    await page.getByRole('button', { name: /^Activate certificate/ }).click();
    await page.getByText('Certificate activated').waitFor();
    await expect
      .poll(
        async () =>
          ((await harness.app.api('GET', `/saml-applications/${id}/secrets`)).body as { id: string; active: boolean }[]).find((s) => s.id === first!.id)
            ?.active,
      )
      .toBe(false);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => ((await harness.app.api('GET', `/saml-applications/${id}/secrets`)).body as unknown[]).length).toBe(1);

    await harness.open(page, '/saml-applications');
    await page.getByRole('link', { name: 'Team wiki' }).waitFor();
    // No script error (a resource the sign-in pages load before the console is not this screen's).
    expect(signed.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('shows the application on a phone without serious accessibility violations', async () => {
    const phone = await harness.signIn(undefined, PHONE);
    const created = await harness.app.api('POST', '/saml-applications', {
      name: 'Expenses',
      entityId: 'https://expenses.example',
      acsUrl: { url: 'https://expenses.example/acs' },
    });
    await harness.open(phone.page, `/saml-applications/${created.body.id}`);
    await phone.page.getByRole('heading', { name: 'Expenses' }).waitFor();
    await harness.screenshot(phone.page, 'saml-application-390');
    expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
