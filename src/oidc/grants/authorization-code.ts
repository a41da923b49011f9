// RFC 6749 §4.1.3 with PKCE (RFC 7636): a code is redeemed once, by the client it was issued
// to, with the same redirect URI. A second redemption means the code leaked: the grant and
// every token it issued are revoked (RFC 6749 §4.1.2). The code is used up only by a request
// that passed every check (client, redirect URI, PKCE, scope, resource): a refused request,
// another client's above all, leaves it to its owner.
import { createHash } from 'node:crypto';
import { consumeAuthorizationCode, findAuthorizationCode } from '../../db/repositories/authorization-codes.js';
import { findGrantState, revokeGrant } from '../../db/repositories/oidc-grants.js';
import { sha256 } from '../../domain/ids.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function pkceMatches(challenge: string, verifier: string): boolean {
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

const reused = () => invalidGrant('the authorization code was already used; tokens issued with it are revoked');

export const authorizationCode: Grant = {
  grantType: 'authorization_code',
  async handler(ctx, client, input) {
    if (!input.code) throw invalidRequest('code is required');
    if (!input.redirectUri) throw invalidRequest('redirect_uri is required');
    const digest = sha256(input.code);
    const code = await findAuthorizationCode(ctx.db, digest);
    if (!code) throw invalidGrant('the authorization code is invalid');
    const state = await findGrantState(ctx.db, code.grantId);
    if (!state || state.grant.clientId !== client.id) throw invalidGrant('the authorization code was issued to another client');
    if (code.consumed) {
      await revokeGrant(ctx.db, code.grantId);
      throw reused();
    }
    if (code.expired) throw invalidGrant('the authorization code has expired');
    if (code.redirectUri !== input.redirectUri) throw invalidGrant('redirect_uri does not match the authorization request');
    if (code.codeChallenge) {
      if (!input.codeVerifier) throw invalidGrant('code_verifier is required');
      if (!VERIFIER.test(input.codeVerifier) || !pkceMatches(code.codeChallenge, input.codeVerifier)) {
        throw invalidGrant('code_verifier does not match the code_challenge');
      }
    } else if (input.codeVerifier) {
      throw invalidGrant('code_verifier given but the authorization request had no code_challenge');
    }
    if (state.revoked) throw invalidGrant('the grant has been revoked');
    if (!state.userActive) throw invalidGrant('the user is suspended');
    if (!state.sessionActive) throw invalidGrant('the session has ended');
    try {
      return await issueGrantTokens(ctx, state, {
        resource: input.resource,
        withNonce: true,
        consume: (trx) => consumeAuthorizationCode(trx, digest),
      });
    } catch (error) {
      if (!(error instanceof AlreadyConsumed)) throw error;
      // A concurrent redemption won: this one is the second use.
      await revokeGrant(ctx.db, code.grantId);
      throw reused();
    }
  },
};
