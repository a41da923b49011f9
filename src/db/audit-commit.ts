// The level at which the audit log's batched writer commits (AUDIT_LOG_SYNCHRONOUS_COMMIT), in
// force in this process. The levels are the configuration's vocabulary (config.ts).
import { BATCHED_LOG_COMMIT_LEVELS, type BatchedLogCommit } from '../config.js';

export { BATCHED_LOG_COMMIT_LEVELS, type BatchedLogCommit };

let level: BatchedLogCommit = 'server';

/**
 * How durably the batched audit writer's INSERTs commit, per process as the configuration is:
 * openDatabase sets it, the writer (repositories/logs.ts) reads it. The state lives here, below
 * both, so that opening the database does not import a repository.
 */
export function setBatchedLogCommit(next: BatchedLogCommit): void {
  level = next;
}

/** The level in force in this process. */
export function batchedLogCommit(): BatchedLogCommit {
  return level;
}
