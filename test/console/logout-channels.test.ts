// The console's sign-out settings on an application's page, in Chromium: the back-channel and
// front-channel logout URIs and their session switches saved (checked through the API), a URI
// with a fragment refused under its field, and the recent back-channel deliveries listed once a
// session the application was signed in to ended. A machine-to-machine application has none.
import http from 'node:http';
import { decodeJwt } from 'jose';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { waitFor } from '../helpers/wait-for.js';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: sign-out settings of an application', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let receiver: http.Server;
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('ok')));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  it('saves both logout URIs and their switches, refuses a fragment next to the field, and lists back-channel deliveries', async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const created = await harness.app.api('POST', '/applications', {
      name: 'Orders portal',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: ['http://127.0.0.1:9/'] },
    });
    const { id, secret } = created.body as { id: string; secret: string };

    await harness.open(page, `/applications/${id}`);
    const backchannel = page.getByLabel('Back-channel logout URI', { exact: true });
    await backchannel.fill('https://orders.example.com/logout#now');
    await page.getByRole('button', { name: 'Save logout settings' }).click();
    await page.getByText('backchannelLogoutUri must not contain a fragment').waitFor();

    await backchannel.fill(`${receiverUrl}/backchannel`);
    await page.getByLabel('Include the session id (sid) in logout tokens').check();
    await page.getByLabel('Front-channel logout URI', { exact: true }).fill('http://127.0.0.1:9/frontchannel');
    await page.getByLabel('Add iss and sid to the front-channel URI').check();
    await page.getByRole('button', { name: 'Save logout settings' }).click();
    await page.getByText('Logout settings saved').waitFor();
    expect((await harness.app.api('GET', `/applications/${id}`)).body.oidcClientMetadata).toMatchObject({
      backchannelLogoutUri: `${receiverUrl}/backchannel`,
      backchannelLogoutSessionRequired: true,
      frontchannelLogoutUri: 'http://127.0.0.1:9/frontchannel',
      frontchannelLogoutSessionRequired: true,
    });

    // A user signs in to the application and an administrator ends the session: one delivery.
    const user = await createUser(harness.app);
    const tokens = await signInAndGetTokens(harness.app, {
      clientId: id,
      clientSecret: secret,
      redirectUri,
      username: user.username,
      password: user.password,
      scope: 'openid',
    });
    const sid = decodeJwt(tokens.id_token!).sid as string;
    expect((await harness.app.api('DELETE', `/users/${user.id}/sessions/${sid}`)).status).toBe(204);
    await waitFor(async () => ((await harness.app.api('GET', `/applications/${id}/backchannel-logout-logs`)).body as unknown[]).length > 0, {
      intervalMs: 50,
      what: 'the back-channel logout delivered',
    });
    await harness.open(page, `/applications/${id}`);
    const table = page.getByRole('table', { name: 'Back-channel logout attempts' });
    await table.getByText(sid).waitFor();
    await expect(table.getByText('success (attempt 1)').count()).resolves.toBe(1);
    await harness.screenshot(page, 'application-sign-out-settings');

    // A machine-to-machine application signs nobody in: no sign-out settings.
    const m2m = await harness.app.api('POST', '/applications', { name: 'Nightly job', type: 'MachineToMachine' });
    await harness.open(page, `/applications/${m2m.body.id}`);
    await page.getByRole('button', { name: 'Save client authentication' }).waitFor();
    expect(await page.getByLabel('Back-channel logout URI', { exact: true }).count()).toBe(0);
  });
});
