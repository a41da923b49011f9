// TOTP codes for chosen time steps. Tessera accepts a code of the current step or one step either
// side, and each step once per user: a test that enrols with the previous step's code and signs
// in with the current one (then the next) never replays a step and never waits for the clock.
import { generate } from 'otplib';

const STEP_SECONDS = 30;

/** The current 30-second time step. */
export function currentTotpStep(): number {
  return Math.floor(Date.now() / 1000 / STEP_SECONDS);
}

/** The code of a given time step. */
export function totpCodeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/**
 * Waits, at most `marginSeconds`, until the clock is at least that far from the end of its step,
 * so that a code chosen one step back stays within the accepted window until the server reads it.
 */
export async function clearOfStepEdge(marginSeconds = 5): Promise<void> {
  const intoStep = (Date.now() / 1000) % STEP_SECONDS;
  if (intoStep > STEP_SECONDS - marginSeconds) await new Promise((r) => setTimeout(r, (STEP_SECONDS - intoStep) * 1000 + 100));
}
