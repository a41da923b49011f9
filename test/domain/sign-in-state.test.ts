// The rules of what a sign-in has proved: verifications are records of the interaction's own list,
// found by their own id, each of a known kind; the second factor counts only for the user who gave
// it, until the next identification.
import { describe, expect, it } from 'vitest';
import {
  addVerification,
  findVerification,
  identified,
  mfaVerifiedFor,
  verificationOf,
  verificationsOf,
  withSecondFactor,
  withoutVerification,
} from '../../src/domain/sign-in/sign-in-state.js';

describe('sign-in state', () => {
  it('finds a verification by its own id only', () => {
    const { data, verificationId } = addVerification({}, { type: 'Password', userId: 'u1' });
    expect(verificationOf(data, verificationId, ['Password'])).toEqual({ id: verificationId, type: 'Password', userId: 'u1' });
    for (const id of ['__proto__', 'constructor', 'toString', 'nope', 42, null, undefined]) {
      expect(() => verificationOf(data, id, ['Password'])).toThrow(expect.objectContaining({ code: 'session.verification_session_not_found' }));
    }
    const poisoned = { verifications: JSON.parse('{"__proto__": {"type": "Password", "userId": "u2"}}') };
    expect(() => verificationOf(poisoned, 'x', ['Password'])).toThrow();
  });

  it('answers only for the kinds asked, and refuses records that fit no schema', () => {
    const { data, verificationId } = addVerification({}, { type: 'Passkey', userId: 'u1' });
    expect(() => verificationOf(data, verificationId, ['Social'])).toThrow(expect.objectContaining({ code: 'session.verification_session_not_found' }));
    const forged = {
      verifications: [
        { id: 'v', type: 'Password' },
        { id: 'w', type: 'Root', userId: 'u' },
      ],
    };
    expect(verificationsOf(forged)).toEqual([]);
    expect(() => addVerification({}, { type: 'Password' } as never)).toThrow();
  });

  it('binds the second factor to its user and forgets it at identification', () => {
    const password = addVerification({ verifications: [] }, { type: 'Password', userId: 'attacker' });
    const verified = withSecondFactor(password.data, 'Totp', 'attacker').data;
    expect(mfaVerifiedFor(verified, 'attacker')).toBe(true);
    expect(mfaVerifiedFor(verified, 'victim')).toBe(false);
    expect(mfaVerifiedFor(identified(verified), 'attacker')).toBe(false);
    // Identification keeps the proofs of identity, not the second factor.
    expect(identified(verified)).toEqual(password.data);
    // The unbound flag of earlier versions counts for nobody.
    expect(mfaVerifiedFor({ mfaVerified: true }, 'victim')).toBe(false);
  });

  it('uses a record once when asked to', () => {
    const { data, verificationId } = addVerification({}, { type: 'EnterpriseSso', userId: 'u1' });
    expect(findVerification(withoutVerification(data, verificationId), verificationId)).toBeUndefined();
  });

  it('reads the shapes earlier versions stored (an interaction in flight at an upgrade goes on)', () => {
    const data = {
      verifications: { v1: { type: 'Password', userId: 'u1' } },
      socialVerifications: { s1: { connectorId: 'c', profile: { id: 'up', emailVerified: false, details: {} } } },
      mfa: { userId: 'u1', verifiedAt: '2024-01-01T00:00:00.000Z' },
    };
    expect(verificationOf(data, 'v1', ['Password']).userId).toBe('u1');
    expect(verificationOf(data, 's1', ['Social']).connectorId).toBe('c');
    expect(mfaVerifiedFor(data, 'u1')).toBe(true);
    const rewritten = addVerification(data, { type: 'Passkey', userId: 'u2' }).data;
    expect(Object.keys(rewritten)).toEqual(['verifications']);
    expect(verificationsOf(rewritten).map((r) => r.type)).toEqual(['Password', 'Social', 'Totp', 'Passkey']);
  });
});
