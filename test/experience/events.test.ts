// The webhook events the experience and the Account API cause, delivered through the outbox to a
// real receiver on 127.0.0.1 that verifies the signatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, expectSigned } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { Browser } from './helpers/browser.js';
import { accountToken, JsonClient, startAuthorization } from './helpers/json-client.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let receiver: Receiver;

const EVENTS = [
  'User.Created',
  'PostRegister',
  'PostResetPassword',
  'User.Data.Updated',
  'Organization.Membership.Updated',
  'Identifier.Lockout',
  'Message.RateLimited',
];

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, CODE_SEND_LIMIT: '1', LOCKOUT_MAX_ATTEMPTS: '2', WEBHOOK_POLL_MS: '100' } });
  await createHook(app, receiver, EVENTS);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await receiver?.close();
});

describe('experience events', () => {
  it('sign-up with a verified email: User.Created, PostRegister, Organization.Membership.Updated — none before the code is right', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Initech' })).body;
    await app.api('PUT', `/organizations/${org.id}/jit/email-domains`, { emailDomains: ['initech.test'] });
    const browser = new Browser(app.url);
    const codePage = await browser.submit(await browser.get('/register'), { identifier: 'peter@initech.test', password: 'tps reports 1' });
    const code = await smtp.nextCode('peter@initech.test');
    await browser.submit(codePage, { code: code === '000000' ? '111111' : '000000' });
    // Anything the wrong code wrote to the outbox has been sent.
    await outboxSettled(app);
    expect(receiver.ofEvent('User.Created')).toHaveLength(0);
    await browser.submit(codePage, { code });
    await receiver.waitFor(() => ['Organization.Membership.Updated', 'PostRegister', 'User.Created'].every((e) => receiver.ofEvent(e).length === 1));
    const [created] = receiver.ofEvent('User.Created');
    expect(created!.json).toMatchObject({ event: 'User.Created', interactionEvent: 'Register', data: { primaryEmail: 'peter@initech.test' } });
    const [registered] = receiver.ofEvent('PostRegister');
    expect(registered!.json).toMatchObject({ interactionEvent: 'Register', userId: created!.json.data.id, user: { primaryEmail: 'peter@initech.test' } });
    expect(registered!.body).not.toMatch(/argon2|passwordHash/);
    const [membership] = receiver.ofEvent('Organization.Membership.Updated');
    expect(membership!.json).toMatchObject({ organizationId: org.id, addedUserIds: [created!.json.data.id] });
    expect(membership!.json).not.toHaveProperty('removedUserIds');
    expectSigned(receiver.received);
  });

  it('forgot password: PostResetPassword and User.Data.Updated', async () => {
    await app.api('POST', '/users', { username: 'samir', primaryEmail: 'samir@initech.test', password: 'old password' });
    const browser = new Browser(app.url);
    const reset = await browser.submit(await browser.get('/forgot-password'), { identifier: 'samir@initech.test' });
    await browser.submit(reset, { code: await smtp.nextCode('samir@initech.test'), password: 'new password!' });
    await receiver.waitFor(() => receiver.ofEvent('PostResetPassword').length === 1);
    expect(receiver.ofEvent('PostResetPassword')[0]!.json).toMatchObject({ interactionEvent: 'ForgotPassword', user: { username: 'samir' } });
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.username === 'samir'));
  });

  it('the send limit: Message.RateLimited with the recipient as submitted, although the request fails', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, await createClient(app, 'Traditional'));
    await client.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const send = () => client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'Michael@Initech.test' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    await receiver.waitFor(() => receiver.ofEvent('Message.RateLimited').length === 1);
    expect(receiver.ofEvent('Message.RateLimited')[0]!.json).toMatchObject({ action: 'VerificationCodeSend', recipient: 'Michael@Initech.test' });
  });

  it('lockout: Identifier.Lockout once, with type and value', async () => {
    const created = await app.api('POST', '/users', { username: 'milton', password: 'my stapler' });
    const me = new JsonClient(app.url, await accountToken(app, created.body.id));
    for (let i = 0; i < 3; i++) await me.call('POST', '/api/my-account/password', { currentPassword: 'wrong one', password: 'red stapler' });
    await receiver.waitFor(() => receiver.ofEvent('Identifier.Lockout').length === 1);
    expect(receiver.ofEvent('Identifier.Lockout')[0]!.json).toMatchObject({ type: 'userId', value: created.body.id });
    // Every failure's outbox rows have been sent: a second lockout event would be here.
    await outboxSettled(app);
    expect(receiver.ofEvent('Identifier.Lockout')).toHaveLength(1);
  });

  it('Account API changes: User.Data.Updated', async () => {
    const created = await app.api('POST', '/users', { username: 'bill' });
    const me = new JsonClient(app.url, await accountToken(app, created.body.id));
    const sent = await me.call('POST', '/api/my-account/verification-codes', { identifier: { type: 'email', value: 'bill@initech.test' } });
    await me.call('POST', '/api/my-account/verification-codes/verify', {
      verificationId: sent.body.verificationId,
      code: await smtp.nextCode('bill@initech.test'),
    });
    expect((await me.call('POST', '/api/my-account/primary-email', { verificationId: sent.body.verificationId })).status).toBe(200);
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.primaryEmail === 'bill@initech.test'));
  });
});
