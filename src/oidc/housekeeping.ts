// Periodic deletion of OIDC state that can no longer matter (expired interactions, codes,
// refresh tokens, access-token ids, long-over sessions). Every instance may run it: each
// delete is idempotent.
import { purgeExpiredAuthorizationCodes } from '../db/repositories/authorization-codes.js';
import { purgeExpiredInteractions } from '../db/repositories/interactions.js';
import { purgeExpiredGrantAccessTokens } from '../db/repositories/oidc-grants.js';
import { purgeExpiredRefreshTokens } from '../db/repositories/refresh-tokens.js';
import { purgeOldSessions } from '../db/repositories/sessions.js';
import type { Services } from '../services.js';

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

export async function purgeOidcState(services: Services): Promise<void> {
  const { db } = services;
  await purgeExpiredInteractions(db);
  await purgeExpiredAuthorizationCodes(db);
  await purgeExpiredRefreshTokens(db);
  await purgeExpiredGrantAccessTokens(db);
  await purgeOldSessions(db);
}

export function startOidcHousekeeping(services: Services): void {
  const timer = setInterval(() => {
    purgeOidcState(services).catch((error) => console.error('oidc housekeeping failed', error));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  services.onClose.push(() => clearInterval(timer));
}
