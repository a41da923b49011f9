// Kysely over node-postgres (DATABASE_URL set) or embedded PGlite (real Postgres in WASM).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './tables.js';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** Subscribe to a Postgres NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's counts (Postgres; PGlite has a single connection and no pool). */
  poolCounts?(): { max: number; total: number; idle: number; waiting: number };
}

// int8 (count(*), bigserial) as JS numbers: our counts and sequence values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  return {
    db,
    engine: 'postgres',
    poolCounts: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    async listen(channel, onMessage) {
      // One process owns a PGlite database, so NOTIFY only ever reaches ourselves.
      return client.listen(channel, onMessage).then((unsub) => async () => unsub());
    },
    async close() {
      await db.destroy();
    },
  };
}
