// The Account API belongs to whoever is signed in now: a token of an ended session is refused,
// and changing an email, a phone or the password takes a fresh proof of a current factor (the
// password, or a code sent to the current email or phone) named by `logto-verification-id`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { JsonClient } from './helpers/json-client.js';
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

/** A real sign-in for the Account API resource: its token carries the session (`sid`). */
async function signIn(user: TestUser) {
  const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: `${app.url}/me` });
  return { ...tokens, me: new JsonClient(app.url, tokens.access_token) };
}

class Verified extends JsonClient {
  constructor(
    private readonly token: string,
    private readonly verificationId: string,
  ) {
    super(app.url, token);
  }
  async send(method: string, path: string, body?: unknown) {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', 'logto-verification-id': this.verificationId },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
}

/** A code sent to `value` through the Verification API and verified: its record id. */
async function codeVerification(me: JsonClient, type: 'email' | 'phone', value: string): Promise<string> {
  const sent = await me.call('POST', '/api/verifications/verification-code', { identifier: { type, value } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  expect(typeof sent.body.expiresAt).toBe('string');
  const verified = await me.call('POST', '/api/verifications/verification-code/verify', {
    identifier: { type, value },
    verificationId: sent.body.verificationRecordId,
    code: await smtp.nextCode(value),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.verificationRecordId as string;
}

describe('Account API sessions', () => {
  it('refuses the token once its sign-in session has ended (sign-out)', async () => {
    const user = await createUser(app);
    const { me, id_token, jar } = await signIn(user);
    expect((await me.call('GET', '/api/my-account')).status).toBe(200);
    const end = await jar.fetch(`${app.url}/oidc/session/end?id_token_hint=${id_token}`);
    expect(end.status).toBe(200);
    const after = await me.call('GET', '/api/my-account');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('auth.unauthorized');
    // Nor can it start anything that would outlive the sign-out.
    expect((await me.call('POST', '/api/verifications/verification-code', { identifier: { type: 'email', value: 'new@example.com' } })).status).toBe(401);
  });

  it('refuses a suspended user', async () => {
    const user = await createUser(app);
    const { me } = await signIn(user);
    await app.api('PATCH', `/users/${user.id}/is-suspended`, { isSuspended: true });
    expect((await me.call('GET', '/api/my-account')).status).toBe(401);
  });
});

describe('changing the primary email', () => {
  it('is refused with only a code sent to the new address, the reported takeover', async () => {
    const victim = await createUser(app);
    const { me } = await signIn(victim);
    const newAddress = await codeVerification(me, 'email', `attacker-${victim.username}@evil.test`);
    for (const body of [
      { email: `attacker-${victim.username}@evil.test`, newIdentifierVerificationRecordId: newAddress },
      // The older shape of this API, with the code of the new address only.
      { email: `attacker-${victim.username}@evil.test`, verificationId: newAddress },
    ]) {
      const res = await me.call('POST', '/api/my-account/primary-email', body);
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body.code).toBe('verification_record.permission_denied');
    }
    expect((await app.api('GET', `/users/${victim.id}`)).body.primaryEmail).toBe(victim.email);
  });

  it('works with a password verification and a code for the new address', async () => {
    const user = await createUser(app);
    const { me, access_token } = await signIn(user);
    const wrong = await me.call('POST', '/api/verifications/password', { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    const proof = await me.call('POST', '/api/verifications/password', { password: user.password });
    expect(proof.status, JSON.stringify(proof.body)).toBe(201);
    expect(new Date(proof.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const target = `moved-${user.username}@example.com`;
    const newAddress = await codeVerification(me, 'email', target);
    // The new address's code is no proof of identity.
    const notProof = await new Verified(access_token, newAddress).send('POST', '/api/my-account/primary-email', {
      email: target,
      newIdentifierVerificationRecordId: newAddress,
    });
    expect(notProof.status).toBe(401);
    const changed = await new Verified(access_token, proof.body.verificationRecordId).send('POST', '/api/my-account/primary-email', {
      email: target,
      newIdentifierVerificationRecordId: newAddress,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await me.call('GET', '/api/my-account')).body).toMatchObject({ primaryEmail: target, emailVerified: true });
  });

  it('works with a code sent to the current address', async () => {
    const user = await createUser(app);
    const { me, access_token } = await signIn(user);
    const proof = await codeVerification(me, 'email', user.email);
    const target = `second-${user.username}@example.com`;
    const newAddress = await codeVerification(me, 'email', target);
    const changed = await new Verified(access_token, proof).send('POST', '/api/my-account/primary-email', {
      email: target,
      newIdentifierVerificationRecordId: newAddress,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.primaryEmail).toBe(target);
  });

  it('does not take a proof made in another session, or an unknown one', async () => {
    const user = await createUser(app);
    const first = await signIn(user);
    const second = await signIn(user);
    const proof = await first.me.call('POST', '/api/verifications/password', { password: user.password });
    const target = `third-${user.username}@example.com`;
    const newAddress = await codeVerification(second.me, 'email', target);
    for (const id of [proof.body.verificationRecordId, 'unknown-id']) {
      const res = await new Verified(second.access_token, id).send('POST', '/api/my-account/primary-email', {
        email: target,
        newIdentifierVerificationRecordId: newAddress,
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('verification_record.permission_denied');
    }
  });
});

describe('changing the password and enrolling MFA', () => {
  it('needs the proof (header) or the current password; a forgot-password then does not help a token thief', async () => {
    const user = await createUser(app);
    const { me, access_token } = await signIn(user);
    expect((await me.call('POST', '/api/my-account/password', { password: 'stolen token pw 1' })).status).toBe(401);
    expect((await me.call('POST', '/api/my-account/mfa/totp')).status).toBe(401);
    const proof = await me.call('POST', '/api/verifications/password', { password: user.password });
    const totp = await new Verified(access_token, proof.body.verificationRecordId).send('POST', '/api/my-account/mfa/totp');
    expect(totp.status, JSON.stringify(totp.body)).toBe(200);
    const changed = await new Verified(access_token, proof.body.verificationRecordId).send('POST', '/api/my-account/password', {
      password: 'a new password 1',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    // The new password works at the sign-in page.
    await expect(signInAndGetTokens(app, { ...web, username: user.username, password: 'a new password 1' })).resolves.toBeTruthy();
  });
});
