// The console's directory pages driven as an administrator does it, in Chromium: an API resource
// with two scopes, a role holding one of them given to a user, a machine-to-machine application
// whose secret (shown once) really obtains a client_credentials token, and a Traditional
// application with token exchange turned on. Each result is checked through the API, refusals are
// checked next to the field they are about, and every main page is screenshotted.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

const INDICATOR = 'https://docs.example.test';

/** The JSON payload of a JWT, unverified (the token endpoint just issued it). */
function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Picks options in a Mantine MultiSelect/TagsInput: type to filter, click the option. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasChromium)('console: API resources, roles and applications', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let resourceId: string;
  let readScopeId: string;

  beforeAll(async () => {
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    // A step that cannot happen fails with its locator well before the test's own time limit.
    page.setDefaultTimeout(15_000);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.log('failed at', page.url());
    if (context.task.result?.state === 'fail')
      await harness.screenshot(page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
  });

  const gql = async <T = any>(query: string, variables?: Record<string, unknown>) => {
    const answer = await harness.app.graphql<T>(query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  };

  it('creates an API resource with two scopes; duplicates are refused next to their field; edits and deletes with confirmation', async () => {
    await harness.open(page, '/resources/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Docs API');
    await page.getByLabel('API identifier (resource indicator)').fill(INDICATOR);
    await page.getByLabel('Access token lifetime (seconds)').fill('900');
    await page.getByRole('button', { name: 'Create API resource' }).click();
    await page.waitForURL(/\/console\/resources\/[^/]+\?tab=scopes$/);
    resourceId = new URL(page.url()).pathname.split('/').pop()!;

    for (const [name, description] of [
      ['docs:read', 'Read documents'],
      ['docs:write', 'Write documents'],
    ] as const) {
      await page.getByLabel('Scope name').fill(name);
      await page.getByLabel('Scope description').fill(description);
      await page.getByRole('button', { name: 'Add scope' }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    // The same name again: the server's refusal under the name field.
    await page.getByLabel('Scope name').fill('docs:read');
    await page.getByRole('button', { name: 'Add scope' }).click();
    await page.getByText('This resource already has a scope with this name.').waitFor();
    expect(await page.getByLabel('Scope name').getAttribute('aria-invalid')).toBe('true');
    await harness.screenshot(page, 'resource-detail');

    // Edit a scope in its dialog.
    await page.getByRole('button', { name: 'Edit scope docs:write' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Scope description').fill('Write and publish documents');
    await dialog.getByRole('button', { name: 'Save scope' }).click();
    await page.getByRole('cell', { name: 'Write and publish documents' }).waitFor();

    // A third scope, deleted after confirming.
    await page.getByLabel('Scope name').fill('docs:temp');
    await page.getByRole('button', { name: 'Add scope' }).click();
    await page.getByRole('cell', { name: 'docs:temp', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete scope docs:temp' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('cell', { name: 'docs:temp', exact: true }).waitFor({ state: 'detached' });

    const { resource } = await gql(`query($id: ID!) { resource(id: $id) { name indicator accessTokenTtl scopes { id name description } } }`, {
      id: resourceId,
    });
    expect(resource).toMatchObject({ name: 'Docs API', indicator: INDICATOR, accessTokenTtl: 900 });
    const scopes = [...resource.scopes].sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name));
    expect(scopes.map((s: { name: string; description: string }) => [s.name, s.description])).toEqual([
      ['docs:read', 'Read documents'],
      ['docs:write', 'Write and publish documents'],
    ]);
    readScopeId = scopes[0].id;

    // The same indicator for another resource: refused under the indicator field.
    await harness.open(page, '/resources/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Docs again');
    await page.getByLabel('API identifier (resource indicator)').fill(INDICATOR);
    await page.getByRole('button', { name: 'Create API resource' }).click();
    await page.getByText('An API resource with this indicator already exists.').waitFor();
    expect(await page.getByLabel('API identifier (resource indicator)').getAttribute('aria-invalid')).toBe('true');

    // Its access-token algorithm, chosen in the settings (ES256 until then).
    const temp = await harness.app.api('POST', '/resources', { name: 'Temporary API', indicator: 'https://temp.example.test' });
    await harness.open(page, `/resources/${temp.body.id}`);
    const algorithm = page.getByRole('combobox', { name: 'Access token algorithm' });
    expect(await algorithm.inputValue()).toMatch(/^ES256/);
    await algorithm.click();
    await page.getByRole('option', { name: /^RS256/ }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('API resource saved').waitFor();
    expect((await harness.app.api('GET', `/resources/${temp.body.id}`)).body.accessTokenSignedResponseAlg).toBe('RS256');

    // Delete a resource from its page, after confirming.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/console\/resources$/);
    expect((await harness.app.api('GET', `/resources/${temp.body.id}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Docs API' }).waitFor();
    await harness.screenshot(page, 'resources-list');
    // Search, kept in the URL.
    await page.getByLabel('Search API resources').fill('docs.example');
    await page.waitForURL(/search=docs\.example/);
    await page.getByRole('link', { name: /Management API/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Docs API' }).isVisible()).toBe(true);
    await harness.open(page, '/resources');

    // The Management API: built in, no delete, scopes read-only.
    await page
      .getByRole('link', { name: /Management API/ })
      .first()
      .click();
    await page.getByText('Tessera’s own Management API').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('creates a User role holding one scope, assigns it to a user, and keeps the type filter in the URL', async () => {
    const user = await harness.app.api('POST', '/users', { username: 'reader_ada', password: 'a long enough passphrase 1' });
    expect(user.status).toBe(200);

    await harness.open(page, '/roles/new');
    await page.getByLabel('Role name').fill('Docs reader');
    await page.getByLabel('Description').fill('Reads the docs');
    await pick(page, 'Scopes', 'docs:read');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.waitForURL((url) => /^\/console\/roles\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const roleId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('tab', { name: 'Users' }).click();
    await pick(page, 'Assign to users', 'reader_ada');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('link', { name: 'reader_ada' }).waitFor();
    await harness.screenshot(page, 'role-detail');

    const { role, roleUsers } = await gql(
      `query($id: ID!) { role(id: $id) { name description type scopes { id name } } roleUsers(id: $id) { nodes { id } } }`,
      { id: roleId },
    );
    expect(role).toEqual({ name: 'Docs reader', description: 'Reads the docs', type: 'User', scopes: [{ id: readScopeId, name: 'docs:read' }] });
    expect(roleUsers.nodes).toEqual([{ id: user.body.id }]);

    // A second role by the same name: refused under the name field.
    await harness.open(page, '/roles/new');
    await page.getByLabel('Role name').fill('Docs reader');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByLabel('Role name').and(page.locator('[aria-invalid="true"]')).waitFor();

    // The list filtered by type, from the URL and back into it.
    await harness.open(page, '/roles?type=User');
    await page.getByRole('link', { name: 'Docs reader' }).waitFor();
    await harness.screenshot(page, 'roles-list');
    await page.getByText('Machine-to-machine', { exact: true }).click();
    await page.waitForURL(/type=MachineToMachine/);
    await page.getByRole('link', { name: 'Management API access' }).waitFor();
    expect(await page.getByRole('link', { name: 'Docs reader' }).count()).toBe(0);
  });

  it('creates a machine-to-machine application whose secret, shown once, gets a client_credentials token', async () => {
    const robot = await harness.app.api('POST', '/roles', { name: 'Docs robot', type: 'MachineToMachine', scopeIds: [readScopeId] });
    expect(robot.status).toBe(200);

    await harness.open(page, '/applications/new');
    await page.getByLabel('Machine-to-machine').check();
    // Machine-to-machine applications have no redirect URIs.
    expect(await page.getByRole('combobox', { name: /^Redirect URIs/ }).count()).toBe(0);
    await page.getByLabel('Application name').fill('Nightly indexer');
    await page.getByRole('button', { name: 'Create application' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('You will not see it again').waitFor();
    const secret = await dialog.getByLabel('Client secret').inputValue();
    const clientId = await dialog.getByLabel('Client ID').inputValue();
    expect(secret.length).toBeGreaterThan(20);
    // The dialog fades in; the picture is of it fully shown.
    await page.waitForTimeout(400);
    await harness.screenshot(page, 'application-secret-dialog');
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.waitForURL(new RegExp(`/console/applications/${clientId}$`));
    // Nowhere on the page any more, once the dialog is gone.
    await dialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('tab', { name: 'Roles' }).click();
    await pick(page, 'Assign roles', 'Docs robot');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('link', { name: 'Docs robot' }).waitFor();

    const tokenFor = (id: string, password: string) =>
      fetch(`${harness.app.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${id}:${password}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', resource: INDICATOR, scope: 'docs:read' }),
      });
    const issued = await tokenFor(clientId, secret);
    expect(issued.status).toBe(200);
    const token = claims(((await issued.json()) as { access_token: string }).access_token);
    expect(token).toMatchObject({ aud: INDICATOR, client_id: clientId, scope: 'docs:read' });

    // Rotation: the new secret is shown once, the old one stops working.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    const rotated = page.getByRole('dialog', { name: 'New client secret' });
    const newSecret = await rotated.getByLabel('Client secret').inputValue();
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    expect((await tokenFor(clientId, secret)).status).toBe(401);
    expect((await tokenFor(clientId, newSecret)).status).toBe(200);

    const { applicationRoles } = await gql(`query($id: ID!) { applicationRoles(applicationId: $id) { nodes { name } } }`, { id: clientId });
    expect(applicationRoles.nodes).toEqual([{ name: 'Docs robot' }]);

    // From the role's side: the applications holding it, and one more assigned there.
    const backup = await harness.app.api('POST', '/applications', { name: 'Backup job', type: 'MachineToMachine' });
    await harness.open(page, `/roles/${robot.body.id}?tab=members`);
    await page.getByRole('link', { name: 'Nightly indexer' }).waitFor();
    await pick(page, 'Assign to machine-to-machine applications', 'Backup job');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('link', { name: 'Backup job' }).waitFor();
    const holders = await gql(`query($id: ID!) { roleApplications(id: $id) { nodes { id } } }`, { id: robot.body.id });
    expect(holders.roleApplications.nodes.map((a: { id: string }) => a.id).sort()).toEqual([clientId, backup.body.id].sort());
  });

  it('creates a Traditional application and turns on token exchange; a public client is refused next to the switch', async () => {
    await harness.open(page, '/applications/new');
    await page.getByLabel('Traditional web').check();
    await page.getByLabel('Application name').fill('Customer portal');
    // Plain http off localhost: refused under the redirect URIs.
    await page.getByRole('combobox', { name: /^Redirect URIs/ }).fill('http://portal.example.test/callback');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Create application' }).click();
    await page.getByText('plain http is only allowed for localhost').waitFor();
    await page.getByRole('combobox', { name: /^Redirect URIs/ }).focus();
    await page.keyboard.press('Backspace');
    await page.getByRole('combobox', { name: /^Redirect URIs/ }).fill('https://portal.example.test/callback');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Create application' }).click();
    const dialog = page.getByRole('dialog');
    const clientId = await dialog.getByLabel('Client ID').inputValue();
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.waitForURL(new RegExp(`/console/applications/${clientId}$`));

    await page.getByRole('tab', { name: 'Token exchange' }).click();
    const toggle = page.getByRole('switch', { name: 'Allow token exchange' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await pick(page, 'Allowed target resources', INDICATOR);
    await page.getByRole('button', { name: 'Save target resources' }).click();
    await page.getByText('Allowed target resources saved').waitFor();
    await harness.screenshot(page, 'application-detail');

    const { application } = await gql(
      `query($id: ID!) { application(id: $id) { type oidcClientMetadata { redirectUris } customClientMetadata { allowTokenExchange allowedTokenExchangeResources } } }`,
      { id: clientId },
    );
    expect(application).toEqual({
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://portal.example.test/callback'] },
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [INDICATOR] },
    });

    // A single-page app is a public client: the server's refusal shows under the switch, which stays off.
    const spa = await harness.app.api('POST', '/applications', { name: 'Browser app', type: 'SPA' });
    await harness.open(page, `/applications/${spa.body.id}?tab=token-exchange`);
    const spaToggle = page.getByRole('switch', { name: 'Allow token exchange' });
    await spaToggle.click();
    await page.getByText('Only confidential applications (Traditional, MachineToMachine) can use token exchange.').waitFor();
    expect(await spaToggle.isChecked()).toBe(false);
    const after = await gql(`query($id: ID!) { application(id: $id) { customClientMetadata { allowTokenExchange } } }`, { id: spa.body.id });
    expect(after.application.customClientMetadata.allowTokenExchange).toBe(false);

    // Deleted after confirming.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/console\/applications$/);
    expect((await harness.app.api('GET', `/applications/${spa.body.id}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Customer portal' }).waitFor();
    await harness.screenshot(page, 'applications-list');
  });

  it('shows the lists without horizontal scrolling on a phone, and with no serious accessibility violation', async () => {
    for (const [path, heading] of [
      ['/resources', 'API resources'],
      ['/roles', 'Roles'],
      ['/applications', 'Applications'],
      [`/resources/${resourceId}?tab=scopes`, 'Docs API'],
    ] as const) {
      await harness.open(page, path);
      // The page itself, loaded: not the sign-in's or a loader's state.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.locator('.mantine-Loader-root').count()).toBe(0);
      expect(await harness.seriousAccessibilityViolations(page), path).toEqual([]);
    }
    const phone = await harness.signIn(harness.admin, PHONE);
    try {
      for (const path of ['/resources', '/roles', '/applications/new', `/resources/${resourceId}?tab=scopes`]) {
        await harness.open(phone.page, path);
        const overflow = await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await harness.screenshot(phone.page, 'resource-detail-phone');
    } finally {
      await phone.context.close();
    }
    expect(signed.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
