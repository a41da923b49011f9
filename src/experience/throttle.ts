// The per-address throttles against guessing on the experience's steps (domain/sign-in/throttles.ts):
// a step runs under its address's throttle, and a wrong guess counts against the address.
import { addressSubject, isWrongGuess, underThrottle, type AttemptMeta } from '../domain/sign-in/throttles.js';
import type { Services } from '../services.js';

/** `signIn`: password sign-ins; `verification`: codes, TOTP, backup codes. */
export function underAddressThrottle<T>(
  services: Services,
  throttle: 'signIn' | 'verification',
  meta: AttemptMeta & { ip: string },
  attempt: () => Promise<T>,
): Promise<T> {
  const { db, clock, config } = services;
  return underThrottle(db, clock, config.throttles[throttle], addressSubject(throttle, meta.ip), meta, attempt, isWrongGuess);
}
