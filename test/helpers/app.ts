// Starts the real app on a free port against a real database, with helpers that speak HTTP.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { start, type Running } from '../../src/start.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testClock, type TestClock } from './clock.js';
import { testKeyPairs } from './key-pairs.js';

export const ADMIN_CLIENT_ID = 'test-admin';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export interface TestApp {
  url: string;
  config: Config;
  running: Running;
  database: TestDatabase;
  adminSecret: string;
  /** The time the app's rules read: advance it to reach an expiry or the end of a lock instead of sleeping. */
  clock: TestClock;
  /** A Management API token for the bootstrap admin (cached). */
  adminToken(): Promise<string>;
  /** JSON request to the REST Management API with the admin token. */
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
  /** A GraphQL request with the admin token. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; data: T; errors?: any[] }>;
  /** Stop the server; `keepDatabase` leaves the database for a restart. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
  /** Stop and start again on the same database (same port, same secrets). */
  restart(): Promise<TestApp>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  port?: number;
  adminSecret?: string;
  /** The clock to run on (a restart keeps the app's clock, and the time it was moved to). */
  clock?: TestClock;
  /** StartOptions.connectionsCheckingIntervalMs: how soon Node notices a request past its time limits. */
  connectionsCheckingIntervalMs?: number;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const adminSecret = options.adminSecret ?? randomBytes(24).toString('base64url');
  const clock = options.clock ?? testClock();
  const configFor = (port: number) =>
    loadConfig({
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN_CLIENT_ID,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: adminSecret,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Not development: receivers on this machine are allowed only as WEBHOOK_ALLOW_PRIVATE_TARGETS says.
      NODE_ENV: 'test',
      ...options.env,
    });
  // A free port is found by binding and closing one; test files run in parallel, so another may
  // take it before the app binds it (CI saw EADDRINUSE once). Unless the caller fixed the port,
  // such a start is tried again on a new one: start() releases what it opened when listen fails.
  let port = options.port ?? (await freePort());
  let config = configFor(port);
  let running: Running;
  for (let attempt = 1; ; attempt++) {
    try {
      running = await start(config, {
        pgliteTemplate: database.pgliteTemplate,
        clock,
        keyPairs: testKeyPairs,
        connectionsCheckingIntervalMs: options.connectionsCheckingIntervalMs,
      });
      break;
    } catch (error) {
      if (options.port !== undefined || attempt >= 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      port = await freePort();
      config = configFor(port);
    }
  }
  const url = `http://127.0.0.1:${port}`;
  // Cached until the app's clock passes its expiry (a test that moves the clock far ahead would
  // otherwise be answered 401 with a token the server now reads as expired).
  let token: Promise<{ value: string; until: number }> | undefined;

  const adminToken = async () => {
    const cached = await token?.catch(() => undefined);
    if (!cached || clock.ms() >= cached.until) token = undefined;
    return (
      await (token ??= (async () => {
        const res = await fetch(`${url}/oidc/token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`${ADMIN_CLIENT_ID}:${adminSecret}`).toString('base64')}`,
          },
          body: new URLSearchParams({ grant_type: 'client_credentials', resource: config.managementApiResource, scope: 'all' }),
        });
        const json = (await res.json()) as { access_token?: string; expires_in?: number };
        if (!json.access_token) throw new Error(`admin token request failed: ${res.status} ${JSON.stringify(json)}`);
        return { value: json.access_token, until: clock.ms() + ((json.expires_in ?? 60) - 30) * 1000 };
      })())
    ).value;
  };

  const app: TestApp = {
    url,
    config,
    running,
    database,
    adminSecret,
    clock,
    adminToken,
    async api(method, path, body, headers = {}) {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await adminToken()}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async graphql(query, variables) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await res.json()) as { data: any; errors?: any[] };
      return { status: res.status, data: json.data, ...(json.errors ? { errors: json.errors } : {}) };
    },
    async stop(stopOptions = {}) {
      await running.stop();
      if (!stopOptions.keepDatabase) await database.drop();
    },
    async restart() {
      await running.stop();
      return startTestApp({ ...options, database, port, adminSecret, clock });
    },
  };
  return app;
}

/**
 * The app of a test file (or describe block): beforeAll starts it, afterAll stops it and drops
 * its database. Hooks run in the order they are registered and afterAll hooks in reverse, so
 * call it before the hooks that use the app (they run after it starts, and their cleanup before
 * it stops), and after those of anything its options need (an SMTP or webhook receiver whose
 * URL goes in `env`: pass a function, read when the app starts).
 *
 * The app returned is the started one once beforeAll has run; read before that (at collection
 * time, in a describe body) it throws instead of handing out undefined. A file that restarts
 * its app, or stops it in a test, keeps calling startTestApp itself.
 */
export function useTestApp(options?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>)): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await app?.stop();
  });
  const started = (): TestApp => {
    if (!app) throw new Error('useTestApp(): the app starts in beforeAll; use it in a hook or a test');
    return app;
  };
  return new Proxy({} as TestApp, {
    get: (_, key) => Reflect.get(started(), key),
    has: (_, key) => Reflect.has(started(), key),
    ownKeys: () => Reflect.ownKeys(started()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(started(), key),
  });
}
