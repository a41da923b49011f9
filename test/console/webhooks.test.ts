// The operations screens of the console, driven in Chromium as an administrator uses them, each
// result checked through the Management API: a webhook created for User.Created through the UI
// and delivered to a real receiver (signatures verified), its delivery log and a redelivery seen
// in the log and at the receiver, a test send, key rotation shown once, disable and delete; the
// token exchange audit with its filters in the URL; sign-in experience settings (an error next to
// its field, then a change the API reports, and the connectors the sign-in page offers); social and enterprise SSO connectors; and the OIDC
// signing keys rotated and retired (last: retiring the key that signed every token so far).
// A screenshot per main page goes to test-results/console/.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { expectSigned } from '../helpers/hooks.js';
import { createClient, createResource, createUser, exchangeParams, grantUserScopes, tokenRequest, userAccessToken } from '../oidc/token-exchange-fixtures.js';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console operations screens', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let receiver: Receiver;
  let admin: ConsolePage;

  beforeAll(async () => {
    receiver = await startReceiver();
    // Deliveries are woken by the commit; the short poll only bounds a missed wake-up.
    harness = await startConsole({ env: { WEBHOOK_POLL_MS: '200' } });
    admin = await harness.signIn();
    // A step that does not happen fails with its locator named, well before the test's own limit.
    admin.page.setDefaultTimeout(10_000);
  });
  afterEach(async (context) => {
    // What the page showed when a step failed, for the reader of the failure.
    if (context.task.result?.state === 'fail' && admin) {
      await harness.screenshot(admin.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
      console.error(
        `page at failure: ${admin.page.url()}\n${(
          await admin.page
            .locator('#content')
            .ariaSnapshot()
            .catch(() => '')
        )?.slice(0, 4000)}\nerrors: ${admin.errors.join('\n')}`,
      );
    }
  });
  afterAll(async () => {
    await admin?.context.close();
    await harness?.stop();
    await receiver?.close();
  });

  const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 10_000, ...options });

  const gql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await harness.app.graphql<T>(query, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };

  /** Confirms the dialog a ConfirmButton opened (its second button of that name, inside the dialog). */
  const confirm = async (page: Page, name: string) => {
    // This dialog, by its title: another (a secret shown once) may open as it closes.
    // Mantine names the dialog by its title once the title has mounted: wait for the name.
    const title = await page.locator('[role=dialog][aria-labelledby]').getAttribute('aria-labelledby');
    const dialog = page.locator(`[role=dialog][aria-labelledby="${title}"]`);
    await dialog.getByRole('button', { name, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  /** The error Mantine shows under an input: the input is marked invalid and its description names it. */
  const fieldError = async (page: Page, label: string) => {
    // A required field's label ends with an asterisk; a combobox's option list is labelled by it too.
    const input = page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();
    await eventually(() => input.getAttribute('aria-invalid')).toBe('true');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
    return texts.join(' ');
  };

  it('creates a webhook for User.Created, delivers, redelivers, tests, rotates its key, disables and deletes it', async () => {
    const { page } = admin;
    await harness.open(page, '/webhooks');
    await page.getByText('No webhooks yet').waitFor();
    await page.getByRole('link', { name: 'Create webhook' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create webhook' }).waitFor();

    await page.getByLabel(/^Name( \*)?$/).fill('CRM sync');
    // First a target the server refuses: its message is shown next to the URL field.
    await page.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
    await page.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'User.Created', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add header' }).click();
    await page.getByLabel('Header name 1').fill('x-tenant');
    await page.getByLabel('Header value 1').fill('acme');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    expect(await fieldError(page, 'Endpoint URL')).toMatch(/http/i);
    expect((await gql('{ hooks { totalCount } }')).hooks.totalCount).toBe(0);
    await harness.screenshot(page, 'webhook-create');

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = page.getByTestId('one-time-secret');
    await secret.waitFor();
    const signingKey = (await secret.textContent())!.trim();
    expect(signingKey).toMatch(/^whsec_/);
    const { hooks } = await gql('{ hooks { nodes { id name events enabled config { url headers } } } }');
    expect(hooks.nodes).toEqual([
      { id: expect.any(String), name: 'CRM sync', events: ['User.Created'], enabled: true, config: { url: receiver.url, headers: { 'x-tenant': 'acme' } } },
    ]);
    const hookId = hooks.nodes[0].id as string;
    receiver.keys.set(hookId, [signingKey]);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.waitForURL(`**/console/webhooks/${hookId}`);
    await page.getByRole('heading', { level: 1, name: 'CRM sync' }).waitFor();

    // A user created through the API: the receiver gets User.Created, signed, with the custom header.
    const created = await harness.app.api('POST', '/users', { username: 'hooked_user' });
    expect(created.status).toBe(200);
    const [first] = await receiver.waitFor((all) => all.some((r) => r.json?.event === 'User.Created'));
    expect(first!.json.data.id).toBe(created.body.id);
    expect(first!.headers['x-tenant']).toBe('acme');
    expectSigned(receiver.received);

    // The delivery log shows the attempt.
    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const rows = page.getByRole('table', { name: 'Delivery attempts' }).locator('tbody tr');
    await eventually(async () => (await rows.count()) > 0 || (await page.getByRole('button', { name: 'Refresh' }).click(), false), { timeout: 15_000 }).toBe(
      true,
    );
    await eventually(() => rows.count()).toBe(1);
    await eventually(() => rows.first().textContent()).toMatch(/User\.Created.*#1.*Success.*200/);
    await harness.screenshot(page, 'webhook-deliveries');

    // Filters live in the URL: failed attempts, none.
    await page.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.waitForURL(/result=failed/);
    expect(page.url()).toContain('tab=deliveries');
    await page.getByText('No attempt matches these filters').waitFor();
    await harness.open(page, `/webhooks/${hookId}?tab=deliveries&result=success&event=User.Created`);
    await eventually(() => rows.count()).toBe(1);

    // Redeliver, with confirmation: a second request at the receiver with the same webhook-id, and a second row.
    await rows.first().getByRole('button', { name: 'Redeliver' }).click();
    await confirm(page, 'Redeliver');
    const again = await receiver.waitFor((all) => all.filter((r) => r.json?.event === 'User.Created').length === 2);
    const userCreated = again.filter((r) => r.json?.event === 'User.Created');
    expect(userCreated[1]!.headers['webhook-id']).toBe(userCreated[0]!.headers['webhook-id']);
    expect(userCreated[1]!.body).toBe(userCreated[0]!.body);
    expectSigned(userCreated);
    await eventually(async () => (await page.getByRole('button', { name: 'Refresh' }).click(), await rows.count()), { timeout: 15_000 }).toBe(2);
    const logs = await gql(`query($id: ID!) { hookRecentLogs(id: $id) { totalCount nodes { deliveryId webhookId result attempt event createdAt } } }`, {
      id: hookId,
    });
    expect(logs.hookRecentLogs.totalCount, JSON.stringify(logs.hookRecentLogs.nodes)).toBe(2);
    expect(new Set(logs.hookRecentLogs.nodes.map((n: any) => n.webhookId)).size).toBe(1);
    expect(new Set(logs.hookRecentLogs.nodes.map((n: any) => n.deliveryId)).size).toBe(2);

    // Test: a sample sent now, the receiver's answer shown.
    receiver.answer = () => ({ status: 202, body: 'accepted by test receiver' });
    await page.getByRole('tab', { name: 'Test' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const results = page.getByRole('table', { name: 'Test results' });
    await results.waitFor();
    expect(await results.locator('tbody tr').first().textContent()).toMatch(/User\.Created.*Accepted.*202.*accepted by test receiver/);
    expect(receiver.received.filter((r) => r.json?.event === 'User.Created')).toHaveLength(3);
    receiver.answer = () => ({ status: 200, body: 'ok' });
    await harness.screenshot(page, 'webhook-test');

    // Rotation: the new key is shown once, and the next delivery is signed with it (and the old one, during the grace period).
    await page.getByRole('tab', { name: 'Signing key' }).click();
    await page.getByRole('button', { name: 'Rotate signing key' }).click();
    await confirm(page, 'Rotate signing key');
    await secret.waitFor();
    const rotatedKey = (await secret.textContent())!.trim();
    expect(rotatedKey).toMatch(/^whsec_/);
    expect(rotatedKey).not.toBe(signingKey);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    receiver.keys.set(hookId, [rotatedKey, signingKey]);
    await harness.app.api('POST', '/users', { username: 'hooked_after_rotation' });
    const afterRotation = await receiver.waitFor((all) => all.some((r) => r.json?.data?.username === 'hooked_after_rotation'));
    expect(afterRotation.at(-1)!.standardVerifiedWith.sort()).toEqual([rotatedKey, signingKey].sort());
    expect(afterRotation.at(-1)!.compatVerified).toBe(true);

    // Edit the settings.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel(/^Name( \*)?$/).fill('CRM sync (renamed)');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByRole('heading', { level: 1, name: 'CRM sync (renamed)' }).waitFor();

    // Disable, with confirmation.
    await page.getByRole('button', { name: 'Disable' }).click();
    await confirm(page, 'Disable');
    await eventually(async () => (await gql(`query($id: ID!) { hook(id: $id) { name enabled } }`, { id: hookId })).hook).toEqual({
      name: 'CRM sync (renamed)',
      enabled: false,
    });

    await harness.open(page, '/webhooks?search=nothing-like-it');
    await page.getByText('No webhook matches this search').waitFor();
    await harness.open(page, '/webhooks?search=renamed');
    await page.getByRole('link', { name: 'CRM sync (renamed)' }).waitFor();
    await harness.screenshot(page, 'webhooks-list');

    // Delete, with confirmation.
    await page.getByRole('link', { name: 'CRM sync (renamed)' }).click();
    await page.getByRole('heading', { level: 1, name: 'CRM sync (renamed)' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await page.waitForURL('**/console/webhooks');
    expect((await gql('{ hooks { totalCount } }')).hooks.totalCount).toBe(0);
    expect(admin.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  it('lists token exchanges with their filters in the URL, refusals with their error', async () => {
    const serviceA = await createClient(harness.app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
    const resourceB = await createResource(harness.app, ['b:read', 'b:write']);
    const userId = await createUser(harness.app, 'exchanging_user');
    await grantUserScopes(harness.app, userId, resourceB, ['b:read']);
    const { token } = await userAccessToken(harness.app, { userId, audience: 'https://a.example.com', clientId: 'web' });
    expect((await tokenRequest(harness.app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'b:read b:write' }))).status).toBe(200);
    expect((await tokenRequest(harness.app, serviceA, exchangeParams('garbage', resourceB.indicator, { scope: 'b:read' }))).status).toBe(400);

    const { page } = admin;
    await harness.open(page, '/token-exchange');
    const rows = page.getByRole('table', { name: 'Token exchange events' }).locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    await harness.screenshot(page, 'token-exchange-audit');

    await page.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Refused' }).click();
    await page.waitForURL(/result=refused/);
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Refused.*invalid_grant/);

    await harness.open(page, `/token-exchange?result=granted&user=${userId}&resource=${encodeURIComponent(resourceB.indicator)}`);
    await eventually(() => rows.count()).toBe(1);
    const granted = await rows.first().textContent();
    expect(granted).toContain('Granted');
    // The user by name, linked to the user's page.
    await eventually(() => rows.first().getByRole('link', { name: 'exchanging_user' }).getAttribute('href')).toBe(`/console/users/${userId}`);
    expect(granted).toMatch(/granted\s*b:read/);

    // The application picker asks the server as one types, and puts the choice in the URL.
    const { name: appName } = (await harness.app.api('GET', `/applications/${serviceA.id}`)).body;
    await harness.open(page, '/token-exchange');
    await page.getByRole('combobox', { name: 'Application' }).fill(appName);
    await page.getByRole('option', { name: appName }).click();
    await page.waitForURL(new RegExp(`application=${serviceA.id}`));
    await eventually(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(appName);

    for (const filters of ['user=nobody', `resource=${encodeURIComponent('https://elsewhere.example')}`, 'from=2099-01-01T00:00']) {
      await harness.open(page, `/token-exchange?${filters}`);
      await page.getByText('No exchange matches these filters').waitFor();
    }
    // A time range the server refuses: its reason is shown.
    await harness.open(page, '/token-exchange?from=2026-01-02T00:00&to=2026-01-01T00:00');
    await page
      .getByRole('alert')
      .filter({ hasText: /endTime|startTime/ })
      .waitFor();
  });

  it('changes sign-in experience settings, with the server’s refusal next to its field', async () => {
    const { page } = admin;
    await harness.open(page, '/sign-in-experience');
    const failures = page.getByLabel('Failures that lock');
    await eventually(() => failures.inputValue()).not.toBe('');
    await harness.screenshot(page, 'sign-in-experience');

    await failures.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect(await fieldError(page, 'Failures that lock')).toContain('positive integer');

    await failures.fill('7');
    await page.getByRole('checkbox', { name: 'Username' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await gql('{ signInExperience { signUp { identifiers } lockout { maxAttempts } } }')).signInExperience)
      .toEqual({ signUp: { identifiers: ['email'] }, lockout: { maxAttempts: 7 } });

    // The password policy: an impossible length is refused beside its field, then a policy saved.
    await harness.open(page, '/sign-in-experience');
    const maxLength = page.getByLabel('Maximum length');
    await eventually(() => maxLength.inputValue()).toBe('256');
    await page.getByLabel('Minimum length').fill('12');
    await maxLength.fill('10');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect(await fieldError(page, 'Maximum length')).toContain('at least length.min');
    await maxLength.fill('64');
    await page.getByLabel('Character types required').fill('3');
    await page.getByRole('switch', { name: /Reject common leaked passwords/ }).check();
    await page.getByLabel('Password history').fill('5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(
        async () =>
          (await gql('{ signInExperience { passwordPolicy { length { min max } characterTypes { min } rejects { pwned userInfo history } } } }'))
            .signInExperience,
      )
      .toEqual({ passwordPolicy: { length: { min: 12, max: 64 }, characterTypes: { min: 3 }, rejects: { pwned: true, userInfo: false, history: 5 } } });
    await harness.screenshot(page, 'sign-in-experience-password-policy');
    // Back to the defaults, so later steps (and users they create) are not held to it.
    await gql(
      'mutation { updateSignInExperience(input: { passwordPolicy: { length: { min: 8, max: 256 }, characterTypes: { min: 1 }, rejects: { pwned: false, history: 0 } } }) { userErrors { code } } }',
    );

    // A new connector is not on the sign-in page until it is offered here, nor is single sign-on.
    const social = await harness.app.api('POST', '/connectors', { connectorId: 'google', config: { clientId: 'console-offer', clientSecret: 's' } });
    expect(social.status, JSON.stringify(social.body)).toBe(200);
    await harness.open(page, '/sign-in-experience');
    const google = page.getByRole('checkbox', { name: 'Google (google)' });
    await google.waitFor();
    expect(await google.isChecked()).toBe(false);
    await google.check();
    await page.getByRole('switch', { name: /Offer enterprise single sign-on/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await gql('{ signInExperience { socialSignInConnectorTargets singleSignOnEnabled } }')).signInExperience)
      .toEqual({ socialSignInConnectorTargets: ['google'], singleSignOnEnabled: true });
    // Deleting the connector takes it off the list (the next test starts without connectors).
    expect((await harness.app.api('DELETE', `/connectors/${social.body.id}`)).status).toBe(204);
    expect((await gql('{ signInExperience { socialSignInConnectorTargets } }')).signInExperience.socialSignInConnectorTargets).toEqual([]);
  });

  it('creates, edits and deletes a social connector and an enterprise SSO connector', async () => {
    const { page } = admin;
    await harness.open(page, '/connectors');
    await page.getByText('No social connectors yet').waitFor();
    await page.getByRole('link', { name: 'Add social connector' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add social connector' }).waitFor();
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: /^GitHub/ }).click();
    // One field per setting of the provider; the client ID left empty is named under its field.
    await page.getByLabel(/^Client ID/).waitFor();
    await page.getByRole('button', { name: 'Create connector' }).click();
    expect(await fieldError(page, 'Client ID')).toContain('Client ID is required');
    await harness.screenshot(page, 'social-connector-create');
    await page.getByLabel(/^Client ID/).fill('gh-client');
    await page.getByLabel(/^Client secret/).fill('gh-secret');
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.waitForURL(/\/console\/connectors\/social\/(?!new$)[^/]+$/);
    // The new page, not the form it replaces (kept on screen while the next page loads).
    await page.getByRole('heading', { level: 1, name: 'GitHub' }).waitFor();
    const [connector] = (await gql('{ connectors { id connectorId name config } }')).connectors;
    expect(connector).toMatchObject({ connectorId: 'github', config: { clientId: 'gh-client' } });
    expect(connector.config).not.toHaveProperty('clientSecret');

    await page.getByLabel('Button name').fill('GitHub (staff)');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await eventually(async () => (await gql(`query($id: ID!) { connector(id: $id) { name config } }`, { id: connector.id })).connector).toEqual({
      name: 'GitHub (staff)',
      config: connector.config,
    });
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await page.waitForURL('**/console/connectors');
    expect((await gql('{ connectors { id } }')).connectors).toEqual([]);

    // Enterprise SSO, in the other tab.
    await page.getByRole('tab', { name: 'Enterprise SSO' }).click();
    await page.waitForURL(/tab=sso/);
    await page.getByRole('link', { name: 'Add SSO connector' }).click();
    await page.getByRole('combobox', { name: 'Protocol' }).click();
    await page.getByRole('option', { name: /OIDC|OpenID/ }).click();
    await page.getByLabel(/^Name( \*)?$/).fill('Acme IdP');
    const domains = page.getByRole('combobox', { name: 'Email domains' });
    await domains.fill('gmail.com');
    await domains.press('Enter');
    // The identity provider's settings, one field each (from the OIDC kind's schema).
    await page.getByLabel(/^Issuer/).fill('https://idp.acme.example');
    await page.getByLabel(/^Client ID/).fill('acme-client');
    await page.getByLabel(/^Client secret/).fill('acme-secret');
    await page.getByLabel(/^Scope/).fill('openid profile email');
    await page.getByRole('button', { name: 'Create connector' }).click();
    expect(await fieldError(page, 'Email domains')).toContain('public mail service');
    // Backspace in the empty input removes the last domain, as a keyboard user does (the pill's
    // own remove button is hidden from assistive technology: looking it up waited 10 s for nothing).
    await domains.press('Backspace');
    await domains.fill('acme.example');
    await domains.press('Enter');
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.waitForURL(/\/console\/connectors\/sso\/(?!new$)[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Acme IdP' }).waitFor();
    await page.getByText('Register these at the identity provider').waitFor();
    await harness.screenshot(page, 'sso-connector-detail');
    const sso = (await gql('{ ssoConnectors { nodes { id connectorName domains config } } }')).ssoConnectors.nodes;
    expect(sso).toEqual([
      { id: expect.any(String), connectorName: 'Acme IdP', domains: ['acme.example'], config: expect.objectContaining({ clientId: 'acme-client' }) },
    ]);
    expect(sso[0].config).not.toHaveProperty('clientSecret');

    await page.getByLabel(/^Name( \*)?$/).fill('Acme corporate IdP');
    await page.getByRole('button', { name: 'Save connector' }).click();
    await eventually(async () => (await gql(`query($id: ID!) { ssoConnector(id: $id) { connectorName } }`, { id: sso[0].id })).ssoConnector.connectorName).toBe(
      'Acme corporate IdP',
    );

    await harness.open(page, '/connectors?tab=sso');
    await page.getByRole('link', { name: 'Acme corporate IdP' }).waitFor();
    await harness.screenshot(page, 'connectors');
    await page.getByRole('link', { name: 'Acme corporate IdP' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await page.waitForURL(/\/console\/connectors\?tab=sso/);
    expect((await gql('{ ssoConnectors { totalCount } }')).ssoConnectors.totalCount).toBe(0);
  });

  it('fits a phone screen on every operations page, with no serious accessibility violation', async () => {
    // Lists with rows in them: wide tables must scroll inside their container, not widen the page.
    const hook = await harness.app.api('POST', '/hooks', { name: 'phone hook', events: ['User.Created'], config: { url: receiver.url } });
    expect(hook.status).toBe(201);
    await harness.app.api('POST', '/users', { username: 'phone_user' });
    await receiver.waitFor((all) => all.some((r) => r.json?.hookId === hook.body.id));
    // One delivery, sent once with success. Under a loaded host an attempt may time out first and be
    // retried (a failed row before the success), which is the product working; a second success
    // would be a double delivery.
    const deliveryLog = async () =>
      (await gql(`query($id: ID!) { hookRecentLogs(id: $id) { nodes { deliveryId result } } }`, { id: hook.body.id })).hookRecentLogs.nodes as {
        deliveryId: string;
        result: string;
      }[];
    await eventually(async () => (await deliveryLog()).some((n) => n.result === 'success')).toBe(true);
    const logged = await deliveryLog();
    expect(
      logged.filter((n) => n.result === 'success'),
      JSON.stringify(logged),
    ).toHaveLength(1);
    expect(new Set(logged.map((n) => n.deliveryId)).size, JSON.stringify(logged)).toBe(1);

    const pages: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
      ['/webhooks', (page) => page.getByRole('link', { name: 'phone hook' })],
      ['/webhooks/new', (page) => page.getByRole('button', { name: 'Add header' })],
      [`/webhooks/${hook.body.id}?tab=deliveries`, (page) => page.getByRole('table', { name: 'Delivery attempts' })],
      ['/token-exchange', (page) => page.getByRole('table', { name: 'Token exchange events' }).or(page.getByText('No token exchanges yet'))],
      ['/signing-keys', (page) => page.getByRole('table', { name: 'Signing keys' })],
      ['/sign-in-experience', (page) => page.getByRole('button', { name: 'Save settings' })],
      ['/connectors', (page) => page.getByText('No social connectors yet')],
      ['/connectors?tab=sso', (page) => page.getByText('No enterprise SSO connectors yet')],
    ];
    const phone = await harness.signIn(harness.admin, PHONE);
    phone.page.setDefaultTimeout(10_000);
    try {
      for (const [path, ready] of pages) {
        await harness.open(phone.page, path);
        await ready(phone.page).waitFor();
        const overflow = await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow, path).toBeLessThanOrEqual(0);
        if (path.includes('deliveries')) await harness.screenshot(phone.page, 'webhook-deliveries-phone');
      }
    } finally {
      await phone.context.close();
    }
    for (const [path, ready] of pages) {
      await harness.open(admin.page, path);
      await ready(admin.page).waitFor();
      expect(await harness.seriousAccessibilityViolations(admin.page), path).toEqual([]);
    }
  });

  // Last: retiring the key every token so far was signed with, the console's and the test's own included.
  it('rotates the signing key, then retires the previous one after confirming', async () => {
    const { page } = admin;
    const jwks = async () => ((await (await fetch(`${harness.app.url}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    // One key of each algorithm (ES256 for access tokens, RS256 for ID tokens by default, PS256,
    // ES384 and EdDSA for applications set to them); the EC (ES256) one is rotated here.
    const listed = (await gql('{ signingKeys { id algorithm status } }')).signingKeys as Array<{ id: string; algorithm: string; status: string }>;
    const original = listed.find((k) => k.algorithm === 'ES256')!;
    const others = listed.filter((k) => k.algorithm !== 'ES256');
    expect(original.status).toBe('signing');
    expect(others).toHaveLength(4);

    await harness.open(page, '/signing-keys');
    const rows = page.getByRole('table', { name: 'Signing keys' }).locator('tbody tr');
    await eventually(() => rows.count()).toBe(5);
    await page.getByRole('button', { name: 'Rotate EC signing key' }).click();
    await confirm(page, 'Rotate EC signing key');
    await eventually(() => rows.count()).toBe(6);
    const keys = (await gql('{ signingKeys { id algorithm status } }')).signingKeys;
    expect(keys.map((k: any) => `${k.algorithm} ${k.status}`)).toEqual(['ES256 signing', ...others.map((k) => `${k.algorithm} signing`), 'ES256 verifying']);
    expect(keys[5].id).toBe(original.id);
    expect(await page.locator(`tr[data-kid="${keys[0].id}"]`).textContent()).toMatch(new RegExp(`${keys[0].algorithm}.*Signing`));
    expect(await jwks()).toEqual(expect.arrayContaining([original.id, keys[0].id]));
    await harness.screenshot(page, 'signing-keys');

    // The dialog says what retiring does before anything happens.
    await page.locator(`tr[data-kid="${original.id}"]`).getByRole('button', { name: 'Retire' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('stops verifying');
    await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
    // The page's own token was signed with that key: the console signs in again (silently) and shows the one key left.
    await eventually(async () => (await jwks()).sort(), { timeout: 15_000 }).toEqual([keys[0].id, ...others.map((k) => k.id)].sort());
    await page.getByRole('heading', { level: 1, name: 'Signing keys' }).waitFor({ timeout: 15_000 });
    await eventually(() => page.locator(`tr[data-kid]`).count(), { timeout: 15_000 }).toBe(5);
    // The test's admin token was signed with it too: refused now.
    const refused = await fetch(`${harness.app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await harness.app.adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ signingKeys { id } }' }),
    });
    expect(refused.status).toBe(401);
  });
});
