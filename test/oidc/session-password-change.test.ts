// A password change or reset ends the user's other sign-ins: every refresh token and access
// token of the user stops working and prompt=none needs a new login — through each of the three
// ways a password changes (the Account API, forgot-password, an administrator).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, signInAndGetTokens, tokenRequest, type TokenResponse } from '../helpers/sign-in.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

function authUrl(params: Record<string, string> = {}) {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: web.clientId,
    redirect_uri: web.redirectUri,
    scope: 'openid offline_access',
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  }).toString();
  return url;
}

const introspect = (token: string) =>
  fetch(`${app.url}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${web.clientId}:${web.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  }).then((r) => r.json() as Promise<{ active: boolean }>);

const userinfoStatus = async (token: string) => (await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${token}` } })).status;

async function promptNoneError(jar: CookieJar): Promise<string | null> {
  const res = await jar.fetch(authUrl({ prompt: 'none' }));
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!).searchParams.get('error');
}

/** What an attacker who signed in with the old password holds. */
async function attackerSignIn(user: TestUser): Promise<TokenResponse & { jar: CookieJar }> {
  const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password });
  expect(tokens.refresh_token).toBeTruthy();
  expect((await introspect(tokens.access_token)).active).toBe(true);
  expect(await userinfoStatus(tokens.access_token)).toBe(200);
  expect(await promptNoneError(tokens.jar)).toBeNull();
  return tokens;
}

async function expectAllRefused(tokens: TokenResponse & { jar: CookieJar }) {
  const refresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
  expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  expect(await userinfoStatus(tokens.access_token)).toBe(401);
  expect((await introspect(tokens.access_token)).active).toBe(false);
  expect(await promptNoneError(tokens.jar)).toBe('login_required');
}

describe('a password change ends the other sign-ins', () => {
  it('through the Management API (an administrator sets it)', async () => {
    const user = await createUser(app);
    const attacker = await attackerSignIn(user);
    const set = await app.api('PATCH', `/users/${user.id}/password`, { password: 'set by the admin 1' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await expectAllRefused(attacker);
  });

  it('through forgot-password', async () => {
    const user = await createUser(app);
    const attacker = await attackerSignIn(user);
    const browser = new Browser(app.url);
    const resetPage = await browser.submit(await browser.get('/forgot-password'), { identifier: user.email });
    const done = await browser.submit(resetPage, { code: await smtp.nextCode(user.email), password: 'reset by the owner 1' });
    expect(done.text).toContain('Password changed');
    await expectAllRefused(attacker);
  });

  it('through the Account API, keeping the browser session that made the change signed in', async () => {
    const user = await createUser(app);
    const attacker = await attackerSignIn(user);
    const owner = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: `${app.url}/me` });
    const me = new JsonClient(app.url, owner.access_token);
    const changed = await me.call('POST', '/api/my-account/password', { currentPassword: user.password, password: 'changed by the owner 1' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    await expectAllRefused(attacker);
    // Every token is revoked, the changing one too; the owner's browser session stays, so the
    // application gets fresh tokens without a new login.
    expect((await me.call('GET', '/api/my-account')).status).toBe(401);
    const ownerRefresh = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: owner.refresh_token! });
    expect(ownerRefresh.body.error).toBe('invalid_grant');
    expect(await promptNoneError(owner.jar)).toBeNull();
  });
});
