// RFC 6749 §4.1.3 with PKCE (RFC 7636): the code's own rules (once, by its client, with the same
// redirect URI and verifier, reuse revokes the grant) are domain/authorization-codes.ts's
// redeemAuthorizationCode. The code is used up only by a request that passed every check
// (client, redirect URI, PKCE, scope, resource): a refused request, another client's above all,
// leaves it to its owner.
import { AUTHORIZATION_CODE_REUSED, redeemAuthorizationCode } from '../../domain/oauth/authorization-codes.js';
import { revokeReplayedGrant } from '../../domain/oauth/oidc-grants.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';
import { LogKey } from '../../domain/logs.js';

export const authorizationCode: Grant = {
  grantType: 'authorization_code',
  parameters: ['code', 'redirectUri', 'codeVerifier', 'resource'],
  async handler(ctx, client, input) {
    if (!input.code) throw invalidRequest('code is required');
    if (!input.redirectUri) throw invalidRequest('redirect_uri is required');
    const presented = await redeemAuthorizationCode(ctx.db, client.id, {
      code: input.code,
      redirectUri: input.redirectUri,
      codeVerifier: input.codeVerifier,
      dpopJkt: input.dpopJkt,
    });
    if ('refused' in presented) throw invalidGrant(presented.refused);
    try {
      return await issueGrantTokens(ctx, client, presented, {
        resource: input.resource,
        withNonce: true,
        logKey: LogKey.AuthorizationCode,
        dpopJkt: input.dpopJkt,
      });
    } catch (error) {
      if (!(error instanceof AlreadyConsumed)) throw error;
      // A concurrent redemption won: this one is the second use.
      await revokeReplayedGrant(ctx.db, presented.state.grant.id);
      throw invalidGrant(AUTHORIZATION_CODE_REUSED);
    }
  },
};
