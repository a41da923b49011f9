// What a copy of the database gives towards a browser session: neither the cookie signing key
// (sealed with KEY_ENCRYPTION_KEY) nor a usable session (the row keeps only a digest of the
// cookie's secret, so a cookie made from the row is refused, even signed with the right key).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieKey, mac } from '../../src/oidc/cookies.js';
import { SESSION_COOKIE } from '../../src/oidc/sessions.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createTestDatabase } from '../helpers/database.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair, signInAndGetTokens } from '../helpers/sign-in.js';

const dirs: string[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.stop().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function authUrl(app: TestApp, client: TestClient) {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid',
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  return url;
}

/** prompt=none with this cookie jar: a code when the session cookie is good, else login_required. */
async function silentSignIn(app: TestApp, client: TestClient, jar: CookieJar): Promise<'code' | string> {
  const res = await jar.fetch(authUrl(app, client));
  const back = new URL(res.headers.get('location')!);
  return back.searchParams.get('code') ? 'code' : (back.searchParams.get('error') ?? 'none');
}

async function storedCookieSecret(app: TestApp): Promise<unknown> {
  const row = await app.running.services.db.selectFrom('system_settings').select('value').where('key', '=', 'cookieSecret').executeTakeFirst();
  return row?.value;
}

/** A browser cookie forged from what the sessions table holds, signed with the real key. */
async function forgedJar(app: TestApp, value: string): Promise<CookieJar> {
  const key = await cookieKey(app.running.services);
  const jar = new CookieJar();
  const res = new Response(null, {
    headers: { 'set-cookie': `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${mac(key, SESSION_COOKIE, value)}`)}; Path=/` },
  });
  jar.store(res);
  return jar;
}

describe('browser sessions at rest', () => {
  it('stores a sealed cookie key and only a digest of the session secret', { timeout: 120_000 }, async () => {
    const app = await startTestApp({ env: { KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
    apps.push(app);
    const web = await createClient(app, 'Traditional');
    const user = await createUser(app);
    const { jar } = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password });
    expect(await silentSignIn(app, web, jar)).toBe('code');

    const key = (await cookieKey(app.running.services)).toString('utf8');
    const stored = await storedCookieSecret(app);
    expect(typeof stored).toBe('string');
    expect(stored).toMatch(/^enc:v3:/);
    expect(JSON.stringify(stored)).not.toContain(key);

    const rows = await app.running.services.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    const cookieValue = decodeURIComponent(jar.get(SESSION_COOKIE)!);
    const secret = cookieValue.slice(0, cookieValue.lastIndexOf('.'));
    expect(JSON.stringify(rows)).not.toContain(secret);
    // Whatever the row holds, a cookie made from it is refused, even signed with the right key.
    for (const value of [rows[0]!.id, Buffer.from(rows[0]!.secret_digest!).toString('base64url'), Buffer.from(rows[0]!.secret_digest!).toString('hex')]) {
      expect(await silentSignIn(app, web, await forgedJar(app, value))).toBe('login_required');
    }
  });

  it('seals a cookie key stored in clear at the next start with KEY_ENCRYPTION_KEY; signed-in browsers stay signed in', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-session-'));
    dirs.push(dataDir);
    const database = await createTestDatabase({ dataDir });
    const before = await startTestApp({ database });
    const web = await createClient(before, 'Traditional');
    const user = await createUser(before);
    const { jar } = await signInAndGetTokens(before, { ...web, username: user.username, password: user.password });
    const clearKey = await storedCookieSecret(before);
    expect(typeof clearKey).toBe('string');
    expect(clearKey).not.toMatch(/^enc:/);
    await before.stop({ keepDatabase: true });

    const after = await startTestApp({
      database,
      port: before.config.port,
      adminSecret: before.adminSecret,
      env: { KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    });
    apps.push(after);
    const sealed = await storedCookieSecret(after);
    expect(sealed).toMatch(/^enc:v3:/);
    expect(JSON.stringify(sealed)).not.toContain(clearKey as string);
    expect((await cookieKey(after.running.services)).toString('utf8')).toBe(clearKey);
    expect(await silentSignIn(after, web, jar)).toBe('code');
  });
});
