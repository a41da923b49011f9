// API resources and their scopes.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { ResourcesTable, ScopesTable } from '../tables.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';
import { containsPattern } from '../like-patterns.js';

export interface Resource {
  id: string;
  name: string;
  indicator: string;
  accessTokenTtl: number;
  /** The JWS algorithm of its access tokens (one of the server's key algorithms). */
  accessTokenSignedResponseAlg: string;
  /** Only DPoP-bound access tokens (RFC 9449) are issued and accepted for it. */
  dpopBoundAccessTokensRequired: boolean;
  /** Claim mappings its access tokens carry (src/domain/directory/claim-mappings.ts). */
  accessTokenClaims: unknown[];
  isManagement: boolean;
  /** The default API resource (at most one). */
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface Scope {
  id: string;
  resourceId: string;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const resourceColumns = [
  'resources.id',
  'resources.name',
  'resources.indicator',
  'resources.access_token_ttl',
  'resources.access_token_signed_response_alg',
  'resources.dpop_bound_access_tokens_required',
  'resources.access_token_claims',
  'resources.is_management',
  'resources.is_default',
  'resources.created_at',
  'resources.updated_at',
] as const;

export const scopeColumns = ['scopes.id', 'scopes.resource_id', 'scopes.name', 'scopes.description', 'scopes.created_at', 'scopes.updated_at'] as const;

type ResourceRow = {
  id: string;
  name: string;
  indicator: string;
  access_token_ttl: number;
  access_token_signed_response_alg: string;
  dpop_bound_access_tokens_required: boolean;
  access_token_claims: unknown[];
  is_management: boolean;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
};

type ScopeRow = {
  id: string;
  resource_id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
};

function toResource(r: ResourceRow): Resource {
  return {
    id: r.id,
    name: r.name,
    indicator: r.indicator,
    accessTokenTtl: r.access_token_ttl,
    accessTokenSignedResponseAlg: r.access_token_signed_response_alg,
    dpopBoundAccessTokensRequired: r.dpop_bound_access_tokens_required,
    accessTokenClaims: r.access_token_claims,
    isManagement: r.is_management,
    isDefault: r.is_default,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toScope(r: ScopeRow): Scope {
  return {
    id: r.id,
    resourceId: r.resource_id,
    name: r.name,
    description: r.description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findResourceById(db: Db, id: string): Promise<Resource | undefined> {
  const row = await db.selectFrom('resources').select(resourceColumns).where('id', '=', id).executeTakeFirst();
  return row && toResource(row);
}

export async function findResourcesByIds(db: Db, ids: readonly string[]): Promise<Resource[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('resources').select(resourceColumns).where('id', 'in', ids).execute();
  return rows.map(toResource);
}

export async function findResourcesByIndicators(db: Db, indicators: readonly string[]): Promise<Resource[]> {
  if (indicators.length === 0) return [];
  const rows = await db.selectFrom('resources').select(resourceColumns).where('indicator', 'in', indicators).execute();
  return rows.map(toResource);
}

export async function listResources(db: Db, page: PageRequest, search?: string) {
  let base = db.selectFrom('resources');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([eb('resources.id', 'ilike', pattern), eb('resources.name', 'ilike', pattern), eb('resources.indicator', 'ilike', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(resourceColumns), 'resources', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toResource), page, Number(count.n));
}

export interface ResourceWrite {
  name?: string;
  indicator?: string;
  accessTokenTtl?: number;
  accessTokenSignedResponseAlg?: string;
  dpopBoundAccessTokensRequired?: boolean;
  accessTokenClaims?: unknown[];
}

function resourceValues(w: ResourceWrite): Updateable<ResourcesTable> {
  const out: Updateable<ResourcesTable> = {};
  if (w.name !== undefined) out.name = w.name;
  if (w.indicator !== undefined) out.indicator = w.indicator;
  if (w.accessTokenTtl !== undefined) out.access_token_ttl = w.accessTokenTtl;
  if (w.accessTokenSignedResponseAlg !== undefined) out.access_token_signed_response_alg = w.accessTokenSignedResponseAlg;
  if (w.dpopBoundAccessTokensRequired !== undefined) out.dpop_bound_access_tokens_required = w.dpopBoundAccessTokensRequired;
  if (w.accessTokenClaims !== undefined) out.access_token_claims = JSON.stringify(w.accessTokenClaims);
  return out;
}

export async function insertResource(db: Db, id: string, w: ResourceWrite & { name: string; indicator: string }): Promise<Resource> {
  const row = await db
    .insertInto('resources')
    .values({ ...resourceValues(w), id, name: w.name, indicator: w.indicator })
    .returning(resourceColumns)
    .executeTakeFirstOrThrow();
  return toResource(row);
}

export async function updateResourceRow(db: Db, id: string, w: ResourceWrite): Promise<Resource | undefined> {
  const row = await db
    .updateTable('resources')
    .set({ ...resourceValues(w), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(resourceColumns)
    .executeTakeFirst();
  return row && toResource(row);
}

export async function deleteResourceRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('resources').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The scopes of several resources in one query (batched Resource.scopes). */
export async function scopesOfResources(db: Db, resourceIds: readonly string[]): Promise<Map<string, Scope[]>> {
  const out = new Map<string, Scope[]>();
  if (resourceIds.length === 0) return out;
  const rows = await db.selectFrom('scopes').select(scopeColumns).where('resource_id', 'in', resourceIds).orderBy('name').execute();
  for (const row of rows) {
    const scope = toScope(row);
    const list = out.get(scope.resourceId) ?? [];
    list.push(scope);
    out.set(scope.resourceId, list);
  }
  return out;
}

export async function listResourceScopes(db: Db, resourceId: string, page: PageRequest) {
  const base = db.selectFrom('scopes').where('scopes.resource_id', '=', resourceId);
  const [rows, count] = await Promise.all([
    paginate(base.select(scopeColumns), 'scopes', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toScope), page, Number(count.n));
}

export async function findScopesByIds(db: Db, ids: readonly string[]): Promise<Scope[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('scopes').select(scopeColumns).where('id', 'in', ids).execute();
  return rows.map(toScope);
}

export interface ScopeWrite {
  name?: string;
  description?: string | null;
}

function scopeValues(w: ScopeWrite): Updateable<ScopesTable> {
  const out: Updateable<ScopesTable> = {};
  if (w.name !== undefined) out.name = w.name;
  if (w.description !== undefined) out.description = w.description;
  return out;
}

export async function insertScope(db: Db, id: string, resourceId: string, w: ScopeWrite & { name: string }): Promise<Scope> {
  const row = await db
    .insertInto('scopes')
    .values({ ...scopeValues(w), id, resource_id: resourceId, name: w.name })
    .returning(scopeColumns)
    .executeTakeFirstOrThrow();
  return toScope(row);
}

/** Updates a scope only through its resource, so a scope id under the wrong resource is unknown. */
export async function updateScopeRow(db: Db, resourceId: string, id: string, w: ScopeWrite): Promise<Scope | undefined> {
  const row = await db
    .updateTable('scopes')
    .set({ ...scopeValues(w), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('resource_id', '=', resourceId)
    .returning(scopeColumns)
    .executeTakeFirst();
  return row && toScope(row);
}

export async function deleteScopeRow(db: Db, resourceId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('scopes').where('id', '=', id).where('resource_id', '=', resourceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Marks a resource as the default one, or unmarks it. Marking first clears any other default in
 * the same statement order (the partial unique index refuses two defaults at commit otherwise).
 */
export async function setDefaultResource(db: Db, id: string, isDefault: boolean): Promise<Resource | undefined> {
  if (isDefault) await db.updateTable('resources').set({ is_default: false }).where('is_default', '=', true).where('id', '!=', id).execute();
  const row = await db
    .updateTable('resources')
    .set({ is_default: isDefault, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(resourceColumns)
    .executeTakeFirst();
  return row ? toResource(row) : undefined;
}
