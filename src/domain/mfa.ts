// TOTP multi-factor authentication (RFC 6238, 30-second steps, 6 digits) via otplib. Enrolment is
// two steps: a pending secret is issued, and only a valid code from it enables MFA. A code is
// accepted once (its time step is remembered) so an observed code cannot be replayed.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database.js';
import { getUserMfa, updateUserRow } from '../db/repositories/users.js';
import { DomainError, invalidInput, notFound } from './errors.js';
import { checkWithLockout, type LockoutPolicy } from './lockout.js';

export const TOTP_ISSUER = 'Tessera';

interface MfaColumn {
  totpSecret?: string;
  pendingTotpSecret?: string;
  lastTotpStep?: number;
}

async function mfaOf(db: Db, userId: string): Promise<MfaColumn> {
  return (await getUserMfa(db, userId)) as MfaColumn;
}

function checkFormat(code: unknown): string {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) throw invalidInput('the code is 6 digits', ['code']);
  return code.trim();
}

/** The time step a code matches, allowing one step of clock drift either way. */
async function matchingStep(secret: string, code: string): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export async function userHasTotp(db: Db, userId: string): Promise<boolean> {
  return Boolean((await mfaOf(db, userId)).totpSecret);
}

export async function startTotpEnrollment(db: Db, userId: string, label: string): Promise<{ secret: string; otpauthUri: string }> {
  const mfa = await mfaOf(db, userId);
  if (mfa.totpSecret) throw new DomainError('user.totp_already_in_use', 'TOTP is already enabled for this account.');
  const secret = generateSecret();
  const user = await updateUserRow(db, userId, { mfa: { ...mfa, pendingTotpSecret: secret } });
  if (!user) throw notFound('user', userId);
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label, secret }) };
}

export async function confirmTotpEnrollment(db: Db, userId: string, code: unknown): Promise<void> {
  const token = checkFormat(code);
  const mfa = await mfaOf(db, userId);
  if (!mfa.pendingTotpSecret) throw new DomainError('user.totp_not_pending', 'Start TOTP enrolment first.');
  const step = await matchingStep(mfa.pendingTotpSecret, token);
  if (step === undefined) throw new DomainError('user.totp_code_invalid', 'The TOTP code is not right.', undefined, ['code']);
  await updateUserRow(db, userId, { mfa: { totpSecret: mfa.pendingTotpSecret, lastTotpStep: step } });
}

/** A sign-in's second factor, under the user's lockout counter (type `userId`). */
export async function verifyTotpForSignIn(db: Db, policy: LockoutPolicy, userId: string, code: unknown): Promise<void> {
  const token = checkFormat(code);
  const ok = await checkWithLockout(db, policy, { type: 'userId', value: userId }, async () => {
    const mfa = await mfaOf(db, userId);
    if (!mfa.totpSecret) return false;
    const step = await matchingStep(mfa.totpSecret, token);
    if (step === undefined || (mfa.lastTotpStep !== undefined && step <= mfa.lastTotpStep)) return false;
    await updateUserRow(db, userId, { mfa: { ...mfa, lastTotpStep: step } });
    return true;
  });
  if (!ok) throw new DomainError('user.totp_code_invalid', 'The TOTP code is not right.', undefined, ['code']);
}

/** For tests and tooling: the current code of a secret. */
export const currentTotp = (secret: string): Promise<string> => generate({ secret });
