// Initial access tokens (RFC 7591 §3): made by an operator through the Management API for whoever
// may register a client when the settings require one. The value is shown once; only its SHA-256
// digest is kept, and a presented token is looked up by its digest (a preimage cannot be found
// from timing, and the digest is compared again in constant time).
import type { Db } from '../../../db/database.js';
import * as repo from '../../../db/repositories/client-registrations.js';
import type { InitialTokenRow } from '../../../db/repositories/client-registrations.js';
import { DomainError, invalidInput, notFound } from '../../errors.js';
import { newId, newSecret, secretMatches, sha256 } from '../../ids.js';

export type InitialAccessToken = InitialTokenRow;

/** A token's value carries a prefix, so a leaked one is recognisable in logs and secret scanners. */
const PREFIX = 'tia_';

export async function createInitialAccessToken(
  db: Db,
  input: { name: string; expiresAt?: Date | string | null },
  now: Date,
): Promise<{ token: InitialAccessToken; value: string }> {
  const name = input.name.trim();
  if (name === '' || name.length > 128) throw invalidInput('name must be 1 to 128 characters', ['name']);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime())) {
    throw invalidInput('expiresAt must be a date in the future', ['expiresAt']);
  }
  const value = `${PREFIX}${newSecret()}`;
  const token = await repo.insertInitialToken(db, { id: newId(), name, digest: sha256(value), expiresAt });
  return { token, value };
}

export const listInitialAccessTokens = (db: Db) => repo.listInitialTokens(db);

export async function deleteInitialAccessToken(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteInitialToken(db, id))) throw notFound('initial access token', id);
  return id;
}

/** The token presented, when it is one of ours and has not expired; otherwise a 401 refusal. */
export async function checkInitialAccessToken(db: Db, presented: string | undefined, now: Date): Promise<InitialAccessToken> {
  const refused = new DomainError('client_registration.invalid_initial_access_token', 'a valid initial access token is required to register a client');
  if (!presented || presented.length > 256) throw refused;
  const found = await repo.findInitialTokenByDigest(db, sha256(presented));
  if (!found || !secretMatches(presented, found.digest)) throw refused;
  if (found.expiresAt && found.expiresAt.getTime() <= now.getTime()) throw refused;
  return found;
}
