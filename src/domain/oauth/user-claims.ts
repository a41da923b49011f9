// Which claims about a user an application receives, and their values: the standard claims of the
// OIDC scopes (OIDC Core §5.1, §5.4) and the compatible product's claims for its own user scopes,
// each in the place that product puts it (the ID token, or userinfo only), plus the individual
// claims an authorization request named in its `claims` parameter (§5.5).
// A value that was not proved is never released as verified: `email_verified` is true only for
// an address proved by a code or set by an administrator.
import type { Db } from '../../db/database.js';
import { findGrantRequestedClaims, type RequestedClaims } from '../../db/repositories/oidc-grants.js';
import { userRoleNames } from '../../db/repositories/roles.js';
import { listUserSsoIdentities } from '../../db/repositories/sso-identities.js';
import type { User } from '../../db/repositories/users.js';
import { isThirdPartyApplication } from '../directory/consent.js';
import { ORGANIZATION_ROLES_SCOPE, ORGANIZATIONS_SCOPE, organizationClaims } from '../directory/organization-tokens.js';
import { EXTENDED_ID_TOKEN_CLAIMS, getIdTokenConfig } from './oidc-configs.js';

export type { RequestedClaims };

/** What a grant's authorization request named in its `claims` parameter (null: nothing). */
export const grantRequestedClaims = (db: Db, grantId: string): Promise<RequestedClaims | null> => findGrantRequestedClaims(db, grantId);

/** Where claims go: the ID token, or the userinfo answer. */
export type ClaimTarget = 'idToken' | 'userinfo';

/** The standard claims of `profile` (§5.4) and the compatible product's two of its own. */
const PROFILE_CLAIMS = [
  'name',
  'family_name',
  'given_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'updated_at',
  'username',
  'created_at',
] as const;

/**
 * The claims each user scope releases, in the ID token (and at userinfo) or at userinfo only.
 * Userinfo answers both lists: the larger values (custom data, identities, organization data)
 * stay out of the ID token, as the compatible product keeps them.
 */
const SCOPE_CLAIMS: Readonly<Record<string, { idToken: readonly string[]; userinfoOnly: readonly string[] }>> = {
  profile: { idToken: PROFILE_CLAIMS, userinfoOnly: [] },
  email: { idToken: ['email', 'email_verified'], userinfoOnly: [] },
  phone: { idToken: ['phone_number', 'phone_number_verified'], userinfoOnly: [] },
  address: { idToken: ['address'], userinfoOnly: [] },
  roles: { idToken: ['roles'], userinfoOnly: [] },
  [ORGANIZATIONS_SCOPE]: { idToken: ['organizations'], userinfoOnly: ['organization_data'] },
  [ORGANIZATION_ROLES_SCOPE]: { idToken: ['organization_roles'], userinfoOnly: [] },
  custom_data: { idToken: [], userinfoOnly: ['custom_data'] },
  identities: { idToken: [], userinfoOnly: ['identities', 'sso_identities'] },
};

/** The user scopes whose claims this server releases. */
export const CLAIM_SCOPES: readonly string[] = Object.keys(SCOPE_CLAIMS);

/** Every claim this server can release about a user, for discovery's `claims_supported`. */
export const SUPPORTED_USER_CLAIMS: readonly string[] = ['sub', ...new Set(Object.values(SCOPE_CLAIMS).flatMap((c) => [...c.idToken, ...c.userinfoOnly]))];

/** The scope that releases each claim. */
const SCOPE_OF_CLAIM = new Map(Object.entries(SCOPE_CLAIMS).flatMap(([scope, c]) => [...c.idToken, ...c.userinfoOnly].map((claim) => [claim, scope] as const)));

const EXTENDED = new Set<string>(EXTENDED_ID_TOKEN_CLAIMS);

/**
 * The claims the scopes release to `target`. In an ID token, an extended claim (the compatible
 * product's word: roles, organizations, custom data, identities…) goes in only while
 * `/configs/id-token` enables it; userinfo answers every granted scope's claims.
 */
function claimsOfScopes(scopes: readonly string[], target: ClaimTarget, enabledInIdToken: ReadonlySet<string>): string[] {
  return scopes.flatMap((scope) => {
    const claims = SCOPE_CLAIMS[scope];
    if (!claims) return [];
    if (target !== 'idToken') return [...claims.idToken, ...claims.userinfoOnly];
    return [...claims.idToken, ...claims.userinfoOnly].filter((claim) => (EXTENDED.has(claim) ? enabledInIdToken.has(claim) : claims.idToken.includes(claim)));
  });
}

/**
 * The claim names released to `target`: those of the granted scopes, and those the `claims`
 * parameter named. A named claim outside the granted scopes is released to a first-party
 * application (OIDC Core §5.5 lets a request ask for claims individually) but not to a
 * third-party one, which receives only what its user consented to, scope by scope.
 */
export async function releasedClaimNames(
  db: Db,
  request: { scopes: readonly string[]; target: ClaimTarget; requested: RequestedClaims | null; clientId: string },
): Promise<string[]> {
  const enabled = request.target === 'idToken' ? new Set<string>((await getIdTokenConfig(db)).enabledExtendedClaims) : EXTENDED;
  const names = new Set(claimsOfScopes(request.scopes, request.target, enabled));
  const named = (request.requested?.[request.target] ?? []).filter((claim) => SCOPE_OF_CLAIM.has(claim) && !names.has(claim));
  if (named.length === 0) return [...names];
  const thirdParty = await isThirdPartyApplication(db, request.clientId);
  for (const claim of named) if (!thirdParty || request.scopes.includes(SCOPE_OF_CLAIM.get(claim)!)) names.add(claim);
  return [...names];
}

/** The compatible product keeps the standard profile claims in `profile`, in camelCase. */
const FROM_PROFILE: Readonly<Record<string, string>> = {
  family_name: 'familyName',
  given_name: 'givenName',
  middle_name: 'middleName',
  nickname: 'nickname',
  preferred_username: 'preferredUsername',
  profile: 'profile',
  website: 'website',
  gender: 'gender',
  birthdate: 'birthdate',
  zoneinfo: 'zoneinfo',
  locale: 'locale',
};

const ADDRESS_FIELDS: Readonly<Record<string, string>> = {
  formatted: 'formatted',
  street_address: 'streetAddress',
  locality: 'locality',
  region: 'region',
  postal_code: 'postalCode',
  country: 'country',
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The address claim (§5.1.1) from the profile's address, or undefined when it has none. */
function addressClaim(address: unknown): Record<string, string> | undefined {
  if (!address || typeof address !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [claim, field] of Object.entries(ADDRESS_FIELDS)) {
    const value = (address as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') out[claim] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The values of these claims about this user (`sub` always). A standard profile claim the user
 * has no value for is left out (§5.3.2); the compatible product's first claims (name, picture,
 * username, email, phone_number) are present as null, as they always were here.
 */
export async function userClaimValues(db: Db, user: User, names: readonly string[], clientId?: string): Promise<Record<string, unknown>> {
  const wanted = new Set(names);
  const claims: Record<string, unknown> = { sub: user.id };
  const [roles, ssoIdentities, organizations] = await Promise.all([
    wanted.has('roles') ? userRoleNames(db, user.id) : undefined,
    wanted.has('sso_identities') ? listUserSsoIdentities(db, user.id) : undefined,
    names.some((n) => n === 'organizations' || n === 'organization_roles' || n === 'organization_data')
      ? organizationClaims(db, user.id, names, clientId)
      : undefined,
  ]);
  for (const name of wanted) {
    switch (name) {
      case 'name':
        claims.name = user.name;
        break;
      case 'picture':
        claims.picture = user.avatar;
        break;
      case 'username':
        claims.username = user.username;
        break;
      case 'updated_at':
        claims.updated_at = seconds(user.updatedAt);
        break;
      case 'created_at':
        claims.created_at = seconds(user.createdAt);
        break;
      case 'email':
        claims.email = user.primaryEmail;
        break;
      // Verified: this very value was proved by a code or set by an administrator (not, e.g., an
      // email typed at sign-up with email verification off).
      case 'email_verified':
        claims.email_verified = user.primaryEmail !== null && user.emailVerified;
        break;
      case 'phone_number':
        claims.phone_number = user.primaryPhone;
        break;
      case 'phone_number_verified':
        claims.phone_number_verified = user.primaryPhone !== null && user.phoneVerified;
        break;
      case 'address': {
        const address = addressClaim(user.profile.address);
        if (address) claims.address = address;
        break;
      }
      case 'roles':
        claims.roles = roles;
        break;
      case 'custom_data':
        claims.custom_data = user.customData;
        break;
      case 'identities':
        claims.identities = user.identities;
        break;
      case 'sso_identities':
        claims.sso_identities = ssoIdentities!.map((i) => ({ issuer: i.issuer, identityId: i.identityId, detail: i.detail }));
        break;
      default: {
        const field = FROM_PROFILE[name];
        if (field && present(user.profile[field])) claims[name] = user.profile[field];
      }
    }
  }
  return { ...claims, ...organizations };
}

/** The claims about a user that `target` carries for these scopes and this claims request. */
export async function releasedUserClaims(
  db: Db,
  user: User,
  request: { scopes: readonly string[]; target: ClaimTarget; requested: RequestedClaims | null; clientId: string },
): Promise<Record<string, unknown>> {
  return userClaimValues(db, user, await releasedClaimNames(db, request), request.clientId);
}
