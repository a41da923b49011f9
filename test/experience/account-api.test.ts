// The Account API with a user's own access token: profile, linking an email by code, changing
// the password (with lockout on the current one) and enrolling TOTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { accountToken, JsonClient } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let userId: string;
let me: JsonClient;
/** The same token, with a proof of identity (the password) for the changes that need one. */
let verified: JsonClient;
let smsGateway: Server;
const sms: Array<{ to: string; text: string }> = [];

beforeAll(async () => {
  smtp = await startSmtp();
  // A real HTTP SMS gateway on 127.0.0.1 that records what it is asked to send.
  smsGateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      sms.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((r) => smsGateway.listen(0, '127.0.0.1', r));
  const smsUrl = `http://127.0.0.1:${(smsGateway.address() as AddressInfo).port}/sms`;
  app = await startTestApp({ env: { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: smsUrl, LOCKOUT_MAX_ATTEMPTS: '2', LOCKOUT_DURATION_SECONDS: '60' } });
  const created = await app.api('POST', '/users', { username: 'margaret', password: 'first password' });
  userId = created.body.id;
  const token = await accountToken(app, userId);
  me = new JsonClient(app.url, token);
  const proof = await me.call('POST', '/api/verifications/password', { password: 'first password' });
  verified = new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await new Promise((r) => smsGateway?.close(r));
});

describe('/api/my-account', () => {
  it('needs a valid token for the account resource', async () => {
    expect((await new JsonClient(app.url).call('GET', '/api/my-account')).status).toBe(401);
    // The Management API token has the wrong audience.
    const admin = new JsonClient(app.url, await app.adminToken());
    expect((await admin.call('GET', '/api/my-account')).status).toBe(401);
    const res = await me.call('GET', '/api/my-account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: userId, username: 'margaret', hasMfa: false });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('links an email only with the code sent to it', async () => {
    const sent = await me.call('POST', '/api/my-account/verification-codes', { identifier: { type: 'email', value: 'margaret@example.com' } });
    expect(sent.status).toBe(200);
    const unverified = await verified.call('POST', '/api/my-account/primary-email', {
      email: 'margaret@example.com',
      verificationId: sent.body.verificationId,
    });
    expect(unverified.status).toBe(400);
    const code = await smtp.nextCode('margaret@example.com');
    expect((await me.call('POST', '/api/my-account/verification-codes/verify', { verificationId: sent.body.verificationId, code })).status).toBe(200);
    // Another user's token cannot use this verification.
    const other = await app.api('POST', '/users', { username: 'eve' });
    const eve = new JsonClient(app.url, await accountToken(app, other.body.id));
    expect((await eve.call('POST', '/api/my-account/primary-email', { email: 'margaret@example.com', verificationId: sent.body.verificationId })).status).toBe(
      404,
    );
    const linked = await verified.call('POST', '/api/my-account/primary-email', { email: 'margaret@example.com', verificationId: sent.body.verificationId });
    expect(linked.status).toBe(200);
    expect(linked.body.primaryEmail).toBe('margaret@example.com');
  });

  it('links a phone with the code sent through the SMS gateway', async () => {
    const sent = await me.call('POST', '/api/my-account/verification-codes', { identifier: { type: 'phone', value: '+44 7700 900123' } });
    expect(sent.status).toBe(200);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe('447700900123');
    const code = /(\d{6})/.exec(sms[0]!.text)![1]!;
    expect((await me.call('POST', '/api/my-account/verification-codes/verify', { verificationId: sent.body.verificationId, code })).status).toBe(200);
    // A phone verification cannot stand in for an email.
    expect((await verified.call('POST', '/api/my-account/primary-email', { verificationId: sent.body.verificationId })).status).toBe(400);
    const linked = await verified.call('POST', '/api/my-account/primary-phone', { phone: '+447700900123', verificationId: sent.body.verificationId });
    expect(linked.status).toBe(200);
    expect(linked.body.primaryPhone).toBe('447700900123');
  });

  it('changes the password only with the current one, under lockout', async () => {
    const wrong = await me.call('POST', '/api/my-account/password', { currentPassword: 'nope nope', password: 'second password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    await me.call('POST', '/api/my-account/password', { currentPassword: 'nope nope', password: 'second password' });
    const locked = await me.call('POST', '/api/my-account/password', { currentPassword: 'first password', password: 'second password' });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('user.identifier_locked');
    // Ten seconds before the lock ends the right password is still refused; after it, it passes.
    app.clock.advance(50_000);
    expect((await me.call('POST', '/api/my-account/password', { currentPassword: 'first password', password: 'second password' })).body.code).toBe(
      'user.identifier_locked',
    );
    app.clock.advance(15_000);
    const ok = await me.call('POST', '/api/my-account/password', { currentPassword: 'first password', password: 'second password' });
    expect(ok.status).toBe(204);
    const again = await me.call('POST', '/api/my-account/password', { currentPassword: 'first password', password: 'third password' });
    expect(again.body.code).toBe('session.invalid_credentials');
  });

  it('enrols TOTP after a valid code from the new secret', async () => {
    const started = await verified.call('POST', '/api/my-account/mfa/totp');
    expect(started.status).toBe(200);
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect((await me.call('POST', '/api/my-account/mfa/totp/verify', { code: '000000' })).status).toBe(400);
    expect((await me.call('GET', '/api/my-account')).body.hasMfa).toBe(false);
    // The app's clock may have been moved (the lockout above): the code is of its time step.
    const code = await generate({ secret: started.body.secret, epoch: Math.floor(app.clock.ms() / 1000) });
    expect((await me.call('POST', '/api/my-account/mfa/totp/verify', { code })).status).toBe(200);
    expect((await me.call('GET', '/api/my-account')).body.hasMfa).toBe(true);
    expect((await verified.call('POST', '/api/my-account/mfa/totp')).body.code).toBe('user.totp_already_in_use');
  });
});
