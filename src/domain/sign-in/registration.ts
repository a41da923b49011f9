// Sign-up rules: which identifiers a new account may use (settings), where accounts may be
// created at all (never on the console's own sign-in), and creating the user.
import type { Db } from '../../db/database.js';
import { CONSOLE_CLIENT_ID } from '../directory/console-client.js';
import { z } from 'zod';
import { DomainError, invalidInput } from '../errors.js';
import { anyString, nonBlankString, parseFields } from '../input.js';
import type { ExperienceSettings } from './experience-settings.js';
import { hashPassword } from '../directory/passwords.js';

import { enforcePasswordPolicy, getPasswordPolicy } from '../directory/password-policy.js';
import { MAX_IDENTIFIER_LENGTH } from './sign-in.js';
import { addVerification, verificationsOf, type NewVerification, type SignInData, type VerificationOf } from './sign-in-state.js';
import { createUser, type User } from '../directory/users.js';
import * as repo from '../../db/repositories/users.js';

/**
 * Whether a sign-in started by this client may create an account. The console's may not: its
 * users are administrators, made only by the first-administrator setup link, `tessera
 * create-admin` or an administrator; an account registered there would be an account nobody
 * asked for, in the directory every application shares. (The compatible product's admin tenant
 * runs its sign-in experience in `SignIn` mode for the same reason.)
 */
export const registrationOpenTo = (clientId: string | null | undefined): boolean => clientId !== CONSOLE_CLIENT_ID;

/** A Register interaction (a page, `PUT /api/experience`, `prompt=create`) where registration is closed: the compatible 403. */
export const registrationClosed = () =>
  new DomainError(
    'auth.forbidden',
    'Accounts cannot be created here: an administrator creates the accounts of the console (or, for the first one, the setup link the server printed).',
    undefined,
    ['interactionEvent'],
  );

/** A social or enterprise identity that no account has, where registration is closed: the compatible 422 of a SignIn-only experience. */
export const identityNotExist = () =>
  new DomainError(
    'user.identity_not_exist',
    'No account is linked to this identity, and accounts cannot be created here: ask an administrator for an account.',
  );

export function assertRegistrationOpen(clientId: string | null | undefined): void {
  if (!registrationOpenTo(clientId)) throw registrationClosed();
}

export interface SignUpInput {
  username?: string | null;
  email?: string | null;
  password?: string | null;
}

export interface PendingRegistration {
  username: string | null;
  email: string | null;
  /** Null when sign-up sets no password (sign-up by email code). */
  passwordHash: string | null;
}

/** The single `identifier` field of the page: an email when it has an @, else a username. */
export function splitIdentifier(identifier: unknown): { username?: string; email?: string } {
  const value = parseFields(nonBlankString('identifier is required'), identifier, ['identifier']).trim();
  return value.includes('@') ? { email: value.toLowerCase() } : { username: value };
}

const usernameLength = z.string().max(MAX_IDENTIFIER_LENGTH, `a username is at most ${MAX_IDENTIFIER_LENGTH} characters`).nullable();
const emailLength = z.string().max(MAX_IDENTIFIER_LENGTH, `an email is at most ${MAX_IDENTIFIER_LENGTH} characters`).nullable();

/**
 * Checks input against the sign-up settings and hashes the password; nothing is written yet.
 *
 * What it tells about existing accounts, as the compatible product does: a username is a public
 * handle the person must change, so "in use" is said at once. An email that is to be proved by
 * code is not looked up here: the code goes out either way and "in use" is said only after the
 * code proves the address (the unique index decides at insert time). Without email verification
 * there is no proof to wait for, and an email in use is refused at once.
 */
export async function prepareRegistration(db: Db, settings: ExperienceSettings['signUp'], input: SignUpInput): Promise<PendingRegistration> {
  const username = input.username?.trim() || null;
  const email = input.email?.trim().toLowerCase() || null;
  if (!username && !email) throw invalidInput(`a ${settings.identifiers.join(' or ')} is required`, ['identifier']);
  parseFields(usernameLength, username, ['username']);
  parseFields(emailLength, email, ['email']);
  if (username && !settings.identifiers.includes('username')) throw invalidInput('sign-up with a username is not enabled', ['username']);
  if (email && !settings.identifiers.includes('email')) throw invalidInput('sign-up with an email is not enabled', ['email']);
  if (!settings.password) {
    // Sign-up by email code: the code is the proof, no password is set.
    if (!email) throw invalidInput('an email is required', ['email']);
  } else {
    const password = parseFields(anyString('password is required'), input.password, ['password']);
    enforcePasswordPolicy(await getPasswordPolicy(db), password, { username, primaryEmail: email, primaryPhone: null, name: null });
  }
  // Early, friendly uniqueness checks; the unique indexes still decide at insert time.
  if (username && (await repo.findUserByIdentifier(db, 'username', username))) {
    throw new DomainError('user.username_already_in_use', 'This username is already in use.', undefined, ['username']);
  }
  if (email && !settings.verifyEmail && (await repo.findUserByIdentifier(db, 'email', email))) {
    throw emailInUse();
  }
  return { username, email, passwordHash: settings.password ? await hashPassword(input.password as string) : null };
}

const emailInUse = () => new DomainError('user.email_already_in_use', 'This email is associated with an existing account.', undefined, ['email']);

/** Whether this registration must prove its email by code first. */
export const needsEmailVerification = (settings: ExperienceSettings['signUp'], pending: PendingRegistration): boolean =>
  Boolean(pending.email) && settings.verifyEmail;

/** `verifiedEmail`: the address a code proved in this sign-up, if one did (else the email is unverified). */
export async function createRegisteredUser(db: Db, pending: PendingRegistration, verifiedEmail?: string): Promise<User> {
  if (pending.email && (await repo.findUserByIdentifier(db, 'email', pending.email))) throw emailInUse();
  // createUser validates formats and maps unique violations; the hash is set in the same insert.
  const proved = pending.email !== null && verifiedEmail === pending.email;
  const user = await createUser(db, { username: pending.username, primaryEmail: pending.email }, { identifiersVerified: proved });
  if (pending.passwordHash === null) return user;
  const withPassword = await repo.updateUserRow(db, user.id, { passwordHash: pending.passwordHash });
  return withPassword ?? user;
}

/** What a registration proved, as the interaction's verification records: the password it set, the email a code proved. */
export function registrationProofs(pending: PendingRegistration, userId: string, verifiedEmail: string | undefined): NewVerification[] {
  const proofs: NewVerification[] = [];
  const identifier = pending.username
    ? { type: 'username' as const, value: pending.username }
    : pending.email
      ? { type: 'email' as const, value: pending.email }
      : undefined;
  if (pending.passwordHash !== null && identifier) proofs.push({ type: 'NewPasswordIdentity', identifier, userId });
  if (verifiedEmail) proofs.push({ type: 'VerificationCode', identifier: { type: 'email', value: verifiedEmail } });
  return proofs;
}

/** A new account's identity and password hash as a NewPasswordIdentity record (the sign-up's own list). */
export function newPasswordIdentity(pending: PendingRegistration): NewVerification {
  const identifier = pending.email ? { type: 'email' as const, value: pending.email } : { type: 'username' as const, value: pending.username ?? '' };
  return { type: 'NewPasswordIdentity', identifier, passwordHash: pending.passwordHash };
}

/** The registration a NewPasswordIdentity record holds. */
export function registrationOf(record: VerificationOf<'NewPasswordIdentity'>): PendingRegistration {
  const { type, value } = record.identifier;
  return { username: type === 'username' ? value : null, email: type === 'email' ? value : null, passwordHash: record.passwordHash ?? null };
}

/**
 * The experience's pending input while the sign-up page waits for the email's code: the
 * registration as a NewPasswordIdentity record (the page gives one identifier: the email that
 * must be proved) on the experience's list, beside the id of the code sent to prove it.
 */
export function pendingSignUp(pending: PendingRegistration, codeVerificationId: string): SignInData {
  const { data } = addVerification({}, newPasswordIdentity(pending));
  return { ...data, verificationId: codeVerificationId };
}

/** The registration the sign-up page is waiting to finish, its record's id and the id of its code; undefined when none waits. */
export function pendingSignUpOf(pending: SignInData): { registration: PendingRegistration; identityId: string; verificationId: unknown } | undefined {
  const record = verificationsOf(pending).find((r): r is VerificationOf<'NewPasswordIdentity'> => r.type === 'NewPasswordIdentity');
  if (!record) return undefined;
  return { registration: registrationOf(record), identityId: record.id, verificationId: pending.verificationId };
}
