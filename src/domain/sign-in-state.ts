// What a sign-in has proved so far, kept in its interaction's `data`: the verifications made in
// it (each names the user it verified) and the second factor, bound to the user who gave it.
// Identifying a user starts the second factor over, so a TOTP code given while one user was
// identified never counts for another (nor for a later identification of the same user).
import { DomainError } from './errors.js';
import { newId } from './ids.js';

// A passkey sign-in (user-verifying, phishing-resistant) counts as the second factor too (sign-in.ts identify).
export type VerificationType = 'Password' | 'EnterpriseSso' | 'Passkey';

export interface Verification {
  type: VerificationType;
  userId: string;
}

/** The interaction's data as stored (JSON); unknown keys are kept as they are. */
export type SignInData = Record<string, unknown>;

const isVerification = (v: unknown): v is Verification =>
  typeof v === 'object' && v !== null && typeof (v as Verification).userId === 'string' && typeof (v as Verification).type === 'string';

function verificationsOf(data: SignInData): Record<string, unknown> {
  const v = data.verifications;
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Records that `userId` was verified; returns the new data and the verification's id. */
export function addVerification(data: SignInData, verification: Verification): { data: SignInData; verificationId: string } {
  const verificationId = newId();
  return { data: { ...data, verifications: { ...verificationsOf(data), [verificationId]: verification } }, verificationId };
}

/**
 * The verification `verificationId` names, made in this interaction. Only the interaction's own
 * entries count: `__proto__`, `constructor` and the like are unknown ids like any other.
 */
export function verificationOf(data: SignInData, verificationId: unknown): Verification {
  const all = verificationsOf(data);
  const found = typeof verificationId === 'string' && Object.hasOwn(all, verificationId) ? all[verificationId] : undefined;
  if (!isVerification(found)) throw new DomainError('session.verification_session_not_found', 'verificationId is unknown for this interaction');
  return found;
}

/** The data after identifying a user: the second factor is to be given (again) by that user. */
export function identified(data: SignInData): SignInData {
  const { mfa: _previous, mfaVerified: _legacy, ...rest } = data;
  return rest;
}

/** The data after `userId` gave a right second factor. */
export function withMfaVerified(data: SignInData, userId: string): SignInData {
  return { ...identified(data), mfa: { userId, verifiedAt: new Date().toISOString() } };
}

/** Whether `userId` (the identified user) gave their second factor in this interaction. */
export function mfaVerifiedFor(data: SignInData, userId: string): boolean {
  const mfa = data.mfa as { userId?: unknown } | undefined;
  return typeof mfa === 'object' && mfa !== null && mfa.userId === userId;
}

/** Whether `verificationId` names a verification kept in this interaction (a code's lives in its own record). */
export function hasVerification(data: SignInData, verificationId: unknown): boolean {
  return typeof verificationId === 'string' && Object.hasOwn(verificationsOf(data), verificationId);
}
