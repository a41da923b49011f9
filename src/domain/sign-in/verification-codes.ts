// Verification codes: 6 random digits, valid 10 minutes, 10 attempts, stored only as a digest.
// A verified code is consumed once, by the owner it was issued to (an experience or a user).
import { randomInt, timingSafeEqual } from 'node:crypto';
import { canonicalPhone } from '../phone-numbers.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/verification-codes.js';
import { isEmailAddress } from '../../net/email-address.js';
import { z } from 'zod';
import { DomainError, invalidInput } from '../errors.js';
import { newId, sha256 } from '../ids.js';
import { anyString, parseFields } from '../input.js';
import { sixDigitCode } from './input-shapes.js';
import { beginAttempt, type LockoutPolicy } from './lockout.js';

export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 10;

export type RecipientType = 'email' | 'phone';

export interface Recipient {
  type: RecipientType;
  value: string;
}

const PHONE = /^\+?\d{6,20}$/;

/** An identifier's shape: its value first, then its type (the format of the value is the type's rule). */
const recipientShape = z.object({
  value: anyString('identifier.value is required').trim(),
  type: z.enum(['email', 'phone'], { error: 'identifier.type must be "email" or "phone"' }),
});

/** The canonical form used for sending, rate limiting and lockout (phones as digits only). */
export function normalizeRecipient(input: unknown): Recipient {
  const r = input as { type?: unknown; value?: unknown } | undefined;
  const { type, value } = parseFields(recipientShape, { value: r?.value, type: r?.type }, ['identifier']);
  if (type === 'email') {
    if (!isEmailAddress(value)) throw invalidInput('not a valid email address', ['identifier', 'value']);
    return { type: 'email', value: value.toLowerCase() };
  }
  const digits = value.replace(/[\s()-]/g, '');
  if (!PHONE.test(digits)) throw invalidInput('a phone number is 6 to 20 digits with an optional leading +', ['identifier', 'value']);
  return { type: 'phone', value: canonicalPhone(digits) };
}

/**
 * An address as a page or an answer may show it to someone who has only signed in halfway: the
 * email's first letter and domain (`j***@example.com`), the phone's last four digits (`****5678`).
 */
export function maskedRecipient(recipient: Recipient): string {
  if (recipient.type === 'phone') return `****${recipient.value.slice(-4)}`;
  const at = recipient.value.lastIndexOf('@');
  return `${recipient.value.slice(0, Math.min(1, at))}***${recipient.value.slice(at)}`;
}

// The id salts the digest so equal codes do not share digests; a 6-digit space is small anyway,
// which is why attempts are capped and the record expires.
const digestOf = (id: string, code: string) => sha256(`${id}:${code}`);

const verificationIdShape = anyString('verificationId is required');
const codeShape = sixDigitCode('the code is 6 digits');

export async function issueVerificationCode(db: Db, clock: Clock, owner: string, recipient: Recipient): Promise<{ id: string; code: string }> {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertVerificationCode(db, {
    id,
    owner,
    identifierType: recipient.type,
    identifierValue: recipient.value,
    codeDigest: digestOf(id, code),
    expiresAt: new Date(clock.now().getTime() + CODE_TTL_SECONDS * 1000),
  });
  return { id, code };
}

const notFoundError = () => new DomainError('verification_code.not_found', 'No such verification is pending; request a new code.');

/**
 * Checks a code. A wrong code counts against the code's own 10 attempts and as a failure of the
 * recipient (lockout: the user whose email or phone it is, else the address itself). The attempt
 * is reserved before the code is compared. Pass the pool as `db`: failures must stick although
 * the request fails.
 */
export async function verifyCode(db: Db, clock: Clock, policy: LockoutPolicy, owner: string, verificationId: unknown, code: unknown): Promise<Recipient> {
  const id = parseFields(verificationIdShape, verificationId, ['verificationId']);
  const record = await repo.findVerificationCode(db, id);
  if (!record || record.owner !== owner) throw notFoundError();
  const recipient: Recipient = { type: record.identifierType, value: record.identifierValue };
  if (record.verifiedAt) return recipient;
  const given = parseFields(codeShape, code, ['code']);
  if (record.expiresAt.getTime() <= clock.now().getTime()) {
    throw new DomainError('verification_code.expired', 'The code has expired; request a new one.');
  }
  const lockout = await beginAttempt(db, clock, policy, recipient);
  let matched = false;
  try {
    const attempt = await repo.takeAttempt(db, id, CODE_MAX_ATTEMPTS, clock.now());
    if (!attempt) throw new DomainError('verification_code.exceed_max_try', 'Too many wrong codes; request a new one.');
    matched = timingSafeEqual(digestOf(id, given), attempt.codeDigest);
    if (!matched) {
      const left = CODE_MAX_ATTEMPTS - attempt.attempts;
      throw new DomainError('verification_code.code_mismatch', `The code is not right (${left} attempts left).`, { attemptsLeft: left }, ['code']);
    }
    await repo.markVerified(db, id, clock.now());
  } finally {
    if (matched) await lockout.succeeded();
    else await lockout.failed();
  }
  return recipient;
}

/** Uses a verified record up (once), returning what it proved. */
export async function consumeVerifiedRecipient(db: Db, owner: string, verificationId: unknown): Promise<Recipient> {
  const id = parseFields(verificationIdShape, verificationId, ['verificationId']);
  const record = await repo.findVerificationCode(db, id);
  if (!record || record.owner !== owner) throw notFoundError();
  if (!record.verifiedAt) throw new DomainError('verification_code.not_verified', 'Verify the code first.');
  if (!(await repo.consumeVerification(db, id))) {
    throw new DomainError('verification_code.already_used', 'This verification was already used; request a new code.');
  }
  return { type: record.identifierType, value: record.identifierValue };
}

/** Reads (without consuming) what a verified record proved. */
export async function peekVerifiedRecipient(db: Db, owner: string, verificationId: string): Promise<Recipient | undefined> {
  const record = await repo.findVerificationCode(db, verificationId);
  if (!record || record.owner !== owner || !record.verifiedAt || record.consumedAt) return undefined;
  return { type: record.identifierType, value: record.identifierValue };
}

/**
 * What a verified, not yet used record proved, without using it up; refused as
 * consumeVerifiedRecipient refuses (unknown, not verified, already used).
 */
export async function verifiedRecipientOf(db: Db, owner: string, verificationId: unknown): Promise<Recipient> {
  const id = parseFields(verificationIdShape, verificationId, ['verificationId']);
  const record = await repo.findVerificationCode(db, id);
  if (!record || record.owner !== owner) throw notFoundError();
  if (!record.verifiedAt) throw new DomainError('verification_code.not_verified', 'Verify the code first.');
  if (record.consumedAt) throw new DomainError('verification_code.already_used', 'This verification was already used; request a new code.');
  return { type: record.identifierType, value: record.identifierValue };
}
