// Authorization responses held for a form post (OAuth 2.0 Form Post Response Mode): the code (or
// error) waits under a one-time handle that only the browser finishing the sign-in is sent to,
// stored by digest like the code itself, and is taken once, within the life of a code.
import type { Db } from '../../db/database.js';
import { insertAuthorizationResponse, takeAuthorizationResponse, type HeldAuthorizationResponse } from '../../db/repositories/authorization-responses.js';
import { newSecret, sha256 } from '../ids.js';
import { CODE_TTL_SECONDS } from './authorization-codes.js';

export type { HeldAuthorizationResponse };

/** Holds the response; returns the handle of the address that delivers it. */
export async function holdAuthorizationResponse(db: Db, response: HeldAuthorizationResponse): Promise<string> {
  const handle = newSecret();
  await insertAuthorizationResponse(db, sha256(handle), response, CODE_TTL_SECONDS);
  return handle;
}

/** The held response, once; undefined when unknown, already delivered or expired. */
export function takeHeldAuthorizationResponse(db: Db, handle: string): Promise<HeldAuthorizationResponse | undefined> {
  return takeAuthorizationResponse(db, sha256(handle));
}
