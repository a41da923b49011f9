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
import { findResourcesByIndicators, scopesOfResources } from '../../db/repositories/resources.js';
import { userScopeNames } from './token-resources.js';
import { revokeConsent } from '../directory/consent.js';
import { z } from 'zod';
import { DomainError, notFound } from '../errors.js';
import { parseFields } from '../input.js';

export type { UserGrantRow };

/** The scopes of one resource in a grant. */
export interface GrantResourceScopes {
  resource: string;
  scopes: string[];
}

/**
 * A grant with what it allows: per resource, the scopes the sign-in asked for that the user's
 * roles grant there now (what a token issued under it carries), and the other (OpenID Connect)
 * scopes it asked for.
 */
export interface UserGrantWithScopes extends UserGrantRow {
  openidScopes: string[];
  resourceScopes: GrantResourceScopes[];
}

/** The compatible API's `appType` filter. */
export type GrantAppType = 'firstParty' | 'thirdParty';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A grant in the compatible API's shape (its `payload` is node-oidc-provider's grant record there,
 * whose `openid.scope` and `resources` map an indicator to its space-separated scopes), filled
 * from our row; `scopes` and `resourceScopes` say the same as lists.
 */
export function grantView(g: UserGrantWithScopes) {
  return {
    id: g.id,
    createdAt: g.createdAt,
    expiresAt: g.expiresAt,
    application: { id: g.clientId, name: g.applicationName },
    scopes: g.openidScopes,
    resourceScopes: g.resourceScopes,
    payload: {
      kind: 'Grant',
      jti: g.id,
      clientId: g.clientId,
      accountId: g.userId,
      iat: seconds(g.createdAt),
      exp: seconds(g.expiresAt),
      openid: { scope: g.openidScopes.join(' ') },
      resources: Object.fromEntries(g.resourceScopes.map((r) => [r.resource, r.scopes.join(' ')])),
    },
  };
}

/** Adds each grant's scopes per resource: one lookup of the resources, one (cached) of the user's scopes on each. */
async function withScopes(db: Db, userId: string, grants: UserGrantRow[]): Promise<UserGrantWithScopes[]> {
  const indicators = [...new Set(grants.flatMap((g) => g.resources))];
  const resources = await findResourcesByIndicators(db, indicators);
  const held = new Map<string, Set<string>>();
  const [defined] = await Promise.all([
    scopesOfResources(
      db,
      resources.map((r) => r.id),
    ),
    ...resources.map(async (r) => held.set(r.indicator, new Set(await userScopeNames(db, userId, r.id)))),
  ]);
  const definedOn = new Map(resources.map((r) => [r.indicator, (defined.get(r.id) ?? []).map((s) => s.name)]));
  return grants.map((g) => {
    const asked = g.scope.split(' ').filter(Boolean);
    const resourceScopes = g.resources.map((resource) => ({ resource, scopes: asked.filter((s) => held.get(resource)?.has(s) ?? false) }));
    // A scope no resource of the grant defines is the sign-in's own (openid, profile, offline_access…).
    const resourceScopeNames = new Set(g.resources.flatMap((r) => definedOn.get(r) ?? []));
    return { ...g, openidScopes: asked.filter((s) => !resourceScopeNames.has(s)), resourceScopes };
  });
}

const grantNotFound = (grantId: string) =>
  new DomainError('oidc.grant_not_found', `grant ${grantId} was not found among the user's grants`, { id: grantId }, ['grantId']);

const appTypeShape = z.enum(['firstParty', 'thirdParty'], { error: 'appType must be firstParty or thirdParty' }).nullish();

export async function listUserGrants(db: Db, userId: string, appType?: string | null): Promise<UserGrantWithScopes[]> {
  parseFields(appTypeShape, appType, ['appType']);
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  const grants = await listStandingUserGrants(db, userId);
  if (appType == null) return withScopes(db, userId, grants);
  const thirdParty = await thirdPartyApplicationIds(db, [...new Set(grants.map((g) => g.clientId))]);
  return withScopes(
    db,
    userId,
    grants.filter((g) => thirdParty.has(g.clientId) === (appType === 'thirdParty')),
  );
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
