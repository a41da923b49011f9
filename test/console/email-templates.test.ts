// The console's Email templates screen (issue 47 item 7), as an administrator uses it in Chromium:
// add a French sign-up template, see a bad language tag refused beside its field with nothing
// saved, edit the template (the same usage and language is replaced, not doubled) and delete it;
// the Management API sees each change. At 1280x800 and 390x844, with no serious or critical axe
// violation and no horizontal scrolling on the phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: email templates', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
  const templates = async () =>
    (await harness.app.api('GET', '/email-templates')).body as Array<{
      languageTag: string;
      templateType: string;
      details: { subject: string; smsContent?: string };
    }>;

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  }, 120_000);
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  const fieldError = async (label: string) => {
    const input = page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
    await eventually(() => input.getAttribute('aria-invalid')).toBe('true');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ');
  };

  it('adds, refuses, edits and deletes a template', async () => {
    await harness.open(page, '/email-templates');
    await page.getByText('No email templates yet').waitFor();
    const form = page.getByRole('form', { name: 'Add or replace a template' });

    await form.getByRole('combobox', { name: 'Usage' }).click();
    await page.getByRole('option', { name: 'Sign-up code' }).click();
    await form.getByLabel(/^Language/).fill('not a tag!');
    await form.getByLabel(/^Subject/).fill('Votre code {{code}}');
    await form.getByLabel(/^Content/).fill('Bonjour ! Votre code : {{code}}');
    await form.getByLabel(/^Text message \(SMS\)/).fill('Code {{productName}} : {{code}}');
    await form.getByRole('button', { name: 'Save template' }).click();
    expect(await fieldError('Language')).toMatch(/language tag/);
    expect(await templates()).toEqual([]);

    await form.getByLabel(/^Language/).fill('fr');
    await form.getByRole('button', { name: 'Save template' }).click();
    const table = page.getByRole('table', { name: 'Email templates' });
    await table.getByRole('cell', { name: 'Sign-up code', exact: true }).waitFor();
    expect(await templates()).toMatchObject([
      { languageTag: 'fr', templateType: 'Register', details: { subject: 'Votre code {{code}}', smsContent: 'Code {{productName}} : {{code}}' } },
    ]);
    await harness.screenshot(page, 'email-templates');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    // Editing fills the form; saving the same usage and language replaces the template.
    await page.getByRole('button', { name: 'Edit the Sign-up code template (fr)' }).click();
    await eventually(() => form.getByLabel(/^Subject/).inputValue()).toBe('Votre code {{code}}');
    expect(await form.getByLabel(/^Text message \(SMS\)/).inputValue()).toBe('Code {{productName}} : {{code}}');
    await form.getByLabel(/^Subject/).fill('Bienvenue sur {{productName}}');
    await form.getByRole('button', { name: 'Save template' }).click();
    await eventually(async () => (await templates()).map((t) => t.details.subject)).toEqual(['Bienvenue sur {{productName}}']);
    await eventually(() => table.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: 'Delete the Sign-up code template (fr)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No email templates yet').waitFor();
    expect(await templates()).toEqual([]);
    expect(signed.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('fits a phone', async () => {
    expect(
      (
        await harness.app.api('PUT', '/email-templates', {
          templates: [{ languageTag: 'en', templateType: 'OrganizationInvitation', details: { subject: 'Join {{organization.name}}', content: '{{link}}' } }],
        })
      ).status,
    ).toBe(200);
    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(phone.page, '/email-templates');
      await phone.page.getByRole('cell', { name: 'Organization invitation', exact: true }).first().waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await harness.screenshot(phone.page, 'email-templates-phone');
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
