// A user's grants as an administrator sees them (GraphQL userGrants / revokeUserGrant, REST
// GET /users/:userId/grants and DELETE …/:grantId in the compatible API's shape). Grants come
// from the real sign-in flow; revoking one stops its refresh token, its access token and a token
// exchanged from it (introspection and use), while the session's other grant keeps working.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let other: TestClient;
let serviceA: { id: string; secret: string };

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  other = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/applications', { name: 'service A', type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  serviceA = created.body;
});

async function introspect(client: TestClient, token: string): Promise<boolean> {
  const res = await fetch(`${app.url}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret!}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { active: boolean }).active;
}

describe("a user's grants", () => {
  it('lists standing grants in the compatible shape and revokes one with everything it issued', async () => {
    const user = await createUser(app);
    const api = await createResource(app, { scopes: ['a', 'b'], grantTo: { userId: user.id, granted: ['a', 'b'] } });
    expect((await app.api('GET', `/users/${user.id}/grants`)).body).toEqual({ grants: [] });

    // One browser session, two applications signed in to through it.
    const jar = new CookieJar();
    const first = await signInAndGetTokens(app, {
      ...web,
      username: user.username,
      password: user.password,
      resource: api.indicator,
      scope: 'openid offline_access a',
      jar,
    });
    const second = await signInAndGetTokens(app, {
      ...other,
      username: user.username,
      password: user.password,
      resource: api.indicator,
      scope: 'openid offline_access a',
      jar,
    });

    const listed = await app.api('GET', `/users/${user.id}/grants`);
    expect(listed.status).toBe(200);
    expect(listed.body.grants).toHaveLength(2);
    const mine = listed.body.grants.find((g: any) => g.application.id === web.clientId);
    expect(mine).toEqual({
      id: expect.any(String),
      expiresAt: expect.any(Number),
      application: { id: web.clientId, name: expect.any(String) },
      // What the grant allows: the sign-in's own scopes, and per resource the scopes the user holds there.
      scopes: ['openid', 'offline_access'],
      resourceScopes: [{ resource: api.indicator, scopes: ['a'] }],
      payload: {
        kind: 'Grant',
        jti: mine.id,
        clientId: web.clientId,
        accountId: user.id,
        iat: expect.any(Number),
        exp: Math.floor(mine.expiresAt / 1000),
        openid: { scope: 'openid offline_access' },
        resources: { [api.indicator]: 'a' },
      },
    });
    expect((await app.api('GET', `/users/${user.id}/grants?appType=thirdParty`)).body).toEqual({ grants: [] });
    expect((await app.api('GET', `/users/${user.id}/grants?appType=firstParty`)).body.grants).toHaveLength(2);
    expect((await app.api('GET', `/users/${user.id}/grants?appType=nope`)).status).toBe(400);
    expect((await app.api('GET', `/users/no-such-user/grants`)).status).toBe(404);

    // A token exchanged from the first grant's access token.
    const exchanged = await tokenRequest(app, serviceA.id, serviceA.secret, {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: first.access_token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      resource: api.indicator,
      scope: 'b',
    });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    expect(await introspect(web, exchanged.body.access_token)).toBe(true);

    // Another user's grant id is not found; the real one is revoked (204), then not found.
    const stranger = await createUser(app);
    expect((await app.api('DELETE', `/users/${stranger.id}/grants/${mine.id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/users/${user.id}/grants/${mine.id}`)).status).toBe(204);
    const again = await app.api('DELETE', `/users/${user.id}/grants/${mine.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('oidc.grant_not_found');

    // Everything the grant issued stops: refresh, access token, the exchanged token and a re-exchange.
    const refreshed = await tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(await introspect(web, first.access_token)).toBe(false);
    expect(await introspect(web, exchanged.body.access_token)).toBe(false);
    const reExchange = await tokenRequest(app, serviceA.id, serviceA.secret, {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: exchanged.body.access_token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      resource: api.indicator,
    });
    expect(reExchange.body.error).toBe('invalid_grant');

    // The other application's grant (same session) still works and is the only one listed.
    const stillOk = await tokenRequest(app, other.clientId, other.clientSecret, { grant_type: 'refresh_token', refresh_token: second.refresh_token! });
    expect(stillOk.status, JSON.stringify(stillOk.body)).toBe(200);
    const after = await app.api('GET', `/users/${user.id}/grants`);
    expect(after.body.grants.map((g: any) => g.application.id)).toEqual([other.clientId]);
  });

  it('serves the same over GraphQL, with userErrors for an unknown grant', async () => {
    const user = await createUser(app);
    await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid offline_access' });
    const list = await app.graphql(
      `query($u: ID!) { userGrants(userId: $u) { grants { id createdAt expiresAt application { id } payload { kind accountId } } } }`,
      { u: user.id },
    );
    expect(list.errors).toBeUndefined();
    const [grant] = list.data.userGrants.grants;
    expect(grant.payload).toEqual({ kind: 'Grant', accountId: user.id });
    const REVOKE = `mutation($u: ID!, $g: ID!) { revokeUserGrant(userId: $u, grantId: $g) { revokedId userErrors { code } } }`;
    const unknown = await app.graphql(REVOKE, { u: user.id, g: 'nope' });
    expect(unknown.data.revokeUserGrant).toEqual({ revokedId: null, userErrors: [{ code: 'oidc.grant_not_found' }] });
    const revoked = await app.graphql(REVOKE, { u: user.id, g: grant.id });
    expect(revoked.data.revokeUserGrant).toEqual({ revokedId: grant.id, userErrors: [] });
  });
});
