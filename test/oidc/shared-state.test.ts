// Sessions and grants live in the database: they survive a restart, another instance on the
// same database honours them (and their ending), and housekeeping purges only what is over.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeOidcState } from '../../src/oidc/housekeeping.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, usePostgres } from '../helpers/database.js';
import { createClient, createUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** prompt=none at `app` with the jar's session: the code, or the error it redirected with. */
async function silentCode(app: TestApp, jar: Awaited<ReturnType<typeof signInAndGetTokens>>['jar'], clientId: string, redirectUri: string) {
  const { verifier, challenge } = pkcePair();
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid',
    prompt: 'none',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await jar.fetch(url);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code'), error: back.searchParams.get('error'), verifier };
}

describe('OIDC state in the database', () => {
  it(`keeps sessions, the cookie key and refresh tokens across a restart (${usePostgres ? 'Postgres' : 'PGlite on disk'})`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-oidc-'));
    dirs.push(dataDir);
    let app = await startTestApp({ database: await createTestDatabase({ dataDir }) });
    try {
      const client = await createClient(app);
      const user = await createUser(app);
      const tokens = await signInAndGetTokens(app, { ...client, username: user.username, password: user.password });
      app = await app.restart();
      expect((await silentCode(app, tokens.jar, client.clientId, client.redirectUri)).code).toBeTruthy();
      const refreshed = await tokenRequest(app, client.clientId, client.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
      expect(refreshed.status).toBe(200);
    } finally {
      await app.stop();
    }
  }, 120_000);

  it.skipIf(!usePostgres)(
    'shares sessions and their ending between two instances',
    async () => {
      const a = await startTestApp();
      const b = await startTestApp({ database: a.database, env: { BASE_URL: a.config.baseUrl }, adminSecret: a.adminSecret });
      try {
        const client = await createClient(a);
        const user = await createUser(a);
        const tokens = await signInAndGetTokens(a, { ...client, username: user.username, password: user.password });
        const silent = await silentCode(b, tokens.jar, client.clientId, client.redirectUri);
        expect(silent.code).toBeTruthy();
        const atB = await tokenRequest(b, client.clientId, client.clientSecret, {
          grant_type: 'authorization_code',
          code: silent.code!,
          redirect_uri: client.redirectUri,
          code_verifier: silent.verifier,
        });
        expect(atB.status).toBe(200);
        // Without an id_token_hint the user confirms on a page, then the session ends.
        const confirm = await tokens.jar.fetch(`${b.url}/oidc/session/end`);
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())![1]!;
        const end = await tokens.jar.fetch(`${b.url}/oidc/session/end`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ xsrf }),
        });
        expect(end.status).toBe(200);
        expect(await end.text()).toContain('signed out');
        const refreshAtA = await tokenRequest(a, client.clientId, client.clientSecret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
        expect(refreshAtA.body.error).toBe('invalid_grant');
      } finally {
        await b.stop({ keepDatabase: true });
        await a.stop();
      }
    },
    120_000,
  );

  // Each test here starts its own app (PGlite on disk starts slowly): generous timeouts.
  it('purges expired interactions and long-over sessions, and nothing live', async () => {
    const app = await startTestApp();
    try {
      const db = app.running.services.db;
      const client = await createClient(app);
      const user = await createUser(app);
      const live = await signInAndGetTokens(app, { ...client, username: user.username, password: user.password });
      const old = await signInAndGetTokens(app, { ...client, username: user.username, password: user.password });
      const oldSid = JSON.parse(Buffer.from(old.id_token!.split('.')[1]!, 'base64url').toString()).sid as string;
      await db
        .updateTable('sessions')
        .set({ ended_at: sql`now() - interval '2 days'` as never })
        .where('id', '=', oldSid)
        .execute();
      const pending = await fetch(
        `${app.url}/oidc/auth?response_type=code&client_id=${client.clientId}&redirect_uri=${encodeURIComponent(client.redirectUri)}&scope=openid&code_challenge=${pkcePair().challenge}&code_challenge_method=S256`,
        { redirect: 'manual' },
      );
      expect(new URL(pending.headers.get('location')!, app.url).pathname).toBe('/sign-in');
      await db
        .updateTable('interactions')
        .set({ expires_at: sql`now() - interval '1 minute'` as never })
        .execute();

      await purgeOidcState(app.running.services);
      expect(await db.selectFrom('interactions').select('id').execute()).toHaveLength(0);
      expect(await db.selectFrom('sessions').select('id').where('id', '=', oldSid).execute()).toHaveLength(0);
      const refreshed = await tokenRequest(app, client.clientId, client.clientSecret, { grant_type: 'refresh_token', refresh_token: live.refresh_token! });
      expect(refreshed.status).toBe(200);
    } finally {
      await app.stop();
    }
  }, 120_000);
});
