// Third-party applications and consent, over real HTTP against a real database: isThirdParty set
// at creation, the compatible Management API's user-consent-scopes and consent-organizations
// routes with their validation, the consent step of the authorization code flow (deny →
// access_denied, allow → a code for only what was allowed, remembered for the next sign-in), the
// Experience API's /consent, organization tokens limited to consented organizations, and
// revocation (Management and Account APIs) ending the refresh tokens and bringing the screen back.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';
import { accountToken, JsonClient } from '../experience/helpers/json-client.js';

const ORG_SCOPE = 'urn:logto:scope:organizations';
const ORG_RESOURCE = 'urn:logto:resource:organizations';

const app = useTestApp();
let jwks: JWTVerifyGetKey;
let third: TestClient;
let first: TestClient;
let user: TestUser;
let api: { id: string; indicator: string };
let readScopeId: string;
let writeScopeId: string;
let orgScope: { id: string; name: string };
let orgA: string;
let orgB: string;
let orgC: string;

const tag = () => randomBytes(4).toString('hex');

async function ok(method: string, path: string, body?: unknown) {
  const res = await app.api(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

async function createThirdParty(type = 'Traditional'): Promise<TestClient> {
  const t = tag();
  const redirectUri = `http://127.0.0.1:9/callback/${t}`;
  const body = await ok('POST', '/applications', {
    name: `Partner app ${t}`,
    type,
    isThirdParty: true,
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  return { clientId: body.id, clientSecret: body.secret, redirectUri, postLogoutRedirectUri: '' };
}

beforeAll(async () => {
  jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  user = await createUser(app);
  api = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read', 'write'] } });
  const scopes = (await ok('GET', `/resources/${api.id}/scopes`)) as Array<{ id: string; name: string }>;
  readScopeId = scopes.find((s) => s.name === 'read')!.id;
  writeScopeId = scopes.find((s) => s.name === 'write')!.id;
  orgScope = await ok('POST', '/organization-scopes', { name: `read:members-${tag()}`, description: 'Read the members' });
  const role = await ok('POST', '/organization-roles', { name: `member-${tag()}`, organizationScopeIds: [orgScope.id] });
  orgA = (await ok('POST', '/organizations', { name: `Org A ${tag()}` })).id;
  orgB = (await ok('POST', '/organizations', { name: `Org B ${tag()}` })).id;
  orgC = (await ok('POST', '/organizations', { name: `Org C ${tag()}` })).id;
  for (const org of [orgA, orgB]) {
    await ok('POST', `/organizations/${org}/users`, { userIds: [user.id] });
    await ok('POST', `/organizations/${org}/users/${user.id}/roles`, { organizationRoleIds: [role.id] });
  }
  first = await createClient(app, 'Traditional');
  third = await createThirdParty();
  await ok('POST', `/applications/${third.clientId}/user-consent-scopes`, {
    userScopes: ['profile', 'email', ORG_SCOPE],
    resourceScopes: [readScopeId],
    organizationScopes: [orgScope.id],
  });
});

function authUrl(client: TestClient, scope: string, resources: string[], challenge: string, extra: Record<string, string> = {}) {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams(<Array<[string, string]>>[
    ['response_type', 'code'],
    ['client_id', client.clientId],
    ['redirect_uri', client.redirectUri],
    ['scope', scope],
    ['state', 'st'],
    ['code_challenge', challenge],
    ['code_challenge_method', 'S256'],
    ...resources.map((r): [string, string] => ['resource', r]),
    ...Object.entries(extra),
  ]).toString();
  return url;
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** /oidc/auth in this jar, signing in on /sign-in when asked; returns where the browser lands next. */
async function authorize(jar: CookieJar, url: URL, who: TestUser = user): Promise<URL> {
  let res = await jar.fetch(url);
  expect(res.status, await res.clone().text()).toBe(303);
  let location = new URL(res.headers.get('location')!, app.url);
  if (location.pathname === '/sign-in') {
    const html = await (await jar.fetch(location)).text();
    const form = new URLSearchParams({
      interaction: hidden(html, 'interaction'),
      csrf: hidden(html, 'csrf'),
      identifier: who.username,
      password: who.password,
    });
    res = await jar.fetch(location, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.status, await res.clone().text()).toBe(303);
    location = new URL(res.headers.get('location')!, app.url);
  }
  return location;
}

/** Answers the consent page in this jar; returns the client callback. */
async function answerConsent(jar: CookieJar, consentUrl: URL, decision: 'allow' | 'deny', organizationIds: string[] = [], csrf?: string) {
  const page = await jar.fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams({ interaction: hidden(html, 'interaction'), csrf: csrf ?? hidden(html, 'csrf'), decision });
  for (const id of organizationIds) form.append('organizationIds', id);
  const res = await jar.fetch(consentUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return { res, html };
}

async function redeem(client: TestClient, callback: URL, verifier: string, resource?: string) {
  const code = callback.searchParams.get('code');
  expect(code, callback.toString()).toBeTruthy();
  const token = await tokenRequest(app, client.clientId, client.clientSecret, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
    ...(resource ? { resource } : {}),
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.body;
}

describe('isThirdParty', () => {
  it('is false by default, set at creation, refused for machine-to-machine, and cannot change', async () => {
    expect((await ok('GET', `/applications/${first.clientId}`)).isThirdParty).toBe(false);
    expect((await ok('GET', `/applications/${third.clientId}`)).isThirdParty).toBe(true);
    const m2m = await app.api('POST', '/applications', { name: 'm2m', type: 'MachineToMachine', isThirdParty: true });
    expect(m2m.status).toBe(400);
    expect(m2m.body.code).toBe('application.invalid_third_party_application_type');
    const change = await app.api('PATCH', `/applications/${first.clientId}`, { isThirdParty: true });
    expect(change.status).toBe(400);
    expect(change.body.code).toBe('application.third_party_immutable');
    expect((await ok('GET', `/applications/${first.clientId}`)).isThirdParty).toBe(false);
    // The current value sent back (a client PATCHing the whole object) is fine.
    expect((await ok('PATCH', `/applications/${third.clientId}`, { isThirdParty: true, description: 'partner' })).isThirdParty).toBe(true);
    const gql = await app.graphql(`query($id: ID!) { application(id: $id) { isThirdParty } }`, { id: third.clientId });
    expect(gql.data.application.isThirdParty).toBe(true);
  });
});

describe('user consent scopes (Management API)', () => {
  it('answers only for third-party applications: 404 unknown, 422 first-party', async () => {
    expect((await app.api('GET', '/applications/nope/user-consent-scopes')).status).toBe(404);
    const firstParty = await app.api('GET', `/applications/${first.clientId}/user-consent-scopes`);
    expect(firstParty.status).toBe(422);
    expect(firstParty.body.code).toBe('application.third_party_application_only');
  });

  it('lists, adds and removes, refusing unknown scopes without adding anything', async () => {
    const app2 = await createThirdParty('SPA');
    const path = `/applications/${app2.clientId}/user-consent-scopes`;
    expect(await ok('GET', path)).toEqual({ organizationScopes: [], resourceScopes: [], organizationResourceScopes: [], userScopes: [] });
    for (const bad of [{ resourceScopes: [readScopeId, 'no-such-scope'] }, { organizationScopes: ['no-such'] }, { userScopes: ['email', 'shoe_size'] }]) {
      const res = await app.api('POST', path, bad);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.code).toBe('application.user_consent_scopes_not_found');
    }
    expect((await ok('GET', path)).userScopes).toEqual([]);
    expect((await app.api('POST', path, { userScopes: 'email' })).status).toBe(400);

    const added = await app.api('POST', path, {
      userScopes: ['email', 'email'],
      resourceScopes: [readScopeId, writeScopeId],
      organizationScopes: [orgScope.id],
    });
    expect(added.status).toBe(201);
    const listed = await ok('GET', path);
    expect(listed.userScopes).toEqual(['email']);
    expect(listed.organizationScopes).toEqual([{ id: orgScope.id, name: orgScope.name, description: 'Read the members' }]);
    expect(listed.resourceScopes).toEqual([
      {
        resource: { id: api.id, name: expect.any(String), indicator: api.indicator },
        scopes: [
          { id: readScopeId, name: 'read', description: null },
          { id: writeScopeId, name: 'write', description: null },
        ],
      },
    ]);
    // Adding again keeps one of each.
    expect((await app.api('POST', path, { userScopes: ['email'] })).status).toBe(201);
    expect((await ok('GET', path)).userScopes).toEqual(['email']);

    expect((await app.api('DELETE', `${path}/resource-scopes/${writeScopeId}`)).status).toBe(204);
    expect((await app.api('DELETE', `${path}/resource-scopes/${writeScopeId}`)).status).toBe(404);
    expect((await app.api('DELETE', `${path}/user-scopes/email`)).status).toBe(204);
    expect((await app.api('DELETE', `${path}/shoe-scopes/x`)).status).toBe(400);
    const after = await ok('GET', path);
    expect(after.userScopes).toEqual([]);
    expect(after.resourceScopes[0].scopes.map((s: { name: string }) => s.name)).toEqual(['read']);
  });
});

describe('the consent step', () => {
  it('never shows for a first-party application', async () => {
    const { challenge } = pkcePair();
    const callback = await authorize(new CookieJar(), authUrl(first, 'openid profile', [], challenge));
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('Deny sends access_denied to the redirect URI and remembers nothing', async () => {
    const { challenge } = pkcePair();
    const jar = new CookieJar();
    const consent = await authorize(jar, authUrl(third, 'openid profile', [], challenge));
    expect(consent.pathname).toBe('/consent');
    const { res } = await answerConsent(jar, consent, 'deny');
    expect(res.status).toBe(303);
    const callback = new URL(res.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(third.redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('st');
    expect(callback.searchParams.get('code')).toBeNull();
    // Still signed in; asked again.
    const again = await authorize(jar, authUrl(third, 'openid profile', [], pkcePair().challenge));
    expect(again.pathname).toBe('/consent');
  });

  it('refuses a form without the right CSRF token, leaving the request waiting', async () => {
    const jar = new CookieJar();
    const consent = await authorize(jar, authUrl(third, 'openid profile', [], pkcePair().challenge));
    const { res } = await answerConsent(jar, consent, 'allow', [], 'forged');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('form expired');
    expect((await jar.fetch(consent)).status).toBe(200);
    // Another browser cannot answer it.
    expect((await new CookieJar().fetch(consent)).status).toBeGreaterThanOrEqual(400);
  });

  it('Allow issues a code for only what the application may ask and the user allowed; the next sign-in asks nothing', async () => {
    const { verifier, challenge } = pkcePair();
    const jar = new CookieJar();
    // phone is not among its consent scopes and write is not either: both dropped.
    const consent = await authorize(jar, authUrl(third, 'openid profile email phone offline_access read write', [api.indicator], challenge));
    expect(consent.pathname).toBe('/consent');
    const { res, html } = await answerConsent(jar, consent, 'allow');
    expect(html).toContain('Partner app');
    expect(html).toContain('Your email address');
    expect(html).toContain('read');
    expect(html).not.toContain('Your phone number');
    expect(res.status).toBe(303);
    const callback = new URL(res.headers.get('location')!);
    const tokens = await redeem(third, callback, verifier, api.indicator);
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator });
    expect(String(payload.scope).split(' ')).toEqual(['read']);
    const id = await jwtVerify(tokens.id_token, jwks, { issuer: `${app.url}/oidc`, audience: third.clientId });
    expect(id.payload.sub).toBe(user.id);
    // The answer's scope is the access token's own (RFC 6749 §5.1); the ID token and the refresh
    // token show the rest of what was allowed.
    expect(tokens.scope).toBe('read');
    // The claims of the allowed user scopes (an email an administrator set counts as verified).
    expect(id.payload).toMatchObject({ name: `Name of ${user.username}`, username: user.username, email: user.email, email_verified: true });
    expect(id.payload).not.toHaveProperty('phone_number');
    expect(tokens.refresh_token).toBeTruthy();

    // A new browser, the same or fewer scopes: straight to the client.
    const second = await authorize(new CookieJar(), authUrl(third, 'openid email read', [api.indicator], pkcePair().challenge));
    expect(second.searchParams.get('code')).toBeTruthy();
    // prompt=none with more than allowed: consent_required, no screen.
    const more = await authorize(jar, authUrl(third, `openid profile ${ORG_SCOPE}`, [], pkcePair().challenge, { prompt: 'none' }));
    expect(more.searchParams.get('error')).toBe('consent_required');
  });

  it('gives a third-party application the claims its claims parameter names only within the scopes its user allowed', async () => {
    const { verifier, challenge } = pkcePair();
    const jar = new CookieJar();
    // email is allowed (scope asked and consented); given_name's profile scope was not asked,
    // phone_number's phone scope is not among its consent scopes.
    const claims = JSON.stringify({ id_token: { email: null, given_name: null, phone_number: null }, userinfo: { name: null } });
    const consent = await authorize(jar, authUrl(third, 'openid email', [], challenge, { claims, prompt: 'consent' }));
    expect(consent.pathname).toBe('/consent');
    const { res } = await answerConsent(jar, consent, 'allow');
    const tokens = await redeem(third, new URL(res.headers.get('location')!), verifier);
    const id = await jwtVerify(tokens.id_token, jwks, { issuer: `${app.url}/oidc`, audience: third.clientId });
    expect(id.payload.email).toBe(user.email);
    expect(id.payload).not.toHaveProperty('given_name');
    expect(id.payload).not.toHaveProperty('phone_number');
    const info = await (await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
    expect(info).toEqual({ sub: user.id, email: user.email, email_verified: true });
  });

  it('remembers a resource scope per API: allowing write on one API is not allowing write on another', async () => {
    const partner = await createThirdParty();
    const calendar = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read', 'write'] } });
    const contacts = await createResource(app, { scopes: ['write'], grantTo: { userId: user.id, granted: ['write'] } });
    const scopeId = async (resource: { id: string }, name: string) =>
      ((await ok('GET', `/resources/${resource.id}/scopes`)) as Array<{ id: string; name: string }>).find((s) => s.name === name)!.id;
    await ok('POST', `/applications/${partner.clientId}/user-consent-scopes`, {
      resourceScopes: [await scopeId(calendar, 'read'), await scopeId(contacts, 'write')],
    });
    // Allowed: read on the calendar API and write on the contacts API.
    const jar = new CookieJar();
    const consent = await authorize(jar, authUrl(partner, 'openid read write', [calendar.indicator, contacts.indicator], pkcePair().challenge));
    expect(consent.pathname).toBe('/consent');
    const { res } = await answerConsent(jar, consent, 'allow');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    // The application may now also ask for write on the calendar API: that was never allowed.
    await ok('POST', `/applications/${partner.clientId}/user-consent-scopes`, { resourceScopes: [await scopeId(calendar, 'write')] });
    const again = await authorize(jar, authUrl(partner, 'openid write', [calendar.indicator], pkcePair().challenge));
    expect(again.pathname).toBe('/consent');
    // What was allowed still needs no screen.
    const allowed = await authorize(jar, authUrl(partner, 'openid write', [contacts.indicator], pkcePair().challenge));
    expect(allowed.searchParams.get('code')).toBeTruthy();
  });

  it('lets the user pick organizations; organization tokens only for those', async () => {
    const { verifier, challenge } = pkcePair();
    const jar = new CookieJar();
    const consent = await authorize(jar, authUrl(third, `openid offline_access ${ORG_SCOPE} ${orgScope.name}`, [ORG_RESOURCE], challenge));
    expect(consent.pathname).toBe('/consent');
    // Not a member of C: refused, the page shown again with the error, nothing granted.
    const refused = await answerConsent(jar, consent, 'allow', [orgC]);
    expect(refused.res.status).toBe(422);
    expect(await refused.res.text()).toContain('not a member');
    const { res, html } = await answerConsent(jar, consent, 'allow', [orgA]);
    expect(html).toContain('Org A');
    expect(html).toContain('Org B');
    expect(html).not.toContain('Org C');
    const tokens = await redeem(third, new URL(res.headers.get('location')!), verifier);
    const listed = await ok('GET', `/applications/${third.clientId}/users/${user.id}/consent-organizations`);
    expect(listed.organizations.map((o: { id: string }) => o.id)).toEqual([orgA]);
    // The ID token names only the organizations the user let it reach (the user is in A and B).
    const idToken = await jwtVerify(tokens.id_token, jwks, { issuer: `${app.url}/oidc`, audience: third.clientId });
    expect(idToken.payload.organizations).toEqual([orgA]);

    const inA = await tokenRequest(app, third.clientId, third.clientSecret, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      organization_id: orgA,
    });
    expect(inA.status, JSON.stringify(inA.body)).toBe(200);
    const orgToken = await jwtVerify(inA.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: `urn:logto:organization:${orgA}` });
    expect(orgToken.payload.scope).toBe(orgScope.name);
    const inB = await tokenRequest(app, third.clientId, third.clientSecret, {
      grant_type: 'refresh_token',
      refresh_token: inA.body.refresh_token,
      organization_id: orgB,
    });
    expect(inB.status).toBe(400);
    expect(inB.body.error).toBe('invalid_grant');
    expect(inB.body.error_description).toContain('has not let this application reach the organization');
  });
});

describe('consent organizations (Management API)', () => {
  it('adds, replaces and removes, only organizations the user is a member of', async () => {
    const path = `/applications/${third.clientId}/users/${user.id}/consent-organizations`;
    expect((await app.api('GET', `/applications/${first.clientId}/users/${user.id}/consent-organizations`)).status).toBe(422);
    expect((await app.api('GET', `/applications/${third.clientId}/users/nobody/consent-organizations`)).status).toBe(404);
    const notMember = await app.api('POST', path, { organizationIds: [orgB, orgC] });
    expect(notMember.status).toBe(422);
    expect(notMember.body.code).toBe('organization.require_membership');
    const none = await app.api('POST', path, { organizationIds: [] });
    expect([none.status, none.body.message, none.body.data?.field]).toEqual([400, 'organizationIds must name at least one organization', ['organizationIds']]);
    const blank = await app.api('POST', path, { organizationIds: [orgB, ''] });
    expect([blank.status, blank.body.message, blank.body.data?.field]).toEqual([400, 'organizationIds must be non-empty strings', ['organizationIds']]);
    expect((await app.api('PUT', path, { organizationIds: 'x' })).status).toBe(400);
    expect((await app.api('POST', path, { organizationIds: [orgB] })).status).toBe(201);
    expect((await ok('GET', path)).organizations.map((o: { id: string }) => o.id).sort()).toEqual([orgA, orgB].sort());
    expect((await app.api('PUT', path, { organizationIds: [orgB] })).status).toBe(204);
    expect((await ok('GET', path)).organizations.map((o: { id: string }) => o.id)).toEqual([orgB]);
    expect((await app.api('DELETE', `${path}/${orgB}`)).status).toBe(204);
    expect((await app.api('DELETE', `${path}/${orgB}`)).status).toBe(404);
    expect((await ok('GET', path)).organizations).toEqual([]);
    await ok('PUT', path, { organizationIds: [orgA] });
  });
});

describe('the Experience API /consent', () => {
  it('answers what the application asks for and allows, sharing the page’s steps', async () => {
    const other = await createUser(app);
    const { verifier, challenge } = pkcePair();
    const jar = new CookieJar();
    const consent = await authorize(jar, authUrl(third, 'openid profile read', [api.indicator], challenge), other);
    expect(consent.pathname).toBe('/consent');
    const call = (method: string, path: string, body?: unknown) =>
      jar.fetch(`${app.url}/api/experience${path}`, {
        method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });
    const details = await call('GET', '/consent');
    expect(details.status).toBe(200);
    const body = (await details.json()) as any;
    expect(body.application.id).toBe(third.clientId);
    expect(body.user.id).toBe(other.id);
    expect(body.userScopes.map((s: { name: string }) => s.name)).toEqual(['profile']);
    expect(body.resourceScopes[0].scopes.map((s: { name: string }) => s.name)).toEqual(['read']);
    expect(body.redirectUri).toBe(third.redirectUri);
    expect((await call('POST', '/consent', { organizationIds: 'x' })).status).toBe(400);
    const allowed = await call('POST', '/consent', {});
    expect(allowed.status).toBe(200);
    const { redirectTo } = (await allowed.json()) as { redirectTo: string };
    await redeem(third, new URL(redirectTo), verifier, api.indicator);
    // Taken: a second answer finds nothing waiting.
    expect((await call('POST', '/consent/deny')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('revocation', () => {
  async function signedInWithRefresh(who: TestUser) {
    const { verifier, challenge } = pkcePair();
    const jar = new CookieJar();
    let landing = await authorize(jar, authUrl(third, 'openid profile offline_access', [], challenge), who);
    if (landing.pathname === '/consent') {
      const { res } = await answerConsent(jar, landing, 'allow');
      landing = new URL(res.headers.get('location')!);
    }
    return { jar, tokens: await redeem(third, landing, verifier) };
  }

  it('through the Management API: the refresh token dies and the next sign-in asks again', async () => {
    const who = await createUser(app);
    const { tokens } = await signedInWithRefresh(who);
    const grants = (await ok('GET', `/users/${who.id}/grants?appType=thirdParty`)).grants;
    expect(grants).toHaveLength(1);
    expect(grants[0].application.id).toBe(third.clientId);
    expect((await ok('GET', `/users/${who.id}/grants?appType=firstParty`)).grants).toEqual([]);
    expect((await app.api('DELETE', `/users/${who.id}/grants/${grants[0].id}`)).status).toBe(204);
    const refresh = await tokenRequest(app, third.clientId, third.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
    const again = await authorize(new CookieJar(), authUrl(third, 'openid profile', [], pkcePair().challenge), who);
    expect(again.pathname).toBe('/consent');
  });

  it('through the Account API: the user lists and revokes their own grant', async () => {
    const who = await createUser(app);
    const { tokens } = await signedInWithRefresh(who);
    const me = new JsonClient(app.url, await accountToken(app, who.id));
    const listed = await me.call('GET', '/api/my-account/grants?appType=thirdParty');
    expect(listed.status).toBe(200);
    expect(listed.body.grants).toHaveLength(1);
    const grantId = listed.body.grants[0].id;
    expect(listed.body.grants[0].payload).toMatchObject({ kind: 'Grant', clientId: third.clientId, accountId: who.id });
    // Another user's grant is not theirs to revoke.
    const stranger = new JsonClient(app.url, await accountToken(app, user.id));
    expect((await stranger.call('DELETE', `/api/my-account/grants/${grantId}`)).status).toBe(404);
    expect((await me.call('DELETE', `/api/my-account/grants/${grantId}`)).status).toBe(204);
    expect((await me.call('GET', '/api/my-account/grants?appType=thirdParty')).body.grants).toEqual([]);
    const refresh = await tokenRequest(app, third.clientId, third.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.body.error).toBe('invalid_grant');
    const again = await authorize(new CookieJar(), authUrl(third, 'openid profile', [], pkcePair().challenge), who);
    expect(again.pathname).toBe('/consent');
    expect((await me.call('GET', '/api/my-account/grants?appType=other')).status).toBe(400);
  });
});
