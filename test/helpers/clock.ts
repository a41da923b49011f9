// A clock a test moves forward instead of sleeping. It runs with the wall clock plus an offset
// that advance() grows: time keeps flowing (ordering, iat, the database's own created_at stay
// sensible) while an expiry, a lockout or a TOTP step is reached in one call. Give it margins of
// a second or more either side of a boundary: a few milliseconds pass between two requests.
import type { Clock } from '../../src/domain/clock.js';

export interface TestClock extends Clock {
  /** Moves the clock forward by `ms` (never back: expiry rules assume time does not reverse). */
  advance(ms: number): void;
  /** The clock's time in epoch milliseconds, as a test computes an `expiresAt` from it. */
  ms(): number;
}

export function testClock(): TestClock {
  let offset = 0;
  const ms = () => Date.now() + offset;
  return {
    now: () => new Date(ms()),
    ms,
    advance(by) {
      if (!(by >= 0)) throw new Error(`a test clock moves forward only (asked ${by} ms)`);
      offset += by;
    },
  };
}
