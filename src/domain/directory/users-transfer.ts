// `tessera export-users` / `import-users`: users as JSON lines, with their password hashes as
// they are (see passwords.ts for the formats sign-in checks and upgrades to Argon2id).
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { listUsersForExport, updateUserRow } from '../../db/repositories/users.js';
import { invalidInput } from '../errors.js';
import { jsonObject, parseFields, parseInput } from '../input.js';
import { checkImportedPasswordHash } from './passwords.js';
import { createUser, setUserSuspended, type User, type UserFields } from './users.js';

/** One line of an export, and what an import accepts (every field optional but an identifier). */
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
}

const EXPORT_PAGE = 500;

/** Every user in id order, a page at a time (memory stays flat however many there are). */
export async function* exportUsers(db: Db): AsyncGenerator<UserRecord> {
  let after = '';
  for (;;) {
    const page = await listUsersForExport(db, after, EXPORT_PAGE);
    for (const u of page) {
      yield {
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
      };
    }
    if (page.length < EXPORT_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

const TEXT_FIELDS = ['username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const;
const optionalText = (field: string) => z.string({ error: `${field} must be a string` }).nullish();
const optionalObject = (field: string) => z.record(z.string(), z.unknown(), { error: `${field} must be an object` }).nullish();
/** An imported line's shape, its fields checked in this order (the first problem is the one reported). */
const userRecord = z.object({
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, optionalText(field)])),
  customData: optionalObject('customData'),
  profile: optionalObject('profile'),
  passwordHash: optionalText('passwordHash'),
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
  if (!record.username && !record.primaryEmail && !record.primaryPhone) {
    throw invalidInput('a user needs a username, primaryEmail or primaryPhone', ['username']);
  }
  return record;
}

/**
 * Creates one imported user (a new id) in one transaction: createUser's checks and default
 * roles, then the hash stored as given. `onUserCreated` writes the User.Created event.
 */
export async function importUser(db: Db, record: UserRecord, onUserCreated?: (db: Db, user: User) => Promise<void>): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const fields: UserFields = {};
    for (const field of TEXT_FIELDS) if (record[field] !== undefined) fields[field] = record[field];
    if (record.customData) fields.customData = record.customData;
    if (record.profile) fields.profile = record.profile;
    let user = await createUser(trx, fields);
    if (record.passwordHash) user = (await updateUserRow(trx, user.id, { passwordHash: record.passwordHash })) ?? user;
    if (record.isSuspended) user = await setUserSuspended(trx, user.id, true);
    await onUserCreated?.(trx, user);
    return user;
  });
}
