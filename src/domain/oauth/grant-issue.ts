// What a user grant's token request records in the transaction that issues its tokens (the
// authorization_code and refresh_token grants; src/oidc/grant-tokens.ts mints, this records).
import type { Db } from '../../db/database.js';
import { recordGrantAccessToken } from '../../db/repositories/oidc-grants.js';
import type { PresentedGrant } from './oidc-grants.js';
import { storeRefreshToken } from './refresh-tokens.js';

/**
 * Records, in the issuing transaction, what a presented code or refresh token yielded: it is used
 * up, the access token is kept against the grant (so revoking the grant reaches it until it
 * expires) and a new refresh token, if any, is stored. False, with nothing recorded, when a
 * concurrent request used it up first: the caller rolls back and treats this one as a replay.
 */
export async function recordGrantIssue(
  trx: Db,
  presented: PresentedGrant,
  issued: { jti: string; expiresAt: Date; refreshToken: string | undefined; refreshTokenJkt?: string | undefined; refreshTokenTtlSeconds?: number },
): Promise<boolean> {
  if (!(await presented.consume(trx))) return false;
  const grantId = presented.state.grant.id;
  await recordGrantAccessToken(trx, grantId, issued.jti, issued.expiresAt);
  if (issued.refreshToken) await storeRefreshToken(trx, grantId, issued.refreshToken, issued.refreshTokenJkt, issued.refreshTokenTtlSeconds);
  return true;
}
