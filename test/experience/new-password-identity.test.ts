// Sign-up through identification (issue 43 §1): in a Register experience a custom UI creates a
// NewPasswordIdentity verification (POST …/verification/new-password-identity, the compatible
// route) and identifies with it, which creates the account; an email the settings verify must be
// proved first by a code verified in the same sign-up, which is then a VerificationCode record of
// that sign-up. The code comes from a real SMTP server; the new user's ID token is read after a
// real code redemption. Refused: a phone, a weak password, a username in use, no sign-up in
// progress, a record used twice, another sign-up's record, a code proving another email.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization, submitAndRedeem } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;
const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** A custom UI's browser in a Register experience. */
async function signUp() {
  const api = new JsonClient(app.url);
  const flow = await startAuthorization(api.browser, web);
  expect((await api.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
  return { api, flow };
}

const newIdentity = (api: JsonClient, identifier: unknown, password = 'a long enough password') =>
  api.call('POST', '/api/experience/verification/new-password-identity', { identifier, password });

describe('sign-up through identification', () => {
  it('a username and password: identification creates the account, submit signs it in', async () => {
    const username = `npi_${tag()}`;
    const { api, flow } = await signUp();
    const created = await newIdentity(api, { type: 'username', value: username });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.verificationId).toEqual(expect.any(String));
    // Nothing exists before identification.
    expect((await app.api('GET', `/users?search=${username}`)).body).toEqual([]);
    const identified = await api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    const { idClaims } = await submitAndRedeem(app, api, web, flow);
    const user = (await app.api('GET', `/users/${idClaims.sub}`)).body;
    expect(user).toMatchObject({ username, hasPassword: true });
    // The registration counts the password it set.
    expect(idClaims.amr).toEqual(['pwd']);
    // Used once: the sign-up ended with its account.
    const again = await api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('an email the settings verify: refused until a code of the same sign-up proves it, then created with the email verified', async () => {
    const email = `npi_${tag()}@example.com`;
    const { api, flow } = await signUp();
    const created = await newIdentity(api, { type: 'email', value: email.toUpperCase() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const early = await api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(early).toMatchObject({ status: 400, body: { code: 'verification_code.not_verified', data: { field: ['email'] } } });
    expect((await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body).toEqual([]);

    const sent = await api.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: email } });
    expect(sent.status).toBe(200);
    const verified = await api.call('POST', '/api/experience/verification/verification-code/verify', {
      verificationId: sent.body.verificationId,
      code: await smtp.nextCode(email),
    });
    expect(verified.status).toBe(200);
    const identified = await api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    const { idClaims } = await submitAndRedeem(app, api, web, flow);
    expect(idClaims).toMatchObject({ email, email_verified: true });
    expect(new Set(idClaims.amr as string[])).toEqual(new Set(['pwd', 'otp']));
  });

  it('a code proving another email does not prove this one', async () => {
    const { api } = await signUp();
    const created = await newIdentity(api, { type: 'email', value: `one_${tag()}@example.com` });
    const other = `two_${tag()}@example.com`;
    const sent = await api.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: other } });
    await api.call('POST', '/api/experience/verification/verification-code/verify', {
      verificationId: sent.body.verificationId,
      code: await smtp.nextCode(other),
    });
    const identified = await api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(identified).toMatchObject({ status: 400, body: { code: 'verification_code.not_verified' } });
  });

  it("another browser's sign-up cannot use the record", async () => {
    const mine = await signUp();
    const created = await newIdentity(mine.api, { type: 'username', value: `mine_${tag()}` });
    const theirs = await signUp();
    const taken = await theirs.api.call('POST', '/api/experience/identification', { verificationId: created.body.verificationId });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.status).toBeLessThan(500);
  });

  it('refuses what a sign-up refuses, each with its code', async () => {
    const { api } = await signUp();
    expect(await newIdentity(api, { type: 'phone', value: '+15555550100' })).toMatchObject({ status: 400, body: { code: 'guard.invalid_input' } });
    expect(await newIdentity(api, { type: 'fax', value: 'x' })).toMatchObject({ status: 400, body: { code: 'guard.invalid_input' } });
    expect(await newIdentity(api, undefined)).toMatchObject({ status: 400, body: { code: 'guard.invalid_input', data: { field: ['identifier'] } } });
    expect(await newIdentity(api, { type: 'username', value: `weak_${tag()}` }, 'short')).toMatchObject({ status: 422, body: { code: 'password.rejected' } });
    const taken = `taken_${tag()}`;
    await app.api('POST', '/users', { username: taken, password: 'a long enough password' });
    expect(await newIdentity(api, { type: 'username', value: taken })).toMatchObject({ status: 422, body: { code: 'user.username_already_in_use' } });

    // Outside a sign-up (a SignIn): there is no sign-up to keep it.
    const signIn = new JsonClient(app.url);
    await startAuthorization(signIn.browser, web);
    expect((await signIn.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    expect(await newIdentity(signIn, { type: 'username', value: `nope_${tag()}` })).toMatchObject({ status: 404, body: { code: 'session.not_found' } });
  });
});
