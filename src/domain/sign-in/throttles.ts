// Throttles against guessing. Where the lockout (lockout.ts) counts failures per account, a
// throttle counts them per subject that an attacker cannot vary cheaply:
//
// - `clientAuth`: per client id, failed client authentications at the token, introspection and
//   revocation endpoints (unknown ids are counted like known ones, so the answer tells neither);
// - `signIn`: per source address, failed password sign-ins whatever the identifier (a spray of
//   usernames), on the sign-in pages and the Experience API;
// - `verification`: per source address, failed verification calls (codes, TOTP, backup codes).
//
// Failures are counted in a window that starts at the first one; the failure that reaches the limit
// trips the throttle, which then refuses every attempt of the subject — a right secret too,
// unchecked, so that the answer says nothing about the guess — until a short hold ends. Each trip
// that follows a hold within one window holds longer (doubling up to a maximum), so a steady
// attacker is slowed down more and more, while the subject's own users wait at most the maximum,
// and only while somebody keeps failing. Successes are not counted and do not reset anything: a
// busy legitimate client cannot hide an attacker's failures, nor needs a write per request.
//
// The counters live in the database (auth_throttles), as the lockout's do, so every instance sees
// one count; times come from the domain clock, so a test moves past a hold instead of sleeping.
import type { Db } from '../../db/database.js';
import {
  findThrottleHold,
  forgetThrottleHold,
  lockThrottleRow,
  purgeIdleThrottles,
  saveThrottleRow,
  type ThrottleRow,
} from '../../db/repositories/throttles.js';
import { log } from '../../observability/logger.js';
import { countThrottleRefusal, countThrottleTrip } from '../../observability/metrics.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { sha256 } from '../ids.js';
import { recordLog, success } from '../logs.js';
import { clientBucketOf } from './rate-limits.js';

// The policies are settings (THROTTLE_*), so their shape is the configuration's.
import type { ThrottleName, ThrottlePolicies, ThrottlePolicy } from '../../config.js';

export type { ThrottleName, ThrottlePolicies, ThrottlePolicy };

/** The name of each throttle in keys, metrics and the audit log. */
export const THROTTLE_LABELS: Record<ThrottleName, string> = {
  clientAuth: 'client_auth',
  signIn: 'sign_in',
  verification: 'verification',
};

/** What a throttle counts against: its row's key and how the audit entry names it. */
export interface ThrottleSubject {
  throttle: ThrottleName;
  key: string;
  /** The client id, or the address (block) counted. */
  name: string;
}

/** How much of a presented client id the log and the audit entry repeat (ours are 21 characters). */
const MAX_NAMED_CLIENT_ID = 128;

/**
 * Client ids are any text the client sends: a digest keeps the key short and indexable, and the
 * name the log and the audit log keep is cut short (an unknown id can be a whole request body).
 */
export function clientSubject(clientId: string): ThrottleSubject {
  const name = clientId.length > MAX_NAMED_CLIENT_ID ? `${clientId.slice(0, MAX_NAMED_CLIENT_ID)}…` : clientId;
  return { throttle: 'clientAuth', key: `client_auth:${sha256(clientId).toString('hex')}`, name };
}

/** An address as the code-send limit counts it (rate-limits.ts): IPv6 by its /64, one subscriber's block. */
export function addressSubject(throttle: Exclude<ThrottleName, 'clientAuth'>, ip: string): ThrottleSubject {
  const bucket = clientBucketOf(ip);
  return { throttle, key: `${THROTTLE_LABELS[throttle]}:${bucket}`, name: bucket };
}

export const TOO_MANY_FAILED_ATTEMPTS = 'request.too_many_failed_attempts';

const SUBJECT_WORDS: Record<ThrottleName, string> = {
  clientAuth: 'Too many failed client authentications for this client',
  signIn: 'Too many failed sign-in attempts from this network address',
  verification: 'Too many failed verification attempts from this network address',
};

export function throttledError(throttle: ThrottleName, until: Date, now: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new DomainError(TOO_MANY_FAILED_ATTEMPTS, `${SUBJECT_WORDS[throttle]}; try again in ${retryAfter} seconds.`, {
    retryAfter,
    throttle: THROTTLE_LABELS[throttle],
  });
}

/** A trip: the hold it set and how many holds in a row it is. */
export interface Trip {
  blockedUntil: Date;
  trips: number;
}

/**
 * The rule, on the subject's row: a failure during a hold is not counted but refused like any
 * attempt then (`heldUntil`: another instance set the hold a moment ago); a window that has run
 * out starts again; the failure that reaches the limit sets a hold and starts a new window. A hold
 * follows the last in a row when that one ended less than a window ago.
 */
export function afterFailure(row: ThrottleRow, policy: ThrottlePolicy, now: Date): { row: ThrottleRow; trip?: Trip; heldUntil?: Date } {
  const at = now.getTime();
  if (row.blockedUntil && row.blockedUntil.getTime() > at) return { row, heldUntil: row.blockedUntil };
  const windowMs = policy.windowSeconds * 1000;
  const stale = row.windowStartedAt.getTime() <= at - windowMs;
  const failures = stale ? 1 : row.failures + 1;
  const windowStartedAt = stale ? now : row.windowStartedAt;
  if (failures < policy.limit) return { row: { ...row, failures, windowStartedAt } };
  const inARow = row.blockedUntil !== null && row.blockedUntil.getTime() > at - windowMs;
  const trips = inARow ? row.trips + 1 : 1;
  const delaySeconds = Math.min(policy.maxDelaySeconds, policy.delaySeconds * 2 ** Math.min(trips - 1, 30));
  const blockedUntil = new Date(at + delaySeconds * 1000);
  return { row: { failures: 0, windowStartedAt: now, blockedUntil, trips }, trip: { blockedUntil, trips } };
}

function refused(subject: ThrottleSubject, until: Date, now: Date): DomainError {
  countThrottleRefusal(THROTTLE_LABELS[subject.throttle]);
  return throttledError(subject.throttle, until, now);
}

/**
 * Throws 429 (request.too_many_failed_attempts, with retryAfter) while the subject is held off, as
 * this instance knows it: a hold set on another instance a few milliseconds ago may not be heard
 * of yet. A failure is then refused anyway (recordThrottledFailure reads the row under its lock).
 */
export async function assertNotThrottled(db: Db, clock: Clock, policy: ThrottlePolicy, subject: ThrottleSubject): Promise<void> {
  if (policy.limit === 0) return;
  const until = await findThrottleHold(db, subject.key);
  const now = clock.now();
  if (until && until.getTime() > now.getTime()) throw refused(subject, until, now);
}

/** Who made the attempt, for the audit entry of a trip. */
export interface AttemptMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  applicationId?: string | null | undefined;
}

/**
 * Counts one failure of the subject (pass the pool: the count must stick although the request
 * fails); throws the 429 instead when a hold is in force. The failure that trips the throttle is
 * counted in the metrics, logged and written to the audit log (Throttle.Tripped), once per trip
 * across instances; returns its hold.
 */
export async function recordThrottledFailure(
  db: Db,
  clock: Clock,
  policy: ThrottlePolicy,
  subject: ThrottleSubject,
  meta: AttemptMeta = {},
): Promise<Trip | undefined> {
  if (policy.limit === 0) return undefined;
  const next = await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const after = afterFailure(await lockThrottleRow(trx, subject.key, now), policy, now);
    if (!after.heldUntil) await saveThrottleRow(trx, subject.key, after.row);
    return after;
  });
  if (next.heldUntil) {
    // A hold this instance had not heard of yet (set elsewhere a moment ago): read it again from now on.
    forgetThrottleHold(db, subject.key);
    throw refused(subject, next.heldUntil, clock.now());
  }
  const trip = next.trip;
  if (!trip) return undefined;
  forgetThrottleHold(db, subject.key);
  const label = THROTTLE_LABELS[subject.throttle];
  countThrottleTrip(label);
  const holdSeconds = Math.round((trip.blockedUntil.getTime() - clock.now().getTime()) / 1000);
  log().warn(
    `throttle ${label} tripped for ${JSON.stringify(subject.name)}: ${policy.limit} failures within ${policy.windowSeconds} s; held off for ${holdSeconds} s (hold ${trip.trips} in a row)`,
  );
  await recordLog(
    db,
    {
      key: THROTTLE_TRIPPED,
      ip: meta.ip,
      userAgent: meta.userAgent,
      applicationId: meta.applicationId,
      payload: {
        throttle: label,
        subject: subject.name,
        failures: policy.limit,
        windowSeconds: policy.windowSeconds,
        blockedUntil: trip.blockedUntil.toISOString(),
        trips: trip.trips,
      },
    },
    success,
  );
  return trip;
}

/** The audit log key of a trip (its result Success: the throttle did its job). */
export const THROTTLE_TRIPPED = 'Throttle.Tripped';

/**
 * Runs an attempt under a throttle: refused (429) while the subject is held off; an error that
 * `failed` says is a wrong guess counts against the subject. The attempt's own error is what the
 * caller gets, also when it trips the throttle (the next attempt gets the 429), unless a hold set
 * meanwhile refuses it.
 */
export async function underThrottle<T>(
  db: Db,
  clock: Clock,
  policy: ThrottlePolicy,
  subject: ThrottleSubject,
  meta: AttemptMeta,
  attempt: () => Promise<T>,
  failed: (error: unknown) => boolean,
): Promise<T> {
  await assertNotThrottled(db, clock, policy, subject);
  try {
    return await attempt();
  } catch (error) {
    if (failed(error)) await recordThrottledFailure(db, clock, policy, subject, meta);
    throw error;
  }
}

/** The codes of a wrong password, an unknown identifier and a wrong code (TOTP, backup, email/SMS, a device's user code). */
const WRONG_GUESSES = new Set([
  'session.invalid_credentials',
  'verification_code.code_mismatch',
  'user.totp_code_invalid',
  'session.mfa.invalid_backup_code',
  'device.invalid_user_code',
]);

/** Whether an error is a refused guess (what the address throttles count). */
export const isWrongGuess = (error: unknown): boolean => error instanceof DomainError && WRONG_GUESSES.has(error.code);

/** Housekeeping: rows no throttle can still count on. */
export async function purgeIdleThrottleRows(db: Db, clock: Clock, policies: ThrottlePolicies): Promise<void> {
  const longest = Math.max(...Object.values(policies).map((p) => p.windowSeconds + p.maxDelaySeconds));
  await purgeIdleThrottles(db, longest, clock.now());
}
