// The cache's NOTIFY subscription (src/db/listen.ts): while it is down the cache is disabled
// (reads go to the database) and it is emptied when listening again, because messages sent
// meanwhile are lost.
import type { Database } from '../database.js';
import { subscribeChannel } from '../listen.js';
import type { DirectoryCache } from './directory-cache.js';

export const CACHE_CHANNEL = 'tessera_cache';

export function subscribeCache(database: Database, databaseUrl: string | undefined, cache: DirectoryCache): Promise<() => Promise<void>> {
  return subscribeChannel(database, databaseUrl, CACHE_CHANNEL, {
    message: (payload) => cache.invalidate(payload),
    up: () => {
      cache.clearAll();
      cache.enabled = true;
    },
    down: () => {
      cache.enabled = false;
    },
  });
}
