// Forgot password: a verified email or phone proves ownership of the account that holds it.
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/users.js';
import { recordVerifiedIdentifier } from '../../db/repositories/verified-identifiers.js';
import { assertCodeMayOpen } from './account-linking.js';
import { DomainError } from '../errors.js';
import { recordSuccess } from './lockout.js';
import { setUserPassword, type User } from '../directory/users.js';
import type { Recipient } from './verification-codes.js';

export async function findUserByRecipient(db: Db, recipient: Recipient): Promise<User | undefined> {
  return repo.findUserByIdentifier(db, recipient.type, recipient.value);
}

export async function resetPassword(db: Db, clock: Clock, recipient: Recipient, password: unknown): Promise<User> {
  const user = await findUserByRecipient(db, recipient);
  if (!user) throw new DomainError('user.user_not_exist', 'No account uses this email or phone number.');
  if (typeof password !== 'string') throw new DomainError('guard.invalid_input', 'password is required', undefined, ['password']);
  // An address the account never proved, beside another way in, does not let its prover in.
  await assertCodeMayOpen(db, user, recipient, 'reset');
  const updated = await setUserPassword(db, user.id, password);
  // Proving ownership again is a success for the identifier: the old failure count goes.
  await recordSuccess(db, clock, recipient);
  // The code proved the address (one registered without proof becomes verified now).
  await recordVerifiedIdentifier(db, user.id, recipient.type, recipient.value);
  return (await repo.findUserById(db, user.id)) ?? updated;
}
