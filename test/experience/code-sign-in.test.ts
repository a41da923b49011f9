// Sign-in (and sign-up) by a one-time code through the Experience API, as a custom UI calls it:
// the settings that offer it (Management API, REST and GraphQL), the code from a real SMTP
// server, the authorization code exchanged for tokens verified against the JWKS, and each
// refusal: a reused code, an expired one, too many wrong codes (lockout shared with passwords,
// Identifier.Lockout at a real receiver), the send limit (Message.RateLimited), and an address no
// account uses (no code delivered, the same answer) unless sign-up by code is allowed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, expectSigned } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { tokenRequest } from '../helpers/sign-in.js';
import { waitFor } from '../helpers/wait-for.js';
import { clearOfStepEdge, currentTotpStep, totpCodeAt } from '../helpers/totp.js';
import { Browser } from './helpers/browser.js';
import { JsonClient, startAuthorization, verifiedAccountClient } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let receiver: Receiver;
let web: TestClient;

const EMAIL_CODE = [
  { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
  { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
  { identifier: 'phone', password: true, verificationCode: false, isPasswordPrimary: true },
];

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      CODE_SEND_LIMIT: '3',
      CODE_SEND_WINDOW_SECONDS: '600',
      LOCKOUT_MAX_ATTEMPTS: '3',
      LOCKOUT_WINDOW_SECONDS: '600',
      LOCKOUT_DURATION_SECONDS: '600',
      WEBHOOK_POLL_MS: '100',
    },
  });
  web = await createClient(app, 'Traditional');
  await createHook(app, receiver, ['PostSignIn', 'PostRegister', 'User.Created', 'Identifier.Lockout', 'Message.RateLimited']);
  const set = await app.api('PATCH', '/sign-in-exp', { signIn: { methods: EMAIL_CODE } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await receiver?.close();
});

let n = 0;
async function newUser(extra: Record<string, unknown> = {}) {
  n += 1;
  const email = `otp${n}.${Date.now()}@example.com`;
  const res = await app.api('POST', '/users', { username: `otp_user_${n}_${Date.now()}`, primaryEmail: email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id as string, email };
}

/** A custom UI's browser with an authorization request started and SignIn chosen. */
async function signingIn() {
  const client = new JsonClient(app.url);
  const auth = await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  return { client, ...auth };
}

const sendCode = (client: JsonClient, value: string, type = 'email') =>
  client.call('POST', '/api/experience/verification/verification-code', { identifier: { type, value }, interactionEvent: 'SignIn' });
const verify = (client: JsonClient, verificationId: string, code: string) =>
  client.call('POST', '/api/experience/verification/verification-code/verify', { identifier: {}, verificationId, code });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** The audit entries under `key` that match, once there are at least `count` of them. */
async function logEntries(key: string, predicate: (e: any) => boolean, count = 1) {
  return waitFor(
    async () => {
      const res = await app.api('GET', `/logs?page_size=100&logKey=${encodeURIComponent(key)}`);
      const found = (res.body as any[]).filter(predicate);
      return found.length >= count ? found : undefined;
    },
    { timeoutMs: 5000, intervalMs: 100, what: `${count} audit entries ${key}` },
  );
}

/**
 * Sign-in codes go out in the background (only to an address an account uses): a code sent to a
 * user after the sends under test, once it arrives, is the sign that those were dealt with; the
 * ones before it started earlier and had at most a lookup left to do.
 */
async function laterCodeDelivered() {
  const witness = await newUser();
  const { client } = await signingIn();
  expect((await sendCode(client, witness.email)).status).toBe(200);
  await smtp.nextCode(witness.email);
}

describe('sign-in by code: settings', () => {
  it('reads the compatible shape over REST and GraphQL (one implementation) and refuses impossible methods', async () => {
    const got = await app.api('GET', '/sign-in-exp');
    expect(got.body.signIn.methods).toEqual(EMAIL_CODE);
    expect(got.body.signUp).toEqual({ identifiers: ['username', 'email'], verifyEmail: true, verify: true, password: true });
    const gql = await app.graphql('{ signInExperience { signIn { methods { identifier verificationCode } } signUp { verify password } } }');
    expect(gql.data.signInExperience.signIn.methods[1]).toEqual({ identifier: 'email', verificationCode: true });

    const username = await app.api('PATCH', '/sign-in-exp', { signIn: { methods: [{ identifier: 'username', password: true, verificationCode: true }] } });
    expect(username).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: expect.stringMatching(/username cannot sign in with a verification code/) },
    });
    const phone = await app.api('PATCH', '/sign-in-exp', { signIn: { methods: [{ identifier: 'phone', password: false, verificationCode: true }] } });
    expect(phone).toMatchObject({ status: 400, body: { message: expect.stringMatching(/SMS_WEBHOOK_URL/) } });
    const none = await app.api('PATCH', '/sign-in-exp', { signIn: { methods: [{ identifier: 'email', password: false, verificationCode: false }] } });
    expect(none.status).toBe(400);
    const twice = await app.api('PATCH', '/sign-in-exp', { signIn: { methods: [EMAIL_CODE[1], EMAIL_CODE[1]] } });
    expect(twice.status).toBe(400);
    const passwordless = await app.api('PATCH', '/sign-in-exp', { signUp: { password: false } });
    expect(passwordless).toMatchObject({ status: 400, body: { message: expect.stringMatching(/email only/) } });
    const conflicting = await app.api('PATCH', '/sign-in-exp', { signUp: { verify: false, verifyEmail: true } });
    expect(conflicting.status).toBe(400);
    const viaGraphql = await app.graphql(
      'mutation($input: UpdateSignInExperienceInput!) { updateSignInExperience(input: $input) { signInExperience { signIn { methods { identifier } } } userErrors { code field } } }',
      { input: { signIn: { methods: [{ identifier: 'username', password: false, verificationCode: true }] } } },
    );
    expect(viaGraphql.data.updateSignInExperience).toMatchObject({
      signInExperience: null,
      userErrors: [{ code: 'guard.invalid_input', field: ['signIn', 'methods'] }],
    });
    // Nothing of the refused changes was stored.
    expect((await app.api('GET', '/sign-in-exp')).body.signIn.methods).toEqual(EMAIL_CODE);
  });

  it('refuses a code for an identifier the settings do not offer it to, and a password where it is off', async () => {
    const { client } = await signingIn();
    const phone = await sendCode(client, '+15551234567', 'phone');
    expect(phone).toMatchObject({ status: 422, body: { code: 'user.sign_in_method_not_enabled' } });
    const user = await newUser({ password: 'a good password 1' });
    expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods: [EMAIL_CODE[0], { ...EMAIL_CODE[1], password: false }] } })).status).toBe(200);
    try {
      const pw = await client.call('POST', '/api/experience/verification/password', {
        identifier: { type: 'email', value: user.email },
        password: 'a good password 1',
      });
      expect(pw).toMatchObject({ status: 422, body: { code: 'user.sign_in_method_not_enabled' } });
    } finally {
      expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods: EMAIL_CODE } })).status).toBe(200);
    }
  });
});

describe('sign-in by code: Experience API', () => {
  it('signs in with the emailed code: tokens verified against the JWKS, PostSignIn, audit entries', async () => {
    const user = await newUser();
    const { client, verifier } = await signingIn();
    const sent = await sendCode(client, user.email.toUpperCase());
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await smtp.nextCode(user.email);
    const checked = await verify(client, sent.body.verificationId, code);
    expect(checked.body).toEqual({ verificationId: sent.body.verificationId, identifier: { type: 'email', value: user.email } });
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const callback = new URL(submitted.body.redirectTo);
    const tokens = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const { payload } = await jwtVerify(tokens.body.id_token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), {
      issuer: app.config.issuer,
      audience: web.clientId,
    });
    expect(payload.sub).toBe(user.id);

    await receiver.waitFor(() => receiver.ofEvent('PostSignIn').some((r) => r.json.userId === user.id));
    const post = receiver.ofEvent('PostSignIn').find((r) => r.json.userId === user.id)!;
    expect(post.json).toMatchObject({ interactionEvent: 'SignIn', user: { id: user.id, primaryEmail: user.email } });
    expect(post.body).not.toContain(code);
    expectSigned(receiver.received);

    const created = await logEntries('Interaction.SignIn.Verification.VerificationCode.Create', (e) => e.payload.verificationId === sent.body.verificationId);
    expect(created[0]).toMatchObject({ result: 'Success', payload: { identifier: { type: 'email', value: user.email } } });
    const submittedLog = await logEntries(
      'Interaction.SignIn.Verification.VerificationCode.Submit',
      (e) => e.payload.verificationId === sent.body.verificationId,
    );
    expect(submittedLog[0]).toMatchObject({ result: 'Success' });
    expect(JSON.stringify([created, submittedLog])).not.toContain(code);
    expect(await logEntries('Interaction.SignIn.Submit', (e) => e.userId === user.id)).toHaveLength(1);
    // The code proved the address.
    expect((await app.api('GET', `/users/${user.id}`)).body.lastSignInAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a reused code: identifying twice, and in another interaction', async () => {
    const user = await newUser();
    const { client } = await signingIn();
    const sent = await sendCode(client, user.email);
    await verify(client, sent.body.verificationId, await smtp.nextCode(user.email));
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const again = await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId });
    expect(again).toMatchObject({ status: 400, body: { code: 'verification_code.already_used' } });
    const other = (await signingIn()).client;
    const elsewhere = await other.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId });
    expect(elsewhere).toMatchObject({ status: 400, body: { code: 'session.verification_session_not_found' } });
    // Not verified yet: no identification.
    const fresh = await sendCode(other, user.email);
    await smtp.nextCode(user.email);
    expect((await other.call('POST', '/api/experience/identification', { verificationId: fresh.body.verificationId })).body.code).toBe(
      'verification_code.not_verified',
    );
  });

  it('refuses an expired code, even the right one', async () => {
    const user = await newUser();
    const { client } = await signingIn();
    const sent = await sendCode(client, user.email);
    const code = await smtp.nextCode(user.email);
    // Ten minutes pass: the row is aged instead of waiting.
    await app.running.services.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', sent.body.verificationId)
      .execute();
    const late = await verify(client, sent.body.verificationId, code);
    expect(late).toMatchObject({ status: 400, body: { code: 'verification_code.expired' } });
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).body.code).toBe(
      'verification_code.not_verified',
    );
  });

  it('too many wrong codes lock the account (budget shared with passwords): Identifier.Lockout, then even the right code and password fail', async () => {
    const user = await newUser({ password: 'the right password' });
    const { client } = await signingIn();
    // One wrong password, then wrong codes: the third failure locks (LOCKOUT_MAX_ATTEMPTS=3).
    const pw = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'email', value: user.email },
      password: 'not the password',
    });
    expect(pw.body.code).toBe('session.invalid_credentials');
    const sent = await sendCode(client, user.email);
    const code = await smtp.nextCode(user.email);
    for (let i = 0; i < 2; i++) expect((await verify(client, sent.body.verificationId, wrongOf(code))).body.code).toBe('verification_code.code_mismatch');
    await receiver.waitFor(() => receiver.ofEvent('Identifier.Lockout').some((r) => r.json.value === user.email));
    const locks = receiver.ofEvent('Identifier.Lockout').filter((r) => r.json.value === user.email);
    expect(locks[0]!.json).toMatchObject({ type: 'email', value: user.email });
    expect(locks[0]!.body).not.toContain(code);
    const right = await verify(client, sent.body.verificationId, code);
    expect(right).toMatchObject({ status: 403, body: { code: 'user.identifier_locked' } });
    expect(right.headers.get('retry-after')).toBeTruthy();
    const password = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'email', value: user.email },
      password: 'the right password',
    });
    expect(password.body.code).toBe('user.identifier_locked');
    const failures = await logEntries(
      'Interaction.SignIn.Verification.VerificationCode.Submit',
      (e) => e.payload.verificationId === sent.body.verificationId,
      3,
    );
    expect(failures.map((e) => e.error).sort()).toEqual(['user.identifier_locked', 'verification_code.code_mismatch', 'verification_code.code_mismatch']);
    expect(receiver.ofEvent('Identifier.Lockout').filter((r) => r.json.value === user.email)).toHaveLength(1);
  });

  it('a code allows 10 attempts, then a new code is needed', async () => {
    // Without a user the address's own counter would lock first; raise the lockout for this case.
    expect((await app.api('PATCH', '/sign-in-exp', { lockout: { maxAttempts: 50 } })).status).toBe(200);
    try {
      const user = await newUser();
      const { client } = await signingIn();
      const sent = await sendCode(client, user.email);
      const code = await smtp.nextCode(user.email);
      for (let i = 0; i < 10; i++) expect((await verify(client, sent.body.verificationId, wrongOf(code))).body.code).toBe('verification_code.code_mismatch');
      expect((await verify(client, sent.body.verificationId, code)).body.code).toBe('verification_code.exceed_max_try');
    } finally {
      expect((await app.api('PATCH', '/sign-in-exp', { lockout: { maxAttempts: 3 } })).status).toBe(200);
    }
  });

  it('the send limit: 429 and Message.RateLimited, nothing more sent', async () => {
    const user = await newUser();
    const { client } = await signingIn();
    for (let i = 0; i < 3; i++) expect((await sendCode(client, user.email)).status).toBe(200);
    for (let i = 0; i < 3; i++) await smtp.nextCode(user.email);
    const over = await sendCode(client, user.email);
    expect(over).toMatchObject({ status: 429, body: { code: 'request.message_rate_limited' } });
    await receiver.waitFor(() => receiver.ofEvent('Message.RateLimited').some((r) => r.json.recipient === user.email));
    expect(receiver.ofEvent('Message.RateLimited').find((r) => r.json.recipient === user.email)!.json).toMatchObject({ action: 'VerificationCodeSend' });
    const refused = await logEntries(
      'Interaction.SignIn.Verification.VerificationCode.Create',
      (e) => e.result === 'Error' && e.payload.identifier?.value === user.email,
    );
    expect(refused[0]!.error).toBe('request.message_rate_limited');
    await laterCodeDelivered();
    expect(smtp.countTo(user.email)).toBe(3);
  });

  it('an address no account uses: the same answer, no code delivered (sign-up by code is off)', async () => {
    const { client } = await signingIn();
    const unknown = `nobody.${Date.now()}@example.com`;
    const sent = await sendCode(client, unknown);
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body)).toEqual(['verificationId']);
    const guessed = await verify(client, sent.body.verificationId, '123456');
    expect(guessed.body.code).toBe('verification_code.code_mismatch');
    await laterCodeDelivered();
    expect(smtp.countTo(unknown)).toBe(0);
    // Switching to Register is refused while sign-up by code is off.
    expect((await client.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' })).body.code).toBe('user.sign_up_method_not_enabled');
  });
});

describe('sign-in by code: pages', () => {
  it('a user with TOTP: email, code, then /sign-in/mfa, then back to the client', async () => {
    const user = await newUser({ password: 'totp user password' });
    const account = await verifiedAccountClient(app, user.id, 'totp user password');
    const enrol = await account.call('POST', '/api/my-account/mfa/totp');
    // Enrolled with the previous time step's code, so that the current step's is still unused.
    clearOfStepEdge(app.clock);
    const enrolStep = currentTotpStep(app.clock) - 1;
    expect((await account.call('POST', '/api/my-account/mfa/totp/verify', { code: await totpCodeAt(enrol.body.secret, enrolStep) })).status).toBe(200);

    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const signIn = await browser.get(location.toString());
    expect(signIn.text).toContain('Email me a code');
    expect(signIn.text).not.toContain('Text me a code');
    const interaction = location.searchParams.get('interaction')!;
    const start = await browser.get(`/sign-in/code?interaction=${encodeURIComponent(interaction)}&channel=email`);
    expect(start.status).toBe(200);
    // Phone codes are not offered (no SMS transport, not in the settings): the page says so.
    expect((await browser.get(`/sign-in/code?interaction=${encodeURIComponent(interaction)}&channel=phone`)).status).toBe(422);
    const codePage = await browser.submit(start, { identifier: user.email });
    expect(codePage.status).toBe(200);
    const toMfa = await browser.submit(codePage, { code: await smtp.nextCode(user.email) });
    expect(new URL(toMfa.url).pathname).toBe('/sign-in/mfa');
    // A TOTP code is accepted once: the step after the enrolment's.
    const done = await browser.submit(toMfa, { code: await totpCodeAt(enrol.body.secret, enrolStep + 1) }, false);
    expect(done.status).toBe(303);
    const callback = new URL(done.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(web.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
  }, 90_000);

  it("a page post without this browser's CSRF token is refused and sends nothing", async () => {
    const user = await newUser();
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const interaction = location.searchParams.get('interaction')!;
    const res = await browser.request('/sign-in/code', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ interaction, channel: 'email', identifier: user.email, csrf: 'forged' }).toString(),
    });
    expect(res.status).toBe(400);
    // The same form with this browser's token is served, and sends the one code: none came of the forgery.
    const codePage = await browser.submit(await browser.get(`/sign-in/code?interaction=${encodeURIComponent(interaction)}&channel=email`), {
      identifier: user.email,
    });
    expect(codePage.status).toBe(200);
    await smtp.nextCode(user.email);
    expect(smtp.countTo(user.email)).toBe(1);
  });
});

describe('sign-up by code', () => {
  beforeAll(async () => {
    const set = await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['email'], password: false, verify: true } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });
  afterAll(async () => {
    await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username', 'email'], password: true } });
  });

  it('a verified unknown email: 404 user.user_not_exist in SignIn, then Register creates the account (User.Created, PostRegister)', async () => {
    const email = `newcomer.${Date.now()}@example.com`;
    const { client, verifier } = await signingIn();
    const sent = await sendCode(client, email);
    await verify(client, sent.body.verificationId, await smtp.nextCode(email));
    const unknown = await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'user.user_not_exist' } });
    expect((await client.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tokens = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: new URL(submitted.body.redirectTo).searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    const users = (await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body as any[];
    const user = users.find((u) => u.primaryEmail === email);
    expect(user).toMatchObject({ hasPassword: false });
    await receiver.waitFor(
      () =>
        receiver.ofEvent('PostRegister').some((r) => r.json.userId === user.id) && receiver.ofEvent('User.Created').some((r) => r.json.data?.id === user.id),
    );
    expect(receiver.ofEvent('PostRegister').filter((r) => r.json.userId === user.id)).toHaveLength(1);
    expect(receiver.ofEvent('PostSignIn').filter((r) => r.json.userId === user.id)).toHaveLength(0);
  });

  it('the pages: "Email me a code" with an email no account uses creates the account at the right code', async () => {
    const email = `page.newcomer.${Date.now()}@example.com`;
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const interaction = location.searchParams.get('interaction')!;
    const start = await browser.get(`/sign-in/code?interaction=${encodeURIComponent(interaction)}&channel=email`);
    const codePage = await browser.submit(start, { identifier: email });
    const done = await browser.submit(codePage, { code: await smtp.nextCode(email) }, false);
    expect(done.status, done.text).toBe(303);
    expect(new URL(done.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const user = ((await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body as any[]).find((u) => u.primaryEmail === email);
    expect(user).toMatchObject({ hasPassword: false });
    await receiver.waitFor(() => receiver.ofEvent('PostRegister').some((r) => r.json.userId === user.id));
  });

  it('in a Register experience: send, verify, identification creates the account; an address in use is refused', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const email = `registrant.${Date.now()}@example.com`;
    const mismatch = await client.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: email },
      interactionEvent: 'SignIn',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { code: 'session.interaction_event_mismatch' } });
    const sent = await client.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: email },
      interactionEvent: 'Register',
    });
    expect(sent.status).toBe(200);
    await verify(client, sent.body.verificationId, await smtp.nextCode(email));
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(new URL(submitted.body.redirectTo).searchParams.get('code')).toBeTruthy();

    const existing = await newUser();
    const again = new JsonClient(app.url);
    await startAuthorization(again.browser, web);
    await again.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const second = await again.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: existing.email },
      interactionEvent: 'Register',
    });
    await verify(again, second.body.verificationId, await smtp.nextCode(existing.email));
    const taken = await again.call('POST', '/api/experience/identification', { verificationId: second.body.verificationId });
    expect(taken).toMatchObject({ status: 422, body: { code: 'user.email_already_in_use' } });
  });
});

describe('sign-in by text message code (an SMS transport configured)', () => {
  let smsApp: TestApp;
  let gateway: Server;
  const texts: Array<{ to: string; text: string }> = [];

  beforeAll(async () => {
    // The SMS gateway: SMS_WEBHOOK_URL receives { to, text } as JSON.
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        texts.push(JSON.parse(body) as { to: string; text: string });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    smsApp = await startTestApp({ env: { SMS_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`, SMTP_URL: smtp.url } });
    const methods = [EMAIL_CODE[0], { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false }];
    const set = await smsApp.api('PATCH', '/sign-in-exp', { signIn: { methods } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });
  afterAll(async () => {
    await smsApp?.stop();
    await new Promise((r) => gateway?.close(r));
  });

  it('texts the code, signs in with it; the page offers "Text me a code"; phone passwords are off', async () => {
    const user = (await smsApp.api('POST', '/users', { username: 'texter', primaryPhone: '+15550001111', password: 'texter password' })).body;
    const client = new JsonClient(smsApp.url);
    const { location } = await startAuthorization(client.browser, await createClient(smsApp, 'Traditional'));
    const page = await client.browser.get(location.toString());
    expect(page.text).toContain('Text me a code');
    expect(page.text).not.toContain('Email me a code');
    // The phone method is not password-primary: the code link leads, the password form follows.
    expect(page.text.indexOf('Text me a code')).toBeLessThan(page.text.indexOf('name="password"'));
    await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const pw = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'phone', value: '+15550001111' },
      password: 'texter password',
    });
    expect(pw.body.code).toBe('user.sign_in_method_not_enabled');
    const sent = await sendCode(client, '+1 555 000 1111', 'phone');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const text = await waitFor(() => texts.find((t) => t.to === '15550001111'), { timeoutMs: 5000, intervalMs: 25, what: 'the text to 15550001111' });
    const code = /verification code is (\d{6})/.exec(text.text)![1]!;
    expect((await verify(client, sent.body.verificationId, code)).body.identifier).toEqual({ type: 'phone', value: '15550001111' });
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(new URL(submitted.body.redirectTo).searchParams.get('code')).toBeTruthy();
    expect((await smsApp.api('GET', `/users/${user.id}`)).body.lastSignInAt).toBeGreaterThan(Date.now() - 60_000);
  });
});
