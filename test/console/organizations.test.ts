// The organization screens used as an administrator uses them, in Chromium against the real app:
// the template (a scope, a role with it), an organization created through its form, a member added
// with an organization role, a just-in-time email domain (a bad one refused next to its field), an
// invitation, custom data, deletion with confirmation. Every result is read back through the API.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

/** axe's serious and critical violations on the page, colour contrast included. */
async function accessibilityViolations(harness: ConsoleHarness, page: Page) {
  return harness.seriousAccessibilityViolations(page);
}

async function noHorizontalOverflow(page: Page): Promise<number> {
  return await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/** Picks `option` in a Mantine MultiSelect labelled `label`, typing `search` first. */
async function pick(page: Page, label: string, search: string, option: RegExp | string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasChromium)('console organizations', { timeout: 60_000 }, () => {
  let harness: ConsoleHarness;
  let session: ConsolePage;
  let page: Page;
  let organizationId: string;
  const ids: { user?: string; role?: string; scope?: string } = {};

  beforeAll(async () => {
    harness = await startConsole();
    const user = await harness.app.graphql(
      `mutation { createUser(input: { username: "ada_member", primaryEmail: "ada@members.example", name: "Ada Member" }) { user { id } userErrors { message } } }`,
    );
    ids.user = user.data.createUser.user.id;
    session = await harness.signIn();
    page = session.page;
    // A step that cannot happen fails with its own name, well before the test's time is up.
    page.setDefaultTimeout(10_000);
  }, 120_000);
  afterEach(async (context) => {
    // What the page showed when a step failed, and what it logged.
    if (context.task.result?.state === 'fail' && page) {
      await harness.screenshot(page, `failed-organizations-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
      console.error(`failed at ${page.url()}`, session.errors.join('\n'));
    }
  });
  afterAll(async () => {
    await session?.context.close();
    await harness?.stop();
  });

  it('builds the organization template: a scope, then a role that grants it', async () => {
    await harness.open(page, '/organizations');
    await page.getByText('No organizations yet').waitFor();
    await harness.screenshot(page, 'organizations-list-empty');
    await page.getByRole('link', { name: 'Organization template' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organization template' }).waitFor();

    await page.getByRole('tab', { name: 'Organization scopes' }).click();
    await page.waitForURL(/tab=scopes/);
    await page.getByRole('button', { name: 'Create scope' }).click();
    const dialog = page.getByRole('dialog');
    // A name with whitespace is refused by the server, next to the field.
    await dialog.getByLabel('Name').fill('invite member');
    await dialog.getByRole('button', { name: 'Create scope' }).click();
    await expect.poll(() => dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Name').fill('invite:member');
    await dialog.getByLabel('Description').fill('Invite people to the organization');
    await dialog.getByRole('button', { name: 'Create scope' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'invite:member' }).waitFor();
    await harness.screenshot(page, 'organization-template-scopes');

    await page.getByRole('tab', { name: 'Organization roles' }).click();
    await page.getByText('No organization roles yet').waitFor();
    await page.getByRole('button', { name: 'Create role' }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByLabel('Name').fill('org-admin');
    await pick(page, 'Organization scopes', 'invite', 'invite:member');
    await roleDialog.getByRole('button', { name: 'Create role' }).click();
    // Created: the role's own page.
    await page.getByRole('heading', { level: 1, name: 'org-admin' }).waitFor();
    await page.getByRole('region', { name: 'Organization scopes' }).getByText('invite:member').waitFor();
    await harness.screenshot(page, 'organization-role-detail');

    const roles = await harness.app.graphql(`{ organizationRoles(first: 10) { nodes { id name scopes { id name } } } }`);
    const role = roles.data.organizationRoles.nodes.find((r: { name: string }) => r.name === 'org-admin');
    expect(role.scopes.map((s: { name: string }) => s.name)).toEqual(['invite:member']);
    ids.role = role.id;
    ids.scope = role.scopes[0].id;

    await harness.open(page, '/organizations/template');
    await page.getByRole('link', { name: 'org-admin' }).waitFor();
    await harness.screenshot(page, 'organization-template-roles');
  });

  it('creates an organization through its form, custom data included', async () => {
    await harness.open(page, '/organizations/new');
    // Custom data that is not a JSON object is refused next to its field before anything is sent.
    await page.getByLabel('Name').fill('Acme Corp');
    await page.getByLabel('Description').fill('The first customer');
    await page.getByLabel('Custom data').fill('[1, 2]');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect.poll(() => page.getByLabel('Custom data').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Custom data').fill('{"plan": "pro"}');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme Corp' }).waitFor();
    organizationId = new URL(page.url()).pathname.split('/').pop()!;
    await harness.screenshot(page, 'organization-settings');

    const read = await harness.app.graphql(`query($id: ID!) { organization(id: $id) { name description customData } }`, { id: organizationId });
    expect(read.data.organization).toEqual({ name: 'Acme Corp', description: 'The first customer', customData: { plan: 'pro' } });
  });

  it('adds a member with an organization role, and the role can be changed', async () => {
    await harness.open(page, `/organizations/${organizationId}?tab=members`);
    await page.getByText('No members yet').waitFor();
    await pick(page, 'Add users', 'ada', /ada_member/);
    await pick(page, 'With organization roles', 'org', 'org-admin');
    await page.getByRole('button', { name: 'Add members' }).click();
    const row = page.getByRole('row', { name: /ada_member/ });
    await row.getByText('org-admin').waitFor();
    await harness.screenshot(page, 'organization-members');

    const members = await harness.app.graphql(`query($id: ID!) { organizationUsers(id: $id) { nodes { id organizationRoles { name } } } }`, {
      id: organizationId,
    });
    expect(members.data.organizationUsers.nodes).toEqual([{ id: ids.user, organizationRoles: [{ name: 'org-admin' }] }]);

    // Taking the role away in the roles dialog leaves the member without roles.
    await row.getByRole('button', { name: 'Edit roles of ada_member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles of ada_member' });
    await dialog.getByLabel('Organization roles').press('Backspace');
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('No roles').waitFor();
    const after = await harness.app.graphql(`query($id: ID!, $u: ID!) { organizationUserRoles(id: $id, userId: $u) { name } }`, {
      id: organizationId,
      u: ids.user,
    });
    expect(after.data.organizationUserRoles).toEqual([]);
  });

  it('edits the settings and custom data, and adds a machine-to-machine application with a role', async () => {
    const m2m = await harness.app.graphql(
      `mutation { createApplication(input: { name: "Billing worker", type: MachineToMachine }) { application { id } userErrors { message } } }`,
    );
    const applicationId = m2m.data.createApplication.application.id;
    // Applications hold only MachineToMachine organization roles (a User role is refused).
    const machineRole = await harness.app.graphql(
      `mutation { createOrganizationRole(input: { name: "billing-machine", type: MachineToMachine }) { organizationRole { id } userErrors { message } } }`,
    );
    const machineRoleId = machineRole.data.createOrganizationRole.organizationRole.id;

    await harness.open(page, `/organizations/${organizationId}`);
    await page.getByLabel('Description').fill('Our first customer');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Organization saved').waitFor();
    const editor = page.getByLabel('Custom data');
    await editor.fill('{"plan": "enterprise", "seats": 40}');
    await page.getByRole('button', { name: 'Save custom data' }).click();
    await page.getByText('Custom data saved').waitFor();
    const read = await harness.app.graphql(`query($id: ID!) { organization(id: $id) { description customData } }`, { id: organizationId });
    expect(read.data.organization).toEqual({ description: 'Our first customer', customData: { plan: 'enterprise', seats: 40 } });

    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByText('No applications').waitFor();
    await pick(page, 'Add machine-to-machine applications', 'billing', 'Billing worker');
    await page.getByRole('button', { name: 'Add applications' }).click();
    const row = page.getByRole('row', { name: /Billing worker/ });
    await row.getByRole('button', { name: 'Edit roles of Billing worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles of Billing worker' });
    await pick(page, 'Organization roles', 'billing', 'billing-machine');
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await row.getByText('billing-machine').waitFor();
    await harness.screenshot(page, 'organization-applications');
    const roles = await harness.app.graphql(`query($id: ID!, $a: ID!) { organizationApplicationRoles(id: $id, applicationId: $a) { id } }`, {
      id: organizationId,
      a: applicationId,
    });
    expect(roles.data.organizationApplicationRoles).toEqual([{ id: machineRoleId }]);
  });

  it('adds a just-in-time email domain (a bad one is refused next to its field), a default role and an SSO connector', async () => {
    const connector = await harness.app.graphql(
      `mutation { createSsoConnector(input: { providerName: "SAML", connectorName: "Acme IdP" }) { ssoConnector { id } userErrors { message } } }`,
    );
    expect(connector.data.createSsoConnector.userErrors).toEqual([]);
    await harness.open(page, `/organizations/${organizationId}?tab=jit`);
    const field = page.getByLabel('Email domain', { exact: true });
    await field.fill('not a domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy!.split(' ').find((id) => id.includes('error'))}"]`).textContent()).toContain('is not a valid email domain');
    await harness.screenshot(page, 'organization-jit-error');

    await field.fill('Members.Example');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('table', { name: 'Email domains' }).getByText('members.example').waitFor();
    await pick(page, 'Add default roles', 'org', 'org-admin');
    await page.getByRole('button', { name: 'Add roles' }).click();
    await page.getByRole('table', { name: 'Default roles' }).getByText('org-admin').waitFor();
    await pick(page, 'Add SSO connectors', 'acme', /Acme IdP/);
    await page.getByRole('button', { name: 'Add connectors' }).click();
    await page.getByRole('table', { name: 'Enterprise SSO connectors' }).getByText('Acme IdP').waitFor();
    await harness.screenshot(page, 'organization-jit');

    const jit = await harness.app.graphql(
      `query($id: ID!) { organizationJitEmailDomains(id: $id) { emailDomain } organizationJitRoles(id: $id) { id } organizationJitSsoConnectors(id: $id) { id } }`,
      { id: organizationId },
    );
    expect(jit.data.organizationJitEmailDomains).toEqual([{ emailDomain: 'members.example' }]);
    expect(jit.data.organizationJitRoles).toEqual([{ id: ids.role }]);
    expect(jit.data.organizationJitSsoConnectors).toEqual([{ id: connector.data.createSsoConnector.ssoConnector.id }]);
  });

  it('creates an invitation with roles, refuses a past expiry next to its field, and revokes it', async () => {
    await harness.open(page, `/organizations/${organizationId}?tab=invitations`);
    await page.getByText('No invitations').waitFor();
    // An address the API's EmailAddress type refuses: the refusal is shown by the field.
    await page.getByLabel('Invitee email').fill('grace-at-elsewhere');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    await expect.poll(() => page.getByLabel('Invitee email').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Value is not a valid email address: grace-at-elsewhere').waitFor();
    await harness.screenshot(page, 'organization-invitation-error');

    await page.getByLabel('Invitee email').fill('grace@elsewhere.example');
    await page.getByLabel('Expires at').fill('2001-01-01T10:00');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    await expect.poll(() => page.getByLabel('Expires at').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('expiresAt must be in the future').waitFor();

    await page.getByLabel('Expires at').fill('2099-06-01T10:00');
    await pick(page, 'Organization roles on joining', 'org', 'org-admin');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const row = page.getByRole('row', { name: /grace@elsewhere\.example/ });
    await row.getByText('Pending').waitFor();
    await harness.screenshot(page, 'organization-invitations');

    const invitations = await harness.app.graphql(
      `query($id: ID!) { organizationInvitations(organizationId: $id) { nodes { invitee status organizationRoles { id } } } }`,
      { id: organizationId },
    );
    expect(invitations.data.organizationInvitations.nodes).toEqual([
      { invitee: 'grace@elsewhere.example', status: 'Pending', organizationRoles: [{ id: ids.role }] },
    ]);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    // Polled: once in CI (Postgres) the first read after the screen showed Revoked still said
    // Pending; the cause was not found. A revocation that never lands still fails here.
    const statuses = async () =>
      (await harness.app.graphql(`query($id: ID!) { organizationInvitations(organizationId: $id) { nodes { status } } }`, { id: organizationId })).data
        .organizationInvitations.nodes;
    await expect.poll(statuses, { timeout: 5_000 }).toEqual([{ status: 'Revoked' }]);
  });

  it('fits a phone screen', async () => {
    const phone = await harness.signIn(harness.admin, PHONE);
    phone.page.setDefaultTimeout(10_000);
    try {
      for (const [path, name] of [
        ['/organizations', 'organizations-list-phone'],
        [`/organizations/${organizationId}?tab=members`, 'organization-members-phone'],
        [`/organizations/${organizationId}?tab=invitations`, 'organization-invitations-phone'],
        ['/organizations/template', 'organization-template-phone'],
      ] as const) {
        await harness.open(phone.page, path);
        await phone.page.getByRole('table').first().waitFor();
        expect(await noHorizontalOverflow(phone.page), path).toBeLessThanOrEqual(0);
        await harness.screenshot(phone.page, name);
      }
    } catch (error) {
      await harness.screenshot(phone.page, 'failed-organizations-phone');
      throw error;
    } finally {
      await phone.context.close();
    }
  });

  it('finds the organization by search and deletes it after confirmation', async () => {
    await harness.open(page, '/organizations?search=acme');
    await page.getByRole('link', { name: 'Acme Corp' }).waitFor();
    await harness.screenshot(page, 'organizations-list');
    expect(await accessibilityViolations(harness, page)).toEqual([]);
    await page.getByRole('link', { name: 'Acme Corp' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme Corp' }).waitFor();
    expect(await accessibilityViolations(harness, page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this organization?' });
    // Cancelling leaves it be.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await harness.app.graphql(`query($id: ID!) { organization(id: $id) { id } }`, { id: organizationId })).data.organization).not.toBeNull();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete organization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await page.getByText('No organization matches this search').or(page.getByText('No organizations yet')).first().waitFor();
    expect((await harness.app.graphql(`query($id: ID!) { organization(id: $id) { id } }`, { id: organizationId })).data.organization).toBeNull();
    // The user and the template stay.
    expect((await harness.app.graphql(`query($id: ID!) { user(id: $id) { id } }`, { id: ids.user })).data.user).not.toBeNull();
    expect(session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
