// What an upstream says of how the person signed in there, as the connectors read it: an OpenID
// Connect ID token's `amr` (strings only), a SAML assertion's password context classes as `pwd`
// and nothing for the others. Which values count for the session is the domain's (test/domain/acr.test.ts).
import { describe, expect, it } from 'vitest';
import { amrOfIdToken } from '../../src/connectors/profile.js';
import { profileOfAssertion, type SamlAssertion } from '../../src/connectors/saml.js';

const assertion = (authnContextClassRef: string | null): SamlAssertion => ({
  assertionId: '_a1',
  issuer: 'https://idp.test',
  nameId: 'ann@acme.test',
  nameIdFormat: null,
  notOnOrAfter: new Date('2030-01-01T00:00:00Z'),
  attributes: {},
  authnContextClassRef,
});

describe('upstream amr', () => {
  it("takes an ID token's amr strings, and nothing from a claim of another shape", () => {
    expect(amrOfIdToken({ amr: ['pwd', 'mfa', 7, '', null] })).toEqual(['pwd', 'mfa']);
    expect(amrOfIdToken({ amr: 'pwd' })).toBeUndefined();
    expect(amrOfIdToken({ amr: [] })).toBeUndefined();
    expect(amrOfIdToken({})).toBeUndefined();
  });

  it('maps the SAML password context classes to pwd, and no other class', () => {
    expect(profileOfAssertion(assertion('urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport'), undefined).amr).toEqual(['pwd']);
    expect(profileOfAssertion(assertion('urn:oasis:names:tc:SAML:2.0:ac:classes:Password'), undefined).amr).toEqual(['pwd']);
    for (const other of [
      'urn:oasis:names:tc:SAML:2.0:ac:classes:X509',
      'urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified',
      'constructor',
      '__proto__',
      null,
    ]) {
      expect(profileOfAssertion(assertion(other), undefined)).not.toHaveProperty('amr');
    }
  });
});
