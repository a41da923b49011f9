// A database that accepts connections and then never answers is an outage too: without a time
// limit a request would wait on it forever. DATABASE_QUERY_TIMEOUT_MS bounds each statement; past
// it the request is answered 503 with Retry-After (OAuth: temporarily_unavailable), /ready says
// not ready, the connection that waited is discarded rather than pooled behind the hung
// statement, and service resumes when the database answers again.
// The hang is real: the app talks to the local Postgres through a TCP relay (test/helpers/postgres-relay.ts)
// that stops passing bytes (both ways, connections stay open). A hang needs a server over a socket,
// so this file runs against the local Postgres in both the PGlite and the Postgres suites.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { serviceUnavailableOf } from '../../src/domain/service-unavailable.js';
import http from 'node:http';
import { ADMIN_CLIENT_ID, freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createLocalPostgresDatabase, runsFixedPostgresTests } from '../helpers/database.js';
import { startPostgresRelay, type PostgresRelay } from '../helpers/postgres-relay.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
import { Browser } from '../experience/helpers/browser.js';
import { accountToken, startAuthorization } from '../experience/helpers/json-client.js';
import {
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  userAccessToken,
} from '../oidc/token-exchange-fixtures.js';

const TIMEOUT_MS = 800;
/** The apps of this file share one database, whose admin client keeps the secret it was made with. */
const APP_ADMIN_SECRET = 'hang-app-admin-secret-0123456789abcdef';

let local: Awaited<ReturnType<typeof createLocalPostgresDatabase>>;
let databaseUrl: URL;
let relay: PostgresRelay;
let app: TestApp | undefined;
let direct: Database | undefined;
let server: ServerProcess | undefined;
/** When set, the statement like this after `passing` others hangs (its connection alone stops passing bytes). */
let hangAtStatement: { like: RegExp; passing: number } | undefined;

beforeAll(async () => {
  local = await createLocalPostgresDatabase();
  databaseUrl = local.url;
  relay = await startPostgresRelay(databaseUrl, {
    fromClient: (connection, chunk) => {
      if (!hangAtStatement?.like.test(chunk.toString('latin1'))) return;
      if (hangAtStatement.passing-- > 0) return;
      hangAtStatement = undefined;
      connection.hang();
    },
  });
});
// A test that fails while the relay is frozen must not leave the next one a hung database.
afterEach(async () => {
  hangAtStatement = undefined;
  relay?.thaw();
  await app?.stop({ keepDatabase: true });
  app = undefined;
});
afterAll(async () => {
  relay?.thaw();
  await server?.kill();
  await app?.stop({ keepDatabase: true });
  await direct?.close();
  await relay?.close();
  await local?.drop();
});

/** The app, talking to the local Postgres through the relay (so a test can hang it). */
function startAppThroughRelay(env: Record<string, string>): Promise<TestApp> {
  const relayUrl = new URL(databaseUrl);
  relayUrl.port = String(relay.port);
  relayUrl.hostname = '127.0.0.1';
  return startTestApp({
    database: { databaseUrl: relayUrl.toString(), dataDir: 'memory://', drop: async () => undefined },
    adminSecret: APP_ADMIN_SECRET,
    env,
  });
}

/** A browser sent by a web application to sign in (its interaction cookie set), and the page it was sent to. */
async function browserSentToSignIn(a: TestApp): Promise<{ browser: Browser; sentTo: URL }> {
  const webApp = await createWebApp(a);
  const browser = new Browser(a.url);
  const { location } = await startAuthorization(browser, { clientId: webApp.id, redirectUri: webApp.redirectUri });
  return { browser, sentTo: location };
}

describe.skipIf(!runsFixedPostgresTests)('a statement that gets no answer in DATABASE_QUERY_TIMEOUT_MS', () => {
  it('fails as an outage in that time, and its connection is discarded, not queued behind', async () => {
    // One connection: were the timed-out one pooled again, the next query would wait behind the sleep.
    direct = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: 'memory://', poolSize: 1, databaseQueryTimeoutMs: TIMEOUT_MS });
    const started = Date.now();
    const error = await direct.db
      .selectNoFrom((eb) => eb.fn<string>('pg_sleep', [eb.val(30)]).as('slept'))
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const waited = Date.now() - started;
    expect(String(error)).toContain('Query read timeout');
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(TIMEOUT_MS + 1500);
    expect(serviceUnavailableOf(error)?.code).toBe('service.unavailable');
    expect(direct.availability.available).toBe(false);

    const next = Date.now();
    const rows = await direct.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    expect(rows.map((r) => String(r.one))).toEqual(['1']);
    // Well before the server's own limit (timeout + 1 s) would have freed the old connection.
    expect(Date.now() - next).toBeLessThan(900);
    await direct.close();
    direct = undefined;
  });

  it('does not cut a statement that answers in time', async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: 'memory://', poolSize: 1, databaseQueryTimeoutMs: TIMEOUT_MS });
    try {
      const rows = await database.db.selectNoFrom((eb) => eb.fn<string>('pg_sleep', [eb.val(0.2)]).as('slept')).execute();
      expect(rows).toHaveLength(1);
      expect(database.availability.available).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!runsFixedPostgresTests)('a database that hangs (accepts connections, never answers)', () => {
  // Long enough that one wait and two waits cannot be mistaken for each other under CI's load.
  const HANG_TIMEOUT_MS = 2000;
  const ONE_WAIT_MS = HANG_TIMEOUT_MS * 1.75;

  it(
    'is answered 503 with Retry-After on every front after one statement time limit, /ready not ready; service resumes when it answers',
    { timeout: 90_000 },
    async () => {
      // A pool large enough that no request below needs a connection made during the hang
      // (whose start-up the database never answers: the pool's 5 s connect limit).
      app = await startAppThroughRelay({ DATABASE_QUERY_TIMEOUT_MS: String(HANG_TIMEOUT_MS), DATABASE_POOL_SIZE: '40', WEBHOOK_POLL_MS: '600000' });
      const a = app;
      const token = await a.adminToken();
      const users = () => fetch(`${a.url}/api/users`, { headers: { authorization: `Bearer ${token}` } });
      const client = await createClient(a, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
      const resource = await createResource(a, ['r:read']);
      const userId = await createUser(a);
      await grantUserScopes(a, userId, resource, ['r:read']);
      const { token: subjectToken } = await userAccessToken(a, { userId, audience: 'https://a.example.com', clientId: 'web' });
      const exchange = () => tokenRequest(a, client, exchangeParams(subjectToken, resource.indicator, { scope: 'r:read' }));
      const clientCredentials = () =>
        tokenRequest(
          a,
          { id: ADMIN_CLIENT_ID, secret: a.adminSecret },
          { grant_type: 'client_credentials', resource: a.config.managementApiResource, scope: 'all' },
        );
      expect((await exchange()).status).toBe(200);
      expect((await clientCredentials()).status).toBe(200);
      // A browser on its way to sign in: the sign-in page it was sent to, with its interaction cookie.
      const { browser, sentTo: signInPage } = await browserSentToSignIn(a);
      expect(signInPage.pathname).toBe('/sign-in');
      expect((await browser.get(signInPage.toString())).status).toBe(200);
      // Requests in parallel open connections, and the pool keeps them (DATABASE_POOL_MIN defaults to its size).
      const warm = await Promise.all(Array.from({ length: 20 }, users));
      expect(warm.map((r) => r.status)).toEqual(warm.map(() => 200));
      expect(a.running.services.database.poolCounts!().idle).toBeGreaterThanOrEqual(20);
      // A change to the resources drops every cached resource and the scopes held on them (its
      // NOTIFY), and no entry loaded before a local write is served after it (directory-cache.ts,
      // bypass): the token requests below read the database inside their grant, so that their
      // failure is a refusal with an audit entry to skip, not only a success entry that cannot be
      // written.
      expect((await a.api('POST', '/resources', { name: 'hang-drop', indicator: `https://hang-${Date.now()}.example.com` })).status).toBe(201);

      relay.freeze();
      const timed = async <T>(work: () => Promise<T>) => {
        const started = Date.now();
        const value = await work();
        return { value, ms: Date.now() - started };
      };
      // Each request waits for one statement's time limit, not more: in particular a failed token
      // request or change does not then wait again to write its refusal to the audit log.
      const rest = await timed(users);
      expect(rest.value.status).toBe(503);
      expect(rest.value.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await rest.value.json()).toMatchObject({ code: 'service.unavailable' });
      expect(rest.ms).toBeLessThan(ONE_WAIT_MS);

      const change = await timed(() => a.api('POST', '/users', { username: `hang_${Date.now()}` }));
      expect(change.value.status).toBe(503);
      expect(change.value.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(change.value.body).toMatchObject({ code: 'service.unavailable' });
      expect(change.ms).toBeLessThan(ONE_WAIT_MS);

      for (const request of [clientCredentials, exchange]) {
        const grant = await timed(request);
        expect(grant.value.status).toBe(503);
        expect(grant.value.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(grant.value.body).toMatchObject({ error: 'temporarily_unavailable' });
        expect(grant.ms).toBeLessThan(ONE_WAIT_MS);
      }

      // A page: a page saying to try again, after one wait too.
      const page = await timed(() => browser.request(signInPage.toString(), { headers: { accept: 'text/html' } }, false));
      expect(page.value.status, page.value.text.slice(0, 300)).toBe(503);
      expect(page.value.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(page.value.text).toContain('try again');
      expect(page.ms).toBeLessThan(ONE_WAIT_MS);

      expect((await fetch(`${a.url}/ready`)).status).toBe(503);

      relay.thaw();
      await waitFor(async () => (await users()).status === 200, { timeoutMs: 20_000, intervalMs: 200, what: 'the REST API answering 200 after the thaw' });
      await waitFor(async () => (await fetch(`${a.url}/ready`)).status === 200, {
        timeoutMs: 5000,
        intervalMs: 100,
        what: '/ready answering 200 after the thaw',
      });
      expect((await exchange()).status).toBe(200);
    },
  );
});

describe.skipIf(!runsFixedPostgresTests)('a database that hangs between two reads of one request', () => {
  it('answers the Account API 503, never 401: a user that could not be read is not a user that is gone', { timeout: 60_000 }, async () => {
    app = await startAppThroughRelay({ DATABASE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS), WEBHOOK_POLL_MS: '600000' });
    const a = app;
    const userId = await createUser(a);
    const token = await accountToken(a, userId);
    const me = () => fetch(`${a.url}/api/my-account`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    // The caller's token and session are read (the revocation and session checks), then its user:
    // the database hangs on that read.
    hangAtStatement = { like: /from "users"/, passing: 0 };
    const during = await me();
    expect(hangAtStatement, 'the request read its user').toBeUndefined();
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await during.json()).toMatchObject({ code: 'service.unavailable' });

    await waitFor(async () => (await me()).status === 200, { timeoutMs: 20_000, intervalMs: 200, what: 'the Account API answering 200 again' });
  });

  it(
    "answers the sign-up page 503 when the browser's interaction cannot be read, never a sign-up that leads to no application",
    { timeout: 60_000 },
    async () => {
      app = await startAppThroughRelay({ DATABASE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS), WEBHOOK_POLL_MS: '600000' });
      const a = app;
      const { browser } = await browserSentToSignIn(a);
      // /register without naming the interaction: the page takes the one its cookie holds.
      const registerPage = () => browser.request('/register', { headers: { accept: 'text/html' } }, false);
      expect((await registerPage()).status).toBe(200);

      // The page reads the interaction twice (for its language, then to start the sign-up): the
      // second read hangs. Taken for "no interaction", it would start a sign-up of its own, which
      // ends on Tessera's page instead of back at the application.
      hangAtStatement = { like: /from "interactions"/, passing: 1 };
      const res = await registerPage();
      expect(hangAtStatement, 'the page read its interaction twice').toBeUndefined();
      expect(res.status, res.text.slice(0, 300)).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.text).toContain('try again');

      await waitFor(async () => (await registerPage()).status === 200, { timeoutMs: 20_000, intervalMs: 200, what: 'the sign-up page answering 200 again' });
    },
  );
});

/** A GET on a fresh connection, so that consecutive requests reach the cluster's workers in turn. */
function getFresh(url: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { authorization, connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

describe.skipIf(!runsFixedPostgresTests)('WORKERS=2 and a database that hangs', () => {
  it('logs the outage once for the cluster when it starts and once when it ends, though every worker met it', { timeout: 120_000 }, async () => {
    const relayUrl = new URL(databaseUrl);
    relayUrl.port = String(relay.port);
    relayUrl.hostname = '127.0.0.1';
    const admin = { id: 'hang-cluster-admin', secret: 'hang-cluster-admin-secret-0123456789abcdef' };
    server = await spawnServer({
      WORKERS: '2',
      PORT: String(await freePort()),
      DATABASE_URL: relayUrl.toString(),
      DATABASE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      BOOTSTRAP_ADMIN_CLIENT_ID: admin.id,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: admin.secret,
      WEBHOOK_POLL_MS: '600000',
    });
    const s = server;
    const authorization = `Bearer ${await s.token()}`;
    expect(await s.logged(/worker \d+ listening/, { count: 2 })).toHaveLength(2);
    // Both workers answer (the primary hands out fresh connections in turn).
    expect(await Promise.all([1, 2, 3, 4].map(() => getFresh(`${s.url}/api/users`, authorization)))).toEqual([200, 200, 200, 200]);

    relay.freeze();
    // Every worker meets the hang: each of these requests is a fresh connection, handed out in turn.
    const during = await Promise.all([1, 2, 3, 4, 5, 6].map(() => getFresh(`${s.url}/api/users`, authorization)));
    expect(during).toEqual([503, 503, 503, 503, 503, 503]);
    relay.thaw();
    // The primary logs the end once every worker that met the outage has reported a probe that
    // reached the database (each logs nothing of its own).
    await s.logged(/database available again/, { timeoutMs: 20_000 });
    // And both workers say so themselves: /ready on each, over fresh connections handed out in turn.
    await waitFor(async () => (await Promise.all([1, 2, 3, 4].map(() => getFresh(`${s.url}/ready`, authorization)))).every((status) => status === 200), {
      intervalMs: 100,
      what: '/ready answering 200 on both workers',
    });
    expect(await Promise.all([1, 2, 3, 4].map(() => getFresh(`${s.url}/api/users`, authorization)))).toEqual([200, 200, 200, 200]);

    const out = s.output();
    expect(out.match(/database unavailable/g) ?? [], out).toHaveLength(1);
    expect(out.match(/database available again after \d+ ms/g) ?? [], out).toHaveLength(1);
    expect(out).toContain('Query read timeout');
    expect(out).not.toMatch(/\n\s+at /);
  });
});
