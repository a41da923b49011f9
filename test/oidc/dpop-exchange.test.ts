// Token exchange with DPoP (RFC 8693 + RFC 9449): service A's proof binds the exchanged token to
// A's key; a bound subject token is exchanged only under a proof (it never becomes a bearer
// token), and an API resource that takes only bound tokens refuses unbound ones at exchange and
// in introspection. Tokens are verified against /oidc/jwks with jose.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { dpopKey } from '../helpers/dpop.js';
import {
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  signedInUserToken,
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

async function exchange(params: Record<string, string>, proof?: string) {
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${serviceA.id}:${serviceA.secret}`).toString('base64')}`,
      ...(proof ? { dpop: proof } : {}),
    },
    body: new URLSearchParams(params),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const tokenUrl = () => `${app.config.issuer}/token`;

async function verified(token: string, audience: string) {
  const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), {
    issuer: app.config.issuer,
    audience,
    typ: 'at+jwt',
    currentDate: app.clock.now(),
  });
  return payload;
}

async function introspect(token: string) {
  const res = await fetch(`${app.url}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${serviceA.id}:${serviceA.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  webApp = await createWebApp(app);
  serviceA = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  resourceA = await createResource(app, ['a:read']);
  resourceB = await createResource(app, ['orders:read']);
  username = `dpopx_${Date.now()}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, resourceA, ['a:read']);
  await grantUserScopes(app, userId, resourceB, ['orders:read']);
});

describe('token exchange with DPoP', () => {
  it("binds the exchanged token to service A's key when A sends a proof (a user token from a real sign-in)", async () => {
    const { token: userToken } = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator, scope: 'a:read' });
    const keyA = await dpopKey(app.clock);
    const res = await exchange(exchangeParams(userToken, resourceB.indicator, { scope: 'orders:read' }), await keyA.proof({ htu: tokenUrl() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'DPoP', issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', scope: 'orders:read' });
    expect(res.headers.get('dpop-nonce')).toMatch(/\S+/);
    const claims = await verified(res.body.access_token, resourceB.indicator);
    expect(claims).toMatchObject({ sub: userId, client_id: serviceA.id, cnf: { jkt: keyA.jkt } });

    const plain = await exchange(exchangeParams(userToken, resourceB.indicator));
    expect(plain.status).toBe(200);
    expect(plain.body.token_type).toBe('Bearer');
    expect((await verified(plain.body.access_token, resourceB.indicator)).cnf).toBeUndefined();
  });

  it('a DPoP-bound subject token is exchanged only with a proof; the proof is A’s own key, not the subject token’s', async () => {
    const callerKey = await dpopKey(app.clock);
    const { token: bound } = await userAccessToken(app, {
      userId,
      audience: resourceA.indicator,
      clientId: webApp.id,
      scope: 'a:read',
      extra: { cnf: { jkt: callerKey.jkt } },
    });
    const without = await exchange(exchangeParams(bound, resourceB.indicator));
    expect(without.status).toBe(400);
    expect(without.body.error).toBe('invalid_request');
    expect(without.body.error_description).toMatch(/DPoP-bound/);

    const keyA = await dpopKey(app.clock);
    const withProof = await exchange(exchangeParams(bound, resourceB.indicator), await keyA.proof({ htu: tokenUrl() }));
    expect(withProof.status, JSON.stringify(withProof.body)).toBe(200);
    expect((await verified(withProof.body.access_token, resourceB.indicator)).cnf).toEqual({ jkt: keyA.jkt });
  });

  it('a DPoP-bound actor token is presented only with a proof by its own key (the actor is the sender)', async () => {
    const { token: userToken } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id, scope: 'a:read' });
    const keyA = await dpopKey(app.clock);
    const { token: actor } = await userAccessToken(app, {
      userId: serviceA.id,
      audience: resourceA.indicator,
      clientId: serviceA.id,
      extra: { cnf: { jkt: keyA.jkt } },
    });
    const params = exchangeParams(userToken, resourceB.indicator, { actor_token: actor, actor_token_type: 'urn:ietf:params:oauth:token-type:access_token' });
    const otherKey = await dpopKey(app.clock);
    const wrong = await exchange(params, await otherKey.proof({ htu: tokenUrl() }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.error_description).toMatch(/actor_token is DPoP-bound/);
    expect((await exchange(params)).body.error).toBe('invalid_grant');
    const right = await exchange(params, await keyA.proof({ htu: tokenUrl() }));
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(await verified(right.body.access_token, resourceB.indicator)).toMatchObject({ cnf: { jkt: keyA.jkt }, act: { sub: serviceA.id } });
  });

  it('refuses the exchange proof attacks: a replayed proof, one for another URL, one that is stale', async () => {
    const { token: userToken } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id, scope: 'a:read' });
    const keyA = await dpopKey(app.clock);
    const proof = await keyA.proof({ htu: tokenUrl() });
    expect((await exchange(exchangeParams(userToken, resourceB.indicator), proof)).status).toBe(200);
    const replay = await exchange(exchangeParams(userToken, resourceB.indicator), proof);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_dpop_proof');
    const otherUrl = await exchange(exchangeParams(userToken, resourceB.indicator), await keyA.proof({ htu: `${app.config.issuer}/me` }));
    expect(otherUrl.body.error).toBe('invalid_dpop_proof');
    const stale = await keyA.proof({ htu: tokenUrl() });
    app.clock.advance(62_000);
    expect((await exchange(exchangeParams(userToken, resourceB.indicator), stale)).body.error).toBe('invalid_dpop_proof');
  });

  it('an API resource that takes only bound tokens: its unbound subject tokens are refused and shown inactive, bound ones pass, and no unbound token is issued for it', async () => {
    const strict = await createResource(app, ['s:read']);
    await grantUserScopes(app, userId, strict, ['s:read']);
    const { token: unbound } = await userAccessToken(app, { userId, audience: strict.indicator, clientId: webApp.id, scope: 's:read' });
    const callerKey = await dpopKey(app.clock);
    const { token: bound } = await userAccessToken(app, {
      userId,
      audience: strict.indicator,
      clientId: webApp.id,
      scope: 's:read',
      extra: { cnf: { jkt: callerKey.jkt } },
    });
    expect((await introspect(unbound)).active).toBe(true);

    const patched = await app.api('PATCH', `/resources/${strict.id}`, { dpopBoundAccessTokensRequired: true });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const keyA = await dpopKey(app.clock);
    const refused = await exchange(exchangeParams(unbound, resourceB.indicator), await keyA.proof({ htu: tokenUrl() }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect(refused.body.error_description).toMatch(/not DPoP-bound/);
    expect(await introspect(unbound)).toEqual({ active: false });
    expect(await introspect(bound)).toMatchObject({ active: true, token_type: 'DPoP', cnf: { jkt: callerKey.jkt } });

    const passes = await exchange(exchangeParams(bound, resourceB.indicator), await keyA.proof({ htu: tokenUrl() }));
    expect(passes.status, JSON.stringify(passes.body)).toBe(200);

    // As the target: no unbound token is minted for it.
    const { token: userToken } = await userAccessToken(app, { userId, audience: resourceA.indicator, clientId: webApp.id, scope: 'a:read' });
    const toStrict = await exchange(exchangeParams(userToken, strict.indicator));
    expect(toStrict.status).toBe(400);
    expect(toStrict.body.error).toBe('invalid_request');
    const toStrictBound = await exchange(exchangeParams(userToken, strict.indicator), await keyA.proof({ htu: tokenUrl() }));
    expect(toStrictBound.status, JSON.stringify(toStrictBound.body)).toBe(200);
    expect((await verified(toStrictBound.body.access_token, strict.indicator)).cnf).toEqual({ jkt: keyA.jkt });
  });

  it('audits refused DPoP exchanges, a refused proof included, with what was asked', async () => {
    const callerKey = await dpopKey(app.clock);
    const { token: bound } = await userAccessToken(app, {
      userId,
      audience: resourceA.indicator,
      clientId: webApp.id,
      scope: 'a:read',
      extra: { cnf: { jkt: callerKey.jkt } },
    });
    expect((await exchange(exchangeParams(bound, resourceB.indicator))).status).toBe(400);
    const keyA = await dpopKey(app.clock);
    const badProof = await exchange(exchangeParams(bound, resourceB.indicator, { scope: 'orders:read' }), await keyA.proof({ htu: tokenUrl(), htm: 'PUT' }));
    expect(badProof.body.error).toBe('invalid_dpop_proof');
    const audit = await app.api('GET', `/token-exchange/audit?application_id=${serviceA.id}&result=refused`);
    expect(audit.status).toBe(200);
    const [proofEntry, unboundEntry] = audit.body;
    expect(proofEntry).toMatchObject({ result: 'refused', error: 'invalid_dpop_proof', resource: resourceB.indicator, requestedScopes: ['orders:read'] });
    expect(unboundEntry).toMatchObject({ result: 'refused', error: 'invalid_request', userId, errorDescription: expect.stringMatching(/DPoP-bound/) });
  });
});
