// The long-lived things a request needs, built once at start-up by createServices().
import type { Config } from './config.js';
import type { Clock } from './domain/clock.js';
import type { Database, Db } from './db/database.js';
import type { KeyStore } from './oidc/keys.js';

export interface Services {
  config: Config;
  database: Database;
  /** The pool (outside any transaction). */
  db: Db;
  /** The current signing keys; replaced whole on rotation, so read it per request, never keep it. */
  keys: KeyStore;
  /** The time the rules read (expiry, lockout, token lifetimes): the system clock unless a test moves it. */
  clock: Clock;
  /** Things to stop on shutdown, last registered first. */
  onClose: Array<() => Promise<void> | void>;
}
