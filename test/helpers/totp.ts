// TOTP codes for chosen time steps of the app's clock. Tessera accepts a code of the current step
// or one step either side, and each step once per user: a test that enrols with the previous
// step's code and signs in with the current one (then the next) never replays a step. Steps are
// counted on the app's clock, not the wall clock: a test that moved it earlier (a lockout) would
// otherwise be steps apart from the server.
import { generate } from 'otplib';
import type { Clock } from '../../src/domain/clock.js';
import type { TestClock } from './clock.js';

const STEP_SECONDS = 30;

/** The clock's current 30-second time step. */
export function currentTotpStep(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000 / STEP_SECONDS);
}

/** The code of a given time step. */
export function totpCodeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/** The code of the clock's current step. */
export function totpCodeNow(secret: string, clock: Clock): Promise<string> {
  return totpCodeAt(secret, currentTotpStep(clock));
}

/**
 * Moves the clock, when it is within `marginSeconds` of the end of its step, to one second into
 * the next, so that a code chosen one step back stays within the accepted window until the
 * server reads it — at once, where the wall clock would make the test wait up to `marginSeconds`.
 */
export function clearOfStepEdge(clock: TestClock, marginSeconds = 5): void {
  const intoStep = (clock.ms() / 1000) % STEP_SECONDS;
  if (intoStep > STEP_SECONDS - marginSeconds) clock.advance((STEP_SECONDS - intoStep + 1) * 1000);
}
