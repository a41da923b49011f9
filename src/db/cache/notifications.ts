// The cache's NOTIFY subscription. On Postgres it keeps its own connection and reconnects:
// while it is down the cache is disabled (reads go to the database) and it is emptied on
// reconnect, because messages sent meanwhile are lost.
import pg from 'pg';
import type { Database } from '../database.js';
import type { DirectoryCache } from './directory-cache.js';

export const CACHE_CHANNEL = 'tessera_cache';

export async function subscribeCache(database: Database, databaseUrl: string | undefined, cache: DirectoryCache): Promise<() => Promise<void>> {
  if (database.engine !== 'postgres' || !databaseUrl) {
    // PGlite: one process owns the database, NOTIFY comes back in process and cannot be lost.
    const unsubscribe = await database.listen(CACHE_CHANNEL, (payload) => cache.invalidate(payload));
    cache.enabled = true;
    return unsubscribe;
  }
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      cache.enabled = false;
      client = undefined;
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => lost()), 500);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL) cache.invalidate(msg.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    cache.clearAll();
    cache.enabled = true;
  };

  await connect();
  return async () => {
    closed = true;
    cache.enabled = false;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}
