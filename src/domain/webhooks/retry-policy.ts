// When to try a webhook again. Pure rules, so they are tested on their own.

/** 410 Gone: the receiver asks us to stop; the hook is disabled. */
export const GONE = 410;

/** 4xx answers other than these mean "this request will never be accepted": stop retrying. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

/** Whether a failed attempt (null status = no HTTP answer) may succeed if sent again. */
export function isRetryable(statusCode: number | null): boolean {
  if (statusCode === null) return true;
  if (statusCode >= 400 && statusCode < 500) return RETRYABLE_4XX.has(statusCode);
  return true;
}

/** Longest Retry-After we honour; a receiver cannot park a delivery beyond the schedule's span. */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;

/**
 * Delay before the next round after round `round` (0-based) failed, or undefined when the
 * schedule is exhausted. Exponential steps with ±20 % jitter (so a receiver coming back is not
 * hit by every delivery at once); a Retry-After longer than the step wins.
 */
export function nextRoundDelay(round: number, scheduleMs: readonly number[], retryAfterMs?: number, random: () => number = Math.random): number | undefined {
  const step = scheduleMs[round];
  if (step === undefined) return undefined;
  const jittered = Math.round(step * (0.8 + 0.4 * random()));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}
