// RFC 6749 §4.1.3 with PKCE (RFC 7636): a code is redeemed once, by the client it was issued
// to, with the same redirect URI. A second redemption means the code leaked: the grant and
// every token it issued are revoked (RFC 6749 §4.1.2). The code is used up only by a request
// that passed every check (client, redirect URI, PKCE, scope, resource): a refused request,
// another client's above all, leaves it to its owner.
import { codeRedemptionRefusal, consumeAuthorizationCode, findAuthorizationCode } from '../../domain/oauth/authorization-codes.js';
import { sha256 } from '../../domain/ids.js';
import { findGrantState, grantRefusal, revokeGrant } from '../../domain/oauth/oidc-grants.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';
import { LogKey } from '../../domain/logs.js';

const reused = () => invalidGrant('the authorization code was already used; tokens issued with it are revoked');

export const authorizationCode: Grant = {
  grantType: 'authorization_code',
  parameters: ['code', 'redirectUri', 'codeVerifier', 'resource'],
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
    const refused = codeRedemptionRefusal(code, input.redirectUri, input.codeVerifier) ?? grantRefusal(state);
    if (refused) throw invalidGrant(refused);
    try {
      return await issueGrantTokens(ctx, client, state, {
        resource: input.resource,
        withNonce: true,
        logKey: LogKey.AuthorizationCode,
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
