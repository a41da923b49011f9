// Declarative custom claims in ID tokens: an application's claim mappings are added to the ID
// tokens of its code and refresh grants (filtered by their grant-type conditions), checked with
// jose against the JWKS, and never reach userinfo or the access token; the protocol's claims and
// every scope-released user claim are refused at save (REST and GraphQL), as are malformed
// mappings and lists over the limit; the test operation answers what a real ID token carries.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_USER_CLAIMS } from '../../src/domain/oauth/user-claims.js';
import { ID_TOKEN_STANDARD_CLAIMS } from '../../src/domain/directory/claim-mappings.js';
import { useTestApp } from '../helpers/app.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { USER_PASSWORD, createUser, createWebApp, tokenRequest, type WebApp } from './token-exchange-fixtures.js';

const app = useTestApp();
let webApp: WebApp;
let other: WebApp;
let userId: string;
let username: string;

const putClaims = (applicationId: string, mappings: unknown) => app.api('PUT', `/applications/${applicationId}/claims`, mappings);

async function verifiedIdToken(token: string, clientId: string) {
  const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  return (await jwtVerify(token, jwks, { issuer: app.config.issuer, audience: clientId })).payload;
}

const signIn = (client: WebApp, scope = 'openid offline_access profile') =>
  signInAndGetTokens(app, { username, password: USER_PASSWORD, clientId: client.id, clientSecret: client.secret, redirectUri: client.redirectUri, scope });

beforeAll(async () => {
  webApp = await createWebApp(app);
  other = await createWebApp(app);
  username = `idclaims_${Date.now()}`;
  userId = await createUser(app, username);
  const custom = await app.api('PATCH', `/users/${userId}/custom-data`, { customData: { department: 'R&D', plan: { tier: 'gold' } } });
  expect(custom.status).toBe(200);
});

describe('ID-token claim mappings at save', () => {
  it('refuses the protocol’s claims and the scope-released user claims, malformed mappings and lists over the limit, saving nothing', async () => {
    expect((await putClaims(webApp.id, [{ claim: 'team', from: 'user.name' }])).status).toBe(200);
    const protocol = ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'at_hash', 'c_hash', 's_hash', 'auth_time', 'acr', 'amr', 'azp', 'sid', '_claim_names'];
    for (const claim of protocol) {
      const refused = await putClaims(webApp.id, [{ claim, from: 'user.username' }]);
      expect(refused.status, claim).toBe(400);
      expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message: `claim "${claim}" is reserved and cannot be set by a mapping` });
    }
    for (const claim of ['email', 'email_verified', 'name', 'username', 'picture', 'phone_number', 'roles', 'organizations', 'custom_data', 'updated_at']) {
      const refused = await putClaims(webApp.id, [{ claim, from: 'customData.department' }]);
      expect(refused.status, claim).toBe(400);
      expect(refused.body.message).toBe(`claim "${claim}" is a standard claim released by its scope and cannot be set by a mapping`);
    }
    const cases: Array<[unknown, string]> = [
      [
        [{ claim: 'ok', from: 'user.username', grantTypes: ['client_credentials'] }],
        'grantTypes must be a non-empty list of: authorization_code, refresh_token',
      ],
      [[{ claim: 'ok', from: 'user.passwordHash' }], 'from must be'],
      [[{ claim: '9lives', from: 'user.username' }], 'claim must be 1 to 64'],
      [Array.from({ length: 21 }, (_, i) => ({ claim: `c${i}`, from: 'user.username' })), 'at most 20 claim mappings'],
    ];
    for (const [body, message] of cases) {
      const refused = await putClaims(webApp.id, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
      expect(refused.body.message).toContain(message);
    }
    expect((await putClaims(webApp.id, { claim: 'team', from: 'user.name' })).status).toBe(400);
    expect((await app.api('GET', `/applications/${webApp.id}/claims`)).body).toEqual([{ claim: 'team', from: 'user.name', grantTypes: null }]);

    const gql = await app.graphql(
      `mutation($id: ID!) { setApplicationIdTokenClaims(id: $id, mappings: [{ claim: "email", from: "customData.department" }]) { mappings { claim } userErrors { code field message } } }`,
      { id: webApp.id },
    );
    expect(gql.data.setApplicationIdTokenClaims).toEqual({
      mappings: null,
      userErrors: [{ code: 'guard.invalid_input', field: ['mappings', '0', 'claim'], message: expect.stringContaining('standard claim') }],
    });
    expect((await app.api('PUT', '/applications/no-such-application/claims', [])).status).toBe(404);
    expect((await app.api('GET', '/applications/no-such-application/claims')).status).toBe(404);
    const read = await app.graphql(`query($id: ID!) { application(id: $id) { idTokenClaims { claim from } } }`, { id: webApp.id });
    expect(read.data.application.idTokenClaims).toEqual([{ claim: 'team', from: 'user.name' }]);
  });

  it('reserves every user claim the server releases (the list is held against the user-claims module)', () => {
    for (const claim of SUPPORTED_USER_CLAIMS.filter((c) => c !== 'sub')) expect(ID_TOKEN_STANDARD_CLAIMS.has(claim), claim).toBe(true);
  });
});

describe('mapped claims in ID tokens', () => {
  it('adds them to the code flow’s and the refresh’s ID tokens, each grant type’s own, as the test operation predicts; not to userinfo or the access token', async () => {
    const mappings = [
      { claim: 'department', from: 'customData.department' },
      { claim: 'tier', from: 'customData.plan.tier' },
      { claim: 'app_roles', from: 'roles' },
      { claim: 'app_name', from: 'application.name' },
      { claim: 'uid', from: 'user.id', grantTypes: ['refresh_token'] },
      { claim: 'missing', from: 'customData.nowhere' },
    ];
    const saved = await putClaims(webApp.id, mappings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toHaveLength(mappings.length);
    const appName = (await app.api('GET', `/applications/${webApp.id}`)).body.name;

    const tokens = await signIn(webApp);
    expect(tokens.id_token).toBeTruthy();
    const idToken = await verifiedIdToken(tokens.id_token!, webApp.id);
    const expected = { department: 'R&D', tier: 'gold', app_roles: expect.any(Array), app_name: appName };
    expect(idToken).toMatchObject({ ...expected, sub: userId, aud: webApp.id, username });
    expect(idToken).not.toHaveProperty('uid');
    expect(idToken).not.toHaveProperty('missing');

    const predicted = await app.api('POST', `/applications/${webApp.id}/claims/test`, { userId });
    expect(predicted.status, JSON.stringify(predicted.body)).toBe(200);
    expect(predicted.body).toEqual({ department: 'R&D', tier: 'gold', app_roles: idToken.app_roles, app_name: appName });

    const refreshed = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(await verifiedIdToken(refreshed.body.id_token, webApp.id)).toMatchObject({ ...expected, uid: userId });
    const gqlTest = await app.graphql(`query($id: ID!, $u: ID!) { testApplicationIdTokenClaims(id: $id, userId: $u, grantType: "refresh_token") }`, {
      id: webApp.id,
      u: userId,
    });
    expect(gqlTest.data.testApplicationIdTokenClaims.uid).toBe(userId);

    // Userinfo answers the consented scopes' claims only; the access token has none of them.
    const userinfo = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    const info = (await userinfo.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ sub: userId, username });
    expect(info).not.toHaveProperty('department');
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const access = (await jwtVerify(tokens.access_token, jwks, { issuer: app.config.issuer })).payload;
    expect(access).not.toHaveProperty('department');

    // Another application's ID tokens: only the server's own and the released claims.
    const bare = await verifiedIdToken((await signIn(other)).id_token!, other.id);
    expect(bare).not.toHaveProperty('department');
    expect(bare).not.toHaveProperty('app_name');

    // An empty list removes them.
    expect((await putClaims(webApp.id, [])).body).toEqual([]);
    expect(await verifiedIdToken((await signIn(webApp)).id_token!, webApp.id)).not.toHaveProperty('department');
  });

  it('leaves out a value over 2 KB, refuses a grant type ID tokens are not issued by, and answers 404 for an unknown user or application', async () => {
    const id = await createUser(app);
    await app.api('PATCH', `/users/${id}/custom-data`, { customData: { big: 'x'.repeat(3000), small: 'ok' } });
    const saved = await putClaims(other.id, [
      { claim: 'big', from: 'customData.big' },
      { claim: 'small', from: 'customData.small' },
    ]);
    expect(saved.status).toBe(200);
    expect((await app.api('POST', `/applications/${other.id}/claims/test`, { userId: id })).body).toEqual({ small: 'ok' });
    const wrongGrant = await app.api('POST', `/applications/${other.id}/claims/test`, { userId: id, grantType: 'client_credentials' });
    expect(wrongGrant.status).toBe(400);
    expect(wrongGrant.body.message).toBe('grantType must be one of: authorization_code, refresh_token, urn:ietf:params:oauth:grant-type:device_code');
    expect((await app.api('POST', `/applications/${other.id}/claims/test`, { userId: 'no-such-user' })).status).toBe(404);
    expect((await app.api('POST', '/applications/no-such-application/claims/test', { userId: id })).status).toBe(404);
  });
});
