// TOTP multi-factor authentication (RFC 6238, 30-second steps, 6 digits) via otplib. Enrolment is
// two steps: a pending secret is issued, and only a valid code from it enables MFA. A code is
// accepted once (its time step is remembered) so an observed code cannot be replayed.
//
// Secrets at rest: with KEY_ENCRYPTION_KEY they are sealed (src/domain/envelope.ts, `enc:v2:`)
// and bound to their user, so a secret copied onto another user's row does not open and that
// user's codes are refused. They are opened only here, where a code is checked. Secrets stored in
// clear (before sealing, or without a key) still verify and are sealed by the next write of the
// column, which a successful sign-in makes, or at the next start with a key (seal-at-rest.ts).
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.js';
import { epochSeconds, type Clock } from '../clock.js';
import { findUserMfa, getUserMfa, replaceUserMfa, updateUserRow } from '../../db/repositories/users.js';
import { EnvelopeError, openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import { sixDigitCode } from './input-shapes.js';
import { checkWithLockout, type LockoutPolicy } from './lockout.js';
import { deleteUserBackupCodes, findBackupCodeFactor, replaceUserBackupCodes } from './backup-codes.js';
import { getUser, type User } from '../directory/users.js';
import { deletePasskey, listPasskeys } from './passkeys.js';

export const TOTP_ISSUER = 'Tessera';

/** The `users.mfa` column as stored: secrets sealed, or in clear (see above). */
interface MfaColumn {
  totpSecret?: string;
  pendingTotpSecret?: string;
  lastTotpStep?: number;
  /** The enrolment's public id (set at confirmation; older enrolments have none, see LEGACY_TOTP_ID). */
  totpId?: string;
  /** ISO 8601: when the enrolment was confirmed. */
  totpCreatedAt?: string;
  /** ISO 8601: when a sign-in last passed with a code. */
  totpLastUsedAt?: string;
}

/**
 * The id of a TOTP enrolment made before enrolments had ids. A user has at most one TOTP, so a
 * fixed id names it without a backfill; a re-enrolment gets a random id, so a console holding
 * a stale id cannot remove the new factor by mistake.
 */
const LEGACY_TOTP_ID = 'totp';

async function mfaOf(db: Db, userId: string): Promise<MfaColumn> {
  return await getUserMfa(db, userId);
}

const sealTotp = (secret: string, userId: string, kek: KeyEncryptionKey): string => sealSecret(secret, kek, 'enc:v2:', `totp:${userId}`);

/** The secret, or undefined when it does not open here (another user's, altered, another key): fails closed. */
function openTotp(stored: string, userId: string, kek: KeyEncryptionKey): string | undefined {
  try {
    return openSecret(stored, kek, 'enc:v2:', `totp:${userId}`);
  } catch (error) {
    // A missing key is the operator's to fix (a 500 says so), not a wrong code.
    if (error instanceof EnvelopeError && error.code === 'ERR_ENVELOPE_OPEN') return undefined;
    throw error;
  }
}

const codeShape = sixDigitCode('the code is 6 digits');

function checkFormat(code: unknown): string {
  return parseFields(codeShape, code, ['code']);
}

/** The time step a code matches at the clock's time, allowing one step of drift either way. */
async function matchingStep(clock: Clock, secret: string, code: string): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epoch: epochSeconds(clock), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export async function userHasTotp(db: Db, userId: string): Promise<boolean> {
  return Boolean((await mfaOf(db, userId)).totpSecret);
}

/** The account name an authenticator app shows beside the key: the user's email, else username, phone or id. */
export function totpLabel(user: { id: string; primaryEmail: string | null; username: string | null; primaryPhone: string | null }): string {
  return user.primaryEmail ?? user.username ?? user.primaryPhone ?? user.id;
}

export async function startTotpEnrollment(db: Db, userId: string, label: string, kek: KeyEncryptionKey): Promise<{ secret: string; otpauthUri: string }> {
  const mfa = await mfaOf(db, userId);
  if (mfa.totpSecret) throw new DomainError('user.totp_already_in_use', 'TOTP is already enabled for this account.');
  const secret = generateSecret();
  const user = await updateUserRow(db, userId, { mfa: { ...mfa, pendingTotpSecret: sealTotp(secret, userId, kek) } });
  if (!user) throw notFound('user', userId);
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label, secret }) };
}

/**
 * The pending enrolment's secret when one is waiting (and opens here), else a new one: a sign-in
 * that asks the user to set TOTP up shows the same key again after a wrong code. Refused when the
 * user has TOTP already.
 */
export async function resumeTotpEnrollment(db: Db, userId: string, label: string, kek: KeyEncryptionKey): Promise<{ secret: string; otpauthUri: string }> {
  const mfa = await mfaOf(db, userId);
  if (mfa.totpSecret) throw new DomainError('user.totp_already_in_use', 'TOTP is already enabled for this account.');
  const pending = mfa.pendingTotpSecret ? openTotp(mfa.pendingTotpSecret, userId, kek) : undefined;
  if (pending === undefined) return startTotpEnrollment(db, userId, label, kek);
  return { secret: pending, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label, secret: pending }) };
}

export async function confirmTotpEnrollment(db: Db, clock: Clock, userId: string, code: unknown, kek: KeyEncryptionKey): Promise<void> {
  const token = checkFormat(code);
  const mfa = await mfaOf(db, userId);
  if (!mfa.pendingTotpSecret) throw new DomainError('user.totp_not_pending', 'Start TOTP enrolment first.');
  const secret = openTotp(mfa.pendingTotpSecret, userId, kek);
  const step = secret === undefined ? undefined : await matchingStep(clock, secret, token);
  if (secret === undefined || step === undefined) throw new DomainError('user.totp_code_invalid', 'The TOTP code is not right.', undefined, ['code']);
  await updateUserRow(db, userId, {
    mfa: { totpSecret: sealTotp(secret, userId, kek), lastTotpStep: step, totpId: newId(), totpCreatedAt: clock.now().toISOString() },
  });
}

/** Writes the event of a change to the user in the change's transaction (the caller's front knows its request). */
export type UserChangeRecorder = (trx: Db, user: User) => Promise<void>;

/**
 * Turns TOTP on with the first code of the pending key, in one transaction with the change's
 * event (`recorded`): the Account API also replaces the backup codes there (`withBackupCodes`,
 * shown this once); a sign-in that sets TOTP up gives none (its user may make them later).
 */
export async function enableTotp(
  db: Db,
  clock: Clock,
  userId: string,
  code: unknown,
  kek: KeyEncryptionKey,
  options: { withBackupCodes: boolean },
  recorded: UserChangeRecorder,
): Promise<{ backupCodes: string[] }> {
  return db.transaction().execute(async (trx) => {
    await confirmTotpEnrollment(trx, clock, userId, code, kek);
    const backupCodes = options.withBackupCodes ? await replaceUserBackupCodes(trx, userId) : [];
    await recorded(trx, await getUser(trx, userId));
    return { backupCodes };
  });
}

/** A new set of backup codes for a user with TOTP (they stand in for it, never alone), with the change's event. */
export async function regenerateBackupCodes(db: Db, userId: string, recorded: UserChangeRecorder): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (!(await userHasTotp(trx, userId))) {
      throw new DomainError('session.mfa.backup_code_can_not_be_alone', 'Enable TOTP first: backup codes stand in for it.');
    }
    const codes = await replaceUserBackupCodes(trx, userId);
    await recorded(trx, await getUser(trx, userId));
    return codes;
  });
}

/** A sign-in's second factor, under the user's lockout counter (type `userId`). */
export async function verifyTotpForSignIn(db: Db, clock: Clock, policy: LockoutPolicy, userId: string, code: unknown, kek: KeyEncryptionKey): Promise<void> {
  const token = checkFormat(code);
  const ok = await checkWithLockout(db, clock, policy, { type: 'userId', value: userId }, async () => {
    const mfa = await mfaOf(db, userId);
    const secret = mfa.totpSecret ? openTotp(mfa.totpSecret, userId, kek) : undefined;
    if (secret === undefined) return false;
    const step = await matchingStep(clock, secret, token);
    if (step === undefined || (mfa.lastTotpStep !== undefined && step <= mfa.lastTotpStep)) return false;
    // Written sealed again, which also seals a secret still stored in clear. Only over the value
    // just read: a concurrent sign-in with the same code, or an administrator removing the
    // factor meanwhile, changed it, and then this code is not accepted (nor the factor restored).
    const next = { ...mfa, totpSecret: sealTotp(secret, userId, kek), lastTotpStep: step, totpLastUsedAt: clock.now().toISOString() };
    return (await replaceUserMfa(db, [{ id: userId, from: mfa as Record<string, unknown>, to: next }])) === 1;
  });
  if (!ok) throw new DomainError('user.totp_code_invalid', 'The TOTP code is not right.', undefined, ['code']);
}

/** One enrolled second factor as administrators see it (never its secret). */
export interface MfaVerification {
  id: string;
  type: 'Totp' | 'BackupCode' | 'WebAuthn';
  createdAt: Date | null;
  lastUsedAt: Date | null;
  /** BackupCode only: how many of its codes are not used yet. */
  remainCodes?: number;
  /** A passkey's name (given at registration) and the user agent that registered it; null for TOTP. */
  name?: string | null;
  agent?: string | null;
}

const dateOrNull = (iso: string | undefined): Date | null => {
  const date = iso === undefined ? undefined : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

function verificationsOf(mfa: MfaColumn): MfaVerification[] {
  if (!mfa.totpSecret) return [];
  return [{ id: mfa.totpId ?? LEGACY_TOTP_ID, type: 'Totp', createdAt: dateOrNull(mfa.totpCreatedAt), lastUsedAt: dateOrNull(mfa.totpLastUsedAt) }];
}

/** A user's enrolled second factors (a pending enrolment is not one yet). */
export async function listMfaVerifications(db: Db, userId: string): Promise<MfaVerification[]> {
  const mfa = (await findUserMfa(db, userId)) as MfaColumn | undefined;
  if (!mfa) throw notFound('user', userId);
  // Backup codes and passkeys live in their own tables (src/domain/sign-in/backup-codes.ts, passkeys.ts).
  const backupCodes = await findBackupCodeFactor(db, userId);
  const passkeys = (await listPasskeys(db, userId)).map((p): MfaVerification => ({ type: 'WebAuthn', ...p }));
  return [...verificationsOf(mfa), ...(backupCodes ? [backupCodes] : []), ...passkeys];
}

/**
 * An administrator removes a user's second factor (a lost authenticator): the user then signs in
 * without it and may enrol again. A pending enrolment goes too, so nothing started before the
 * removal can complete after it. Run in a transaction (the row is locked for the rewrite).
 */
export async function deleteMfaVerification(db: Db, userId: string, verificationId: string): Promise<string> {
  const mfa = (await findUserMfa(db, userId, true)) as MfaColumn | undefined;
  if (!mfa) throw notFound('user', userId);
  if (await deleteUserBackupCodes(db, userId, verificationId)) return verificationId;
  // A passkey: its own row.
  if (await deletePasskey(db, userId, verificationId)) return verificationId;
  if (!verificationsOf(mfa).some((v) => v.id === verificationId)) throw notFound('mfa verification', verificationId);
  const { totpSecret, pendingTotpSecret, lastTotpStep, totpId, totpCreatedAt, totpLastUsedAt, ...others } = mfa;
  await updateUserRow(db, userId, { mfa: others });
  return verificationId;
}

/**
 * An administrator sets up TOTP for a user (the compatible `POST /users/:id/mfa-verifications`):
 * with the secret given (base32, e.g. moved from another system) or a new one, enabled at once
 * (no confirming code, as the administrator hands the secret over). Refused when the user has
 * TOTP already. Run in a transaction (the row is locked for the rewrite).
 */
export async function setTotpByAdmin(db: Db, userId: string, given: unknown, kek: KeyEncryptionKey): Promise<{ secret: string; otpauthUri: string }> {
  const mfa = (await findUserMfa(db, userId, true)) as MfaColumn | undefined;
  if (!mfa) throw notFound('user', userId);
  if (mfa.totpSecret) throw new DomainError('user.totp_already_in_use', 'TOTP is already enabled for this account.');
  const secret = given === undefined || given === null ? generateSecret() : checkSecret(given);
  const { pendingTotpSecret: _pending, ...others } = mfa;
  const user = await updateUserRow(db, userId, {
    mfa: { ...others, totpSecret: sealTotp(secret, userId, kek), totpId: newId(), totpCreatedAt: new Date().toISOString() },
  });
  if (!user) throw notFound('user', userId);
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: user.primaryEmail ?? user.username ?? user.primaryPhone ?? user.id, secret }) };
}

/** A base32 secret of 128 to 512 bits (RFC 4226's minimum; otplib refuses shorter ones when checking a code). */
function checkSecret(given: unknown): string {
  const secret = typeof given === 'string' ? given.replace(/\s/g, '').replace(/=+$/, '').toUpperCase() : '';
  if (!/^[A-Z2-7]{26,103}$/.test(secret))
    throw new DomainError('user.totp_secret_invalid', 'secret must be a base32 TOTP secret of 26 to 103 characters (128 to 512 bits)', undefined, ['secret']);
  return secret;
}

/** For tests and tooling: the current code of a secret. */
export const currentTotp = (secret: string): Promise<string> => generate({ secret });

/** A user's TOTP as an export carries it: the secret in clear (base32), so another instance can seal it under its own key. */
export interface TransferredTotp {
  secret: string;
  id?: string;
  createdAt?: string;
  lastUsedAt?: string;
  lastStep?: number;
}

/**
 * The user's confirmed TOTP opened for `tessera export-users`, or undefined without one. A secret
 * that does not open with this key is refused: an export that silently dropped it would lose the
 * factor, which is what the export exists to prevent.
 */
export async function exportTotp(db: Db, userId: string, kek: KeyEncryptionKey): Promise<TransferredTotp | undefined> {
  const mfa = await mfaOf(db, userId);
  if (!mfa.totpSecret) return undefined;
  const secret = openTotp(mfa.totpSecret, userId, kek);
  if (secret === undefined) throw new DomainError('user.totp_secret_invalid', `the TOTP secret of user ${userId} does not open with this KEY_ENCRYPTION_KEY`);
  return {
    secret,
    id: mfa.totpId ?? LEGACY_TOTP_ID,
    ...(mfa.totpCreatedAt && { createdAt: mfa.totpCreatedAt }),
    ...(mfa.totpLastUsedAt && { lastUsedAt: mfa.totpLastUsedAt }),
    ...(mfa.lastTotpStep !== undefined && { lastStep: mfa.lastTotpStep }),
  };
}

/** Stores an imported TOTP sealed for this user under this instance's key (part of the import's transaction). */
export async function importTotp(db: Db, userId: string, totp: TransferredTotp, kek: KeyEncryptionKey): Promise<void> {
  const secret = checkSecret(totp.secret);
  const mfa: MfaColumn = { totpSecret: sealTotp(secret, userId, kek), totpId: totp.id ?? newId(), totpCreatedAt: totp.createdAt ?? new Date().toISOString() };
  if (totp.lastUsedAt) mfa.totpLastUsedAt = totp.lastUsedAt;
  // The last accepted step travels too, so a code used just before the export cannot be replayed after it.
  if (totp.lastStep !== undefined) mfa.lastTotpStep = totp.lastStep;
  if (!(await updateUserRow(db, userId, { mfa: { ...mfa } }))) throw notFound('user', userId);
}
