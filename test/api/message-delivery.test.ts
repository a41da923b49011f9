// Email and SMS delivery set through the Management API (the console's form calls the same
// mutations), with a real SMTP server and a real SMS gateway on this machine: a sign-up code
// then arrives by the SMTP server set here, from the address set here; phone codes become a
// sign-in method once a gateway is set, and a code reaches it; secrets are sealed at rest and
// masked in every answer; a test message reports the server's refusal; removing a setting falls
// back to the environment's delivery.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { waitFor } from '../helpers/wait-for.js';
import { startSmsGateway, type SmsGateway } from '../helpers/sms-gateway.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let gateway: SmsGateway;
let gatewayUrl: string;
const texts = (): SmsGateway['texts'] => gateway.texts;

beforeAll(async () => {
  smtp = await startSmtp({ user: 'mailer', pass: 'smtp-password-1' });
  gateway = await startSmsGateway();
  gatewayUrl = gateway.url;
  app = await startTestApp({ env: { KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await gateway?.close();
});

const stored = async (key: string) =>
  (await app.running.services.db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst())?.value as
    { settings: Record<string, unknown> } | undefined;

describe('message delivery set through the Management API', () => {
  it('answers where messages go before anything is set', async () => {
    const got = await app.api('GET', '/message-delivery');
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      email: { source: 'DevelopmentLog', smtp: null, updatedAt: null },
      sms: { source: 'DevelopmentLog', gateway: null, updatedAt: null },
    });
  });

  it('mails a sign-up code through the SMTP server set here, from its address; the password is sealed and masked', async () => {
    const port = Number(new URL(smtp.url).port);
    const set = await app.api('PUT', '/message-delivery/email', {
      host: '127.0.0.1',
      port,
      security: 'None',
      username: 'mailer',
      password: 'smtp-password-1',
      fromAddress: 'accounts@example.com',
      fromName: 'Example Accounts',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.email).toMatchObject({
      source: 'Console',
      smtp: {
        host: '127.0.0.1',
        port,
        security: 'None',
        username: 'mailer',
        password: '********',
        fromAddress: 'accounts@example.com',
        fromName: 'Example Accounts',
      },
    });
    const row = await stored('emailDelivery');
    expect(String(row?.settings.password)).toMatch(/^enc:v3:/);
    expect(JSON.stringify(row)).not.toContain('smtp-password-1');

    // The masked value keeps the stored password; a new setting without it clears it.
    const again = await app.api('PUT', '/message-delivery/email', { ...set.body.email.smtp, fromName: 'Accounts' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await stored('emailDelivery'))?.settings.password).toBe(row?.settings.password);

    const sent = await app.api('POST', '/message-delivery/test', { channel: 'Email', to: 'ops@example.com' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ delivered: true, error: null });
    await waitFor(() => smtp.countTo('ops@example.com') === 1, { timeoutMs: 5000, intervalMs: 25, what: 'the test mail' });
    const mail = smtp.messages.find((m) => m.to.includes('ops@example.com'))!;
    expect(mail.raw).toMatch(/^From: Accounts <accounts@example\.com>/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('email delivery works.');

    // An experience code goes the same way.
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, await createClient(app, 'Traditional'));
    await client.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const code = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'newcomer@example.com' } });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    expect(await smtp.nextCode('newcomer@example.com')).toMatch(/^\d{6}$/);
  });

  it('reports the mail server’s refusal on a test message, and refuses settings that are not an SMTP server', async () => {
    const closed = await app.api('PUT', '/message-delivery/email', { host: '127.0.0.1', port: 9, security: 'None', fromAddress: 'a@example.com' });
    expect(closed.status).toBe(200);
    const sent = await app.api('POST', '/message-delivery/test', { channel: 'Email', to: 'ops@example.com' });
    expect(sent.body.delivered).toBe(false);
    expect(sent.body.error).toMatch(/ECONNREFUSED|connect/i);

    for (const [input, message, field] of [
      [{ host: 'mail.example.com', port: 70000, security: 'Tls', fromAddress: 'a@example.com' }, 'port must be 1–65535', 'port'],
      [{ host: 'mail.example.com', port: 465, security: 'Tls', fromAddress: 'nobody' }, 'fromAddress must be an email address', 'fromAddress'],
      [{ host: 'mail.example.com', port: 465, security: 'Tls', fromAddress: 'a@example.com', password: 'x' }, 'password needs a username', 'password'],
      [
        { host: 'mail.example.com', port: 465, security: 'Tls', fromAddress: 'a@example.com', fromName: 'A\r\nBcc: b@example.com' },
        'fromName must not contain line breaks, quotes or angle brackets',
        'fromName',
      ],
    ] as const) {
      const refused = await app.api('PUT', '/message-delivery/email', input);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message, data: { field: [field] } });
    }
    // Shapes the schema refuses: a 400 in the REST convention, never a 500.
    for (const [method, path, body] of [
      ['PUT', '/message-delivery/email', { host: 'mail.example.com', port: 'x', security: 'Tls', fromAddress: 'a@example.com' }],
      ['PUT', '/message-delivery/email', { host: 'mail.example.com', port: 465, security: 'Plain', fromAddress: 'a@example.com' }],
      ['PUT', '/message-delivery/sms', { type: 'Carrier-pigeon' }],
      ['PUT', '/message-delivery/sms', { type: 'Webhook' }],
      ['POST', '/message-delivery/test', { channel: 'Email' }],
    ] as const) {
      const refused = await app.api(method, path, body);
      expect(refused.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
    }
    const notAnAddress = await app.api('POST', '/message-delivery/test', { channel: 'Email', to: 'ops' });
    expect(notAnAddress.status).toBe(400);
    expect(notAnAddress.body).toMatchObject({ code: 'guard.invalid_input', message: 'to must be an email address' });

    expect((await app.api('DELETE', '/message-delivery/email')).status).toBe(204);
    expect((await app.api('GET', '/message-delivery')).body.email).toEqual({ source: 'DevelopmentLog', smtp: null, updatedAt: null });
    const twice = await app.api('DELETE', '/message-delivery/email');
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('entity.not_found');
  });

  it('offers phone codes only once an SMS gateway is set, and texts the code through it', async () => {
    const methods = [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
    ];
    const before = await app.api('PATCH', '/sign-in-exp', { signIn: { methods } });
    expect(before.status).toBe(400);
    expect(before.body.message).toContain('needs an SMS transport (set the SMS delivery in the console');
    expect((await app.api('GET', '/sign-in-exp')).body.forgotPasswordMethods).toEqual(['EmailVerificationCode']);

    const refused = await app.api('PUT', '/message-delivery/sms', { type: 'Webhook', url: 'ftp://127.0.0.1/sms' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['url'] } });
    const set = await app.api('PUT', '/message-delivery/sms', { type: 'Webhook', url: gatewayUrl });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.sms).toMatchObject({ source: 'Console', gateway: { type: 'Webhook', url: gatewayUrl, accountSid: null, authToken: null } });

    expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods } })).status).toBe(200);
    expect((await app.api('GET', '/sign-in-exp')).body.forgotPasswordMethods).toEqual(['EmailVerificationCode', 'PhoneVerificationCode']);

    const user = await app.api('POST', '/users', { username: 'texted_user', primaryPhone: '+15550004444' });
    expect(user.status).toBe(200);
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, await createClient(app, 'Traditional'));
    await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'phone', value: '+1 555 000 4444' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const text = await waitFor(() => texts().find((t) => t.to === '15550004444'), { timeoutMs: 5000, intervalMs: 25, what: 'the text' });
    expect(text.text).toMatch(/\d{6}/);

    const test = await app.api('POST', '/message-delivery/test', { channel: 'Sms', to: '+1 555 000 5555' });
    expect(test.body).toEqual({ delivered: true, error: null });
    expect(texts().at(-1)).toMatchObject({ to: '15550005555', text: expect.stringContaining('SMS delivery works') });
  });

  it('keeps a Twilio auth token sealed and masked, and the mask keeps it', async () => {
    const sid = `AC${'0123456789abcdef'.repeat(2)}`;
    const set = await app.api('PUT', '/message-delivery/sms', { type: 'Twilio', accountSid: sid, authToken: 'twilio-secret-1', from: '+15005550006' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.sms.gateway).toEqual({ type: 'Twilio', url: null, accountSid: sid, authToken: '********', from: '+15005550006' });
    const row = await stored('smsDelivery');
    expect(String(row?.settings.authToken)).toMatch(/^enc:v3:/);
    const kept = await app.api('PUT', '/message-delivery/sms', { type: 'Twilio', accountSid: sid, authToken: '********', from: '+15005550007' });
    expect(kept.status).toBe(200);
    expect((await stored('smsDelivery'))?.settings.authToken).toBe(row?.settings.authToken);
    const noStored = await app.api('PUT', '/message-delivery/email', {
      host: 'mail.example.com',
      port: 587,
      security: 'StartTls',
      username: 'u',
      password: '********',
      fromAddress: 'a@example.com',
    });
    expect(noStored.status).toBe(400);
    expect(noStored.body.message).toBe('password is required (the masked value keeps only a stored one)');

    // GraphQL answers the same.
    const gql = await app.graphql('{ messageDelivery { sms { source gateway { type authToken } } } }');
    expect(gql.data.messageDelivery.sms).toEqual({ source: 'Console', gateway: { type: 'Twilio', authToken: '********' } });

    expect((await app.api('DELETE', '/message-delivery/sms')).status).toBe(204);
    expect((await app.api('GET', '/message-delivery')).body.sms.source).toBe('DevelopmentLog');
  });
});
