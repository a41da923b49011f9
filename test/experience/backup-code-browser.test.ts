// Issue 17's "done": in a real browser (Debian's Chromium through playwright-core), a backup code
// signs in once and not twice. The user enabled TOTP through the Account API and kept the codes
// it answered; the MFA page offers "Use a backup code instead"; the code finishes the sign-in and
// the page tells how many are left; the same code in a second sign-in is refused on the page.
// Screenshots of each page at desktop and phone sizes go to test-results/. Skipped only when
// /usr/bin/chromium is missing.
import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';
import { verifiedAccountClient } from './helpers/json-client.js';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

describe.skipIf(!hasChromium)('backup codes in a real browser', () => {
  const app = useTestApp();
  const browser = useBrowser();
  let web: TestClient;

  beforeAll(async () => {
    web = await createClient(app, 'Traditional');
    mkdirSync('test-results', { recursive: true });
  });

  async function enrol(user: TestUser): Promise<string[]> {
    const me = await verifiedAccountClient(app, user.id, user.password);
    const started = await me.call('POST', '/api/my-account/mfa/totp');
    const verified = await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret: started.body.secret }) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.backupCodes as string[];
  }

  /** Opens the client's authorization URL; `callback` resolves with the URL the browser is sent back to. */
  async function authorize(page: Page) {
    const { challenge } = pkcePair();
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'backup-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    let reached: URL | undefined;
    const callback = clientCallback(page, web.redirectUri).then((url) => (reached = url));
    await page.goto(url.toString());
    return { callback, reached: () => reached };
  }

  async function shoot(page: Page, name: string) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `test-results/backup-code-${name}-${size}.png`, fullPage: true });
    }
    await page.setViewportSize(SIZES.desktop);
  }

  /** Password sign-in up to the MFA page, then to the backup code form. */
  async function toBackupCodeForm(page: Page, user: TestUser, screenshots = false) {
    await signInOnPage(page, user);
    await page.waitForURL(/\/sign-in\/mfa\?/);
    if (screenshots) await shoot(page, 'mfa');
    await page.getByRole('link', { name: 'Use a backup code instead' }).click();
    await page.waitForURL(/\/sign-in\/mfa\/backup-code\?/);
    if (screenshots) await shoot(page, 'form');
  }

  it('a backup code signs in once and not twice', async () => {
    const user = await createUser(app);
    const codes = await enrol(user);

    const page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    const first = await authorize(page);
    await toBackupCodeForm(page, user, true);
    await page.getByLabel('Backup code').fill(codes[0]!);
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('#remaining').textContent()).toBe('You have 9 backup codes left.');
    await shoot(page, 'accepted');
    await page.click('#continue');
    const back = await first.callback;
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe('backup-state');

    // A second sign-in (another browser) with the same code: refused on the page, no callback.
    const again = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    const second = await authorize(again);
    await toBackupCodeForm(again, user);
    await again.getByLabel('Backup code').fill(codes[0]!);
    const refused = again.waitForResponse((r) => r.url().includes('/sign-in/mfa/backup-code') && r.request().method() === 'POST');
    await again.click('button[type=submit]');
    expect((await refused).status()).toBe(400);
    await expect.poll(() => again.locator('#form-error').textContent()).toBe('The backup code is not right, or was used already.');
    expect(await again.getByLabel('Backup code').getAttribute('aria-invalid')).toBe('true');
    await shoot(again, 'refused');
    expect(second.reached()).toBeUndefined();

    // Another code still finishes it.
    await again.getByLabel('Backup code').fill(codes[1]!);
    await again.click('button[type=submit]');
    await expect.poll(() => again.locator('#remaining').textContent()).toBe('You have 8 backup codes left.');
    await again.click('#continue');
    expect((await second.callback).searchParams.get('code')).toBeTruthy();
  });
  it('speaks the browser language (French): the form, a malformed and a wrong code, and the count left with its plural', async () => {
    const user = await createUser(app);
    const codes = await enrol(user);
    const page = await (await browser.newContext({ viewport: SIZES.desktop, locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr' } })).newPage();
    const { callback } = await authorize(page);
    await page.waitForURL(/\/sign-in\?/);
    await page.getByLabel('Nom d’utilisateur ou adresse e-mail').fill(user.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/sign-in\/mfa\?/);
    await page.getByRole('link', { name: 'Utiliser plutôt un code de secours' }).click();
    await page.waitForURL(/\/sign-in\/mfa\/backup-code\?/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Utiliser un code de secours');
    await page.getByLabel('Code de secours').fill('??');
    await page.click('button[type=submit]');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Un code de secours se compose de lettres et de chiffres, comme xxxx-xxxx-xxxx (les tirets et les espaces sont ignorés).',
    );
    await page.getByLabel('Code de secours').fill('zzzzzzzzzzzz');
    await page.click('button[type=submit]');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Le code de secours est incorrect ou a déjà été utilisé.');
    await shoot(page, 'fr-wrong');
    await page.getByLabel('Code de secours').fill(codes[0]!);
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('#remaining').textContent()).toBe('Il vous reste 9 codes de secours.');
    await expect(page.locator('h1').textContent()).resolves.toBe('Code de secours accepté');
    await shoot(page, 'fr-accepted');
    await page.getByRole('link', { name: 'Continuer' }).click();
    expect((await callback).searchParams.get('code')).toBeTruthy();
    await page.context().close();
  });
});
