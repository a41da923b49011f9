import { sql, type Updateable } from 'kysely';
import { startsWithPattern } from '../like-patterns.js';
import type { Db } from '../database.js';
import type { UsersTable } from '../tables.js';
import { paginate, toPage } from './pagination.js';
import { anyColumnContains, fieldSearchCondition, notLinked } from './search.js';
import type { FieldSearch, PageRequest } from '../list-query.js';

/** A user as every front may show it: never the password hash or MFA secrets. */
export interface User {
  id: string;
  username: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  name: string | null;
  avatar: string | null;
  customData: Record<string, unknown>;
  profile: Record<string, unknown>;
  identities: Record<string, unknown>;
  hasPassword: boolean;
  hasMfa: boolean;
  /** Whether the current primary email / phone was proved by a code or set by an administrator. */
  emailVerified: boolean;
  phoneVerified: boolean;
  isSuspended: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const userColumns = [
  'users.id',
  'users.username',
  'users.primary_email',
  'users.primary_phone',
  'users.name',
  'users.avatar',
  'users.custom_data',
  'users.profile',
  'users.identities',
  'users.is_suspended',
  'users.last_sign_in_at',
  'users.created_at',
  'users.updated_at',
] as const;

// A passkey (migration 20261128_0201) is a second factor too.
const hasMfaCondition = sql<boolean>`(coalesce((users.mfa->>'totpSecret') is not null, false) or exists (select 1 from webauthn_credentials w where w.user_id = users.id))`;

// Holds a role that grants the Management API's `all` scope: the console signs such a user in as an administrator.
const consoleAdministratorCondition = sql<boolean>`exists (
  select 1 from users_roles ur
  join roles_scopes rs on rs.role_id = ur.role_id
  join scopes s on s.id = rs.scope_id
  join resources r on r.id = s.resource_id
  where ur.user_id = users.id and s.name = 'all' and r.is_management
)`;

const derived = [
  sql<boolean>`users.password_hash is not null`.as('has_password'),
  hasMfaCondition.as('has_mfa'),
  // The value itself must have been verified (migration 20261124_0103): a changed address is not.
  sql<boolean>`exists (select 1 from user_verified_identifiers v where v.user_id = users.id and v.type = 'email' and v.value = lower(users.primary_email))`.as(
    'email_verified',
  ),
  sql<boolean>`exists (select 1 from user_verified_identifiers v where v.user_id = users.id and v.type = 'phone' and v.value = users.primary_phone)`.as(
    'phone_verified',
  ),
];

type UserRow = {
  id: string;
  username: string | null;
  primary_email: string | null;
  primary_phone: string | null;
  name: string | null;
  avatar: string | null;
  custom_data: Record<string, unknown>;
  profile: Record<string, unknown>;
  identities: Record<string, unknown>;
  is_suspended: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  has_password: boolean;
  has_mfa: boolean;
  email_verified: boolean;
  phone_verified: boolean;
};

function toUser(r: UserRow): User {
  return {
    id: r.id,
    username: r.username,
    primaryEmail: r.primary_email,
    primaryPhone: r.primary_phone,
    name: r.name,
    avatar: r.avatar,
    customData: r.custom_data,
    profile: r.profile,
    identities: r.identities,
    hasPassword: r.has_password,
    hasMfa: r.has_mfa,
    emailVerified: r.email_verified,
    phoneVerified: r.phone_verified,
    isSuspended: r.is_suspended,
    lastSignInAt: r.last_sign_in_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(userColumns).select(derived).where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select(userColumns).select(derived).where('id', 'in', ids).execute();
  return rows.map(toUser);
}

/** Finds by username or email (case-insensitive) or phone, whichever the identifier matches. */
export async function findUserByIdentifier(db: Db, type: 'username' | 'email' | 'phone', value: string): Promise<User | undefined> {
  let q = db.selectFrom('users').select(userColumns).select(derived);
  if (type === 'username') q = q.where(sql`lower(users.username)`, '=', value.toLowerCase());
  else if (type === 'email') q = q.where(sql`lower(users.primary_email)`, '=', value.toLowerCase());
  else q = q.where('users.primary_phone', '=', value);
  const row = await q.executeTakeFirst();
  return row && toUser(row);
}

export async function getUserPasswordHash(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function getUserMfa(db: Db, id: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('users').select('mfa').where('id', '=', id).executeTakeFirst();
  return row?.mfa ?? {};
}

/**
 * The `mfa` column of an existing user, undefined when there is no such user. `forUpdate` locks
 * the row until the transaction ends, for a read-modify-write of the column (a concurrent sign-in
 * writes it too).
 */
export async function findUserMfa(db: Db, id: string, forUpdate = false): Promise<Record<string, unknown> | undefined> {
  let query = db.selectFrom('users').select('mfa').where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (row.mfa ?? {}) : undefined;
}

/** The compatible API's searchable user fields and their columns. */
export const USER_SEARCH_COLUMNS = {
  id: 'users.id',
  primaryEmail: 'users.primary_email',
  primaryPhone: 'users.primary_phone',
  username: 'users.username',
  name: 'users.name',
} as const;

export interface UserListFilter {
  /** Substring of the id, username, email, phone or name, case-insensitive. */
  search?: string | undefined;
  /** The compatible API's field search (ANDed with `search`). */
  fieldSearch?: FieldSearch | undefined;
  /** Leave out the users holding this role. */
  excludeRoleId?: string | undefined;
  /** Leave out the members of this organization. */
  excludeOrganizationId?: string | undefined;
  /** Only suspended (true) or only active (false) users. */
  isSuspended?: boolean | undefined;
  /** Only users with (true) or without (false) a second factor (TOTP or passkey), as `hasMfa` says. */
  hasMfa?: boolean | undefined;
  /** Only the users holding this role. */
  roleId?: string | undefined;
  /** Only the members of this organization. */
  organizationId?: string | undefined;
  /** Only those who can (true) or cannot (false) sign in to the console as administrators. */
  isConsoleAdministrator?: boolean | undefined;
  /** The order: newest first when absent (the only order keyset cursors follow). */
  orderBy?: UserOrder | undefined;
}

export type UserOrderField = 'createdAt' | 'lastSignInAt' | 'name';

export interface UserOrder {
  field: UserOrderField;
  direction: 'asc' | 'desc';
}

// Users without a sign-in or a name come last either way; the id breaks ties so pages are stable.
const ORDER_COLUMNS = {
  createdAt: sql`users.created_at`,
  lastSignInAt: sql`users.last_sign_in_at`,
  name: sql`lower(coalesce(users.name, users.username, users.primary_email, users.primary_phone))`,
} as const;

export async function listUsers(db: Db, page: PageRequest, filter: UserListFilter = {}) {
  let base = db.selectFrom('users');
  const { search, fieldSearch, excludeRoleId, excludeOrganizationId } = filter;
  if (search) {
    const term = search;
    base = base.where((eb) => anyColumnContains(eb, term, USER_SEARCH_COLUMNS));
  }
  if (fieldSearch) base = base.where((eb) => fieldSearchCondition(eb, fieldSearch, USER_SEARCH_COLUMNS));
  if (excludeRoleId) base = base.where(notLinked('users_roles', 'user_id', 'users.id', 'role_id', excludeRoleId));
  if (excludeOrganizationId) base = base.where(notLinked('organization_users', 'user_id', 'users.id', 'organization_id', excludeOrganizationId));
  if (filter.isSuspended !== undefined) base = base.where('users.is_suspended', '=', filter.isSuspended);
  if (filter.hasMfa !== undefined) base = base.where(filter.hasMfa ? hasMfaCondition : sql<boolean>`not ${hasMfaCondition}`);
  if (filter.isConsoleAdministrator !== undefined) {
    base = base.where(filter.isConsoleAdministrator ? consoleAdministratorCondition : sql<boolean>`not ${consoleAdministratorCondition}`);
  }
  const { roleId, organizationId } = filter;
  if (roleId) base = base.where(sql<boolean>`exists (select 1 from users_roles ur where ur.user_id = users.id and ur.role_id = ${roleId})`);
  if (organizationId) {
    base = base.where(sql<boolean>`exists (select 1 from organization_users ou where ou.user_id = users.id and ou.organization_id = ${organizationId})`);
  }
  const selected = base.select(userColumns).select(derived);
  const { orderBy } = filter;
  const listed =
    orderBy && (orderBy.field !== 'createdAt' || orderBy.direction !== 'desc')
      ? selected
          .orderBy(sql`${ORDER_COLUMNS[orderBy.field]} ${sql.raw(orderBy.direction)} nulls last`)
          .orderBy('users.id', orderBy.direction)
          .limit(page.first + 1)
          .offset(page.offset)
      : paginate(selected, 'users', page);
  const [rows, count] = await Promise.all([listed.execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
  return toPage(rows.map(toUser), page, Number(count.n));
}

/** The stored password hashes of some users (null for those without a password), by id. */
export async function findPasswordHashes(db: Db, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'password_hash']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.password_hash]));
}

export interface UserWrite {
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  passwordHash?: string | null;
  name?: string | null;
  avatar?: string | null;
  customData?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  identities?: Record<string, unknown>;
  mfa?: Record<string, unknown>;
  isSuspended?: boolean;
  lastSignInAt?: Date;
}

function toColumns(fields: UserWrite): Updateable<UsersTable> {
  const out: Updateable<UsersTable> = {};
  if (fields.username !== undefined) out.username = fields.username;
  if (fields.primaryEmail !== undefined) out.primary_email = fields.primaryEmail;
  if (fields.primaryPhone !== undefined) out.primary_phone = fields.primaryPhone;
  if (fields.passwordHash !== undefined) out.password_hash = fields.passwordHash;
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.avatar !== undefined) out.avatar = fields.avatar;
  if (fields.customData !== undefined) out.custom_data = JSON.stringify(fields.customData);
  if (fields.profile !== undefined) out.profile = JSON.stringify(fields.profile);
  if (fields.identities !== undefined) out.identities = JSON.stringify(fields.identities);
  if (fields.mfa !== undefined) out.mfa = JSON.stringify(fields.mfa);
  if (fields.isSuspended !== undefined) out.is_suspended = fields.isSuspended;
  if (fields.lastSignInAt !== undefined) out.last_sign_in_at = fields.lastSignInAt;
  return out;
}

export async function insertUser(db: Db, id: string, fields: UserWrite): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({ id, custom_data: '{}', profile: '{}', identities: '{}', mfa: '{}', ...toColumns(fields) })
    .returning(userColumns)
    .returning(derived)
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export async function updateUserRow(db: Db, id: string, fields: UserWrite): Promise<User | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...toColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(userColumns)
    .returning(derived)
    .executeTakeFirst();
  return row && toUser(row);
}

/** Merge keys into a jsonb column atomically (no read-modify-write race). */
export async function mergeUserJson(
  db: Db,
  id: string,
  column: 'custom_data' | 'profile',
  patch: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .updateTable('users')
    .set({ [column]: sql`${sql.ref(column)} || ${JSON.stringify(patch)}::jsonb`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(column)
    .executeTakeFirst();
  return row ? (row as Record<string, Record<string, unknown>>)[column] : undefined;
}

export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * A page of users, in id order after `afterId`, whose `mfa` holds one of `fields` as a string
 * that does not start with `prefix`: TOTP secrets still stored in clear when `prefix` is the
 * sealed format's. The column is returned whole, as stored.
 */
export async function listUserMfaWithout(
  db: Db,
  fields: readonly string[],
  prefix: string,
  afterId: string,
  limit: number,
): Promise<Array<{ id: string; mfa: Record<string, unknown> }>> {
  const pattern = startsWithPattern(prefix);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'mfa'])
    .where((eb) =>
      eb.or(fields.map((f) => eb.and([sql<boolean>`jsonb_typeof(mfa -> ${f}::text) = 'string'`, sql<boolean>`(mfa ->> ${f}::text) not like ${pattern}`]))),
    )
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, mfa: r.mfa }));
}

/**
 * Replaces the `mfa` column of several users in one statement, each row only while it still holds
 * the value it was read with (`from`, compared as jsonb): a row changed meanwhile (a sign-in,
 * another instance's pass) is left as it is. Returns how many rows were replaced.
 */
export async function replaceUserMfa(
  db: Db,
  changes: ReadonlyArray<{ id: string; from: Record<string, unknown>; to: Record<string, unknown> }>,
): Promise<number> {
  if (changes.length === 0) return 0;
  const values = sql.join(changes.map((c) => sql`(${c.id}, ${JSON.stringify(c.from)}::jsonb, ${JSON.stringify(c.to)}::jsonb)`));
  const result = await sql`
    update users as u set mfa = v.to_mfa
    from (values ${values}) as v(id, from_mfa, to_mfa)
    where u.id = v.id and u.mfa = v.from_mfa`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Replaces a password hash only if it is still `from` (a concurrent password change wins). */
export async function replacePasswordHash(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ password_hash: to }).where('id', '=', id).where('password_hash', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A page of users with their password hashes, in id order after `afterId` (tessera export-users). */
export async function listUsersForExport(db: Db, afterId: string, limit: number): Promise<Array<User & { passwordHash: string | null }>> {
  const rows = await db
    .selectFrom('users')
    .select(userColumns)
    .select(derived)
    .select('users.password_hash')
    .where('users.id', '>', afterId)
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toUser(r), passwordHash: r.password_hash }));
}

/** Sets the creation time an import carries over from the exporting instance. */
export async function setUserCreatedAt(db: Db, id: string, createdAt: Date): Promise<void> {
  await db.updateTable('users').set({ created_at: createdAt }).where('id', '=', id).execute();
}
