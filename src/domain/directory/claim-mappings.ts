// Declarative custom claims (issue 45 §4): an API resource lists claim mappings for its access
// tokens, and an application for its ID tokens, each `{ claim, from, grantTypes? }`, and those
// tokens carry the values they name. No admin code runs: `from` is one of a closed set of sources,
// read from the user, the application or the token's organization. Rules (reserved names, limits)
// are checked at save, per kind of token; at minting a value too large is left out and logged,
// never the whole token refused.
import * as applications from '../../db/repositories/applications.js';
import { userOrganizationRoleNames } from '../../db/repositories/organization-tokens.js';
import { userRoleNames } from '../../db/repositories/roles.js';
import { findUserById } from '../../db/repositories/users.js';
import type { Db } from '../../db/database.js';
import { log } from '../../observability/logger.js';
import { invalidInput, notFound } from '../errors.js';

export interface ClaimMapping {
  claim: string;
  from: string;
  /** Only for tokens issued by these grants; every grant when absent. */
  grantTypes?: string[] | undefined;
}

export const MAX_MAPPINGS = 20;
export const MAX_VALUE_BYTES = 2048;
export const MAX_TOTAL_BYTES = 8192;
const CLAIM_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const PATH = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/;

/** Claims the server sets itself: a mapping may never replace them. */
export const RESERVED_CLAIMS: ReadonlySet<string> = new Set([
  'iss', 'sub', 'aud', 'exp', 'iat', 'nbf', 'jti', 'scope', 'client_id', 'act', 'cnf', 'azp', 'sid',
  'auth_time', 'nonce', 'acr', 'amr', 'at_hash', 'organization_id', 'pat_id', 'grant_id',
]); // prettier-ignore

export const CLAIM_GRANT_TYPES = [
  'authorization_code',
  'refresh_token',
  'client_credentials',
  'urn:ietf:params:oauth:grant-type:token-exchange',
  'urn:ietf:params:oauth:grant-type:device_code',
] as const;

/**
 * The claims an ID token's mapping may not set: the server's own (above, with OIDC Core's c_hash
 * and s_hash, and the aggregated-claims members), and every standard or scope-released claim about
 * the user (OIDC Core §5.1 and the compatible product's user scopes: src/domain/oauth/user-claims.ts,
 * which test/domain/claim-mappings.test.ts holds this list against). Those are released by the
 * scopes the user consented to; a mapping that replaced one would release it silently.
 */
export const ID_TOKEN_STANDARD_CLAIMS: ReadonlySet<string> = new Set([
  'name', 'family_name', 'given_name', 'middle_name', 'nickname', 'preferred_username', 'profile', 'picture', 'website',
  'gender', 'birthdate', 'zoneinfo', 'locale', 'updated_at', 'username', 'created_at', 'email', 'email_verified',
  'phone_number', 'phone_number_verified', 'address', 'roles', 'organizations', 'organization_roles', 'organization_data',
  'custom_data', 'identities', 'sso_identities',
]); // prettier-ignore
const ID_TOKEN_PROTOCOL_CLAIMS: ReadonlySet<string> = new Set([...RESERVED_CLAIMS, 'c_hash', 's_hash', '_claim_names', '_claim_sources', 'events']);

/** The grants that issue ID tokens here: an ID-token mapping's condition names one of them. */
export const ID_TOKEN_GRANT_TYPES = ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'] as const;

/** Which token a list of mappings is for: an API resource's access tokens or an application's ID tokens. */
export type ClaimMappingTarget = 'accessToken' | 'idToken';

function refusedClaim(claim: string, target: ClaimMappingTarget): string | undefined {
  if (target === 'accessToken') return RESERVED_CLAIMS.has(claim) ? `claim "${claim}" is reserved and cannot be set by a mapping` : undefined;
  if (ID_TOKEN_PROTOCOL_CLAIMS.has(claim)) return `claim "${claim}" is reserved and cannot be set by a mapping`;
  if (ID_TOKEN_STANDARD_CLAIMS.has(claim)) return `claim "${claim}" is a standard claim released by its scope and cannot be set by a mapping`;
  return undefined;
}

/** The grant types a mapping of this target may be conditioned on. */
export function claimGrantTypes(target: ClaimMappingTarget): readonly string[] {
  return target === 'accessToken' ? CLAIM_GRANT_TYPES : ID_TOKEN_GRANT_TYPES;
}

const USER_FIELDS = ['id', 'username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const;
const APPLICATION_FIELDS = ['id', 'name'] as const;

/** Whether `from` names a source: user.<field>, customData.<path>, roles, organizationRoles, application.<field>, application.customClientMetadata.<path>. */
function isSource(from: string): boolean {
  if (from === 'roles' || from === 'organizationRoles') return true;
  if (from.startsWith('user.')) return (USER_FIELDS as readonly string[]).includes(from.slice(5));
  if (from.startsWith('customData.')) return PATH.test(from.slice(11));
  if (from.startsWith('application.customClientMetadata.')) return PATH.test(from.slice(34));
  if (from.startsWith('application.')) return (APPLICATION_FIELDS as readonly string[]).includes(from.slice(12));
  return false;
}

/** Checks a list as given by the Management API and returns it in its stored shape; a DomainError (400) names the first fault. */
export function checkClaimMappings(input: unknown, target: ClaimMappingTarget = 'accessToken'): ClaimMapping[] {
  const grantTypesAllowed = claimGrantTypes(target);
  if (!Array.isArray(input)) throw invalidInput('mappings must be a list', ['mappings']);
  if (input.length > MAX_MAPPINGS) throw invalidInput(`at most ${MAX_MAPPINGS} claim mappings`, ['mappings']);
  const seen = new Set<string>();
  return input.map((raw: unknown, i) => {
    const field = (name: string) => ['mappings', String(i), name];
    if (typeof raw !== 'object' || raw === null) throw invalidInput('a claim mapping is an object { claim, from, grantTypes? }', ['mappings', String(i)]);
    const { claim, from, grantTypes } = raw as Record<string, unknown>;
    if (typeof claim !== 'string' || !CLAIM_NAME.test(claim)) {
      throw invalidInput('claim must be 1 to 64 characters: letters, digits, _ . : - (not starting with a digit or punctuation)', field('claim'));
    }
    const refused = refusedClaim(claim, target);
    if (refused) throw invalidInput(refused, field('claim'));
    if (seen.has(claim)) throw invalidInput(`claim "${claim}" is mapped twice`, field('claim'));
    seen.add(claim);
    if (typeof from !== 'string' || !isSource(from)) {
      throw invalidInput(
        'from must be user.<id|username|primaryEmail|primaryPhone|name|avatar>, customData.<path>, roles, organizationRoles, application.<id|name> or application.customClientMetadata.<path>',
        field('from'),
      );
    }
    if (grantTypes === undefined || grantTypes === null) return { claim, from };
    if (!Array.isArray(grantTypes) || grantTypes.length === 0 || !grantTypes.every((g) => grantTypesAllowed.includes(g as string))) {
      throw invalidInput(`grantTypes must be a non-empty list of: ${grantTypesAllowed.join(', ')}`, field('grantTypes'));
    }
    return { claim, from, grantTypes: [...new Set(grantTypes as string[])] };
  });
}

/** What the token being minted is: its subject user (none for client_credentials), application, grant and organization. */
export interface ClaimContext {
  userId?: string | undefined;
  applicationId: string;
  grantType: string;
  organizationId?: string | undefined;
}

function atPath(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * The claims a resource's mappings add to a token in `context`. Reads only what the applicable
 * mappings need (no query at all when none applies). A value absent or null is left out; one whose
 * JSON exceeds 2 KB, or that would take the mapped claims past 8 KB, is left out and logged (by
 * claim name only: the value may be personal data).
 */
export async function resolveMappedClaims(db: Db, stored: readonly unknown[], context: ClaimContext): Promise<Record<string, unknown>> {
  if (stored.length === 0) return {};
  const mappings = (stored as ClaimMapping[]).filter((m) => !m.grantTypes || m.grantTypes.includes(context.grantType));
  if (mappings.length === 0) return {};
  const needs = (test: (from: string) => boolean) => mappings.some((m) => test(m.from));
  const hasUser = context.userId !== undefined;
  const [user, roles, orgRoles, application] = await Promise.all([
    hasUser && needs((f) => f.startsWith('user.') || f.startsWith('customData.')) ? findUserById(db, context.userId!) : undefined,
    hasUser && needs((f) => f === 'roles') ? userRoleNames(db, context.userId!) : undefined,
    hasUser && needs((f) => f === 'organizationRoles') ? userOrganizationRoleNames(db, context.userId!) : undefined,
    needs((f) => f.startsWith('application.')) ? applications.findApplicationById(db, context.applicationId) : undefined,
  ]);
  const claims: Record<string, unknown> = {};
  let total = 0;
  for (const { claim, from } of mappings) {
    let value: unknown;
    if (from === 'roles') value = roles;
    else if (from === 'organizationRoles') {
      // Inside an organization, its role names; otherwise "<organization id>:<role name>" for each.
      value = orgRoles
        ?.filter((r) => context.organizationId === undefined || r.organizationId === context.organizationId)
        .map((r) => (context.organizationId === undefined ? `${r.organizationId}:${r.roleName}` : r.roleName));
    } else if (from.startsWith('user.')) value = user?.[from.slice(5) as (typeof USER_FIELDS)[number]];
    else if (from.startsWith('customData.')) value = atPath(user?.customData, from.slice(11));
    else if (from.startsWith('application.customClientMetadata.')) value = atPath(application?.customClientMetadata, from.slice(34));
    else if (from.startsWith('application.')) value = application?.[from.slice(12) as (typeof APPLICATION_FIELDS)[number]];
    if (value === undefined || value === null) continue;
    const size = Buffer.byteLength(JSON.stringify(value));
    if (size > MAX_VALUE_BYTES || total + size > MAX_TOTAL_BYTES) {
      log().warn({ claim, bytes: size, application_id: context.applicationId }, 'mapped claim left out of the token: over the size limit');
      continue;
    }
    total += size;
    claims[claim] = value;
  }
  return claims;
}

/** What a test operation is asked: the claims a token of this grant type would carry for this user. */
export interface ClaimPreviewInput {
  userId: string;
  applicationId?: string | null | undefined;
  grantType?: string | null | undefined;
  organizationId?: string | null | undefined;
}

/**
 * The test operation's answer for either target: the user must exist, the grant type (by default
 * authorization_code) must be one the target's tokens are issued by; then the same code minting runs.
 */
export async function previewMappedClaims(
  db: Db,
  stored: readonly unknown[],
  target: ClaimMappingTarget,
  input: ClaimPreviewInput,
): Promise<Record<string, unknown>> {
  if (!(await findUserById(db, input.userId))) throw notFound('user', input.userId);
  const grantType = input.grantType ?? 'authorization_code';
  const allowed = claimGrantTypes(target);
  if (!allowed.includes(grantType)) throw invalidInput(`grantType must be one of: ${allowed.join(', ')}`, ['grantType']);
  return resolveMappedClaims(db, stored, {
    userId: input.userId,
    applicationId: input.applicationId ?? '',
    grantType,
    organizationId: input.organizationId ?? undefined,
  });
}
