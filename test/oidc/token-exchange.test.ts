// Token exchange end to end: service A trades a user's token for one aimed at service B, and
// the example service B (examples/downstream-api) validates it against our JWKS.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenDownstreamApi } from '../../examples/downstream-api/server.js';
import { useTestApp } from '../helpers/app.js';
import {
  ACCESS_TOKEN_TYPE,
  TOKEN_EXCHANGE,
  createClient,
  createOrganization,
  createResource,
  createUser,
  createWebApp,
  decodeClaims,
  decodeHeader,
  exchangeParams,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
  type WebApp,
} from './token-exchange-fixtures.js';

const app = useTestApp();
let webApp: WebApp;
let serviceA: Client;
let resourceA: Resource;
let resourceB: Resource;
let userId: string;
let username: string;
let serviceB: Awaited<ReturnType<typeof listenDownstreamApi>>;

beforeAll(async () => {
  webApp = await createWebApp(app);
  serviceA = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  resourceA = await createResource(app, ['a:read']);
  resourceB = await createResource(app, ['orders:read', 'orders:write'], { ttl: 900 });
  username = `alice_${Date.now()}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, resourceA, ['a:read']);
  await grantUserScopes(app, userId, resourceB, ['orders:read']);
  serviceB = await listenDownstreamApi({
    issuer: app.config.issuer,
    jwksUri: `${app.url}/oidc/jwks`,
    audience: resourceB.indicator,
    requiredScopes: ['orders:read'],
  });
});
afterAll(async () => {
  await serviceB?.stop();
});

async function callServiceB(token: string, base = serviceB.url) {
  const res = await fetch(`${base}/whoami`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any, wwwAuthenticate: res.headers.get('www-authenticate') };
}

describe('token exchange', () => {
  it('is listed in discovery', async () => {
    const res = await fetch(`${app.url}/oidc/.well-known/openid-configuration`);
    const doc = (await res.json()) as { grant_types_supported: string[] };
    expect(doc.grant_types_supported).toContain(TOKEN_EXCHANGE);
  });

  it('end to end: the user signs in, service A exchanges the token (openid-client), service B accepts the new one and rejects the original', async () => {
    // The token the user's sign-in (authorization code flow) gave service A: audience A's own API.
    const { token: userToken } = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator, scope: 'a:read' });
    expect(decodeClaims(userToken)).toMatchObject({ sub: userId, aud: resourceA.indicator, client_id: webApp.id, scope: 'a:read' });

    const config = await oidcClient.discovery(new URL(app.config.issuer), serviceA.id, undefined, oidcClient.ClientSecretBasic(serviceA.secret), {
      execute: [oidcClient.allowInsecureRequests],
    });
    const response = await oidcClient.genericGrantRequest(config, TOKEN_EXCHANGE, {
      subject_token: userToken,
      subject_token_type: ACCESS_TOKEN_TYPE,
      resource: resourceB.indicator,
      scope: 'orders:read orders:write',
    });
    // RFC 8693 §2.2.1 response fields.
    expect(response.issued_token_type).toBe(ACCESS_TOKEN_TYPE);
    expect(response.token_type).toBe('bearer'); // openid-client lower-cases it
    expect(response.expires_in).toBe(900);
    expect(response.scope).toBe('orders:read');
    expect(response.refresh_token).toBeUndefined();

    // The new token, verified as any relying party would: against our published JWKS.
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const { payload, protectedHeader } = await jwtVerify(response.access_token, jwks, {
      issuer: app.config.issuer,
      audience: resourceB.indicator,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ sub: userId, client_id: serviceA.id, scope: 'orders:read', aud: resourceB.indicator });
    expect(typeof payload.jti).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(payload).not.toHaveProperty('act');
    // Still tied to the user's sign-in session, so signing out ends further exchanges of it.
    expect(payload.sid).toBe(decodeClaims(userToken).sid);

    const accepted = await callServiceB(response.access_token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ sub: userId, clientId: serviceA.id, scopes: ['orders:read'] });

    // The user's original token is for A: B refuses it on its audience.
    const original = await callServiceB(userToken);
    expect(original.status).toBe(401);
    expect(original.body.error).toBe('invalid_token');
    expect(original.body.error_description).toContain('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses a signed-in token once revoked at /oidc/token/revocation, although it has not expired', async () => {
    const { token } = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator });
    expect((await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator))).status).toBe(200);
    const revoke = await fetch(`${app.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${webApp.id}:${webApp.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    expect(revoke.status).toBe(200);
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'subject_token has been revoked' });
  });

  it('refuses tokens of a session that ended by sign-out: the user token and tokens exchanged from it', async () => {
    const serviceBApp = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    const { token, idToken } = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator });
    const exchanged = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'orders:read' }));
    expect(exchanged.status).toBe(200);

    const signOut = await fetch(`${app.url}/oidc/session/end?${new URLSearchParams({ id_token_hint: idToken })}`, { redirect: 'manual' });
    expect(signOut.status).toBeLessThan(400);

    const again = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'the sign-in session of subject_token has ended' });
    const chained = await tokenRequest(app, serviceBApp, exchangeParams(exchanged.body.access_token, resourceA.indicator));
    expect(chained.body).toEqual({ error: 'invalid_grant', error_description: 'the sign-in session of subject_token has ended' });
  });

  it('answers in the RFC 8693 shape over plain HTTP, with client_secret_post and no-store', async () => {
    const { token } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id });
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'orders:read' }), { auth: 'post' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'issued_token_type', 'scope', 'token_type']);
    expect(res.body).toMatchObject({ token_type: 'Bearer', issued_token_type: ACCESS_TOKEN_TYPE, expires_in: 900, scope: 'orders:read' });
    const claims = decodeClaims(res.body.access_token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'client_id', 'exp', 'iat', 'iss', 'jti', 'scope', 'sub']);
    expect(decodeHeader(res.body.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
  });

  it('grants nothing when no scope is requested (least privilege), and service B then refuses', async () => {
    const { token } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id });
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('');
    const refused = await callServiceB(res.body.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
  });

  it('uses the lifetime of the target resource (default 3600)', async () => {
    const plain = await createResource(app, ['x']);
    const { token } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id });
    const res = await tokenRequest(app, serviceA, exchangeParams(token, plain.indicator));
    expect(res.body.expires_in).toBe(3600);
    const claims = decodeClaims(res.body.access_token);
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('service B can restrict which upstream applications may call it (client_id allow-list)', async () => {
    const strictB = await listenDownstreamApi({
      issuer: app.config.issuer,
      jwksUri: `${app.url}/oidc/jwks`,
      audience: resourceB.indicator,
      requiredScopes: [],
      allowedClientIds: ['some-other-service'],
    });
    try {
      const { token } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id });
      const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'orders:read' }));
      const call = await callServiceB(res.body.access_token, strictB.url);
      expect(call.status).toBe(403);
    } finally {
      await strictB.stop();
    }
  });

  it('scopes an exchange to an organization: membership, organization roles, organization_id claim', async () => {
    const member = await createUser(app);
    // A global role with orders:write must not leak into the organization token.
    await grantUserScopes(app, member, resourceB, ['orders:write']);
    const org = await createOrganization(app, resourceB, ['orders:read'], [member]);
    const { token } = await userAccessToken(app, { userId: member, audience: resourceA.indicator, clientId: webApp.id });
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { organization_id: org, scope: 'orders:read orders:write' }));
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('orders:read');
    expect(decodeClaims(res.body.access_token)).toMatchObject({ sub: member, organization_id: org });
    const accepted = await callServiceB(res.body.access_token);
    expect(accepted.body).toMatchObject({ sub: member, organizationId: org });
  });

  it('delegation chains: act names the actor and nests the previous act (A → B → C)', async () => {
    const serviceBApp = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    const resourceC = await createResource(app, ['c:read']);
    await grantUserScopes(app, userId, resourceC, ['c:read']);
    // Each service's own identity: a real client_credentials token.
    const actorToken = async (client: Client) => {
      const res = await tokenRequest(app, client, { grant_type: 'client_credentials', resource: resourceB.indicator });
      expect(res.status).toBe(200);
      return res.body.access_token as string;
    };
    const { token } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id });

    const toB = await tokenRequest(app, serviceA, {
      ...exchangeParams(token, resourceB.indicator, { scope: 'orders:read' }),
      actor_token: await actorToken(serviceA),
      actor_token_type: ACCESS_TOKEN_TYPE,
    });
    expect(toB.status).toBe(200);
    expect(decodeClaims(toB.body.access_token).act).toEqual({ sub: serviceA.id, client_id: serviceA.id });

    const toC = await tokenRequest(app, serviceBApp, {
      ...exchangeParams(toB.body.access_token, resourceC.indicator, { scope: 'c:read' }),
      actor_token: await actorToken(serviceBApp),
      actor_token_type: ACCESS_TOKEN_TYPE,
    });
    expect(toC.status).toBe(200);
    const claims = decodeClaims(toC.body.access_token);
    expect(claims).toMatchObject({ sub: userId, client_id: serviceBApp.id, aud: resourceC.indicator, scope: 'c:read' });
    expect(claims.act).toEqual({ sub: serviceBApp.id, client_id: serviceBApp.id, act: { sub: serviceA.id, client_id: serviceA.id } });

    // Without an actor token the chain is carried over, not lost.
    const carried = await tokenRequest(app, serviceBApp, exchangeParams(toB.body.access_token, resourceC.indicator));
    expect(decodeClaims(carried.body.access_token).act).toEqual({ sub: serviceA.id, client_id: serviceA.id });
  });

  it('is served at the token endpoint alone: /graphql has no token mutation, and the endpoint refuses a request without a client', async () => {
    const input = { grantType: TOKEN_EXCHANGE, subjectToken: 'x', subjectTokenType: ACCESS_TOKEN_TYPE, resource: [resourceB.indicator] };
    const res = await app.graphql(`mutation($input: TokenRequestInput!) { issueToken(input: $input) { accessToken } }`, { input });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // The same request where tokens are issued, with no client authentication.
    const anonymous = await fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: TOKEN_EXCHANGE, subject_token: 'x', subject_token_type: ACCESS_TOKEN_TYPE, resource: resourceB.indicator }),
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toBe('invalid_client');
  });
});
