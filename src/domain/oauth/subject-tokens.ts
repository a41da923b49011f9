// Subject tokens: the compatible product's impersonation for support. A Management API caller
// (the support agent) asks for a token that stands for a user; an application allowed to exchange
// trades it once at the token endpoint (RFC 8693) for an access token with the user as `sub` and
// the agent as `act`. The value (`sub_` + 32 random bytes) is answered once; only its SHA-256
// digest is kept. Short-lived and single-use: a leaked value is worth little, and a replay is
// refused. A suspended user is refused at both ends: support must not revive a blocked account.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/subject-tokens.js';
import { findUserById } from '../../db/repositories/users.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { jsonObject, parseInput } from '../input.js';
import { newId, newSecret, sha256 } from '../ids.js';

/** The compatible product's lifetime (seconds) and prefix. */
export const SUBJECT_TOKEN_TTL_SECONDS = 600;
const PREFIX = 'sub_';
/** The context is stored with the token and never read by Tessera: a bound keeps it a note, not a payload. */
const MAX_CONTEXT_BYTES = 4096;

const digestOf = (value: string) => sha256(value).toString('hex');

/** Whether a presented subject_token is one of ours (the rest are JWT access tokens). */
export const isSubjectTokenValue = (value: string) => value.startsWith(PREFIX);

export interface IssuedSubjectToken {
  subjectToken: string;
  expiresIn: number;
}

export async function createSubjectToken(
  db: Db,
  input: { userId: string; context?: unknown; creatorId: string | undefined },
  now: Date,
): Promise<IssuedSubjectToken> {
  // Impersonation names who did it: a caller without an identity has nothing to put in `act`.
  if (!input.creatorId) throw new DomainError('auth.unauthorized', 'A subject token is created by an authenticated Management API caller.');
  const context = input.context ?? {};
  parseInput(jsonObject(), context, 'context must be a JSON object', ['context']);
  if (Buffer.byteLength(JSON.stringify(context)) > MAX_CONTEXT_BYTES) {
    throw invalidInput(`context must be at most ${MAX_CONTEXT_BYTES} bytes of JSON`, ['context']);
  }
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound('user', input.userId);
  if (user.isSuspended) throw new DomainError('user.suspended', 'This account is suspended; it cannot be impersonated.');
  const value = PREFIX + newSecret(32);
  await repo.insertSubjectToken(db, {
    id: newId(),
    userId: user.id,
    valueDigest: digestOf(value),
    context: context as Record<string, unknown>,
    creatorId: input.creatorId,
    expiresAt: new Date(now.getTime() + SUBJECT_TOKEN_TTL_SECONDS * 1000),
  });
  return { subjectToken: value, expiresIn: SUBJECT_TOKEN_TTL_SECONDS };
}

/** A refused token that exists (expired, used) is returned too, so that the audit names its user and agent. */
export type PresentedSubjectToken = { token: repo.SubjectTokenRow } | { refused: string; token?: repo.SubjectTokenRow };

/** The token a presented value stands for, or why it is refused (the compatible product's messages). */
export async function findPresentedSubjectToken(db: Db, value: string, now: Date): Promise<PresentedSubjectToken> {
  if (!isSubjectTokenValue(value) || value.length > 200) return { refused: 'subject token not found' };
  const token = await repo.findSubjectTokenByDigest(db, digestOf(value));
  if (!token) return { refused: 'subject token not found' };
  if (token.expiresAt.getTime() <= now.getTime()) return { refused: 'subject token is expired', token };
  if (token.consumedAt) return { refused: 'subject token is already consumed', token };
  return { token };
}

/** Uses the token up; false when a concurrent exchange used it first. */
export function consumeSubjectToken(db: Db, id: string, now: Date): Promise<boolean> {
  return repo.consumeSubjectToken(db, id, now);
}

export function purgeExpiredSubjectTokens(db: Db): Promise<number> {
  return repo.deleteExpiredSubjectTokens(db, new Date());
}
