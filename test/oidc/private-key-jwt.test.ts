// Issue 44 item 5: client authentication by a signed JWT (private_key_jwt, RFC 7523 §2.2 and §3)
// at the token, introspection and revocation endpoints; the registered method enforced; every
// refusal invalid_client with its reason; keys inline or at a jwks_uri served by a real local
// server; expiry reached with the app's clock.
import { createServer, type Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser } from '../helpers/oidc-fixtures.js';
import { browserSignIn, pkcePair } from '../helpers/sign-in.js';

// Each refusal counts against the client id (client-auth-throttle.test.ts covers that); these tests refuse many in a row.
const app = useTestApp({ env: { CLIENT_AUTH_THROTTLE_LIMIT: '1000' } });
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const ERRORS = 'userErrors { code message field }';

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function keyPair(alg = 'ES256'): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `k-${randomBytes(4).toString('hex')}`;
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/** A client assertion as a client library makes one; `claims` and `header` override the defaults. */
async function assertion(
  clientId: string,
  key: KeyPair,
  options: { aud?: string | string[]; exp?: number; claims?: Record<string, unknown>; alg?: string; kid?: string } = {},
) {
  const now = Math.floor(app.clock.ms() / 1000);
  return new SignJWT({ jti: randomUUID(), ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: options.kid ?? key.kid })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(options.aud ?? `${app.url}/oidc/token`)
    .setIssuedAt((options.claims?.iat as number | undefined) ?? now)
    .setExpirationTime(options.exp ?? now + 60)
    .sign(key.privateKey);
}

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const withAssertion = (jwt: string) => ({ client_assertion_type: JWT_BEARER, client_assertion: jwt });
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function createJwtClient(oidc: Record<string, unknown>, type = 'MachineToMachine', extra: Record<string, unknown> = {}) {
  const res = await app.api('POST', '/applications', {
    name: `jwt client ${randomBytes(3).toString('hex')}`,
    type,
    oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', ...oidc, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; secret: string; oidcClientMetadata: Record<string, unknown> };
}

function expectRefused(res: Awaited<ReturnType<typeof post>>, description: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(res.body).toEqual({ error: 'invalid_client', error_description: expect.stringMatching(description) });
  expect(res.headers.get('cache-control')).toBe('no-store');
}

/** A client's own JWKS endpoint: its keys can change, and it counts how often it was asked. */
let jwksServer: Server;
let jwksUrl: string;
let served: { keys: JWK[] } = { keys: [] };
let hits = 0;

beforeAll(async () => {
  jwksServer = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const address = jwksServer.address();
  jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks`;
});
afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe('private_key_jwt with inline keys', () => {
  let key: KeyPair;
  let client: { id: string; secret: string };
  let resource: string;
  const cc = () => ({ grant_type: 'client_credentials', resource });

  beforeAll(async () => {
    key = await keyPair();
    client = await createJwtClient({ jwks: { keys: [key.publicJwk] } });
    resource = (await createResource(app, { scopes: [] })).indicator;
  });

  it('issues a client_credentials token for an assertion whose aud is the token endpoint or the issuer', async () => {
    for (const aud of [`${app.url}/oidc/token`, `${app.url}/oidc`, ['https://other.example', `${app.url}/oidc`]]) {
      const res = await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, key, { aud })), client_id: client.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.token_type).toBe('Bearer');
    }
    // client_id may be left out: iss and sub name the client.
    const noId = await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, key)) });
    expect(noId.status).toBe(200);
  });

  it('authenticates at introspection and revocation, with their own URL as aud too', async () => {
    const issued = await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, key)) });
    const token = issued.body.access_token as string;
    const introspected = await post('/oidc/token/introspection', {
      token,
      ...withAssertion(await assertion(client.id, key, { aud: `${app.url}/oidc/token/introspection` })),
    });
    expect(introspected.status, JSON.stringify(introspected.body)).toBe(200);
    expect(introspected.body).toMatchObject({ active: true, client_id: client.id });
    const revoked = await post('/oidc/token/revocation', {
      token,
      ...withAssertion(await assertion(client.id, key, { aud: `${app.url}/oidc/token/revocation` })),
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const after = await post('/oidc/token/introspection', { token, ...withAssertion(await assertion(client.id, key)) });
    expect(after.body).toEqual({ active: false });
  });

  it('refuses a replayed jti', async () => {
    const jwt = await assertion(client.id, key);
    expect((await post('/oidc/token', { ...cc(), ...withAssertion(jwt) })).status).toBe(200);
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(jwt) }), /already used \(jti replayed\)/);
  });

  it('refuses a wrong aud, an expired assertion, one that lives too long, and one without jti', async () => {
    expectRefused(
      await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, key, { aud: 'https://elsewhere.example/token' })) }),
      /aud must contain the issuer/,
    );
    const shortLived = await assertion(client.id, key, { exp: Math.floor(app.clock.ms() / 1000) + 10 });
    app.clock.advance(60_000);
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(shortLived) }), /has expired/);
    const longLived = await assertion(client.id, key, { exp: Math.floor(app.clock.ms() / 1000) + 3600 });
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(longLived) }), /at most 300 seconds ahead/);
    const now = Math.floor(app.clock.ms() / 1000);
    const noJti = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(client.id)
      .setSubject(client.id)
      .setAudience(`${app.url}/oidc/token`)
      .setExpirationTime(now + 60)
      .sign(key.privateKey);
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(noJti) }), /must have a jti/);
    const wrongSub = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(client.id)
      .setSubject('someone-else')
      .setAudience(`${app.url}/oidc/token`)
      .setExpirationTime(now + 60)
      .sign(key.privateKey);
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(wrongSub) }), /sub must be the client id/);
    // Not valid yet, and made in the future (beyond the 30 s skew), on the app's clock.
    const notYet = await assertion(client.id, key, { claims: { nbf: now + 120 }, exp: now + 200 });
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(notYet) }), /not valid yet \(nbf\)/);
    const fromTheFuture = await assertion(client.id, key, { claims: { iat: now + 120 }, exp: now + 200 });
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(fromTheFuture) }), /iat is in the future/);
  });

  it('refuses a bad signature, an unknown kid, an alg not allowed, HMAC and none', async () => {
    const impostor = await keyPair();
    expectRefused(
      await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, { ...impostor, kid: key.kid })) }),
      /signature is not valid/,
    );
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, impostor)) }), /unknown kid/);
    const p521 = await keyPair('ES512');
    expectRefused(
      await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, p521, { alg: 'ES512', kid: key.kid })) }),
      /alg ES512 is not allowed/,
    );
    const now = Math.floor(app.clock.ms() / 1000);
    const hmac = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(client.id)
      .setSubject(client.id)
      .setAudience(`${app.url}/oidc/token`)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(client.secret));
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(hmac) }), /client_secret_jwt, which this server does not support/);
    const unsigned = new UnsecuredJWT({ jti: randomUUID() })
      .setIssuer(client.id)
      .setSubject(client.id)
      .setAudience(`${app.url}/oidc/token`)
      .setExpirationTime(now + 60)
      .encode();
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(unsigned) }), /alg none is not accepted/);
  });

  it('enforces the registered method: no secret for a private_key_jwt client, no assertion for a secret client', async () => {
    const bySecret = await post('/oidc/token', cc(), { authorization: basic(client.id, client.secret) });
    expectRefused(bySecret, /registered for private_key_jwt: authenticate with a client_assertion/);
    expect(bySecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    const byPost = await post('/oidc/token', { ...cc(), client_id: client.id, client_secret: client.secret });
    expectRefused(byPost, /registered for private_key_jwt/);

    const secretClient = await createClient(app, 'MachineToMachine');
    expectRefused(
      await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(secretClient.clientId, key)) }),
      /registered for client_secret_basic: authenticate with its secret/,
    );
    // Its secret still works, as before.
    expect((await post('/oidc/token', cc(), { authorization: basic(secretClient.clientId, secretClient.clientSecret!) })).status).toBe(200);

    // An unknown client gets the answer a wrong secret gets.
    expectRefused(await post('/oidc/token', { ...cc(), ...withAssertion(await assertion('no-such-client', key)) }), /^client authentication failed$/);
    // A client_id that disagrees with the assertion, and two methods at once.
    expectRefused(
      await post('/oidc/token', { ...cc(), client_id: secretClient.clientId, ...withAssertion(await assertion(client.id, key)) }),
      /does not match/,
    );
    const both = await post('/oidc/token', { ...cc(), ...withAssertion(await assertion(client.id, key)) }, { authorization: basic(client.id, client.secret) });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('invalid_request');
  });

  it('authenticates the authorization code exchange of a Traditional client', async () => {
    const traditional = await keyPair('PS256');
    const redirectUri = `http://127.0.0.1:9/callback/${randomBytes(3).toString('hex')}`;
    const web = await createJwtClient({ jwks: { keys: [traditional.publicJwk] } }, 'Traditional', { redirectUris: [redirectUri] });
    const user = await createUser(app);
    const { verifier, challenge } = pkcePair();
    const { callback } = await browserSignIn(app, { ...user, clientId: web.id, redirectUri, challenge, state: 's1' });
    const code = callback.searchParams.get('code')!;
    const res = await post('/oidc/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      ...withAssertion(await assertion(web.id, traditional, { alg: 'PS256' })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(typeof res.body.id_token).toBe('string');
  });
});

describe('private_key_jwt with a jwks_uri', () => {
  it('fetches the keys once, fetches again once for an unknown kid (a rotation), and no more often than the limit', async () => {
    const first = await keyPair('RS256');
    served = { keys: [first.publicJwk] };
    const client = await createJwtClient({ jwksUri: jwksUrl });
    expect(client.oidcClientMetadata).toMatchObject({ tokenEndpointAuthMethod: 'private_key_jwt', jwksUri: jwksUrl, jwks: null });
    const resource = (await createResource(app, { scopes: [] })).indicator;
    const cc = { grant_type: 'client_credentials', resource };
    const before = hits;
    for (let i = 0; i < 3; i++) {
      const res = await post('/oidc/token', { ...cc, ...withAssertion(await assertion(client.id, first, { alg: 'RS256' })) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(hits - before).toBe(1);

    // The client rotates: its new kid is fetched once.
    app.clock.advance(61_000);
    const second = await keyPair('EdDSA');
    served = { keys: [first.publicJwk, second.publicJwk] };
    const rotated = await post('/oidc/token', { ...cc, ...withAssertion(await assertion(client.id, second, { alg: 'EdDSA' })) });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(hits - before).toBe(2);

    // A made-up kid right after: refused without asking the client's server again.
    const stranger = await keyPair();
    expectRefused(await post('/oidc/token', { ...cc, ...withAssertion(await assertion(client.id, stranger)) }), /unknown kid/);
    expect(hits - before).toBe(2);
  });

  it('says so when the jwks_uri does not answer (invalid_client, not a 500)', async () => {
    const key = await keyPair();
    const client = await createJwtClient({ jwksUri: `http://127.0.0.1:${await freePort()}/jwks` });
    const resource = (await createResource(app, { scopes: [] })).indicator;
    const res = await post('/oidc/token', { grant_type: 'client_credentials', resource, ...withAssertion(await assertion(client.id, key)) });
    expectRefused(res, /jwks_uri could not be reached/);
  });
});

describe('Management API: tokenEndpointAuthMethod, jwks, jwksUri', () => {
  it('shows the default method by type, and refuses private keys, bad algs, client_secret_jwt and public clients', async () => {
    const traditional = await createClient(app, 'Traditional');
    const spa = await createClient(app, 'SPA');
    expect((await app.api('GET', `/applications/${traditional.clientId}`)).body.oidcClientMetadata).toMatchObject({
      tokenEndpointAuthMethod: 'client_secret_basic',
      jwks: null,
      jwksUri: null,
    });
    expect((await app.api('GET', `/applications/${spa.clientId}`)).body.oidcClientMetadata.tokenEndpointAuthMethod).toBe('none');

    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const patch = (id: string, oidc: Record<string, unknown>) => app.api('PATCH', `/applications/${id}`, { oidcClientMetadata: oidc });
    const leaked = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [privateJwk] } });
    expect(leaked.status).toBe(400);
    expect(leaked.body).toMatchObject({ code: 'application.jwks_private_key', message: expect.stringMatching(/private key material \(d\)/) });

    const key = await keyPair();
    const badAlg = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [{ ...key.publicJwk, alg: 'HS256' }] } });
    expect(badAlg.body.code).toBe('application.jwks_alg_not_allowed');
    const ftp = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'private_key_jwt', jwksUri: 'ftp://keys.example/jwks' });
    expect(ftp.body.code).toBe('application.invalid_jwks_uri');
    const noKeys = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'private_key_jwt' });
    expect(noKeys.body.code).toBe('application.jwks_required');
    const hmac = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'client_secret_jwt' });
    expect(hmac.body).toMatchObject({ code: 'application.client_secret_jwt_unsupported', message: expect.stringMatching(/stored only as digests/) });
    const unknown = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'tls_client_auth' });
    expect(unknown.body.code).toBe('application.invalid_token_endpoint_auth_method');

    const set = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [key.publicJwk] } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.oidcClientMetadata).toMatchObject({ tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [key.publicJwk] }, jwksUri: null });
    // Back to the secret: the keys go with the method.
    const back = await patch(traditional.clientId, { tokenEndpointAuthMethod: 'client_secret_post' });
    expect(back.body.oidcClientMetadata).toMatchObject({ tokenEndpointAuthMethod: 'client_secret_post', jwks: null, jwksUri: null });
    expect((await post('/oidc/token/introspection', { token: 'x', client_id: traditional.clientId, client_secret: traditional.clientSecret! })).status).toBe(
      200,
    );

    const gql = await app.graphql(
      `mutation($id: ID!, $input: UpdateApplicationInput!) { updateApplication(id: $id, input: $input) { application { id } ${ERRORS} } }`,
      { id: spa.clientId, input: { oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [key.publicJwk] } } } },
    );
    expect(gql.data.updateApplication.userErrors[0]).toMatchObject({
      code: 'application.invalid_token_endpoint_auth_method',
      field: ['oidcClientMetadata', 'tokenEndpointAuthMethod'],
    });
    const created = await app.graphql(
      `mutation($input: CreateApplicationInput!) { createApplication(input: $input) {
        application { oidcClientMetadata { tokenEndpointAuthMethod jwks jwksUri } } ${ERRORS} } }`,
      { input: { name: 'gql jwt', type: 'MachineToMachine', oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', jwksUri: jwksUrl } } },
    );
    expect(created.data.createApplication).toMatchObject({
      application: { oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', jwks: null, jwksUri: jwksUrl } },
      userErrors: [],
    });
  });

  it('discovery lists private_key_jwt and its algorithms at every endpoint', async () => {
    const meta = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, string[]>;
    for (const prefix of ['token', 'introspection', 'revocation']) {
      expect(meta[`${prefix}_endpoint_auth_methods_supported`]).toContain('private_key_jwt');
      expect(meta[`${prefix}_endpoint_auth_methods_supported`]).not.toContain('client_secret_jwt');
      expect(meta[`${prefix}_endpoint_auth_signing_alg_values_supported`]).toEqual(['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA']);
    }
  });
});
