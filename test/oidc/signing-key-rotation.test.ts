// Signing-key rotation through the Management API: a rotation publishes the new key beside the
// old one and signs with it at once; tokens of the old key keep working until that key is
// deleted, and then stop everywhere, also those an earlier exchange memoised. Two instances on
// one Postgres switch within 1 s of a change made on either.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { loadKeyStore } from '../../src/oidc/keys.js';
import { ADMIN_CLIENT_ID, startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { waitFor } from '../helpers/wait-for.js';
import {
  USER_PASSWORD,
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

const KEYS = '/configs/oidc/private-keys';

/**
 * The Management API with a fresh admin token per call: the helper's cached token is signed by
 * whatever key was current when it was issued, and these tests delete keys.
 */
async function mgmt(app: TestApp, method: string, path: string): Promise<{ status: number; body: any }> {
  const issued = await tokenRequest(
    app,
    { id: ADMIN_CLIENT_ID, secret: app.adminSecret },
    {
      grant_type: 'client_credentials',
      resource: app.config.managementApiResource,
      scope: 'all',
    },
  );
  if (issued.status !== 200) throw new Error(`admin token: ${issued.status} ${JSON.stringify(issued.body)}`);
  const res = await fetch(`${app.url}/api${path}`, { method, headers: { authorization: `Bearer ${issued.body.access_token}` } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

type ListedKey = { id: string; createdAt: number; signingKeyAlgorithm: string; algorithm: string };
/** The ES256 keys of a listing, newest first: they sign access tokens, and EC rotates by default. */
const ecKeys = (listed: ListedKey[]) => listed.filter((k) => k.algorithm === 'ES256');
/** The RS256 key of a listing: ID tokens' default, untouched by an EC rotation. */
const rsaKey = (listed: ListedKey[]) => listed.find((k) => k.algorithm === 'RS256')!;
/** The ids of a listing's keys of the other algorithms (RS256, PS256, ES384, EdDSA): an EC rotation leaves them be. */
const otherKids = (listed: ListedKey[]) => listed.filter((k) => k.algorithm !== 'ES256').map((k) => k.id);

async function jwksKids(app: TestApp): Promise<string[]> {
  const discovery = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
  const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Array<{ kid: string; d?: string }> };
  for (const key of jwks.keys) expect(key.d).toBeUndefined();
  return jwks.keys.map((k) => k.kid);
}

const userinfoStatus = async (app: TestApp, token: string) => (await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${token}` } })).status;

async function introspect(app: TestApp, client: Client, token: string): Promise<boolean> {
  const res = await tokenRequest(app, client, { token }, { path: '/oidc/token/introspection' });
  expect(res.status).toBe(200);
  return res.body.active as boolean;
}

/** A service's client_credentials token for `resource`: the kid it was signed with. */
async function serviceTokenKid(app: TestApp, client: Client, resource: Resource): Promise<string> {
  const res = await tokenRequest(app, client, { grant_type: 'client_credentials', resource: resource.indicator });
  expect(res.status).toBe(200);
  return decodeHeader(res.body.access_token).kid as string;
}

/** Polls until `check` holds; returns the elapsed ms (fails after 3 s). */
async function within(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await waitFor(check, { timeoutMs: 3000, intervalMs: 10, what: 'the change reaching the instance' });
  return Date.now() - started;
}

interface Fixture {
  webApp: WebApp;
  service: Client;
  frontend: Resource;
  orders: Resource;
  username: string;
}

async function seed(app: TestApp): Promise<Fixture> {
  const webApp = await createWebApp(app);
  const service = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  const frontend = await createResource(app, ['front:read']);
  const orders = await createResource(app, ['orders:read']);
  const username = `rot_${Date.now()}`;
  const userId = await createUser(app, username);
  await grantUserScopes(app, userId, frontend, ['front:read']);
  await grantUserScopes(app, userId, orders, ['orders:read']);
  // The service's own tokens (client_credentials) for the orders API.
  const role = await app.api('POST', '/roles', { name: `svc-${Date.now()}`, type: 'MachineToMachine', scopeIds: [orders.scopeIds['orders:read']] });
  await app.api('POST', `/applications/${service.id}/roles`, { roleIds: [role.body.id] });
  return { webApp, service, frontend, orders, username };
}

describe('signing-key rotation on one instance', () => {
  let app: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    app = await startTestApp();
    f = await seed(app);
  });
  afterAll(() => app?.stop());

  const exchange = (subject: string) => tokenRequest(app, f.service, exchangeParams(subject, f.orders.indicator, { scope: 'orders:read' }));

  it('rotates, keeps the old key verifying until it is deleted, then refuses its tokens (memoised ones too)', async () => {
    const listed = await mgmt(app, 'GET', KEYS);
    expect(listed.status).toBe(200);
    // One key of each algorithm from the first start: ES256 (access tokens), RS256 (ID tokens by
    // default), PS256, ES384 and EdDSA (ID tokens of applications set to them).
    expect(listed.body).toHaveLength(5);
    const [original] = ecKeys(listed.body);
    const rsa = rsaKey(listed.body);
    const others = otherKids(listed.body);
    // Public data only: the fields the compatible product's types name and the algorithm, never key material.
    expect(Object.keys(original!).sort()).toEqual(['algorithm', 'createdAt', 'id', 'signingKeyAlgorithm', 'status']);
    expect(typeof original!.createdAt).toBe('number');
    expect((await jwksKids(app)).sort()).toEqual([original!.id, ...others].sort());

    // Tokens signed before the rotation: a sign-in (userinfo), and a subject token the service
    // exchanges once now, so the memo holds it as verified.
    const before = await signInAndGetTokens(app, {
      username: f.username,
      password: USER_PASSWORD,
      clientId: f.webApp.id,
      clientSecret: f.webApp.secret,
      redirectUri: f.webApp.redirectUri,
      scope: 'openid profile',
    });
    expect(decodeHeader(before.access_token).kid).toBe(original!.id);
    const subject = (await signedInUserToken(app, { username: f.username, webApp: f.webApp, resource: f.frontend.indicator, scope: 'front:read' })).token;
    expect((await exchange(subject)).status).toBe(200);
    expect(app.running.services.keys.verified.size).toBeGreaterThan(0);

    const rotated = await mgmt(app, 'POST', `${KEYS}/rotate`);
    expect(rotated.status).toBe(200);
    // EC, by default: a second ES256 key; the other algorithms' keys stay as they were.
    expect(rotated.body).toHaveLength(6);
    expect(otherKids(rotated.body)).toEqual(others);
    expect(rsaKey(rotated.body).id).toBe(rsa.id);
    const [current, previous] = ecKeys(rotated.body);
    expect(previous!.id).toBe(original!.id);
    expect(current!.id).not.toBe(original!.id);
    expect(current!.createdAt).toBeGreaterThanOrEqual(previous!.createdAt);
    expect((await mgmt(app, 'GET', KEYS)).body).toEqual(rotated.body);
    expect((await jwksKids(app)).sort()).toEqual([current!.id, original!.id, ...others].sort());

    // The old key's tokens still work everywhere.
    expect(await userinfoStatus(app, before.access_token)).toBe(200);
    expect(await introspect(app, f.webApp, before.access_token)).toBe(true);
    expect((await exchange(subject)).status).toBe(200);

    // New tokens carry the new kid and verify against the published JWKS.
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const exchanged = await exchange(subject);
    expect(decodeHeader(exchanged.body.access_token).kid).toBe(current!.id);
    await jwtVerify(exchanged.body.access_token, jwks, { issuer: app.config.issuer, audience: f.orders.indicator });
    const after = await signInAndGetTokens(app, {
      username: f.username,
      password: USER_PASSWORD,
      clientId: f.webApp.id,
      clientSecret: f.webApp.secret,
      redirectUri: f.webApp.redirectUri,
      scope: 'openid',
    });
    // The access token by the new EC key; the ID token by the RSA key (RS256, the default).
    expect(decodeHeader(after.access_token).kid).toBe(current!.id);
    expect(decodeHeader(after.id_token!)).toMatchObject({ kid: rsa.id, alg: 'RS256' });
    for (const token of [after.access_token, after.id_token!]) await jwtVerify(token, jwks, { issuer: app.config.issuer });
    expect(await serviceTokenKid(app, f.service, f.orders)).toBe(current!.id);

    // The current key cannot be deleted; an unknown one is not found.
    const inUse = await mgmt(app, 'DELETE', `${KEYS}/${current!.id}`);
    expect(inUse).toMatchObject({ status: 422, body: { code: 'oidc.key_in_use' } });
    expect(await mgmt(app, 'DELETE', `${KEYS}/no-such-key`)).toMatchObject({ status: 404, body: { code: 'entity.not_found' } });

    // Deleting the old key: out of the JWKS, and its tokens are refused, the memoised one too.
    expect((await mgmt(app, 'DELETE', `${KEYS}/${original!.id}`)).status).toBe(204);
    expect((await jwksKids(app)).sort()).toEqual([current!.id, ...others].sort());
    expect((await mgmt(app, 'GET', KEYS)).body.map((k: { id: string }) => k.id)).toEqual([current!.id, ...others]);
    expect(await userinfoStatus(app, before.access_token)).toBe(401);
    expect(await introspect(app, f.webApp, before.access_token)).toBe(false);
    const refused = await exchange(subject);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    // Tokens of the current key are unaffected; a retired key is gone for good.
    expect(await userinfoStatus(app, after.access_token)).toBe(200);
    expect(await mgmt(app, 'DELETE', `${KEYS}/${original!.id}`)).toMatchObject({ status: 404, body: { code: 'entity.not_found' } });
  });

  it('keeps at most two active keys of a family: rotating again retires its oldest', async () => {
    const start = ecKeys((await mgmt(app, 'GET', KEYS)).body);
    const first = ecKeys((await mgmt(app, 'POST', `${KEYS}/rotate`)).body);
    const secondListing = (await mgmt(app, 'POST', `${KEYS}/rotate`)).body as ListedKey[];
    const second = ecKeys(secondListing);
    expect(second).toHaveLength(2);
    expect(second[1]!.id).toBe(first[0]!.id);
    expect(second.map((k) => k.id)).not.toContain(start[0]!.id);
    expect((await jwksKids(app)).sort()).toEqual(secondListing.map((k) => k.id).sort());
    const row = await app.running.services.db.selectFrom('signing_keys').select('retired_at').where('id', '=', start[0]!.id).executeTakeFirstOrThrow();
    expect(row.retired_at).toBeInstanceOf(Date);
  });

  it('speaks GraphQL with the same rules', async () => {
    const token = (
      await tokenRequest(
        app,
        { id: ADMIN_CLIENT_ID, secret: app.adminSecret },
        { grant_type: 'client_credentials', resource: app.config.managementApiResource, scope: 'all' },
      )
    ).body.access_token as string;
    const gql = async (query: string, variables?: Record<string, unknown>) =>
      (await (
        await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: any };
    const rotated = await gql(`mutation { rotateSigningKey { signingKeys { id createdAt } userErrors { code } } }`);
    expect(rotated.data.rotateSigningKey.userErrors).toEqual([]);
    const [current] = rotated.data.rotateSigningKey.signingKeys as Array<{ id: string; createdAt: string }>;
    expect(new Date(current!.createdAt).getTime()).not.toBeNaN();
    const listed = await gql(`query { signingKeys { id } }`);
    expect(listed.data.signingKeys[0].id).toBe(current!.id);
    const refused = await gql(`mutation($id: ID!) { deleteSigningKey(id: $id) { deletedId userErrors { code } } }`, { id: current!.id });
    expect(refused.data.deleteSigningKey).toEqual({ deletedId: null, userErrors: [{ code: 'oidc.key_in_use' }] });
  });
});

describe('signing keys at rest and on first start', () => {
  it('seals every private key with KEY_ENCRYPTION_KEY, the rotated ones too', async () => {
    const app = await startTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') } });
    try {
      expect((await mgmt(app, 'POST', `${KEYS}/rotate`)).status).toBe(200);
      const rows = await app.running.services.db.selectFrom('signing_keys').select(['private_key', 'public_jwk']).execute();
      // One key per algorithm from the first start (ES256, RS256, PS256, ES384, EdDSA), and the rotated ES256 key.
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row.private_key.startsWith('enc:v1:')).toBe(true);
        expect(row.public_jwk).not.toHaveProperty('d');
      }
      expect(await jwksKids(app)).toHaveLength(6);
    } finally {
      await app.stop();
    }
  });

  it('two instances starting together on an empty database make one key of each algorithm and all sign with them', async () => {
    const database = await createTestDatabase();
    const config = { databaseUrl: database.databaseUrl, dataDir: database.dataDir, pgliteTemplate: database.pgliteTemplate };
    const one = await openDatabase(config);
    // PGlite is one process's database: the second "instance" shares its handle.
    const two = usePostgres ? await openDatabase(config) : one;
    try {
      await migrateToLatest(one.db);
      const stores = await Promise.all([loadKeyStore(one.db, undefined), loadKeyStore(two.db, undefined), loadKeyStore(one.db, undefined)]);
      const rows = await one.db.selectFrom('signing_keys').select(['id', 'alg']).orderBy('alg').execute();
      expect(rows.map((r) => r.alg)).toEqual(['ES256', 'ES384', 'EdDSA', 'PS256', 'RS256']);
      const kidOf = (alg: string) => rows.find((r) => r.alg === alg)!.id;
      for (const store of stores) {
        expect(store.signing.kid).toBe(kidOf('ES256'));
        for (const alg of ['RS256', 'PS256', 'ES384', 'EdDSA']) expect(store.signingFor(alg)?.kid).toBe(kidOf(alg));
      }
    } finally {
      if (two !== one) await two.close();
      await one.close();
      await database.drop();
    }
    // Three key-store loads race to create the first keys: on a loaded 2-core host this passed
    // 30 s twice in runs that were otherwise green, so it gets the time of a start-up test.
  }, 90_000);
});

describe.skipIf(!usePostgres)('signing-key rotation, two instances on one Postgres', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let f: Fixture;
  /** A user's token from before the rotation (signed with the original key). */
  let subjectBefore: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, adminSecret: 'shared-admin-secret-of-32-characters' });
    b = await startTestApp({ database, adminSecret: 'shared-admin-secret-of-32-characters' });
    f = await seed(a);
  });
  afterAll(async () => {
    await b?.stop({ keepDatabase: true });
    await a?.stop({ keepDatabase: true });
    await database?.drop();
  });

  it('a rotation on A: A signs with the new key at once, B publishes it and signs with it within 1 s', async () => {
    const listed = (await mgmt(a, 'GET', KEYS)).body as ListedKey[];
    const [original] = ecKeys(listed);
    const others = otherKids(listed);
    expect(await serviceTokenKid(b, f.service, f.orders)).toBe(original!.id);
    subjectBefore = (await signedInUserToken(b, { username: f.username, webApp: f.webApp, resource: f.frontend.indicator, scope: 'front:read' })).token;
    expect(decodeHeader(subjectBefore).kid).toBe(original!.id);
    const rotated = await mgmt(a, 'POST', `${KEYS}/rotate`);
    expect(rotated.status).toBe(200);
    const current = rotated.body[0].id as string;
    expect(await serviceTokenKid(a, f.service, f.orders)).toBe(current);
    const ms = await within(async () => (await serviceTokenKid(b, f.service, f.orders)) === current && (await jwksKids(b)).includes(current));
    expect(ms).toBeLessThan(1000);
    expect((await jwksKids(b)).sort()).toEqual([current, original!.id, ...others].sort());
    // B's new tokens verify against B's JWKS (each instance is its own issuer here: own port).
    const fromB = await tokenRequest(b, f.service, { grant_type: 'client_credentials', resource: f.orders.indicator });
    await jwtVerify(fromB.body.access_token, createRemoteJWKSet(new URL(`${b.url}/oidc/jwks`)), { issuer: b.config.issuer, audience: f.orders.indicator });
    expect(await introspect(b, f.webApp, fromB.body.access_token)).toBe(true);
  });

  it('deleting the old key on A: B refuses its tokens within 1 s, also one B had memoised', async () => {
    const listed = (await mgmt(a, 'GET', KEYS)).body as ListedKey[];
    const [current, old] = ecKeys(listed);
    const others = otherKids(listed);
    expect(old).toBeDefined();
    // B exchanges the token signed with the old key, so B's memo holds it as verified.
    const oldToken = subjectBefore;
    expect(decodeHeader(oldToken).kid).toBe(old!.id);
    const exchangeOnB = () => tokenRequest(b, f.service, exchangeParams(oldToken, f.orders.indicator, { scope: 'orders:read' }));
    expect((await exchangeOnB()).status).toBe(200);
    expect((await exchangeOnB()).status).toBe(200);

    expect((await mgmt(a, 'DELETE', `${KEYS}/${old!.id}`)).status).toBe(204);
    const ms = await within(async () => (await exchangeOnB()).status === 400 && (await jwksKids(b)).length === 1 + others.length);
    expect(ms).toBeLessThan(1000);
    expect((await jwksKids(b)).sort()).toEqual([current!.id, ...others].sort());
    expect(await introspect(b, f.webApp, oldToken)).toBe(false);
  });
});
