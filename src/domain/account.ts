// Account API rules: the signed-in user changes their own identifiers and password.
import type { Db } from '../db/database.js';
import { getUserPasswordHash } from '../db/repositories/users.js';
import { DomainError, invalidInput } from './errors.js';
import { checkWithLockout, type LockoutPolicy } from './lockout.js';
import { verifyPassword } from './passwords.js';
import { getUser, updateUser, type User } from './users.js';
import type { Recipient } from './verification-codes.js';

/** Links (or replaces) the primary email or phone the user just proved by code. */
export async function linkVerifiedRecipient(db: Db, userId: string, recipient: Recipient, claimed: unknown): Promise<User> {
  if (typeof claimed === 'string' && claimed.trim() !== '') {
    const same = recipient.type === 'email' ? claimed.trim().toLowerCase() === recipient.value : claimed.replace(/[\s()+-]/g, '') === recipient.value;
    if (!same) throw invalidInput(`the verified ${recipient.type} does not match`, [recipient.type]);
  }
  return recipient.type === 'email'
    ? updateUser(db, userId, { primaryEmail: recipient.value })
    : updateUser(db, userId, { primaryPhone: recipient.value });
}

/**
 * Before a password change: a user who has a password must give it, checked under the lockout
 * counter of their user id. Pass the pool: failures must stick although the request fails. A
 * user without a password (e.g. passwordless) may set a first one.
 */
export async function checkCurrentPassword(db: Db, policy: LockoutPolicy, userId: string, current: unknown): Promise<void> {
  const user = await getUser(db, userId);
  if (!user.hasPassword) return;
  if (typeof current !== 'string') throw invalidInput('currentPassword is required', ['currentPassword']);
  const hash = await getUserPasswordHash(db, userId);
  const ok = await checkWithLockout(db, policy, { type: 'userId', value: userId }, () => verifyPassword(hash, current));
  if (!ok) throw new DomainError('session.invalid_credentials', 'The current password is not right.', undefined, ['currentPassword']);
}
