// Issue 46 §5, §11 (SSO identities) and §12 as an administrator lives them in Chromium, at a desktop
// and a phone size: the audit log names users and applications, is filtered by user and by result,
// opens an entry in full; a user's and an application's Activity tabs list their entries; a deep
// link never shows "Page not found" while signing in again; an unknown ?tab= falls back to the
// first tab; the user's Identities tab shows enterprise SSO identities; the current section is
// marked in the menu; axe finds no serious or critical violation on any of these pages.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { DESKTOP, PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

const SAW_NOT_FOUND = 'audit-test:saw-not-found';

describe.skipIf(!hasChromium)('console: audit log, activity tabs, identities and deep links', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let alice: TestUser;
  let shop: TestClient;
  let refusedUsername: string;

  beforeAll(async () => {
    harness = await startConsole();
    const app = harness.app;
    alice = await createUser(app);
    shop = await createClient(app, 'Traditional');
    expect((await app.api('PATCH', `/applications/${shop.clientId}`, { name: 'Shop front' })).status).toBe(200);
    // Alice signs in at the shop: sign-in steps and a code grant, all hers.
    await signInAndGetTokens(app, { ...shop, username: alice.username, password: alice.password, scope: 'openid' });
    // A refused Management API change: an Error entry.
    refusedUsername = `taken_${Date.now()}`;
    expect((await app.api('POST', '/users', { username: refusedUsername })).status).toBe(200);
    expect((await app.api('POST', '/users', { username: refusedUsername })).status).toBe(422);
    // Alice's identity at an enterprise SSO connector: the row a SAML sign-in through it leaves.
    const connector = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Acme corporate SSO' });
    expect(connector.status, JSON.stringify(connector.body)).toBe(200);
    await app.running.services.db
      .insertInto('user_sso_identities')
      .values({
        id: `ssoid-${alice.id}`,
        user_id: alice.id,
        sso_connector_id: connector.body.id,
        issuer: 'https://idp.acme.example',
        identity_id: 'alice-at-acme',
        detail: JSON.stringify({ email: 'alice@acme.example' }),
        created_at: new Date(),
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

  async function expectAccessible(page: Page) {
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
  }

  /** The rows of a table, as text, without its header row. */
  async function rows(page: Page, table: string): Promise<string[]> {
    const all = await page.getByRole('table', { name: table }).getByRole('row').allInnerTexts();
    return all.slice(1);
  }

  /** Picks `option` in a Mantine Select, typing first when it searches as one types. */
  async function pick(page: Page, label: string, option: string, typed?: string) {
    const input = page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('combobox', { name: label, exact: true }))
      .first();
    await input.click();
    if (typed !== undefined) await input.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`at ${viewport.width}x${viewport.height}`, () => {
      let session: ConsolePage;
      let page: Page;
      beforeAll(async () => {
        session = await harness.signIn(harness.admin, viewport);
        page = session.page;
        page.setDefaultTimeout(15_000);
        // Every document of this tab (the sign-in pages, the callback, the console) watches its own
        // text from the first mutation on, and remembers in the tab's storage whether it ever said
        // "Page not found".
        await session.context.addInitScript(`{
          const key = ${JSON.stringify(SAW_NOT_FOUND)};
          const check = () => {
            if (document.body && document.body.textContent.includes('Page not found')) sessionStorage.setItem(key, location.href);
          };
          new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
        }`);
      });
      afterAll(async () => {
        await session?.context.close();
      });

      it('a deep link to a user signs in again and shows the user, never "Page not found"', async () => {
        await page.evaluate(`sessionStorage.removeItem(${JSON.stringify(SAW_NOT_FOUND)})`);
        await harness.open(page, `/users/${alice.id}`);
        await page.getByRole('heading', { level: 1, name: alice.username }).waitFor();
        expect(await page.evaluate(`sessionStorage.getItem(${JSON.stringify(SAW_NOT_FOUND)})`)).toBeNull();
        // The observer does see the words when they are there: an unknown address shows them.
        await harness.open(page, '/no-such-page');
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        expect(await page.evaluate(`sessionStorage.getItem(${JSON.stringify(SAW_NOT_FOUND)})`)).toContain('/no-such-page');
      });

      it('an unknown tab falls back to the first one', async () => {
        await harness.open(page, `/users/${alice.id}?tab=no-such-tab`);
        await eventually(() => page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
        await page.getByRole('button', { name: 'Save profile' }).waitFor();
        await harness.open(page, `/applications/${shop.clientId}?tab=roles`);
        // Roles is a machine-to-machine tab: a web application shows its settings instead.
        await eventually(() => page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
      });

      it("shows the user's enterprise SSO identity on the Identities tab", async () => {
        await harness.open(page, `/users/${alice.id}?tab=identities`);
        const sso = page.getByRole('table', { name: 'Enterprise SSO identities' });
        await sso.getByText('Acme corporate SSO').waitFor({ state: 'attached' });
        expect(await sso.innerText()).toContain('alice-at-acme');
        expect(await sso.innerText()).toContain('https://idp.acme.example');
        await harness.screenshot(page, `user-identities-${size}`);
        await expectAccessible(page);
      });

      it('filters the audit log by user and by result, names who and which application, and opens an entry', async () => {
        await harness.open(page, '/logs');
        if (size === 'desktop') {
          await eventually(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe(
            'page',
          );
        }
        const table = 'Audit log entries';
        // Names, not ids (the console's own sign-ins fill the first page by now).
        await page.getByRole('table', { name: table }).getByRole('link', { name: 'Tessera Console' }).first().waitFor({ state: 'attached' });
        await harness.screenshot(page, `audit-log-${size}`);
        await expectAccessible(page);

        // Users are offered as username · email (two users may share a name).
        await pick(page, 'User', `${alice.username} · ${alice.email}`, alice.username);
        await page.waitForURL((url) => url.searchParams.get('user') === alice.id);
        await eventually(async () => (await rows(page, table)).every((row) => row.includes(alice.username))).toBe(true);
        const hers = await rows(page, table);
        // (On a phone the table scrolls sideways: the column may be out of view.)
        await page.getByRole('table', { name: table }).getByRole('link', { name: 'Shop front' }).first().waitFor({ state: 'attached' });
        expect(hers.join('\n')).not.toContain(alice.id);
        expect(hers.some((row) => row.includes('Sign-in') && row.includes('Shop front'))).toBe(true);
        expect(hers.some((row) => row.includes('ExchangeTokenBy.AuthorizationCode'))).toBe(true);
        await harness.screenshot(page, `audit-log-by-user-${size}`);

        // Everyone's refusals.
        await harness.open(page, '/logs');
        await pick(page, 'Result', 'Error');
        await page.waitForURL((url) => url.searchParams.get('result') === 'Error');
        // The rows shown until the answer comes are the unfiltered ones: wait for the refusals only.
        await eventually(async () => {
          const refused = await rows(page, table);
          return (
            refused.every((row) => /\berror\b/i.test(row) && !/\bsuccess\b/i.test(row)) && refused.some((row) => row.includes('Management API: createUser'))
          );
        }).toBe(true);
        await expectAccessible(page);

        // The refused change in full.
        await page
          .getByRole('table', { name: table })
          .getByRole('row')
          .filter({ hasText: 'Management API: createUser' })
          .first()
          .getByRole('link', { name: /^Details of/ })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Management API: createUser' }).waitFor();
        await page.getByText('ManagementApi.createUser', { exact: true }).waitFor();
        const payload = await page.locator('pre[aria-labelledby="payload-title"]').innerText();
        expect(JSON.parse(payload)).toMatchObject({ key: 'ManagementApi.createUser', result: 'Error', error: { code: expect.any(String) } });
        await harness.screenshot(page, `audit-log-entry-${size}`);
        await expectAccessible(page);
      });

      it("lists a user's and an application's entries on their Activity tabs", async () => {
        await harness.open(page, `/users/${alice.id}?tab=activity`);
        const mine = 'Activity of this user';
        await eventually(async () => (await rows(page, mine)).some((row) => row.includes('Sign-in') && row.includes('Shop front'))).toBe(true);
        expect((await rows(page, mine)).every((row) => row.includes(alice.username))).toBe(true);
        await harness.screenshot(page, `user-activity-${size}`);
        await expectAccessible(page);

        await harness.open(page, `/applications/${shop.clientId}?tab=activity`);
        const its = 'Activity of this application';
        await eventually(async () => (await rows(page, its)).some((row) => row.includes('Token: authorization code') && row.includes(alice.username))).toBe(
          true,
        );
        expect((await rows(page, its)).every((row) => row.includes('Shop front'))).toBe(true);
        await harness.screenshot(page, `application-activity-${size}`);
        await expectAccessible(page);
        expect(session.errors.filter((e) => !e.includes('404'))).toEqual([]);
      });
    });
  }

  it("refreshes a webhook's delivery counts with the delivery log's Refresh", async () => {
    const receiver = await startReceiver();
    const session = await harness.signIn();
    try {
      const { page } = session;
      page.setDefaultTimeout(15_000);
      const hook = await harness.app.api('POST', '/hooks', { name: 'Counts', events: ['User.Created'], config: { url: receiver.url } });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      await harness.open(page, `/webhooks/${hook.body.id}?tab=deliveries`);
      await page.getByText(/last 24 h: 0 delivered, 0 failed, 0 pending/).waitFor();
      // A delivery made while the page is open: the header's counts follow on Refresh.
      await createUser(harness.app);
      await receiver.waitFor((all) => all.length > 0);
      await eventually(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByText(/last 24 h: 1 delivered, 0 failed, 0 pending/).count();
      }).toBe(1);
      // The log's table re-renders after the counts (it refetches on its own), so it is polled too.
      await eventually(() => page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    } finally {
      await session.context.close();
      await receiver.close();
    }
  });
});
