// The upstream claims → profile rule: only a boolean `true` verifies an email; ids may be
// numbers (GitHub); what an account could not hold, or a page should not load, is left out.
import { describe, expect, it } from 'vitest';
import { profileFromClaims } from '../../src/connectors/profile.js';

const OIDC = { id: 'sub', email: 'email', name: 'name', avatar: 'picture', emailVerified: 'email_verified' };

describe('profileFromClaims', () => {
  it('counts an email as verified only when the claim is the boolean true', () => {
    expect(profileFromClaims({ sub: 'a', email: 'A@X.test', email_verified: true }, OIDC)).toMatchObject({ email: 'a@x.test', emailVerified: true });
    for (const v of ['true', 1, 'yes', null, undefined]) {
      expect(profileFromClaims({ sub: 'a', email: 'a@x.test', email_verified: v }, OIDC).emailVerified).toBe(false);
    }
    // No emailVerified claim in the map (GitHub): never verified.
    expect(profileFromClaims({ id: 7, email: 'a@x.test', email_verified: true }, { id: 'id', email: 'email' }).emailVerified).toBe(false);
  });

  it('takes numeric ids as text and refuses an answer without an id', () => {
    expect(profileFromClaims({ id: 583231 }, { id: 'id' }).id).toBe('583231');
    expect(() => profileFromClaims({ sub: '' }, OIDC)).toThrow(/no usable sub/);
    expect(() => profileFromClaims({ sub: { nested: 1 } }, OIDC)).toThrow(/no usable sub/);
  });

  it('leaves out an invalid email, a non-web avatar, and keeps no nonce or hashes in the details', () => {
    const p = profileFromClaims({ sub: 'a', email: 'not an email', picture: 'javascript:alert(1)', nonce: 'n', at_hash: 'h', name: 'Ann' }, OIDC);
    expect(p).toEqual({
      id: 'a',
      emailVerified: false,
      name: 'Ann',
      details: { sub: 'a', email: 'not an email', picture: 'javascript:alert(1)', name: 'Ann' },
    });
  });
});
