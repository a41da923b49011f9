// MFA backup codes: ten single-use codes that stand in for the user's other second factor (a lost
// phone). A set is generated when the user confirms TOTP enrolment, again on request (the new set
// replaces the old one whole), or by an administrator; its codes are shown once and only their
// digests are kept.
//
// Codes: 12 characters of Crockford's base32 alphabet (no i, l, o, u), shown as `xxxx-xxxx-xxxx`:
// 60 random bits each. At that entropy a fast hash suffices: stealing the table and trying every
// code costs ~2^59 SHA-256 per code on average, per user (the user id is hashed in, so one
// computation never serves two users), and a code is worth nothing without the password. A slow
// password hash would only make each sign-in dearer. The digest is looked up by equality in the
// database, so the comparison with the presented code is a hash of it, not the code itself: its
// timing tells nothing about the stored value.
//
// Input is forgiving: case, spaces and dashes do not matter, and o/i/l read as 0/1/1.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/backup-codes.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newId, sha256 } from '../ids.js';
import { checkWithLockout, type LockoutPolicy } from './lockout.js';

export const BACKUP_CODE_COUNT = 10;
const CODE_LENGTH = 12;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** Codes an administrator brings (e.g. moved from another system): at most this many, each 8–64 characters. */
const MAX_IMPORTED = 50;

/** One fresh code, grouped by four for reading. 256 is a multiple of 32, so `byte & 31` is uniform. */
function newCode(): string {
  const chars = [...randomBytes(CODE_LENGTH)].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A code as typed → its canonical form, or undefined when it cannot be a code. */
export function normalizeBackupCode(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return /^[0-9a-z]{8,64}$/.test(code) ? code : undefined;
}

const digestOf = (userId: string, code: string) => sha256(`${userId}:${code}`).toString('hex');

/** The user's set as the Management API lists it: never a code. */
export interface BackupCodeFactor {
  id: string;
  type: 'BackupCode';
  createdAt: Date;
  lastUsedAt: Date | null;
  remainCodes: number;
}

export async function findBackupCodeFactor(db: Db, userId: string): Promise<BackupCodeFactor | undefined> {
  const set = await repo.findBackupCodeSet(db, userId);
  return set && { id: set.setId, type: 'BackupCode', createdAt: set.createdAt, lastUsedAt: set.lastUsedAt, remainCodes: set.remaining };
}

/** Whether the user holds a code not used yet (then the MFA step offers "use a backup code"). */
export async function userHasBackupCodes(db: Db, userId: string): Promise<boolean> {
  return ((await repo.findBackupCodeSet(db, userId))?.remaining ?? 0) > 0;
}

/**
 * Replaces the user's set with `codes` (generated here unless given) and answers them: the only
 * time they are seen. Run inside the caller's transaction, so the old set and the new one never
 * both work, nor neither; the user's row is locked, so concurrent replacements leave one set.
 */
export async function replaceUserBackupCodes(db: Db, userId: string, given?: unknown): Promise<string[]> {
  const codes = given === undefined ? Array.from({ length: BACKUP_CODE_COUNT }, newCode) : checkImported(given);
  await lockUserForBackupCodes(db, userId);
  const digests = codes.map((code) => digestOf(userId, normalizeBackupCode(code)!));
  await repo.replaceBackupCodes(db, userId, newId(), digests);
  return codes;
}

function checkImported(given: unknown): string[] {
  const wrong = () =>
    new DomainError('user.wrong_backup_code_format', `codes must be 1 to ${MAX_IMPORTED} distinct codes of 8 to 64 letters and digits`, undefined, ['codes']);
  if (!Array.isArray(given) || given.length === 0 || given.length > MAX_IMPORTED) throw wrong();
  const canonical = given.map(normalizeBackupCode);
  if (canonical.some((c) => c === undefined) || new Set(canonical).size !== canonical.length) throw wrong();
  return given as string[];
}

/** Locks the user's row for the caller's transaction (checks then see a state no one else changes); entity.not_found for an unknown user. */
export async function lockUserForBackupCodes(db: Db, userId: string): Promise<void> {
  if (!(await repo.lockBackupCodeOwner(db, userId))) throw notFound('user', userId);
}

/** When each code was used (null: still usable); the codes themselves are not kept. */
export async function listBackupCodeUses(db: Db, userId: string): Promise<Array<Date | null>> {
  const uses = await repo.listBackupCodeUses(db, userId);
  if (uses.length === 0) throw new DomainError('verification_record.not_found', 'This account has no backup codes.');
  return uses;
}

export async function deleteUserBackupCodes(db: Db, userId: string, setId?: string): Promise<boolean> {
  return (await repo.deleteBackupCodes(db, userId, setId)) > 0;
}

export const invalidBackupCode = () =>
  new DomainError('session.mfa.invalid_backup_code', 'The backup code is not right, or was used already.', undefined, ['code']);

/**
 * A sign-in's second factor by backup code, under the user's lockout counter (the same one as
 * TOTP codes and passwords): the code is used up by a compare-and-set, so of two concurrent uses
 * one succeeds. Pass the pool (the count and the use must stick). Answers how many codes remain.
 */
export async function useBackupCodeForSignIn(
  db: Db,
  clock: Clock,
  policy: LockoutPolicy,
  userId: string,
  input: unknown,
  /** Written with the use, in its transaction (the interaction's record of the factor, the audit entry): all or nothing. */
  withUse: (trx: Db, remainCodes: number) => Promise<void>,
): Promise<{ remainCodes: number }> {
  const code = normalizeBackupCode(input);
  if (code === undefined) throw invalidInput('a backup code is letters and digits, like xxxx-xxxx-xxxx (dashes and spaces are ignored)', ['code']);
  let remainCodes = 0;
  const ok = await checkWithLockout(db, clock, policy, { type: 'userId', value: userId }, () =>
    db.transaction().execute(async (trx) => {
      if (!(await repo.useBackupCode(trx, userId, digestOf(userId, code)))) return false;
      remainCodes = (await repo.findBackupCodeSet(trx, userId))?.remaining ?? 0;
      await withUse(trx, remainCodes);
      return true;
    }),
  );
  if (!ok) throw invalidBackupCode();
  return { remainCodes };
}

/** A user's backup codes as an export carries them: the digests as stored (bound to the user's id), with their use. */
export interface TransferredBackupCodes {
  setId: string;
  createdAt: string;
  codes: Array<{ digest: string; usedAt: string | null }>;
}

export async function exportBackupCodes(db: Db, userId: string): Promise<TransferredBackupCodes | undefined> {
  const rows = await repo.listBackupCodeDigests(db, userId);
  const first = rows[0];
  if (!first) return undefined;
  return {
    setId: first.setId,
    createdAt: first.createdAt.toISOString(),
    codes: rows.map((r) => ({ digest: r.digest, usedAt: r.usedAt?.toISOString() ?? null })),
  };
}

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * Restores exported digests. They are SHA-256 of `<user id>:<code>`, so they work only for a user
 * imported with the id they were exported with (the import keeps ids).
 */
export async function importBackupCodes(db: Db, userId: string, set: TransferredBackupCodes): Promise<void> {
  const wrong = (message: string) => new DomainError('user.wrong_backup_code_format', message, undefined, ['backupCodes']);
  if (!Array.isArray(set.codes) || set.codes.length === 0 || set.codes.length > MAX_IMPORTED)
    throw wrong(`backupCodes.codes must hold 1 to ${MAX_IMPORTED} digests`);
  const createdAt = new Date(set.createdAt);
  if (Number.isNaN(createdAt.getTime())) throw wrong('backupCodes.createdAt must be an ISO 8601 time');
  const rows = set.codes.map((c) => {
    const usedAt = c.usedAt == null ? null : new Date(c.usedAt);
    if (typeof c.digest !== 'string' || !DIGEST.test(c.digest) || (usedAt && Number.isNaN(usedAt.getTime()))) {
      throw wrong('each backup code is { digest: 64 hex characters, usedAt: ISO 8601 time or null }');
    }
    return { setId: typeof set.setId === 'string' && set.setId ? set.setId : newId(), digest: c.digest, createdAt, usedAt };
  });
  await repo.replaceBackupCodes(db, userId, rows[0]!.setId, []);
  await repo.insertBackupCodeDigests(db, userId, rows);
}
