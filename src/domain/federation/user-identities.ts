// A user's linked social identities (users.identities[target] = { userId, details }), as the
// Management API reads and changes them. One upstream identity belongs to one user at most:
// the identity is locked while it is checked and written (as the sign-in does).
import type { Db } from '../../db/database.js';
import { findUserByIdentity, lockIdentity, setUserIdentity as writeIdentity } from '../../db/repositories/connectors.js';
import { findUserSsoIdentity, type SsoIdentity } from '../../db/repositories/sso-identities.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { z } from 'zod';
import { nonBlankString, parseFields, parseInput } from '../input.js';
import { getUser, type User } from '../directory/users.js';

export interface LinkedIdentity {
  userId: string;
  details: Record<string, unknown>;
}

const TARGET = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const MAX_DETAILS = 8192;

const targetShape = z.string().regex(TARGET, 'target must be 1 to 64 lower-case letters, digits, - or _');

function checkTarget(target: string): string {
  return parseFields(targetShape, target, ['target']);
}

function identityIn(user: User, target: string): LinkedIdentity | undefined {
  const found = Object.hasOwn(user.identities, target) ? user.identities[target] : undefined;
  return found && typeof found === 'object' ? (found as LinkedIdentity) : undefined;
}

export async function getUserIdentity(db: Db, userId: string, target: string): Promise<LinkedIdentity> {
  const identity = identityIn(await getUser(db, userId), checkTarget(target));
  if (!identity) throw notFound('identity', target);
  return identity;
}

export interface IdentityInput {
  /** The user's id at the identity provider. */
  identityId?: string | null;
  details?: Record<string, unknown> | null;
}

/** Links (or replaces) the user's identity at `target`; `created` says whether it is new. */
export async function setUserIdentity(db: Db, userId: string, target: string, input: IdentityInput) {
  checkTarget(target);
  const upstreamId = parseInput(nonBlankString().max(255), input.identityId, 'userId must be 1 to 255 characters', ['userId']);
  const details = input.details ?? {};
  if (JSON.stringify(details).length > MAX_DETAILS) throw invalidInput(`details must be at most ${MAX_DETAILS} characters of JSON`, ['details']);
  const before = await getUser(db, userId);
  await lockIdentity(db, target, upstreamId);
  const holder = await findUserByIdentity(db, target, upstreamId);
  if (holder && holder.id !== userId) {
    throw new DomainError('user.identity_already_in_use', 'This identity is already linked to another user.', { target }, ['userId']);
  }
  const user = (await writeIdentity(db, userId, target, { userId: upstreamId, details })) ?? before;
  return { user, identities: user.identities, created: !identityIn(before, target) };
}

export async function deleteUserIdentity(db: Db, userId: string, target: string) {
  const before = await getUser(db, userId);
  if (!identityIn(before, checkTarget(target))) throw notFound('identity', target);
  const user = (await writeIdentity(db, userId, target, null)) ?? before;
  return { user, identities: user.identities };
}

export type { SsoIdentity };

/** GET /api/users/:userId/sso-identities/:ssoConnectorId: the user's identity at an enterprise connector. */
export async function getUserSsoIdentity(db: Db, userId: string, ssoConnectorId: string): Promise<{ ssoIdentity: SsoIdentity }> {
  await getUser(db, userId);
  const ssoIdentity = await findUserSsoIdentity(db, userId, ssoConnectorId);
  if (!ssoIdentity) throw notFound('sso identity', ssoConnectorId);
  return { ssoIdentity };
}
