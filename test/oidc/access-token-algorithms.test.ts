// Per API resource, the algorithm its access tokens are signed with (issue 44 §2): ES256 by
// default, or RS256, PS256, ES384, EdDSA for an API whose verifying library asks for one. Each
// grant that mints for a resource (authorization code, client credentials, token exchange) signs
// in the resource's algorithm with the current key of that algorithm in the JWKS; Tessera itself
// takes such a token back (introspection, a token exchange's subject token); a downstream API
// pinned to another algorithm refuses it.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenDownstreamApi } from '../../examples/downstream-api/server.js';
import { useTestApp } from '../helpers/app.js';
import {
  createClient,
  createResource,
  createUser,
  createWebApp,
  decodeHeader,
  exchangeParams,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  type Client,
  type Resource,
  type WebApp,
} from './token-exchange-fixtures.js';

const app = useTestApp();
let webApp: WebApp;
let serviceA: Client;
let resourceA: Resource;
let resourceB: Resource;
let username: string;

const setAlgorithm = (resource: Resource, alg: unknown) => app.api('PATCH', `/resources/${resource.id}`, { accessTokenSignedResponseAlg: alg });

beforeAll(async () => {
  webApp = await createWebApp(app);
  serviceA = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  resourceA = await createResource(app, ['a:read']);
  resourceB = await createResource(app, ['orders:read']);
  username = `alg_${Date.now()}`;
  const userId = await createUser(app, username);
  await grantUserScopes(app, userId, resourceA, ['a:read']);
  await grantUserScopes(app, userId, resourceB, ['orders:read']);
});

async function verifiedWith(token: string, audience: string, alg: string) {
  const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  return jwtVerify(token, jwks, { issuer: app.config.issuer, audience, typ: 'at+jwt', algorithms: [alg] });
}

describe('access-token algorithm per API resource', () => {
  it('is ES256 unless set, and only one of the server’s key algorithms can be set', async () => {
    const read = await app.api('GET', `/resources/${resourceA.id}`);
    expect(read.body.accessTokenSignedResponseAlg).toBe('ES256');

    for (const alg of ['HS256', 'none', 'es256', 42]) {
      const refused = await setAlgorithm(resourceA, alg);
      expect(refused.status, String(alg)).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
      if (typeof alg === 'string') expect(refused.body.message).toBe('accessTokenSignedResponseAlg must be one of: ES256, RS256, PS256, ES384, EdDSA');
    }
    const cleared = await setAlgorithm(resourceA, null);
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe('accessTokenSignedResponseAlg cannot be cleared');
    const created = await app.api('POST', '/resources', { name: 'bad', indicator: 'https://bad-alg.example.com', accessTokenSignedResponseAlg: 'RS512' });
    expect(created.status).toBe(400);
    expect((await app.api('GET', '/resources?search=bad-alg')).body).toEqual([]);

    // GraphQL: the same rule, as a userError on the field.
    const gql = await app.graphql(
      `mutation($id: ID!) { updateResource(id: $id, input: { accessTokenSignedResponseAlg: "HS256" }) { resource { id } userErrors { code field message } } }`,
      { id: resourceA.id },
    );
    expect(gql.data.updateResource.userErrors).toEqual([
      {
        code: 'guard.invalid_input',
        field: ['accessTokenSignedResponseAlg'],
        message: 'accessTokenSignedResponseAlg must be one of: ES256, RS256, PS256, ES384, EdDSA',
      },
    ]);
  });

  it('signs a signed-in user’s token in its resource’s algorithm, which Tessera takes back for introspection and exchange', async () => {
    expect((await setAlgorithm(resourceA, 'RS256')).body.accessTokenSignedResponseAlg).toBe('RS256');
    expect((await setAlgorithm(resourceB, 'EdDSA')).body.accessTokenSignedResponseAlg).toBe('EdDSA');
    const signedIn = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator, scope: 'a:read' });
    expect(decodeHeader(signedIn.token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const { payload } = await verifiedWith(signedIn.token, resourceA.indicator, 'RS256');
    expect(payload.scope).toBe('a:read');

    const introspected = await tokenRequest(app, webApp, { token: signedIn.token }, { path: '/oidc/token/introspection' });
    expect(introspected.status).toBe(200);
    expect(introspected.body).toMatchObject({ active: true, aud: resourceA.indicator, scope: 'a:read' });

    // Service A exchanges the RS256 token for service B, whose tokens are EdDSA.
    const exchanged = await tokenRequest(app, serviceA, exchangeParams(signedIn.token, resourceB.indicator, { scope: 'orders:read' }));
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    expect(decodeHeader(exchanged.body.access_token)).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
    await verifiedWith(exchanged.body.access_token, resourceB.indicator, 'EdDSA');

    // Service B pins its resource's algorithm; one pinned to the default refuses the token.
    const pinned = await listenDownstreamApi({
      issuer: app.config.issuer,
      jwksUri: `${app.url}/oidc/jwks`,
      audience: resourceB.indicator,
      requiredScopes: ['orders:read'],
      algorithm: 'EdDSA',
    });
    const defaulted = await listenDownstreamApi({
      issuer: app.config.issuer,
      jwksUri: `${app.url}/oidc/jwks`,
      audience: resourceB.indicator,
      requiredScopes: ['orders:read'],
    });
    try {
      const call = (base: string) => fetch(`${base}/whoami`, { headers: { authorization: `Bearer ${exchanged.body.access_token}` } });
      expect((await call(pinned.url)).status).toBe(200);
      expect((await call(defaulted.url)).status).toBe(401);
    } finally {
      await pinned.stop();
      await defaulted.stop();
    }

    // A change applies to tokens issued from then on.
    await setAlgorithm(resourceB, 'PS256');
    const again = await tokenRequest(app, serviceA, exchangeParams(signedIn.token, resourceB.indicator, { scope: 'orders:read' }));
    expect(decodeHeader(again.body.access_token).alg).toBe('PS256');
    await verifiedWith(again.body.access_token, resourceB.indicator, 'PS256');
  });

  it('signs a client_credentials token in its resource’s algorithm', async () => {
    const resource = await createResource(app, ['sync']);
    expect((await setAlgorithm(resource, 'ES384')).status).toBe(200);
    const role = await app.api('POST', '/roles', { name: `sync-${Date.now()}`, type: 'MachineToMachine', scopeIds: [resource.scopeIds.sync] });
    const robot = await createClient(app, { type: 'MachineToMachine' });
    expect((await app.api('POST', `/applications/${robot.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
    const issued = await tokenRequest(app, robot, { grant_type: 'client_credentials', resource: resource.indicator, scope: 'sync' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(decodeHeader(issued.body.access_token)).toMatchObject({ alg: 'ES384', typ: 'at+jwt' });
    const { payload } = await verifiedWith(issued.body.access_token, resource.indicator, 'ES384');
    expect(payload).toMatchObject({ sub: robot.id, client_id: robot.id, scope: 'sync' });
  });
});
