// The MFA policy set over the Management API (REST /api/sign-in-exp and GraphQL, the compatible
// `mfa` shape) and held at sign-in through the Experience API: factors not allowed are not asked
// for, a required user without a factor sets one up before the sign-in completes, a prompted
// user may skip (remembered in their logto-configs), and the Account API asks for the factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
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
    const email = await app.api('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp', 'EmailVerificationCode'] } });
    expect(email.status).toBe(501);
    expect(email.body).toMatchObject({ code: 'sign_in_experiences.mfa_factor_not_supported', data: { factor: 'EmailVerificationCode' } });
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
