// Applications as OAuth clients: who may authenticate at the token endpoint, where a client may
// be sent back after sign-out. The lookups read through the directory cache (src/db/cache).
import type { Db } from '../db/database.js';
import { findApplicationById, type Application, type ApplicationCredentials } from '../db/repositories/applications.js';
import { isConfidential } from './applications.js';
import { secretMatches } from './ids.js';

export type { Application, ApplicationCredentials };
// Read on every token request: passed through as they are (no wrapper, no extra await).
export { findApplicationById, findApplicationCredentialsCached } from '../db/repositories/applications.js';

/**
 * Whether the presented credentials authenticate this application: a public client presents no
 * secret (`secret` null) and must not be confidential; any other presents the secret whose digest
 * is stored. The secret is compared even for an unknown client, so both take the same time.
 */
export function clientAuthenticates(found: ApplicationCredentials | undefined, secret: string | null): boolean {
  if (secret === null) return found !== undefined && !isConfidential(found.application.type);
  return secretMatches(secret, found?.secretDigest ?? null) && found !== undefined;
}

/** Whether `uri` is a post-logout redirect URI registered (exactly) for the client. */
export async function isPostLogoutRedirectRegistered(db: Db, clientId: string, uri: string): Promise<boolean> {
  const client = await findApplicationById(db, clientId);
  return client?.oidcClientMetadata.postLogoutRedirectUris.includes(uri) ?? false;
}
