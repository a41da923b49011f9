// Kysely over node-postgres (DATABASE_URL set) or embedded PGlite (real Postgres in WASM).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { alwaysAvailable, QUERY_READ_TIMEOUT, watchAvailability, type Availability } from './availability.js';
import { subscribeChannel } from './listen.js';
import { setBatchedLogCommit, type BatchedLogCommit } from './audit-commit.js';
import { tracedDialect } from './traced-driver.js';
import { cachedTemplate, saveTemplate } from './pglite-template.js';
import { lockDataDir } from './data-dir-lock.js';
import type { DB } from './tables.js';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** Whether the database is reachable, as far as the last connection error and probe tell. */
  availability: Availability;
  /**
   * Subscribe to a Postgres NOTIFY channel; returns an unsubscribe function. The subscription
   * outlives lost connections; after one, `onMessage('')` says that messages may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's counts (Postgres; PGlite has a single connection and no pool). */
  poolCounts?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * PGlite, a database this process just made with initdb while `pgliteTemplate` was 'cached':
   * keeps it as the installation's template (pglite-template.ts). Call it right after migrating.
   * Resolves to whether the template was written.
   */
  keepAsTemplate?(): Promise<boolean>;
}

// int8 (count(*), bigserial) as JS numbers: our counts and sequence values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Postgres: most connections the pool opens (default 10). */
  poolSize?: number;
  /**
   * Postgres: connections kept open once made, idle or not (default: all of them). Only those
   * above it close after `poolIdleTimeoutMs` idle.
   */
  poolMin?: number;
  /** Postgres: how long a connection above `poolMin` may stay idle before it is closed (default 10 s, node-postgres's). */
  poolIdleTimeoutMs?: number;
  /**
   * Postgres: how long one statement may wait for its answer (ms; 0 or unset: forever). Past it
   * the query fails as an outage (503) and its connection is discarded, not returned to the pool.
   */
  databaseQueryTimeoutMs?: number;
  /**
   * Set when tracing is on: PGlite's statements then get spans of ours (traced-driver.ts); on
   * Postgres the pg instrumentation makes them.
   */
  tracing?: object | undefined;
  /** How the audit log's batched writer commits (AUDIT_LOG_SYNCHRONOUS_COMMIT; unset: the database's setting). */
  auditLogSynchronousCommit?: BatchedLogCommit;
  /**
   * PGlite: what a new database starts from instead of initdb (seconds of WASM): a data
   * directory as a `dumpDataDir()` tarball, or 'cached' for the installation's migrated template
   * when there is one (pglite-template.ts). Ignored when the data directory holds a database.
   */
  pgliteTemplate?: Blob | 'cached' | undefined;
  /**
   * PGlite in a directory: who opens it, said to a second process that is refused the directory
   * (data-dir-lock.ts), e.g. "the Tessera server" or "`tessera create-admin`".
   */
  holder?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, poolSettingsOf(options), options.databaseQueryTimeoutMs ?? 0)
    : await openPglite(
        options.dataDir,
        Boolean(options.tracing),
        options.pgliteTemplate,
        options.holder ?? `a Tessera process (${process.argv.slice(1).join(' ')})`,
      );
  if (options.auditLogSynchronousCommit) setBatchedLogCommit(options.auditLogSynchronousCommit);
  return database;
}

/** How long a request waits for a pooled connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

/** The server's own limit comes this much later than ours: it only cleans up what we gave up on. */
const SERVER_TIMEOUT_MARGIN_MS = 1000;

interface PoolSettings {
  max: number;
  min: number;
  idleTimeoutMillis: number;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_IDLE_TIMEOUT_MS = 10_000;

// Connections are kept once made unless told otherwise. node-postgres hands out the connection
// released last, so under steady load the others sit idle, and its idle timeout closed them: in
// the bench, 10 s after a fixed-rate run began, the pool closed the 7 connections the run's start
// had opened, and in all 9 of Tessera's fixed-rate windows of three full runs that 250 ms was
// among the worst (16–30 ms against 5–10 around it). Closed, they are opened again (a backend
// forked and authenticated, its caches cold) at the next burst.
function poolSettingsOf(options: DatabaseOptions): PoolSettings {
  const max = options.poolSize ?? DEFAULT_POOL_SIZE;
  return { max, min: Math.min(options.poolMin ?? max, max), idleTimeoutMillis: options.poolIdleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS };
}

async function openPostgres(connectionString: string, settings: PoolSettings, queryTimeoutMs: number): Promise<Database> {
  const { max } = settings;
  // query_timeout is node-postgres's read timeout: it also ends a wait on a server that accepted
  // the connection and then stopped answering, which statement_timeout (the server's) cannot.
  const timeouts = queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs + SERVER_TIMEOUT_MARGIN_MS } : {};
  const pool = new pg.Pool({ connectionString, ...settings, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...timeouts });
  const availability = watchAvailability(async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000, query_timeout: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  // A dropped idle connection must not crash the process; the pool replaces it. A server
  // shutting down drops them all: that starts the outage as early as it can be seen.
  pool.on('error', (error) => availability.failed(error));
  // A connection checked out between two queries (a transaction, a request between statements)
  // hears of the shutdown as an 'error' event with no listener of the pool's: unheard, it would
  // end the process. Its next query fails (503) and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', (error) => availability.failed(error)));
  // Kysely asks the pool for a connection (refused while the server is down) and then runs
  // queries on it (cut by a shutdown): both failures reach the availability watch.
  const watched = {
    connect: () =>
      pool.connect().then(
        (client) => (queryTimeoutMs > 0 ? discardedWhenTimedOut(client) : client),
        (error: unknown) => {
          availability.failed(error);
          throw error;
        },
      ),
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: watched }),
    log: (event) => {
      if (event.level === 'error') availability.failed(event.error);
    },
  });
  const subscriptions = new Set<() => Promise<void>>();
  const database: Database = {
    db,
    engine: 'postgres',
    availability,
    poolCounts: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onMessage) {
      // Its own connection, re-made when lost (an outage): notifications sent meanwhile are lost,
      // so after a reconnect the listener hears one empty message and looks for itself.
      let listening = false;
      const unsubscribe = await subscribeChannel(database, connectionString, channel, {
        message: onMessage,
        up: () => {
          if (listening) onMessage('');
          listening = true;
        },
        down: () => undefined,
      });
      subscriptions.add(unsubscribe);
      return async () => {
        subscriptions.delete(unsubscribe);
        await unsubscribe();
      };
    },
    async close() {
      availability.stop();
      await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe().catch(() => undefined)));
      await db.destroy();
    },
  };
  return database;
}

/**
 * A connection whose query timed out still has that query in flight (node-postgres only stops
 * waiting): the next statement on it would queue behind the hung one. Such a connection is
 * destroyed when Kysely releases it; every other one goes back to the pool.
 *
 * One wrapper per pooled connection, made the first time it is checked out: Kysely keeps its
 * own connection object per object the pool hands it, so a new wrapper per checkout made Kysely
 * build a new connection (and its closures and weak-map entries) for every query, garbage that
 * lived until the next full collection (1–2 MB/s of old generation under token load).
 */
const watchedClients = new WeakMap<pg.PoolClient, Pick<pg.PoolClient, 'query' | 'release'>>();

function discardedWhenTimedOut(client: pg.PoolClient): Pick<pg.PoolClient, 'query' | 'release'> {
  let watched = watchedClients.get(client);
  if (watched) return watched;
  // Set by a read timeout during this checkout; the pool destroys a connection released with it.
  let timedOut = false;
  const query = ((...args: Parameters<pg.PoolClient['query']>) => {
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) timedOut = true;
        throw error;
      });
    }
    return result;
  }) as pg.PoolClient['query'];
  const release = () => {
    const discard = timedOut;
    timedOut = false;
    client.release(discard || undefined);
  };
  watchedClients.set(client, (watched = { query, release }));
  return watched;
}

/**
 * Postgres' own page cache, 16 MB instead of the default 128 MB, which Postgres zeroes at every
 * start: ~300 ms of WASM at each start of an in-memory database, and ~650 ms of CPU at each open
 * of a data directory (every server start and every `tessera` command). An in-memory database's
 * files are memory already, and a data directory's are in the operating system's file cache, so
 * the larger cache would mostly hold a second copy of what an embedded database keeps.
 */
const PGLITE_START_PARAMS = (defaults: readonly string[]) => [...defaults, '-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string, traced: boolean, template: Blob | 'cached' | undefined, holder: string): Promise<Database> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  const inMemory = dataDir === 'memory://';
  // Before PGlite reads the directory: a second process must not even load its own copy.
  const release = inMemory ? () => {} : lockDataDir(dataDir, holder);
  // PGlite refuses to load a tarball over an existing database: a template only seeds a new one.
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  const loadDataDir = !isNew ? undefined : template === 'cached' ? cachedTemplate() : template;
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite({
      startParams: PGLITE_START_PARAMS(PGlite.defaultStartParams),
      ...(inMemory ? {} : { dataDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const dialect = new PGliteDialect(client);
  const db = new Kysely<DB>({ dialect: traced ? tracedDialect(dialect) : dialect });
  return {
    db,
    engine: 'pglite',
    availability: alwaysAvailable,
    async listen(channel, onMessage) {
      // One process owns a PGlite database, so NOTIFY only ever reaches ourselves.
      return client.listen(channel, onMessage).then((unsub) => async () => unsub());
    },
    async close() {
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
    ...(isNew && template === 'cached' && !loadDataDir
      ? {
          keepAsTemplate: () => saveTemplate(client),
        }
      : {}),
  };
}
