// Issue 14's story in one run, as an administrator lives it in Chromium: sign in with the bootstrap
// credentials; create an API resource with scopes, a role holding one, a user holding the role and a
// machine-to-machine application; turn on token exchange for a Traditional web app, after which
// that app's exchange succeeds where it was refused; create a webhook, see its delivery in the log,
// redeliver it; find the exchange in the audit. Screenshots (walkthrough-*.png) illustrate
// docs/console.md. (A user without the administrator role is refused in sign-in.test.ts.)
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import {
  createWebApp,
  decodeClaims,
  exchangeParams,
  signedInUserToken,
  createResource,
  grantUserScopes,
  USER_PASSWORD,
  tokenRequest,
} from '../oidc/token-exchange-fixtures.js';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

const ORDERS = 'https://orders.walkthrough.test';

describe.skipIf(!hasChromium)('console walkthrough', { timeout: 180_000 }, () => {
  let harness: ConsoleHarness;
  let receiver: Receiver;
  let admin: ConsolePage;
  let page: Page;

  beforeAll(async () => {
    receiver = await startReceiver();
    harness = await startConsole({ env: { WEBHOOK_POLL_MS: '200' } });
    admin = await harness.signIn();
    page = admin.page;
    page.setDefaultTimeout(15_000);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) {
      await harness.screenshot(page, 'walkthrough-failed').catch(() => undefined);
      console.error(
        `page at failure: ${page.url()}\n${(
          await page
            .locator('#content')
            .ariaSnapshot()
            .catch(() => '')
        )?.slice(0, 4000)}`,
      );
    }
  });
  afterAll(async () => {
    await admin?.context.close();
    await harness?.stop();
    await receiver?.close();
  });

  const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

  /** Types into a Mantine combobox (MultiSelect, TagsInput) and picks the option. */
  async function pick(label: string, option: string) {
    const input = page
      .getByRole('textbox', { name: label })
      .or(page.getByLabel(label, { exact: true }))
      .first();
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
  }

  /** The secret a "shown once" dialog holds, after which the dialog is acknowledged. */
  async function secretFromDialog(): Promise<{ clientId: string; secret: string }> {
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You will not see it again').waitFor();
    const clientId = await dialog.getByLabel('Client ID').inputValue();
    const secret = await dialog.getByLabel('Client secret').inputValue();
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await dialog.waitFor({ state: 'detached' });
    return { clientId, secret };
  }

  let orderService: { clientId: string; secret: string };
  let userId: string;

  it('the administrator creates an API resource with scopes, a role, a user holding it and a machine-to-machine app', async () => {
    await harness.open(page, '/resources/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Orders API');
    await page.getByLabel('API identifier (resource indicator)').fill(ORDERS);
    await page.getByRole('button', { name: 'Create API resource' }).click();
    await page.waitForURL(/\/console\/resources\/[^/]+\?tab=scopes$/);
    for (const name of ['orders:read', 'orders:write']) {
      await page.getByLabel('Scope name').fill(name);
      await page.getByRole('button', { name: 'Add scope' }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    await harness.screenshot(page, 'walkthrough-1-resource');

    await harness.open(page, '/roles/new');
    await page.getByLabel('Role name').fill('Order reader');
    await page.getByLabel('Description').fill('Reads orders');
    await pick('Scopes', 'orders:read');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.waitForURL((url) => /^\/console\/roles\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));

    await harness.open(page, '/users/new');
    await page.getByLabel('Username').fill('walk_alice');
    await page.getByLabel('Email').fill('alice@walkthrough.test');
    await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL((url) => /^\/console\/users\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    userId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('tab', { name: 'Roles' }).click();
    await pick('Assign roles', 'Order reader');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('cell', { name: 'Order reader', exact: true }).waitFor();
    await harness.screenshot(page, 'walkthrough-2-user-roles');

    await harness.open(page, '/applications/new');
    await page.getByLabel('Machine-to-machine').check();
    await page.getByLabel('Application name').fill('Nightly report');
    await page.getByRole('button', { name: 'Create application' }).click();
    const robot = await secretFromDialog();

    // All of it, as the API sees it.
    const { data } = await harness.app.graphql<any>(
      `query($user: ID!) { resources(search: "Orders") { nodes { indicator scopes { name } } }
         userRoles(userId: $user) { nodes { name scopes { name } } }
         application(id: "${robot.clientId}") { type } }`,
      { user: userId },
    );
    expect(data.resources.nodes).toEqual([{ indicator: ORDERS, scopes: expect.arrayContaining([{ name: 'orders:read' }, { name: 'orders:write' }]) }]);
    expect(data.userRoles.nodes).toEqual([{ name: 'Order reader', scopes: [{ name: 'orders:read' }] }]);
    expect(data.application.type).toBe('MachineToMachine');
  });

  it('turns on token exchange for a Traditional web app: its exchange then succeeds where it was refused', async () => {
    await harness.open(page, '/applications/new');
    await page.getByLabel('Traditional web').check();
    await page.getByLabel('Application name').fill('Order service');
    await page.getByRole('combobox', { name: /^Redirect URIs/ }).fill('https://orders-service.walkthrough.test/callback');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Create application' }).click();
    orderService = await secretFromDialog();
    await page.waitForURL(new RegExp(`/console/applications/${orderService.clientId}$`));

    // Alice signs in to the shop (the real authorization code flow) and the shop's API token is
    // what the order service is handed.
    const shopApi = await createResource(harness.app, ['shop']);
    await grantUserScopes(harness.app, userId, shopApi, ['shop']);
    const shop = await createWebApp(harness.app);
    const { token } = await signedInUserToken(harness.app, { username: 'walk_alice', webApp: shop, resource: shopApi.indicator, scope: 'shop' });
    const exchange = () =>
      tokenRequest(
        harness.app,
        { id: orderService.clientId, secret: orderService.secret },
        exchangeParams(token, ORDERS, { scope: 'orders:read orders:write' }),
      );

    const refused = await exchange();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('unauthorized_client');

    await page.getByRole('tab', { name: 'Token exchange' }).click();
    const toggle = page.getByRole('switch', { name: 'Allow token exchange' });
    await toggle.click();
    await eventually(() => toggle.isChecked()).toBe(true);
    await harness.screenshot(page, 'walkthrough-3-token-exchange');

    const granted = await exchange();
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const claims = decodeClaims(granted.body.access_token);
    // Same user, the service's client id, API B's audience, only the scopes Alice holds there.
    expect(claims).toMatchObject({ sub: userId, client_id: orderService.clientId, aud: ORDERS, scope: 'orders:read' });
  });

  it('creates a webhook, sees its delivery in the log and redelivers it', async () => {
    await harness.open(page, '/webhooks/new');
    await page.getByLabel(/^Name( \*)?$/).fill('Order CRM');
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'User.Created', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order CRM' }).waitFor();

    const created = await harness.app.api('POST', '/users', { username: 'walk_bob' });
    expect(created.status).toBe(200);
    await receiver.waitFor((all) => all.some((r) => r.json?.event === 'User.Created' && r.json?.data?.id === created.body.id));

    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const rows = page.getByRole('table', { name: 'Delivery attempts' }).locator('tbody tr');
    await eventually(async () => (await page.getByRole('button', { name: 'Refresh' }).click(), await rows.count())).toBe(1);
    await eventually(() => rows.first().textContent()).toMatch(/User\.Created.*Success.*200/);

    await rows.first().getByRole('button', { name: 'Redeliver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeliver', exact: true }).click();
    await receiver.waitFor((all) => all.filter((r) => r.json?.event === 'User.Created' && r.json?.data?.id === created.body.id).length === 2);
    await eventually(async () => (await page.getByRole('button', { name: 'Refresh' }).click(), await rows.count())).toBe(2);
    await harness.screenshot(page, 'walkthrough-4-webhook-deliveries');
  });

  it('finds the exchange in the token exchange audit, refused and then granted', async () => {
    // Filtered by the service: the refusal came before the subject token was read (no user on it).
    await harness.open(page, `/token-exchange?application=${orderService.clientId}`);
    const rows = page.getByRole('table', { name: 'Token exchange events' }).locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain('Granted');
    // The user by name, linked to her page.
    await eventually(() => rows.first().getByRole('link', { name: 'walk_alice' }).getAttribute('href')).toBe(`/console/users/${userId}`);
    expect(texts[1]).toMatch(/Refused.*unauthorized_client/);
    await harness.screenshot(page, 'walkthrough-5-audit');

    expect(admin.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
