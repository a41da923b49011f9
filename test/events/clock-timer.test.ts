// A timer on the app's clock: a plain timer on a clock without timers of its own, the clock's own
// on one that keeps them (a test's, which fires them when moved past them, and on the wall clock
// when nobody moves it).
import { describe, expect, it } from 'vitest';
import { afterOnClock } from '../../src/events/clock-timer.js';
import { systemClock } from '../../src/domain/clock.js';
import { timerTestClock } from '../helpers/timer-clock.js';
import { waitFor } from '../helpers/wait-for.js';

describe('afterOnClock', () => {
  it('on the system clock: fires once its time has passed, and not once cancelled', async () => {
    let fired = 0;
    let cancelledFired = 0;
    afterOnClock(systemClock, 5, () => void (fired += 1));
    const cancel = afterOnClock(systemClock, 5, () => void (cancelledFired += 1));
    cancel();
    // A later timer is the sign the earlier ones' time has passed.
    let later = false;
    afterOnClock(systemClock, 30, () => void (later = true));
    await waitFor(() => later, { what: 'the later timer' });
    expect(fired).toBe(1);
    expect(cancelledFired).toBe(0);
  });

  it('on a clock that keeps timers: fires when the clock is moved past it, in order, and waits for the work it started', async () => {
    const clock = timerTestClock();
    const order: string[] = [];
    let finish: () => void = () => undefined;
    afterOnClock(clock, 60_000, () => void order.push('minute'));
    afterOnClock(clock, 1000, () => {
      order.push('second');
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const cancel = afterOnClock(clock, 500, () => void order.push('cancelled'));
    cancel();
    expect(clock.pendingTimers()).toBe(2);

    // Time flows meanwhile (the clock is the wall clock plus what it was moved): a margin.
    clock.advance(500);
    expect(clock.pendingTimers()).toBe(2);
    clock.advance(500);
    expect(clock.pendingTimers()).toBe(1);
    let settled = false;
    const done = clock.settled().then(() => (settled = true));
    await waitFor(() => order.length === 1, { what: 'the second timer' });
    expect(settled, 'settled() waits for the work the timer started').toBe(false);
    finish();
    await done;
    clock.advance(59_000);
    await clock.settled();
    expect(order).toEqual(['second', 'minute']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('on a clock that keeps timers: fires on the wall clock when nobody moves it', async () => {
    const clock = timerTestClock();
    let fired = false;
    afterOnClock(clock, 5, () => void (fired = true));
    await waitFor(() => fired, { what: 'the timer on the wall clock' });
    expect(clock.pendingTimers()).toBe(0);
  });
});
