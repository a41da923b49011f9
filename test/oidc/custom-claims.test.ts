// Declarative custom claims (issue 45 §4): an API resource's claim mappings are added to the
// access tokens every grant mints for it (code, refresh, client credentials, token exchange),
// filtered by their grant-type conditions, checked with jose against the JWKS; reserved claims,
// malformed mappings and limits are refused at save (REST and GraphQL); the test operation
// answers what a real token carries; a resource without mappings adds nothing.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import {
  USER_PASSWORD,
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  type Client,
  type Resource,
  type WebApp,
} from './token-exchange-fixtures.js';

const app = useTestApp();
let webApp: WebApp;
let resource: Resource;
let plain: Resource;
let userId: string;
let username: string;

const MAPPINGS = [
  { claim: 'department', from: 'customData.department' },
  { claim: 'tier', from: 'customData.plan.tier' },
  { claim: 'username', from: 'user.username' },
  { claim: 'roles', from: 'roles' },
  { claim: 'app_name', from: 'application.name' },
  { claim: 'refreshed_as', from: 'user.id', grantTypes: ['refresh_token'] },
  { claim: 'missing', from: 'customData.nowhere' },
];

const putClaims = (target: Resource, mappings: unknown) => app.api('PUT', `/resources/${target.id}/claims`, mappings);

async function verified(token: string, audience: string) {
  const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  return (await jwtVerify(token, jwks, { issuer: app.config.issuer, audience, typ: 'at+jwt' })).payload;
}

beforeAll(async () => {
  webApp = await createWebApp(app);
  resource = await createResource(app, ['read']);
  plain = await createResource(app, ['read']);
  username = `claims_${Date.now()}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, resource, ['read']);
  await grantUserScopes(app, userId, plain, ['read']);
  const custom = await app.api('PATCH', `/users/${userId}/custom-data`, { customData: { department: 'R&D', plan: { tier: 'gold' } } });
  expect(custom.status).toBe(200);
});

describe('claim mappings at save', () => {
  it('refuses reserved claims, malformed mappings and lists over the limits, in REST and GraphQL, saving nothing', async () => {
    expect((await putClaims(resource, [{ claim: 'team', from: 'user.name' }])).status).toBe(200);
    for (const claim of ['sub', 'aud', 'scope', 'client_id', 'organization_id', 'grant_id', 'act', 'cnf']) {
      const refused = await putClaims(resource, [{ claim, from: 'user.username' }]);
      expect(refused.status, claim).toBe(400);
      expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message: `claim "${claim}" is reserved and cannot be set by a mapping` });
    }
    const cases: Array<[unknown, string]> = [
      [[{ claim: 'x'.repeat(65), from: 'user.username' }], 'claim must be 1 to 64'],
      [[{ claim: 'has space', from: 'user.username' }], 'claim must be 1 to 64'],
      [[{ claim: 'ok', from: 'user.passwordHash' }], 'from must be'],
      [[{ claim: 'ok', from: 'customData.' }], 'from must be'],
      [[{ claim: 'ok', from: 'user.username', grantTypes: ['implicit'] }], 'grantTypes must be'],
      [
        [
          { claim: 'ok', from: 'user.username' },
          { claim: 'ok', from: 'user.name' },
        ],
        'claim "ok" is mapped twice',
      ],
      [Array.from({ length: 21 }, (_, i) => ({ claim: `c${i}`, from: 'user.username' })), 'at most 20 claim mappings'],
    ];
    for (const [body, message] of cases) {
      const refused = await putClaims(resource, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
      expect(refused.body.message).toContain(message);
    }
    expect((await putClaims(resource, { claim: 'team', from: 'user.name' })).status).toBe(400);
    expect((await app.api('GET', `/resources/${resource.id}/claims`)).body).toEqual([{ claim: 'team', from: 'user.name', grantTypes: null }]);

    const gql = await app.graphql(
      `mutation($id: ID!) { setResourceClaimMappings(id: $id, mappings: [{ claim: "iss", from: "user.username" }]) { mappings { claim } userErrors { code field message } } }`,
      { id: resource.id },
    );
    expect(gql.data.setResourceClaimMappings).toEqual({
      mappings: null,
      userErrors: [{ code: 'guard.invalid_input', field: ['mappings', '0', 'claim'], message: 'claim "iss" is reserved and cannot be set by a mapping' }],
    });
    expect((await app.api('PUT', '/resources/no-such-resource/claims', [])).status).toBe(404);
  });
});

describe('mapped claims in tokens', () => {
  it('adds them to code-flow and refresh tokens, each grant type’s own, as the test operation predicts', async () => {
    const saved = await putClaims(resource, MAPPINGS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toHaveLength(MAPPINGS.length);
    const appName = (await app.api('GET', `/applications/${webApp.id}`)).body.name;
    const tokens = await signInAndGetTokens(app, {
      username,
      password: USER_PASSWORD,
      clientId: webApp.id,
      clientSecret: webApp.secret,
      redirectUri: webApp.redirectUri,
      resource: resource.indicator,
      scope: 'openid offline_access read',
    });
    const code = await verified(tokens.access_token, resource.indicator);
    const expected = { department: 'R&D', tier: 'gold', username, roles: [expect.any(String), expect.any(String)], app_name: appName };
    expect(code).toMatchObject({ ...expected, sub: userId, client_id: webApp.id, scope: 'read' });
    expect(code).not.toHaveProperty('refreshed_as');
    expect(code).not.toHaveProperty('missing');

    const predicted = await app.api('POST', `/resources/${resource.id}/claims/test`, { userId, applicationId: webApp.id });
    expect(predicted.status, JSON.stringify(predicted.body)).toBe(200);
    expect(predicted.body).toEqual({ department: code.department, tier: code.tier, username: code.username, roles: code.roles, app_name: code.app_name });

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, resource: resource.indicator });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const again = await verified(refreshed.body.access_token, resource.indicator);
    expect(again).toMatchObject({ ...expected, refreshed_as: userId });
    const gqlTest = await app.graphql(
      `query($id: ID!, $u: ID!, $a: ID) { testResourceClaims(id: $id, userId: $u, applicationId: $a, grantType: "refresh_token") }`,
      {
        id: resource.id,
        u: userId,
        a: webApp.id,
      },
    );
    expect(gqlTest.data.testResourceClaims.refreshed_as).toBe(userId);

    // A resource without mappings: only the server's own claims.
    const bare = await signInAndGetTokens(app, {
      username,
      password: USER_PASSWORD,
      clientId: webApp.id,
      clientSecret: webApp.secret,
      redirectUri: webApp.redirectUri,
      resource: plain.indicator,
      scope: 'openid read',
    });
    const plainClaims = await verified(bare.access_token, plain.indicator);
    expect(Object.keys(plainClaims).sort()).toEqual(['aud', 'client_id', 'exp', 'grant_id', 'iat', 'iss', 'jti', 'scope', 'sid', 'sub']);
  });

  it('adds only the application’s sources to a client_credentials token, and the exchanging application’s to an exchanged one', async () => {
    const machineResource = await createResource(app, ['sync']);
    expect(
      (
        await putClaims(machineResource, [
          { claim: 'app_name', from: 'application.name' },
          { claim: 'username', from: 'user.username' },
          { claim: 'exchanged_only', from: 'application.id', grantTypes: ['urn:ietf:params:oauth:grant-type:token-exchange'] },
        ])
      ).status,
    ).toBe(200);
    const role = await app.api('POST', '/roles', { name: `sync-${Date.now()}`, type: 'MachineToMachine', scopeIds: [machineResource.scopeIds.sync] });
    const robot = await createClient(app, { type: 'MachineToMachine' });
    const robotName = (await app.api('GET', `/applications/${robot.id}`)).body.name;
    expect((await app.api('POST', `/applications/${robot.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
    const issued = await tokenRequest(app, robot, { grant_type: 'client_credentials', resource: machineResource.indicator, scope: 'sync' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const machine = await verified(issued.body.access_token, machineResource.indicator);
    expect(machine).toMatchObject({ sub: robot.id, app_name: robotName });
    expect(machine).not.toHaveProperty('username');
    expect(machine).not.toHaveProperty('exchanged_only');

    // Token exchange: the user's sources and the exchanging service's application.
    await grantUserScopes(app, userId, machineResource, ['sync']);
    const service: Client = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    const serviceName = (await app.api('GET', `/applications/${service.id}`)).body.name;
    const signedIn = await signInAndGetTokens(app, {
      username,
      password: USER_PASSWORD,
      clientId: webApp.id,
      clientSecret: webApp.secret,
      redirectUri: webApp.redirectUri,
      resource: plain.indicator,
      scope: 'openid read',
    });
    const exchanged = await tokenRequest(app, service, exchangeParams(signedIn.access_token, machineResource.indicator, { scope: 'sync' }));
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const onward = await verified(exchanged.body.access_token, machineResource.indicator);
    expect(onward).toMatchObject({ sub: userId, client_id: service.id, app_name: serviceName, username, exchanged_only: service.id });
  });

  it('leaves out a value over 2 KB and what would pass 8 KB in all, keeping the rest, and answers 404 for an unknown user', async () => {
    const sized = await createResource(app, ['read']);
    const id = await createUser(app);
    await grantUserScopes(app, id, sized, ['read']);
    await app.api('PATCH', `/users/${id}/custom-data`, { customData: { big: 'x'.repeat(3000), small: 'ok' } });
    expect(
      (
        await putClaims(sized, [
          { claim: 'big', from: 'customData.big' },
          { claim: 'small', from: 'customData.small' },
        ])
      ).status,
    ).toBe(200);
    const predicted = await app.api('POST', `/resources/${sized.id}/claims/test`, { userId: id });
    expect(predicted.body).toEqual({ small: 'ok' });

    // Five values of 1.9 KB each: the fifth would take the mapped claims past 8 KB, so it is left out.
    const parts = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p${i}`, String(i).repeat(1900)]));
    await app.api('PATCH', `/users/${id}/custom-data`, { customData: parts });
    expect(
      (
        await putClaims(
          sized,
          Object.keys(parts).map((k) => ({ claim: k, from: `customData.${k}` })),
        )
      ).status,
    ).toBe(200);
    const capped = await app.api('POST', `/resources/${sized.id}/claims/test`, { userId: id });
    expect(Object.keys(capped.body)).toEqual(['p0', 'p1', 'p2', 'p3']);
    const unknownUser = await app.api('POST', `/resources/${sized.id}/claims/test`, { userId: 'no-such-user' });
    expect(unknownUser.status).toBe(404);
  });
});
