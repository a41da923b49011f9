// Codes to the user's own email or phone as second factors (the MFA policy's
// EmailVerificationCode and PhoneVerificationCode, issue 47 item 1), through the compatible
// Experience API paths and the MFA page. The email code comes from a real SMTP server, the text
// message from a local stand-in of Twilio's Messages API; the ID token's `amr` is read from a real
// code redemption. A code factor is asked for where a second factor is required or beside an
// enrolled one, never on its own; it is refused where the policy does not allow it, for an address
// the sign-in started from, and as a sign-in code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { waitFor } from '../helpers/wait-for.js';
import { clearOfStepEdge, currentTotpStep, totpCodeAt } from '../helpers/totp.js';
import { Browser } from './helpers/browser.js';
import { JsonClient, accountToken, passwordIdentified, startAuthorization, submitAndRedeem } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

const SID = `AC${'fedcba9876543210'.repeat(2)}`;
const TOKEN = 'twilio-mfa-token';

let app: TestApp;
let smtp: TestSmtp;
let web: TestClient;
let twilio: Server;
const texts: URLSearchParams[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  twilio = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      texts.push(new URLSearchParams(body));
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${'1'.repeat(32)}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      SMS_TWILIO_ACCOUNT_SID: SID,
      SMS_TWILIO_AUTH_TOKEN: TOKEN,
      SMS_TWILIO_FROM: '+15005550006',
      SMS_TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
    },
  });
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await new Promise((resolve) => twilio?.close(resolve));
});

const setMfa = async (mfa: Record<string, unknown>) => {
  const set = await app.api('PATCH', '/sign-in-exp', {
    mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'], policy: 'NoPrompt', organizationRequiredMfaPolicy: 'Mandatory', administratorsRequired: false, ...mfa },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
};
const submit = (api: JsonClient) => api.call('POST', '/api/experience/submit');
const sendMfaCode = (api: JsonClient, identifierType: string) => api.call('POST', '/api/experience/verification/mfa-verification-code', { identifierType });
const verifyMfaCode = (api: JsonClient, verificationId: string, code: string, identifierType = 'email') =>
  api.call('POST', '/api/experience/verification/mfa-verification-code/verify', { verificationId, code, identifierType });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const textedCode = async (to: string, already: number) => {
  await waitFor(() => texts.filter((t) => t.get('To') === to).length > already, { timeoutMs: 10_000, intervalMs: 25, what: `a text to ${to}` });
  return /(\d{6})/.exec(texts.filter((t) => t.get('To') === to)[already]!.get('Body') ?? '')![1]!;
};

describe('MFA policy settings with code factors', () => {
  afterAll(async () => {
    await setMfa({});
  });

  it('accepts EmailVerificationCode and PhoneVerificationCode (REST and GraphQL) but not as the only way a required user could enrol', async () => {
    const rest = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp', 'EmailVerificationCode'] } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.mfa.factors).toEqual(['Totp', 'EmailVerificationCode']);
    const gql = await app.graphql(
      `mutation { updateSignInExperience(input: { mfa: { factors: [Totp, PhoneVerificationCode, BackupCode] } }) { signInExperience { mfa { factors } } userErrors { code } } }`,
    );
    expect(gql.data.updateSignInExperience).toEqual({
      signInExperience: { mfa: { factors: ['Totp', 'PhoneVerificationCode', 'BackupCode'] } },
      userErrors: [],
    });
    // A required user without an email or phone must still have something to set up.
    const codesOnly = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['EmailVerificationCode'], policy: 'Mandatory' } });
    expect(codesOnly.status).toBe(400);
    expect(codesOnly.body.code).toBe('guard.invalid_input');
    // Backup codes still need a factor beside them that is not a backup code.
    expect((await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['BackupCode', 'EmailVerificationCode'], policy: 'NoPrompt' } })).status).toBe(200);
  });
});

describe('a code to the user’s email or phone as the second factor (Experience API)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(app);
  });
  afterAll(async () => {
    await setMfa({});
  });

  it('Mandatory: the email code satisfies the requirement without setting TOTP up; amr says otp and mfa', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'Mandatory' });
    const { api, flow } = await passwordIdentified(app.url, web, user);
    const early = await submit(api);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { availableFactors: ['EmailVerificationCode'], maskedIdentifiers: { EmailVerificationCode: `${user.email[0]}***@example.com` } },
    });
    expect(early.body.data.enrolment).toBeUndefined();

    const sent = await sendMfaCode(api, 'email');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await smtp.nextCode(user.email);
    const wrong = await verifyMfaCode(api, sent.body.verificationId, wrongOf(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('verification_code.code_mismatch');
    expect((await submit(api)).body.code).toBe('session.mfa.require_mfa_verification');
    // The second-factor code is no sign-in code of the interaction.
    const asSignInCode = await api.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier: { type: 'email', value: user.email },
      verificationId: sent.body.verificationId,
      code,
    });
    expect(asSignInCode.body.code).toBe('verification_code.not_found');

    const right = await verifyMfaCode(api, sent.body.verificationId, code);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toEqual({ verificationId: sent.body.verificationId });
    // Used once.
    expect((await verifyMfaCode(api, sent.body.verificationId, code)).status).toBe(400);
    const { idClaims } = await submitAndRedeem(app, api, web, flow);
    expect(idClaims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);
    const logs = (await app.api('GET', `/logs?userId=${user.id}`)).body as Array<{ key: string; payload: { result?: string } }>;
    expect(logs.map((l) => l.key)).toEqual(
      expect.arrayContaining(['Interaction.SignIn.Verification.MfaVerificationCode.Create', 'Interaction.SignIn.Verification.MfaVerificationCode.Submit']),
    );
  });

  it('NoPrompt: not asked on its own; offered beside an enrolled TOTP, and either completes the sign-in', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'NoPrompt' });
    const plain = await createUser(app);
    expect((await submit((await passwordIdentified(app.url, web, plain)).api)).status).toBe(200);

    // Invited (UserControlled), the user sets TOTP up: an email is no reason to skip the invitation. Then two factors to choose from.
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'UserControlled' });
    const invited = (await passwordIdentified(app.url, web, user)).api;
    const key = await invited.call('POST', '/api/experience/mfa/totp/enrolment');
    expect(key.status, JSON.stringify(key.body)).toBe(200);
    clearOfStepEdge(app.clock);
    expect((await invited.call('POST', '/api/experience/mfa/totp', { code: await totpCodeAt(key.body.secret, currentTotpStep(app.clock)) })).status).toBe(204);
    expect((await submit(invited)).status).toBe(200);

    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'NoPrompt' });
    const { api } = await passwordIdentified(app.url, web, user);
    expect((await submit(api)).body).toMatchObject({ data: { availableFactors: ['Totp', 'EmailVerificationCode'] } });
    const sent = await sendMfaCode(api, 'email');
    expect((await verifyMfaCode(api, sent.body.verificationId, await smtp.nextCode(user.email))).status).toBe(200);
    expect((await submit(api)).status).toBe(200);
  });

  it('refuses a factor the policy does not allow, an address the user lacks, and a send before anybody is identified', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'Mandatory' });
    const { api } = await passwordIdentified(app.url, web, user);
    const phone = await sendMfaCode(api, 'phone');
    expect(phone.status).toBe(400);
    expect(phone.body).toMatchObject({ code: 'session.mfa.factor_not_enabled', data: { factor: 'PhoneVerificationCode' } });
    const bad = await sendMfaCode(api, 'pigeon');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');

    const anonymous = new JsonClient(app.url);
    await startAuthorization(anonymous.browser, web);
    expect((await anonymous.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    expect((await sendMfaCode(anonymous, 'email')).body.code).toBe('session.identifier_not_found');

    // A user without an email is asked to set TOTP up instead.
    const created = await app.api('POST', '/users', { username: `no_mail_${randomBytes(4).toString('hex')}`, password: 'Blue-Kestrel-9-Harbour' });
    const noMail = (await passwordIdentified(app.url, web, { username: created.body.username, password: 'Blue-Kestrel-9-Harbour' })).api;
    expect((await submit(noMail)).body).toMatchObject({ data: { enrolment: 'Totp', availableFactors: ['Totp'] } });
    expect((await sendMfaCode(noMail, 'email')).body.code).toBe('session.mfa.factor_not_enabled');
  });

  it('PhoneVerificationCode: the code goes by text message (Twilio) to the user’s phone; amr says sms', async () => {
    await setMfa({ factors: ['Totp', 'PhoneVerificationCode'], policy: 'Mandatory' });
    const phone = '+15550004444';
    const created = await app.api('POST', '/users', {
      username: `texter_${randomBytes(4).toString('hex')}`,
      password: 'Blue-Kestrel-9-Harbour',
      primaryPhone: phone,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { api, flow } = await passwordIdentified(app.url, web, { username: created.body.username, password: 'Blue-Kestrel-9-Harbour' });
    expect((await submit(api)).body).toMatchObject({
      data: { availableFactors: ['PhoneVerificationCode'], maskedIdentifiers: { PhoneVerificationCode: '****4444' } },
    });
    const already = texts.filter((t) => t.get('To') === phone).length;
    const sent = await sendMfaCode(api, 'phone');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await verifyMfaCode(api, sent.body.verificationId, await textedCode(phone, already), 'phone')).status).toBe(200);
    const { idClaims } = await submitAndRedeem(app, api, web, flow);
    expect(idClaims.amr).toEqual(expect.arrayContaining(['pwd', 'sms', 'mfa']));
  });

  it('the text message is the MfaVerification template’s SMS text in the reader’s language, else the built-in sentence', async () => {
    await setMfa({ factors: ['Totp', 'PhoneVerificationCode'], policy: 'Mandatory' });
    const put = await app.api('PUT', '/email-templates', {
      templates: [
        {
          languageTag: 'fr',
          templateType: 'MfaVerification',
          details: { subject: 'Votre code', content: 'Code : {{code}}', smsContent: '{{productName}} : votre code est {{code}}' },
        },
        { languageTag: 'en', templateType: 'Generic', details: { subject: 'Your code', content: '<p>Code <b>{{code}}</b></p>', contentType: 'text/html' } },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body[0].details.smsContent).toBe('{{productName}} : votre code est {{code}}');
    expect(put.body[1].details).not.toHaveProperty('smsContent');
    try {
      const phone = '+15550007777';
      const username = `texter_${randomBytes(4).toString('hex')}`;
      expect((await app.api('POST', '/users', { username, password: 'Blue-Kestrel-9-Harbour', primaryPhone: phone })).status).toBe(200);
      const textIn = async (language: string) => {
        const { api } = await passwordIdentified(app.url, web, { username, password: 'Blue-Kestrel-9-Harbour' }, { 'accept-language': language });
        const already = texts.filter((t) => t.get('To') === phone).length;
        expect((await sendMfaCode(api, 'phone')).status).toBe(200);
        await textedCode(phone, already);
        return texts.filter((t) => t.get('To') === phone)[already]!.get('Body')!;
      };
      expect(await textIn('fr-FR,fr;q=0.9')).toMatch(/^Tessera : votre code est \d{6}$/);
      // English has an HTML template only: its markup is no text message, the built-in sentence is.
      expect(await textIn('en')).toMatch(/^Your verification code is \d{6}\.$/);
      const tooLong = await app.api('PUT', '/email-templates', {
        templates: [
          { languageTag: 'de', templateType: 'MfaVerification', details: { subject: 'Code', content: 'Code {{code}}', smsContent: 'x'.repeat(1601) } },
        ],
      });
      expect([tooLong.status, tooLong.body.code]).toEqual([400, 'guard.invalid_input']);
    } finally {
      await app.api('DELETE', '/email-templates?languageTag=fr');
      await app.api('DELETE', '/email-templates?languageTag=en');
    }
  });

  it('the address a sign-in code proved is not a second factor as well', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'Mandatory' });
    const methods = [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
    ];
    expect((await app.api('PATCH', '/sign-in-exp', { signIn: { methods } })).status).toBe(200);
    const fresh = await createUser(app);
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const sent = await api.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: fresh.email },
      interactionEvent: 'SignIn',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await smtp.nextCode(fresh.email);
    const verified = await api.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier: { type: 'email', value: fresh.email },
      verificationId: sent.body.verificationId,
      code,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await api.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    // Required, and the email already spoke: TOTP is to be set up, and the email code is refused.
    expect((await submit(api)).body).toMatchObject({ data: { enrolment: 'Totp', availableFactors: ['Totp'] } });
    expect((await sendMfaCode(api, 'email')).body.code).toBe('session.mfa.factor_not_enabled');
  });
});

describe('a code to the user’s own email or phone as the Account API’s second-factor proof', () => {
  afterAll(async () => {
    await setMfa({});
  });

  /** A user with an email and a phone, an Account API token of a password-only session, and its password proof header. */
  const accountUser = async () => {
    const username = `account_${randomBytes(4).toString('hex')}`;
    const phone = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const body = { username, password: 'Blue-Kestrel-9-Harbour', primaryEmail: `${username}@example.com`, primaryPhone: phone };
    const created = await app.api('POST', '/users', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = await accountToken(app, created.body.id);
    const bare = new JsonClient(app.url, token);
    const proof = await bare.call('POST', '/api/verifications/password', { password: body.password });
    expect(proof.status).toBe(201);
    return {
      ...body,
      id: created.body.id as string,
      token,
      bare,
      proved: new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId }),
    };
  };
  const changePassword = (api: JsonClient, password: string) => api.call('POST', '/api/my-account/password', { password });

  it('beside an enrolled TOTP, an email code given in the session lets the proven change through; a wrong or used code does not', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'UserControlled' });
    const user = await accountUser();
    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    const refused = await changePassword(user.proved, 'Second-Long-Password-1');
    expect([refused.status, refused.body.code]).toEqual([401, 'verification_record.mfa_required']);
    expect(refused.body.message).toContain('/api/verifications/mfa-verification-code');

    const sent = await user.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'email' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({
      verificationRecordId: expect.any(String),
      maskedIdentifier: `${user.username[0]}***@example.com`,
      expiresAt: expect.any(String),
    });
    const code = await smtp.nextCode(user.primaryEmail);
    const verify = (c: string) =>
      user.bare.call('POST', '/api/verifications/mfa-verification-code/verify', { verificationId: sent.body.verificationRecordId, code: c });
    const wrong = await verify(wrongOf(code));
    expect([wrong.status, wrong.body.code]).toEqual([400, 'verification_code.code_mismatch']);
    expect((await changePassword(user.proved, 'Second-Long-Password-1')).body.code).toBe('verification_record.mfa_required');
    const right = await verify(code);
    expect(right.status, JSON.stringify(right.body)).toBe(201);
    expect(right.body).toEqual({ verificationRecordId: expect.any(String), expiresAt: expect.any(String) });
    expect((await verify(code)).status).toBe(400);
    expect((await changePassword(user.proved, 'Second-Long-Password-1')).status).toBe(204);

    // Not a code to be taken for an identity proof of the session either.
    const asIdentity = new JsonClient(app.url, user.token, { 'logto-verification-id': sent.body.verificationRecordId });
    expect((await changePassword(asIdentity, 'Third-Long-Password-1')).status).toBe(401);
  });

  it('a code to the address that proved identity is not the second factor too; a code to the other address is', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode', 'PhoneVerificationCode'], policy: 'UserControlled' });
    const user = await accountUser();
    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    // Identity proved by a code to the current email (no password used).
    const identity = await user.bare.call('POST', '/api/verifications/verification-code', { identifier: { type: 'email', value: user.primaryEmail } });
    expect(identity.status).toBe(201);
    const identityCode = await smtp.nextCode(user.primaryEmail);
    const identityId = identity.body.verificationRecordId as string;
    expect((await user.bare.call('POST', '/api/verifications/verification-code/verify', { verificationId: identityId, code: identityCode })).status).toBe(200);
    const byEmail = new JsonClient(app.url, user.token, { 'logto-verification-id': identityId });

    const sent = await user.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'email' });
    const code = await smtp.nextCode(user.primaryEmail);
    expect(
      (await user.bare.call('POST', '/api/verifications/mfa-verification-code/verify', { verificationId: sent.body.verificationRecordId, code })).status,
    ).toBe(201);
    const twice = await changePassword(byEmail, 'Second-Long-Password-1');
    expect([twice.status, twice.body.code]).toEqual([401, 'verification_record.mfa_required']);
    expect(twice.body.data).toEqual({ availableFactors: ['PhoneVerificationCode'] });
    // The same email code beside a password proof is a second factor.
    expect((await changePassword(user.proved, 'Second-Long-Password-1')).status).toBe(204);

    // The phone, by text message, is a second factor beside the email's proof of identity.
    const other = await accountUser();
    expect((await app.api('POST', `/users/${other.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    const otherIdentity = await other.bare.call('POST', '/api/verifications/verification-code', { identifier: { type: 'email', value: other.primaryEmail } });
    const otherCode = await smtp.nextCode(other.primaryEmail);
    await other.bare.call('POST', '/api/verifications/verification-code/verify', { verificationId: otherIdentity.body.verificationRecordId, code: otherCode });
    const already = texts.filter((t) => t.get('To') === other.primaryPhone).length;
    const texted = await other.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'phone' });
    expect(texted.body.maskedIdentifier).toBe(`****${other.primaryPhone.slice(-4)}`);
    const phoneCode = await textedCode(other.primaryPhone, already);
    expect(
      (await other.bare.call('POST', '/api/verifications/mfa-verification-code/verify', { verificationId: texted.body.verificationRecordId, code: phoneCode }))
        .status,
    ).toBe(201);
    const otherByEmail = new JsonClient(app.url, other.token, { 'logto-verification-id': otherIdentity.body.verificationRecordId });
    expect((await changePassword(otherByEmail, 'Second-Long-Password-1')).status).toBe(204);
  });

  it('asks a code-only user for one where the policy requires a second factor, not otherwise; refuses a factor the policy does not allow', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'UserControlled' });
    const relaxed = await accountUser();
    expect((await changePassword(relaxed.proved, 'Second-Long-Password-1')).status).toBe(204);

    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'Mandatory' });
    const required = await accountUser();
    const refused = await changePassword(required.proved, 'Second-Long-Password-1');
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      401,
      'verification_record.mfa_required',
      { availableFactors: ['EmailVerificationCode'] },
    ]);
    const sent = await required.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'email' });
    const code = await smtp.nextCode(required.primaryEmail);
    expect(
      (await required.bare.call('POST', '/api/verifications/mfa-verification-code/verify', { verificationId: sent.body.verificationRecordId, code })).status,
    ).toBe(201);
    expect((await changePassword(required.proved, 'Second-Long-Password-1')).status).toBe(204);

    // Not an allowed factor, not a known type, no body: clear 400s, nothing sent.
    const phone = await required.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'phone' });
    expect([phone.status, phone.body.code]).toEqual([400, 'session.mfa.factor_not_enabled']);
    const odd = await required.bare.call('POST', '/api/verifications/mfa-verification-code', { identifierType: 'fax' });
    expect([odd.status, odd.body.code]).toEqual([400, 'guard.invalid_input']);
    const none = await required.bare.call('POST', '/api/verifications/mfa-verification-code/verify', {});
    expect(none.status).toBe(400);
  });
});

describe('the MFA page with a code factor', () => {
  afterAll(async () => {
    await setMfa({});
  });

  it('sends the code from a button, shows where it went, refuses a wrong code and completes with the right one', async () => {
    await setMfa({ factors: ['Totp', 'EmailVerificationCode'], policy: 'Mandatory' });
    const person = await createUser(app);
    const page = new Browser(app.url);
    const flow = await startAuthorization(page, web);
    const signIn = await page.get(flow.location.toString());
    const mfa = await page.submit(signIn, { identifier: person.username, password: person.password });
    expect(new URL(mfa.url).pathname, mfa.text.slice(0, 400)).toBe('/sign-in/mfa');
    expect(mfa.text).toContain('id="send-email-code"');
    // Codes alone: a line says why the person is here.
    expect(mfa.text).toMatch(/id="code-intro">To finish signing in, confirm it is you with a one-time code\./);
    expect(mfa.text).toContain(`${person.email[0]}***@example.com`);
    expect(mfa.text).not.toContain('id="totp-key"');

    const codeForm = await page.submit(mfa, {});
    expect(codeForm.status).toBe(200);
    expect(codeForm.text).toContain('id="code-sent"');
    const code = await smtp.nextCode(person.email);
    const wrong = await page.submit(codeForm, { code: wrongOf(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('aria-invalid="true"');
    const done = await page.submit(wrong, { code }, false);
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location')!, app.url).pathname).not.toBe('/sign-in/mfa');
  });
});
