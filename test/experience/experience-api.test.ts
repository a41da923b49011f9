// The Experience API (JSON) as a custom UI uses it: codes, the send limit, lockout, sign-up and
// the Management API settings that tune them. Codes come from a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExperienceLeftovers } from '../../src/domain/sign-in/experience-housekeeping.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      CODE_SEND_LIMIT: '2',
      CODE_SEND_WINDOW_SECONDS: '600',
      LOCKOUT_MAX_ATTEMPTS: '3',
      LOCKOUT_WINDOW_SECONDS: '600',
      LOCKOUT_DURATION_SECONDS: '60',
    },
  });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** A custom UI's browser: an authorization request started, then the experience event chosen. */
async function started(event: string) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  const res = await client.call('PUT', '/api/experience', { interactionEvent: event });
  expect(res.status).toBe(204);
  return client;
}

describe('Experience API', () => {
  it('registers with a verified email and answers submit with a redirect', async () => {
    const client = await started('Register');
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'Joan@Example.com' } });
    expect(sent.status).toBe(200);
    const code = await smtp.nextCode('joan@example.com');
    // Without the verification the account is refused (email verification is on by default).
    const early = await client.call('POST', '/api/experience/register', { email: 'joan@example.com', password: 'long enough pw' });
    expect(early.status).toBe(400);
    const verified = await client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code });
    expect(verified.status).toBe(200);
    expect(verified.body.identifier).toEqual({ type: 'email', value: 'joan@example.com' });
    const reg = await client.call('POST', '/api/experience/register', {
      email: 'joan@example.com',
      password: 'long enough pw',
      verificationId: sent.body.verificationId,
    });
    expect(reg.status).toBe(201);
    // The verification is single-use.
    const reuse = await (
      await started('Register')
    ).call('POST', '/api/experience/register', {
      email: 'joan2@example.com',
      password: 'long enough pw',
      verificationId: sent.body.verificationId,
    });
    expect(reuse.status).toBe(404);
    const submit = await client.call('POST', '/api/experience/submit');
    expect(submit.status).toBe(200);
    // Back to the client with an authorization code: the new user is signed in.
    const callback = new URL(submit.body.redirectTo);
    expect(callback.origin + callback.pathname).toBe(web.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const user = (await app.api('GET', `/users/${reg.body.userId}`)).body;
    expect(user).toMatchObject({ primaryEmail: 'joan@example.com', hasPassword: true });
  });

  it('refuses non-JSON writes (CSRF) and calls without an experience', async () => {
    const res = await fetch(`${app.url}/api/experience/verification/verification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'identifier=x',
    });
    expect(res.status).toBe(415);
    const none = await new JsonClient(app.url).call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'a@b.co' },
    });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('session.not_found');
    // Without an interaction of this browser there is nothing to start.
    const stranger = await new JsonClient(app.url).call('PUT', '/api/experience', { interactionEvent: 'Register' });
    expect(stranger).toMatchObject({ status: 404, body: { code: 'session.not_found' } });
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Nope' })).status).toBe(400);
  });

  it('answers each malformed shape with its own message and field', async () => {
    const refused = (message: string, field: string[]) => ({ status: 400, body: { code: 'guard.invalid_input', message, data: { field } } });
    const client = await started('Register');
    const send = (identifier: unknown) => client.call('POST', '/api/experience/verification/verification-code', { identifier });
    expect(await send(undefined)).toMatchObject(refused('identifier.value is required', ['identifier', 'value']));
    expect(await send({ type: 'fax', value: 7 })).toMatchObject(refused('identifier.value is required', ['identifier', 'value']));
    expect(await send({ type: 'fax', value: 'a@b.co' })).toMatchObject(refused('identifier.type must be "email" or "phone"', ['identifier', 'type']));
    expect(await send({ type: 'email', value: ' nobody ' })).toMatchObject(refused('not a valid email address', ['identifier', 'value']));
    expect(
      await client.call('POST', '/api/experience/register', { username: 'x'.repeat(257), email: 'y'.repeat(300), password: 'long enough pw' }),
    ).toMatchObject(refused('a username is at most 256 characters', ['username']));
    expect(await client.call('POST', '/api/experience/register', { email: ` a@${'y'.repeat(300)}.test `, password: 'long enough pw' })).toMatchObject(
      refused('an email is at most 256 characters', ['email']),
    );
    const event = await client.call('POST', '/api/experience/verification/verification-code', { interactionEvent: 'Nope' });
    expect(event).toMatchObject(refused('interactionEvent must be SignIn, Register or ForgotPassword', ['interactionEvent']));
    const sent = await send({ type: 'email', value: 'shapes@example.com' });
    expect(sent.status).toBe(200);
    const verify = (body: unknown) => client.call('POST', '/api/experience/verification/verification-code/verify', body);
    expect(await verify({ verificationId: 5, code: 'x' })).toMatchObject(refused('verificationId is required', ['verificationId']));
    expect(await verify({ verificationId: sent.body.verificationId, code: '12345' })).toMatchObject(refused('the code is 6 digits', ['code']));
    expect(await verify({ verificationId: sent.body.verificationId, code: 123456 })).toMatchObject(refused('the code is 6 digits', ['code']));
    const signIn = await started('SignIn');
    const password = (identifier: unknown) => signIn.call('POST', '/api/experience/verification/password', { identifier, password: 'x' });
    const shape = 'identifier must be { type: username | email | phone, value }';
    for (const identifier of [undefined, [], { type: 'fax', value: 'x' }, { type: 'username', value: '  ' }, { type: 'username' }]) {
      expect(await password(identifier)).toMatchObject(refused(shape, ['identifier']));
    }
    expect(await password({ type: 'username', value: 'x'.repeat(257) })).toMatchObject(
      refused('an identifier is at most 256 characters', ['identifier', 'value']),
    );
    expect(await signIn.call('POST', '/api/experience/verification/password', { identifier: { type: 'username', value: 'x' }, password: '' })).toMatchObject(
      refused('password is required', ['password']),
    );
    expect(await signIn.call('PUT', '/api/experience', { interactionEvent: 'signin' })).toMatchObject(
      refused('interactionEvent must be SignIn, Register or ForgotPassword', ['interactionEvent']),
    );
  });

  it('stops sending at the per-recipient limit with 429 and sends nothing more', async () => {
    const client = await started('Register');
    const send = () => client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'limit@example.com' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    await smtp.nextCode('limit@example.com');
    await smtp.nextCode('limit@example.com');
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('request.message_rate_limited');
    expect(typeof over.body.message).toBe('string');
    // Another client (another instance would share the database too) is limited as well.
    expect(
      (
        await (
          await started('ForgotPassword')
        ).call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'LIMIT@example.com' } })
      ).status,
    ).toBe(429);
    // Another recipient is not affected; its code, asked for after the refusals and delivered, is
    // the sign that nothing of theirs is still on the way.
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'other@example.com' } })).status,
    ).toBe(200);
    await smtp.nextCode('other@example.com');
    expect(smtp.countTo('limit@example.com')).toBe(2);
  });

  it('locks an identifier after the configured failures, even for the right code, and releases it', async () => {
    const client = await started('Register');
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'lock@example.com' } });
    const code = await smtp.nextCode('lock@example.com');
    const wrong = code === '999999' ? '000000' : '999999';
    const verify = (c: string) =>
      client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code: c });
    for (let i = 0; i < 3; i++) expect((await verify(wrong)).body.code).toBe('verification_code.code_mismatch');
    const locked = await verify(code);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('user.identifier_locked');
    expect(locked.body.data.retryAfter).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/try again after/);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // Ten seconds before the lock ends even the right code is refused; after it, it passes.
    app.clock.advance(50_000);
    expect((await verify(code)).body.code).toBe('user.identifier_locked');
    app.clock.advance(15_000);
    const ok = await verify(code);
    expect(ok.status).toBe(200);
  });

  it('reads and changes the limits over the Management API', async () => {
    const before = await app.api('GET', '/sign-in-exp');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      signIn: {
        methods: ['username', 'email', 'phone'].map((identifier) => ({ identifier, password: true, verificationCode: false, isPasswordPrimary: true })),
      },
      signUp: { identifiers: ['username', 'email'], verifyEmail: true, verify: true, password: true },
      lockout: { maxAttempts: 3, windowSeconds: 600, durationSeconds: 60 },
      codeSend: { limit: 2, windowSeconds: 600, ipLimit: 30 },
      // The default keeps the earlier rule (8 to 256 characters), every other rule off.
      passwordPolicy: {
        length: { min: 8, max: 256 },
        characterTypes: { min: 1 },
        rejects: { pwned: false, repetitionAndSequence: false, userInfo: false, words: [], history: 0 },
      },
      productName: 'Tessera',
      // Unset images are absent, as the compatible product types them.
      branding: {},
      color: { primaryColor: '#0a58ca', isDarkModeEnabled: false, darkPrimaryColor: '#6ea8fe' },
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
      // A new installation offers no connector until an administrator lists it (docs/security.md).
      socialSignInConnectorTargets: [],
      singleSignOnEnabled: false,
      // No CAPTCHA until a provider is set and the policy enabled (docs/sign-in.md#captcha).
      captchaPolicy: { enabled: false },
      mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'], policy: 'NoPrompt', organizationRequiredMfaPolicy: 'Mandatory', administratorsRequired: false },
      // The compatible product's other keys, each saying what Tessera does (docs/compatibility.md).
      tenantId: 'default',
      id: 'default',
      hideLogtoBranding: true,
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
      agreeToTermsPolicy: 'Automatic',
      socialSignIn: {},
      signInMode: 'SignInAndRegister',
      customCss: null,
      customContent: {},
      customUiAssets: null,
      customUiCsp: {},
      adaptiveMfa: { enabled: false },
      supportEmail: null,
      supportWebsiteUrl: null,
      unknownSessionRedirectUrl: null,
      sentinelPolicy: { maxAttempts: 3, lockoutDuration: 1 },
      emailBlocklistPolicy: {},
      verificationCodePolicy: { expirationDuration: 600, maxRetryAttempts: 10 },
      forgotPasswordMethods: ['EmailVerificationCode'],
      passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: false },
      signUpProfileFields: null,
      passwordExpiration: { enabled: false },
      usernamePolicy: {},
    });
    const changed = await app.api('PATCH', '/sign-in-exp', { codeSend: { limit: 3 } });
    expect(changed.status).toBe(200);
    expect(changed.body.codeSend).toEqual({ limit: 3, windowSeconds: 600, ipLimit: 30 });
    expect(changed.body.lockout.maxAttempts).toBe(3);
    const invalid = await app.api('PATCH', '/sign-in-exp', { lockout: { maxAttempts: 0 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('guard.invalid_input');
    // Each wrong setting is answered with its message and field, the first in the order checked.
    const method = (identifier: string, more: Record<string, unknown> = {}) => ({ identifier, password: true, verificationCode: false, ...more });
    const refusals: Array<[unknown, string, string[]]> = [
      [{ lockout: { maxAttempts: 0 } }, 'lockout.maxAttempts must be a positive integer', ['lockout', 'maxAttempts']],
      [{ codeSend: { ipLimit: 0 }, lockout: { windowSeconds: 0 } }, 'lockout.windowSeconds must be a positive integer', ['lockout', 'windowSeconds']],
      [{ signIn: { methods: [] } }, 'signIn.methods must list at least one sign-in method', ['signIn', 'methods']],
      [
        { signIn: { methods: [method('email', { password: false }), method('email')] } },
        'the "email" sign-in method needs a password, a verification code or both',
        ['signIn', 'methods'],
      ],
      [{ signIn: { methods: [method('email'), method('email')] } }, 'signIn.methods lists "email" twice', ['signIn', 'methods']],
      [
        { singleSignOnEnabled: null, languageInfo: { fallbackLanguage: 'xx' } },
        'languageInfo.fallbackLanguage must be one of en, de, fr, es, ja, zh-CN',
        ['languageInfo', 'fallbackLanguage'],
      ],
    ];
    for (const [patch, message, field] of refusals) {
      expect(await app.api('PATCH', '/sign-in-exp', patch), JSON.stringify(patch)).toMatchObject({
        status: 400,
        body: { code: 'guard.invalid_input', message, data: { field } },
      });
    }
    // The new limit applies at once: a third send to limit@example.com now goes out.
    const client = await started('Register');
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'limit@example.com' } })).status,
    ).toBe(200);
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'limit@example.com' } })).status,
    ).toBe(429);
    const openapi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const path of ['/sign-in-exp', '/experience/register', '/experience/verification/verification-code', '/my-account', '/my-account/mfa/totp']) {
      expect(openapi.paths, path).toHaveProperty([path]);
    }
    const gql = await app.graphql('{ signInExperience { codeSend { limit } } }');
    expect(gql.data.signInExperience.codeSend.limit).toBe(3);
  });

  it('housekeeping keeps what still counts', async () => {
    const db = app.running.services.db;
    const sendsBefore = await db
      .selectFrom('verification_code_sends')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await purgeExperienceLeftovers(db, app.running.services.clock, 600);
    const sendsAfter = await db
      .selectFrom('verification_code_sends')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sendsAfter.n)).toBe(Number(sendsBefore.n));
    // A send limit still applies after housekeeping.
    const client = await started('Register');
    expect(
      (await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'limit@example.com' } })).status,
    ).toBe(429);
  });
});
