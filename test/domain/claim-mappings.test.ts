// The claim-mapping rules per target (pure, no database): one vocabulary for access tokens and ID
// tokens, different reserved names and grant types; the ID token's standard-claim list is held
// against every claim the user-claims module can release, so a claim added there is reserved here.
import { describe, expect, it } from 'vitest';
import { ID_TOKEN_STANDARD_CLAIMS, RESERVED_CLAIMS, checkClaimMappings } from '../../src/domain/directory/claim-mappings.js';
import { SUPPORTED_USER_CLAIMS } from '../../src/domain/oauth/user-claims.js';

const refusal = (input: unknown, target: 'accessToken' | 'idToken') => {
  try {
    checkClaimMappings(input, target);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('claim mappings per target', () => {
  it('lets an access token carry a standard user claim name, which an ID token refuses', () => {
    const email = [{ claim: 'email', from: 'user.primaryEmail' }];
    expect(checkClaimMappings(email, 'accessToken')).toEqual(email);
    expect(refusal(email, 'idToken')).toBe('claim "email" is a standard claim released by its scope and cannot be set by a mapping');
  });

  it('refuses the protocol claims for both, and c_hash / s_hash for ID tokens', () => {
    for (const claim of RESERVED_CLAIMS) {
      expect(refusal([{ claim, from: 'user.id' }], 'accessToken'), claim).toContain('is reserved');
      expect(refusal([{ claim, from: 'user.id' }], 'idToken'), claim).toContain('is reserved');
    }
    expect(refusal([{ claim: 'c_hash', from: 'user.id' }], 'idToken')).toBe('claim "c_hash" is reserved and cannot be set by a mapping');
    expect(refusal([{ claim: 's_hash', from: 'user.id' }], 'idToken')).toContain('is reserved');
  });

  it('takes only the grant types that issue the target token', () => {
    const exchange = [{ claim: 'x', from: 'user.id', grantTypes: ['urn:ietf:params:oauth:grant-type:token-exchange'] }];
    expect(checkClaimMappings(exchange, 'accessToken')).toEqual(exchange);
    expect(refusal(exchange, 'idToken')).toBe(
      'grantTypes must be a non-empty list of: authorization_code, refresh_token, urn:ietf:params:oauth:grant-type:device_code',
    );
    expect(checkClaimMappings([{ claim: 'x', from: 'roles', grantTypes: ['refresh_token', 'refresh_token'] }], 'idToken')).toEqual([
      { claim: 'x', from: 'roles', grantTypes: ['refresh_token'] },
    ]);
  });

  it('reserves in ID tokens every user claim the server releases', () => {
    for (const claim of SUPPORTED_USER_CLAIMS) if (claim !== 'sub') expect(ID_TOKEN_STANDARD_CLAIMS.has(claim), claim).toBe(true);
  });
});
