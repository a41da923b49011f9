// Pushed authorization requests (RFC 9126): what a client pushed to /oidc/par waits under a
// request_uri `urn:ietf:params:oauth:request_uri:<random>` (32 random bytes: unguessable, §2.2),
// bound to that client, for a short while; the authorization endpoint uses it once (§4: "SHOULD
// treat request_uri values as one-time use"; an expired one "MUST be rejected"). Only the
// digest of the random part is stored, so the table cannot be read back into usable request_uris.
import type { Db } from '../../db/database.js';
import {
  findPushedAuthorizationRequest,
  insertPushedAuthorizationRequest,
  usePushedAuthorizationRequest,
} from '../../db/repositories/pushed-authorization-requests.js';
import type { Clock } from '../clock.js';
import { newSecret, sha256 } from '../ids.js';

/** An authorization request's parameters as the authorization endpoint reads them (`resource` may repeat). */
export type PushedParameters = Record<string, string | string[]>;

export const REQUEST_URI_PREFIX = 'urn:ietf:params:oauth:request_uri:';
/** The reference part: newSecret()'s 32 bytes in base64url. */
const REFERENCE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a request_uri is of the kind this server hands out (others are never fetched: request_uri_not_supported). */
export function isPushedRequestUri(requestUri: string): boolean {
  return requestUri.startsWith(REQUEST_URI_PREFIX);
}

/** Stores the validated parameters; returns the request_uri and its lifetime in seconds. */
export async function pushAuthorizationRequest(
  db: Db,
  clock: Clock,
  clientId: string,
  parameters: PushedParameters,
  ttlSeconds: number,
): Promise<{ requestUri: string; expiresIn: number }> {
  const reference = newSecret();
  const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
  await insertPushedAuthorizationRequest(db, sha256(reference), clientId, parameters, expiresAt);
  return { requestUri: `${REQUEST_URI_PREFIX}${reference}`, expiresIn: ttlSeconds };
}

/** The pushed parameters, used up now; or why they cannot be used (RFC 9101 §7 invalid_request_uri). */
export type PushedRequestUse = { parameters: PushedParameters } | { refused: string };

export async function usePushedRequest(db: Db, clock: Clock, clientId: string, requestUri: string): Promise<PushedRequestUse> {
  const reference = requestUri.slice(REQUEST_URI_PREFIX.length);
  const unknown = { refused: 'request_uri is not known' };
  if (!isPushedRequestUri(requestUri) || !REFERENCE.test(reference)) return unknown;
  const digest = sha256(reference);
  const now = clock.now();
  const parameters = await usePushedAuthorizationRequest(db, digest, clientId, now);
  if (parameters) return { parameters };
  // Only to say why: the request was not used above, whatever this read finds.
  const stored = await findPushedAuthorizationRequest(db, digest);
  if (!stored) return unknown;
  if (stored.clientId !== clientId) return { refused: 'request_uri was pushed by another client' };
  if (stored.usedAt) return { refused: 'request_uri was already used' };
  return { refused: 'request_uri has expired' };
}
