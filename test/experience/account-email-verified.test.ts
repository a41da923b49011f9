// `email_verified` says whether this very address was proved: by a code (sign-up, the Account
// API, forgot-password) or by an administrator who set it. A self-registered email that no code
// proved (signUp.verifyEmail off) is released as unverified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { Browser } from './helpers/browser.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

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

async function claims(identifier: string, password: string): Promise<Record<string, unknown>> {
  const tokens = await signInAndGetTokens(app, { ...web, username: identifier, password, scope: 'openid email phone' });
  const info = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(info.status).toBe(200);
  return (await info.json()) as Record<string, unknown>;
}

async function register(email: string, password: string, withCode: boolean) {
  const browser = new Browser(app.url);
  const next = await browser.submit(await browser.get('/register'), { identifier: email, password });
  const done = withCode ? await browser.submit(next, { code: await smtp.nextCode(email) }) : next;
  expect(done.text).toContain('Account created');
}

const setVerifyEmail = async (verifyEmail: boolean) =>
  expect((await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username', 'email'], verifyEmail } })).status).toBe(200);

describe('email_verified', () => {
  it('is false for a self-registered email no code proved, and true once one does', async () => {
    await setVerifyEmail(false);
    await register('unproved@example.com', 'unproved password 1', false);
    expect(await claims('unproved@example.com', 'unproved password 1')).toMatchObject({ email: 'unproved@example.com', email_verified: false });

    // Forgot-password by a code to that address proves it.
    const browser = new Browser(app.url);
    const resetPage = await browser.submit(await browser.get('/forgot-password'), { identifier: 'unproved@example.com' });
    const done = await browser.submit(resetPage, { code: await smtp.nextCode('unproved@example.com'), password: 'proved password 2' });
    expect(done.text).toContain('Password changed');
    expect(await claims('unproved@example.com', 'proved password 2')).toMatchObject({ email_verified: true });
  });

  it('is true for an email proved by its code at sign-up', async () => {
    await setVerifyEmail(true);
    await register('proved@example.com', 'proved password 1', true);
    expect(await claims('proved@example.com', 'proved password 1')).toMatchObject({ email: 'proved@example.com', email_verified: true });
  });

  it('is true for an address an administrator set, and follows the address when it changes', async () => {
    await setVerifyEmail(false);
    await register('changing@example.com', 'changing password 1', false);
    expect(await claims('changing@example.com', 'changing password 1')).toMatchObject({ email_verified: false });
    const [user] = (await app.api('GET', '/users?search=changing')).body;
    expect((await app.api('PATCH', `/users/${user.id}`, { primaryEmail: 'Set.By.Admin@example.com' })).status).toBe(200);
    expect(await claims('set.by.admin@example.com', 'changing password 1')).toMatchObject({ email: 'Set.By.Admin@example.com', email_verified: true });

    const created = await createUser(app);
    expect(await claims(created.username, created.password)).toMatchObject({
      email: created.email,
      email_verified: true,
      phone_number: null,
      phone_number_verified: false,
    });
  });
});
