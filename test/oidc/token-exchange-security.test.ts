// The security matrix of token exchange: every way to misuse the grant, each refused with its
// exact OAuth error. Malicious tokens are forged with jose; legitimate ones carry our real key.
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { revokeTokenJti } from '../../src/db/repositories/revoked-tokens.js';
import { newId } from '../../src/domain/ids.js';
import { markThirdPartyApplication } from '../../src/db/repositories/consent.js';
import { useTestApp } from '../helpers/app.js';
import {
  ACCESS_TOKEN_TYPE,
  TOKEN_EXCHANGE,
  createClient,
  createOrganization,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  forceClient,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
  type WebApp,
} from './token-exchange-fixtures.js';

const app = useTestApp();
let serviceA: Client;
let webApp: WebApp;
let resourceA: Resource;
let resourceB: Resource;
let userId: string;
/** The main user's real access token for service A, from a sign-in (exchanging does not use it up). */
let mainToken: { token: string; jti: string };

beforeAll(async () => {
  serviceA = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  webApp = await createWebApp(app);
  resourceA = await createResource(app, ['a:read']);
  resourceB = await createResource(app, ['b:read', 'b:write']);
  const username = `main_${newId(8)}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, resourceB, ['b:read', 'b:write']);
  mainToken = await signedInUserToken(app, { username, webApp, resource: resourceA.indicator, scope: 'a:read' });
});

/** A fresh, valid user token for service A's resource. */
async function subjectToken() {
  return mainToken;
}

/** A new user who signed in to the web app: their id and real access token for service A. */
async function signedInUser() {
  const username = `u_${newId(10)}`;
  const id = await createUser(app, username);
  return { id, ...(await signedInUserToken(app, { username, webApp, resource: resourceA.indicator })) };
}

function expectOAuthError(res: { status: number; body: any; headers: Headers }, status: number, error: string, description: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.body.error).toBe(error);
  if (typeof description === 'string') expect(res.body.error_description).toBe(description);
  else expect(res.body.error_description).toMatch(description);
  expect(res.body).not.toHaveProperty('access_token');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

/** Claims of a well-formed subject token, for forgeries that change exactly one thing. */
function forgedClaims() {
  return { client_id: webApp.id, scope: 'a:read', jti: `forged-${Math.random()}` };
}

describe('token exchange: the calling application', () => {
  it('refuses an application whose switch is off with the exact spec message', async () => {
    const off = await createClient(app, { type: 'Traditional' });
    const res = await tokenRequest(app, off, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'unauthorized_client', error_description: 'token exchange is not allowed for this application' });
  });

  it('stops refusing once the switch is turned on over the Management API (and refuses again once off)', async () => {
    const app2 = await createClient(app, { type: 'Traditional' });
    const params = exchangeParams((await subjectToken()).token, resourceB.indicator, { scope: 'b:read' });
    expect((await tokenRequest(app, app2, params)).body.error).toBe('unauthorized_client');
    const on = await app.api('PATCH', `/applications/${app2.id}`, { customClientMetadata: { allowTokenExchange: true } });
    expect(on.status).toBe(200);
    const granted = await tokenRequest(app, app2, params);
    expect(granted.status).toBe(200);
    expect(granted.body.scope).toBe('b:read');
    await app.api('PATCH', `/applications/${app2.id}`, { customClientMetadata: { allowTokenExchange: false } });
    expect((await tokenRequest(app, app2, params)).body).toEqual({
      error: 'unauthorized_client',
      error_description: 'token exchange is not allowed for this application',
    });
  });

  it('refuses an application whose switch is explicitly false', async () => {
    const off = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: false } });
    const res = await tokenRequest(app, off, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expect(res.body).toEqual({ error: 'unauthorized_client', error_description: 'token exchange is not allowed for this application' });
  });

  it('refuses a public client even when its switch was forced on', async () => {
    // The Management API will not switch it on for a public client…
    const refused = await app.api('POST', '/applications', { name: 'spa', type: 'SPA', customClientMetadata: { allowTokenExchange: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('application.token_exchange_not_allowed_for_public_client');
    // …and the token endpoint refuses it even if the row says otherwise.
    const spa = await forceClient(app, 'SPA', { allowTokenExchange: true });
    const res = await tokenRequest(app, { id: spa.id }, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expectOAuthError(res, 400, 'unauthorized_client', 'token exchange is only allowed for confidential applications (Traditional or MachineToMachine)');
  });

  it('refuses a third-party application: not configurable over the Management API, and refused at the token endpoint even if the row says otherwise', async () => {
    const refused = await app.api('POST', '/applications', {
      name: 'third party',
      type: 'Traditional',
      isThirdParty: true,
      customClientMetadata: { allowTokenExchange: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('application.third_party_application_cannot_enable_token_exchange');
    const created = await app.api('POST', '/applications', { name: 'third party', type: 'Traditional', isThirdParty: true });
    expect(created.status).toBe(200);
    const patched = await app.api('PATCH', `/applications/${created.body.id}`, { customClientMetadata: { allowTokenExchange: true } });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('application.third_party_application_cannot_enable_token_exchange');
    // The switch forced on in the row: the third-party check comes first.
    const forced = await forceClient(app, 'Traditional', { allowTokenExchange: true });
    await markThirdPartyApplication(app.running.services.db, forced.id);
    const res = await tokenRequest(app, forced, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expectOAuthError(res, 400, 'unauthorized_client', 'third-party applications may not use token exchange');
  });

  it('answers a wrong secret with 401 invalid_client and WWW-Authenticate', async () => {
    const res = await tokenRequest(app, { id: serviceA.id, secret: 'wrong' }, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expectOAuthError(res, 401, 'invalid_client', 'client authentication failed');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
  });
});

describe('token exchange: request parameters', () => {
  it('requires subject_token', async () => {
    const res = await tokenRequest(app, serviceA, { grant_type: TOKEN_EXCHANGE, subject_token_type: ACCESS_TOKEN_TYPE, resource: resourceB.indicator });
    expectOAuthError(res, 400, 'invalid_request', 'subject_token is required');
  });

  it('requires subject_token_type', async () => {
    const res = await tokenRequest(app, serviceA, {
      grant_type: TOKEN_EXCHANGE,
      subject_token: (await subjectToken()).token,
      resource: resourceB.indicator,
    });
    expectOAuthError(res, 400, 'invalid_request', 'subject_token_type is required');
  });

  it('refuses an unsupported subject_token_type', async () => {
    const res = await tokenRequest(
      app,
      serviceA,
      exchangeParams((await subjectToken()).token, resourceB.indicator, { subject_token_type: 'urn:ietf:params:oauth:token-type:id_token' }),
    );
    expectOAuthError(
      res,
      400,
      'invalid_request',
      'subject_token_type urn:ietf:params:oauth:token-type:id_token is not supported; use urn:ietf:params:oauth:token-type:access_token or urn:logto:token-type:personal_access_token',
    );
  });

  it('requires actor_token and actor_token_type together', async () => {
    const { token } = await subjectToken();
    const onlyType = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { actor_token_type: ACCESS_TOKEN_TYPE }));
    expectOAuthError(onlyType, 400, 'invalid_request', 'actor_token and actor_token_type must be sent together');
    const onlyToken = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { actor_token: token }));
    expectOAuthError(onlyToken, 400, 'invalid_request', 'actor_token and actor_token_type must be sent together');
  });

  it('requires a resource, and only one', async () => {
    const { token } = await subjectToken();
    const none = await tokenRequest(app, serviceA, { grant_type: TOKEN_EXCHANGE, subject_token: token, subject_token_type: ACCESS_TOKEN_TYPE });
    expectOAuthError(none, 400, 'invalid_target', 'resource is required: name the API resource of the downstream service');
    const two = await tokenRequest(app, serviceA, { ...exchangeParams(token, resourceB.indicator), resource: [resourceB.indicator, resourceA.indicator] });
    expectOAuthError(two, 400, 'invalid_target', 'only one resource may be requested per exchange');
  });
});

describe('token exchange: the subject token must be one of our user access tokens', () => {
  it('refuses a token signed by another key (unknown kid, and our kid with a foreign signature)', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const ourKid = app.running.services.keys.signing.kid;
    for (const kid of ['someone-else', ourKid]) {
      const forged = await new SignJWT(forgedClaims())
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
        .setIssuer(app.config.issuer)
        .setSubject(userId)
        .setAudience(resourceA.indicator)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      const res = await tokenRequest(app, serviceA, exchangeParams(forged, resourceB.indicator));
      expectOAuthError(res, 400, 'invalid_grant', 'subject_token was not signed by this issuer');
    }
  });

  it('refuses alg: none', async () => {
    const unsecured = new UnsecuredJWT(forgedClaims())
      .setIssuer(app.config.issuer)
      .setSubject(userId)
      .setAudience(resourceA.indicator)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const res = await tokenRequest(app, serviceA, exchangeParams(unsecured, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token is not signed with ES256, the only algorithm this issuer uses');
  });

  it('refuses HS256 keyed with our public key (algorithm confusion)', async () => {
    const jwksRes = await fetch(`${app.url}/oidc/jwks`);
    const jwksText = await jwksRes.text();
    const jwk = (JSON.parse(jwksText) as { keys: Array<Record<string, string>> }).keys[0]!;
    // Every byte form a confused verifier might use as the HMAC key.
    const candidates = [jwksText, JSON.stringify(jwk), `${jwk.x}${jwk.y}`];
    for (const secret of candidates) {
      const forged = await new SignJWT(forgedClaims())
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: jwk.kid! })
        .setIssuer(app.config.issuer)
        .setSubject(userId)
        .setAudience(resourceA.indicator)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
      const res = await tokenRequest(app, serviceA, exchangeParams(forged, resourceB.indicator));
      expectOAuthError(res, 400, 'invalid_grant', 'subject_token is not signed with ES256, the only algorithm this issuer uses');
    }
  });

  it('refuses a token of another issuer, even signed with our key', async () => {
    const { mintAccessToken } = await import('../../src/oidc/access-token.js');
    const minted = await mintAccessToken(app.running.services.keys, app.clock, 'https://evil.example.com/oidc', {
      sub: userId,
      aud: resourceA.indicator,
      clientId: webApp.id,
      scope: 'a:read',
      ttlSeconds: 600,
    });
    const res = await tokenRequest(app, serviceA, exchangeParams(minted.token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token was not issued by this issuer');
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { keys } = app.running.services;
    const expired = await new SignJWT(forgedClaims())
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: keys.signing.kid })
      .setIssuer(app.config.issuer)
      .setSubject(userId)
      .setAudience(resourceA.indicator)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(keys.signing.key);
    const res = await tokenRequest(app, serviceA, exchangeParams(expired, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token has expired');
  });

  it('refuses a token whose typ is not at+jwt (e.g. an ID token), even signed with our key', async () => {
    const { keys } = app.running.services;
    for (const typ of ['JWT', undefined]) {
      const idTokenLike = await new SignJWT(forgedClaims())
        .setProtectedHeader({ alg: 'ES256', kid: keys.signing.kid, ...(typ ? { typ } : {}) })
        .setIssuer(app.config.issuer)
        .setSubject(userId)
        .setAudience(webApp.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(keys.signing.key);
      const res = await tokenRequest(app, serviceA, exchangeParams(idTokenLike, resourceB.indicator));
      expectOAuthError(res, 400, 'invalid_grant', 'subject_token is not a JWT access token (its typ must be at+jwt)');
    }
  });

  it('refuses garbage', async () => {
    const res = await tokenRequest(app, serviceA, exchangeParams('not-a-jwt', resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token is not a valid JWT');
  });

  it('refuses a client_credentials token (no user behind it)', async () => {
    // A real one: the admin's Management API token from the client_credentials grant.
    const m2m = await app.adminToken();
    const res = await tokenRequest(app, serviceA, exchangeParams(m2m, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token was issued to an application, not to a user; only user access tokens can be exchanged');
  });

  it('refuses the token of a deleted user', async () => {
    const { id: gone, token } = await signedInUser();
    expect((await app.api('DELETE', `/users/${gone}`)).status).toBe(204);
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'the user of subject_token no longer exists');
  });

  it('refuses the token of a suspended user, and still after re-enabling (suspension ended its session and tokens)', async () => {
    const { id: who, token } = await signedInUser();
    expect((await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator))).status).toBe(200);
    expect((await app.api('PATCH', `/users/${who}/is-suspended`, { isSuspended: true })).status).toBe(200);
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'the user of subject_token is suspended');
    await app.api('PATCH', `/users/${who}/is-suspended`, { isSuspended: false });
    const after = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    // Suspension ended the session and revoked its tokens: re-enabling does not bring them back.
    expectOAuthError(after, 400, 'invalid_grant', /^(subject_token has been revoked|the sign-in session of subject_token has ended)$/);
  });

  it('refuses a token without a session of a suspended user too (user state is checked, not only sessions)', async () => {
    const who = await createUser(app);
    const { token } = await userAccessToken(app, { userId: who, audience: resourceA.indicator, clientId: webApp.id });
    await app.api('PATCH', `/users/${who}/is-suspended`, { isSuspended: true });
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'the user of subject_token is suspended');
  });

  it('refuses a revoked token although its exp has not passed', async () => {
    const { token } = await signedInUser();
    expect((await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator))).status).toBe(200);
    // Revoked by the application it was issued to, at the RFC 7009 endpoint.
    const revoke = await tokenRequest(app, webApp, { token, token_type_hint: 'access_token' }, { path: '/oidc/token/revocation' });
    expect(revoke.status).toBe(200);
    const res = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_grant', 'subject_token has been revoked');
  });

  it('validates an actor token the same way, and refuses a revoked one', async () => {
    const { token } = await subjectToken();
    const bad = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { actor_token: 'x.y.z', actor_token_type: ACCESS_TOKEN_TYPE }));
    expectOAuthError(bad, 400, 'invalid_grant', 'actor_token is not a valid JWT');
    const actor = await userAccessToken(app, { userId: serviceA.id, audience: resourceB.indicator, clientId: serviceA.id });
    await revokeTokenJti(app.running.services.db, actor.jti, new Date(Date.now() + 3600_000));
    const revoked = await tokenRequest(
      app,
      serviceA,
      exchangeParams(token, resourceB.indicator, { actor_token: actor.token, actor_token_type: ACCESS_TOKEN_TYPE }),
    );
    expectOAuthError(revoked, 400, 'invalid_grant', 'actor_token has been revoked');
  });

  it("refuses an actor token issued to another application (a chain cannot name someone else's token)", async () => {
    const { token } = await subjectToken();
    const other = await createClient(app, { type: 'MachineToMachine' });
    const stolen = await tokenRequest(app, other, { grant_type: 'client_credentials', resource: resourceB.indicator });
    expect(stolen.status).toBe(200);
    const res = await tokenRequest(
      app,
      serviceA,
      exchangeParams(token, resourceB.indicator, { actor_token: stolen.body.access_token, actor_token_type: ACCESS_TOKEN_TYPE }),
    );
    expectOAuthError(res, 400, 'invalid_grant', 'actor_token was not issued to the calling application');
  });
});

describe('token exchange: target and scopes', () => {
  it('refuses an unknown resource', async () => {
    const res = await tokenRequest(app, serviceA, exchangeParams((await subjectToken()).token, 'https://unknown.example.com'));
    expectOAuthError(res, 400, 'invalid_target', 'resource https://unknown.example.com is not a known API resource');
  });

  it('refuses the Management API resource, even when the application row lists it', async () => {
    const { token } = await subjectToken();
    const res = await tokenRequest(app, serviceA, exchangeParams(token, app.config.managementApiResource, { scope: 'all' }));
    const internal = `resource ${app.config.managementApiResource} is an internal API of Tessera and not a token exchange target`;
    expectOAuthError(res, 400, 'invalid_target', internal);

    // The applications API refuses to list it, and a row written directly changes nothing
    // (issue 12, finding 5: no internal API is ever an exchange target).
    const listing = await app.api('POST', '/applications', {
      name: 'mgmt',
      type: 'MachineToMachine',
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [app.config.managementApiResource] },
    });
    expect(listing.body.code).toBe('application.invalid_token_exchange_resource');
    const explicit = await forceClient(app, 'MachineToMachine', {
      allowTokenExchange: true,
      allowedTokenExchangeResources: [app.config.managementApiResource],
    });
    const forced = await tokenRequest(app, explicit, exchangeParams(token, app.config.managementApiResource, { scope: 'all' }));
    expectOAuthError(forced, 400, 'invalid_target', internal);
  });

  it('refuses resources outside the application allow-list', async () => {
    const limited = await createClient(app, {
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [resourceA.indicator] },
    });
    const res = await tokenRequest(app, limited, exchangeParams((await subjectToken()).token, resourceB.indicator));
    expectOAuthError(res, 400, 'invalid_target', `this application may not exchange tokens for resource ${resourceB.indicator}`);
  });

  it('drops scopes the user lacks or that do not exist, down to an empty scope', async () => {
    const { id: reader, token } = await signedInUser();
    await grantUserScopes(app, reader, resourceB, ['b:read']);
    const some = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'b:read b:write b:nope a:read' }));
    expect(some.status).toBe(200);
    expect(some.body.scope).toBe('b:read');
    const none = await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'b:write' }));
    expect(none.status).toBe(200);
    expect(none.body.scope).toBe('');
  });

  it('refuses an organization the user is not a member of with 403 access_denied', async () => {
    const org = await createOrganization(app, resourceB, ['b:read'], []);
    const res = await tokenRequest(app, serviceA, exchangeParams((await subjectToken()).token, resourceB.indicator, { organization_id: org, scope: 'b:read' }));
    expectOAuthError(res, 403, 'access_denied', 'the user is not a member of this organization');
  });
});
