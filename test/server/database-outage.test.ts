// The database going away is an outage, not a client error. The real server (a child process,
// so the test reads its real log) runs on a Postgres cluster of this test's own, which the test
// stops under a stream of POST /api/users and starts again once the stream and /ready have been
// refused many times over. Every answer is a 2xx or a 503 with Retry-After, on every front;
// /ready says not ready while it lasts; every user acknowledged exists afterwards; the log says
// when the outage began and when it ended, once each, with no stack trace; service resumes
// promptly; and the webhook dispatcher delivers every acknowledged user's event once the
// database is back.
// The cluster is the test's own, never the shared local server, so this file runs in both the
// PGlite and the Postgres suites alike. OUTAGE_TEST_LOG=<file> keeps the server's log there and
// prints the answers' statuses and the recovery times.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { runsFixedPostgresTests } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';
import { PROBE_INTERVAL_MS } from '../../src/db/availability.js';
import { startThrowawayPostgres, throwawayPostgresUnsupported, type ThrowawayPostgres } from './throwaway-postgres.js';

const ADMIN = { id: 'outage-admin', secret: 'outage-admin-secret-0123456789abcdef' };
const unsupported = throwawayPostgresUnsupported();
/** Refusals each of the stream's three clients meets before the database is started again. */
const REFUSALS_PER_CLIENT = 5;
/** Looks at /ready while the database is down, one probe interval apart: each says 503. */
const READY_LOOKS = 4;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
  at: number;
  /** Which of the stream's clients had it (none: a request of the test's own). */
  client?: number;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, at: Date.now() };
}

let cluster: ThrowawayPostgres | undefined;
let server: ServerProcess | undefined;
let receiver: Receiver | undefined;
afterAll(async () => {
  await receiver?.close();
  if (process.env.OUTAGE_TEST_LOG && server) (await import('node:fs')).writeFileSync(process.env.OUTAGE_TEST_LOG, server.output());
  await server?.kill();
  await cluster?.destroy();
});

describe.skipIf(unsupported || !runsFixedPostgresTests)(`a database outage${unsupported ? ` (skipped: ${unsupported})` : ''}`, () => {
  it(
    'answers 503 with Retry-After on every front, is logged once when it starts and once when it ends, and loses nothing acknowledged',
    { timeout: 180_000 },
    async (ctx) => {
      // initdb or pg_ctl refused here (no shared memory, no permission…): say why, do not fail.
      const pgCluster = await startThrowawayPostgres().catch((error: Error) =>
        ctx.skip(`cannot run a Postgres cluster of the test's own: ${error.message.split('\n').slice(0, 3).join(' ')}`),
      );
      cluster = pgCluster;
      server = await spawnServer({
        WORKERS: '1',
        PORT: String(await freePort()),
        DATABASE_URL: pgCluster.url,
        BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
        BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
        // No polling to speak of: deliveries after the outage come from NOTIFY, re-subscribed.
        WEBHOOK_POLL_MS: '600000',
      });
      const s = server;
      const token = await s.token();
      // A hook on User.Created: the dispatcher works through the outage and delivers every
      // acknowledged user's event after it.
      receiver = await startReceiver();
      const hook = await s.api('POST', '/hooks', { name: 'outage', events: ['User.Created'], config: { url: receiver.url } });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      // A browser's sign-up experience, so that the Experience API has a row to read during the outage.
      const started = await fetch(`${s.url}/register`);
      const experienceCookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(experienceCookie).toMatch(/^tessera_exp=/);
      const redirectUri = 'http://127.0.0.1:9/callback';
      const webApp = await s.api('POST', '/applications', { name: 'outage web', type: 'Traditional', oidcClientMetadata: { redirectUris: [redirectUri] } });
      expect(webApp.status).toBe(200);
      const logBefore = s.output().length;

      // The stream: three clients, each creating users one after another.
      const answers: Answer[] = [];
      let streaming = true;
      ctx.onTestFinished(() => {
        streaming = false;
      });
      let n = 0;
      const client = async (id: number) => {
        while (streaming) {
          const username = `outage_user_${(n += 1)}`;
          try {
            const answer = await call(`${s.url}/api/users`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ username, password: 'long enough password' }),
            });
            answers.push({ ...answer, client: id });
          } catch (error) {
            // The server itself must stay up: a refused connection is a failure of the test.
            answers.push({ status: 0, retryAfter: null, body: String(error), at: Date.now(), client: id });
            return;
          }
        }
      };
      const CLIENTS = [1, 2, 3];
      const stream = Promise.all(CLIENTS.map(client));
      /** Whether every client of the stream has had `count` answers like this (and the server stayed up). */
      const everyClientHad = (count: number, like: (a: Answer) => boolean) => {
        const refused = answers.find((a) => a.status === 0);
        if (refused) throw new Error(`the server refused a connection: ${String(refused.body)}`);
        return CLIENTS.every((id) => answers.filter((a) => a.client === id && like(a)).length >= count);
      };
      await waitFor(() => everyClientHad(1, (a) => a.status >= 200 && a.status < 300), { timeoutMs: 30_000, what: 'a user created by every client' });

      const stoppedAt = Date.now();
      await pgCluster.stop();
      const down = Date.now();

      // While it is down: every front says 503 in its own words.
      const ready = await call(`${s.url}/ready`);
      const graphql = await call(`${s.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ users(first: 1) { totalCount } }' }),
      });
      const oauth = await call(`${s.url}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${ADMIN.id}:${ADMIN.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'a-refresh-token-the-database-would-know' }),
      });
      const introspection = await call(`${s.url}/oidc/token/introspection`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${ADMIN.id}:${ADMIN.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ token: 'an-opaque-token' }),
      });
      const authorize = await call(
        `${s.url}/oidc/auth?${new URLSearchParams({ response_type: 'code', client_id: webApp.body.id, redirect_uri: redirectUri, scope: 'openid', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`,
        { headers: { accept: 'text/html' } },
      );
      const registerPage = await call(`${s.url}/register`, { headers: { accept: 'text/html' } });
      const experience = await call(`${s.url}/api/experience`, { headers: { cookie: experienceCookie } });
      const userList = await call(`${s.url}/api/users`, { headers: { authorization: `Bearer ${token}` } });

      // Keep it down while the stream is refused many times over and /ready, looked at once a
      // probe interval, says 503 every time: the server's probes keep failing meanwhile.
      const readyDuring: number[] = [];
      await waitFor(
        async () => {
          readyDuring.push((await call(`${s.url}/ready`)).status);
          return readyDuring.length >= READY_LOOKS && everyClientHad(REFUSALS_PER_CLIENT, (a) => a.at > down && a.status === 503);
        },
        {
          timeoutMs: 30_000,
          intervalMs: PROBE_INTERVAL_MS,
          what: `${READY_LOOKS} looks at /ready and ${REFUSALS_PER_CLIENT} refusals of every client while the database is down`,
        },
      );
      const starting = Date.now();
      await pgCluster.start();
      const up = Date.now();
      await waitFor(async () => (await call(`${s.url}/ready`)).status === 200, {
        timeoutMs: 15_000,
        intervalMs: 50,
        what: '/ready answering 200 after the restart',
      });
      const readyAgainAt = Date.now();
      // The stream goes on until every client has had a user created after the restart.
      await waitFor(() => everyClientHad(1, (a) => a.at > up && a.status >= 200 && a.status < 300), {
        timeoutMs: 15_000,
        what: 'a user created by every client after the restart',
      });
      streaming = false;
      await stream;

      // Every front, during the outage.
      expect(ready.status).toBe(503);
      expect(graphql.status, JSON.stringify(graphql.body)).toBe(503);
      expect(graphql.retryAfter).toMatch(/^\d+$/);
      expect(graphql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(oauth.status, JSON.stringify(oauth.body)).toBe(503);
      expect(oauth.retryAfter).toMatch(/^\d+$/);
      expect(oauth.body.error).toBe('temporarily_unavailable');
      expect(introspection.status, JSON.stringify(introspection.body)).toBe(503);
      expect(introspection.body.error).toBe('temporarily_unavailable');
      expect(authorize.status, String(authorize.body).slice(0, 300)).toBe(503);
      expect(authorize.retryAfter).toMatch(/^\d+$/);
      expect(String(authorize.body)).toContain('temporarily_unavailable');
      expect(registerPage.status).toBe(503);
      expect(registerPage.retryAfter).toMatch(/^\d+$/);
      expect(String(registerPage.body)).toContain('try again');
      expect(experience.status, JSON.stringify(experience.body)).toBe(503);
      expect(experience.body.code).toBe('service.unavailable');
      expect(userList.status).toBe(503);
      expect(userList.body.code).toBe('service.unavailable');
      expect(readyDuring.length).toBeGreaterThan(3);
      expect(new Set(readyDuring)).toEqual(new Set([503]));

      // The stream: only 2xx or 503 with Retry-After.
      const statuses = new Map<number, number>();
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      const unexpected = answers.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 503);
      expect(unexpected.slice(0, 5), JSON.stringify([...statuses])).toEqual([]);
      const refusals = answers.filter((a) => a.status === 503);
      expect(refusals.length).toBeGreaterThan(10);
      for (const a of refusals) {
        expect(a.retryAfter).toMatch(/^\d+$/);
        expect(a.body.code).toBe('service.unavailable');
      }
      // Service resumed promptly: /ready and the stream within seconds of the database (a user's
      // creation hashes a password: on a loaded machine that alone takes a good part of a second).
      expect(readyAgainAt - up).toBeLessThan(5000);
      const firstAfter = answers.find((a) => a.at > up && a.status >= 200 && a.status < 300);
      expect(firstAfter, 'a user created after the restart').toBeDefined();
      expect(firstAfter!.at - up).toBeLessThan(5000);
      const acknowledged = answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.body.id as string);
      expect(acknowledged.filter((a) => a.length > 0).length).toBe(acknowledged.length);

      if (process.env.OUTAGE_TEST_LOG)
        console.log(
          JSON.stringify({ statuses: [...statuses], readyAfterMs: readyAgainAt - up, firstUserAfterMs: firstAfter!.at - up, stopMs: down - stoppedAt }),
        );
      // Nothing acknowledged was lost.
      const db = new pg.Client({ connectionString: pgCluster.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>('select id from users where id = any($1::text[])', [acknowledged]);
        expect(rows.length).toBe(acknowledged.length);
      } finally {
        await db.end();
      }

      // The log: one line when it began, one when it ended (with its duration), no stack trace.
      const log = s.output().slice(logBefore);
      const began = log.split('\n').filter((l) => /database unavailable/.test(l));
      const ended = log.split('\n').filter((l) => /database available again after \d+ ms/.test(l));
      expect(began, log.slice(0, 4000)).toHaveLength(1);
      expect(ended, log.slice(0, 4000)).toHaveLength(1);
      const duration = Number(/after (\d+) ms/.exec(ended[0]!)![1]);
      // At least as long as the server was certainly down (stopped, not yet being started).
      expect(duration).toBeGreaterThanOrEqual(starting - down);
      expect(duration).toBeLessThan(Date.now() - stoppedAt);
      expect(log, log.slice(0, 4000)).not.toMatch(/^\s+at /m);
      expect(log).not.toMatch(/unhandled error|unexpected error|failure/);

      // Every acknowledged user's User.Created reached the receiver.
      const r = receiver;
      await r.waitFor(() => acknowledged.every((id) => r.ofEvent('User.Created').some((e) => e.json.data?.id === id)), 30_000);

      // And the server is fine afterwards.
      const after = await s.api('POST', '/users', { username: 'after_the_outage', password: 'long enough password' });
      expect(after.status).toBe(200);
    },
  );
});
