// Rules for API resources and their scopes: indicator and scope-name formats and uniqueness,
// and the built-in Management API resource, which stays as bootstrap made it.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import * as repo from '../../db/repositories/resources.js';
import type { Resource, Scope } from '../../db/repositories/resources.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { nonBlankString, parseInput } from '../input.js';
import type { PageRequest } from '../pagination.js';
import { searchTerm } from '../search.js';
import { KEY_ALGORITHMS } from '../signing-algorithms.js';
import { isReservedResourceIndicator } from './organization-tokens.js';
import { checkClaimMappings, previewMappedClaims, type ClaimPreviewInput } from './claim-mappings.js';

export type { Resource, Scope };

const SCOPE_NAME = /^\S{1,256}$/;
const DEFAULT_TTL = 3600;
const nonBlankName = nonBlankString().nullish();
/** Any integer as Number.isInteger reads it (zod's `int()` would refuse the unsafe ones the API takes). */
const accessTokenTtl = z.number().refine(Number.isInteger).positive().nullish();

function checkName(name: string | null | undefined, field: string): void {
  parseInput(nonBlankName, name, `${field} must not be empty`, [field]);
}

/** An absolute URI without fragment: it becomes the `aud` of tokens and is compared verbatim. */
export function checkIndicator(indicator: string): void {
  let url: URL;
  try {
    url = new URL(indicator);
  } catch {
    throw invalidInput('indicator must be an absolute URI', ['indicator']);
  }
  if (url.hash || indicator.includes('#')) throw invalidInput('indicator must not contain a fragment', ['indicator']);
  if (/\s/.test(indicator)) throw invalidInput('indicator must not contain whitespace', ['indicator']);
  // Clients send these names for organization tokens: an API resource of that name would be
  // granted where an organization was meant.
  if (isReservedResourceIndicator(indicator)) throw invalidInput('indicator is reserved for organization tokens', ['indicator']);
}

function checkTtl(ttl: number | null | undefined): void {
  parseInput(accessTokenTtl, ttl, 'accessTokenTtl must be a positive number of seconds', ['accessTokenTtl']);
}

/** The algorithm of the resource's access tokens: one the server keeps a key for. */
function checkAccessTokenAlgorithm(alg: string | null | undefined): void {
  parseInput(z.enum(KEY_ALGORITHMS).nullish(), alg, `accessTokenSignedResponseAlg must be one of: ${KEY_ALGORITHMS.join(', ')}`, [
    'accessTokenSignedResponseAlg',
  ]);
}

function checkScopeName(name: string | null | undefined): void {
  parseInput(z.string().regex(SCOPE_NAME).nullish(), name, 'scope name must be 1 to 256 characters without whitespace', ['name']);
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint.includes('indicator')) {
      throw new DomainError('resource.resource_identifier_in_use', 'An API resource with this indicator already exists.', undefined, ['indicator']);
    }
    if (violation?.kind === 'unique' && violation.constraint.includes('scopes')) {
      throw new DomainError('scope.name_already_in_use', 'This resource already has a scope with this name.', undefined, ['name']);
    }
    throw error;
  }
}

const managementReadOnly = () =>
  new DomainError(
    'resource.management_api_change_not_allowed',
    'The Management API resource and its scopes are built in and cannot be deleted or changed this way.',
  );

export async function getResource(db: Db, id: string): Promise<Resource> {
  const resource = await repo.findResourceById(db, id);
  if (!resource) throw notFound('resource', id);
  return resource;
}

/** Resources by id (for the scopes that name them); missing ids are left out. */
export function resourcesByIds(db: Db, ids: readonly string[]): Promise<Resource[]> {
  return repo.findResourcesByIds(db, ids);
}

export function listResources(db: Db, page: PageRequest, search?: string | null) {
  return repo.listResources(db, page, searchTerm(search));
}

/** The scopes of many resources at once, by resource id. */
export function scopesOfResources(db: Db, resourceIds: readonly string[]): Promise<Map<string, Scope[]>> {
  return repo.scopesOfResources(db, resourceIds);
}

export async function listResourceScopes(db: Db, resourceId: string, page: PageRequest) {
  await getResource(db, resourceId);
  return repo.listResourceScopes(db, resourceId, page);
}

export async function createResource(
  db: Db,
  input: {
    name: string;
    indicator: string;
    accessTokenTtl?: number | null;
    accessTokenSignedResponseAlg?: string | null;
    dpopBoundAccessTokensRequired?: boolean | null;
  },
): Promise<Resource> {
  checkName(input.name, 'name');
  checkIndicator(input.indicator);
  checkTtl(input.accessTokenTtl);
  checkAccessTokenAlgorithm(input.accessTokenSignedResponseAlg);
  return guardUnique(() =>
    repo.insertResource(db, newId(), {
      name: input.name,
      indicator: input.indicator,
      accessTokenTtl: input.accessTokenTtl ?? DEFAULT_TTL,
      // Absent: the column's default, ES256 (the cheapest to sign and verify).
      ...(input.accessTokenSignedResponseAlg ? { accessTokenSignedResponseAlg: input.accessTokenSignedResponseAlg } : {}),
      ...(input.dpopBoundAccessTokensRequired != null ? { dpopBoundAccessTokensRequired: input.dpopBoundAccessTokensRequired } : {}),
    }),
  );
}

export async function updateResource(
  db: Db,
  id: string,
  input: { name?: string | null; accessTokenTtl?: number | null; accessTokenSignedResponseAlg?: string | null; dpopBoundAccessTokensRequired?: boolean | null },
): Promise<Resource> {
  if (input.name === null) throw invalidInput('name cannot be cleared', ['name']);
  if (input.accessTokenTtl === null) throw invalidInput('accessTokenTtl cannot be cleared', ['accessTokenTtl']);
  if (input.accessTokenSignedResponseAlg === null) throw invalidInput('accessTokenSignedResponseAlg cannot be cleared', ['accessTokenSignedResponseAlg']);
  checkName(input.name, 'name');
  checkTtl(input.accessTokenTtl);
  checkAccessTokenAlgorithm(input.accessTokenSignedResponseAlg);
  const resource = await repo.updateResourceRow(db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.accessTokenTtl !== undefined ? { accessTokenTtl: input.accessTokenTtl } : {}),
    ...(input.accessTokenSignedResponseAlg !== undefined ? { accessTokenSignedResponseAlg: input.accessTokenSignedResponseAlg } : {}),
    ...(input.dpopBoundAccessTokensRequired != null ? { dpopBoundAccessTokensRequired: input.dpopBoundAccessTokensRequired } : {}),
  });
  if (!resource) throw notFound('resource', id);
  return resource;
}

/**
 * Makes a resource the default one (the one any other default stops being) or stops it being
 * the default. The Management API is never the default: its tokens are Tessera's own.
 */
export async function setResourceIsDefault(db: Db, id: string, isDefault: boolean): Promise<Resource> {
  const resource = await getResource(db, id);
  if (isDefault && resource.isManagement) throw managementReadOnly();
  const updated = await repo.setDefaultResource(db, id, isDefault);
  if (!updated) throw notFound('resource', id);
  return updated;
}

export async function deleteResource(db: Db, id: string): Promise<string> {
  const resource = await getResource(db, id);
  if (resource.isManagement) throw managementReadOnly();
  await repo.deleteResourceRow(db, id);
  return id;
}

/** The resource a scope change targets; the Management API's scopes are not to be touched. */
async function editableResource(db: Db, resourceId: string): Promise<Resource> {
  const resource = await getResource(db, resourceId);
  if (resource.isManagement) throw managementReadOnly();
  return resource;
}

export async function createScope(db: Db, resourceId: string, input: { name: string; description?: string | null }): Promise<Scope> {
  checkScopeName(input.name);
  await editableResource(db, resourceId);
  return guardUnique(() => repo.insertScope(db, newId(), resourceId, { name: input.name, description: input.description ?? null }));
}

export async function updateScope(db: Db, resourceId: string, scopeId: string, input: { name?: string | null; description?: string | null }): Promise<Scope> {
  if (input.name === null) throw invalidInput('name cannot be cleared', ['name']);
  checkScopeName(input.name);
  const { name, description } = input;
  await editableResource(db, resourceId);
  const scope = await guardUnique(() =>
    repo.updateScopeRow(db, resourceId, scopeId, {
      ...(name != null ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
    }),
  );
  if (!scope) throw notFound('scope', scopeId);
  return scope;
}

export async function deleteScope(db: Db, resourceId: string, scopeId: string): Promise<string> {
  await editableResource(db, resourceId);
  if (!(await repo.deleteScopeRow(db, resourceId, scopeId))) throw notFound('scope', scopeId);
  return scopeId;
}

/** Replaces the resource's claim mappings (issue 45 §4) after checking every rule. */
export async function setResourceClaimMappings(db: Db, id: string, mappings: unknown): Promise<Resource> {
  const checked = checkClaimMappings(mappings);
  const resource = await repo.updateResourceRow(db, id, { accessTokenClaims: checked });
  if (!resource) throw notFound('resource', id);
  return resource;
}

/** The claims the resource's mappings would add to a token for this user (and application, grant type): the same code the minting runs. */
export async function testResourceClaims(db: Db, id: string, input: ClaimPreviewInput): Promise<Record<string, unknown>> {
  const resource = await getResource(db, id);
  return previewMappedClaims(db, resource.accessTokenClaims, 'accessToken', input);
}
