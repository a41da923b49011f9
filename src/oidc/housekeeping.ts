// Periodic deletion of OIDC state that can no longer matter (what is deleted, and why any
// instance may: src/domain/oauth/oidc-housekeeping.ts).
import { purgeExpiredOidcState } from '../domain/oauth/oidc-housekeeping.js';
import type { Services } from '../services.js';
import { logFailure } from '../domain/service-unavailable.js';
import { pruneLogEntries } from '../domain/logs.js';

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

/** Also prunes the audit log past its retention (LOG_RETENTION_DAYS): the same periodic, idempotent kind of delete. */
export async function purgeOidcState(services: Services): Promise<void> {
  await purgeExpiredOidcState(services.db);
  await pruneLogEntries(services.db, services.config.logRetentionMs);
}

export function startOidcHousekeeping(services: Services): void {
  const timer = setInterval(() => {
    purgeOidcState(services).catch((error: unknown) => logFailure('oidc housekeeping failed', error));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  services.onClose.push(() => clearInterval(timer));
}
