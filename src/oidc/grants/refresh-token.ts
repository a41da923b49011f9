// RFC 6749 §6 with rotation (OAuth 2.0 Security BCP §4.14.2): the token's own rules (its client,
// expiry, its grant standing, reuse revoking the grant) are domain/refresh-tokens.ts's
// rotateRefreshToken. The token is used up only by a request that passed every check (client,
// scope, resource): a refused refresh leaves it usable, so the client's corrected retry is not
// taken for a replay.
import { revokeReplayedGrant } from '../../domain/oauth/oidc-grants.js';
import { REFRESH_TOKEN_REUSED, rotateRefreshToken } from '../../domain/oauth/refresh-tokens.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';
import { LogKey } from '../../domain/logs.js';
import { tokenSettingsOfClient } from '../../domain/directory/applications.js';

export const refreshToken: Grant = {
  grantType: 'refresh_token',
  parameters: ['refreshToken', 'resource', 'organizationId'],
  async handler(ctx, client, input) {
    if (!input.refreshToken) throw invalidRequest('refresh_token is required');
    const { rotateRefreshToken: rotate } = tokenSettingsOfClient(client.type, client.customClientMetadata);
    const presented = await rotateRefreshToken(ctx.db, client.id, input.refreshToken, input.dpopJkt, rotate);
    if ('refused' in presented) throw invalidGrant(presented.refused);
    try {
      return await issueGrantTokens(ctx, client, presented, {
        resource: input.resource,
        scope: input.scope,
        withNonce: false,
        logKey: LogKey.RefreshToken,
        dpopJkt: input.dpopJkt,
        ...(rotate ? {} : { keptRefreshToken: input.refreshToken }),
        // An empty organization_id is a client mistake, not "no organization".
        ...(input.organizationId !== undefined ? { organizationId: input.organizationId } : {}),
      });
    } catch (error) {
      if (!(error instanceof AlreadyConsumed)) throw error;
      await revokeReplayedGrant(ctx.db, presented.state.grant.id);
      throw invalidGrant(REFRESH_TOKEN_REUSED);
    }
  },
};
