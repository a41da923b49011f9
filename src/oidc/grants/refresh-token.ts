// RFC 6749 §6 with rotation (OAuth 2.0 Security BCP §4.14.2): each refresh token is used once
// and answered with a new one. Presenting a rotated token again means it was stolen or
// replayed: the whole grant (every refresh and access token of the family) is revoked.
import { findGrantState, revokeGrant } from '../../db/repositories/oidc-grants.js';
import { findRefreshToken, rotateRefreshToken } from '../../db/repositories/refresh-tokens.js';
import { sha256 } from '../../domain/ids.js';
import { invalidGrant, invalidRequest } from '../errors.js';
import { issueGrantTokens } from '../grant-tokens.js';
import type { Grant } from './types.js';

export const refreshToken: Grant = {
  grantType: 'refresh_token',
  async handler(ctx, client, input) {
    if (!input.refreshToken) throw invalidRequest('refresh_token is required');
    const digest = sha256(input.refreshToken);
    // Checked before rotating, so another client cannot burn (or trip reuse detection of) a token.
    const found = await findRefreshToken(ctx.db, digest);
    const before = found && (await findGrantState(ctx.db, found.grantId));
    if (!before || before.grant.clientId !== client.id) throw invalidGrant('the refresh token is invalid');

    const rotation = await rotateRefreshToken(ctx.db, digest);
    if (rotation.status === 'unknown') throw invalidGrant('the refresh token is invalid');
    if (rotation.status === 'reused') {
      await revokeGrant(ctx.db, rotation.grantId);
      throw invalidGrant('the refresh token was already used; the grant is revoked');
    }
    if (rotation.expired) throw invalidGrant('the refresh token has expired');
    if (before.revoked) throw invalidGrant('the grant has been revoked');
    if (!before.userActive) throw invalidGrant('the user is suspended');
    if (!before.sessionActive) throw invalidGrant('the session has ended');
    return issueGrantTokens(ctx, before, { resource: input.resource, scope: input.scope, withNonce: false });
  },
};
