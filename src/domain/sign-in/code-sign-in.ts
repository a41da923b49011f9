// Sign-in (and sign-up) by a one-time code: the rules on top of verification codes
// (src/domain/sign-in/verification-codes.ts). Which identifiers may use a code is a setting
// (signIn.methods); whether an address nobody uses may create an account by its code is the
// sign-up setting (signUpByCodeAllowed). What a verified code proves is used up once, in the
// transaction that identifies or creates the user.
import type { Db } from '../../db/database.js';
import { recordVerifiedIdentifier } from '../../db/repositories/verified-identifiers.js';
import { assertCodeMayOpen } from './account-linking.js';
import { DomainError } from '../errors.js';
import { signInMethodOf, signUpByCodeAllowed, type ExperienceSettings } from './experience-settings.js';
import { findUserByRecipient } from './password-reset.js';
import { createRegisteredUser, prepareRegistration } from './registration.js';
import { userSuspended } from './sign-in.js';
import type { User } from '../directory/users.js';
import { consumeVerifiedRecipient, verifiedRecipientOf, type Recipient } from './verification-codes.js';

export const methodNotEnabled = (type: string) =>
  new DomainError('user.sign_in_method_not_enabled', `Signing in with a code sent to a ${type === 'phone' ? 'phone number' : type} is not enabled.`, {
    identifier: type,
  });

/** Refuses a code for an identifier type the settings do not let sign in by code (or a phone without SMS). */
export function assertCodeSignInEnabled(settings: ExperienceSettings, recipient: Recipient, smsConfigured: boolean): void {
  const method = signInMethodOf(settings, recipient.type);
  if (!method?.verificationCode) throw methodNotEnabled(recipient.type);
  if (recipient.type === 'phone' && !smsConfigured) throw methodNotEnabled('phone');
}

/** Refuses a password for an identifier type the settings do not let sign in by password. */
export function assertPasswordSignInEnabled(settings: ExperienceSettings, type: 'username' | 'email' | 'phone'): void {
  if (!signInMethodOf(settings, type)?.password) {
    throw new DomainError('user.sign_in_method_not_enabled', `Signing in with a ${type === 'phone' ? 'phone number' : type} and password is not enabled.`, {
      identifier: type,
    });
  }
}

/**
 * Whether a code for `recipient` is delivered whoever asks: only when an unknown address may
 * sign up by it. Otherwise it is delivered only to an address an account uses, and the answer
 * is the same either way (no account is revealed).
 */
export const deliverToAnyone = (settings: ExperienceSettings, recipient: Recipient): boolean => recipient.type === 'email' && signUpByCodeAllowed(settings);

const unknownVerification = () => new DomainError('session.verification_session_not_found', 'verificationId is unknown for this interaction');

export const userNotExist = () => new DomainError('user.user_not_exist', 'No account uses this email or phone number yet.');

/**
 * The account a verified code names, without using the code up. For an unknown address the
 * caller answers 404 user.user_not_exist (the compatible answer; only the owner of the address, who read the
 * code, ever gets it); the caller decides whether it may register instead.
 */
export async function accountOfVerifiedCode(db: Db, owner: string, verificationId: unknown): Promise<{ recipient: Recipient; user: User | undefined }> {
  let recipient: Recipient;
  try {
    recipient = await verifiedRecipientOf(db, owner, verificationId);
  } catch (error) {
    // At identification an id the interaction never issued is one answer, whatever kind it would be.
    if (error instanceof DomainError && (error.code === 'verification_code.not_found' || error.code === 'guard.invalid_input')) throw unknownVerification();
    throw error;
  }
  return { recipient, user: await findUserByRecipient(db, recipient) };
}

/**
 * In the identifying transaction: uses the code up; the address is now proved for its account.
 * Not for an account that holds the address unproved beside another way in (account-linking.ts).
 */
export async function useCodeForSignIn(trx: Db, owner: string, verificationId: string, user: User): Promise<void> {
  const recipient = await consumeVerifiedRecipient(trx, owner, verificationId);
  if (user.isSuspended) throw userSuspended();
  await assertCodeMayOpen(trx, user, recipient, 'sign-in');
  await recordVerifiedIdentifier(trx, user.id, recipient.type, recipient.value);
}

/** In the registering transaction: uses the code up and creates the account of the proved email (no password). */
export async function registerByCode(trx: Db, settings: ExperienceSettings, owner: string, verificationId: string): Promise<User> {
  if (!signUpByCodeAllowed(settings)) throw userNotExist();
  const recipient = await consumeVerifiedRecipient(trx, owner, verificationId);
  if (recipient.type !== 'email') throw userNotExist();
  const pending = await prepareRegistration(trx, settings.signUp, { email: recipient.value });
  return createRegisteredUser(trx, pending, recipient.value);
}
