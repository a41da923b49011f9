// RFC 6749 §6 with rotation (OAuth 2.0 Security BCP §4.14.2): each refresh token is used once
// and answered with a new one. Presenting a rotated token again means it was stolen or
// replayed: the whole grant (every refresh and access token of the family) is revoked. The
// token is used up only by a request that passed every check (client, scope, resource): a
// refused refresh leaves it usable, so the client's corrected retry is not taken for a replay.
import { sha256 } from '../../domain/ids.js';
import { findGrantState, grantRefusal, revokeGrant } from '../../domain/oauth/oidc-grants.js';
import { consumeRefreshToken, findRefreshToken } from '../../domain/oauth/refresh-tokens.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';
import { LogKey } from '../../domain/logs.js';

const reused = () => invalidGrant('the refresh token was already used; the grant is revoked');

export const refreshToken: Grant = {
  grantType: 'refresh_token',
  parameters: ['refreshToken', 'resource', 'organizationId'],
  async handler(ctx, client, input) {
    if (!input.refreshToken) throw invalidRequest('refresh_token is required');
    const digest = sha256(input.refreshToken);
    const found = await findRefreshToken(ctx.db, digest);
    const state = found && (await findGrantState(ctx.db, found.grantId));
    // Another client cannot use, burn or trip reuse detection of a token.
    if (!found || !state || state.grant.clientId !== client.id) throw invalidGrant('the refresh token is invalid');
    if (found.rotated) {
      await revokeGrant(ctx.db, found.grantId);
      throw reused();
    }
    if (found.expired) throw invalidGrant('the refresh token has expired');
    const refused = grantRefusal(state);
    if (refused) throw invalidGrant(refused);
    try {
      return await issueGrantTokens(ctx, client, state, {
        resource: input.resource,
        scope: input.scope,
        withNonce: false,
        logKey: LogKey.RefreshToken,
        // An empty organization_id is a client mistake, not "no organization".
        ...(input.organizationId !== undefined ? { organizationId: input.organizationId } : {}),
        consume: (trx) => consumeRefreshToken(trx, digest),
      });
    } catch (error) {
      if (!(error instanceof AlreadyConsumed)) throw error;
      await revokeGrant(ctx.db, found.grantId);
      throw reused();
    }
  },
};
