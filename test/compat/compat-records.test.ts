// The compatible Management API's remaining records, beyond their shapes: a password an
// administrator expired refuses sign-in until it is reset; a user's flags are merged and kept;
// the username case check is truthfully empty; an application's own branding is replaced whole
// and validated; and the features Tessera does not have are refused with a stable code.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair } from '../helpers/sign-in.js';
import { suffix } from './logto-world.js';

const app = useTestApp();
let web: TestClient;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
});

/** Signs in through the server-rendered form; the final status and page (or redirect). */
async function signIn(username: string, password: string) {
  try {
    const { callback } = await browserSignIn(app, { ...web, username, password, scope: 'openid', state: 's', challenge: pkcePair().challenge });
    return { ok: callback.searchParams.has('code'), error: '' };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

describe('password expiration', () => {
  it('refuses sign-in with an expired password (right password only) until it is reset or un-expired', async () => {
    const user = await createUser(app);
    expect((await signIn(user.username, user.password)).ok).toBe(true);

    const expired = await app.api('PATCH', `/users/${user.id}/password/expiration`, { isExpired: true });
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ id: user.id, username: user.username });
    expect(expired.body.passwordDigest).toBeUndefined();

    const refused = await signIn(user.username, user.password);
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/^sign-in failed: 422 /);
    expect(refused.error).toContain('The password has expired');
    // A wrong password is still just a wrong password: the expiry tells nothing to a guesser.
    const wrong = await signIn(user.username, 'not the password');
    expect(wrong.error).not.toContain('expired');

    // The JSON Experience API answers the code.
    const jar = new CookieJar();
    const auth = new URL(`${app.url}/oidc/auth`);
    auth.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }).toString();
    await jar.fetch(auth);
    const json = (path: string, body: unknown, method = 'POST') =>
      jar.fetch(`${app.url}/api/experience${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await json('', { interactionEvent: 'SignIn' }, 'PUT')).status).toBe(204);
    const verification = await json('/verification/password', { identifier: { type: 'username', value: user.username }, password: user.password });
    expect(verification.status).toBe(422);
    expect(await verification.json()).toMatchObject({ code: 'user.password_expired' });

    // Un-expired by the administrator: signs in again.
    expect((await app.api('PATCH', `/users/${user.id}/password/expiration`, { isExpired: false })).status).toBe(200);
    expect((await signIn(user.username, user.password)).ok).toBe(true);

    // Expired again, then a new password (any way it is set) ends the expiry.
    await app.api('PATCH', `/users/${user.id}/password/expiration`, { isExpired: true });
    expect((await signIn(user.username, user.password)).ok).toBe(false);
    const fresh = `fresh-${suffix()}-passphrase`;
    expect((await app.api('PATCH', `/users/${user.id}/password`, { password: fresh })).status).toBe(200);
    expect((await signIn(user.username, fresh)).ok).toBe(true);
  });

  it('refuses bad requests clearly', async () => {
    expect((await app.api('PATCH', '/users/nobody/password/expiration', { isExpired: true })).status).toBe(404);
    const user = await createUser(app);
    expect((await app.api('PATCH', `/users/${user.id}/password/expiration`, { isExpired: 'yes' })).status).toBe(400);
    expect((await app.api('PATCH', `/users/${user.id}/password/expiration`, {})).status).toBe(400);
    const noPassword = (await app.api('POST', '/users', { username: `np_${suffix()}` })).body.id as string;
    const refused = await app.api('PATCH', `/users/${noPassword}/password/expiration`, { isExpired: true });
    expect(refused).toMatchObject({ status: 400, body: { code: 'user.password_not_set' } });
  });
});

describe('user flags (logto-configs)', () => {
  it('answers defaults, merges changes and keeps them', async () => {
    const user = await createUser(app);
    const path = `/users/${user.id}/logto-configs`;
    const defaults = {
      mfa: { enabled: false, skipped: false, skipMfaOnSignIn: false, additionalBindingSuggestionSkipped: false },
      passkeySignIn: { skipped: false },
    };
    expect((await app.api('GET', path)).body).toEqual(defaults);
    const first = await app.api('PATCH', path, { mfa: { skipped: true } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...defaults, mfa: { ...defaults.mfa, skipped: true } });
    await app.api('PATCH', path, { passkeySignIn: { skipped: true }, mfa: { skipMfaOnSignIn: true } });
    expect((await app.api('GET', path)).body).toEqual({ mfa: { ...defaults.mfa, skipped: true, skipMfaOnSignIn: true }, passkeySignIn: { skipped: true } });

    expect((await app.api('PATCH', path, { mfa: { skipped: 'yes' } })).status).toBe(400);
    expect((await app.api('PATCH', path, { mfa: { unknown: true } })).status).toBe(400);
    expect((await app.api('GET', '/users/nobody/logto-configs')).status).toBe(404);
    // A refused change left the flags as they were.
    expect((await app.api('GET', path)).body.mfa.skipped).toBe(true);
  });
});

describe('username case conflicts', () => {
  it('answers none, as usernames are matched case-insensitively', async () => {
    const name = `Case_${suffix()}`;
    await createUser(app, name);
    expect((await app.api('POST', '/users', { username: name.toLowerCase() })).status).toBe(422);
    const res = await app.api('GET', '/sign-in-exp/username-policy/case-sensitivity-conflicts?limit=10');
    expect(res).toMatchObject({ status: 200, body: { totalConflicts: 0, samples: [] } });
    expect((await app.api('GET', '/sign-in-exp/username-policy/case-sensitivity-conflicts')).status).toBe(400);
    expect((await app.api('GET', '/sign-in-exp/username-policy/case-sensitivity-conflicts?limit=0')).status).toBe(400);
  });
});

describe('per-application sign-in experience', () => {
  it('stores, replaces whole and validates an application’s branding', async () => {
    const path = `/applications/${web.clientId}/sign-in-experience`;
    expect((await app.api('GET', path)).status).toBe(404);
    const body = {
      displayName: 'Acme Portal',
      color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' },
      branding: { logoUrl: 'https://cdn.example.com/logo.svg', favicon: 'https://cdn.example.com/favicon.ico' },
      customCss: '.logo { height: 40px }',
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    };
    const put = await app.api('PUT', path, body);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ tenantId: 'default', applicationId: web.clientId, ...body });
    expect((await app.api('GET', path)).body).toEqual(put.body);

    // Replaced whole: what is left out is cleared.
    const second = await app.api('PUT', path, { termsOfUseUrl: null, privacyPolicyUrl: '' });
    expect(second.body).toEqual({
      tenantId: 'default',
      applicationId: web.clientId,
      displayName: null,
      color: {},
      branding: {},
      customCss: null,
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
    });

    for (const bad of [
      { privacyPolicyUrl: null },
      { termsOfUseUrl: 'javascript:alert(1)', privacyPolicyUrl: null },
      { termsOfUseUrl: null, privacyPolicyUrl: null, color: { primaryColor: 'red' } },
      { termsOfUseUrl: null, privacyPolicyUrl: null, branding: { logoUrl: 'data:image/png;base64,AAAA' } },
      { termsOfUseUrl: null, privacyPolicyUrl: null, displayName: 'x'.repeat(257) },
      { termsOfUseUrl: null, privacyPolicyUrl: null, displayName: 42 },
      { termsOfUseUrl: null, privacyPolicyUrl: null, customCss: ['.a{}'] },
    ]) {
      const refused = await app.api('PUT', path, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
    }
    // The refusal names the field and says what it takes.
    const tooLong = await app.api('PUT', path, { termsOfUseUrl: null, privacyPolicyUrl: null, customCss: 'x'.repeat(64 * 1024 + 1) });
    expect(tooLong.body).toMatchObject({ code: 'guard.invalid_input', message: 'customCss must be a string of at most 65536 characters, or null' });
    expect((await app.api('GET', path)).body).toEqual(second.body);
    expect((await app.api('PUT', '/applications/nope/sign-in-experience', { termsOfUseUrl: null, privacyPolicyUrl: null })).status).toBe(404);
  });
});

describe('features Tessera does not have', () => {
  it('refuses protected-app custom domains and custom UI uploads with a stable code, not a missing route', async () => {
    for (const [method, path] of [
      ['GET', `/applications/${web.clientId}/protected-app-metadata/custom-domains`],
      ['POST', `/applications/${web.clientId}/protected-app-metadata/custom-domains`],
      ['DELETE', `/applications/${web.clientId}/protected-app-metadata/custom-domains/auth.example.com`],
    ] as const) {
      const res = await app.api(method, path, method === 'POST' ? { domain: 'auth.example.com' } : undefined);
      expect(res).toMatchObject({ status: 501, body: { code: 'application.protected_apps_not_supported' } });
    }
    const upload = await fetch(`${app.url}/api/sign-in-exp/default/custom-ui-assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob(['zip'], { type: 'application/zip' }), 'ui.zip');
        return form;
      })(),
    });
    expect(upload.status).toBe(501);
    expect(await upload.json()).toMatchObject({ code: 'sign_in_experiences.custom_ui_assets_not_supported' });
    // Still behind the Management API's authentication.
    expect((await fetch(`${app.url}/api/applications/${web.clientId}/protected-app-metadata/custom-domains`)).status).toBe(401);
  });
});

describe('organization answers in the compatible shape', () => {
  it("answers a member's roles with each of its organizations, and member rows in full", async () => {
    const org = (await app.api('POST', '/organizations', { name: `Shapes ${suffix()}` })).body.id as string;
    const role = (await app.api('POST', '/organization-roles', { name: `r-${suffix()}` })).body;
    const appRole = (await app.api('POST', '/organization-roles', { name: `m-${suffix()}`, type: 'MachineToMachine' })).body;
    const user = await createUser(app);
    const m2m = await createClient(app, 'MachineToMachine');
    await app.api('POST', `/organizations/${org}/users`, { userIds: [user.id] });
    await app.api('POST', `/organizations/${org}/users/${user.id}/roles`, { organizationRoleIds: [role.id] });
    await app.api('POST', `/organizations/${org}/applications`, { applicationIds: [m2m.clientId] });
    await app.api('POST', `/organizations/${org}/applications/${m2m.clientId}/roles`, { organizationRoleIds: [appRole.id] });

    const mine = (await app.api('GET', `/users/${user.id}/organizations`)).body;
    expect(mine).toEqual([expect.objectContaining({ id: org, organizationRoles: [expect.objectContaining({ id: role.id, name: role.name })] })]);
    const its = (await app.api('GET', `/applications/${m2m.clientId}/organizations`)).body;
    expect(its).toEqual([expect.objectContaining({ id: org, organizationRoles: [expect.objectContaining({ id: appRole.id, name: appRole.name })] })]);

    const members = (await app.api('GET', `/organizations/${org}/users`)).body;
    expect(members[0]).toMatchObject({ id: user.id, identities: {}, profile: {}, applicationId: null, organizationRoles: [{ id: role.id }] });
    const apps = (await app.api('GET', `/organizations/${org}/applications`)).body;
    expect(apps[0]).toMatchObject({
      tenantId: 'default',
      id: m2m.clientId,
      type: 'MachineToMachine',
      customData: {},
      isThirdParty: false,
      protectedAppMetadata: null,
      oidcClientMetadata: { redirectUris: [] },
      organizationRoles: [{ id: appRole.id }],
    });
    expect(apps[0].secret).toBeUndefined();
  });
});
