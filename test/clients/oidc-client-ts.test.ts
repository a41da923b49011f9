// oidc-client-ts in Chromium, as a single-page application uses it (its README's settings:
// authority, client id, redirect and post-logout URIs, scopes; code flow with PKCE, its default):
// the page signs in through Tessera's sign-in page, reads user.profile (the ID token's claims),
// renews its tokens with the refresh token (signinSilent), and signs out with signoutRedirect.
// The library's own browser build is served by the test's relying party, unmodified.
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { arriveAt, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { registerApplication, startRelyingParty, type RelyingParty } from './relying-party.js';

const library = path.join(path.dirname(createRequire(import.meta.url).resolve('oidc-client-ts')), '..', 'browser', 'oidc-client-ts.min.js');

describe.skipIf(!hasChromium)('oidc-client-ts against Tessera', () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let rp: RelyingParty;
  let user: TestUser;

  beforeAll(async () => {
    rp = await startRelyingParty();
    user = await createUser(tessera);
    const { clientId } = await registerApplication(tessera, 'oidc-client-ts SPA', 'SPA', {
      redirectUris: [`${rp.url}/callback.html`],
      postLogoutRedirectUris: [`${rp.url}/signed-out.html`],
    });
    const settings = {
      authority: `${tessera.url}/oidc`,
      client_id: clientId,
      redirect_uri: `${rp.url}/callback.html`,
      post_logout_redirect_uri: `${rp.url}/signed-out.html`,
      scope: 'openid profile email offline_access',
    };
    const page = (script: string) =>
      `<!doctype html><html><head><script src="/oidc-client-ts.js"></script></head><body><script>` +
      `window.manager = new oidc.UserManager(${JSON.stringify(settings)});${script}</script></body></html>`;
    rp.app.get('/oidc-client-ts.js', (_req, res) => res.sendFile(library));
    rp.app.get('/', (_req, res) => res.type('html').send(page('')));
    rp.app.get('/callback.html', (_req, res) =>
      res.type('html').send(page('window.signedIn = manager.signinRedirectCallback().then((u) => u.toStorageString(), (e) => Promise.reject(String(e)));')),
    );
    rp.app.get('/signed-out.html', (_req, res) => res.type('html').send(page('window.signedOut = manager.signoutRedirectCallback().then(() => true);')));
  });
  afterAll(async () => {
    await rp?.close();
  });

  it('signs in with PKCE, reads user.profile, renews with the refresh token and signs out', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(`${rp.url}/`);
    await page.evaluate(() => {
      // Navigates away: not awaited in the page.
      void (globalThis as any).manager.signinRedirect();
    });
    await signInOnPage(page, user);
    await arriveAt(page, /\/callback\.html\?/, 20_000);
    const signedIn = JSON.parse(await page.evaluate(() => (globalThis as any).signedIn as Promise<string>));
    expect(signedIn.profile).toMatchObject({ sub: user.id, name: `Name of ${user.username}`, email: user.email, email_verified: true });
    expect(signedIn.refresh_token).toBeTruthy();

    // Renewal: the refresh_token grant from the browser (CORS), a new access token.
    const renewed = await page.evaluate(async () => {
      const u = await (globalThis as any).manager.signinSilent();
      return { accessToken: u.access_token as string, name: u.profile.name as string };
    });
    expect(renewed.accessToken).not.toBe(signedIn.access_token);
    expect(renewed.name).toBe(`Name of ${user.username}`);

    // Sign-out with the ID token as hint: no confirmation, back at the post-logout page.
    await page.evaluate(() => {
      void (globalThis as any).manager.signoutRedirect();
    });
    await arriveAt(page, /\/signed-out\.html/, 20_000);
    expect(await page.evaluate(() => (globalThis as any).signedOut as Promise<boolean>)).toBe(true);
    await page.goto(`${rp.url}/`);
    await page.evaluate(() => {
      // Navigates away: not awaited in the page.
      void (globalThis as any).manager.signinRedirect();
    });
    await arriveAt(page, /\/sign-in\?/, 20_000);
    await page.close();
  });
});
