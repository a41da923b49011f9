// Authorization responses held for a form post (OAuth 2.0 Form Post Response Mode): the code (or
// error) waits under a one-time handle that only the browser finishing the sign-in is sent to,
// and is taken once, within the life of a code. The row is found by the handle's digest, and its
// parameters (the code among them) are sealed under a key derived from the handle itself, so the
// database holds neither the code nor a way to it: as authorization codes are kept by digest.
import { hkdfSync } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { insertAuthorizationResponse, takeAuthorizationResponse } from '../../db/repositories/authorization-responses.js';
import { openSecret, sealSecret } from '../envelope.js';
import { newSecret, sha256 } from '../ids.js';
import { CODE_TTL_SECONDS } from './authorization-codes.js';

export interface HeldAuthorizationResponse {
  redirectUri: string;
  parameters: Record<string, string>;
}

const TAG = 'resp:v1:';
/** The sealing key of a handle's response: not derivable from the digest stored beside it. */
const keyOf = (handle: string) => Buffer.from(hkdfSync('sha256', handle, 'tessera', 'authorization response', 32));

/** Holds the response; returns the handle of the address that delivers it. */
export async function holdAuthorizationResponse(db: Db, response: HeldAuthorizationResponse): Promise<string> {
  const handle = newSecret();
  const sealedParameters = sealSecret(JSON.stringify(response.parameters), keyOf(handle), TAG, response.redirectUri);
  await insertAuthorizationResponse(db, sha256(handle), { redirectUri: response.redirectUri, sealedParameters }, CODE_TTL_SECONDS);
  return handle;
}

/** The held response, once; undefined when unknown, already delivered or expired. */
export async function takeHeldAuthorizationResponse(db: Db, handle: string): Promise<HeldAuthorizationResponse | undefined> {
  const stored = await takeAuthorizationResponse(db, sha256(handle));
  if (!stored) return undefined;
  const parameters = JSON.parse(openSecret(stored.sealedParameters, keyOf(handle), TAG, stored.redirectUri)) as Record<string, string>;
  return { redirectUri: stored.redirectUri, parameters };
}
