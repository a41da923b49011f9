// @logto/express (the compatible product's Express SDK), configured as its README shows: the
// endpoint, app id and secret, the app's base URL, and express-session; `handleAuthRoutes` serves
// /logto/sign-in, /logto/sign-in-callback and /logto/sign-out, and `withLogto` puts the user on
// `req.user`. A person signs in in Chromium; the app reads the ID token's claims and userinfo,
// gets an access token for an API resource, and signs out through Tessera's end-session endpoint.
import { handleAuthRoutes, withLogto, type LogtoExpressConfig } from '@logto/express';
import session from 'express-session';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { hasChromium, useBrowser } from '../helpers/browser.js';
import { createResource, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserJson, registerApplication, signInThrough, startRelyingParty, type RelyingParty } from './relying-party.js';

describe.skipIf(!hasChromium)('@logto/express against Tessera', () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let rp: RelyingParty;
  let user: TestUser;
  let api: { id: string; indicator: string };

  beforeAll(async () => {
    rp = await startRelyingParty();
    user = await createUser(tessera);
    api = await createResource(tessera, { scopes: ['read:orders'], grantTo: { userId: user.id, granted: ['read:orders'] } });
    const { clientId, clientSecret } = await registerApplication(tessera, '@logto/express app', 'Traditional', {
      redirectUris: [`${rp.url}/logto/sign-in-callback`],
      postLogoutRedirectUris: [rp.url],
    });
    const config: LogtoExpressConfig = {
      endpoint: tessera.url,
      appId: clientId,
      appSecret: clientSecret,
      baseUrl: rp.url,
      scopes: ['email', 'read:orders'],
      resources: [api.indicator],
    };
    rp.app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false, cookie: { maxAge: 14 * 24 * 60 * 60 * 1000 } }));
    rp.app.use(handleAuthRoutes(config));
    rp.app.get('/', withLogto(config), (req, res) => {
      res.json({ isAuthenticated: req.user.isAuthenticated, claims: req.user.claims ?? null });
    });
    rp.app.get('/details', withLogto({ ...config, fetchUserInfo: true, getAccessToken: true, resource: api.indicator }), (req, res) => {
      res.json({ userInfo: req.user.userInfo ?? null, accessToken: req.user.accessToken ?? null });
    });
  });
  afterAll(async () => {
    await rp?.close();
  });

  it('signs in, reads the ID token claims and userinfo, gets an API token and signs out', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await signInThrough(page, `${rp.url}/logto/sign-in`, user, new RegExp(`^${rp.url}/$`));
    const signedIn = await browserJson(page, `${rp.url}/`);
    expect(signedIn.isAuthenticated).toBe(true);
    expect(signedIn.claims).toMatchObject({
      sub: user.id,
      iss: `${tessera.url}/oidc`,
      name: `Name of ${user.username}`,
      username: user.username,
      email: user.email,
    });

    const details = await browserJson(page, `${rp.url}/details`);
    expect(details.userInfo).toMatchObject({ sub: user.id, email: user.email });
    const { payload } = await jwtVerify(details.accessToken, createRemoteJWKSet(new URL(`${tessera.url}/oidc/jwks`)), {
      issuer: `${tessera.url}/oidc`,
      audience: api.indicator,
    });
    expect(payload.sub).toBe(user.id);
    expect(payload.scope).toBe('read:orders');

    await page.goto(`${rp.url}/logto/sign-out`);
    // The SDK sends client_id and no id_token_hint: Tessera asks the person to confirm first, so
    // that another site cannot sign them out (docs/oidc.md, Sessions).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(new RegExp(`^${rp.url}/?$`), { timeout: 20_000 });
    expect((await browserJson(page, `${rp.url}/`)).isAuthenticated).toBe(false);
    // Tessera's session ended too: the next sign-in asks for the password again.
    await page.goto(`${rp.url}/logto/sign-in`);
    await page.waitForURL(/\/sign-in\?/, { timeout: 20_000 });
    await page.close();
  });
});
