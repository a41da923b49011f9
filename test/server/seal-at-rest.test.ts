// KEY_ENCRYPTION_KEY set on a deployment that ran without it: the next start seals every secret
// stored in clear (signing key, webhook keys, TOTP secrets) and everything keeps working with the
// same secrets — tokens issued before, webhook signatures, TOTP codes. A second start changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { generate } from 'otplib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { createHook, fastRetries } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { accountToken, JsonClient, passwordThenTotp, verifiedAccountClient } from '../experience/helpers/json-client.js';

const dirs: string[] = [];
let receiver: Receiver | undefined;
afterAll(async () => {
  await receiver?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every stored secret of the three kinds, exactly as the database holds it. */
async function storedSecrets(app: TestApp) {
  const db = app.running.services.db;
  const [signingKeys, hooks, users] = await Promise.all([
    db.selectFrom('signing_keys').select(['id', 'private_key']).orderBy('id').execute(),
    db.selectFrom('hooks').select(['id', 'signing_key', 'previous_signing_key']).orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['id', (eb) => eb.cast<string>('mfa', 'text').as('mfa')])
      .where((eb) => eb.cast<string>('mfa', 'text'), 'like', '%Totp%')
      .orderBy('id')
      .execute(),
  ]);
  return { signingKeys, hooks, users };
}

/** A code of a later time step than any used before in this test (one step of drift is accepted). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const totpSignIn = (app: TestApp, web: TestClient, user: TestUser, code: string) => passwordThenTotp(app.url, web, user, code);

/** Starts on the same database and port (tokens name the issuer, which names the port), capturing what start-up logs. */
async function startWithKey(before: TestApp, kek: string): Promise<{ app: TestApp; logged: string[] }> {
  // The logger writes to stdout (src/observability/logger.ts).
  const info = vi.spyOn(process.stdout, 'write');
  try {
    const app = await startTestApp({
      database: before.database,
      port: before.config.port,
      adminSecret: before.adminSecret,
      env: { ...fastRetries, KEY_ENCRYPTION_KEY: kek },
    });
    const written = info.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('seal at rest:'));
    return { app, logged: written.map((line) => line.slice(line.indexOf('seal at rest:')).trimEnd()) };
  } finally {
    info.mockRestore();
  }
}

describe('setting KEY_ENCRYPTION_KEY on a deployment that stored secrets in clear', () => {
  it('seals them all at the next start, and the same secrets keep working', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-seal-'));
    dirs.push(dataDir);
    const database = await createTestDatabase({ dataDir });
    receiver = await startReceiver();
    let app = await startTestApp({ database, env: fastRetries });

    // Without a key: a hook with a current and a previous key, a user with TOTP, one halfway
    // through enrolment, and a user access token for userinfo.
    const hook = await createHook(app, receiver, ['User.Created']);
    const rotated = await app.api('PATCH', `/hooks/${hook.id}/signing-key`);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const hookKeys = [rotated.body.signingKey as string, hook.signingKey];
    receiver.keys.set(hook.id, hookKeys);

    const web = await createClient(app, 'Traditional');
    const totpUser = await createUser(app);
    const me = await verifiedAccountClient(app, totpUser.id, totpUser.password);
    const totpSecret = (await me.call('POST', '/api/my-account/mfa/totp')).body.secret as string;
    expect((await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret: totpSecret }) })).status).toBe(200);
    const pendingUser = await createUser(app);
    const pending = await (await verifiedAccountClient(app, pendingUser.id, pendingUser.password)).call('POST', '/api/my-account/mfa/totp');
    const pendingSecret = pending.body.secret as string;

    const tokenUser = await createUser(app);
    const tokens = await signInAndGetTokens(app, {
      username: tokenUser.username,
      password: tokenUser.password,
      clientId: web.clientId,
      clientSecret: web.clientSecret!,
      redirectUri: web.redirectUri,
      scope: 'openid profile',
    });
    const adminTokenBefore = await app.adminToken();

    const clear = await storedSecrets(app);
    const privateJwks = clear.signingKeys.map((k) => k.private_key);
    expect(privateJwks.length).toBeGreaterThan(0);
    for (const key of privateJwks) expect(key).toMatch(/^\{/);
    expect(clear.hooks.find((h) => h.id === hook.id)).toMatchObject({ signing_key: hookKeys[0], previous_signing_key: hookKeys[1] });
    expect(clear.users.map((u) => u.mfa).join()).toContain(totpSecret);
    expect(clear.users.map((u) => u.mfa).join()).toContain(pendingSecret);
    await app.stop({ keepDatabase: true });

    // With a key.
    const kek = randomBytes(32).toString('base64');
    let logged: string[];
    ({ app, logged } = await startWithKey(app, kek));
    try {
      expect(logged).toEqual([
        `seal at rest: OIDC signing keys: ${privateJwks.length} sealed`,
        'seal at rest: webhook signing keys: sealed on 1 hooks',
        'seal at rest: TOTP secrets: sealed for 2 users',
        'seal at rest: cookie signing key: 1 sealed',
      ]);

      const sealed = await storedSecrets(app);
      expect(sealed.signingKeys.map((k) => k.id)).toEqual(clear.signingKeys.map((k) => k.id));
      for (const key of sealed.signingKeys) expect(key.private_key).toMatch(/^enc:v1:/);
      for (const h of sealed.hooks) {
        expect(h.signing_key).toMatch(/^sealed:v1:/);
        expect(h.previous_signing_key).toMatch(/^sealed:v1:/);
      }
      const totpRow = sealed.users.find((u) => u.id === totpUser.id)!;
      expect(totpRow.mfa).toMatch(/"totpSecret": ?"enc:v2:/);
      expect(totpRow.mfa).toMatch(/"lastTotpStep": ?\d+/);
      expect(sealed.users.find((u) => u.id === pendingUser.id)!.mfa).toMatch(/"pendingTotpSecret": ?"enc:v2:/);
      const everything = JSON.stringify(sealed);
      for (const secret of [...hookKeys, totpSecret, pendingSecret]) expect(everything).not.toContain(secret);
      for (const jwk of privateJwks) expect(everything).not.toContain(JSON.parse(jwk).d);

      // Tokens issued before still verify against the JWKS, at userinfo and at the Management API.
      const jwks = createLocalJWKSet((await (await fetch(`${app.url}/oidc/jwks`)).json()) as JSONWebKeySet);
      const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: `${app.url}/oidc` });
      expect(payload.sub).toBe(tokenUser.id);
      const info = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(info.status).toBe(200);
      expect(((await info.json()) as { sub: string }).sub).toBe(tokenUser.id);
      const users = await fetch(`${app.url}/api/users/${tokenUser.id}`, { headers: { authorization: `Bearer ${adminTokenBefore}` } });
      expect(users.status).toBe(200);

      // Webhook deliveries are signed with the same keys, current and previous.
      const created = await app.api('POST', '/users', { username: `after_${randomBytes(4).toString('hex')}` });
      expect(created.status).toBe(200);
      await receiver.waitFor((all) => all.some((r) => r.json?.hookId === hook.id && r.json?.data?.id === created.body.id));
      const delivery = receiver.received.find((r) => r.json?.hookId === hook.id && r.json?.data?.id === created.body.id)!;
      expect(delivery.standardVerifiedWith).toEqual(hookKeys);
      expect(delivery.compatVerified).toBe(true);

      // The same TOTP secret signs in, and the pending one completes enrolment.
      const { totp, submitted } = await totpSignIn(app, web, totpUser, await nextCode(totpSecret));
      expect(totp.status, JSON.stringify(totp.body)).toBe(204);
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const confirm = await new JsonClient(app.url, await accountToken(app, pendingUser.id)).call('POST', '/api/my-account/mfa/totp/verify', {
        code: await generate({ secret: pendingSecret }),
      });
      expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);

      // Starting again changes nothing: a value sealed again would differ (a fresh IV each time).
      const settled = await storedSecrets(app);
      await app.stop({ keepDatabase: true });
      ({ app, logged } = await startWithKey(app, kek));
      // Nothing in clear: nothing to say.
      expect(logged).toEqual([]);
      expect(await storedSecrets(app)).toEqual(settled);
    } finally {
      await app.stop();
    }
  });
});
