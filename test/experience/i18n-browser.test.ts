// The translated, branded pages in a real browser (Debian's Chromium through playwright-core):
// `ui_locales=de` renders German (lang, labels, the error after a wrong password), a browser whose
// Accept-Language is Japanese gets Japanese and can sign in through it, and the branding (product
// name, a logo from another origin let in by the CSP, the primary colour, the dark theme) shows.
// Screenshots at 1280x800 and 390x844 go to test-results/. Skipped only without /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, useBrowser } from '../helpers/browser.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
// The tests' tsconfig has no DOM library: what runs in the page is typed by hand.
interface InPage {
  getComputedStyle(element: unknown): { backgroundColor: string; color: string };
  Image: new () => { src: string; onload: (() => void) | null; onerror: (() => void) | null };
}
/** Background and text colour of an element, as the browser computed them (runs in the page: self-contained). */
const colours = (element: unknown) => {
  const style = (globalThis as unknown as InPage).getComputedStyle(element);
  return [style.backgroundColor, style.color];
};
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#b00020"/><text x="48" y="28" font-family="sans-serif" font-size="20" fill="#b00020">ACME</text></svg>`;

describe.skipIf(!hasChromium)('translated and branded pages in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let web: TestClient;
  let user: TestUser;
  let logoServer: Server;
  let logoUrl: string;
  let logoRequests = 0;

  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    // The logo lives on another origin (another port), as a CDN would.
    logoServer = createServer((_req, res) => {
      logoRequests++;
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO);
    });
    await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
    logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/acme.svg`;
    app = await startTestApp();
    web = await createClient(app, 'Traditional');
    user = await createUser(app);
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => logoServer?.close(resolve));
  });

  /** Opens the client's authorization URL and waits for the sign-in page; `callback` resolves with the URL the browser is sent back to. */
  async function authorize(page: Page, extra: Record<string, string> = {}) {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'i18n-state',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    await page.waitForURL(/\/sign-in\?/);
    return { callback };
  }

  async function newPage(options: BrowserContextOptions = {}) {
    return (await browser.newContext({ viewport: SIZES[0], ...options })).newPage();
  }

  async function screenshots(page: Page, name: string) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `test-results/i18n-${name}-${size.width}x${size.height}.png`, fullPage: true });
    }
    await page.setViewportSize(SIZES[0]!);
  }

  it('ui_locales=de renders the sign-in page in German, and its error after a wrong password', async () => {
    const page = await newPage({ extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
    await authorize(page, { ui_locales: 'de' });
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expect(page.title()).resolves.toBe('Anmelden · Tessera');
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(user.username);
    await page.getByLabel('Passwort', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Benutzername, E-Mail-Adresse oder Passwort ist falsch.');
    // The answer re-renders the same URL. The alert is at the top of the new document: wait for
    // all of it before counting what comes below (a script may still hold the parser).
    await page.waitForLoadState('load');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' }).count()).resolves.toBe(1);
    await screenshots(page, 'de-error');
    await page.context().close();
  });

  it('a browser asking for Japanese (Accept-Language: ja) gets Japanese and signs in through it', async () => {
    const page = await newPage({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } });
    const { callback } = await authorize(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await expect(page.locator('h1').textContent()).resolves.toBe('サインイン');
    await page.getByLabel('ユーザー名またはメールアドレス').fill(user.username);
    await page.getByLabel('パスワード', { exact: true }).fill(user.password);
    await screenshots(page, 'ja');
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    const done = await callback;
    expect(done.searchParams.get('code')).toBeTruthy();
    expect(done.searchParams.get('state')).toBe('i18n-state');
    await page.context().close();
  });

  it('ui_locales=fr renders the code sign-in pages (added after the translations) in French', async () => {
    const methods = [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
    ];
    expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods } })).status).toBe(200);
    try {
      const page = await newPage({ extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
      await authorize(page, { ui_locales: 'fr' });
      await page.getByRole('link', { name: 'Recevoir un code par e-mail' }).click();
      await page.waitForURL(/\/sign-in\/code\?/);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await expect(page.title()).resolves.toBe('Se connecter avec un code · Tessera');
      await expect(page.locator('p.note').textContent()).resolves.toBe(
        'Nous vous enverrons par e-mail un code à 6 chiffres pour vous connecter. Aucun mot de passe n’est nécessaire.',
      );
      await screenshots(page, 'fr-code-start');
      // An address no account uses: no code is sent, and the page reads as for an account.
      await page.getByLabel('Adresse e-mail').fill('nobody-i18n@example.com');
      await page.getByRole('button', { name: 'Envoyer le code' }).click();
      await expect(page.locator('h1').textContent()).resolves.toBe('Saisissez votre code');
      await expect(page.locator('p.note').textContent()).resolves.toBe(
        'Si vous pouvez vous connecter avec nobody-i18n@example.com, un code à 6 chiffres est en route. Il est valable 10 minutes.',
      );
      await expect(page.locator('p.note strong').textContent()).resolves.toBe('nobody-i18n@example.com');
      await page.getByLabel('Code de vérification').fill('000000');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Le code est incorrect.');
      await page.waitForLoadState('load');
      await expect(page.getByRole('link', { name: 'Envoyer un nouveau code' }).count()).resolves.toBe(1);
      await screenshots(page, 'fr-code-error');
      await page.context().close();
    } finally {
      const defaults = (['username', 'email', 'phone'] as const).map((identifier) => ({
        identifier,
        password: true,
        verificationCode: false,
        isPasswordPrimary: true,
      }));
      await app.api('PATCH', '/sign-in-exp', { signIn: { methods: defaults } });
    }
  });

  it('shows the product name, the logo from its own origin, the primary colour and the dark theme', async () => {
    const patched = await app.api('PATCH', '/sign-in-exp', {
      productName: 'Acme ID',
      branding: { logoUrl },
      color: { primaryColor: '#b00020', isDarkModeEnabled: true, darkPrimaryColor: '#ffb4ab' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    try {
      const light = await newPage({ colorScheme: 'light', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
      await authorize(light);
      await expect(light.title()).resolves.toBe('Connexion · Acme ID');
      await expect(light.locator('.brand span').textContent()).resolves.toBe('Acme ID');
      const logo = light.getByRole('img', { name: 'Logo de Acme ID' });
      // Loaded, not blocked: the CSP's img-src names the logo's origin.
      await expect
        .poll(() =>
          logo.evaluate(
            (img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth,
          ),
        )
        .toBe(120);
      expect(logoRequests).toBeGreaterThan(0);
      const button = light.getByRole('button', { name: 'Se connecter', exact: true });
      expect(await button.evaluate(colours)).toEqual(['rgb(176, 0, 32)', 'rgb(255, 255, 255)']);
      await screenshots(light, 'branded-fr-light');
      await light.context().close();

      const dark = await newPage({ colorScheme: 'dark', extraHTTPHeaders: { 'Accept-Language': 'zh-CN' } });
      await authorize(dark);
      await expect(dark.locator('h1').textContent()).resolves.toBe('登录');
      const darkButton = dark.getByRole('button', { name: '登录', exact: true });
      // Light pink needs dark text; the card goes dark.
      expect(await darkButton.evaluate(colours)).toEqual(['rgb(255, 180, 171)', 'rgb(17, 17, 17)']);
      expect((await dark.locator('main').evaluate(colours))[0]).toBe('rgb(28, 28, 30)');
      await screenshots(dark, 'branded-zh-dark');
      await dark.context().close();
    } finally {
      await app.api('PATCH', '/sign-in-exp', {
        productName: 'Tessera',
        branding: { logoUrl: '' },
        color: { primaryColor: '#0a58ca', isDarkModeEnabled: false },
      });
    }
  });

  it('a logo from an origin the settings do not name is blocked by the CSP', async () => {
    // The page's CSP is fixed by the settings, not by what a page contains: an image from the
    // logo server is refused when no logo is configured.
    const page = await newPage();
    await authorize(page);
    const loaded = await page.evaluate(async (src) => {
      const img = new (globalThis as unknown as InPage).Image();
      img.src = src;
      return new Promise<boolean>((resolve) => {
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
      });
    }, logoUrl);
    expect(loaded).toBe(false);
    await page.context().close();
  });
});
