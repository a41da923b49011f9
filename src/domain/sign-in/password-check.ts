// The password policy as a check that reports, rather than refuses: what an admin tool asks
// before setting a password (`POST /sign-in-exp/default/check-password`). Issue codes are the
// compatible product's, so its clients can show their own messages for them.
import type { Db } from '../../db/database.js';
import { findUserById } from '../../db/repositories/users.js';
import { notFound } from '../errors.js';

import { getPasswordPolicy, passwordIssues, type PasswordIssue } from '../directory/password-policy.js';

export type { PasswordIssue };

/**
 * Every way the password breaks the policy in effect; with `userId`, the user-info rule is
 * checked against that user's username, email, phone and name. An unknown `userId` is an error.
 */
export async function checkPassword(db: Db, password: string, userId?: string | null): Promise<{ result: boolean; issues: PasswordIssue[] }> {
  const policy = await getPasswordPolicy(db);
  let owner = null;
  if (userId) {
    owner = await findUserById(db, userId);
    if (!owner) throw notFound('user', userId);
  }
  const issues = passwordIssues(policy, password, owner);
  return { result: issues.length === 0, issues };
}
