// Rules for users: identifier formats and uniqueness, password hashing, suspension.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import { revokeUserGrants } from '../../db/repositories/oidc-grants.js';
import { endUserSessions, listOpenUserSessions, type EndedSession } from '../../db/repositories/sessions.js';
import * as ssoIdentities from '../../db/repositories/sso-identities.js';

import * as repo from '../../db/repositories/users.js';
import { forgetVerifiedIdentifier, recordVerifiedIdentifier } from '../../db/repositories/verified-identifiers.js';
import type { User, UserWrite } from '../../db/repositories/users.js';
import type { PageRequest } from '../pagination.js';
import { DomainError, checkAll, invalidInput, notFound } from '../errors.js';
import { isEmailAddress } from '../../net/email-address.js';
import { newId } from '../ids.js';
import { canonicalPhone } from '../phone-numbers.js';
import { jsonObject, parseFields, parseInput } from '../input.js';

import { applyPasswordHistory, enforcePasswordPolicy, getPasswordPolicy } from './password-policy.js';
import { checkImportedPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.js';
export { passwordAlgorithmName } from './passwords.js';
import { assignDefaultRoles } from './roles.js';
import { checkFieldSearch, searchTerm, type FieldSearchInput } from '../search.js';

export type { User };

const USERNAME = /^[A-Z_a-z]\w{0,127}$/;
const PHONE = /^\+?\d{6,20}$/;

export interface UserFields {
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  name?: string | null;
  avatar?: string | null;
  customData?: Record<string, unknown> | null;
  profile?: Record<string, unknown> | null;
}

/**
 * An avatar is released as the OIDC `picture` claim and shown by relying parties and the
 * console: only a web address, never `javascript:`, `data:` or `file:` that a page would run or read.
 */
export function isWebUrl(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

// Each field's format, in the order a refusal lists them; null clears the field and is always taken.
const IDENTIFIER_SHAPES = {
  username: z.string().regex(USERNAME, 'username must be letters, digits and underscores, not starting with a digit').nullish(),
  primaryEmail: z.string().refine(isEmailAddress, 'primaryEmail is not a valid email address').nullish(),
  primaryPhone: z.string().regex(PHONE, 'primaryPhone must be 6 to 20 digits with an optional leading +').nullish(),
  avatar: z
    .string()
    .refine((avatar) => avatar === '' || isWebUrl(avatar), 'avatar must be an absolute http or https URL')
    .nullish(),
} satisfies Partial<Record<keyof UserFields, z.ZodTypeAny>>;

/** Every identifier problem at once (data.issues), so a form can mark all its bad fields. */
function checkIdentifiers(fields: UserFields): void {
  checkAll(
    Object.entries(IDENTIFIER_SHAPES).map(
      ([key, shape]) =>
        () =>
          parseFields(shape, fields[key as keyof typeof IDENTIFIER_SHAPES], [key]),
    ),
  );
}

function toWrite(fields: UserFields): UserWrite {
  const write: UserWrite = {};
  if (fields.username !== undefined) write.username = fields.username;
  if (fields.primaryEmail !== undefined) write.primaryEmail = fields.primaryEmail;
  if (fields.primaryPhone !== undefined) write.primaryPhone = fields.primaryPhone ? canonicalPhone(fields.primaryPhone) : (fields.primaryPhone ?? null);
  if (fields.name !== undefined) write.name = fields.name;
  if (fields.avatar !== undefined) write.avatar = fields.avatar;
  if (fields.customData !== undefined) write.customData = fields.customData ?? {};
  if (fields.profile !== undefined) write.profile = fields.profile ?? {};
  return write;
}

/** Maps the users table's unique indexes to the reference product's error codes. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique') {
      if (violation.constraint.includes('username')) {
        throw new DomainError('user.username_already_in_use', 'This username is already in use.', undefined, ['username']);
      }
      if (violation.constraint.includes('email')) {
        throw new DomainError('user.email_already_in_use', 'This email is associated with an existing account.', undefined, ['primaryEmail']);
      }
      if (violation.constraint.includes('phone')) {
        throw new DomainError('user.phone_already_in_use', 'This phone number is associated with an existing account.', undefined, ['primaryPhone']);
      }
    }
    throw error;
  }
}

export async function getUser(db: Db, id: string): Promise<User> {
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound('user', id);
  return user;
}

/** Users by id (missing ids are left out), in no particular order: a page's sessions or log entries name their users. */
export function usersByIds(db: Db, ids: readonly string[]): Promise<User[]> {
  return repo.findUsersByIds(db, ids);
}

export interface UserListInput {
  search?: string | null | undefined;
  searchBy?: FieldSearchInput | null | undefined;
  excludeRoleId?: string | null | undefined;
  excludeOrganizationId?: string | null | undefined;
  isSuspended?: boolean | null | undefined;
  hasMfa?: boolean | null | undefined;
  roleId?: string | null | undefined;
  organizationId?: string | null | undefined;
  isConsoleAdministrator?: boolean | null | undefined;
  orderBy?: { field: 'CreatedAt' | 'LastSignInAt' | 'Name'; direction?: 'Asc' | 'Desc' | null | undefined } | null | undefined;
}

const ORDER_FIELDS = { CreatedAt: 'createdAt', LastSignInAt: 'lastSignInAt', Name: 'name' } as const;

/** The list's order; only newest-first pages may be walked with `after` cursors (they are keyset on creation). */
function userOrder(orderBy: UserListInput['orderBy'], page: PageRequest): repo.UserOrder | undefined {
  if (!orderBy) return undefined;
  const order: repo.UserOrder = { field: ORDER_FIELDS[orderBy.field], direction: orderBy.direction === 'Asc' ? 'asc' : 'desc' };
  if (page.after && (order.field !== 'createdAt' || order.direction !== 'desc')) {
    throw invalidInput('after cursors follow the newest-first order only; page other orders with offset', ['after']);
  }
  return order;
}

/**
 * Users matching every filter given. Both exclusions may be given together (the compatible API
 * refuses that; leaving out both sets is what a caller asking for both means). An excluded id that
 * names nothing excludes nobody, as there.
 */
export function listUsers(db: Db, page: PageRequest, filter: UserListInput = {}) {
  return repo.listUsers(db, page, {
    search: searchTerm(filter.search),
    fieldSearch: checkFieldSearch(filter.searchBy, Object.keys(repo.USER_SEARCH_COLUMNS)),
    excludeRoleId: filter.excludeRoleId ?? undefined,
    excludeOrganizationId: filter.excludeOrganizationId ?? undefined,
    isSuspended: filter.isSuspended ?? undefined,
    hasMfa: filter.hasMfa ?? undefined,
    roleId: filter.roleId ?? undefined,
    organizationId: filter.organizationId ?? undefined,
    isConsoleAdministrator: filter.isConsoleAdministrator ?? undefined,
    orderBy: userOrder(filter.orderBy, page),
  });
}

/** The stored password hashes of some users, by id (null without a password). */
export function passwordHashesOf(db: Db, ids: readonly string[]): Promise<Map<string, string | null>> {
  return repo.findPasswordHashes(db, ids);
}

/**
 * Whether the primary email / phone a write sets counts as verified. By default yes: these are the
 * administrator's operations (the Management API), and the Account API calls them only with a
 * value its code proved. A path that takes an address from an end user without proof (sign-up
 * with email verification off) passes `{ identifiersVerified: false }`.
 */
export interface IdentifierTrust {
  identifiersVerified?: boolean;
}

/** Records the written email / phone as verified; returns the user as it now reads. */
async function trustIdentifiers(db: Db, user: User, write: UserWrite, trust: IdentifierTrust): Promise<User> {
  if (trust.identifiersVerified === false || (!write.primaryEmail && !write.primaryPhone)) return user;
  if (write.primaryEmail) await recordVerifiedIdentifier(db, user.id, 'email', write.primaryEmail);
  if (write.primaryPhone) await recordVerifiedIdentifier(db, user.id, 'phone', write.primaryPhone);
  return (await repo.findUserById(db, user.id)) ?? user;
}

/**
 * The compatible API's `passwordAlgorithm` values whose digests Tessera can check (its own hash
 * formats carry the algorithm). Unsalted fast digests (MD5, SHA1, SHA256, Legacy) are refused
 * rather than stored: they would let anyone who reads the table find most passwords.
 */
const DIGEST_ALGORITHMS = new Set(['Argon2i', 'Argon2id', 'Argon2d', 'Bcrypt']);

export interface PasswordDigestInput {
  passwordDigest?: string | null;
  passwordAlgorithm?: string | null;
}

/** A user created from a password digest made elsewhere (its first sign-in rehashes it to Argon2id). */
function importedDigest(input: PasswordDigestInput & { password?: string | null }): string | undefined {
  if (input.passwordDigest == null && input.passwordAlgorithm == null) return undefined;
  if (input.password != null) throw invalidInput('give either password or passwordDigest, not both', ['passwordDigest']);
  if (input.passwordDigest == null || input.passwordAlgorithm == null) {
    throw invalidInput('passwordDigest and passwordAlgorithm go together', [input.passwordDigest == null ? 'passwordDigest' : 'passwordAlgorithm']);
  }
  if (!DIGEST_ALGORITHMS.has(input.passwordAlgorithm)) {
    throw invalidInput(`passwordAlgorithm must be one of ${[...DIGEST_ALGORITHMS].join(', ')} (unsalted digests are not accepted)`, ['passwordAlgorithm']);
  }
  const digest = checkImportedPasswordHash(input.passwordDigest, ['passwordDigest']);
  const isBcrypt = digest.startsWith('$2');
  if (isBcrypt !== (input.passwordAlgorithm === 'Bcrypt')) {
    throw invalidInput(`passwordDigest is not a ${input.passwordAlgorithm} hash`, ['passwordDigest']);
  }
  return digest;
}

/** `options.id`: an imported user keeps the id it had (tokens' `sub`, backup code digests); refused when taken. */
export async function createUser(
  db: Db,
  input: UserFields & PasswordDigestInput & { password?: string | null },
  trust: IdentifierTrust = {},
  options: { id?: string } = {},
): Promise<User> {
  checkIdentifiers(input);
  const write = toWrite(input);
  const digest = importedDigest(input);
  if (digest) write.passwordHash = digest;
  if (input.password != null) {
    const owner = {
      username: input.username ?? null,
      primaryEmail: input.primaryEmail ?? null,
      primaryPhone: input.primaryPhone ?? null,
      name: input.name ?? null,
    };
    enforcePasswordPolicy(await getPasswordPolicy(db), input.password, owner);
    write.passwordHash = await hashPassword(input.password);
  }
  if (options.id !== undefined && (await repo.findUserById(db, options.id))) {
    throw new DomainError('user.id_already_in_use', `A user with id ${options.id} already exists.`, undefined, ['id']);
  }
  const user = await guardUnique(() => repo.insertUser(db, options.id ?? newId(), write));
  await assignDefaultRoles(db, user.id);
  return trustIdentifiers(db, user, write, trust);
}

export async function updateUser(db: Db, id: string, input: UserFields, trust: IdentifierTrust = {}): Promise<User> {
  checkIdentifiers(input);
  const write = toWrite(input);
  const user = await guardUnique(() => repo.updateUserRow(db, id, write));
  if (!user) throw notFound('user', id);
  return trustIdentifiers(db, user, write, trust);
}

function checkObject(value: unknown, field: string): asserts value is Record<string, unknown> {
  parseInput(jsonObject(), value, `${field} must be a JSON object`, [field]);
}

export async function mergeUserCustomData(db: Db, id: string, customData: Record<string, unknown>) {
  checkObject(customData, 'customData');
  const merged = await repo.mergeUserJson(db, id, 'custom_data', customData);
  if (!merged) throw notFound('user', id);
  return merged;
}

export async function mergeUserProfile(db: Db, id: string, profile: Record<string, unknown>) {
  checkObject(profile, 'profile');
  const merged = await repo.mergeUserJson(db, id, 'profile', profile);
  if (!merged) throw notFound('user', id);
  return merged;
}

/**
 * Sets (changes, resets) a password. Whoever knew the old one may hold the user's sessions and
 * tokens, so, as sign-out does, every session ends and every grant is revoked (refresh tokens and
 * the access tokens issued under them) in the caller's transaction. `keepSessionId`: the browser
 * session that made the change through the Account API stays signed in (its tokens still go).
 */
export async function setUserPassword(db: Db, id: string, password: string, options: { keepSessionId?: string } = {}): Promise<User> {
  const current = await repo.findUserById(db, id);
  if (!current) throw notFound('user', id);
  const policy = await getPasswordPolicy(db);
  enforcePasswordPolicy(policy, password, current);
  await applyPasswordHistory(db, policy, id, password, await repo.getUserPasswordHash(db, id));
  const user = await repo.updateUserRow(db, id, { passwordHash: await hashPassword(password) });
  if (!user) throw notFound('user', id);
  await notifySessionsEnded(db, await endUserSessions(db, id, options.keepSessionId));
  await revokeUserGrants(db, id);
  return user;
}

/**
 * Checks a user's password for an administrator (the compatible API's POST …/password/verify).
 * A wrong password, or a user without one: `session.invalid_credentials` (422). A legacy hash
 * that verified is replaced by Argon2id, as a sign-in would.
 */
export async function verifyUserPassword(db: Db, id: string, password: string): Promise<true> {
  if (!password) throw invalidInput('password must not be empty', ['password']);
  await getUser(db, id);
  const hash = await repo.getUserPasswordHash(db, id);
  if (!(await verifyPassword(hash, password))) {
    throw new DomainError('session.invalid_credentials', 'The password is not correct.', undefined, ['password']);
  }
  if (hash && passwordNeedsRehash(hash)) await repo.replacePasswordHash(db, id, hash, await hashPassword(password));
  return true;
}

/** A user's identities at social connectors and enterprise SSO connectors, in the compatible API's shape. */
export async function listUserAllIdentities(db: Db, userId: string) {
  const user = await getUser(db, userId);
  const socialIdentities = Object.entries(user.identities).map(([target, identity]) => ({ target, identity }));
  const sso = (await ssoIdentities.listUserSsoIdentities(db, userId)).map((ssoIdentity) => ({ ssoIdentity }));
  return { socialIdentities, ssoIdentities: sso };
}

/**
 * Listeners told of sessions a change here ended (a password change, a deletion), inside its
 * transaction: the protocol layer's back-channel logouts (src/oidc/sessions.ts wires them), which
 * this area may not call itself, as it sits below them.
 */
export type SessionsEndedListener = (db: Db, sessions: readonly EndedSession[]) => Promise<unknown>;
const sessionsEndedListeners: SessionsEndedListener[] = [];
export function onUserSessionsEnded(listener: SessionsEndedListener): void {
  sessionsEndedListeners.push(listener);
}

async function notifySessionsEnded(db: Db, sessions: readonly EndedSession[]): Promise<void> {
  if (sessions.length === 0) return;
  for (const listener of sessionsEndedListeners) await listener(db, sessions);
}

/** Listeners run inside the suspension's transaction (sessions and refresh tokens end with it). */
export type SuspensionListener = (db: Db, userId: string) => Promise<void>;
const suspensionListeners: SuspensionListener[] = [];
export function onUserSuspended(listener: SuspensionListener): void {
  suspensionListeners.push(listener);
}

/**
 * An administrator marks the user's current primary email (or phone) verified or not: what the
 * ID token's `email_verified` (`phone_number_verified`) then says, and what account linking and
 * sign-in by code trust. Refused (guard.invalid_input) when the user has no such address.
 */
export async function setUserIdentifierVerified(db: Db, id: string, type: unknown, verified: boolean): Promise<User> {
  if (type !== 'email' && type !== 'phone') throw invalidInput('identifierType must be "email" or "phone"', ['identifierType']);
  const user = await getUser(db, id);
  const value = type === 'email' ? user.primaryEmail : user.primaryPhone;
  if (!value) throw invalidInput(`the user has no primary ${type} to mark`, ['identifierType']);
  if (verified) await recordVerifiedIdentifier(db, id, type, value);
  else await forgetVerifiedIdentifier(db, id, type, value);
  return getUser(db, id);
}

export async function setUserSuspended(db: Db, id: string, isSuspended: boolean): Promise<User> {
  const user = await repo.updateUserRow(db, id, { isSuspended });
  if (!user) throw notFound('user', id);
  if (isSuspended) for (const listener of suspensionListeners) await listener(db, id);
  return user;
}

export async function deleteUser(db: Db, id: string): Promise<string> {
  // The sessions and their grants go with the user's row (by cascade), so the logouts are queued
  // first; an unknown user has none, and a failed deletion rolls them back with it.
  await notifySessionsEnded(db, await listOpenUserSessions(db, id));
  if (!(await repo.deleteUserRow(db, id))) throw notFound('user', id);
  return id;
}

/** A user's identities at enterprise SSO connectors (the console's linked identities). */
export async function listUserSsoIdentities(db: Db, userId: string): Promise<ssoIdentities.SsoIdentity[]> {
  await getUser(db, userId);
  return ssoIdentities.listUserSsoIdentities(db, userId);
}
