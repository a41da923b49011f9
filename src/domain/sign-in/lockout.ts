// Lockout: failed verifications (password, verification code, TOTP) share one counter per
// subject — the user, once the identifier names one, whichever spelling (username, email, phone)
// was typed; otherwise the normalized identifier itself, so that an unknown identifier is counted
// and answered like a known one. An attempt is reserved in one atomic statement before its secret
// is checked, so concurrent attempts cannot check more than the limit. The failure that uses the
// last attempt locks the subject for a period, during which even a right secret fails. A success
// resets the counter.
import type { Db } from '../../db/database.js';
import { canonicalPhone } from '../phone-numbers.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/lockouts.js';
import { findUserByIdentifier } from '../../db/repositories/users.js';
import { DomainError } from '../errors.js';
import { sha256 } from '../ids.js';

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

/** Whose counter an attempt uses, and the identifier reported when it locks (Identifier.Lockout). */
export interface LockoutSubject {
  key: string;
  identifier: Identifier;
}

/** Case-insensitive identifiers are one identifier however they are typed; phones without "+". */
function normalize(id: Identifier): Identifier {
  const value = id.value.trim();
  if (id.type === 'username' || id.type === 'email') return { type: id.type, value: value.toLowerCase() };
  if (id.type === 'phone') return { type: id.type, value: canonicalPhone(value) };
  return { type: id.type, value };
}

export function userSubject(userId: string, identifier?: Identifier): LockoutSubject {
  return { key: `user:${userId}`, identifier: identifier ? normalize(identifier) : { type: 'userId', value: userId } };
}

/** An identifier that names no user: a digest, so any input fits the key's index. */
export function identifierSubject(identifier: Identifier): LockoutSubject {
  const id = normalize(identifier);
  return { key: `identifier:${sha256(`${id.type}:${id.value}`).toString('hex')}`, identifier: id };
}

/** The subject of an identifier: its user when there is one. */
export async function lockoutSubject(db: Db, identifier: Identifier): Promise<LockoutSubject> {
  if (identifier.type === 'userId') return userSubject(identifier.value);
  const id = normalize(identifier);
  const user = await findUserByIdentifier(db, id.type as Exclude<IdentifierKind, 'userId'>, id.value);
  return user ? userSubject(user.id, id) : identifierSubject(id);
}

const subjectOf = (db: Db, who: Identifier | LockoutSubject) => ('key' in who ? Promise.resolve(who) : lockoutSubject(db, who));

export function lockedError(until: Date, now: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new DomainError(
    'user.identifier_locked',
    `Too many failed attempts. This account is locked; try again after ${until.toISOString()} (in ${retryAfter} seconds).`,
    { retryAfter, lockedUntil: until.toISOString() },
  );
}

export async function assertNotLocked(db: Db, clock: Clock, who: Identifier | LockoutSubject): Promise<void> {
  const now = clock.now();
  const until = await repo.findActiveLock(db, (await subjectOf(db, who)).key, now);
  if (until) throw lockedError(until, now);
}

/** Listeners run once per lock, when the failure that caused it is recorded (Identifier.Lockout). */
export type LockoutListener = (db: Db, id: Identifier, lockedUntil: Date) => Promise<void>;
const lockoutListeners: LockoutListener[] = [];
export function onIdentifierLocked(listener: LockoutListener): void {
  if (!lockoutListeners.includes(listener)) lockoutListeners.push(listener);
}

/** A reserved attempt: report how it went exactly once. */
export interface Attempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Reserves an attempt for the subject, before any secret is checked: refused (user.identifier_locked)
 * while locked, or when the attempts of the window are all taken — also by attempts still being
 * checked. Pass the pool, not a request transaction: the count must stick although the request fails.
 */
export async function beginAttempt(db: Db, clock: Clock, policy: LockoutPolicy, who: Identifier | LockoutSubject): Promise<Attempt> {
  const subject = await subjectOf(db, who);
  const now = clock.now();
  const reserved = await repo.reserveAttempt(db, subject.key, policy.maxAttempts, policy.windowSeconds, now);
  if (reserved.lockedUntil) throw lockedError(reserved.lockedUntil, now);
  // The last attempts are still being checked: when they fail, the lock runs this long.
  if (reserved.attempt > policy.maxAttempts) throw lockedError(new Date(now.getTime() + policy.durationSeconds * 1000), now);
  return {
    // Read the clock again: the secret check in between may have taken a while.
    succeeded: () => repo.clearFailures(db, subject.key, clock.now()),
    async failed() {
      // Counted already at reservation; the attempt that used the last slot locks.
      if (reserved.attempt < policy.maxAttempts) return;
      const lockedUntil = await repo.lock(db, subject.key, policy.durationSeconds, clock.now());
      if (lockedUntil) for (const listener of lockoutListeners) await listener(db, subject.identifier, lockedUntil);
    },
  };
}

/**
 * Runs a secret check under lockout: refused while locked (even when right), a wrong secret
 * counts, a right one resets the counter. A check that throws counts as a failure.
 */
export async function checkWithLockout(
  db: Db,
  clock: Clock,
  policy: LockoutPolicy,
  who: Identifier | LockoutSubject,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await beginAttempt(db, clock, policy, who);
  let ok = false;
  try {
    ok = await check();
  } finally {
    if (ok) await attempt.succeeded();
    else await attempt.failed();
  }
  return ok;
}

/** Proving the identifier another way (a password reset by code) forgets earlier failures. */
export async function recordSuccess(db: Db, clock: Clock, who: Identifier | LockoutSubject): Promise<void> {
  await repo.clearFailures(db, (await subjectOf(db, who)).key, clock.now());
}
