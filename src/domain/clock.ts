// The time the rules read. Expiry, lockout, verification codes, token lifetimes and retry
// schedules ask this clock rather than Date.now() or the database's now(), so that a test can move
// time forward instead of sleeping through it; a running server uses the system clock.
// Timestamps that only record when something happened (created_at, updated_at) stay with the
// database: no rule compares them with this clock.

export interface Clock {
  /** The current time. */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds since the epoch, as JWT `iat`/`exp` and TOTP steps count them. */
export const epochSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);
