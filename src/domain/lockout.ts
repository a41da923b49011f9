// Lockout: failed verifications (password, verification code, TOTP) of one identifier share one
// counter; reaching the limit inside the window locks the identifier for a period, during which
// even a right secret fails. A success resets the counter.
import type { Db } from '../db/database.js';
import * as repo from '../db/repositories/lockouts.js';
import { DomainError } from './errors.js';

export type IdentifierKind = 'username' | 'email' | 'phone' | 'userId';

export interface Identifier {
  type: IdentifierKind;
  value: string;
}

export interface LockoutPolicy {
  maxAttempts: number;
  windowSeconds: number;
  durationSeconds: number;
}

/** Case-insensitive identifiers share one counter however they are typed. */
function keyOf(id: Identifier): string {
  const value = id.type === 'username' || id.type === 'email' ? id.value.trim().toLowerCase() : id.value.trim();
  return `${id.type}:${value}`;
}

export function lockedError(until: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new DomainError(
    'user.identifier_locked',
    `Too many failed attempts. This account is locked; try again after ${until.toISOString()} (in ${retryAfter} seconds).`,
    { retryAfter, lockedUntil: until.toISOString() },
  );
}

export async function assertNotLocked(db: Db, id: Identifier): Promise<void> {
  const until = await repo.findActiveLock(db, keyOf(id));
  if (until) throw lockedError(until);
}

/** Listeners run once per lock, when the failure that caused it is recorded (Identifier.Lockout). */
export type LockoutListener = (db: Db, id: Identifier, lockedUntil: Date) => Promise<void>;
const lockoutListeners: LockoutListener[] = [];
export function onIdentifierLocked(listener: LockoutListener): void {
  if (!lockoutListeners.includes(listener)) lockoutListeners.push(listener);
}

/**
 * Counts a failure; the failure that reaches the limit locks the identifier. Pass the pool, not
 * a request transaction: failures must stick although the request fails.
 */
export async function recordFailure(db: Db, policy: LockoutPolicy, id: Identifier): Promise<void> {
  const key = keyOf(id);
  const failures = await repo.addFailure(db, key, policy.windowSeconds);
  if (failures < policy.maxAttempts) return;
  const lockedUntil = await repo.lockWhenReached(db, key, policy.maxAttempts, policy.durationSeconds);
  if (lockedUntil) for (const listener of lockoutListeners) await listener(db, id, lockedUntil);
}

/**
 * Runs a secret check for an identifier under lockout: refused while locked (even when right),
 * a wrong secret counts, a right one resets the counter.
 */
export async function checkWithLockout(db: Db, policy: LockoutPolicy, id: Identifier, check: () => Promise<boolean>): Promise<boolean> {
  await assertNotLocked(db, id);
  const ok = await check();
  if (ok) await recordSuccess(db, id);
  else await recordFailure(db, policy, id);
  return ok;
}

export async function recordSuccess(db: Db, id: Identifier): Promise<void> {
  await repo.clearFailures(db, keyOf(id));
}
