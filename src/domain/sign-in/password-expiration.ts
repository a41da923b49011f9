// An administrator may mark a user's password expired (the compatible product's
// PATCH /users/:id/password/expiration, `{ isExpired }`). The mark names the password it expired
// by the SHA-256 digest of its stored hash, so it ends by itself when the password changes,
// whichever way it changes (the administrator, the Account API, "forgot password", an import):
// no path that sets a password has to remember to clear it. While it holds, a password sign-in
// with the right password is refused with `user.password_expired` (before anything else happens,
// e.g. the rehash of an imported hash), and the person resets the password to sign in again.
import type { Db } from '../../db/database.js';
import { getUserPasswordHash } from '../../db/repositories/users.js';
import * as repo from '../../db/repositories/user-compat.js';
import { DomainError } from '../errors.js';
import { sha256 } from '../ids.js';
import { getUser } from '../directory/users.js';
import type { User } from '../../db/repositories/users.js';

export const passwordExpired = () => new DomainError('user.password_expired', 'The password has expired: reset it (Forgot password) to sign in again.');

export async function setPasswordExpired(db: Db, userId: string, isExpired: boolean): Promise<User> {
  const user = await getUser(db, userId);
  if (!isExpired) {
    await repo.deletePasswordExpiration(db, userId);
    return user;
  }
  const hash = await getUserPasswordHash(db, userId);
  if (!hash) throw new DomainError('user.password_not_set', 'The user has no password to expire.', undefined, ['isExpired']);
  await repo.upsertPasswordExpiration(db, userId, sha256(hash));
  return user;
}

/** Whether `hash` (the user's current password hash) is the one an administrator marked expired. */
export async function isPasswordExpired(db: Db, userId: string, hash: string): Promise<boolean> {
  const mark = await repo.findPasswordExpiration(db, userId);
  return mark !== undefined && mark.passwordHashDigest.equals(sha256(hash));
}
