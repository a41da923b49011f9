// Expired verification codes, send-log entries, enterprise sign-in requests, test sign-ins and SAML replay-cache rows can never matter again; they
// are deleted in the background so the tables stay small. Safe on several instances at once.
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { purgeExpiredVerificationCodes } from '../../db/repositories/verification-codes.js';
import { purgeSendsOlderThan } from '../../db/repositories/code-sends.js';
import { purgeReleasedLockouts } from '../../db/repositories/lockouts.js';
import { purgeExpiredSsoRequests } from '../../db/repositories/sso-requests.js';
import { purgeExpiredConnectorTests } from '../../db/repositories/connector-tests.js';

/** Keeps a day of expired codes (for support questions) and whatever the longest window needs. */
export async function purgeExperienceLeftovers(db: Db, clock: Clock, longestWindowSeconds: number): Promise<void> {
  await purgeExpiredVerificationCodes(db, 86_400);
  await purgeSendsOlderThan(db, longestWindowSeconds, clock.now());
  await purgeReleasedLockouts(db, longestWindowSeconds, clock.now());
  // Expired enterprise sign-in requests (SAML and OIDC) and SAML assertion ids: an expired assertion is refused by its own times.
  await purgeExpiredSsoRequests(db);
  // Administrators' test sign-ins nobody came back from.
  await purgeExpiredConnectorTests(db);
}
