// acr over real HTTP (OIDC Core §2, §3.1.2.1, §5.5.1.1): the ID token says the level the session's
// sign-in reached when the client asked (acr_values, or `acr` in the claims parameter), and every
// refresh says the same; a request for the multi-factor level makes a user with a second factor
// sign in again and give it (step-up, in Chromium as a person does); without a screen
// (prompt=none) an essential acr the session did not reach is login_required at the redirect URI;
// an essential acr of values this server does not know is unmet_authentication_requirements.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { startReceiver } from '../helpers/receiver.js';
import { arriveAt, clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';
import { clearOfStepEdge, totpCodeNow } from '../helpers/totp.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { Browser } from '../experience/helpers/browser.js';

const SINGLE = 'urn:tessera:acr:single-factor';
const MULTI = 'urn:tessera:acr:multi-factor';

interface IdTokenClaims {
  sub: string;
  acr?: string;
  amr?: string[];
}
const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as IdTokenClaims;
const essential = (values: string[]) => JSON.stringify({ id_token: { acr: { essential: true, values } } });

describe('acr', () => {
  const app = useTestApp();
  let web: TestClient;

  beforeAll(async () => {
    web = await createClient(app, 'Traditional');
  });

  /** An authorization request of `web` with PKCE and a state of its own. */
  function authorization(extra: Record<string, string>) {
    const { verifier, challenge } = pkcePair();
    const state = `st-${Math.random().toString(36).slice(2)}`;
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid offline_access',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    return { url, verifier, state };
  }

  async function redeem(callback: URL, flow: { verifier: string; state: string }) {
    expect(callback.origin + callback.pathname, callback.toString()).toBe(web.redirectUri);
    expect(callback.searchParams.get('state')).toBe(flow.state);
    const code = callback.searchParams.get('code');
    expect(code, callback.toString()).toBeTruthy();
    const token = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: web.redirectUri,
      code_verifier: flow.verifier,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    return token.body as { id_token: string; refresh_token: string };
  }

  async function refreshed(refreshToken: string): Promise<IdTokenClaims> {
    const res = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return claimsOf(res.body.id_token);
  }

  /** A request in the browser `jar` holds a session of: where it answers (the client, or a sign-in page). */
  async function withSession(jar: CookieJar, extra: Record<string, string>) {
    const flow = authorization(extra);
    return { flow, reached: await followSignIn(app, jar, flow.url) };
  }

  const signIn = (user: TestUser, authorizationParams: Record<string, string> = {}) =>
    signInAndGetTokens(app, { ...user, clientId: web.clientId, clientSecret: web.clientSecret, redirectUri: web.redirectUri, authorizationParams });

  /** An administrator sets up TOTP for the user (a second factor the user did not sign in with); its secret. */
  async function enrolTotp(user: TestUser): Promise<string> {
    const res = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.secret as string;
  }

  it('says in discovery which acr values it asserts', async () => {
    const metadata = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, any>;
    expect(metadata.acr_values_supported).toEqual([SINGLE, MULTI, 'http://schemas.openid.net/pape/policies/2007/06/multi-factor']);
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['acr', 'amr']));
  });

  it('asserts the level the sign-in reached when asked, through acr_values or claims, and every refresh says the same', async () => {
    const user = await createUser(app);
    const tokens = await signIn(user, { acr_values: SINGLE });
    expect(claimsOf(tokens.id_token!)).toMatchObject({ acr: SINGLE, amr: ['pwd'] });
    expect((await refreshed(tokens.refresh_token!)).acr).toBe(SINGLE);

    // Not asked: no acr (OIDC Core §2 makes it optional).
    const plain = await withSession(tokens.jar, {});
    expect(claimsOf((await redeem(plain.reached, plain.flow)).id_token)).not.toHaveProperty('acr');

    // Asked through the claims parameter, voluntarily: the level reached.
    const claimed = await withSession(tokens.jar, { claims: JSON.stringify({ id_token: { acr: null } }) });
    const viaClaims = await redeem(claimed.reached, claimed.flow);
    expect(claimsOf(viaClaims.id_token).acr).toBe(SINGLE);
    expect((await refreshed(viaClaims.refresh_token)).acr).toBe(SINGLE);

    // Unknown voluntary values are ignored: the answer is still the level reached.
    const unknown = await withSession(tokens.jar, { acr_values: 'urn:example:acr:gold' });
    expect(claimsOf((await redeem(unknown.reached, unknown.flow)).id_token).acr).toBe(SINGLE);
  });

  it('an essential acr of unknown values only is unmet_authentication_requirements at the redirect URI, before any sign-in', async () => {
    const flow = authorization({ claims: essential(['urn:example:acr:gold', 'urn:example:acr:silver']) });
    const res = await fetch(flow.url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const callback = new URL(res.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(web.redirectUri);
    expect(callback.searchParams.get('error')).toBe('unmet_authentication_requirements');
    expect(callback.searchParams.get('error_description')).toContain(MULTI);
    expect(callback.searchParams.get('state')).toBe(flow.state);
    expect(callback.searchParams.get('iss')).toBe(app.config.issuer);

    // One known value among them is enough to go on.
    const known = authorization({ claims: essential(['urn:example:acr:gold', SINGLE]) });
    const toSignIn = await fetch(known.url, { redirect: 'manual' });
    expect(new URL(toSignIn.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('prompt=none: an essential multi-factor acr the session did not reach is login_required; a voluntary one is answered with the level reached', async () => {
    const user = await createUser(app);
    const { jar } = await signIn(user);
    await enrolTotp(user);

    const essentialMfa = await withSession(jar, { prompt: 'none', claims: essential([MULTI]) });
    expect(essentialMfa.reached.origin + essentialMfa.reached.pathname).toBe(web.redirectUri);
    expect(essentialMfa.reached.searchParams.get('error')).toBe('login_required');
    expect(essentialMfa.reached.searchParams.get('error_description')).toContain('essential acr');
    expect(essentialMfa.reached.searchParams.get('state')).toBe(essentialMfa.flow.state);
    expect(essentialMfa.reached.searchParams.has('code')).toBe(false);

    const voluntary = await withSession(jar, { prompt: 'none', acr_values: MULTI });
    expect(claimsOf((await redeem(voluntary.reached, voluntary.flow)).id_token).acr).toBe(SINGLE);

    // With a screen, the same essential request signs the person in again.
    const withScreen = await withSession(jar, { claims: essential([MULTI]) });
    expect(withScreen.reached.pathname).toBe('/sign-in');
  });

  it('a user with no second factor: a voluntary multi-factor acr is answered at once with the level reached; an essential one signs in again (to enrol)', async () => {
    const user = await createUser(app);
    const { jar } = await signIn(user);
    // Nothing to step up with, and the client accepts less: no pointless second sign-in.
    const voluntary = await withSession(jar, { acr_values: MULTI });
    expect(claimsOf((await redeem(voluntary.reached, voluntary.flow)).id_token).acr).toBe(SINGLE);
    // The client insists: the sign-in again, where the user sets a factor up (in the browser test below).
    const insisting = await withSession(jar, { claims: essential([MULTI]) });
    expect(insisting.reached.pathname).toBe('/sign-in');
    const silent = await withSession(jar, { prompt: 'none', claims: essential([MULTI]) });
    expect(silent.reached.searchParams.get('error')).toBe('login_required');
  });

  it('the Experience API: an essential multi-factor acr has a user without a second factor fetch a TOTP key and give its first code', async () => {
    const user = await createUser(app);
    /** A custom UI's sign-in with the password, up to the identified user. */
    async function identified(extra: Record<string, string>) {
      const api = new JsonClient(app.url);
      const flow = await startAuthorization(api.browser, web, extra);
      expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
      const verified = await api.call('POST', '/api/experience/verification/password', {
        identifier: { type: 'username', value: user.username },
        password: user.password,
      });
      expect((await api.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId })).status).toBe(204);
      return { api, flow };
    }

    // Not insisted on: there is no key to fetch, and the sign-in finishes with the password.
    const plain = await identified({ acr_values: MULTI });
    expect((await plain.api.call('POST', '/api/experience/mfa/totp/enrolment')).body.code).toBe('session.mfa.enrolment_not_required');
    expect((await plain.api.call('POST', '/api/experience/submit')).status).toBe(200);

    const { api, flow } = await identified({ claims: essential([MULTI]) });
    const early = await api.call('POST', '/api/experience/submit');
    expect(early.body).toMatchObject({ code: 'session.mfa.require_mfa_verification', data: { enrolment: 'Totp' } });
    const enrolment = await api.call('POST', '/api/experience/mfa/totp/enrolment');
    expect(enrolment.status, JSON.stringify(enrolment.body)).toBe(200);
    expect(enrolment.body.otpauthUri).toContain(enrolment.body.secret);
    // Asked again before its code: the same key.
    expect((await api.call('POST', '/api/experience/mfa/totp/enrolment')).body.secret).toBe(enrolment.body.secret);
    clearOfStepEdge(app.clock);
    const receiver = await startReceiver();
    const hook = await createHook(app, receiver, ['User.Data.Updated']);
    try {
      expect((await api.call('POST', '/api/experience/mfa/totp', { code: await totpCodeNow(enrolment.body.secret, app.clock) })).status).toBe(204);
      // Enabling TOTP in the sign-in is a change of the user: one User.Data.Updated, written with it.
      const updated = (await outboxRows(app)).filter((r) => r.event === 'User.Data.Updated' && JSON.stringify(r.payload).includes(user.id));
      expect(updated).toHaveLength(1);
    } finally {
      await app.api('DELETE', `/hooks/${hook.id}`);
      await receiver.close();
    }
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tokens = await redeem(new URL(submitted.body.redirectTo), flow);
    expect(claimsOf(tokens.id_token)).toMatchObject({ acr: MULTI });
    expect(claimsOf(tokens.id_token).amr).toEqual(expect.arrayContaining(['mfa', 'otp']));
  });

  it('a registration under an essential multi-factor acr ends with unmet_authentication_requirements (signed in with the password); the next request steps up', async () => {
    const page = new Browser(app.url);
    const flow = await startAuthorization(page, web, { prompt: 'create', claims: essential([MULTI]) });
    expect(flow.location.pathname).toBe('/register');
    const username = `reg_${Math.random().toString(36).slice(2, 10)}`;
    const done = await page.submit(await page.get(flow.location.toString()), { identifier: username, password: 'a long enough password' }, false);
    expect(done.status, done.text.slice(0, 300)).toBe(303);
    const callback = new URL(done.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(web.redirectUri);
    expect(callback.searchParams.get('error')).toBe('unmet_authentication_requirements');
    expect(callback.searchParams.get('state')).toBe(flow.state);
    expect(callback.searchParams.has('code')).toBe(false);
    // Signed in all the same: the same request again goes to the sign-in (to set a factor up), not to the client.
    const again = await startAuthorization(page, web, { claims: essential([MULTI]) });
    expect(again.location.pathname).toBe('/sign-in');
  });

  describe.skipIf(!hasChromium)('step-up in a real browser', () => {
    const browser = useBrowser();

    /** Opens the authorization URL in the page; `callback` resolves with where the browser reached the client. */
    async function open(page: Page, extra: Record<string, string>) {
      const flow = authorization(extra);
      const callback = clientCallback(page, web.redirectUri);
      await page.goto(flow.url.toString());
      return { flow, callback };
    }

    /** The same for a request the live session answers at once: a redirect straight from /oidc/auth is not routed, so the request is watched. */
    async function openAnswered(page: Page, extra: Record<string, string>) {
      const flow = authorization(extra);
      const callback = new Promise<URL>((resolve) => {
        page.on('request', (request) => {
          if (request.url().startsWith(web.redirectUri)) resolve(new URL(request.url()));
        });
      });
      // The navigation's failure to reach the client (which is not running) is expected.
      await page.goto(flow.url.toString()).catch(() => undefined);
      return { flow, callback };
    }

    it('acr_values asks for multi-factor: a user with TOTP who signed in with the password alone signs in again and gives the code', async () => {
      const user = await createUser(app);
      const page = await (await browser.newContext()).newPage();

      // Signed in with the password; no second factor yet, so asking for multi-factor changes nothing.
      const first = await open(page, { acr_values: MULTI });
      await signInOnPage(page, user);
      const before = await redeem(await first.callback, first.flow);
      expect(claimsOf(before.id_token)).toMatchObject({ acr: SINGLE, amr: ['pwd'] });

      // An administrator sets up TOTP; the session still says password only.
      const secret = await enrolTotp(user);
      const again = await open(page, { acr_values: MULTI });
      // Step-up: the sign-in page, not the client, although the session is live.
      await signInOnPage(page, user);
      await arriveAt(page, /\/sign-in\/mfa\?/);
      clearOfStepEdge(app.clock);
      await page.fill('input[name=code]', await totpCodeNow(secret, app.clock));
      await page.click('button[type=submit]');
      const stepped = await redeem(await again.callback, again.flow);
      const claims = claimsOf(stepped.id_token);
      expect(claims.sub).toBe(user.id);
      expect(claims.acr).toBe(MULTI);
      expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
      expect((await refreshed(stepped.refresh_token)).acr).toBe(MULTI);

      // The new session reached the level: the next request is answered at once.
      const satisfied = await openAnswered(page, { claims: essential([MULTI]) });
      const direct = await redeem(await satisfied.callback, satisfied.flow);
      expect(claimsOf(direct.id_token).acr).toBe(MULTI);
    });

    it('an essential multi-factor acr for a user with no second factor: the sign-in sets TOTP up, and its first code is the second factor', async () => {
      const user = await createUser(app);
      const page = await (await browser.newContext()).newPage();
      const flow = await open(page, { claims: essential([MULTI]) });
      await signInOnPage(page, user);
      // The second-factor step shows the key to add to an authenticator app, with its QR code.
      await arriveAt(page, /\/sign-in\/mfa\?/);
      expect(await page.locator('#totp-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      const key = (await page.locator('#totp-key').textContent())!.trim();
      expect(key).toMatch(/^[A-Z2-7]{16,}$/);
      // A wrong code enables nothing, and the same key is shown again.
      await page.fill('input[name=code]', '000000');
      await page.click('button[type=submit]');
      await page.waitForSelector('#form-error');
      expect((await page.locator('#totp-key').textContent())!.trim()).toBe(key);
      expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);

      clearOfStepEdge(app.clock);
      await page.fill('input[name=code]', await totpCodeNow(key, app.clock));
      await page.click('button[type=submit]');
      const tokens = await redeem(await flow.callback, flow.flow);
      const claims = claimsOf(tokens.id_token);
      expect(claims.acr).toBe(MULTI);
      expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
      // TOTP is the user's from now on.
      expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([expect.objectContaining({ type: 'Totp' })]);
    });
  });
});
