// Who may sign in to an application, set in the console as an administrator would (issue 46 item 7):
// on a SAML application's page and an OIDC application's Access tab, turn the restriction on,
// find a user by searching, save; the Management API holds the lists and a reload names them.
// (The refusals themselves are tested at the protocols: test/oidc/application-access-control.test.ts,
// test/saml/saml-sign-in-browser.test.ts.) At 1280x800, with no serious axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createClient, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { DESKTOP, PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: who may sign in to an application', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let alice: TestUser;

  beforeAll(async () => {
    harness = await startConsole();
    alice = await createUser(harness.app);
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  const access = async (id: string) => (await harness.app.api('GET', `/applications/${id}/access-control`)).body;

  /** Turns the restriction on, picks `alice` by searching her username, saves. */
  const allowAlice = async () => {
    const form = page.getByRole('form', { name: 'Who may sign in' });
    await form.getByRole('switch', { name: 'Only the users below may sign in' }).click({ force: true });
    const users = form.getByRole('combobox', { name: 'Users', exact: true });
    await users.click();
    await users.fill(alice.username);
    await page
      .getByRole('option', { name: new RegExp(alice.username) })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save access' }).click();
    await page.getByText('Access saved').waitFor();
  };

  it('restricts a SAML application to one user, and the list shows her name after a reload', async () => {
    const created = await harness.app.api('POST', '/saml-applications', { name: 'Payroll', config: { entityId: 'https://payroll.example/sp' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await harness.open(page, `/saml-applications/${id}`);
    await page.getByRole('heading', { name: 'Who may sign in' }).waitFor();
    await allowAlice();
    expect(await access(id)).toMatchObject({ enabled: true, userIds: [alice.id], userRoleIds: [], organizationIds: [] });

    await harness.open(page, `/saml-applications/${id}`);
    await page.getByRole('form', { name: 'Who may sign in' }).getByText(alice.username).first().waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'saml-application-access');
  });

  it('restricts an OIDC application from its Access tab, and turning it off keeps the list', async () => {
    const web = await createClient(harness.app, 'Traditional');
    await harness.open(page, `/applications/${web.clientId}?tab=access`);
    await allowAlice();
    expect(await access(web.clientId)).toMatchObject({ enabled: true, userIds: [alice.id] });
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'application-access');

    // Turning it off keeps the list.
    await page.getByRole('switch', { name: 'Only the users below may sign in' }).click({ force: true });
    await page.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(async () => (await access(web.clientId)).enabled).toBe(false);
    expect((await access(web.clientId)).userIds).toEqual([alice.id]);
  });

  it('adds an organization-role rule: a rule without roles is refused beside the rules, a whole one is saved and named after a reload', async () => {
    const org = await harness.app.api('POST', '/organizations', { name: 'Northwind' });
    const role = await harness.app.api('POST', '/organization-roles', { name: 'buyer' });
    expect([org.status, role.status]).toEqual([201, 201]);
    const web = await createClient(harness.app, 'Traditional');
    await harness.open(page, `/applications/${web.clientId}?tab=access`);
    const form = page.getByRole('form', { name: 'Who may sign in' });
    await form.getByRole('button', { name: 'Add a rule' }).click();
    const organization = form.getByRole('combobox', { name: 'Organization of rule 1', exact: true });
    await organization.click();
    await organization.fill('North');
    await page.getByRole('option', { name: 'Northwind' }).click();

    // No role yet: the server's refusal is shown beside the rules, and nothing is stored.
    await form.getByRole('button', { name: 'Save access' }).click();
    await form.getByRole('alert').filter({ hasText: 'at least one organization role' }).waitFor();
    expect((await access(web.clientId)).organizationRoleRules).toEqual([]);

    const roles = form.getByRole('combobox', { name: 'Roles of rule 1', exact: true });
    await roles.click();
    await roles.fill('buy');
    await page.getByRole('option', { name: 'buyer' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save access' }).click();
    await page.getByText('Access saved').waitFor();
    expect((await access(web.clientId)).organizationRoleRules).toEqual([{ organizationId: org.body.id, organizationRoleIds: [role.body.id] }]);

    await harness.open(page, `/applications/${web.clientId}?tab=access`);
    await expect.poll(() => form.getByRole('combobox', { name: 'Organization of rule 1', exact: true }).inputValue()).toBe('Northwind');
    await form.getByText('buyer').first().waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'application-access-organization-roles');
    await page.setViewportSize(PHONE);
    await harness.open(page, `/applications/${web.clientId}?tab=access`);
    await expect.poll(() => form.getByRole('combobox', { name: 'Organization of rule 1', exact: true }).inputValue()).toBe('Northwind');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'application-access-organization-roles-phone');
    await page.setViewportSize(DESKTOP);

    // Removing the rule and saving clears it.
    await form.getByRole('button', { name: 'Remove rule 1' }).click();
    await form.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(async () => (await access(web.clientId)).organizationRoleRules).toEqual([]);
  });
});
