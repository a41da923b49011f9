// A timer on the app's clock rather than on the process's: due when the clock has moved `ms`
// forward. On the system clock that is a plain timer. A clock that keeps timers of its own (a
// test's, which it fires when the test moves it past them) runs them itself, so a test sees a
// retry that is due in a second by moving the clock a second instead of sleeping through it.
import type { Clock } from '../domain/clock.js';

/** A clock that runs timers on its own time (it may be moved past them: they fire then). */
export interface TimerClock extends Clock {
  /** Calls `fire` once the clock has moved `ms` forward; returns a function that cancels it. */
  after(ms: number, fire: () => void | Promise<void>): () => void;
}

const keepsTimers = (clock: Clock): clock is TimerClock => typeof (clock as Partial<TimerClock>).after === 'function';

/**
 * Calls `fire` once `clock` has moved `ms` forward; returns a function that cancels it. The timer
 * never keeps the process alive (a stopping process does not wait for a retry).
 */
export function afterOnClock(clock: Clock, ms: number, fire: () => void | Promise<void>): () => void {
  if (keepsTimers(clock)) return clock.after(ms, fire);
  const timer = setTimeout(() => void fire(), ms);
  timer.unref();
  return () => clearTimeout(timer);
}
