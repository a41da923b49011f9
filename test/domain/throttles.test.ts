// The throttle's rule on one subject's row (src/domain/sign-in/throttles.ts), without a database.
import { describe, expect, it } from 'vitest';
import { afterFailure, clientSubject, addressSubject } from '../../src/domain/sign-in/throttles.js';

const policy = { limit: 3, windowSeconds: 60, delaySeconds: 2, maxDelaySeconds: 10 };
const at = (s: number) => new Date(1_700_000_000_000 + s * 1000);
const fresh = (s: number) => ({ failures: 0, windowStartedAt: at(s), blockedUntil: null, trips: 0 });

function fail(row: ReturnType<typeof fresh> | ReturnType<typeof afterFailure>['row'], s: number) {
  return afterFailure(row, policy, at(s));
}

describe('afterFailure', () => {
  it('trips on the failure that reaches the limit within the window, and starts a new window', () => {
    let r = fail(fresh(0), 0);
    r = fail(r.row, 1);
    expect(r.trip).toBeUndefined();
    r = fail(r.row, 2);
    expect(r.trip).toEqual({ blockedUntil: at(4), trips: 1 });
    expect(r.row).toMatchObject({ failures: 0, windowStartedAt: at(2) });
  });

  it('a window that ran out starts again at the failure', () => {
    let r = fail(fresh(0), 0);
    r = fail(r.row, 1);
    r = fail(r.row, 61);
    expect(r.trip).toBeUndefined();
    expect(r.row).toMatchObject({ failures: 1, windowStartedAt: at(61) });
  });

  it('failures during a hold are not counted, but refused with the hold', () => {
    const held = { failures: 0, windowStartedAt: at(0), blockedUntil: at(10), trips: 1 };
    expect(fail(held, 5)).toEqual({ row: held, heldUntil: at(10) });
  });

  it('holds in a row double up to the maximum; a quiet window starts over', () => {
    let row = { failures: 2, windowStartedAt: at(0), blockedUntil: null as Date | null, trips: 0 };
    const delays: number[] = [];
    let s = 1;
    for (let trip = 0; trip < 5; trip++) {
      const r = fail({ ...row, failures: 2, windowStartedAt: at(s) }, s);
      delays.push((r.trip!.blockedUntil.getTime() - at(s).getTime()) / 1000);
      row = r.row;
      s = (r.trip!.blockedUntil.getTime() - at(0).getTime()) / 1000 + 1;
    }
    expect(delays).toEqual([2, 4, 8, 10, 10]);
    const later = fail({ ...row, failures: 2, windowStartedAt: at(s + 100) }, s + 100);
    expect(later.trip?.trips).toBe(1);
  });

  it('subjects: client ids by digest, addresses by their block', () => {
    const long = clientSubject('x'.repeat(5000));
    expect(long.key).toMatch(/^client_auth:[0-9a-f]{64}$/);
    expect(long.name).toHaveLength(129);
    expect(addressSubject('signIn', '::ffff:203.0.113.7')).toMatchObject({ key: 'sign_in:ip:203.0.113.7' });
    expect(addressSubject('verification', '2001:db8::1').key).toBe(addressSubject('verification', '2001:db8:0:0:ffff::2').key);
  });
});
