// What GET /api/experience answers through the life of a sign-up and a password reset, with and
// without an OIDC interaction (a direct visit of /register or /forgot-password): pinned before the
// experience's state moves, so that the move keeps every answer. Codes come from a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
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

const current = (client: JsonClient) => client.call('GET', '/api/experience');
const notFound = { status: 404, body: { code: 'session.not_found' } };

describe('GET /api/experience', () => {
  it('is 404 session.not_found without an experience, and after a SignIn is chosen', async () => {
    expect(await current(new JsonClient(app.url))).toMatchObject(notFound);
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await current(client)).status).toBe(200);
    // Choosing SignIn ends the sign-up experience of this browser.
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    expect(await current(client)).toMatchObject(notFound);
  });

  it('names the interaction, then the new user, and ends at submit (Register in an interaction)', async () => {
    const client = new JsonClient(app.url);
    const { location } = await startAuthorization(client.browser, web);
    const interactionId = location.searchParams.get('interaction');
    expect(interactionId).toBeTruthy();
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    expect(await current(client)).toMatchObject({ status: 200, body: { interactionEvent: 'Register', interactionId, userId: null } });
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'state1@example.com' } });
    const code = await smtp.nextCode('state1@example.com');
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code })).status,
    ).toBe(200);
    const reg = await client.call('POST', '/api/experience/register', {
      email: 'state1@example.com',
      password: 'long enough pw',
      verificationId: sent.body.verificationId,
    });
    expect(reg.status).toBe(201);
    expect(await current(client)).toMatchObject({ status: 200, body: { interactionEvent: 'Register', interactionId, userId: reg.body.userId } });
    const submit = await client.call('POST', '/api/experience/submit');
    expect(submit.status).toBe(200);
    expect(submit.body.redirectTo).toContain(web.redirectUri);
    expect(await current(client)).toMatchObject(notFound);
  });

  it('answers interactionId null for a direct visit of /register, and the page signs up without an interaction', async () => {
    const client = new JsonClient(app.url);
    const page = await client.browser.get('/register');
    expect(page.status).toBe(200);
    expect(await current(client)).toMatchObject({ status: 200, body: { interactionEvent: 'Register', interactionId: null, userId: null } });
    const codePage = await client.browser.submit(page, { identifier: 'state2@example.com', password: 'correct horse battery' });
    expect(codePage.status).toBe(200);
    const done = await client.browser.submit(codePage, { code: await smtp.nextCode('state2@example.com') });
    expect(done.status).toBe(200);
    expect(done.text).toContain('href="/sign-in"');
    // The page ended the experience on its last step.
    expect(await current(client)).toMatchObject(notFound);
    expect((await app.api('GET', '/users?search=state2')).body).toHaveLength(1);
  });

  it('answers interactionId null for a direct visit of /forgot-password, and a reset through the API ends on /sign-in', async () => {
    const client = new JsonClient(app.url);
    const created = await app.api('POST', '/users', { primaryEmail: 'state3@example.com', password: 'the old password' });
    expect(created.body.id).toBeTruthy();
    expect((await client.browser.get('/forgot-password')).status).toBe(200);
    expect(await current(client)).toMatchObject({ status: 200, body: { interactionEvent: 'ForgotPassword', interactionId: null, userId: null } });
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'state3@example.com' } });
    expect(sent.status).toBe(200);
    const code = await smtp.nextCode('state3@example.com');
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code })).status,
    ).toBe(200);
    const reset = await client.call('POST', '/api/experience/forgot-password', { verificationId: sent.body.verificationId, password: 'a brand new password' });
    expect(reset.status).toBe(204);
    expect(await current(client)).toMatchObject({ status: 200, body: { interactionEvent: 'ForgotPassword', interactionId: null, userId: created.body.id } });
    expect(await client.call('POST', '/api/experience/submit')).toMatchObject({ status: 200, body: { redirectTo: '/sign-in' } });
    expect(await current(client)).toMatchObject(notFound);
  });
  it('makes a restarted experience start over: the earlier codes and page forms of this browser no longer count', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'state4@example.com' } });
    const code = await smtp.nextCode('state4@example.com');
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code })).status,
    ).toBe(200);
    // The same interaction, Register again: a new experience, which the first one's code does not belong to.
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const reg = await client.call('POST', '/api/experience/register', {
      email: 'state4@example.com',
      password: 'long enough pw',
      verificationId: sent.body.verificationId,
    });
    expect(reg).toMatchObject({ status: 404, body: { code: 'verification_code.not_found' } });
    // A page opened before the flow was started again posts a form of the earlier experience.
    const first = await client.browser.get('/register');
    expect((await client.browser.get('/register')).status).toBe(200);
    const stale = await client.browser.submit(first, { identifier: 'state4b', password: 'correct horse battery' });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain('reload the page');
    expect((await app.api('GET', '/users?search=state4')).body).toHaveLength(0);
  });
});
