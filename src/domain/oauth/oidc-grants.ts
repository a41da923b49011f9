// Grants: what a user allowed a client in one sign-in. Authorization codes, refresh tokens and
// access tokens hang off a grant, so revoking the grant revokes all of them at once; a grant
// yields tokens only while it stands (not revoked, its user active, its session not ended).
import type { Db } from '../../db/database.js';
import { insertGrant, type GrantState, type OidcGrant } from '../../db/repositories/oidc-grants.js';
import { newId } from '../ids.js';

export type { GrantState, OidcGrant };
// Read on the token endpoint's path: passed through as they are (no wrapper, no extra await).
export { findGrantState, grantRevocationKey, recordGrantAccessToken, revokeGrant } from '../../db/repositories/oidc-grants.js';

/**
 * Why a grant can no longer yield tokens, or undefined while it stands. Checked in this order,
 * so a client is told the most fundamental reason first.
 */
export function grantRefusal(state: GrantState): string | undefined {
  if (state.revoked) return 'the grant has been revoked';
  if (!state.userActive) return 'the user is suspended';
  if (!state.sessionActive) return 'the session has ended';
  return undefined;
}

/** Records what a user allowed a client in the session they signed in with; returns the grant. */
export async function recordGrant(db: Db, fields: Omit<OidcGrant, 'id'>): Promise<OidcGrant> {
  const grant = { id: newId(), ...fields };
  await insertGrant(db, grant);
  return grant;
}
