// The time the rules read. Lockout, verification codes and code-send limits, TOTP steps, token
// lifetimes, sessions, personal access tokens, application secrets, invitations and pushed
// authorization requests ask this clock rather than Date.now() or the database's now(), so that a
// test can move time forward instead of sleeping through it; a running server uses the system
// clock. Not yet on it: refresh-token and authorization-code expiry, interactions, WebAuthn
// challenges and webhook retry schedules (the database's now()). Timestamps that only record when
// something happened (updated_at) stay with the database.

export interface Clock {
  /** The current time. */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds since the epoch, as JWT `iat`/`exp` and TOTP steps count them. */
export const epochSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);
