// The MFA policy set over the Management API (REST /api/sign-in-exp and GraphQL, the compatible
// `mfa` shape) and held at sign-in through the Experience API: factors not allowed are not asked
// for, a required user without a factor sets one up before the sign-in completes, a prompted
// user may skip (remembered in their logto-configs), and the Account API asks for the factor.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { clearOfStepEdge, currentTotpStep, totpCodeAt } from '../helpers/totp.js';
import { JsonClient, passwordIdentified, startAuthorization } from './helpers/json-client.js';
import { Browser } from './helpers/browser.js';
import { mintAccessToken } from '../../src/oidc/access-token.js';
import { createSession } from '../../src/oidc/sessions.js';

let app: TestApp;
let web: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
});

describe('MFA policy settings', () => {
  it('answers the default in the compatible shape, keeps today’s behaviour, and merges field by field', async () => {
    const got = await app.api('GET', '/sign-in-exp');
    expect(got.status).toBe(200);
    expect(got.body.mfa).toEqual({
      factors: ['Totp', 'WebAuthn', 'BackupCode'],
      policy: 'NoPrompt',
      organizationRequiredMfaPolicy: 'Mandatory',
      administratorsRequired: false,
    });
    const set = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp', 'BackupCode'], policy: 'UserControlled' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.mfa).toEqual({
      factors: ['Totp', 'BackupCode'],
      policy: 'UserControlled',
      organizationRequiredMfaPolicy: 'Mandatory',
      administratorsRequired: false,
    });
    const gql = await app.graphql(
      `mutation { updateSignInExperience(input: { mfa: { organizationRequiredMfaPolicy: NoPrompt } }) { signInExperience { mfa { factors policy organizationRequiredMfaPolicy } } userErrors { code } } }`,
    );
    expect(gql.data.updateSignInExperience).toEqual({
      signInExperience: { mfa: { factors: ['Totp', 'BackupCode'], policy: 'UserControlled', organizationRequiredMfaPolicy: 'NoPrompt' } },
      userErrors: [],
    });
    const reset = await app.api('PATCH', '/sign-in-exp', {
      mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'], policy: 'NoPrompt', organizationRequiredMfaPolicy: 'Mandatory' },
    });
    expect(reset.status).toBe(200);
  });

  it('refuses what the compatible product refuses, with its codes, and writes nothing', async () => {
    const before = (await app.api('GET', '/sign-in-exp')).body.mfa;
    const alone = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['BackupCode'] } });
    expect(alone.status).toBe(400);
    expect(alone.body.code).toBe('sign_in_experiences.backup_code_cannot_be_enabled_alone');
    const twice = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp', 'Totp'] } });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('sign_in_experiences.duplicated_mfa_factors');
    const unknown = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Sms'] } });
    expect(unknown.status).toBe(400);
    const policy = await app.api('PATCH', '/sign-in-exp', { mfa: { policy: 'Sometimes' } });
    expect(policy.status).toBe(400);
    const impossible = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: [], policy: 'Mandatory' } });
    expect(impossible.status).toBe(400);
    expect(impossible.body.code).toBe('guard.invalid_input');
    const gql = await app.graphql(`mutation { updateSignInExperience(input: { mfa: { factors: [BackupCode] } }) { userErrors { code field } } }`);
    expect(gql.data.updateSignInExperience.userErrors[0]).toEqual({
      code: 'sign_in_experiences.backup_code_cannot_be_enabled_alone',
      field: ['mfa', 'factors'],
    });
    expect((await app.api('GET', '/sign-in-exp')).body.mfa).toEqual(before);
    // No factor at all is the compatible product's default, and fine when nobody is asked to set one up.
    expect((await app.api('PATCH', '/sign-in-exp', { mfa: { factors: [], policy: 'NoPrompt' } })).status).toBe(200);
    expect((await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'] } })).status).toBe(200);
  });
});

const setMfa = async (mfa: Record<string, unknown>) => {
  const set = await app.api('PATCH', '/sign-in-exp', {
    mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'], policy: 'NoPrompt', organizationRequiredMfaPolicy: 'Mandatory', administratorsRequired: false, ...mfa },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
};
const submit = (api: JsonClient) => api.call('POST', '/api/experience/submit');
const signedIn = (res: { status: number; body: any }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(new URL(res.body.redirectTo).searchParams.get('code')).toBeTruthy();
};

/** Sets TOTP up in the sign-in the policy stopped, with the previous step's code; the sign-in then completes. */
async function enrolInSignIn(api: JsonClient): Promise<string> {
  const key = await api.call('POST', '/api/experience/mfa/totp/enrolment');
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  clearOfStepEdge(app.clock);
  const code = await totpCodeAt(key.body.secret, currentTotpStep(app.clock) - 1);
  expect((await api.call('POST', '/api/experience/mfa/totp', { code })).status).toBe(204);
  signedIn(await submit(api));
  return key.body.secret as string;
}

describe('MFA policy at sign-in (Experience API)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(app);
  });
  afterAll(async () => {
    await setMfa({});
  });

  it('Mandatory: a user without a factor sets one up before the sign-in completes, cannot skip, and gives it next time', async () => {
    await setMfa({ policy: 'Mandatory' });
    const { api } = await passwordIdentified(app.url, web, user);
    const early = await submit(api);
    expect(early.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { enrolment: 'Totp', availableFactors: ['Totp', 'WebAuthn'], skippable: false, reason: 'policy' },
    });
    const skip = await api.call('POST', '/api/experience/profile/mfa/mfa-skipped');
    expect(skip.status).toBe(422);
    expect(skip.body.code).toBe('session.mfa.mfa_policy_not_user_controlled');
    const secret = await enrolInSignIn(api);

    // Next sign-in: the factor is asked for, and given.
    const next = (await passwordIdentified(app.url, web, user)).api;
    expect((await submit(next)).body).toMatchObject({ code: 'session.mfa.require_mfa_verification', data: { availableFactors: ['Totp'] } });
    expect((await next.call('POST', '/api/experience/mfa/totp', { code: await totpCodeAt(secret, currentTotpStep(app.clock)) })).status).toBe(204);
    signedIn(await submit(next));
  });

  it('a factor the policy does not allow is neither asked for nor accepted', async () => {
    // `user` has TOTP now; only passkeys are allowed.
    await setMfa({ factors: ['WebAuthn'] });
    const { api } = await passwordIdentified(app.url, web, user);
    const totp = await api.call('POST', '/api/experience/mfa/totp', { code: '123456' });
    expect(totp.status).toBe(400);
    expect(totp.body.code).toBe('session.mfa.factor_not_enabled');
    const backup = await api.call('POST', '/api/experience/verification/backup-code/verify', { code: 'abcd-efgh-jkmn' });
    expect(backup.body.code).toBe('session.mfa.factor_not_enabled');
    signedIn(await submit(api));
    // Required with passkeys only: the enrolment offered is a passkey, and no TOTP key is handed out.
    await setMfa({ factors: ['WebAuthn'], policy: 'Mandatory' });
    const forced = (await passwordIdentified(app.url, web, user)).api;
    expect((await submit(forced)).body).toMatchObject({ data: { enrolment: 'WebAuthn', availableFactors: ['WebAuthn'], skippable: false } });
    expect((await forced.call('POST', '/api/experience/mfa/totp/enrolment')).body.code).toBe('session.mfa.enrolment_not_required');
    const registration = await forced.call('POST', '/api/experience/verification/web-authn/registration');
    expect(registration.status, JSON.stringify(registration.body)).toBe(200);
    expect((await submit(forced)).body.code).toBe('session.mfa.require_mfa_verification');
  });

  it('a policy that asks at sign-up sets a factor up before a registration signs in; PromptOnlyAtSignIn does not', async () => {
    await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username'], password: true, verify: false } });
    const register = async () => {
      const api = new JsonClient(app.url);
      await startAuthorization(api.browser, web);
      expect((await api.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
      const created = await api.call('POST', '/api/experience/register', {
        username: `reg_${randomBytes(4).toString('hex')}`,
        password: 'Blue-Kestrel-9-Harbour',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { api, userId: created.body.userId as string };
    };
    await setMfa({ policy: 'PromptOnlyAtSignIn' });
    signedIn(await submit((await register()).api));

    // Invited at sign-up: may skip, and the sign-in completes through the interaction.
    await setMfa({ policy: 'PromptAtSignInAndSignUp' });
    const invited = await register();
    expect((await submit(invited.api)).body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { enrolment: 'Totp', skippable: true, reason: 'suggested' },
    });
    expect((await invited.api.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(204);
    signedIn(await submit(invited.api));

    // Required at sign-up: no skip; the new user's first sign-in sets TOTP up.
    await setMfa({ policy: 'Mandatory' });
    const required = await register();
    expect((await submit(required.api)).body).toMatchObject({ code: 'session.mfa.require_mfa_verification', data: { skippable: false, reason: 'policy' } });
    expect((await required.api.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(422);
    await enrolInSignIn(required.api);
    expect((await app.api('GET', `/users/${required.userId}/mfa-verifications`)).body.map((v: { type: string }) => v.type)).toEqual(['Totp']);
    const logs = (await app.api('GET', `/logs?userId=${required.userId}`)).body as Array<{ key: string }>;
    expect(logs.map((l) => l.key).sort()).toEqual(['Interaction.Register.Submit', 'Interaction.SignIn.Submit']);

    // The register page goes on to the MFA page, with no Skip.
    const page = new Browser(app.url);
    const flow = await startAuthorization(page, web);
    const interactionId = new URL(flow.location).searchParams.get('interaction')!;
    const form = await page.get(`/register?interaction=${encodeURIComponent(interactionId)}`);
    const mfa = await page.submit(form, { identifier: `page_${randomBytes(4).toString('hex')}`, password: 'Blue-Kestrel-9-Harbour' });
    expect(new URL(mfa.url).pathname, mfa.text.slice(0, 300)).toBe('/sign-in/mfa');
    expect(mfa.text).toContain('id="totp-key"');
    expect(mfa.text).not.toContain('skip-mfa');
    await setMfa({});
  });

  it('UserControlled: invited, may skip (remembered in logto-configs), and is not invited again', async () => {
    await setMfa({ policy: 'UserControlled' });
    const fresh = await createUser(app);
    const { api } = await passwordIdentified(app.url, web, fresh);
    expect((await submit(api)).body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { enrolment: 'Totp', skippable: true, reason: 'suggested' },
    });
    expect((await api.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(204);
    signedIn(await submit(api));
    expect((await app.api('GET', `/users/${fresh.id}/logto-configs`)).body.mfa).toMatchObject({ skipped: true });
    signedIn(await submit((await passwordIdentified(app.url, web, fresh)).api));
    // Another user takes the invitation instead.
    const keen = await createUser(app);
    await enrolInSignIn((await passwordIdentified(app.url, web, keen)).api);
    expect((await app.api('GET', `/users/${keen.id}/mfa-verifications`)).body.map((v: { type: string }) => v.type)).toEqual(['Totp']);
    // NoPrompt: nobody is invited.
    await setMfa({ policy: 'NoPrompt' });
    const plain = (await passwordIdentified(app.url, web, await createUser(app))).api;
    expect((await plain.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(422);
    signedIn(await submit(plain));
  });

  it('the sign-in pages: an invitation shows the key and Skip, which returns to the client; a requirement has no Skip', async () => {
    await setMfa({ policy: 'UserControlled' });
    const person = await createUser(app);
    const page = new Browser(app.url);
    const flow = await startAuthorization(page, web);
    const mfa = await page.submit(await page.get(flow.location.toString()), { identifier: person.username, password: person.password });
    expect(new URL(mfa.url).pathname).toBe('/sign-in/mfa');
    expect(mfa.text).toContain('id="totp-key"');
    expect(mfa.text).toContain('data-passkey-action="register"');
    const skipForm = mfa.text.slice(mfa.text.indexOf('<form method="post" action="/sign-in/mfa/skip'));
    const done = await page.submit({ ...mfa, text: skipForm }, {}, false);
    expect(done.status, done.text.slice(0, 300)).toBe(303);
    const callback = new URL(done.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(web.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    await setMfa({ policy: 'Mandatory', factors: ['Totp'] });
    const strict = new Browser(app.url);
    const again = await startAuthorization(strict, web);
    const forced = await strict.submit(await strict.get(again.location.toString()), { identifier: person.username, password: person.password });
    expect(new URL(forced.url).pathname).toBe('/sign-in/mfa');
    expect(forced.text).toContain('id="totp-key"');
    expect(forced.text).not.toContain('skip-mfa');
    expect(forced.text).not.toContain('data-passkey-action');
    await setMfa({});
  });

  it('members of an organization that requires MFA must set one up (unless organizationRequiredMfaPolicy is NoPrompt)', async () => {
    await setMfa({ policy: 'NoPrompt' });
    const member = await createUser(app);
    const org = await app.api('POST', '/organizations', { name: `Strict ${member.username}`, isMfaRequired: true });
    expect(org.status).toBe(201);
    expect((await app.api('POST', `/organizations/${org.body.id}/users`, { userIds: [member.id] })).status).toBe(201);
    await setMfa({ organizationRequiredMfaPolicy: 'NoPrompt' });
    signedIn(await submit((await passwordIdentified(app.url, web, member)).api));
    await setMfa({});
    const { api } = await passwordIdentified(app.url, web, member);
    expect((await submit(api)).body).toMatchObject({ data: { skippable: false, reason: 'organization' } });
    // Not a member of it: not required.
    signedIn(await submit((await passwordIdentified(app.url, web, await createUser(app))).api));
    await enrolInSignIn(api);
  });

  it('console administrators must set one up when administratorsRequired is on; others are not asked', async () => {
    const admin = await createUser(app);
    const roles = await app.api('GET', '/roles?page_size=100');
    const administrator = (roles.body as Array<{ id: string; name: string }>).find((r) => r.name === 'Administrator')!;
    expect((await app.api('POST', `/users/${admin.id}/roles`, { roleIds: [administrator.id] })).status).toBe(201);
    await setMfa({ administratorsRequired: true });
    const { api } = await passwordIdentified(app.url, web, admin);
    expect((await submit(api)).body).toMatchObject({ data: { skippable: false, reason: 'administrator' } });
    signedIn(await submit((await passwordIdentified(app.url, web, await createUser(app))).api));
    await enrolInSignIn(api);
  });
});

/** An Account API client whose sign-in session was made with `amr`, with a password proof in its header. */
async function accountClient(user: TestUser, amr: string[]): Promise<JsonClient> {
  return (await accountSession(user, amr)).client;
}

/** The same, with its token (to give the client a new proof header later). */
async function accountSession(user: TestUser, amr: string[]): Promise<{ token: string; client: JsonClient }> {
  const session = await createSession(app.running.services.db, app.clock, user.id, amr);
  const { token } = await mintAccessToken(app.running.services.keys, app.clock, app.config.issuer, {
    sub: user.id,
    aud: `${app.config.baseUrl}/me`,
    clientId: 'test-spa',
    scope: '',
    ttlSeconds: 3600,
    extra: { sid: session.id },
  });
  const proof = await new JsonClient(app.url, token).call('POST', '/api/verifications/password', { password: user.password });
  expect(proof.status, JSON.stringify(proof.body)).toBe(201);
  return { token, client: new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId }) };
}

describe('MFA policy at the Account API', () => {
  afterAll(async () => {
    await setMfa({});
  });

  it('a change that needs a proof also needs a session signed into with the second factor, unless the policy is NoPrompt', async () => {
    const user = await createUser(app);
    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    await setMfa({ policy: 'UserControlled' });
    const [factor] = (await app.api('GET', `/users/${user.id}/mfa-verifications`)).body as Array<{ id: string }>;
    const passwordOnly = await accountClient(user, ['pwd']);
    for (const change of [
      passwordOnly.call('POST', '/api/my-account/password', { password: 'Another-Long-Password-1' }),
      passwordOnly.call('POST', '/api/my-account/mfa-verifications/backup-codes/generate'),
      passwordOnly.call('DELETE', `/api/my-account/mfa-verifications/${factor!.id}`),
    ]) {
      const refused = await change;
      expect(refused.status, JSON.stringify(refused.body)).toBe(401);
      expect(refused.body.code).toBe('verification_record.mfa_required');
    }
    // The earlier shape (the current password in the body) is held alike.
    const bare = await accountClient(user, ['pwd']);
    const inBody = await bare.call('POST', '/api/my-account/password', { password: 'Another-Long-Password-1', currentPassword: user.password });
    expect([401, inBody.body.code]).toEqual([401, 'verification_record.mfa_required']);

    const withFactor = await accountClient(user, ['pwd', 'otp', 'mfa']);
    expect((await withFactor.call('POST', '/api/my-account/password', { password: 'Another-Long-Password-1' })).status).toBe(204);
    user.password = 'Another-Long-Password-1';
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toHaveLength(1);

    // NoPrompt (the default): the proof alone, as before the policy existed.
    await setMfa({ policy: 'NoPrompt' });
    const plain = await accountClient(user, ['pwd']);
    expect((await plain.call('POST', '/api/my-account/password', { password: 'Third-Long-Password-1' })).status).toBe(204);
  });
  it('the second factor given again in the session (TOTP or backup code) lets the proven change through; a wrong or replayed code does not', async () => {
    const user = await createUser(app);
    const enrolled = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const secret = enrolled.body.secret as string;
    const backup = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode', codes: ['a1b2c3d4e5', 'f6a7b8c9d0'] });
    expect(backup.status, JSON.stringify(backup.body)).toBe(200);
    await setMfa({ policy: 'UserControlled' });

    // TOTP: a wrong code is refused (and counted by the lockout), the right one proves the session.
    const byTotp = await accountClient(user, ['pwd']);
    const wrong = await byTotp.call('POST', '/api/verifications/totp', { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'user.totp_code_invalid']);
    expect((await byTotp.call('POST', '/api/my-account/password', { password: 'Fourth-Long-Password-1' })).body.code).toBe('verification_record.mfa_required');
    clearOfStepEdge(app.clock);
    const code = await totpCodeAt(secret, currentTotpStep(app.clock));
    const proved = await byTotp.call('POST', '/api/verifications/totp', { code });
    expect(proved.status, JSON.stringify(proved.body)).toBe(201);
    expect(proved.body).toEqual({ verificationRecordId: expect.any(String), expiresAt: expect.any(String) });
    // Ten minutes from the server's reading of the clock (the test clock runs on between readings).
    expect(600_000 - (new Date(proved.body.expiresAt).getTime() - app.clock.now().getTime())).toBeLessThan(5_000);
    // The same code again is a replay, in this session or another.
    const replay = await (await accountClient(user, ['pwd'])).call('POST', '/api/verifications/totp', { code });
    expect(replay.body.code).toBe('user.totp_code_invalid');
    expect((await byTotp.call('POST', '/api/my-account/password', { password: 'Fourth-Long-Password-1' })).status).toBe(204);
    user.password = 'Fourth-Long-Password-1';

    // A backup code proves once and is used up; its proof is this session's only.
    const byBackup = await accountClient(user, ['pwd']);
    expect((await byBackup.call('POST', '/api/verifications/backup-code', { code: 'a1b2-c3d4-e5' })).status).toBe(201);
    const usedUp = await byBackup.call('POST', '/api/verifications/backup-code', { code: 'a1b2c3d4e5' });
    expect([usedUp.status, usedUp.body.code]).toEqual([400, 'session.mfa.invalid_backup_code']);
    expect((await byBackup.call('POST', '/api/my-account/mfa-verifications/backup-codes/generate')).status).toBe(200);

    // A proof expires with the password proofs' 10 minutes.
    const late = await accountSession(user, ['pwd']);
    app.clock.advance(60_000);
    clearOfStepEdge(app.clock);
    expect((await late.client.call('POST', '/api/verifications/totp', { code: await totpCodeAt(secret, currentTotpStep(app.clock)) })).status).toBe(201);
    app.clock.advance(601_000);
    const after = new JsonClient(app.url, late.token, {
      'logto-verification-id': (await late.client.call('POST', '/api/verifications/password', { password: user.password })).body.verificationRecordId,
    });
    expect((await after.call('POST', '/api/my-account/password', { password: 'Fifth-Long-Password-1' })).body.code).toBe('verification_record.mfa_required');

    // A factor the policy does not allow is not a proof.
    await setMfa({ policy: 'UserControlled', factors: ['Totp', 'WebAuthn'] });
    const refused = await after.call('POST', '/api/verifications/backup-code', { code: 'f6a7b8c9d0' });
    expect([refused.status, refused.body.code]).toEqual([400, 'session.mfa.factor_not_enabled']);
  });
});
