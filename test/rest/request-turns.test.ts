// The token endpoint's scheduler: callers resume in arrival order, each in its own event-loop turn.
import { describe, expect, it } from 'vitest';
import { nextRequestTurn } from '../../src/rest/request-turns.js';
import { waitFor } from '../helpers/wait-for.js';

describe('nextRequestTurn', () => {
  it('resumes callers in arrival order, one per event-loop turn', async () => {
    // Counts check phases: one increment per event-loop turn.
    let turn = 0;
    const tick = () => {
      turn++;
      if (turn < 50) setImmediate(tick);
    };
    setImmediate(tick);
    const resumed: Array<[number, number]> = [];
    await Promise.all([1, 2, 3, 4].map((id) => nextRequestTurn().then(() => resumed.push([id, turn]))));
    expect(resumed.map(([id]) => id)).toEqual([1, 2, 3, 4]);
    const turns = resumed.map(([, t]) => t);
    expect(new Set(turns).size).toBe(4);
  });

  it('lets I/O that completed meanwhile run between two callers', async () => {
    const { stat } = await import('node:fs');
    const order: string[] = [];
    // Each caller works for 3 ms, as a token request works for a fraction of one.
    const work = () => {
      const until = performance.now() + 3;
      while (performance.now() < until);
    };
    const first = nextRequestTurn().then(() => {
      order.push('first');
      work();
      // Done on the thread pool within the 3 ms: an I/O completion, as a database answer is.
      stat('.', () => order.push('io'));
    });
    const waiters = [
      first,
      ...[2, 3, 4, 5, 6, 7, 8].map((n) =>
        nextRequestTurn().then(() => {
          order.push(`r${n}`);
          work();
        }),
      ),
    ];
    await Promise.all(waiters);
    await waitFor(() => order.includes('io'), { what: 'the I/O callback' });
    // The I/O callback did not wait for all seven callers queued behind the first.
    expect(order.indexOf('io')).toBeGreaterThan(0);
    expect(order.indexOf('io')).toBeLessThan(order.indexOf('r8'));
  });
});
