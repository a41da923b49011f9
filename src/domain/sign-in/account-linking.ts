// When a proof of an address (an enterprise IdP authoritative for its domain, a verified social
// email, a one-time code) may open an existing account that holds that address. The account is
// opened only when nothing else could have been planted in it: an address it never proved may
// have been claimed by someone else, and any other way in (a password, a social or enterprise
// identity, a passkey) may be theirs. Otherwise the sign-in is refused, never merged, and the
// person signs in to the account the way it was opened first (docs/security.md, "Linking
// accounts across sign-in methods").
import type { Db } from '../../db/database.js';
import { canonicalPhone } from '../phone-numbers.js';
import { listUserSsoIdentities } from '../../db/repositories/sso-identities.js';
import { userHasWebauthnCredential } from '../../db/repositories/webauthn-credentials.js';
import { DomainError } from '../errors.js';
import type { User } from '../directory/users.js';
import type { Recipient } from './verification-codes.js';

/** A way into an account other than a code sent to its email or phone. */
export type WayIn = 'password' | 'social' | 'sso' | 'passkey';

/**
 * The ways into `user` besides codes to its own addresses, in a fixed order. `except` leaves out
 * the ones the caller is about to prove or replace (a password reset replaces the password; a
 * link through an SSO connector is not stopped by an identity of that same connector).
 */
export async function waysIntoAccount(db: Db, user: User, except: { password?: boolean; ssoConnectorId?: string } = {}): Promise<WayIn[]> {
  const ways: WayIn[] = [];
  if (user.hasPassword && !except.password) ways.push('password');
  if (Object.keys(user.identities).length > 0) ways.push('social');
  if ((await listUserSsoIdentities(db, user.id)).some((identity) => identity.ssoConnectorId !== except.ssoConnectorId)) ways.push('sso');
  if (await userHasWebauthnCredential(db, user.id)) ways.push('passkey');
  return ways;
}

export type LinkRefusal = { reason: 'email_not_verified' } | { reason: 'other_sign_in_methods'; methods: WayIn[] };

/**
 * Whether a new identity whose verified email is the account's may be linked to it without the
 * account's holder signing in first: only when the account proved that email itself (a code, or
 * an administrator set it) and has no other way in. Undefined when it may; the refusal otherwise.
 */
export async function emailLinkRefusal(db: Db, user: User, except: { ssoConnectorId?: string } = {}): Promise<LinkRefusal | undefined> {
  if (!user.primaryEmail || !user.emailVerified) return { reason: 'email_not_verified' };
  const methods = await waysIntoAccount(db, user, except);
  return methods.length > 0 ? { reason: 'other_sign_in_methods', methods } : undefined;
}

const holdsVerified = (user: User, recipient: Recipient): boolean =>
  recipient.type === 'email'
    ? user.emailVerified && user.primaryEmail?.toLowerCase() === recipient.value.toLowerCase()
    : user.phoneVerified && user.primaryPhone === canonicalPhone(recipient.value);

export const unverifiedIdentifierInUse = (recipient: Recipient, methods: WayIn[]) =>
  new DomainError(
    'user.unverified_identifier_in_use',
    `The account that uses this ${recipient.type === 'email' ? 'email' : 'phone number'} never proved it, and it can be opened another way, so a code cannot open it. Sign in to it the way it was created, or ask an administrator for help.`,
    { type: recipient.type, reason: 'other_sign_in_methods', methods },
  );

/**
 * Before a code that proved `recipient` opens `user` (a sign-in by code, a password reset): an
 * account that holds the address without having proved it, beside another way in, is refused
 * (it may be an account someone else made with this address, waiting for its owner to sign in
 * to it). `purpose` reset: the password being replaced is not counted.
 */
export async function assertCodeMayOpen(db: Db, user: User, recipient: Recipient, purpose: 'sign-in' | 'reset'): Promise<void> {
  if (holdsVerified(user, recipient)) return;
  const methods = await waysIntoAccount(db, user, { password: purpose === 'reset' });
  if (methods.length > 0) throw unverifiedIdentifierInUse(recipient, methods);
}
