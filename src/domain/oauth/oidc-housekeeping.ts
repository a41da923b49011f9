// Deletion of OIDC state that can no longer matter: expired interactions, codes, held form-post responses, pushed authorization requests, device codes, subject tokens, refresh tokens
// and access-token ids, client assertion and DPoP proof ids, long-over sessions. Each delete is idempotent, so every instance may run
// it (src/oidc/housekeeping.ts schedules it).
import type { Db } from '../../db/database.js';
import { purgeExpiredAuthorizationCodes } from '../../db/repositories/authorization-codes.js';
import { purgeExpiredAuthorizationResponses } from '../../db/repositories/authorization-responses.js';
import { purgeExpiredClientAssertionJtis } from '../../db/repositories/client-assertion-jtis.js';
import { purgeExpiredDeviceCodes } from '../../db/repositories/device-codes.js';
import { purgeExpiredDpopProofJtis } from '../../db/repositories/dpop-proof-jtis.js';
import { purgeExpiredInteractions } from '../../db/repositories/interactions.js';
import { purgeExpiredGrantAccessTokens } from '../../db/repositories/oidc-grants.js';
import { purgeExpiredPushedAuthorizationRequests } from '../../db/repositories/pushed-authorization-requests.js';
import { purgeExpiredRefreshTokens } from '../../db/repositories/refresh-tokens.js';
import { purgeOldSessions } from '../../db/repositories/sessions.js';
import { purgeExpiredSubjectTokens } from './subject-tokens.js';

export async function purgeExpiredOidcState(db: Db): Promise<void> {
  await purgeExpiredInteractions(db);
  await purgeExpiredAuthorizationCodes(db);
  await purgeExpiredAuthorizationResponses(db);
  await purgeExpiredPushedAuthorizationRequests(db);
  await purgeExpiredDeviceCodes(db);
  await purgeExpiredSubjectTokens(db);
  await purgeExpiredRefreshTokens(db);
  await purgeExpiredGrantAccessTokens(db);
  await purgeExpiredClientAssertionJtis(db);
  await purgeExpiredDpopProofJtis(db);
  await purgeOldSessions(db);
}
