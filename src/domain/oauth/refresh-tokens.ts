// Refresh tokens (RFC 6749 §6, rotated per the OAuth 2.0 Security BCP §4.14.2): each is used
// once and answered with a new one; it stands only while it is unused, unexpired, and its grant
// stands. Stored by SHA-256 digest; revoking one revokes its whole grant (RFC 7009 §2.1).
import type { Db } from '../../db/database.js';
import { findRefreshToken, insertRefreshToken, type StoredRefreshToken } from '../../db/repositories/refresh-tokens.js';
import { sha256 } from '../ids.js';
import { findGrantState, grantRefusal, revokeGrant, type GrantState } from './oidc-grants.js';

export type { StoredRefreshToken };
// The refresh grant reads and uses up a token by the digest it computed once.
export { consumeRefreshToken, findRefreshToken } from '../../db/repositories/refresh-tokens.js';

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;

/** Stores a newly issued refresh token of the grant (by digest), in the issuing transaction. */
export function storeRefreshToken(trx: Db, grantId: string, token: string): Promise<void> {
  return insertRefreshToken(trx, sha256(token), grantId, REFRESH_TOKEN_TTL_SECONDS);
}

/** The refresh token `clientId` holds and its grant, while both stand; undefined otherwise. */
export async function standingRefreshToken(db: Db, clientId: string, token: string): Promise<{ token: StoredRefreshToken; state: GrantState } | undefined> {
  const found = await findRefreshToken(db, sha256(token));
  if (!found?.usable) return undefined;
  const state = await findGrantState(db, found.grantId);
  if (!state || state.grant.clientId !== clientId || grantRefusal(state) !== undefined) return undefined;
  return { token: found, state };
}

/**
 * Revocation by the client that holds the token: its whole grant ends. A token unknown, or held
 * by another client, is left alone (RFC 7009 §2.2 answers the same either way).
 */
export async function revokeRefreshTokenGrant(db: Db, clientId: string, token: string): Promise<void> {
  const found = await findRefreshToken(db, sha256(token));
  const state = found && (await findGrantState(db, found.grantId));
  if (state && state.grant.clientId === clientId) await revokeGrant(db, state.grant.id);
}
