// ID tokens in RS256 by default (OIDC Core §15.1, the default of every client library), PS256,
// ES256, ES384 or EdDSA when the application asks, each with the at_hash of its own hash;
// rotation of either family by the compatible API and of any algorithm by name; no algorithm
// confusion: a key verifies only tokens whose header names its own algorithm.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();
let user: TestUser;
let rs256: TestClient;
let es256: TestClient;

beforeAll(async () => {
  user = await createUser(app);
  rs256 = await createClient(app, 'Traditional');
  es256 = await createClient(app, 'Traditional');
  const set = await app.api('PATCH', `/applications/${es256.clientId}`, { customClientMetadata: { idTokenSignedResponseAlg: 'ES256' } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  expect(set.body.customClientMetadata.idTokenSignedResponseAlg).toBe('ES256');
});

const jwks = () => createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
const signIn = (client: TestClient) => signInAndGetTokens(app, { ...client, username: user.username, password: user.password, scope: 'openid profile' });

describe('ID token algorithms', () => {
  it('signs ID tokens with RS256 by default and with ES256 for an application that asks; access tokens stay ES256', async () => {
    const created = await app.api('GET', `/applications/${rs256.clientId}`);
    expect(created.body.customClientMetadata.idTokenSignedResponseAlg).toBe('RS256');
    for (const [client, alg] of [
      [rs256, 'RS256'],
      [es256, 'ES256'],
    ] as const) {
      const tokens = await signIn(client);
      expect(decodeProtectedHeader(tokens.id_token!).alg).toBe(alg);
      const { payload } = await jwtVerify(tokens.id_token!, jwks(), { issuer: `${app.url}/oidc`, audience: client.clientId, algorithms: [alg] });
      expect(payload.sub).toBe(user.id);
      expect(decodeProtectedHeader(tokens.access_token).alg).toBe('ES256');
    }
    const metadata = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as { id_token_signing_alg_values_supported: string[] };
    expect(metadata.id_token_signing_alg_values_supported).toEqual(['ES256', 'RS256', 'PS256', 'ES384', 'EdDSA']);
  });

  it('signs with PS256, ES384 and EdDSA for applications set to them, with the at_hash of each algorithm', async () => {
    const jwkSet = (await (await fetch(`${app.url}/oidc/jwks`)).json()) as { keys: Array<{ kty: string; crv?: string; alg: string }> };
    expect(jwkSet.keys.map((k) => `${k.alg} ${k.kty}${k.crv ? ` ${k.crv}` : ''}`).sort()).toEqual([
      'ES256 EC P-256',
      'ES384 EC P-384',
      'EdDSA OKP Ed25519',
      'PS256 RSA',
      'RS256 RSA',
    ]);
    for (const [alg, hash] of [
      ['PS256', 'sha256'],
      ['ES384', 'sha384'],
      ['EdDSA', 'sha512'],
    ] as const) {
      const client = await createClient(app, 'Traditional');
      const set = await app.api('PATCH', `/applications/${client.clientId}`, { customClientMetadata: { idTokenSignedResponseAlg: alg } });
      expect(set.body.customClientMetadata.idTokenSignedResponseAlg).toBe(alg);
      const tokens = await signIn(client);
      const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, jwks(), {
        issuer: `${app.url}/oidc`,
        audience: client.clientId,
        algorithms: [alg],
      });
      expect(protectedHeader.alg).toBe(alg);
      expect(payload.sub).toBe(user.id);
      // OIDC Core §3.1.3.6: the left half of the access token's digest by the algorithm's own hash.
      const digest = createHash(hash).update(tokens.access_token).digest();
      expect(payload.at_hash).toBe(digest.subarray(0, digest.length / 2).toString('base64url'));
      expect(decodeProtectedHeader(tokens.access_token).alg).toBe('ES256');
    }
  });

  it('rotates an algorithm named in the request: PS256 ID tokens move to the new key, the previous one still verifies', async () => {
    const client = await createClient(app, 'Traditional');
    await app.api('PATCH', `/applications/${client.clientId}`, { customClientMetadata: { idTokenSignedResponseAlg: 'PS256' } });
    const earlier = await signIn(client);
    const rotated = await app.api('POST', '/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'PS256' });
    expect(rotated.status).toBe(200);
    const ps256 = (rotated.body as Array<{ id: string; algorithm: string; signingKeyAlgorithm: string; status: string }>).filter(
      (k) => k.algorithm === 'PS256',
    );
    expect(ps256.map((k) => `${k.signingKeyAlgorithm} ${k.status}`)).toEqual(['RSA Current', 'RSA Previous']);
    expect(decodeProtectedHeader(earlier.id_token!).kid).toBe(ps256[1]!.id);
    const later = await signIn(client);
    expect(decodeProtectedHeader(later.id_token!)).toMatchObject({ alg: 'PS256', kid: ps256[0]!.id });
    for (const token of [earlier.id_token!, later.id_token!]) await jwtVerify(token, jwks(), { issuer: `${app.url}/oidc`, audience: client.clientId });
  });

  it('refuses an algorithm it does not sign with, in each front', async () => {
    const rest = await app.api('PATCH', `/applications/${rs256.clientId}`, { customClientMetadata: { idTokenSignedResponseAlg: 'HS256' } });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'guard.invalid_input', message: 'idTokenSignedResponseAlg must be one of: ES256, RS256, PS256, ES384, EdDSA' });
    const gql = await app.graphql(
      'mutation($id: ID!) { updateApplication(id: $id, input: { customClientMetadata: { idTokenSignedResponseAlg: "none" } }) { userErrors { code field } } }',
      { id: rs256.clientId },
    );
    expect(gql.data.updateApplication.userErrors).toEqual([{ code: 'guard.invalid_input', field: ['customClientMetadata', 'idTokenSignedResponseAlg'] }]);
  });

  it('rotates the RSA family on request: new ID tokens use the new key, the old one still verifies', async () => {
    const before = (await app.api('GET', '/configs/oidc/private-keys')).body as Array<{
      id: string;
      algorithm: string;
      signingKeyAlgorithm: string;
      status: string;
    }>;
    const oldRsa = before.find((k) => k.algorithm === 'RS256')!;
    const earlier = await signIn(rs256);
    const rotated = await app.api('POST', '/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'RSA' });
    expect(rotated.status).toBe(200);
    // `RSA` makes an RS256 key, as the compatible API does; the PS256 key (also RSA) is untouched.
    const rsa = (rotated.body as typeof before).filter((k) => k.algorithm === 'RS256');
    expect(rsa.every((k) => k.signingKeyAlgorithm === 'RSA')).toBe(true);
    expect(rsa.map((k) => k.status)).toEqual(['Current', 'Previous']);
    expect(rsa[1]!.id).toBe(oldRsa.id);
    const later = await signIn(rs256);
    expect(decodeProtectedHeader(later.id_token!)).toMatchObject({ alg: 'RS256', kid: rsa[0]!.id });
    // Both verify against the JWKS during the overlap.
    for (const token of [earlier.id_token!, later.id_token!]) await jwtVerify(token, jwks(), { issuer: `${app.url}/oidc`, audience: rs256.clientId });
    const refused = await app.api('POST', '/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'DSA' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'guard.invalid_input',
      message: 'signingKeyAlgorithm must be EC, RSA or one of: ES256, RS256, PS256, ES384, EdDSA',
    });
  });

  it('refuses a token whose header names another algorithm than its key (no algorithm confusion)', async () => {
    const tokens = await signIn(rs256);
    const published = (await (await fetch(`${app.url}/oidc/jwks`)).json()) as { keys: Array<{ kid: string; alg: string }> };
    const ecKid = published.keys.find((k) => k.alg === 'ES256')!.kid;
    // An RS256 token naming an EC key's kid, signed by a key of the attacker's: refused as not ours.
    const { privateKey } = await generateKeyPair('RS256');
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: ecKid }).sign(privateKey);
    const me = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${forged}` } });
    expect(me.status).toBe(401);
    // An ID token is not an access token, whatever its key: refused at userinfo.
    const idAsAccess = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.id_token}` } });
    expect(idAsAccess.status).toBe(401);
  });
});
