// The whole experience over real HTTP, as a browser: an OIDC client sends the user to Tessera,
// who signs up (prompt=create), resets a password, is locked out and released, and signs in
// with TOTP; each flow ends at the client's redirect URI with a code that the token endpoint
// accepts. Codes come from a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { tokenRequest } from '../helpers/sign-in.js';
import { clearOfStepEdge, currentTotpStep, totpCodeAt } from '../helpers/totp.js';
import { Browser, type PageResponse } from './helpers/browser.js';
import { JsonClient, passwordIdentified, startAuthorization } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, LOCKOUT_MAX_ATTEMPTS: '3', LOCKOUT_DURATION_SECONDS: '60' } });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** The client's callback (not fetched: it is another server) must carry a code the token endpoint takes. */
async function redeem(res: PageResponse, flow: { verifier: string; state: string }, resource?: string) {
  expect(res.status, res.text).toBe(303);
  const callback = new URL(res.headers.get('location') ?? res.url, app.url);
  expect(callback.origin + callback.pathname).toBe(web.redirectUri);
  expect(callback.searchParams.get('state')).toBe(flow.state);
  const token = await tokenRequest(app, web.clientId, web.clientSecret, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: web.redirectUri,
    code_verifier: flow.verifier,
    ...(resource ? { resource } : {}),
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.body as { access_token: string; id_token: string };
}

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string; amr?: string[] };
const subOf = (idToken: string) => claimsOf(idToken).sub;

async function signInPage(browser: Browser, extra: Record<string, string> = {}) {
  const flow = await startAuthorization(browser, web, extra);
  expect(flow.location.pathname).toBe('/sign-in');
  return { flow, page: await browser.get(flow.location.toString()) };
}

describe('sign-up and sign-in through the pages', () => {
  it('prompt=create → /register → emailed code → back at the client signed in; then a fresh sign-in', async () => {
    const browser = new Browser(app.url);
    const flow = await startAuthorization(browser, web, { prompt: 'create' });
    expect(flow.location.pathname).toBe('/register');
    const form = await browser.get(flow.location.toString());
    const codePage = await browser.submit(form, { identifier: 'nina@example.com', password: 'nina password 1' });
    const done = await browser.submit(codePage, { code: await smtp.nextCode('nina@example.com') }, false);
    const tokens = await redeem(done, flow);
    const [nina] = (await app.api('GET', '/users?search=nina')).body;
    expect(subOf(tokens.id_token)).toBe(nina.id);
    // The ID token says how (RFC 8176): the registration set a password and proved the email by code.
    expect(claimsOf(tokens.id_token).amr?.sort()).toEqual(['otp', 'pwd']);

    const other = new Browser(app.url);
    const { flow: flow2, page } = await signInPage(other);
    const signedIn = await other.submit(page, { identifier: 'nina@example.com', password: 'nina password 1' }, false);
    expect(subOf((await redeem(signedIn, flow2)).id_token)).toBe(nina.id);
  });

  it('forgot password from the sign-in page, then sign in with the new password', async () => {
    await app.api('POST', '/users', { username: 'oscar', primaryEmail: 'oscar@example.com', password: 'old password 1' });
    const browser = new Browser(app.url);
    const { flow, page } = await signInPage(browser);
    const link = /href="(\/forgot-password\?[^"]+)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    const start = await browser.get(link);
    const reset = await browser.submit(start, { identifier: 'oscar@example.com' });
    const done = await browser.submit(reset, { code: await smtp.nextCode('oscar@example.com'), password: 'new password 2' });
    expect(done.text).toContain('Password changed');
    const back = /href="(\/sign-in\?[^"]+)"/.exec(done.text)![1]!.replace(/&amp;/g, '&');
    const signIn = await browser.get(back);
    const old = await browser.submit(signIn, { identifier: 'oscar', password: 'old password 1' }, false);
    expect(old.status).toBe(422);
    const res = await browser.submit(old, { identifier: 'oscar', password: 'new password 2' }, false);
    await redeem(res, flow);
  });

  it('locks the identifier after the configured failures — even the right password fails — and releases it', async () => {
    await app.api('POST', '/users', { username: 'petra', password: 'right password' });
    const browser = new Browser(app.url);
    const { flow, page } = await signInPage(browser);
    let current = page;
    for (let i = 0; i < 3; i++) {
      current = await browser.submit(current, { identifier: 'petra', password: `wrong ${i}` }, false);
      expect(current.status).toBe(422);
    }
    const locked = await browser.submit(current, { identifier: 'petra', password: 'right password' }, false);
    expect(locked.status).toBe(403);
    expect(locked.text).toMatch(/locked; try again after \d{4}-\d\d-\d\dT/);
    // The JSON API says the same, with when to retry.
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const json = await api.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: 'PETRA' },
      password: 'right password',
    });
    expect(json.status).toBe(403);
    expect(json.body).toMatchObject({ code: 'user.identifier_locked', data: { retryAfter: expect.any(Number) } });
    expect(json.body.data.retryAfter).toBeGreaterThan(50);
    // Ten seconds before the lock ends the right password is still refused; after it, it passes.
    app.clock.advance(50_000);
    const still = await browser.submit(locked, { identifier: 'petra', password: 'right password' }, false);
    expect(still.status).toBe(403);
    app.clock.advance(15_000);
    await redeem(await browser.submit(still, { identifier: 'petra', password: 'right password' }, false), flow);
  });
});

describe('TOTP', () => {
  it('enabled through the Account API with a real token, then required at sign-in (page and JSON API)', async () => {
    await app.api('POST', '/users', { username: 'quinn', password: 'quinn password' });
    const me = `${app.config.baseUrl}/me`;
    const browser = new Browser(app.url);
    const { flow, page } = await signInPage(browser, { resource: me });
    const tokens = await redeem(await browser.submit(page, { identifier: 'quinn', password: 'quinn password' }, false), flow, me);
    // The ID token says how (RFC 8176): a password alone.
    expect(claimsOf(tokens.id_token).amr).toEqual(['pwd']);
    // Enrolling TOTP takes a fresh proof of identity (the password) besides the token.
    const proof = await new JsonClient(app.url, tokens.access_token).call('POST', '/api/verifications/password', { password: 'quinn password' });
    const account = new JsonClient(app.url, tokens.access_token, { 'logto-verification-id': proof.body.verificationRecordId });
    const enrol = await account.call('POST', '/api/my-account/mfa/totp');
    expect(enrol.status).toBe(200);
    // Enrolled with the previous time step's code, so that the current step's is still unused.
    clearOfStepEdge(app.clock);
    const enrolStep = currentTotpStep(app.clock) - 1;
    expect((await account.call('POST', '/api/my-account/mfa/totp/verify', { code: await totpCodeAt(enrol.body.secret, enrolStep) })).status).toBe(200);

    // The page: the right password leads to the TOTP step, not to the client.
    const second = new Browser(app.url);
    const signIn = await signInPage(second);
    const toMfa = await second.submit(signIn.page, { identifier: 'quinn', password: 'quinn password' });
    expect(new URL(toMfa.url).pathname).toBe('/sign-in/mfa');
    const wrong = await second.submit(toMfa, { code: '000000' }, false);
    expect(wrong.status).toBe(400);
    // The enrolment's code is spent (each step is accepted once); the step after it is not.
    expect((await second.submit(wrong, { code: await totpCodeAt(enrol.body.secret, enrolStep) }, false)).status).toBe(400);
    const withTotp = await redeem(await second.submit(wrong, { code: await totpCodeAt(enrol.body.secret, enrolStep + 1) }, false), signIn.flow);
    expect(claimsOf(withTotp.id_token).amr?.sort()).toEqual(['mfa', 'otp', 'pwd']);

    // The JSON API: submit is refused until the code is given.
    const { api, flow: apiFlow } = await passwordIdentified(app.url, web, { username: 'quinn', password: 'quinn password' });
    const early = await api.call('POST', '/api/experience/submit');
    expect(early.body.code).toBe('session.mfa.require_mfa_verification');
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await totpCodeAt(enrol.body.secret, enrolStep + 2) })).status).toBe(204);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(200);
    await redeem({ status: 303, url: submitted.body.redirectTo, headers: new Headers(), text: '' }, apiFlow);
  }, 120_000);
});
