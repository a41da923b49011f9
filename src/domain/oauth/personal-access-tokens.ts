// Personal access tokens: a user's credential for scripts. The value (`pat_` + 32 random bytes,
// base64url) is shown once; only its SHA-256 digest is kept, so a presented value is found by
// its digest (an index lookup on a hash reveals nothing about the value by its timing). Names
// are unique per user: the compatible product's routes address a token by its name.
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import * as repo from '../../db/repositories/personal-access-tokens.js';
import type { PersonalAccessTokenRow } from '../../db/repositories/personal-access-tokens.js';
import { findUserById } from '../../db/repositories/users.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { nonBlankString, parseFields } from '../input.js';
import { newId, newSecret, sha256 } from '../ids.js';

export type PersonalAccessToken = PersonalAccessTokenRow & { value?: string };

export const PERSONAL_ACCESS_TOKEN_TYPE = 'urn:logto:token-type:personal_access_token';
const PREFIX = 'pat_';
const MAX_NAME = 128;
/** A user may hold this many; each is a standing credential, so the count is bounded. */
export const MAX_TOKENS_PER_USER = 100;

const digestOf = (value: string) => sha256(value).toString('hex');

function checkName(name: unknown, field: string): string {
  const shape = nonBlankString(`${field} must be a non-empty string`).max(MAX_NAME, `${field} must be at most ${MAX_NAME} characters`);
  return parseFields(shape, name, [field]);
}

const nameTaken = () =>
  new DomainError('user.personal_access_token_name_already_in_use', 'The user already has a personal access token with this name.', undefined, ['name']);

async function requireUser(db: Db, userId: string): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint === 'personal_access_tokens_name_key') throw nameTaken();
    throw error;
  }
}

export async function createPersonalAccessToken(
  db: Db,
  userId: string,
  input: { name: unknown; expiresAt?: Date | null | undefined },
  now: Date,
): Promise<PersonalAccessToken> {
  const name = checkName(input.name, 'name');
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalidInput('expiresAt must be in the future', ['expiresAt']);
  await requireUser(db, userId);
  const existing = await repo.listPersonalAccessTokens(db, userId);
  if (existing.some((t) => t.name === name)) throw nameTaken();
  if (existing.length >= MAX_TOKENS_PER_USER) {
    throw new DomainError('user.personal_access_token_limit', `A user may hold at most ${MAX_TOKENS_PER_USER} personal access tokens.`);
  }
  const value = PREFIX + newSecret(32);
  const row = await uniqueName(() => repo.insertPersonalAccessToken(db, { id: newId(), userId, name, valueDigest: digestOf(value), expiresAt }));
  return { ...row, value };
}

export async function listPersonalAccessTokens(db: Db, userId: string): Promise<PersonalAccessToken[]> {
  await requireUser(db, userId);
  return repo.listPersonalAccessTokens(db, userId);
}

export async function renamePersonalAccessToken(db: Db, userId: string, name: string, newName: unknown): Promise<PersonalAccessToken> {
  const next = checkName(newName, 'name');
  await requireUser(db, userId);
  const renamed = await uniqueName(() => repo.renamePersonalAccessToken(db, userId, name, next));
  if (!renamed) throw notFound('personal access token', name);
  return renamed;
}

export async function deletePersonalAccessToken(db: Db, userId: string, name: string): Promise<string> {
  await requireUser(db, userId);
  if (!(await repo.deletePersonalAccessToken(db, userId, name))) throw notFound('personal access token', name);
  return name;
}

/**
 * The token a presented value stands for, or why it is refused: unknown (never issued, or
 * deleted) and expired are told apart only in the message the caller chooses to show.
 */
export async function findPresentedPersonalAccessToken(
  db: Db,
  value: string,
  now: Date,
): Promise<{ token: PersonalAccessTokenRow } | { refused: 'unknown' | 'expired' }> {
  if (!value.startsWith(PREFIX) || value.length > 200) return { refused: 'unknown' };
  const token = await repo.findPersonalAccessTokenByDigest(db, digestOf(value));
  if (!token) return { refused: 'unknown' };
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
  return { token };
}

/**
 * The claim that stamps an access token exchanged from a personal access token, directly or
 * through further exchanges: the token's id (an opaque reference; never its value or digest).
 * Whoever checks such an access token asks {@link personalAccessTokenStanding} about it, so
 * deleting the personal access token (or its expiry) ends every token exchanged from it.
 */
export const PERSONAL_ACCESS_TOKEN_CLAIM = 'pat_id';

/** The personal access token an access token's claims name, if any. */
export function personalAccessTokenIdOf(claims: Record<string, unknown>): string | undefined {
  const id = claims[PERSONAL_ACCESS_TOKEN_CLAIM];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export type PersonalAccessTokenStanding = { ok: true; expiresAt: Date | null } | { ok: false; refused: 'deleted' | 'expired' };

/**
 * Whether the personal access token `id` still stands. A cached read (src/db/cache): a token
 * exchanged from it is checked on every use without a round trip, and its deletion on any
 * instance reaches every instance's cache by NOTIFY at commit.
 */
export async function personalAccessTokenStanding(db: Db, id: string, now: Date): Promise<PersonalAccessTokenStanding> {
  const found = await repo.findPersonalAccessTokenStanding(db, id);
  if (!found.exists) return { ok: false, refused: 'deleted' };
  if (found.expiresAt !== null && found.expiresAt <= now.getTime()) return { ok: false, refused: 'expired' };
  return { ok: true, expiresAt: found.expiresAt === null ? null : new Date(found.expiresAt) };
}
