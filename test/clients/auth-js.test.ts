// Auth.js for Express (@auth/express, on @auth/core), configured as its docs show: a generic OIDC
// provider ({ id, name, type: 'oidc', issuer, clientId, clientSecret }) and its built-in Logto
// provider (clientId, clientSecret, issuer), with AUTH_SECRET and AUTH_TRUST_HOST given as the
// config's `secret` and `trustHost` (the test's worker shares process.env with other files).
// A person signs in in Chromium from Auth.js's own sign-in page; Auth.js's session
// (GET /auth/session, and getSession in a route) carries the name, email and picture of Tessera's
// ID token; Auth.js's sign-out ends its session. That sign-out does not reach Tessera (Auth.js has
// no RP-initiated logout), so Tessera's session goes on: the next sign-in asks for no password.
//
// Mounted at '/auth', not the docs' '/auth/*': that is Express 4 syntax, which Express 5 refuses
// (a wildcard needs a name there), and with a named wildcard @auth/express no longer finds its
// base path (it reads req.params[0]); a plain prefix gives it '/auth'.
import { ExpressAuth, getSession, type ExpressAuthConfig } from '@auth/express';
import Logto from '@auth/express/providers/logto';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { arriveAt, hasChromium, useBrowser } from '../helpers/browser.js';
import { createUser } from '../helpers/oidc-fixtures.js';
import { browserJson, registerApplication, signInThrough, startRelyingParty, type RelyingParty } from './relying-party.js';

describe.skipIf(!hasChromium)('Auth.js (@auth/express) against Tessera', () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let rp: RelyingParty;

  beforeAll(async () => {
    rp = await startRelyingParty();
    const generic = await registerApplication(tessera, 'Auth.js app', 'Traditional', {
      redirectUris: [`${rp.url}/auth/callback/tessera`],
      postLogoutRedirectUris: [],
    });
    const logto = await registerApplication(tessera, 'Auth.js app (Logto provider)', 'Traditional', {
      redirectUris: [`${rp.url}/auth/callback/logto`],
      postLogoutRedirectUris: [],
    });
    const authConfig: ExpressAuthConfig = {
      providers: [
        {
          id: 'tessera',
          name: 'Tessera',
          type: 'oidc',
          issuer: `${tessera.url}/oidc`,
          clientId: generic.clientId,
          clientSecret: generic.clientSecret,
        },
        Logto({ clientId: logto.clientId, clientSecret: logto.clientSecret, issuer: `${tessera.url}/oidc` }),
      ],
      secret: randomBytes(32).toString('hex'),
      trustHost: true,
    };
    rp.app.use('/auth', ExpressAuth(authConfig));
    rp.app.get('/', async (req, res, next) => {
      try {
        res.json({ user: (await getSession(req, authConfig))?.user ?? null });
      } catch (error) {
        next(error);
      }
    });
  });
  afterAll(async () => {
    await rp?.close();
  });

  it.each([
    { provider: 'the generic OIDC provider', button: 'Sign in with Tessera' },
    { provider: 'the built-in Logto provider', button: 'Sign in with Logto' },
  ])('signs in with $provider, reads the profile from the session, and signs out', { timeout: 90_000 }, async ({ button }) => {
    const user = await createUser(tessera);
    const picture = `https://img.example.com/${user.username}.png`;
    expect((await tessera.api('PATCH', `/users/${user.id}`, { avatar: picture })).status).toBe(200);
    const home = new RegExp(`^${rp.url}/$`);
    const choose = (page: Page) => page.getByRole('button', { name: button }).click();

    const page = await browser.newPage();
    expect(await browserJson(page, `${rp.url}/auth/session`)).toBeNull();
    await signInThrough(page, `${rp.url}/auth/signin`, user, home, choose);
    const session = await browserJson(page, `${rp.url}/auth/session`);
    expect(session.user).toEqual({ name: `Name of ${user.username}`, email: user.email, image: picture });
    expect((await browserJson(page, `${rp.url}/`)).user).toEqual(session.user);

    await page.goto(`${rp.url}/auth/signout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await arriveAt(page, home, 20_000);
    expect(await browserJson(page, `${rp.url}/auth/session`)).toBeNull();
    expect((await browserJson(page, `${rp.url}/`)).user).toBeNull();

    // Tessera's session goes on: signing in again comes straight back, without the password.
    await page.goto(`${rp.url}/auth/signin`);
    await choose(page);
    await arriveAt(page, new RegExp(`${home.source}|/sign-in\\?`), 20_000);
    expect(page.url()).toMatch(home);
    expect((await browserJson(page, `${rp.url}/auth/session`)).user).toMatchObject({ email: user.email });
    await page.close();
  });
});
