// Grants: what a user allowed a client in one sign-in. Authorization codes, refresh tokens and
// access tokens hang off a grant, so revoking the grant revokes all of them at once; a grant
// yields tokens only while it stands (not revoked, its user active, its session not ended).
import type { Db } from '../../db/database.js';
import { insertGrant, revokeGrant, standingGrantIds, type GrantState, type OidcGrant } from '../../db/repositories/oidc-grants.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { tokenSettingsOfClient } from '../directory/applications.js';
import { newId } from '../ids.js';

export type { GrantState, OidcGrant };

/**
 * What a token request presented for a user grant (an authorization code, a refresh token) once
 * every check of its own passed: the grant it stands for, and how to use it up. It is used up
 * only in the transaction that records what is issued (recordGrantIssue), so a request refused
 * later (scope, resource, access control) leaves it to its holder.
 */
export interface PresentedGrant {
  readonly state: GrantState;
  /** Uses it up atomically; false when a concurrent request did first. */
  consume(trx: Db): Promise<boolean>;
}

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

/**
 * Records what a user allowed a client in the session they signed in with; returns the grant.
 * Past the application's `maxAllowedGrants`, the user's oldest grants for it are revoked (with
 * every token they issued), so a user signed in on many devices holds at most that many.
 */
export async function recordGrant(db: Db, fields: Omit<OidcGrant, 'id'>): Promise<OidcGrant> {
  const grant = { id: newId(), ...fields };
  await insertGrant(db, grant);
  const application = await findApplicationById(db, grant.clientId);
  const limit = application && tokenSettingsOfClient(application.type, application.customClientMetadata).maxAllowedGrants;
  if (limit) {
    const standing = await standingGrantIds(db, grant.userId, grant.clientId);
    for (const id of standing.filter((g) => g !== grant.id).slice(limit - 1)) await revokeGrant(db, id);
  }
  return grant;
}

/**
 * A code or refresh token presented again after it was used (or used by a concurrent request
 * first) was leaked or replayed: the grant and every token it issued are revoked (RFC 6749
 * §4.1.2, OAuth 2.0 Security BCP §4.14.2).
 */
export function revokeReplayedGrant(db: Db, grantId: string): Promise<void> {
  return revokeGrant(db, grantId);
}
