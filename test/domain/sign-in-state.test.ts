// The rules of what a sign-in has proved: verifications are own entries naming their user, and
// the second factor counts only for the user who gave it, until the next identification.
import { describe, expect, it } from 'vitest';
import { addVerification, identified, mfaVerifiedFor, verificationOf, withMfaVerified } from '../../src/domain/sign-in-state.js';

describe('sign-in state', () => {
  it('finds a verification by its own id only', () => {
    const { data, verificationId } = addVerification({}, { type: 'Password', userId: 'u1' });
    expect(verificationOf(data, verificationId)).toEqual({ type: 'Password', userId: 'u1' });
    for (const id of ['__proto__', 'constructor', 'toString', 'nope', 42, null, undefined]) {
      expect(() => verificationOf(data, id)).toThrow(expect.objectContaining({ code: 'session.verification_session_not_found' }));
    }
    const poisoned = { verifications: JSON.parse('{"__proto__": {"type": "Password", "userId": "u2"}}') };
    expect(() => verificationOf(poisoned, 'x')).toThrow();
  });

  it('binds the second factor to its user and forgets it at identification', () => {
    const verified = withMfaVerified({ verifications: {} }, 'attacker');
    expect(mfaVerifiedFor(verified, 'attacker')).toBe(true);
    expect(mfaVerifiedFor(verified, 'victim')).toBe(false);
    expect(mfaVerifiedFor(identified(verified), 'attacker')).toBe(false);
    expect(identified(verified)).toEqual({ verifications: {} });
    // The unbound flag of earlier versions counts for nobody.
    expect(mfaVerifiedFor({ mfaVerified: true }, 'victim')).toBe(false);
  });
});
