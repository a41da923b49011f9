// Organization tokens with the compatible product's Node SDK itself (@logto/node), unmodified:
// it signs in with the organizations scope in Chromium (the SDK adds the reserved resource to the
// authorization request), reads the organizations claims, gets an organization token
// (getOrganizationToken) and an organization-level API resource token (getAccessToken with a
// resource and an organization), and is refused once the user has left the organization and its
// cached token has expired. Skipped only when /usr/bin/chromium is missing.
import { randomBytes } from 'node:crypto';
import { UserScope, ReservedResource } from '@logto/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { logtoNodeClient } from '../helpers/logto-node-client.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';

// Short lifetimes, so the SDK's own token cache expires within the test and it refreshes.
const TTL = 2;

describe.skipIf(!hasChromium)('@logto/node against Tessera: organization tokens', () => {
  const app = useTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL) } });
  const browser = useBrowser();
  let web: TestClient;
  let user: TestUser;
  let org: string;
  let api: { id: string; indicator: string };
  let orgScope: string;

  async function ok(method: string, path: string, body?: unknown) {
    const res = await app.api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  beforeAll(async () => {
    web = await createClient(app, 'Traditional');
    user = await createUser(app);
    api = await createResource(app, { scopes: ['read', 'write'], ttl: TTL });
    const scopes = (await ok('GET', `/resources/${api.id}/scopes`)) as Array<{ id: string; name: string }>;
    const tag = randomBytes(4).toString('hex');
    orgScope = `read:members-${tag}`;
    const scope = await ok('POST', '/organization-scopes', { name: orgScope });
    const role = await ok('POST', '/organization-roles', {
      name: `member-${tag}`,
      organizationScopeIds: [scope.id],
      resourceScopeIds: [scopes.find((s) => s.name === 'write')!.id],
    });
    org = (await ok('POST', '/organizations', { name: `org ${tag}` })).id;
    await ok('POST', `/organizations/${org}/users`, { userIds: [user.id] });
    await ok('POST', `/organizations/${org}/users/${user.id}/roles`, { organizationRoleIds: [role.id] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs in with the organizations scope, gets organization tokens, and is refused after leaving', async () => {
    const { client, navigatedTo } = logtoNodeClient({
      endpoint: app.url,
      appId: web.clientId,
      appSecret: web.clientSecret!,
      scopes: [UserScope.Email, UserScope.Organizations, UserScope.OrganizationRoles, orgScope, 'read', 'write'],
      resources: [api.indicator],
    });
    await client.signIn({ redirectUri: web.redirectUri });
    const authorization = new URL(navigatedTo());
    expect(authorization.searchParams.getAll('resource')).toContain(ReservedResource.Organization);

    // The browser: Tessera's sign-in page, then back to the client's callback (answered here).
    const page = await (await browser.newContext()).newPage();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(authorization.toString());
    await signInOnPage(page, user);
    await client.handleSignInCallback((await callback).toString());
    expect(await client.isAuthenticated()).toBe(true);

    const idClaims = await client.getIdTokenClaims();
    expect(idClaims.sub).toBe(user.id);
    expect(idClaims.organizations).toEqual([org]);
    // The profile (a scope the SDK always asks for) and the email, read from the ID token as the SDK's docs show.
    expect(idClaims).toMatchObject({ name: `Name of ${user.username}`, username: user.username, email: user.email, email_verified: true });
    const userinfo = await client.fetchUserInfo();
    expect(userinfo.organizations).toEqual([org]);
    expect(userinfo.organization_roles).toEqual([expect.stringMatching(new RegExp(`^${org}:member-`))]);

    // An organization token, verified against our JWKS as a resource server would.
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const orgToken = await client.getOrganizationToken(org);
    const { payload } = await jwtVerify(orgToken, jwks, { issuer: `${app.url}/oidc`, audience: `urn:logto:organization:${org}` });
    expect(payload).toMatchObject({ sub: user.id, organization_id: org, scope: orgScope, client_id: web.clientId });
    expect((await client.getOrganizationTokenClaims(org)).scope).toBe(orgScope);

    // An organization-level API resource token: the organization role's `write`, not `read`.
    const apiToken = await client.getAccessToken(api.indicator, org);
    const apiClaims = (await jwtVerify(apiToken, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator })).payload;
    expect(apiClaims).toMatchObject({ organization_id: org, scope: 'write' });

    // The user leaves the organization. Once the SDK's cached tokens expire it refreshes, and the
    // refresh is refused; the user's own tokens keep working.
    expect((await app.api('DELETE', `/organizations/${org}/users/${user.id}`)).status).toBe(204);
    // The SDK dates its cache with Date.now() and takes no clock, so the process's Date is moved
    // past the TTL (and time keeps flowing from there); the app's clock reads the wall clock plus
    // its offset, so the server sees the same time. Timers are not faked: only Date.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + (TTL + 1) * 1000 });
    // The SDK reports the token endpoint's OAuth error body as the error's `data`.
    const refused = { code: 'unexpected_response_error', data: { error: 'invalid_grant', error_description: expect.stringContaining('not a member') } };
    await expect(client.getOrganizationToken(org)).rejects.toMatchObject(refused);
    await expect(client.getAccessToken(api.indicator, org)).rejects.toMatchObject(refused);
    const plain = await client.getAccessToken();
    expect(plain).toBeTruthy();
    expect((await client.getIdTokenClaims()).organizations).toEqual([]);
  });
});
