// passport-openidconnect, configured as its README shows: the provider's endpoints, client id
// and secret, a callback URL (and the profile and email scopes), with express-session. It uses
// neither PKCE nor discovery and authenticates with client_secret_post; it reads the profile
// from the ID token and userinfo (displayName, emails). A person signs in in Chromium and signs
// out through Tessera's end-session endpoint. (The library keeps no refresh logic of its own:
// refresh is covered by the libraries that do.)
import session from 'express-session';
import passport from 'passport';
import OpenIDConnectStrategy, { type Profile, type VerifyCallback } from 'passport-openidconnect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { hasChromium, useBrowser } from '../helpers/browser.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserJson, registerApplication, signInThrough, startRelyingParty, type RelyingParty } from './relying-party.js';

describe.skipIf(!hasChromium)('passport-openidconnect against Tessera', () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let rp: RelyingParty;
  let user: TestUser;
  let clientId: string;

  beforeAll(async () => {
    rp = await startRelyingParty();
    user = await createUser(tessera);
    const registered = await registerApplication(tessera, 'passport app', 'Traditional', {
      redirectUris: [`${rp.url}/oauth2/redirect`],
      postLogoutRedirectUris: [`${rp.url}/`],
    });
    clientId = registered.clientId;
    const issuer = `${tessera.url}/oidc`;
    const strategies = new passport.Passport();
    strategies.use(
      new OpenIDConnectStrategy(
        {
          issuer,
          authorizationURL: `${issuer}/auth`,
          tokenURL: `${issuer}/token`,
          userInfoURL: `${issuer}/me`,
          clientID: clientId,
          clientSecret: registered.clientSecret,
          callbackURL: `${rp.url}/oauth2/redirect`,
          scope: ['profile', 'email'],
        },
        (_issuer: string, profile: Profile, done: VerifyCallback) => done(null, profile),
      ),
    );
    strategies.serializeUser((u, done) => done(null, u));
    strategies.deserializeUser((u: Express.User, done) => done(null, u));
    rp.app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false }));
    rp.app.use(strategies.session());
    rp.app.get('/login', strategies.authenticate('openidconnect'));
    rp.app.get('/oauth2/redirect', strategies.authenticate('openidconnect', { successRedirect: '/', failureRedirect: '/failed' }));
    rp.app.get('/', (req, res) => {
      res.json({ user: req.user ?? null });
    });
    rp.app.get('/failed', (_req, res) => {
      res.status(401).send('sign-in failed');
    });
    rp.app.get('/logout', (req, res, next) => {
      req.logout((error) => {
        if (error) return next(error);
        res.redirect(`${issuer}/session/end?${new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: `${rp.url}/` })}`);
      });
    });
  });
  afterAll(async () => {
    await rp?.close();
  });

  it('signs in without PKCE, reads the profile, and signs out', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await signInThrough(page, `${rp.url}/login`, user, new RegExp(`^${rp.url}/$`));
    const { user: profile } = await browserJson(page, `${rp.url}/`);
    expect(profile).toMatchObject({ id: user.id, displayName: `Name of ${user.username}`, emails: [{ value: user.email }] });

    // Without an id_token_hint (passport keeps none), Tessera asks the person to confirm.
    await page.goto(`${rp.url}/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${rp.url}/`, { timeout: 20_000 });
    expect((await browserJson(page, `${rp.url}/`)).user).toBeNull();
    // Tessera's session ended too: the next sign-in asks for the password again.
    await page.goto(`${rp.url}/login`);
    await page.waitForURL(/\/sign-in\?/, { timeout: 20_000 });
    await page.close();
  });
});
