// Refresh tokens (RFC 6749 §6, rotated per the OAuth 2.0 Security BCP §4.14.2): each is used
// once and answered with a new one; it stands only while it is unused, unexpired, and its grant
// stands. Stored by SHA-256 digest; revoking one revokes its whole grant (RFC 7009 §2.1).
import type { Db } from '../../db/database.js';
import { findGrantState, revokeGrant } from '../../db/repositories/oidc-grants.js';
import { consumeRefreshToken, findRefreshToken, insertRefreshToken, type StoredRefreshToken } from '../../db/repositories/refresh-tokens.js';
import { sha256 } from '../ids.js';
import { grantRefusal, revokeReplayedGrant, type GrantState, type PresentedGrant } from './oidc-grants.js';

export type { StoredRefreshToken };

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;

/** Stores a newly issued refresh token of the grant (by digest), bound to a DPoP key or not, in the issuing transaction. */
export function storeRefreshToken(trx: Db, grantId: string, token: string, dpopJkt: string | undefined, ttlSeconds = REFRESH_TOKEN_TTL_SECONDS): Promise<void> {
  return insertRefreshToken(trx, sha256(token), grantId, ttlSeconds, dpopJkt ?? null);
}

export const REFRESH_TOKEN_OTHER_KEY = 'the refresh token is bound to another DPoP key; send a DPoP proof by the key it was issued with';

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

export const REFRESH_TOKEN_REUSED = 'the refresh token was already used; the grant is revoked';

/** A refresh token that passed its checks, used up by the digest computed once (PresentedGrant). */
class PresentedRefreshToken implements PresentedGrant {
  constructor(
    readonly state: GrantState,
    private readonly digest: Buffer,
    private readonly rotate: boolean,
  ) {}

  consume(trx: Db): Promise<boolean> {
    // A client that does not rotate (rotateRefreshToken off, confidential clients only) keeps
    // using this token until it expires or its grant is revoked: nothing to use up.
    return this.rotate ? consumeRefreshToken(trx, this.digest) : Promise.resolve(true);
  }
}

/**
 * The refresh_token grant's rules for the token `clientId` presented: the grant it stands for,
 * to be used up when the new tokens are recorded (recordGrantIssue), or why it is refused. Only
 * the client it was issued to (and, for a DPoP-bound token, the holder of its key) can use, burn
 * or trip reuse detection of a token; a rotated token
 * presented again revokes its whole grant (reuse detection).
 */
export async function rotateRefreshToken(
  db: Db,
  clientId: string,
  token: string,
  dpopJkt: string | undefined,
  rotate = true,
): Promise<PresentedGrant | { refused: string }> {
  const digest = sha256(token);
  const found = await findRefreshToken(db, digest);
  const state = found && (await findGrantState(db, found.grantId));
  if (!found || !state || state.grant.clientId !== clientId) return { refused: 'the refresh token is invalid' };
  if (found.rotated) {
    await revokeReplayedGrant(db, found.grantId);
    return { refused: REFRESH_TOKEN_REUSED };
  }
  if (found.expired) return { refused: 'the refresh token has expired' };
  // RFC 9449 §5: a bound token is used only with a proof by its key. Refused before it is used,
  // so someone who stole the token without the key cannot burn it or trip reuse detection.
  if (found.dpopJkt && found.dpopJkt !== dpopJkt) return { refused: REFRESH_TOKEN_OTHER_KEY };
  const refused = grantRefusal(state);
  if (refused) return { refused };
  return new PresentedRefreshToken(state, digest, rotate);
}
