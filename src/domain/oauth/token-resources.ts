// The API resources a token may be for (RFC 8707) and the scopes a subject holds there, as the
// token endpoint and the authorization endpoint ask. Reads go through the directory cache.
import type { Db } from '../../db/database.js';
import * as permissions from '../../db/repositories/permissions.js';
import type { ResourceRef } from '../../db/repositories/permissions.js';
import { mayRequestManagementApi } from '../directory/applications.js';

export type { ResourceRef };
/** The API resource an indicator names (RFC 8707), through the directory cache; undefined when none. */
export function findResourceByIndicator(db: Db, indicator: string): Promise<ResourceRef | undefined> {
  return permissions.findResourceByIndicator(db, indicator);
}

/** The scopes a user's roles grant on a resource: inside an organization its organization roles', else the global roles'. */
export function userScopeNames(db: Db, userId: string, resourceId: string, organizationId?: string): Promise<string[]> {
  return permissions.userScopeNames(db, userId, resourceId, organizationId);
}

interface HeldScopes {
  names: ReadonlySet<string>;
  /** Every held scope, space-separated: the token's scope when none is requested. */
  all: string;
}

// The directory cache hands out the same list for as long as it holds an application's scopes on
// a resource (a change replaces the list), so what is derived from it is derived once per list.
const heldByList = new WeakMap<readonly string[], HeldScopes>();

function heldScopes(list: readonly string[]): HeldScopes {
  let held = heldByList.get(list);
  if (!held) {
    const names = new Set(list);
    heldByList.set(list, (held = { names, all: [...names].join(' ') }));
  }
  return held;
}

/** What a machine-to-machine application's token (client_credentials) is for, or why not. */
export type MachineToken = { resource: ResourceRef; scope: string; refused?: undefined } | { refused: 'invalid_target' | 'invalid_scope'; description: string };

/**
 * The client_credentials rules (RFC 6749 §4.4, RFC 8707): the token is for a known API resource,
 * with the scopes the application's roles grant there; a request may narrow them, never widen
 * them, and without a request gets them all.
 */
export async function machineToken(db: Db, applicationId: string, indicator: string, requested: readonly string[]): Promise<MachineToken> {
  const resource = await findResourceByIndicator(db, indicator);
  if (!resource) return { refused: 'invalid_target', description: 'resource is not a known API resource' };
  const held = heldScopes(await permissions.applicationScopeNames(db, applicationId, resource.id));
  const missing = requested.filter((s) => !held.names.has(s));
  if (missing.length) return { refused: 'invalid_scope', description: `scope not granted to this application: ${missing.join(' ')}` };
  return { resource, scope: requested.length ? [...new Set(requested)].join(' ') : held.all };
}

/**
 * Whether a client may get a user token for this resource: any API resource, but the Management
 * API only for applications an operator allowed (customClientMetadata.allowManagementApi).
 */
export function mayRequestResource(resource: ResourceRef, customClientMetadata: Record<string, unknown> | undefined): boolean {
  return !resource.isManagement || mayRequestManagementApi(customClientMetadata ?? {});
}
