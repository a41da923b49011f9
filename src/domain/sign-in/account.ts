// Account API rules: the signed-in user changes their own identifiers and password. A token alone
// is not enough for that: whoever holds it (a leaked token, an unattended browser) would take the
// account over by moving its email and resetting the password. A change of email, phone,
// password or MFA takes a fresh proof of a factor the user has now — the password, or a code
// sent to the current email or phone — made in the same sign-in session, valid a few minutes
// (the reference product's `logto-verification-id`). When the MFA policy demands it (any policy
// but NoPrompt, or a user the policy requires to have one) and the user has an allowed second
// factor, the session must also have been signed into with that factor (its `amr` says `mfa`),
// or the factor given again in it: a TOTP or backup code (POST /api/verifications/totp or
// /backup-code), or a code to the user's own email or phone where the policy allows that factor
// (POST /api/verifications/mfa-verification-code and its /verify), which then counts for the
// session for as long as a password proof would. A code to an address never counts twice: when
// the proof of identity was a code to the current email, an email code is not the second factor.
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { findValidIdentityVerification, insertIdentityVerification, liveSecondFactorMethods } from '../../db/repositories/identity-verifications.js';
import { isTokenJtiRevoked } from '../../db/repositories/revoked-tokens.js';
import { findActiveUserSession, isSessionActive } from '../../db/repositories/sessions.js';
import { findUserById, getUserPasswordHash } from '../../db/repositories/users.js';
import { findVerificationCode } from '../../db/repositories/verification-codes.js';
import { canonicalIdentifier } from '../../db/repositories/verified-identifiers.js';
import { DomainError, invalidInput } from '../errors.js';
import { newId } from '../ids.js';
import { anyString, parseFields, requiredString } from '../input.js';
import { checkWithLockout, type LockoutPolicy } from './lockout.js';
import { verifyPassword } from '../directory/passwords.js';
import {
  accountChangesNeedSecondFactor,
  factorAllowed,
  getMfaSettings,
  mfaRequirementOf,
  userCodeFactors,
  type CodeFactor,
  type MfaSettings,
} from './mfa-policy.js';
import { userHasTotp, verifyTotpForSignIn } from './mfa.js';
import { useBackupCodeForSignIn } from './backup-codes.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { userHasPasskey } from './passkeys.js';
import { getUser, updateUser, type User } from '../directory/users.js';
import { consumeVerifiedRecipient, type Recipient, type RecipientType } from './verification-codes.js';

/** How long a proof of identity may be used, as the reference product (10 minutes). */
export const IDENTITY_VERIFICATION_TTL_SECONDS = 600;

/** Who calls the Account API: the token's user and its sign-in session (`sid`). */
export interface AccountCaller {
  userId: string;
  sessionId: string;
}

/**
 * The caller of an Account API request, from its verified access token. The account belongs to
 * whoever is signed in: a token outlives neither a revocation, nor its sign-in session (sign-out,
 * a password change and suspension end it), nor its user's suspension, and must come from a
 * sign-in (carry `sid`).
 */
export async function accountCallerOf(db: Db, clock: Clock, token: { sub: string; jti?: string | undefined; sid?: unknown }): Promise<AccountCaller> {
  const refuse = (message: string) => new DomainError('auth.unauthorized', message);
  if (token.jti && (await isTokenJtiRevoked(db, token.jti))) throw refuse('the access token was revoked');
  const sid = token.sid;
  if (typeof sid !== 'string' || !(await isSessionActive(db, sid, clock.now()))) throw refuse('the sign-in session of this access token has ended');
  // Only a user who is not there is refused: a database that did not answer is an outage (503),
  // never a reason to tell the caller that its token is no good.
  const user = await findUserById(db, token.sub);
  if (!user || user.isSuspended) throw refuse('the token does not belong to an active user');
  return { userId: token.sub, sessionId: sid };
}

/** The owner of the caller's verification codes: bound to the session, not only the user. */
export const accountCodeOwner = (caller: AccountCaller): string => `account:${caller.userId}:${caller.sessionId}`;

/** A user with no password, email or phone has nothing to prove identity with (and nothing to ask for). */
export const hasIdentityFactor = (user: User): boolean => user.hasPassword || user.primaryEmail !== null || user.primaryPhone !== null;

const permissionDenied = () =>
  new DomainError(
    'verification_record.permission_denied',
    'Verify your identity first: POST /api/verifications/password, or a code to your current email or phone, then send its verificationRecordId in the logto-verification-id header.',
  );

const invalidCredentials = () => new DomainError('session.invalid_credentials', 'The current password is not right.', undefined, ['password']);

/** Links (or replaces) the primary email or phone the user just proved by code. */
export async function linkVerifiedRecipient(db: Db, userId: string, recipient: Recipient, claimed: unknown): Promise<User> {
  if (typeof claimed === 'string' && claimed.trim() !== '') {
    if (canonicalIdentifier(recipient.type, claimed) !== recipient.value) throw invalidInput(`the verified ${recipient.type} does not match`, [recipient.type]);
  }
  return recipient.type === 'email' ? updateUser(db, userId, { primaryEmail: recipient.value }) : updateUser(db, userId, { primaryPhone: recipient.value });
}

async function passwordMatches(db: Db, clock: Clock, policy: LockoutPolicy, userId: string, password: string): Promise<boolean> {
  const hash = await getUserPasswordHash(db, userId);
  return checkWithLockout(db, clock, policy, { type: 'userId', value: userId }, () => verifyPassword(hash, password));
}

/**
 * Before a password change: a user who has a password must give it, checked under the lockout
 * counter of their user id. Pass the pool: failures must stick although the request fails. A
 * user without a password (e.g. passwordless) may set a first one.
 */
export async function checkCurrentPassword(db: Db, clock: Clock, policy: LockoutPolicy, userId: string, current: unknown): Promise<void> {
  const user = await getUser(db, userId);
  if (!user.hasPassword) return;
  const given = parseFields(anyString('currentPassword is required'), current, ['currentPassword']);
  if (!(await passwordMatches(db, clock, policy, userId, given))) {
    throw new DomainError('session.invalid_credentials', 'The current password is not right.', undefined, ['currentPassword']);
  }
}

/**
 * POST /api/verifications/password: the password, checked under the user's lockout counter (pass
 * the pool), becomes a proof of identity for this session.
 */
export async function verifyPasswordForIdentity(
  db: Db,
  clock: Clock,
  policy: LockoutPolicy,
  caller: AccountCaller,
  password: unknown,
): Promise<{ verificationRecordId: string; expiresAt: Date }> {
  const given = parseFields(requiredString('password is required'), password, ['password']);
  const user = await getUser(db, caller.userId);
  if (!user.hasPassword || !(await passwordMatches(db, clock, policy, caller.userId, given))) throw invalidCredentials();
  const proof = await insertIdentityVerification(
    db,
    newId(),
    caller.userId,
    caller.sessionId,
    new Date(clock.now().getTime() + IDENTITY_VERIFICATION_TTL_SECONDS * 1000),
  );
  return { verificationRecordId: proof.id, expiresAt: proof.expiresAt };
}

/**
 * POST /api/verifications/totp and /backup-code: the second factor given again in this session,
 * under the user's lockout counter (the same one as passwords and sign-in codes). A TOTP code is
 * taken once (its time step is recorded), a backup code is used up. The proof needs no header:
 * it lets this session's proven changes through while it lasts (assertSecondFactorForChange).
 */
export async function verifySecondFactorForIdentity(
  db: Db,
  clock: Clock,
  policy: LockoutPolicy,
  kek: KeyEncryptionKey,
  caller: AccountCaller,
  method: 'totp' | 'backup_code',
  code: unknown,
): Promise<{ verificationRecordId: string; expiresAt: Date }> {
  const factor = method === 'totp' ? 'Totp' : 'BackupCode';
  if (!factorAllowed(await getMfaSettings(db), factor)) {
    throw new DomainError('session.mfa.factor_not_enabled', `${factor} is not an MFA factor of this sign-in experience.`, { factor });
  }
  const expiresAt = new Date(clock.now().getTime() + IDENTITY_VERIFICATION_TTL_SECONDS * 1000);
  const id = newId();
  if (method === 'totp') {
    if (!(await userHasTotp(db, caller.userId))) throw noSuchFactor('an authenticator app');
    await verifyTotpForSignIn(db, clock, policy, caller.userId, code, kek);
    await insertIdentityVerification(db, id, caller.userId, caller.sessionId, expiresAt, 'totp');
  } else {
    // The proof is written with the code's use, in its transaction: a used code always proves.
    await useBackupCodeForSignIn(db, clock, policy, caller.userId, code, async (trx) => {
      await insertIdentityVerification(trx, id, caller.userId, caller.sessionId, expiresAt, 'backup_code');
    });
  }
  return { verificationRecordId: id, expiresAt };
}

/** What the Account API needs to know of the deployment to offer a code factor: a phone one only where text messages can be sent. */
export interface CodeFactorContext {
  smsConfigured: boolean;
}

/** The owner of a session's second-factor codes: not the session's own code owner, whose codes prove identity or a new address. */
export const accountMfaCodeOwner = (caller: AccountCaller): string => `account-mfa:${caller.userId}:${caller.sessionId}`;

const CODE_FACTOR_OF: Record<RecipientType, CodeFactor> = { email: 'EmailVerificationCode', phone: 'PhoneVerificationCode' };

/** The user's current address for each code factor the policy allows. */
const codeFactorAddresses = (settings: MfaSettings, user: User, context: CodeFactorContext): Recipient[] =>
  userCodeFactors(settings, user, context.smsConfigured).map((f) => f.recipient);

/**
 * POST /api/verifications/mfa-verification-code: where to send a second-factor code of type
 * `identifierType` ("email" or "phone"): the caller's own current address, when the policy allows
 * that factor. Refused with session.mfa.factor_not_enabled otherwise.
 */
export async function accountCodeFactorAddress(db: Db, caller: AccountCaller, identifierType: unknown, context: CodeFactorContext): Promise<Recipient> {
  if (identifierType !== 'email' && identifierType !== 'phone') {
    throw new DomainError('guard.invalid_input', 'identifierType must be "email" or "phone"', undefined, ['identifierType']);
  }
  const addresses = codeFactorAddresses(await getMfaSettings(db), await getUser(db, caller.userId), context);
  const address = addresses.find((a) => a.type === identifierType);
  if (!address) {
    const factor = CODE_FACTOR_OF[identifierType];
    throw new DomainError('session.mfa.factor_not_enabled', `${factor} is not a second factor of this account.`, { factor }, ['identifierType']);
  }
  return address;
}

/**
 * POST /api/verifications/mfa-verification-code/verify, after the code was checked: the verified
 * code is used up and becomes this session's second-factor proof, provided it went to the caller's
 * current address (an address changed since proves nothing now). Both in one transaction.
 */
export async function recordCodeSecondFactor(
  db: Db,
  clock: Clock,
  caller: AccountCaller,
  verificationId: unknown,
  context: CodeFactorContext,
): Promise<{ verificationRecordId: string; expiresAt: Date }> {
  const expiresAt = new Date(clock.now().getTime() + IDENTITY_VERIFICATION_TTL_SECONDS * 1000);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const proved = await consumeVerifiedRecipient(trx, accountMfaCodeOwner(caller), verificationId);
    const current = codeFactorAddresses(await getMfaSettings(trx), await getUser(trx, caller.userId), context);
    if (!current.some((a) => a.type === proved.type && a.value === proved.value)) {
      throw new DomainError('session.mfa.factor_not_enabled', 'This code was not sent to a current address of this account; request a new one.');
    }
    await insertIdentityVerification(trx, id, caller.userId, caller.sessionId, expiresAt, proved.type === 'email' ? 'email_code' : 'phone_code');
  });
  return { verificationRecordId: id, expiresAt };
}

const noSuchFactor = (what: string) =>
  new DomainError('session.mfa.mfa_factor_not_enabled', `This account has no ${what} to verify with.`, undefined, ['code']);

function isCurrentIdentifier(user: User, type: 'email' | 'phone', value: string): boolean {
  if (type === 'email') return user.primaryEmail !== null && user.primaryEmail.toLowerCase() === value;
  return user.primaryPhone !== null && user.primaryPhone.replace(/^\+/, '') === value;
}

/**
 * Throws `verification_record.permission_denied` (401) unless `verificationId` names a live proof
 * of this caller's session: a password verification, or a verified code sent to the user's
 * *current* email or phone (a code to a new address proves only that address). A user with no
 * factor at all passes: there is nothing to ask.
 */
export async function assertIdentityVerified(db: Db, clock: Clock, caller: AccountCaller, verificationId: unknown, context: CodeFactorContext): Promise<void> {
  const user = await getUser(db, caller.userId);
  if (!hasIdentityFactor(user)) return;
  if (typeof verificationId !== 'string' || verificationId === '') throw permissionDenied();
  const byPassword = await findValidIdentityVerification(db, verificationId, caller.userId, caller.sessionId, clock.now());
  const provedAddress = byPassword ? undefined : await assertCurrentAddressProof(db, clock, caller, user, verificationId);
  await assertSecondFactorForChange(db, clock, caller, { ...context, identityProvedBy: provedAddress });
}

/** A verified code of this session sent to the user's current email or phone; answers which kind of address. */
async function assertCurrentAddressProof(db: Db, clock: Clock, caller: AccountCaller, user: User, verificationId: string): Promise<RecipientType> {
  const code = await findVerificationCode(db, verificationId);
  const live =
    code !== undefined &&
    code.owner === accountCodeOwner(caller) &&
    code.verifiedAt !== null &&
    code.expiresAt.getTime() > clock.now().getTime() &&
    isCurrentIdentifier(user, code.identifierType, code.identifierValue);
  if (!live) throw permissionDenied();
  return code.identifierType;
}

/**
 * Throws `verification_record.mfa_required` (401) when the MFA policy demands the second factor
 * for changes, the user has an allowed one, and the caller's sign-in session was made without it:
 * a password (or a code to the current address) alone does not change such an account.
 */
export async function assertSecondFactorForChange(
  db: Db,
  clock: Clock,
  caller: AccountCaller,
  context: CodeFactorContext & { identityProvedBy?: RecipientType | undefined },
): Promise<void> {
  const settings = await getMfaSettings(db);
  if (!(await accountChangesNeedSecondFactor(db, settings, caller.userId))) return;
  // A code to the address that proved identity is that same factor again, not a second one.
  const codeAddresses = codeFactorAddresses(settings, await getUser(db, caller.userId), context).filter((a) => a.type !== context.identityProvedBy);
  const enrolled =
    (factorAllowed(settings, 'Totp') && (await userHasTotp(db, caller.userId))) ||
    (factorAllowed(settings, 'WebAuthn') && (await userHasPasskey(db, caller.userId)));
  // As at sign-in: a code factor alone is asked for only where the policy requires a second factor of this user.
  const required = enrolled || (codeAddresses.length > 0 && (await mfaRequirementOf(db, settings, caller.userId)).level === 'required');
  if (!required) return;
  const session = await findActiveUserSession(db, caller.userId, caller.sessionId, clock.now());
  if (session?.amr.includes('mfa')) return;
  const live = await liveSecondFactorMethods(db, caller.userId, caller.sessionId, clock.now());
  const counted = live.filter((method) => method === 'totp' || method === 'backup_code' || codeAddresses.some((a) => method === `${a.type}_code`));
  if (counted.length > 0) return;
  const ways = [
    'POST /api/verifications/totp',
    '/api/verifications/backup-code',
    ...(codeAddresses.length ? ['/api/verifications/mfa-verification-code'] : []),
  ];
  throw new DomainError(
    'verification_record.mfa_required',
    `This change needs your second factor: give it with ${ways.join(' or ')}, or sign in again with it.`,
    codeAddresses.length ? { availableFactors: codeAddresses.map((a) => CODE_FACTOR_OF[a.type]) } : undefined,
  );
}
