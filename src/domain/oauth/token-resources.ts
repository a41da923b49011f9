// The API resources a token may be for (RFC 8707) and the scopes a subject holds there, as the
// token endpoint and the authorization endpoint ask. Reads go through the directory cache.
import type { ResourceRef } from '../../db/repositories/permissions.js';
import { mayRequestManagementApi } from '../directory/applications.js';

export type { ResourceRef };
// Read on the token endpoint's and token exchange's paths: passed through as they are.
export { applicationScopeNames, findResourceByIndicator, userScopeNames } from '../../db/repositories/permissions.js';

/**
 * Whether a client may get a user token for this resource: any API resource, but the Management
 * API only for applications an operator allowed (customClientMetadata.allowManagementApi).
 */
export function mayRequestResource(resource: ResourceRef, customClientMetadata: Record<string, unknown> | undefined): boolean {
  return !resource.isManagement || mayRequestManagementApi(customClientMetadata ?? {});
}
