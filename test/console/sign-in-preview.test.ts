// The sign-in experience's look and methods, set in the console with a live preview (issue 46
// item 6): typing a product name and picking a colour shows them in the preview frame at once
// (the server's own rendering of the sign-in page, unsaved), a preview language shows the page in
// that language, a refused colour says why in place of the preview, and saving stores it all.
// At 1280x800 and 390x844, with no serious axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

/** What the page's window offers (the test project has no DOM types). */
interface InPage {
  getComputedStyle(element: unknown): { backgroundColor: string };
}

describe.skipIf(!hasChromium)('console: sign-in page look with a live preview', { timeout: 120_000 }, () => {
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

  it('shows unsaved changes in the preview, in the chosen language, and saves them', async () => {
    await harness.open(page, '/sign-in-experience');
    const form = page.getByRole('form', { name: 'Look and sign-in methods' });
    const preview = page.frameLocator('iframe[title="Sign-in page preview"]');
    await preview.locator('h1').waitFor();

    await form.getByRole('textbox', { name: 'Product name' }).fill('Contoso ID');
    await preview.getByText('Contoso ID').waitFor();
    await form.getByRole('textbox', { name: 'Primary colour' }).fill('#0a7d3b');
    await expect.poll(async () => (await preview.locator('style').first().textContent()) ?? '').toContain('#0a7d3b');
    // The frame's inline style applies (it carries the console's nonce): the button takes the colour.
    await expect
      .poll(() =>
        preview
          .locator('button[type=submit]')
          .first()
          .evaluate((b) => (globalThis as unknown as InPage).getComputedStyle(b).backgroundColor),
      )
      .toBe('rgb(10, 125, 59)');

    await page.getByLabel('Preview language', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect.poll(() => preview.locator('html').getAttribute('lang')).toBe('de');

    // A colour the server refuses: its reason in place of the preview; nothing stored.
    await form.getByRole('textbox', { name: 'Primary colour' }).fill('#12');
    await page.getByRole('alert').filter({ hasText: 'Preview unavailable: color.primaryColor must be a #rrggbb colour' }).waitFor();
    await form.getByRole('textbox', { name: 'Primary colour' }).fill('#0a7d3b');
    await page.getByRole('alert').filter({ hasText: 'Preview unavailable' }).waitFor({ state: 'detached' });
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'sign-in-preview');

    await form.getByRole('button', { name: 'Save look and methods' }).click();
    await page.getByText('Look and sign-in methods saved').waitFor();
    expect((await harness.app.api('GET', '/sign-in-exp')).body).toMatchObject({ productName: 'Contoso ID', color: { primaryColor: '#0a7d3b' } });

    await page.setViewportSize(PHONE);
    await harness.open(page, '/sign-in-experience');
    await page.frameLocator('iframe[title="Sign-in page preview"]').getByText('Contoso ID').waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    // Chromium does not paint a sandboxed frame while it is off screen: bring it into view first.
    await page.locator('iframe[title="Sign-in page preview"]').scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'sign-in-preview-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('reorders the sign-in methods; the preview follows and a save keeps the order', async () => {
    await harness.open(page, '/sign-in-experience');
    const form = page.getByRole('form', { name: 'Look and sign-in methods' });
    const methods = (await harness.app.api('GET', '/sign-in-exp')).body.signIn.methods as Array<{ identifier: string }>;
    if (!methods.some((m) => m.identifier === 'email')) await form.getByRole('button', { name: 'Add email address' }).click();
    const emailGroup = form.getByRole('group', { name: 'Email address sign-in' });
    await emailGroup.getByRole('checkbox', { name: 'Code' }).check();
    await emailGroup.getByRole('checkbox', { name: 'Password first' }).uncheck();
    const preview = page.frameLocator('iframe[title="Sign-in page preview"]');
    await preview.locator('a[href*="channel=email"]').waitFor();
    await form.getByRole('button', { name: 'Move Email address up' }).click();
    await form.getByRole('button', { name: 'Save look and methods' }).click();
    await page.getByText('Look and sign-in methods saved').waitFor();
    const saved = (await harness.app.api('GET', '/sign-in-exp')).body.signIn.methods as Array<{ identifier: string; verificationCode: boolean }>;
    expect(saved[0]).toMatchObject({ identifier: 'email', verificationCode: true, isPasswordPrimary: false });
  });
});
