// A real browser (Debian's Chromium through playwright-core) and a third-party application: the
// consent screen shows after sign-in, Allow sends the browser back with a code whose tokens verify
// against the JWKS, the next sign-in needs no screen, and once the user revokes the grant through
// the Account API the screen comes back. Screenshots of the page at 1280x800 and 390x844 go to
// test-results/. Skipped only when /usr/bin/chromium is missing.
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createResource, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';
import { accountToken, JsonClient } from './helpers/json-client.js';

const ORG_SCOPE = 'urn:logto:scope:organizations';
const ORG_RESOURCE = 'urn:logto:resource:organizations';

describe.skipIf(!hasChromium)('the consent screen in a real browser', () => {
  let app: TestApp;
  const browser = useBrowser();
  let user: TestUser;
  let api: { id: string; indicator: string };
  let client: { id: string; secret: string; redirectUri: string };
  let orgA: string;

  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await app.api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };

  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    app = await startTestApp();
    user = await createUser(app);
    api = await createResource(app, { scopes: ['read:calendar', 'write:calendar'], grantTo: { userId: user.id, granted: ['read:calendar'] } });
    const scopes = (await ok('GET', `/resources/${api.id}/scopes`)) as Array<{ id: string; name: string }>;
    await ok('PATCH', `/resources/${api.id}/scopes/${scopes.find((s) => s.name === 'read:calendar')!.id}`, { description: 'See your calendar events' });
    const orgScope = await ok('POST', '/organization-scopes', {
      name: `read:projects-${randomBytes(3).toString('hex')}`,
      description: 'See the projects of an organization',
    });
    orgA = (await ok('POST', '/organizations', { name: 'Acme Corp' })).id;
    const orgB = (await ok('POST', '/organizations', { name: 'Globex' })).id;
    await ok('POST', `/organizations/${orgA}/users`, { userIds: [user.id] });
    await ok('POST', `/organizations/${orgB}/users`, { userIds: [user.id] });
    // https on a name that never resolves: the browser's route answers it (port 9 is one Chromium refuses to redirect to).
    const redirectUri = `https://partner.example.com/callback/${randomBytes(4).toString('hex')}`;
    const created = await ok('POST', '/applications', {
      name: 'Calendar Sync by Partner',
      type: 'Traditional',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    client = { id: created.id, secret: created.secret, redirectUri };
    await ok('POST', `/applications/${client.id}/user-consent-scopes`, {
      userScopes: ['profile', 'email', ORG_SCOPE],
      resourceScopes: [scopes.find((s) => s.name === 'read:calendar')!.id],
      organizationScopes: [orgScope.id],
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Opens the client's authorization URL; resolves with the callback URL the browser is sent to. */
  async function authorize(page: Page, challenge: string) {
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams(<Array<[string, string]>>[
      ['response_type', 'code'],
      ['client_id', client.id],
      ['redirect_uri', client.redirectUri],
      ['scope', `openid profile email offline_access read:calendar ${ORG_SCOPE}`],
      ['resource', api.indicator],
      ['resource', ORG_RESOURCE],
      ['state', 'browser-state'],
      ['code_challenge', challenge],
      ['code_challenge_method', 'S256'],
    ]).toString();
    // The client is not running: answer its callback in the browser and report the URL. A
    // redirect straight from /oidc/auth is not routed, so the request itself is watched too (and
    // the navigation's failure to reach the client is expected).
    const callback = new Promise<URL>((resolve) => {
      page.on('request', (request) => {
        if (request.url().startsWith(client.redirectUri)) resolve(new URL(request.url()));
      });
      void page.route(`${client.redirectUri}**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'client callback' }));
    });
    await page.goto(url.toString()).catch(() => undefined);
    return callback;
  }

  const signIn = (page: Page) => signInOnPage(page, user);

  it('shows the consent screen, remembers Allow, and shows it again after the grant is revoked', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const first = pkcePair();
    const callback = authorize(page, first.challenge);
    await signIn(page);
    await page.waitForURL(/\/consent\?/);
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Calendar Sync by Partner');
    const text = (await main.textContent())!;
    expect(text).toContain('See your calendar events');
    expect(text).toContain('Your email address');
    expect(text).not.toContain('write:calendar');
    await expect.poll(() => page.getByLabel('Acme Corp').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/consent-1280x800.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/consent-390x844.png', fullPage: true });
    await page.getByLabel('Acme Corp').check();
    await page.getByRole('button', { name: 'Allow' }).click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).toBe('browser-state');

    const tokens = await tokenRequest(app, client.id, client.secret, {
      grant_type: 'authorization_code',
      code: landed.searchParams.get('code')!,
      redirect_uri: client.redirectUri,
      code_verifier: first.verifier,
      resource: api.indicator,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const access = await jwtVerify(tokens.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator, algorithms: ['ES256'] });
    expect(access.payload).toMatchObject({ sub: user.id, client_id: client.id, scope: 'read:calendar' });
    const id = await jwtVerify(tokens.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: client.id });
    expect(id.payload.organizations).toEqual([orgA]);

    // Signed in already, the same request: no screen, straight back with a code.
    const page2 = await context.newPage();
    const again = await authorize(page2, pkcePair().challenge);
    expect(again.searchParams.get('code')).toBeTruthy();

    // The user takes the grant back (Account API); the screen comes back.
    const me = new JsonClient(app.url, await accountToken(app, user.id));
    const grants = (await me.call('GET', '/api/my-account/grants?appType=thirdParty')).body.grants as Array<{ id: string }>;
    expect(grants.length).toBeGreaterThan(0);
    for (const grant of grants.slice(0, 1)) expect((await me.call('DELETE', `/api/my-account/grants/${grant.id}`)).status).toBe(204);
    const refreshed = await tokenRequest(app, client.id, client.secret, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refreshed.body.error).toBe('invalid_grant');

    const page3 = await context.newPage();
    const denied = authorize(page3, pkcePair().challenge);
    await page3.waitForURL(/\/consent\?/);
    await expect.poll(() => page3.locator('main').textContent()).toContain('Calendar Sync by Partner');
    // The organizations granted before went with the consent.
    expect(await page3.getByLabel('Acme Corp').isChecked()).toBe(false);
    await page3.getByRole('button', { name: 'Deny' }).click();
    expect((await denied).searchParams.get('error')).toBe('access_denied');
    await context.close();
  });
  it('speaks the language the browser asks for (French): its words and the user-scope descriptions, while resource scopes stay as written', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    const page = await context.newPage();
    const denied = authorize(page, pkcePair().challenge);
    await page.waitForURL(/\/sign-in\?/);
    await page.getByLabel('Nom d’utilisateur ou adresse e-mail').fill(user.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(/\/consent\?/);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect(page.locator('h1').textContent()).resolves.toBe('Autoriser l’accès');
    await expect(page.locator('main > p').first().textContent()).resolves.toBe('Calendar Sync by Partner souhaite accéder à votre compte.');
    const text = (await page.locator('main').textContent())!;
    expect(text).toContain('Connecté en tant que ');
    expect(text).toContain('Votre adresse e-mail (email)');
    expect(text).toContain('Votre nom, votre nom d’utilisateur et votre photo (profile)');
    expect(text).not.toContain('Your email address');
    expect(text).toContain('See your calendar events');
    await expect(page.getByRole('button', { name: 'Autoriser', exact: true }).count()).resolves.toBe(1);
    await page.screenshot({ path: 'test-results/consent-fr-1280x800.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/consent-fr-390x844.png', fullPage: true });
    await page.getByRole('button', { name: 'Refuser' }).click();
    expect((await denied).searchParams.get('error')).toBe('access_denied');
    await context.close();
  });
});
