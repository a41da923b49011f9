// A test clock that also runs the app's timers on its own time (src/events/clock-timer.ts: the
// dispatcher's retry of a claim that met an outage). Moving it past a timer fires the timer then,
// so a test sees a retry due in a second without sleeping a second. Time keeps flowing as with
// testClock(): a timer nobody moves the clock for still fires on the wall clock, so an app on
// this clock behaves as one on the system clock.
import type { TimerClock } from '../../src/events/clock-timer.js';
import { testClock, type TestClock } from './clock.js';

export interface TimerTestClock extends TestClock, TimerClock {
  /** Timers armed and not yet fired (nor cancelled). */
  pendingTimers(): number;
  /** Resolves once the work the fired timers started (a retry's whole pass) has finished. */
  settled(): Promise<void>;
}

interface Timer {
  due: number;
  fire: () => void | Promise<void>;
  wall: NodeJS.Timeout;
}

export function timerTestClock(): TimerTestClock {
  const clock = testClock();
  const timers = new Set<Timer>();
  const running = new Set<Promise<void>>();
  const fire = (timer: Timer) => {
    if (!timers.delete(timer)) return;
    clearTimeout(timer.wall);
    const work = Promise.resolve()
      .then(timer.fire)
      .catch(() => undefined)
      .finally(() => running.delete(work));
    running.add(work);
  };
  return {
    now: clock.now,
    ms: clock.ms,
    advance(by) {
      clock.advance(by);
      for (const timer of [...timers].sort((a, b) => a.due - b.due)) if (timer.due <= clock.ms()) fire(timer);
    },
    after(ms, work) {
      const timer: Timer = { due: clock.ms() + ms, fire: work, wall: setTimeout(() => fire(timer), ms) };
      timer.wall.unref();
      timers.add(timer);
      return () => {
        timers.delete(timer);
        clearTimeout(timer.wall);
      };
    },
    pendingTimers: () => timers.size,
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
