// The acr rules (OIDC Core §2, §3.1.2.1, §5.5.1.1): what a request asks of the sign-in, whether a
// session's amr satisfies it, and the value the ID token asserts; and how what an upstream
// provider said of its own sign-in counts in the session's amr (RFC 8176 values only).
import { describe, expect, it } from 'vitest';
import {
  ACR_MULTI_FACTOR,
  ACR_PAPE_MULTI_FACTOR,
  ACR_SINGLE_FACTOR,
  acrRequestOf,
  acrSatisfied,
  assertedAcr,
  unsatisfiableAcr,
} from '../../src/domain/oauth/acr.js';
import { authenticationMethods, upstreamAuthenticationMethods, withUpstreamMethods } from '../../src/domain/sign-in/sign-in-state.js';
import { parseClaimsParameter } from '../../src/oidc/claims-parameter.js';

const PWD = ['pwd'];
const MFA = ['pwd', 'otp', 'mfa'];

describe('acr requests', () => {
  it('reads acr_values as voluntary and the claims parameter as it says', () => {
    expect(acrRequestOf(undefined, undefined)).toBeUndefined();
    expect(acrRequestOf(`${ACR_MULTI_FACTOR} x ${ACR_MULTI_FACTOR}`, undefined)).toEqual({ values: [ACR_MULTI_FACTOR, 'x'], essential: false });
    expect(acrRequestOf(ACR_SINGLE_FACTOR, { values: [ACR_MULTI_FACTOR], essential: true })).toEqual({ values: [ACR_MULTI_FACTOR], essential: true });
    expect(acrRequestOf(ACR_SINGLE_FACTOR, { values: [], essential: false })).toEqual({ values: [ACR_SINGLE_FACTOR], essential: false });
    // What is kept with the grant stays small: overlong values dropped, at most 20.
    const many = Array.from({ length: 30 }, (_, i) => `urn:x:${i}`).join(' ');
    expect(acrRequestOf(`${'x'.repeat(300)} ${many}`, undefined)!.values).toEqual(Array.from({ length: 20 }, (_, i) => `urn:x:${i}`));

    const parsed = parseClaimsParameter(JSON.stringify({ id_token: { acr: { essential: true, values: [ACR_MULTI_FACTOR, 7] }, email: null } }));
    expect(parsed).toEqual({ claims: { idToken: ['email'], userinfo: [] }, acr: { values: [ACR_MULTI_FACTOR], essential: true } });
    expect(parseClaimsParameter(JSON.stringify({ id_token: { acr: { value: ACR_SINGLE_FACTOR } } }))).toMatchObject({
      acr: { values: [ACR_SINGLE_FACTOR], essential: false },
    });
    expect(parseClaimsParameter(JSON.stringify({ id_token: { acr: null } }))).toMatchObject({ acr: { values: [], essential: false } });
    expect(parseClaimsParameter(JSON.stringify({ userinfo: { acr: null } }))).not.toHaveProperty('acr');
  });

  it('an essential acr of unknown values only can never be satisfied; voluntary unknown values are ignored', () => {
    expect(unsatisfiableAcr({ values: ['urn:other:gold'], essential: true })).toMatch(/none of the essential acr values/);
    expect(unsatisfiableAcr({ values: ['urn:other:gold', ACR_MULTI_FACTOR], essential: true })).toBeUndefined();
    expect(unsatisfiableAcr({ values: [], essential: true })).toBeUndefined();
    expect(unsatisfiableAcr({ values: ['urn:other:gold'], essential: false })).toBeUndefined();
    expect(acrSatisfied({ values: ['urn:other:gold'], essential: false }, PWD)).toBe(true);
    expect(assertedAcr({ values: ['urn:other:gold'], essential: false }, PWD)).toBe(ACR_SINGLE_FACTOR);
  });

  it('a multi-factor request is satisfied by a sign-in with mfa only', () => {
    const mfa = { values: [ACR_MULTI_FACTOR], essential: false };
    expect(acrSatisfied(mfa, PWD)).toBe(false);
    expect(acrSatisfied(mfa, [])).toBe(false);
    expect(acrSatisfied(mfa, MFA)).toBe(true);
    expect(acrSatisfied({ values: [ACR_PAPE_MULTI_FACTOR], essential: true }, PWD)).toBe(false);
    // Either level will do: one factor satisfies it.
    expect(acrSatisfied({ values: [ACR_MULTI_FACTOR, ACR_SINGLE_FACTOR], essential: false }, PWD)).toBe(true);
  });

  it('asserts the strongest value asked for that the sign-in reached, else the level reached (voluntary) or nothing (essential)', () => {
    expect(assertedAcr(undefined, MFA)).toBeUndefined();
    expect(assertedAcr({ values: [], essential: false }, MFA)).toBe(ACR_MULTI_FACTOR);
    expect(assertedAcr({ values: [], essential: false }, [])).toBe(ACR_SINGLE_FACTOR);
    expect(assertedAcr({ values: [ACR_SINGLE_FACTOR, ACR_MULTI_FACTOR], essential: false }, MFA)).toBe(ACR_MULTI_FACTOR);
    expect(assertedAcr({ values: [ACR_SINGLE_FACTOR, ACR_MULTI_FACTOR], essential: false }, PWD)).toBe(ACR_SINGLE_FACTOR);
    expect(assertedAcr({ values: [ACR_PAPE_MULTI_FACTOR], essential: true }, MFA)).toBe(ACR_PAPE_MULTI_FACTOR);
    expect(assertedAcr({ values: [ACR_MULTI_FACTOR], essential: false }, PWD)).toBe(ACR_SINGLE_FACTOR);
    expect(assertedAcr({ values: [ACR_MULTI_FACTOR], essential: true }, PWD)).toBeUndefined();
  });
});

describe("an upstream provider's amr", () => {
  it('counts its registered RFC 8176 values for the user its identity opened, and nothing else', () => {
    expect(upstreamAuthenticationMethods(['pwd', 'mfa', 'otp', 'fed', 'urn:x:y', 'pwd'])).toEqual(['pwd', 'mfa', 'otp']);
    expect(upstreamAuthenticationMethods(undefined)).toEqual([]);
    const data = withUpstreamMethods({}, 'u1', ['hwk', 'mfa', 'federated']);
    expect(authenticationMethods(data, 'u1').sort()).toEqual(['hwk', 'mfa']);
    expect(authenticationMethods(data, 'u2')).toEqual([]);
    // Nothing registered: no record at all.
    expect(withUpstreamMethods({ other: 1 }, 'u1', ['fed'])).toEqual({ other: 1 });
  });
});
