// Applications as OAuth clients: who may authenticate at the token endpoint, where a client may
// be sent back after sign-out. The lookups read through the directory cache (src/db/cache).
import type { Db } from '../../db/database.js';
import * as applications from '../../db/repositories/applications.js';
import type { Application, ApplicationCredentials } from '../../db/repositories/applications.js';
import { isConfidential } from '../directory/applications.js';
import { secretMatches } from '../ids.js';

export type { Application, ApplicationCredentials };
/** The application a client id names, as stored. */
export function findApplicationById(db: Db, id: string): Promise<Application | undefined> {
  return applications.findApplicationById(db, id);
}

/**
 * What authenticates a client (its type and secret digests), through the directory cache: read on
 * every token request, so the promise is handed on as it is (no extra await).
 */
export function findApplicationCredentialsCached(db: Db, id: string): Promise<ApplicationCredentials | undefined> {
  return applications.findApplicationCredentialsCached(db, id);
}

/**
 * Whether the presented credentials authenticate this application: a public client presents no
 * secret (`secret` null) and must not be confidential; any other presents its legacy secret or
 * one of its unexpired named secrets. The secret is compared even for an unknown client, and
 * against every stored digest without stopping at the first match (each comparison constant-time),
 * so neither which secret matched nor whether the client exists shows in the timing.
 */
export function clientAuthenticates(found: ApplicationCredentials | undefined, secret: string | null, now: Date): boolean {
  if (secret === null) return found !== undefined && !isConfidential(found.application.type);
  let matched = secretMatches(secret, found?.secretDigest ?? null);
  for (const named of found?.namedSecrets ?? []) {
    const current = named.expiresAt === null || named.expiresAt.getTime() > now.getTime();
    // Compared even when expired: an expired secret takes as long to refuse as a wrong one.
    if (secretMatches(secret, named.digest) && current) matched = true;
  }
  return matched && found !== undefined;
}

/** Whether `uri` is a post-logout redirect URI registered (exactly) for the client. */
export async function isPostLogoutRedirectRegistered(db: Db, clientId: string, uri: string): Promise<boolean> {
  const client = await findApplicationById(db, clientId);
  return client?.oidcClientMetadata.postLogoutRedirectUris.includes(uri) ?? false;
}
