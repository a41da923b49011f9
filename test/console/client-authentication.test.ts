// The console's client authentication settings on an application's page, in Chromium: a
// confidential application switched to private_key_jwt with pasted public keys; a private key
// pasted by mistake is refused under the field, and the stored settings are checked through the API;
// a web application's ID token algorithm chosen in its select (a machine-to-machine one has none);
// its pushed authorization requests switch, which /oidc/auth then holds it to.
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: client authentication of an application', { timeout: 120_000 }, () => {
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

  it('sets private_key_jwt with pasted public keys; a private key is refused next to the field', async () => {
    const created = await harness.app.api('POST', '/applications', { name: 'Batch job', type: 'MachineToMachine' });
    const id = created.body.id as string;
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'batch-1', alg: 'ES256' };

    await harness.open(page, `/applications/${id}`);
    await page.getByLabel('Authentication method', { exact: true }).first().click();
    await page.getByRole('option', { name: /private_key_jwt/ }).click();
    const keys = page.getByLabel('Public keys (JWK Set)', { exact: true });
    await keys.fill(JSON.stringify({ keys: [await exportJWK(privateKey)] }));
    await page.getByRole('button', { name: 'Save client authentication' }).click();
    await page.getByText(/holds private key material/).waitFor();
    expect((await harness.app.api('GET', `/applications/${id}`)).body.oidcClientMetadata.tokenEndpointAuthMethod).toBe('client_secret_basic');

    await keys.fill(JSON.stringify({ keys: [publicJwk] }));
    await page.getByRole('button', { name: 'Save client authentication' }).click();
    await page.getByText('Client authentication saved').waitFor();
    expect((await harness.app.api('GET', `/applications/${id}`)).body.oidcClientMetadata).toMatchObject({
      tokenEndpointAuthMethod: 'private_key_jwt',
      jwks: { keys: [publicJwk] },
      jwksUri: null,
    });
    // A machine-to-machine application gets no ID token: no algorithm to choose.
    expect(await page.getByRole('combobox', { name: 'ID token algorithm' }).count()).toBe(0);
  });

  it("chooses a web application's ID token algorithm in its select; the application keeps it", async () => {
    const created = await harness.app.api('POST', '/applications', {
      name: 'Intranet',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://intranet.example.com/cb'] },
    });
    const id = created.body.id as string;
    await harness.open(page, `/applications/${id}`);
    const select = page.getByRole('combobox', { name: 'ID token algorithm' });
    expect(await select.inputValue()).toMatch(/^RS256/);
    await select.click();
    await page.getByRole('option', { name: /^EdDSA/ }).click();
    await page.getByText('ID tokens are signed with EdDSA from now on').waitFor();
    expect((await harness.app.api('GET', `/applications/${id}`)).body.customClientMetadata.idTokenSignedResponseAlg).toBe('EdDSA');
  });

  it('requires pushed authorization requests of a web application with its switch; /oidc/auth then refuses a direct request', async () => {
    const created = await harness.app.api('POST', '/applications', {
      name: 'Banking portal',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://portal.example.com/cb'] },
    });
    const id = created.body.id as string;
    await harness.open(page, `/applications/${id}`);
    const toggle = page.getByRole('switch', { name: 'Require pushed authorization requests (PAR)' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Authorization requests must now be pushed (PAR)').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect((await harness.app.api('GET', `/applications/${id}`)).body.oidcClientMetadata.requirePushedAuthorizationRequests).toBe(true);
    await harness.screenshot(page, 'application-pushed-authorization');

    const direct = new URL(`${harness.app.url}/oidc/auth`);
    direct.search = new URLSearchParams({ client_id: id, response_type: 'code', redirect_uri: 'https://portal.example.com/cb', scope: 'openid' }).toString();
    const refused = await fetch(direct, { redirect: 'manual' });
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    // A machine-to-machine application makes no authorization requests: no switch.
    const m2m = await harness.app.api('POST', '/applications', { name: 'Nightly sync', type: 'MachineToMachine' });
    await harness.open(page, `/applications/${m2m.body.id as string}`);
    await page.getByRole('button', { name: 'Save client authentication' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Require pushed authorization requests (PAR)' }).count()).toBe(0);
  });
});
