// A user's grants as an administrator sees them: one per sign-in of a client, standing while it
// is not revoked and its session is active. Revoking one ends its refresh tokens, the access
// tokens issued under it and every token exchanged from those (they carry its `grant_id`), and
// leaves the session and the user's other grants alone.
import type { Db } from '../db/database.js';
import { revokeGrant } from '../db/repositories/oidc-grants.js';
import { findUserGrant, listStandingUserGrants, type UserGrantRow } from '../db/repositories/user-grants.js';
import { findUserById } from '../db/repositories/users.js';
import { DomainError, invalidInput, notFound } from './errors.js';

export type { UserGrantRow };

/** The compatible API's `appType` filter. Tessera has no third-party applications. */
export type GrantAppType = 'firstParty' | 'thirdParty';

const grantNotFound = (grantId: string) =>
  new DomainError('oidc.grant_not_found', `grant ${grantId} was not found among the user's grants`, { id: grantId }, ['grantId']);

export async function listUserGrants(db: Db, userId: string, appType?: string | null): Promise<UserGrantRow[]> {
  if (appType != null && appType !== 'firstParty' && appType !== 'thirdParty') {
    throw invalidInput('appType must be firstParty or thirdParty', ['appType']);
  }
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  if (appType === 'thirdParty') return [];
  return listStandingUserGrants(db, userId);
}

/**
 * Revokes one grant of the user; oidc.grant_not_found for an unknown, already revoked or another
 * user's grant. A grant whose session already ended is revoked all the same (it yields nothing
 * either way). Run in a transaction; returns the grant's id.
 */
export async function revokeUserGrant(db: Db, userId: string, grantId: string): Promise<string> {
  const grant = await findUserGrant(db, userId, grantId);
  if (!grant || grant.revoked) throw grantNotFound(grantId);
  await revokeGrant(db, grant.id);
  return grant.id;
}
