// Declarative custom claims (issue 45 §4): an API resource lists claim mappings, each
// `{ claim, from, grantTypes? }`, and its access tokens carry the values they name. No admin
// code runs: `from` is one of a closed set of sources, read from the user, the application or
// the token's organization. Rules (reserved names, limits) are checked at save; at minting a
// value too large is left out and logged, never the whole token refused.
import * as applications from '../../db/repositories/applications.js';
import { userOrganizationRoleNames } from '../../db/repositories/organization-tokens.js';
import { userRoleNames } from '../../db/repositories/roles.js';
import { findUserById } from '../../db/repositories/users.js';
import type { Db } from '../../db/database.js';
import { log } from '../../observability/logger.js';
import { invalidInput } from '../errors.js';

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
export function checkClaimMappings(input: unknown): ClaimMapping[] {
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
    if (RESERVED_CLAIMS.has(claim)) throw invalidInput(`claim "${claim}" is reserved and cannot be set by a mapping`, field('claim'));
    if (seen.has(claim)) throw invalidInput(`claim "${claim}" is mapped twice`, field('claim'));
    seen.add(claim);
    if (typeof from !== 'string' || !isSource(from)) {
      throw invalidInput(
        'from must be user.<id|username|primaryEmail|primaryPhone|name|avatar>, customData.<path>, roles, organizationRoles, application.<id|name> or application.customClientMetadata.<path>',
        field('from'),
      );
    }
    if (grantTypes === undefined || grantTypes === null) return { claim, from };
    if (!Array.isArray(grantTypes) || grantTypes.length === 0 || !grantTypes.every((g) => (CLAIM_GRANT_TYPES as readonly string[]).includes(g))) {
      throw invalidInput(`grantTypes must be a non-empty list of: ${CLAIM_GRANT_TYPES.join(', ')}`, field('grantTypes'));
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
