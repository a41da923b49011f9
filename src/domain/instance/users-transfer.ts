// `tessera export-users` / `import-users`: users as JSON lines, everything a user is carried over
// so that an export imported into another instance loses nothing: the password hash as it is
// (passwords.ts lists the formats sign-in checks and upgrades to Argon2id), the TOTP secret (in
// clear in the file: the importing instance seals it under its own key), backup code digests,
// passkeys, social and enterprise identities, roles and organization memberships (by name, so
// they refer to the importing instance's own), custom data, suspension and creation time.
//
// Ids are kept: a relying party knows a user by `sub`, and backup code digests are bound to it.
// Each user is written in one transaction (all of it, or none of it) through the domain functions
// a Management API call uses, with the User.Created event in the same transaction.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { listOrganizationsOfUser, findOrganizationById, findOrganizationsByName } from '../../db/repositories/organizations.js';
import { memberRoles } from '../../db/repositories/organizations-members.js';
import { findRolesByNames, userRoleNames } from '../../db/repositories/roles.js';
import { findSsoConnectorById, findSsoConnectorsByIds, findSsoConnectorsByName } from '../../db/repositories/sso-connectors.js';
import { findSsoIdentity, insertSsoIdentity, listUserSsoIdentities } from '../../db/repositories/sso-identities.js';
import { listUsersForExport, setUserCreatedAt, updateUserRow } from '../../db/repositories/users.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { DomainError, invalidInput } from '../errors.js';
import { newId } from '../ids.js';
import { jsonObject, parseFields, parseInput } from '../input.js';
import { addMemberRoles, addMembers, roleIdsOf } from '../directory/organizations-members.js';
import { checkImportedPasswordHash } from '../directory/passwords.js';
import { assignUserRoles } from '../directory/roles.js';
import { createUser, getUser, setUserSuspended, type User, type UserFields } from '../directory/users.js';
import { setUserIdentity } from '../federation/user-identities.js';
import { exportBackupCodes, importBackupCodes, type TransferredBackupCodes } from '../sign-in/backup-codes.js';
import { exportTotp, importTotp, type TransferredTotp } from '../sign-in/mfa.js';
import { exportPasskeys, importPasskey, type TransferredPasskey } from '../sign-in/passkeys.js';

export interface TransferredSsoIdentity {
  /** Looked up first; an import into another instance falls back to the connector's name. */
  ssoConnectorId: string;
  ssoConnectorName?: string;
  issuer: string;
  identityId: string;
  detail?: Record<string, unknown>;
}

export interface TransferredMembership {
  /** Looked up first; an import into another instance falls back to the name. */
  id?: string;
  name?: string;
  /** Organization role names. */
  roles?: string[];
}

/** One line of an export, and what an import accepts (every field optional but something to sign in with). */
export interface UserRecord {
  id?: string;
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  name?: string | null;
  avatar?: string | null;
  customData?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  passwordHash?: string | null;
  isSuspended?: boolean;
  createdAt?: string;
  /** Social identities: `{ [target]: { userId, details } }`, as the Management API shows them. */
  identities?: Record<string, { userId: string; details?: Record<string, unknown> }>;
  ssoIdentities?: TransferredSsoIdentity[];
  totp?: TransferredTotp;
  backupCodes?: TransferredBackupCodes;
  passkeys?: TransferredPasskey[];
  /** Role names. */
  roles?: string[];
  organizations?: TransferredMembership[];
}

const EXPORT_PAGE = 500;

/** The whole of one user, for export (several small queries; the page keeps memory flat). */
async function exportedUser(db: Db, u: User & { passwordHash: string | null }, kek: KeyEncryptionKey): Promise<UserRecord> {
  const [totp, backupCodes, passkeys, sso, roles, organizations] = await Promise.all([
    exportTotp(db, u.id, kek),
    exportBackupCodes(db, u.id),
    exportPasskeys(db, u.id),
    listUserSsoIdentities(db, u.id),
    userRoleNames(db, u.id),
    listOrganizationsOfUser(db, u.id),
  ]);
  const connectorNames = new Map((await findSsoConnectorsByIds(db, [...new Set(sso.map((s) => s.ssoConnectorId))])).map((c) => [c.id, c.connectorName]));
  const memberships: TransferredMembership[] = [];
  for (const o of organizations) {
    const held = await memberRoles(db, 'user', o.id, [u.id]);
    memberships.push({ id: o.id, name: o.name, roles: held.map((r) => r.role.name) });
  }
  return {
    id: u.id,
    username: u.username,
    primaryEmail: u.primaryEmail,
    primaryPhone: u.primaryPhone,
    name: u.name,
    avatar: u.avatar,
    customData: u.customData,
    profile: u.profile,
    passwordHash: u.passwordHash,
    isSuspended: u.isSuspended,
    createdAt: u.createdAt.toISOString(),
    identities: u.identities as UserRecord['identities'],
    ssoIdentities: sso.map((s) => ({
      ssoConnectorId: s.ssoConnectorId,
      ssoConnectorName: connectorNames.get(s.ssoConnectorId),
      issuer: s.issuer,
      identityId: s.identityId,
      detail: s.detail,
    })),
    ...(totp && { totp }),
    ...(backupCodes && { backupCodes }),
    passkeys,
    roles,
    organizations: memberships,
  };
}

/** Every user in id order, a page at a time (memory stays flat however many there are). */
export async function* exportUsers(db: Db, kek: KeyEncryptionKey): AsyncGenerator<UserRecord> {
  let after = '';
  for (;;) {
    const page = await listUsersForExport(db, after, EXPORT_PAGE);
    for (const u of page) yield await exportedUser(db, u, kek);
    if (page.length < EXPORT_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

const TEXT_FIELDS = ['username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const;
const MAX_LIST = 100;
const optionalText = (field: string) => z.string({ error: `${field} must be a string` }).nullish();
const optionalObject = (field: string) => z.record(z.string(), z.unknown(), { error: `${field} must be an object` }).nullish();
const names = (field: string) =>
  z
    .array(z.string().min(1).max(256), { error: `${field} must be a list of names` })
    .max(MAX_LIST)
    .optional();
/** An imported line's shape, its fields checked in this order (the first problem is the one reported). */
const userRecord = z.object({
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, optionalText(field)])),
  customData: optionalObject('customData'),
  profile: optionalObject('profile'),
  passwordHash: optionalText('passwordHash'),
});
const transferShape = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be 1 to 64 letters, digits, - or _')
    .optional(),
  createdAt: z.iso.datetime({ offset: true, error: 'createdAt must be an ISO 8601 time' }).optional(),
  identities: z
    .record(z.string(), z.object({ userId: z.string(), details: z.record(z.string(), z.unknown()).optional() }), {
      error: 'identities must be { [target]: { userId, details } }',
    })
    .optional(),
  ssoIdentities: z
    .array(
      z.object({
        ssoConnectorId: z.string().max(128),
        ssoConnectorName: z.string().max(256).optional(),
        issuer: z.string().max(2048),
        identityId: z.string().max(255),
        detail: z.record(z.string(), z.unknown()).optional(),
      }),
      { error: 'ssoIdentities must be a list of { ssoConnectorId, issuer, identityId, detail }' },
    )
    .max(MAX_LIST)
    .optional(),
  totp: z
    .object(
      {
        secret: z.string(),
        id: z.string().max(64).optional(),
        createdAt: z.string().max(64).optional(),
        lastUsedAt: z.string().max(64).optional(),
        lastStep: z.number().int().optional(),
      },
      { error: 'totp must be { secret, id?, createdAt?, lastUsedAt?, lastStep? }' },
    )
    .optional(),
  backupCodes: z
    .object(
      { setId: z.string().max(64), createdAt: z.string(), codes: z.array(z.object({ digest: z.string(), usedAt: z.string().nullable() })) },
      { error: 'backupCodes must be { setId, createdAt, codes: [{ digest, usedAt }] }' },
    )
    .optional(),
  passkeys: z.array(z.unknown(), { error: 'passkeys must be a list' }).max(MAX_LIST).optional(),
  roles: names('roles'),
  organizations: z
    .array(z.object({ id: z.string().max(64).optional(), name: z.string().max(256).optional(), roles: names('organizations[].roles') }), {
      error: 'organizations must be a list of { id?, name?, roles? }',
    })
    .max(MAX_LIST)
    .optional(),
});

/** The shape of one imported line; the users rules (identifiers, uniqueness) are createUser's. */
export function parseUserRecord(value: unknown): UserRecord {
  parseInput(jsonObject(), value, 'each line must be a JSON object', []);
  // Values are taken from the line itself, not zod's copies (see `jsonObject`).
  parseFields(userRecord, value);
  const line = value as Record<string, unknown>;
  const record: UserRecord = {};
  for (const field of TEXT_FIELDS) if (line[field] != null) record[field] = line[field] as string;
  for (const field of ['customData', 'profile'] as const) if (line[field] != null) record[field] = line[field] as Record<string, unknown>;
  if (line.passwordHash != null) record.passwordHash = checkImportedPasswordHash(line.passwordHash as string);
  // After the hash's own rule, as before: a line with both wrong reports the hash.
  parseInput(z.boolean().optional(), line.isSuspended, 'isSuspended must be a boolean', ['isSuspended']);
  if (line.isSuspended) record.isSuspended = true;
  // Null is what an export writes for "none"; the shape then reads it as absent.
  const transfer = parseFields(transferShape, Object.fromEntries(Object.entries(line).filter(([, v]) => v !== null)));
  Object.assign(record, Object.fromEntries(Object.entries(transfer).filter(([, v]) => v !== undefined)));
  const hasIdentity = Object.keys(record.identities ?? {}).length > 0 || (record.ssoIdentities?.length ?? 0) > 0;
  // A user who signs in only with a social or enterprise identity has no identifier of their own.
  if (!record.username && !record.primaryEmail && !record.primaryPhone && !hasIdentity) {
    throw invalidInput('a user needs a username, primaryEmail, primaryPhone or an identity', ['username']);
  }
  if (record.backupCodes && !record.id) {
    throw invalidInput('backupCodes need the id they were exported with (their digests are bound to it)', ['backupCodes']);
  }
  return record;
}

/** The importing instance's own role ids for these names; a missing one fails the user. */
async function roleIdsByName(db: Db, wanted: readonly string[]): Promise<string[]> {
  const found = await findRolesByNames(db, wanted);
  const missing = wanted.find((name) => !found.some((r) => r.name === name));
  if (missing !== undefined) throw new DomainError('role.not_found', `role ${missing} does not exist here`, { name: missing }, ['roles']);
  return found.map((r) => r.id);
}

async function organizationIdOf(db: Db, membership: TransferredMembership): Promise<string> {
  if (membership.id && (await findOrganizationById(db, membership.id))) return membership.id;
  const byName = membership.name ? await findOrganizationsByName(db, membership.name) : [];
  const label = membership.name ?? membership.id ?? '?';
  if (byName.length === 1) return byName[0]!.id;
  if (byName.length > 1)
    throw new DomainError('organization.ambiguous_name', `more than one organization is named ${label}`, { name: label }, ['organizations']);
  throw new DomainError('organization.not_found', `organization ${label} does not exist here`, { name: label }, ['organizations']);
}

async function ssoConnectorIdOf(db: Db, identity: TransferredSsoIdentity): Promise<string> {
  if (await findSsoConnectorById(db, identity.ssoConnectorId)) return identity.ssoConnectorId;
  const byName = identity.ssoConnectorName ? await findSsoConnectorsByName(db, identity.ssoConnectorName) : [];
  if (byName.length === 1) return byName[0]!.id;
  const label = identity.ssoConnectorName ?? identity.ssoConnectorId;
  throw new DomainError('connector.not_found', `SSO connector ${label} does not exist here (or its name is not unique)`, { name: label }, ['ssoIdentities']);
}

async function importSsoIdentity(db: Db, userId: string, identity: TransferredSsoIdentity): Promise<void> {
  const ssoConnectorId = await ssoConnectorIdOf(db, identity);
  if (await findSsoIdentity(db, ssoConnectorId, identity.identityId)) {
    throw new DomainError('user.identity_already_in_use', 'This enterprise identity is already linked to another user.', undefined, ['ssoIdentities']);
  }
  await insertSsoIdentity(db, { id: newId(), userId, ssoConnectorId, issuer: identity.issuer, identityId: identity.identityId, detail: identity.detail ?? {} });
}

/** Everything after the row itself, in the user's transaction. */
async function restoreUser(db: Db, user: User, record: UserRecord, kek: KeyEncryptionKey): Promise<void> {
  if (record.passwordHash) await updateUserRow(db, user.id, { passwordHash: record.passwordHash });
  if (record.isSuspended) await setUserSuspended(db, user.id, true);
  if (record.createdAt) await setUserCreatedAt(db, user.id, new Date(record.createdAt));
  for (const [target, identity] of Object.entries(record.identities ?? {})) {
    await setUserIdentity(db, user.id, target, { identityId: identity.userId, details: identity.details ?? {} });
  }
  for (const identity of record.ssoIdentities ?? []) await importSsoIdentity(db, user.id, identity);
  if (record.totp) await importTotp(db, user.id, record.totp, kek);
  if (record.backupCodes) await importBackupCodes(db, user.id, record.backupCodes);
  for (const passkey of record.passkeys ?? []) await importPasskey(db, user.id, passkey);
  if (record.roles?.length) await assignUserRoles(db, user.id, await roleIdsByName(db, record.roles));
  for (const membership of record.organizations ?? []) {
    const organizationId = await organizationIdOf(db, membership);
    await addMembers(db, organizationId, 'user', [user.id]);
    if (membership.roles?.length) await addMemberRoles(db, organizationId, 'user', user.id, await roleIdsOf(db, [], membership.roles));
  }
}

/** Thrown to roll a dry run's transaction back once everything was checked. */
class DryRun extends Error {}

/**
 * Creates one imported user in one transaction: createUser's checks and default roles, then
 * everything else the record carries; `onUserCreated` writes the User.Created event. With
 * `dryRun` every check and write runs and the transaction is rolled back.
 */
export async function importUser(
  db: Db,
  record: UserRecord,
  options: { kek: KeyEncryptionKey; dryRun?: boolean; onUserCreated?: (db: Db, user: User) => Promise<void> },
): Promise<User> {
  let created: User | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const fields: UserFields = {};
      for (const field of TEXT_FIELDS) if (record[field] !== undefined) fields[field] = record[field];
      if (record.customData) fields.customData = record.customData;
      if (record.profile) fields.profile = record.profile;
      const user = await createUser(trx, fields, {}, record.id ? { id: record.id } : {});
      await restoreUser(trx, user, record, options.kek);
      created = await getUser(trx, user.id);
      if (options.dryRun) throw new DryRun();
      await options.onUserCreated?.(trx, created);
      return created;
    });
  } catch (error) {
    if (error instanceof DryRun && created) return created;
    throw error;
  }
}
