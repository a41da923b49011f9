// The password policy as a check that reports, rather than refuses: what an admin tool asks
// before setting a password (`POST /sign-in-exp/default/check-password`). Issue codes are the
// compatible product's, so its clients can show their own messages for them.
import type { Db } from '../../db/database.js';
import { findUserById } from '../../db/repositories/users.js';
import { notFound } from '../errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../directory/passwords.js';

export interface PasswordIssue {
  code: string;
  interpolation: Record<string, unknown>;
}

/** Parts of a user's own data too guessable to appear in their password (3 characters or more). */
function userInfoParts(user: { username: string | null; primaryEmail: string | null; primaryPhone: string | null; name: string | null }): string[] {
  const parts = [user.username, user.primaryEmail, user.primaryEmail?.split('@')[0], user.primaryPhone, user.name, ...(user.name?.split(/\s+/) ?? [])];
  return [...new Set(parts.filter((p): p is string => typeof p === 'string' && p.length >= 3).map((p) => p.toLowerCase()))];
}

/**
 * Every way the password breaks the policy: its length bounds, and, when `userId` names a user,
 * containing that user's username, email, phone or name. An unknown `userId` is an error.
 */
export async function checkPassword(db: Db, password: string, userId?: string | null): Promise<{ result: boolean; issues: PasswordIssue[] }> {
  const issues: PasswordIssue[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) issues.push({ code: 'password_rejected.too_short', interpolation: { min: MIN_PASSWORD_LENGTH } });
  if (password.length > MAX_PASSWORD_LENGTH) issues.push({ code: 'password_rejected.too_long', interpolation: { max: MAX_PASSWORD_LENGTH } });
  if (userId) {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('user', userId);
    const lower = password.toLowerCase();
    if (userInfoParts(user).some((part) => lower.includes(part))) issues.push({ code: 'password_rejected.restricted.user_info', interpolation: {} });
  }
  return { result: issues.length === 0, issues };
}
