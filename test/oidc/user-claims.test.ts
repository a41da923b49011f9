// The claims an application reads about its user, as OIDC client libraries read them: the
// standard claims of the granted scopes in the ID token (OIDC Core §5.4), the compatible
// product's own scopes where it puts them (roles in the ID token; custom_data, identities and
// organization_data at userinfo only), the `claims` request parameter (§5.5), and a token
// answer whose `scope` is the access token's own (RFC 6749 §5.1). Real sign-ins over HTTP; ID
// tokens verified against the JWKS.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let client: TestClient;
let user: TestUser;
let roleName: string;
let organizationId: string;
const ORG_SCOPE = 'urn:logto:scope:organizations';

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const res = await app.api(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

beforeAll(async () => {
  client = await createClient(app, 'Traditional');
  user = await createUser(app);
  await ok('PATCH', `/users/${user.id}/profile`, {
    profile: {
      givenName: 'Ada',
      familyName: 'Lovelace',
      nickname: 'ada',
      locale: 'en-GB',
      address: { streetAddress: '12 St James Sq', locality: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
    },
  });
  await ok('PATCH', `/users/${user.id}`, { avatar: 'https://img.example.com/ada.png', primaryPhone: '+441234567890' });
  await ok('PATCH', `/users/${user.id}/custom-data`, { customData: { plan: 'pro' } });
  await ok('PUT', `/users/${user.id}/identities/github`, { userId: 'gh-ada', details: { login: 'ada' } });
  const api = await createResource(app, { scopes: ['read'], grantTo: { userId: user.id, granted: ['read'] } });
  const roles = (await ok('GET', `/users/${user.id}/roles`)) as Array<{ name: string }>;
  roleName = roles[0]!.name;
  expect(api.indicator).toBeTruthy();
  organizationId = (await ok('POST', '/organizations', { name: 'Analytical Engines', description: 'Difference and analytical' }, 201)).id;
  await ok('POST', `/organizations/${organizationId}/users`, { userIds: [user.id] }, 201);
});

const jwks = () => createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
const idTokenOf = async (token: string | undefined): Promise<JWTPayload> =>
  (await jwtVerify(token!, jwks(), { issuer: `${app.url}/oidc`, audience: client.clientId })).payload;
const userinfo = async (accessToken: string) => {
  const res = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const signIn = (scope: string, authorizationParams?: Record<string, string>) =>
  signInAndGetTokens(app, { ...client, username: user.username, password: user.password, scope, ...(authorizationParams ? { authorizationParams } : {}) });

describe('user claims', () => {
  it('puts the standard claims of profile, email, phone and address in the ID token, and userinfo says the same', async () => {
    const tokens = await signIn('openid profile email phone address offline_access');
    const id = await idTokenOf(tokens.id_token);
    expect(id).toMatchObject({
      sub: user.id,
      name: `Name of ${user.username}`,
      given_name: 'Ada',
      family_name: 'Lovelace',
      nickname: 'ada',
      locale: 'en-GB',
      picture: 'https://img.example.com/ada.png',
      username: user.username,
      // Set by an administrator: verified.
      email: user.email,
      email_verified: true,
      // Stored as digits, as the compatible product keeps phone numbers.
      phone_number: '441234567890',
      phone_number_verified: true,
      address: { street_address: '12 St James Sq', locality: 'London', postal_code: 'SW1Y 4JH', country: 'GB' },
    });
    expect(id.updated_at).toEqual(expect.any(Number));
    expect(id.created_at).toEqual(expect.any(Number));
    // A standard claim the user has no value for is left out, not null.
    expect(id).not.toHaveProperty('middle_name');
    expect(id).not.toHaveProperty('website');
    const info = await userinfo(tokens.access_token);
    for (const claim of ['sub', 'name', 'given_name', 'family_name', 'picture', 'email', 'email_verified', 'phone_number', 'address']) {
      expect(info[claim], claim).toEqual(id[claim]);
    }
    // The answer's scope is the access token's own: the OpenID scopes, less offline_access (the refresh token's).
    expect(tokens.scope.split(' ').sort()).toEqual(['address', 'email', 'openid', 'phone', 'profile']);
  });

  it('releases only the claims of the scopes granted', async () => {
    const tokens = await signIn('openid email');
    const id = await idTokenOf(tokens.id_token);
    expect(id.email).toBe(user.email);
    for (const claim of ['name', 'given_name', 'picture', 'phone_number', 'address', 'roles', 'custom_data']) expect(id, claim).not.toHaveProperty(claim);
    const info = await userinfo(tokens.access_token);
    expect(Object.keys(info).sort()).toEqual(['email', 'email_verified', 'sub']);
  });

  it('puts roles and organizations in the ID token, and custom_data, identities and organization_data at userinfo only', async () => {
    const tokens = await signIn(`openid roles custom_data identities ${ORG_SCOPE}`);
    const id = await idTokenOf(tokens.id_token);
    expect(id.roles).toEqual([roleName]);
    expect(id.organizations).toEqual([organizationId]);
    for (const claim of ['custom_data', 'identities', 'sso_identities', 'organization_data']) expect(id, claim).not.toHaveProperty(claim);
    const info = await userinfo(tokens.access_token);
    expect(info).toMatchObject({
      roles: [roleName],
      organizations: [organizationId],
      organization_data: [{ id: organizationId, name: 'Analytical Engines', description: 'Difference and analytical' }],
      custom_data: { plan: 'pro' },
      identities: { github: { userId: 'gh-ada', details: { login: 'ada' } } },
      sso_identities: [],
    });
  });

  it('honours the claims parameter in the ID token and at userinfo, at the code exchange and at every refresh', async () => {
    const claims = JSON.stringify({
      id_token: { email: { essential: true }, given_name: null, 'no-such-claim': null },
      userinfo: { custom_data: null, family_name: null },
    });
    const tokens = await signIn('openid offline_access', { claims });
    const id = await idTokenOf(tokens.id_token);
    expect(id).toMatchObject({ email: user.email, given_name: 'Ada' });
    // Only what was named: email_verified was not.
    expect(id).not.toHaveProperty('email_verified');
    expect(id).not.toHaveProperty('family_name');
    expect(id).not.toHaveProperty('no-such-claim');
    // Named for userinfo only: not in the ID token, and userinfo has them.
    expect(id).not.toHaveProperty('custom_data');
    const info = await userinfo(tokens.access_token);
    expect(info).toEqual({ sub: user.id, custom_data: { plan: 'pro' }, family_name: 'Lovelace' });

    const refreshed = await tokenRequest(app, client.clientId, client.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(await idTokenOf(refreshed.body.id_token)).toMatchObject({ email: user.email, given_name: 'Ada' });
    expect(await userinfo(refreshed.body.access_token)).toEqual(info);
  });

  it('refuses a claims parameter that is not a claims request, at the redirect URI (invalid_request)', async () => {
    for (const [claims, says] of [
      ['{not json', 'JSON object'],
      ['{"id_token": ["email"]}', 'id_token'],
      ['{"userinfo": {"email": true}}', 'userinfo.email'],
      [JSON.stringify({ id_token: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`claim_${i}`, null])) }), 'at most 4096'],
    ] as const) {
      const { callback } = await browserSignIn(app, {
        ...client,
        username: user.username,
        password: user.password,
        challenge: undefined,
        state: 's',
        authorizationParams: { claims },
      });
      expect(callback.origin + callback.pathname).toBe(client.redirectUri);
      expect(callback.searchParams.get('error'), claims).toBe('invalid_request');
      expect(callback.searchParams.get('error_description'), claims).toContain(says);
      expect(callback.searchParams.get('state')).toBe('s');
    }
  });

  it('says in discovery which scopes and claims it releases and that it takes the claims parameter', async () => {
    const metadata = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, any>;
    expect(metadata.claims_parameter_supported).toBe(true);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone', 'address', 'roles', 'custom_data', 'identities', ORG_SCOPE]),
    );
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining([
        'sub',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'picture',
        'email',
        'email_verified',
        'address',
        'roles',
        'custom_data',
      ]),
    );
  });
});
