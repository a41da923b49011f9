// The behaviours behind the new compatible operations, beyond their shapes: roles by name, a
// member's scopes, the password check, the invitation mail through a real SMTP server, the hook
// log rows and their logKey filter, and the cookie key that is shown but never rotated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { createHook } from '../helpers/hooks.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';
import { createUser } from '../api/organizations-fixtures.js';
import { suffix } from './logto-world.js';

let app: TestApp;
let smtp: TestSmtp;
let receiver: Receiver;

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '100' } });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await receiver?.close();
});

describe('organizations', () => {
  it('assigns roles by name and to many members at once, and answers a member its scopes', async () => {
    const org = (await app.api('POST', '/organizations', { name: `o ${suffix()}`, isMfaRequired: true, color: { primaryColor: '#112233' } })).body;
    expect(org).toMatchObject({ isMfaRequired: true, color: { primaryColor: '#112233' }, branding: {}, customCss: null, tenantId: 'default' });
    expect((await app.api('POST', '/organizations', { name: 'x', color: { primaryColor: 'red' } })).status).toBe(400);
    const scope = (await app.api('POST', '/organization-scopes', { name: `read-${suffix()}` })).body.id as string;
    const role = (await app.api('POST', '/organization-roles', { name: `r-${suffix()}`, organizationScopeIds: [scope] })).body;
    expect(role.type).toBe('User');
    const [a, b] = [await createUser(app), await createUser(app)];
    await app.api('POST', `/organizations/${org.id}/users`, { userIds: [a, b] });

    const byName = await app.api('POST', `/organizations/${org.id}/users/${a}/roles`, { organizationRoleNames: [role.name] });
    expect(byName.status).toBe(201);
    expect(byName.body).toEqual({ organizationRoleIds: [role.id] });
    expect((await app.api('POST', `/organizations/${org.id}/users/${a}/roles`, { organizationRoleNames: ['no-such-role'] })).status).toBe(422);

    const scopes = await app.api('GET', `/organizations/${org.id}/users/${a}/scopes`);
    expect(scopes.body.map((s: { id: string }) => s.id)).toEqual([scope]);
    expect((await app.api('GET', `/organizations/${org.id}/users/${b}/scopes`)).body).toEqual([]);

    // Many members at once; one outsider changes nothing.
    const outsider = await createUser(app);
    const refused = await app.api('POST', `/organizations/${org.id}/users/roles`, { userIds: [b, outsider], organizationRoleIds: [role.id] });
    expect(refused.status).toBe(422);
    expect((await app.api('GET', `/organizations/${org.id}/users/${b}/roles`)).body).toEqual([]);
    const assigned = await app.api('POST', `/organizations/${org.id}/users/roles`, { userIds: [b], organizationRoleIds: [role.id] });
    expect(assigned.status).toBe(201);
    expect((await app.api('GET', `/organizations/${org.id}/users/${b}/scopes`)).body.map((s: { id: string }) => s.id)).toEqual([scope]);
    expect((await app.api('GET', `/organization-roles`)).body.find((r: { id: string }) => r.id === role.id).usersCount).toBe(2);
  });

  it('sends the invitation mail when asked, on creation and again', async () => {
    const org = (await app.api('POST', '/organizations', { name: `Acme ${suffix()}` })).body.id as string;
    const invitee = `inv${suffix()}@example.com`;
    const created = await app.api('POST', '/organization-invitations', {
      organizationId: org,
      invitee,
      expiresAt: Date.now() + 3_600_000,
      messagePayload: { link: 'https://app.example.com/invite/abc' },
    });
    expect(created.status).toBe(201);
    await expect.poll(() => smtp.countTo(invitee)).toBe(1);
    expect(smtp.messages.find((m) => m.to.includes(invitee))!.raw).toContain('https://app.example.com/invite/abc');

    const again = await app.api('POST', `/organization-invitations/${created.body.id}/message`, { code: '123456' });
    expect(again.status).toBe(204);
    await expect.poll(() => smtp.countTo(invitee)).toBe(2);
    expect((await app.api('POST', `/organization-invitations/${created.body.id}/message`, { link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await app.api('POST', '/organization-invitations/nope/message', {})).status).toBe(404);

    // Each refusal's words and field: the first bad entry in the body's own order, the link last.
    for (const [messagePayload, message, field] of [
      [{ code: 5, nope: 'x' }, 'messagePayload.code must be a string', ['messagePayload', 'code']],
      [{ link: 'javascript:alert(1)', nope: 'x' }, 'messagePayload.nope is not a message field', ['messagePayload', 'nope']],
      [{ locale: 'x'.repeat(2049) }, 'messagePayload.locale must be a string', ['messagePayload', 'locale']],
      [{ link: 'javascript:alert(1)', code: '1' }, 'messagePayload.link must be an http(s) URL', ['messagePayload', 'link']],
      [[], 'messagePayload must be false or an object', ['messagePayload']],
      ['x', 'messagePayload must be false or an object', ['messagePayload']],
    ] as const) {
      const res = await app.api('POST', '/organization-invitations', {
        organizationId: org,
        invitee: `r${invitee}`,
        expiresAt: Date.now() + 3_600_000,
        messagePayload,
      });
      expect([res.status, res.body.code, res.body.message, res.body.data?.field], JSON.stringify(messagePayload)).toEqual([
        400,
        'guard.invalid_input',
        message,
        field,
      ]);
    }
    for (const [body, message, field] of [
      [{ color: { primaryColor: 'red', bogus: 1 } }, 'color.primaryColor must be a #rrggbb colour', ['color', 'primaryColor']],
      [{ color: { bogus: 1, primaryColor: 'red' } }, 'color.bogus is not a colour setting', ['color', 'bogus']],
      [{ color: { primaryColor: '#aabbcc', isDarkModeEnabled: 'yes' } }, 'color.isDarkModeEnabled must be a boolean', ['color', 'isDarkModeEnabled']],
      [{ color: { darkPrimaryColor: 5 } }, 'color.darkPrimaryColor must be a #rrggbb colour', ['color', 'darkPrimaryColor']],
      [{ branding: { logoUrl: 'ftp://x', nope: 'x' } }, 'branding.logoUrl must be an http(s) URL', ['branding', 'logoUrl']],
      [{ branding: { favicon: `https://${'x'.repeat(2048)}` } }, 'branding.favicon must be an http(s) URL', ['branding', 'favicon']],
      [{ branding: { nope: 'x', logoUrl: 'ftp://x' } }, 'branding.nope is not a branding setting', ['branding', 'nope']],
    ] as const) {
      const res = await app.api('PATCH', `/organizations/${org}`, body);
      expect([res.status, res.body.code, res.body.message, res.body.data?.field], JSON.stringify(body)).toEqual([400, 'guard.invalid_input', message, field]);
    }

    const silent = await app.api('POST', '/organization-invitations', {
      organizationId: org,
      invitee: `s${invitee}`,
      expiresAt: Date.now() + 3_600_000,
      messagePayload: false,
    });
    expect(silent.status).toBe(201);
    expect(smtp.countTo(`s${invitee}`)).toBe(0);
  });
});

describe('sign-in experience and keys', () => {
  it('checks a password against the policy and the user data', async () => {
    const short = await app.api('POST', '/sign-in-exp/default/check-password', { password: 'abc' });
    expect(short.body).toEqual({ result: false, issues: [{ code: 'password_rejected.too_short', interpolation: { min: 8 } }] });
    const good = await app.api('POST', '/sign-in-exp/default/check-password', { password: 'a long enough passphrase' });
    expect(good.body).toEqual({ result: true, issues: [] });
    const user = await createUser(app, { username: `zelda${suffix()}` });
    const name = (await app.api('GET', `/users/${user}`)).body.username as string;
    // The user-info rule is the policy's rejects.userInfo (off by default, docs/compatibility.md).
    expect((await app.api('POST', '/sign-in-exp/default/check-password', { password: `${name}-secret-1`, userId: user })).body.result).toBe(true);
    await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { userInfo: true } } });
    const mine = await app.api('POST', '/sign-in-exp/default/check-password', { password: `${name}-secret-1`, userId: user });
    await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { userInfo: false } } });
    expect(mine.body.issues.map((i: { code: string }) => i.code)).toEqual(['password_rejected.restricted.user_info']);
    expect((await app.api('POST', '/sign-in-exp/default/check-password', { password: 'x', userId: 'nope' })).status).toBe(404);
  });

  it("answers the product's other keys truthfully, takes the whole object back, refuses changing what Tessera has not, and maps sentinelPolicy to lockout", async () => {
    const read = await app.api('GET', '/sign-in-exp');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      tenantId: 'default',
      id: 'default',
      hideLogtoBranding: true,
      termsOfUseUrl: null,
      signInMode: 'SignInAndRegister',
      verificationCodePolicy: { expirationDuration: 600, maxRetryAttempts: 10 },
      passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: false },
      forgotPasswordMethods: ['EmailVerificationCode'],
      sentinelPolicy: { maxAttempts: read.body.lockout.maxAttempts, lockoutDuration: Math.ceil(read.body.lockout.durationSeconds / 60) },
    });
    // An unset image is absent, as the product types it.
    expect(read.body.branding).not.toHaveProperty('logoUrl');

    // Read, change one thing, write the whole object back: accepted, and only that one thing changed.
    const whole = { ...read.body, productName: 'Contoso sign-in' };
    const written = await app.api('PATCH', '/sign-in-exp', whole);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body).toEqual(whole);

    // A key with nothing behind it cannot change: refused, naming it, nothing written.
    const support = await app.api('PATCH', '/sign-in-exp', { productName: 'Not this', supportEmail: 'help@example.com' });
    expect([support.status, support.body.code]).toEqual([400, 'guard.invalid_input']);
    expect(support.body.message).toMatch(/^supportEmail is not a setting Tessera has: it answers null/);
    expect((await app.api('GET', '/sign-in-exp')).body.productName).toBe('Contoso sign-in');

    // sentinelPolicy is the lockout under the product's name (minutes).
    const sentinel = await app.api('PATCH', '/sign-in-exp', { sentinelPolicy: { maxAttempts: 7, lockoutDuration: 15 } });
    expect(sentinel.status, JSON.stringify(sentinel.body)).toBe(200);
    expect(sentinel.body.lockout).toMatchObject({ maxAttempts: 7, durationSeconds: 900 });
    expect(sentinel.body.sentinelPolicy).toEqual({ maxAttempts: 7, lockoutDuration: 15 });
    const badSentinel = await app.api('PATCH', '/sign-in-exp', { sentinelPolicy: { maxAttempts: 0 } });
    expect([badSentinel.status, badSentinel.body.code]).toEqual([400, 'guard.invalid_input']);
    await app.api('PATCH', '/sign-in-exp', { productName: read.body.productName, lockout: read.body.lockout });
  });

  it('shows the cookie key by a digest id and refuses to rotate or delete it', async () => {
    const keys = await app.api('GET', '/configs/oidc/cookie-keys');
    expect(keys.status).toBe(200);
    expect(keys.body).toHaveLength(1);
    expect(Object.keys(keys.body[0]).sort()).toEqual(['createdAt', 'id']);
    expect(keys.body[0].id).toMatch(/^[0-9a-f]{16}$/);
    expect((await app.api('POST', '/configs/oidc/cookie-keys/rotate', {})).body.code).toBe('oidc.cookie_keys_not_rotatable');
    expect((await app.api('DELETE', `/configs/oidc/cookie-keys/${keys.body[0].id}`)).status).toBe(422);
    expect((await app.api('DELETE', '/configs/oidc/cookie-keys/0000')).status).toBe(404);
    expect((await app.api('GET', '/configs/oidc/other-keys')).status).toBe(400);
  });
});

describe('hook logs', () => {
  it('answers log rows keyed TriggerHook.<event> and filters them by logKey', async () => {
    const hook = await createHook(app, receiver, ['User.Created', 'User.Deleted']);
    const user = await createUser(app);
    await app.api('DELETE', `/users/${user}`);
    await receiver.waitFor((all) => all.filter((r) => r.json?.hookId === hook.id).length >= 2);
    await expect.poll(async () => (await app.api('GET', `/hooks/${hook.id}/recent-logs`)).body.length).toBe(2);
    const created = await app.api('GET', `/hooks/${hook.id}/recent-logs?logKey=TriggerHook.User.Created`);
    expect(created.body).toHaveLength(1);
    expect(created.body[0]).toMatchObject({
      key: 'TriggerHook.User.Created',
      payload: { key: 'TriggerHook.User.Created', result: 'Success', hookId: hook.id, body: { event: 'User.Created' } },
    });
    expect((await app.api('GET', `/hooks/${hook.id}/recent-logs?logKey=Other.Key`)).status).toBe(400);
  });
});
