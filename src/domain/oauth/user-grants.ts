// A user's grants as an administrator (or the user, through the Account API) sees them: one per
// sign-in of a client, standing while it is not revoked and its session is active. Revoking one
// ends its refresh tokens, the access tokens issued under it and every token exchanged from those
// (they carry its `grant_id`), and leaves the session and the user's other grants alone.
// A grant of a third-party application stands on the user's consent to it (domain/directory/consent.ts):
// revoking it takes the consent back too, with every other grant of that application for the
// user, so the next sign-in shows the consent screen again.
import type { Db } from '../../db/database.js';
import { thirdPartyApplicationIds } from '../../db/repositories/consent.js';
import { revokeGrant } from '../../db/repositories/oidc-grants.js';
import { findUserGrant, listStandingUserGrants, type UserGrantRow } from '../../db/repositories/user-grants.js';
import { findUserById } from '../../db/repositories/users.js';
import { revokeConsent } from '../directory/consent.js';
import { z } from 'zod';
import { DomainError, notFound } from '../errors.js';
import { parseFields } from '../input.js';

export type { UserGrantRow };

/** The compatible API's `appType` filter. */
export type GrantAppType = 'firstParty' | 'thirdParty';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A grant in the compatible API's shape (its `payload` is node-oidc-provider's grant record there), filled from our row. */
export function grantView(g: UserGrantRow) {
  return {
    id: g.id,
    createdAt: g.createdAt,
    expiresAt: g.expiresAt,
    application: { id: g.clientId, name: g.applicationName },
    payload: { kind: 'Grant', jti: g.id, clientId: g.clientId, accountId: g.userId, iat: seconds(g.createdAt), exp: seconds(g.expiresAt) },
  };
}

const grantNotFound = (grantId: string) =>
  new DomainError('oidc.grant_not_found', `grant ${grantId} was not found among the user's grants`, { id: grantId }, ['grantId']);

const appTypeShape = z.enum(['firstParty', 'thirdParty'], { error: 'appType must be firstParty or thirdParty' }).nullish();

export async function listUserGrants(db: Db, userId: string, appType?: string | null): Promise<UserGrantRow[]> {
  parseFields(appTypeShape, appType, ['appType']);
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  const grants = await listStandingUserGrants(db, userId);
  if (appType == null) return grants;
  const thirdParty = await thirdPartyApplicationIds(db, [...new Set(grants.map((g) => g.clientId))]);
  return grants.filter((g) => thirdParty.has(g.clientId) === (appType === 'thirdParty'));
}

/**
 * Revokes one grant of the user; oidc.grant_not_found for an unknown, already revoked or another
 * user's grant. A grant whose session already ended is revoked all the same (it yields nothing
 * either way). A third-party application's grant takes the user's consent to it along.
 * Run in a transaction; returns the grant's id.
 */
export async function revokeUserGrant(db: Db, userId: string, grantId: string): Promise<string> {
  const grant = await findUserGrant(db, userId, grantId);
  if (!grant || grant.revoked) throw grantNotFound(grantId);
  await revokeGrant(db, grant.id);
  if ((await thirdPartyApplicationIds(db, [grant.clientId])).size > 0) await revokeConsent(db, userId, grant.clientId);
  return grant.id;
}
