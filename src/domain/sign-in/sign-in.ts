// Password sign-in: find the user by identifier and check the password. Wrong identifier and
// wrong password are one error, answered in the same time, so neither reveals which users exist.
import type { Db } from '../../db/database.js';
import { canonicalPhone } from '../phone-numbers.js';
import type { Clock } from '../clock.js';
import { findUserById, findUserByIdentifier, getUserPasswordHash, replacePasswordHash, updateUserRow, type User } from '../../db/repositories/users.js';
import { z } from 'zod';
import { DomainError, invalidInput } from '../errors.js';
import { parseFields, parseInput } from '../input.js';
import { newSecret } from '../ids.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../directory/passwords.js';
import { isPasswordExpired, passwordExpired } from './password-expiration.js';
import { checkWithLockout, identifierSubject, userSubject, type LockoutPolicy } from './lockout.js';

export type IdentifierType = 'username' | 'email' | 'phone';
export interface Identifier {
  type: IdentifierType;
  value: string;
}

const TYPES = ['username', 'email', 'phone'] as const satisfies readonly IdentifierType[];

/**
 * No username, email (RFC 5321: 254) or phone comes near this; a longer one is refused at the
 * edge, before a lookup or any password hashing.
 */
export const MAX_IDENTIFIER_LENGTH = 256;

const TOO_LONG = `an identifier is at most ${MAX_IDENTIFIER_LENGTH} characters`;
const tooLong = (field: string[]) => invalidInput(TOO_LONG, field);

/** What a sign-in form's single `identifier` field holds: an email, a phone number or a username. */
export function identifierFromInput(raw: string): Identifier {
  const value = raw.trim();
  if (value.length > MAX_IDENTIFIER_LENGTH) throw tooLong(['identifier']);
  if (value.includes('@')) return { type: 'email', value };
  if (/^\+?\d{6,20}$/.test(value)) return { type: 'phone', value };
  return { type: 'username', value };
}

/** `{ type, value }` with a known type and a value besides white space (read trimmed). */
const identifierShape = z.object({
  type: z.enum(TYPES),
  value: z.string().trim().min(1),
});
const identifierValueLength = z.string().max(MAX_IDENTIFIER_LENGTH, TOO_LONG);

export function checkIdentifier(input: unknown): Identifier {
  const { type, value } = parseInput(identifierShape, input, 'identifier must be { type: username | email | phone, value }', ['identifier']);
  parseFields(identifierValueLength, value, ['identifier', 'value']);
  return { type, value };
}

export const invalidCredentials = () => new DomainError('session.invalid_credentials', 'Incorrect identifier or password.');
export const userSuspended = () => new DomainError('user.suspended', 'This account is suspended.');

let dummyHash: Promise<string> | undefined;

/**
 * Under a lockout policy, attempts count per user whichever identifier names it (and per
 * normalized identifier when none does, so lockout reveals no accounts); an attempt is reserved
 * before the password is hashed, so at most `maxAttempts` are ever checked; a locked user is
 * refused even with the right password; a success resets the count. Pass the pool: failures must
 * stick although the request fails.
 */
export async function verifyPasswordSignIn(db: Db, clock: Clock, identifier: Identifier, password: string, lockout?: LockoutPolicy): Promise<User> {
  if (identifier.value.length > MAX_IDENTIFIER_LENGTH) throw tooLong(['identifier']);
  const value = identifier.type === 'phone' ? canonicalPhone(identifier.value) : identifier.value;
  const counted = { type: identifier.type, value };
  const user = await findUserByIdentifier(db, identifier.type, value);
  const hash = user ? await getUserPasswordHash(db, user.id) : null;
  // Burn the same Argon2 work when there is no user (or no password) to compare with.
  const check = async () => (await verifyPassword(hash ?? (await (dummyHash ??= hashPassword(newSecret()))), password)) && Boolean(user && hash);
  const ok = lockout ? await checkWithLockout(db, clock, lockout, user ? userSubject(user.id, counted) : identifierSubject(counted), check) : await check();
  if (!user || !ok) throw invalidCredentials();
  if (user.isSuspended) throw userSuspended();
  // Only after the right password: an administrator expired it, and only a reset ends that.
  if (hash && (await isPasswordExpired(db, user.id, hash))) throw passwordExpired();
  // An imported bcrypt/scrypt/Argon2i hash is replaced by Argon2id now that the password is known.
  if (hash && passwordNeedsRehash(hash)) await replacePasswordHash(db, user.id, hash, await hashPassword(password));
  return user;
}

/** A user who may finish signing in: exists and is not suspended. */
export async function checkUserMaySignIn(db: Db, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw invalidCredentials();
  if (user.isSuspended) throw userSuspended();
  return user;
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await updateUserRow(db, userId, { lastSignInAt: new Date() });
}
