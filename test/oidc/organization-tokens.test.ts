// Organization tokens at the protocol level: the reserved resource and scopes at authorization,
// the organizations claims, organization_id on the refresh_token grant (an organization token,
// and with `resource` an organization-level API resource token), membership checked at every
// refresh, organization_id refused where a grant would ignore it, and the token exchange rules
// for a subject token bound to an organization.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const ORG_RESOURCE = 'urn:logto:resource:organizations';
const ORG_SCOPE = 'urn:logto:scope:organizations';
const ORG_ROLES_SCOPE = 'urn:logto:scope:organization_roles';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

const app = useTestApp();
let web: TestClient;
let user: TestUser;
let orgA: string;
let orgB: string;
let api: { id: string; indicator: string };
let jwks: ReturnType<typeof createRemoteJWKSet>;

async function ok(method: string, path: string, body?: unknown) {
  const res = await app.api(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  web = await createClient(app, 'Traditional');
  user = await createUser(app);
  // An API resource: the user's global role grants `read`; the organization role grants `write`.
  api = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read'] } });
  const scopes = (await ok('GET', `/resources/${api.id}/scopes`)) as Array<{ id: string; name: string }>;
  const write = scopes.find((s) => s.name === 'write')!;
  const readMembers = await ok('POST', '/organization-scopes', { name: `read:members-${tag()}` });
  const invite = await ok('POST', '/organization-scopes', { name: `invite:member-${tag()}` });
  const role = await ok('POST', '/organization-roles', {
    name: `admin-${tag()}`,
    organizationScopeIds: [readMembers.id],
    resourceScopeIds: [write.id],
  });
  orgA = (await ok('POST', '/organizations', { name: `org A ${tag()}` })).id;
  orgB = (await ok('POST', '/organizations', { name: `org B ${tag()}` })).id;
  await ok('POST', `/organizations/${orgA}/users`, { userIds: [user.id] });
  await ok('POST', `/organizations/${orgA}/users/${user.id}/roles`, { organizationRoleIds: [role.id] });
  Object.assign(scopeNames, { readMembers: readMembers.name, invite: invite.name, role: role.name });
});

const scopeNames = { readMembers: '', invite: '', role: '' };

/** Signs in (the authorization request names `resources`); returns the code grant's token response. */
async function signIn(scope: string, resources: string[] = [ORG_RESOURCE], who: TestUser = user) {
  const tokens = await signInAndGetTokens(app, { ...web, username: who.username, password: who.password, scope, resource: resources });
  return tokens as typeof tokens & { id_token: string; refresh_token: string };
}

const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
  tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: refreshToken, ...extra });

describe('organization tokens', () => {
  it('accepts the reserved resource at authorization and releases the organizations claims', async () => {
    const tokens = await signIn(`openid offline_access ${ORG_SCOPE} ${ORG_ROLES_SCOPE} ${scopeNames.readMembers}`);
    const { payload } = await jwtVerify(tokens.id_token, jwks, { issuer: `${app.url}/oidc`, audience: web.clientId });
    expect(payload.organizations).toEqual([orgA]);
    expect(payload.organization_roles).toEqual([`${orgA}:${scopeNames.role}`]);
    const me = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    const claims = (await me.json()) as Record<string, unknown>;
    expect(claims.organizations).toEqual([orgA]);
    expect(claims.organization_roles).toEqual([`${orgA}:${scopeNames.role}`]);
    // Without the scopes, no claims.
    const plain = await signIn('openid offline_access', []);
    expect(decodeJwt(plain.id_token).organizations).toBeUndefined();
  });

  it('issues an organization token for organization_id, with the organization scopes of the member’s roles', async () => {
    const tokens = await signIn(`openid offline_access ${ORG_SCOPE} ${scopeNames.readMembers} ${scopeNames.invite}`);
    const res = await refresh(tokens.refresh_token, { organization_id: orgA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payload } = await jwtVerify(res.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: `urn:logto:organization:${orgA}`, typ: 'at+jwt' });
    expect(payload.organization_id).toBe(orgA);
    expect(payload.sub).toBe(user.id);
    // Requested at sign-in: read:members (held through the role) and invite:member (not held).
    expect(payload.scope).toBe(scopeNames.readMembers);
    expect(res.body.refresh_token).toBeTruthy();
  });

  it('issues an organization-level API resource token with `resource` and organization_id', async () => {
    const tokens = await signIn(`openid offline_access ${ORG_SCOPE} read write`, [ORG_RESOURCE, api.indicator]);
    const org = await refresh(tokens.refresh_token, { organization_id: orgA, resource: api.indicator });
    expect(org.status, JSON.stringify(org.body)).toBe(200);
    const orgClaims = decodeJwt(org.body.access_token);
    expect(orgClaims.aud).toBe(api.indicator);
    expect(orgClaims.organization_id).toBe(orgA);
    // Only what the organization role grants there, not the user's global `read`.
    expect(orgClaims.scope).toBe('write');
    const global = await refresh(org.body.refresh_token, { resource: api.indicator });
    const globalClaims = decodeJwt(global.body.access_token);
    expect(globalClaims.scope).toBe('read');
    expect(globalClaims.organization_id).toBeUndefined();
  });

  it('refuses non-members (invalid_grant), at every refresh, without using up the refresh token', async () => {
    const member = await createUser(app);
    await ok('POST', `/organizations/${orgB}/users`, { userIds: [member.id] });
    const code = { body: await signIn(`openid offline_access ${ORG_SCOPE}`, [ORG_RESOURCE], member) };
    const first = await refresh(code.body.refresh_token, { organization_id: orgB });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(decodeJwt(first.body.access_token).aud).toBe(`urn:logto:organization:${orgB}`);
    // Not a member of A.
    const other = await refresh(first.body.refresh_token, { organization_id: orgA });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('invalid_grant');
    // The member leaves B: the next refresh for B is refused, and the refresh token still works.
    expect((await app.api('DELETE', `/organizations/${orgB}/users/${member.id}`)).status).toBe(204);
    const left = await refresh(first.body.refresh_token, { organization_id: orgB });
    expect(left.status).toBe(400);
    expect(left.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('not a member') });
    const plain = await refresh(first.body.refresh_token);
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });

  it('refuses organization_id without the organizations scope, and the reserved resource as a token resource', async () => {
    const tokens = await signIn('openid offline_access', []);
    const res = await refresh(tokens.refresh_token, { organization_id: orgA });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_scope');
    const empty = await refresh(tokens.refresh_token, { organization_id: '' });
    expect(empty.body.error).toBe('invalid_request');
    const reserved = await refresh(tokens.refresh_token, { resource: ORG_RESOURCE });
    expect(reserved.body.error).toBe('invalid_target');
    // None of these used up the refresh token.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('refuses organization_id (and other authorizing parameters) on grants that would ignore it', async () => {
    const { verifier, challenge } = pkcePair();
    const { callback } = await browserSignIn(app, {
      username: user.username,
      password: user.password,
      clientId: web.clientId,
      redirectUri: web.redirectUri,
      scope: `openid offline_access ${ORG_SCOPE}`,
      resource: ORG_RESOURCE,
      challenge,
      state: 's',
    });
    const form = { grant_type: 'authorization_code', code: callback.searchParams.get('code')!, redirect_uri: web.redirectUri, code_verifier: verifier };
    const refused = await tokenRequest(app, web.clientId, web.clientSecret, { ...form, organization_id: orgA });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('organization_id') });
    // The refused request did not use the code up.
    expect((await tokenRequest(app, web.clientId, web.clientSecret, form)).status).toBe(200);

    const m2m = await createClient(app, 'MachineToMachine');
    const cc = await tokenRequest(app, m2m.clientId, m2m.clientSecret, { grant_type: 'client_credentials', resource: api.indicator, organization_id: orgA });
    expect(cc.body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('organization_id') });
    const aud = await tokenRequest(app, m2m.clientId, m2m.clientSecret, { grant_type: 'client_credentials', resource: api.indicator, audience: 'x' });
    expect(aud.body.error).toBe('invalid_request');
  });

  it('refuses an API resource with a reserved indicator', async () => {
    for (const indicator of [ORG_RESOURCE, `urn:logto:organization:${orgA}`]) {
      const res = await app.api('POST', '/resources', { name: 'reserved', indicator });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
  });
});

describe('token exchange of an organization-bound subject token', () => {
  it('keeps the organization, and refuses another organization', async () => {
    const backend = await ok('POST', '/applications', {
      name: `backend ${tag()}`,
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true },
    });
    await ok('POST', `/organizations/${orgB}/users`, { userIds: [user.id] });
    const tokens = await signIn(`openid offline_access ${ORG_SCOPE} ${scopeNames.readMembers}`);
    const orgToken = (await refresh(tokens.refresh_token, { organization_id: orgA })).body.access_token as string;
    const exchange = (extra: Record<string, string>) =>
      tokenRequest(app, backend.id, backend.secret, {
        grant_type: TOKEN_EXCHANGE,
        subject_token: orgToken,
        subject_token_type: ACCESS_TOKEN_TYPE,
        resource: api.indicator,
        scope: 'read write',
        ...extra,
      });
    // Without organization_id: still organization A's roles (write), never the global `read`.
    const same = await exchange({});
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const claims = decodeJwt(same.body.access_token);
    expect(claims.organization_id).toBe(orgA);
    expect(claims.scope).toBe('write');
    // For another organization the user also belongs to: refused.
    const other = await exchange({ organization_id: orgB });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('invalid_grant');
    // Re-exchanging the exchanged token stays in A as well.
    const again = await tokenRequest(app, backend.id, backend.secret, {
      grant_type: TOKEN_EXCHANGE,
      subject_token: same.body.access_token,
      subject_token_type: ACCESS_TOKEN_TYPE,
      resource: api.indicator,
      organization_id: orgB,
    });
    expect(again.body.error).toBe('invalid_grant');
    await ok('DELETE', `/organizations/${orgB}/users/${user.id}`);
  });
});
