// express-openid-connect (Auth0's Express middleware), configured as its README shows for an app
// that calls APIs: issuer, base URL, client id and secret, a session secret, and the code flow
// (its default is the implicit id_token flow, which Tessera does not offer: docs/oidc.md). A
// person signs in in Chromium; the app reads req.oidc.user (the ID token's claims), refreshes
// its access token, reads userinfo, and signs out through Tessera's end-session endpoint.
import { auth } from 'express-openid-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { hasChromium, useBrowser } from '../helpers/browser.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserJson, registerApplication, signInThrough, startRelyingParty, type RelyingParty } from './relying-party.js';

describe.skipIf(!hasChromium)('express-openid-connect against Tessera', () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let rp: RelyingParty;
  let user: TestUser;

  beforeAll(async () => {
    rp = await startRelyingParty();
    user = await createUser(tessera);
    await tessera.api('PATCH', `/users/${user.id}`, { avatar: 'https://img.example.com/eoc.png' });
    const { clientId, clientSecret } = await registerApplication(tessera, 'express-openid-connect app', 'Traditional', {
      redirectUris: [`${rp.url}/callback`],
      postLogoutRedirectUris: [rp.url],
    });
    rp.app.use(
      auth({
        issuerBaseURL: `${tessera.url}/oidc`,
        baseURL: rp.url,
        clientID: clientId,
        clientSecret,
        secret: 'a long, randomly-generated string stored in env',
        authRequired: false,
        idpLogout: true,
        authorizationParams: { response_type: 'code', scope: 'openid profile email offline_access' },
      }),
    );
    rp.app.get('/', (req, res) => {
      res.json({ authenticated: req.oidc.isAuthenticated(), user: req.oidc.user ?? null });
    });
    rp.app.get('/refresh', async (req, res, next) => {
      try {
        const before = req.oidc.accessToken!.access_token;
        const refreshed = await req.oidc.accessToken!.refresh();
        res.json({ changed: refreshed.access_token !== before, expiresIn: refreshed.expires_in });
      } catch (error) {
        next(error);
      }
    });
    rp.app.get('/userinfo', async (req, res, next) => {
      try {
        res.json(await req.oidc.fetchUserInfo());
      } catch (error) {
        next(error);
      }
    });
  });
  afterAll(async () => {
    await rp?.close();
  });

  it('signs in, reads the profile from the ID token, refreshes, reads userinfo and signs out', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await signInThrough(page, `${rp.url}/login`, user, new RegExp(`^${rp.url}/$`));
    const signedIn = await browserJson(page, `${rp.url}/`);
    expect(signedIn.authenticated).toBe(true);
    expect(signedIn.user).toMatchObject({
      sub: user.id,
      name: `Name of ${user.username}`,
      email: user.email,
      email_verified: true,
      picture: 'https://img.example.com/eoc.png',
    });
    expect(await browserJson(page, `${rp.url}/refresh`)).toMatchObject({ changed: true });
    expect(await browserJson(page, `${rp.url}/userinfo`)).toMatchObject({ sub: user.id, email: user.email, name: `Name of ${user.username}` });

    await page.goto(`${rp.url}/logout`);
    await page.waitForURL(new RegExp(`^${rp.url}/?$`), { timeout: 20_000 });
    expect((await browserJson(page, `${rp.url}/`)).authenticated).toBe(false);
    // Tessera's session ended too: the next sign-in asks for the password again.
    await page.goto(`${rp.url}/login`);
    await page.waitForURL(/\/sign-in\?/, { timeout: 20_000 });
    await page.close();
  });
});
