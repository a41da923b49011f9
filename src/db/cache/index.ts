// Wires the directory cache into a running instance: the Kysely instance the request handlers
// use gets the write watch, and cached reads find the cache through that instance (a
// transaction is another instance, so reads inside a mutation always go to the database).
import type { Database, Db } from '../database.js';
import { DirectoryCache } from './directory-cache.js';
import { subscribeCache } from './notifications.js';
import { CacheWriteWatch } from './write-watch.js';

const caches = new WeakMap<Db, DirectoryCache>();

/**
 * What enabling the cache needs of the running instance's services (src/services.ts satisfies
 * it): named here, so the database layer imports nothing of the layers that assemble it.
 */
export interface CacheHost {
  config: { databaseUrl: string | undefined };
  database: Database;
  /** Replaced by the cache-aware instance. */
  db: Db;
  onClose: Array<() => Promise<void> | void>;
}

export function cacheOf(db: Db): DirectoryCache | undefined {
  return caches.get(db);
}

/**
 * Replaces `services.db` with a cache-aware instance; stops with the services. `now` (epoch
 * milliseconds) is the cache's time, the system's unless given (a test's clock).
 */
export async function enableDirectoryCache(services: CacheHost, now?: () => number): Promise<DirectoryCache> {
  const cache = new DirectoryCache(now);
  const db = services.db.withPlugin(new CacheWriteWatch(cache));
  caches.set(db, cache);
  const unsubscribe = await subscribeCache(services.database, services.config.databaseUrl, cache);
  services.db = db;
  services.onClose.push(unsubscribe);
  return cache;
}

/** Read through the cache when `db` has one (owner/key as in DirectoryCache's maps). */
export function cachedRead<V>(
  db: Db,
  map:
    | 'applications'
    | 'resources'
    | 'applicationScopes'
    | 'userScopes'
    | 'userState'
    | 'revokedJtis'
    | 'sessions'
    | 'accessControlEnabled'
    | 'throttleHolds'
    | 'personalAccessTokens',
  owner: string,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  const cache = caches.get(db);
  if (!cache) return load();
  return (cache[map] as { get(owner: string, key: string, load: () => Promise<V>): Promise<V> }).get(owner, key, load);
}
