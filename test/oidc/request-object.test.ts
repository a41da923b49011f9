// Issue 45 §2: request objects (RFC 9101, JWT-Secured Authorization Request) at /oidc/auth and
// at /oidc/par, verified with jose against the keys the client registered for private_key_jwt:
// never alg none or HMAC, iss the client id, aud our issuer, client_id matching, and only the
// object's parameters used (RFC 9101 §6.3). Real HTTP, a real sign-in, tokens checked with jose;
// openid-client's JAR (with and without PAR) against us.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, UnsecuredJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair } from '../helpers/sign-in.js';

const app = useTestApp({ env: { CLIENT_AUTH_THROTTLE_LIMIT: '1000' } });
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function keyPair(alg = 'ES256', kid = `k-${randomBytes(4).toString('hex')}`): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

interface JwtClient {
  id: string;
  redirectUri: string;
  key: KeyPair;
}

let client: JwtClient;
let secretClient: TestClient;
let user: TestUser;
const issuer = () => `${app.url}/oidc`;

beforeAll(async () => {
  const key = await keyPair();
  const redirectUri = `http://127.0.0.1:9/callback/${randomBytes(4).toString('hex')}`;
  const created = await app.api('POST', '/applications', {
    name: 'jar client',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [redirectUri], tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [key.publicJwk] } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  client = { id: created.body.id, redirectUri, key };
  secretClient = await createClient(app, 'Traditional');
  user = await createUser(app);
});

const nowS = () => Math.floor(app.clock.ms() / 1000);

/** A request object as a client makes one: `claims` add to (or, undefined, take out of) the defaults. */
async function requestObject(
  parameters: Record<string, unknown>,
  options: { key?: KeyPair; alg?: string; typ?: string; iss?: string; aud?: string; exp?: number } = {},
): Promise<string> {
  const key = options.key ?? client.key;
  const payload: JWTPayload = { client_id: client.id, ...parameters };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: key.kid, typ: options.typ ?? 'oauth-authz-req+jwt' })
    .setIssuer(options.iss ?? client.id)
    .setAudience(options.aud ?? issuer())
    .setIssuedAt(nowS())
    .setExpirationTime(options.exp ?? nowS() + 60)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

function authorization(extra: Record<string, unknown> = {}) {
  const pkce = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const parameters = {
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid profile',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  return { parameters, pkce, state, nonce };
}

async function clientAssertion(aud: string) {
  return new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: client.key.kid })
    .setIssuer(client.id)
    .setSubject(client.id)
    .setAudience(aud)
    .setIssuedAt(nowS())
    .setExpirationTime(nowS() + 60)
    .sign(client.key.privateKey);
}

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const authUrl = (query: Record<string, string>) => `${app.url}/oidc/auth?${new URLSearchParams(query)}`;

/** A refusal /oidc/auth shows (never redirects), as a non-browser reads it. */
async function shownError(query: Record<string, string>) {
  const res = await fetch(authUrl(query), { redirect: 'manual', headers: { accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as { error: string; error_description: string } };
}

async function redeem(callback: URL, verifier: string) {
  return post('/oidc/token', {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
    client_assertion_type: JWT_BEARER,
    client_assertion: await clientAssertion(`${issuer()}/token`),
  });
}

describe('a request object at /oidc/auth', () => {
  it('signs in with the parameters of the verified object only; the ID token verifies against our JWKS', async () => {
    const { parameters, pkce, state, nonce } = authorization();
    const request = await requestObject(parameters);
    // Beside the object: parameters a client library may repeat, and one an attacker may add. Only the object counts.
    const url = authUrl({ client_id: client.id, request, response_type: 'code', scope: 'openid', state: 'from-the-query', prompt: 'none' });
    const callback = await followSignIn(app, new CookieJar(), url, user);
    expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    const token = await redeem(callback, pkce.verifier);
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const { payload } = await jwtVerify(token.body.id_token, createRemoteJWKSet(new URL(`${issuer()}/jwks`)), { issuer: issuer(), audience: client.id });
    expect(payload).toMatchObject({ sub: user.id, nonce, name: `Name of ${user.username}` });
  });

  it('takes max_age as a number and claims as an object, as RFC 9101 and OIDC Core §6.1 write them', async () => {
    const { parameters } = authorization({ max_age: 0, claims: { id_token: { email: null } } });
    const res = await fetch(authUrl({ client_id: client.id, request: await requestObject(parameters) }), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('refuses an object signed with another key, unsigned, HMAC-signed, or for another audience or issuer', async () => {
    const { parameters } = authorization();
    const stranger = await keyPair('ES256', client.key.kid);
    const cases: [string, RegExp][] = [
      [await requestObject(parameters, { key: stranger }), /signature is not valid/],
      [new UnsecuredJWT({ ...parameters, client_id: client.id }).setIssuer(client.id).setAudience(issuer()).encode(), /alg none is not accepted/],
      [
        await new SignJWT({ ...parameters, client_id: client.id })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(client.id)
          .setAudience(issuer())
          .sign(new TextEncoder().encode('x'.repeat(32))),
        /HS256 would be keyed by the client secret/,
      ],
      [await requestObject(parameters, { aud: `${issuer()}/token` }), /aud must be the issuer/],
      [await requestObject(parameters, { aud: 'https://other.example.com' }), /aud must be the issuer/],
      [await requestObject(parameters, { iss: secretClient.clientId }), /iss must be the client id/],
      [await requestObject({ ...parameters, client_id: secretClient.clientId }), /client_id in the request object does not match/],
      [await requestObject(parameters, { typ: 'at+jwt' }), /typ at\+jwt is not accepted/],
      [await requestObject(parameters, { exp: nowS() - 120 }), /has expired/],
      [await requestObject({ ...parameters, request_uri: 'urn:ietf:params:oauth:request_uri:x' }), /must not contain request or request_uri/],
      ['not-a-jwt', /not a signed JWT/],
      ['a.b.c.d.e', /encrypted request objects/],
    ];
    for (const [request, description] of cases) {
      const refused = await shownError({ client_id: client.id, request });
      expect(refused.status, description.source).toBe(400);
      expect(refused.body.error, description.source).toBe('invalid_request_object');
      expect(refused.body.error_description).toMatch(description);
    }
    // The key the client registered still works: the refusals were about the objects.
    const ok = await fetch(authUrl({ client_id: client.id, request: await requestObject(parameters) }), { redirect: 'manual' });
    expect(ok.status).toBe(303);
  });

  it('refuses an object once it has expired on the app clock', async () => {
    const request = await requestObject(authorization().parameters, { exp: nowS() + 60 });
    expect((await fetch(authUrl({ client_id: client.id, request }), { redirect: 'manual' })).status).toBe(303);
    app.clock.advance(95_000);
    const late = await shownError({ client_id: client.id, request });
    expect(late).toEqual({ status: 400, body: { error: 'invalid_request_object', error_description: 'request object has expired' } });
  });

  it('refuses an object from a client without registered keys, and one naming an unknown client', async () => {
    const { parameters } = authorization({ redirect_uri: secretClient.redirectUri });
    const noKeys = await shownError({ client_id: secretClient.clientId, request: await requestObject({ ...parameters, client_id: secretClient.clientId }) });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.error).toBe('invalid_request_object');
    expect(noKeys.body.error_description).toMatch(/no registered keys/);
    const unknown = await shownError({ client_id: 'no-such-client', request: await requestObject(parameters) });
    expect(unknown.body.error).toBe('invalid_client');
  });
});

describe('a request object at /oidc/par', () => {
  const par = async (form: Record<string, string>) =>
    post('/oidc/par', { client_assertion_type: JWT_BEARER, client_assertion: await clientAssertion(`${issuer()}/par`), ...form });

  it('is verified when pushed; its parameters, and only they, are what the request_uri carries', async () => {
    const { parameters, pkce, state } = authorization();
    const pushed = await par({ request: await requestObject(parameters), state: 'beside-the-object', redirect_uri: 'https://evil.example.com/cb' });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(201);
    const callback = await followSignIn(app, new CookieJar(), authUrl({ client_id: client.id, request_uri: pushed.body.request_uri }), user);
    expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect((await redeem(callback, pkce.verifier)).status).toBe(200);
  });

  it('refuses an object of another client, or badly signed, as invalid_request_object (JSON)', async () => {
    const { parameters } = authorization();
    const otherClient = await par({ request: await requestObject({ ...parameters, client_id: secretClient.clientId }) });
    expect(otherClient.status).toBe(400);
    expect(otherClient.body).toEqual({ error: 'invalid_request_object', error_description: expect.stringContaining('client_id') });
    const unsigned = await par({ request: new UnsecuredJWT({ ...parameters, client_id: client.id }).setIssuer(client.id).setAudience(issuer()).encode() });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe('invalid_request_object');
    const wrongKey = await par({ request: await requestObject(parameters, { key: await keyPair('ES256', client.key.kid) }) });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toBe('invalid_request_object');
    // A valid object with a failed client authentication is still invalid_client.
    const unauthenticated = await post('/oidc/par', { client_id: client.id, request: await requestObject(parameters) });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.error).toBe('invalid_client');
  });
});

describe('openid-client with private_key_jwt', () => {
  it('signs in with buildAuthorizationUrlWithJAR, and with JAR pushed through PAR, on its defaults', async () => {
    // The app's clock may have been moved ahead: the library's JWTs are dated by its own clock, told the difference.
    const skew = Math.round((app.clock.ms() - Date.now()) / 1000);
    const config = await oidc.discovery(
      new URL(issuer()),
      client.id,
      { [oidc.clockSkew]: skew },
      oidc.PrivateKeyJwt({ key: client.key.privateKey, kid: client.key.kid }),
      { execute: [oidc.allowInsecureRequests] },
    );
    const signingKey = { key: client.key.privateKey, kid: client.key.kid };
    for (const withPar of [false, true]) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const parameters = {
        redirect_uri: client.redirectUri,
        scope: 'openid profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      let url = await oidc.buildAuthorizationUrlWithJAR(config, parameters, signingKey);
      expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request']);
      if (withPar) url = await oidc.buildAuthorizationUrlWithPAR(config, url.searchParams);
      const callback = await followSignIn(app, new CookieJar(), url, user);
      const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
      expect(tokens.claims(), `withPar: ${withPar}`).toMatchObject({ sub: user.id, aud: client.id });
    }
  });
});
