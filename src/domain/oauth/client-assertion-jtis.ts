// Single use of client assertions (RFC 7523 §3 item 7): an assertion's `jti` is kept until the
// assertion expires (housekeeping deletes it after), and a second presentation is refused.
import type { Db } from '../../db/database.js';
import { recordClientAssertionJti } from '../../db/repositories/client-assertion-jtis.js';

/** True the first time this client presents `jti`; false for a replay (also one racing the first). */
export function firstUseOfClientAssertion(db: Db, clientId: string, jti: string, expiresAt: Date): Promise<boolean> {
  return recordClientAssertionJti(db, clientId, jti, expiresAt);
}
