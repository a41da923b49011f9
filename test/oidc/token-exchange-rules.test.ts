// The pure rules of token exchange, one by one (the HTTP tests cover them end to end).
import { describe, expect, it } from 'vitest';
import {
  TokenExchangeRefused,
  checkActor,
  checkClientMayExchange,
  checkSubjectState,
  checkTarget,
  checkUserSubject,
  delegationClaim,
  grantScopes,
} from '../../src/domain/oauth/token-exchange.js';

const resource = {
  id: 'r1',
  indicator: 'https://b.example.com',
  accessTokenTtl: 3600,
  accessTokenSignedResponseAlg: 'ES256',
  dpopBoundAccessTokensRequired: false,
  isManagement: false,
  accessTokenClaims: [],
};
const management = {
  id: 'm',
  indicator: 'https://tessera.example.com/api',
  accessTokenTtl: 3600,
  accessTokenSignedResponseAlg: 'ES256',
  dpopBoundAccessTokensRequired: false,
  isManagement: true,
  accessTokenClaims: [],
};
const client = (meta: Record<string, unknown>, type = 'Traditional') => ({ id: 'a', type, customClientMetadata: meta });

function refusal(fn: () => unknown): TokenExchangeRefused {
  try {
    fn();
  } catch (e) {
    if (e instanceof TokenExchangeRefused) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('token exchange rules', () => {
  it('needs the switch to be exactly true, and a confidential application', () => {
    expect(refusal(() => checkClientMayExchange(client({}))).error).toBe('unauthorized_client');
    expect(refusal(() => checkClientMayExchange(client({ allowTokenExchange: 'true' }))).message).toBe('token exchange is not allowed for this application');
    expect(refusal(() => checkClientMayExchange(client({ allowTokenExchange: true }, 'Native'))).error).toBe('unauthorized_client');
    expect(() => checkClientMayExchange(client({ allowTokenExchange: true }, 'MachineToMachine'))).not.toThrow();
  });

  it('targets: known, never an internal API (even if listed), within the allow-list when there is one', () => {
    const internal = new Set([management.indicator, 'https://id.example.com/me']);
    expect(refusal(() => checkTarget(client({}), 'https://x', undefined, internal)).error).toBe('invalid_target');
    expect(checkTarget(client({}), resource.indicator, resource, internal)).toBe(resource);
    expect(refusal(() => checkTarget(client({}), management.indicator, management, internal)).error).toBe('invalid_target');
    const listed = client({ allowedTokenExchangeResources: [management.indicator] });
    expect(refusal(() => checkTarget(listed, management.indicator, management, internal)).error).toBe('invalid_target');
    const account = { ...resource, indicator: 'https://id.example.com/me' };
    expect(refusal(() => checkTarget(client({}), account.indicator, account, internal)).error).toBe('invalid_target');
    expect(refusal(() => checkTarget(client({ allowedTokenExchangeResources: ['https://c'] }), resource.indicator, resource, internal)).error).toBe(
      'invalid_target',
    );
  });

  it('subjects: a user, not an application; with a jti', () => {
    expect(refusal(() => checkUserSubject({ sub: 'app1', client_id: 'app1', jti: 'j' })).error).toBe('invalid_grant');
    expect(refusal(() => checkUserSubject({ sub: 'u1', jti: 'j' })).error).toBe('invalid_grant');
    expect(refusal(() => checkUserSubject({ sub: 'u1', client_id: 'web' })).error).toBe('invalid_grant');
    expect(() => checkUserSubject({ sub: 'u1', client_id: 'web', jti: 'j' })).not.toThrow();
  });

  it('subject state: existing, not suspended, not revoked, session alive, organization member', () => {
    const check = { userId: 'u', subjectJti: 's', actorJti: 'a', organizationId: 'o' };
    const ok = { userExists: true, isSuspended: false, revokedJtis: [], isOrganizationMember: true };
    expect(() => checkSubjectState(check, ok, undefined)).not.toThrow();
    expect(refusal(() => checkSubjectState(check, { ...ok, userExists: false }, true)).message).toMatch(/no longer exists/);
    expect(refusal(() => checkSubjectState(check, { ...ok, isSuspended: true }, true)).message).toMatch(/suspended/);
    expect(refusal(() => checkSubjectState(check, { ...ok, revokedJtis: ['s'] }, true)).message).toBe('subject_token has been revoked');
    expect(refusal(() => checkSubjectState(check, { ...ok, revokedJtis: ['a'] }, true)).message).toBe('actor_token has been revoked');
    expect(refusal(() => checkSubjectState(check, ok, false)).message).toMatch(/session/);
    const notMember = refusal(() => checkSubjectState(check, { ...ok, isOrganizationMember: false }, true));
    expect([notMember.error, notMember.status]).toEqual(['access_denied', 403]);
  });

  it('actors: the calling application itself', () => {
    expect(() => checkActor(client({}), { sub: 'a', client_id: 'a', jti: 'j' })).not.toThrow();
    expect(refusal(() => checkActor(client({}), { sub: 'x', client_id: 'x', jti: 'j' })).message).toBe('actor_token was not issued to the calling application');
    expect(refusal(() => checkActor(client({}), { sub: 'a', client_id: 'a' })).error).toBe('invalid_grant');
  });

  it('grants requested ∩ held, deduplicated, in request order', () => {
    expect(grantScopes(['b', 'a', 'b', 'zz'], ['a', 'b', 'c'])).toEqual(['b', 'a']);
    expect(grantScopes([], ['a'])).toEqual([]);
    expect(grantScopes(['a'], [])).toEqual([]);
  });

  it('builds act: the actor, nesting any previous act; carries a chain without an actor', () => {
    expect(delegationClaim(undefined, undefined)).toBeUndefined();
    expect(delegationClaim(undefined, { sub: 'A', client_id: 'A' })).toEqual({ sub: 'A', client_id: 'A' });
    expect(delegationClaim({ sub: 'A', client_id: 'A' }, { sub: 'B', client_id: 'B' })).toEqual({
      sub: 'B',
      client_id: 'B',
      act: { sub: 'A', client_id: 'A' },
    });
    expect(delegationClaim({ sub: 'A' }, undefined)).toEqual({ sub: 'A' });
    expect(delegationClaim('junk', { sub: 'B' })).toEqual({ sub: 'B' });
  });
});
