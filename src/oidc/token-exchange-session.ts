// Whether the sign-in session a user token names (`sid`) is still active. Sign-out and
// suspension end sessions; a token from an ended session must not be exchanged although its
// `exp` has not passed.
import type { Db } from '../db/database.js';
import { isSessionActive } from '../db/repositories/sessions.js';

/** Undefined when the token names no session (nothing to check). */
export async function sessionActivity(db: Db, sid: unknown): Promise<boolean | undefined> {
  if (typeof sid !== 'string' || !sid) return undefined;
  return isSessionActive(db, sid);
}
