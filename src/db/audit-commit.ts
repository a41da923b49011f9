// How the audit log's batched writer commits (AUDIT_LOG_SYNCHRONOUS_COMMIT). Its own module, with
// no imports, so that the configuration can name the levels without loading the database layer.

/**
 * `off` and `local` are Postgres's synchronous_commit levels (not waiting for the WAL flush;
 * waiting for the local flush only, not for standbys); `server` leaves the database's own
 * setting, as every other statement does.
 */
export const BATCHED_LOG_COMMIT_LEVELS = ['off', 'local', 'server'] as const;
export type BatchedLogCommit = (typeof BATCHED_LOG_COMMIT_LEVELS)[number];
