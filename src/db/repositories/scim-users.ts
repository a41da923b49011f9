// SCIM user filters as SQL: the attributes of a SCIM User view (src/domain/scim/users.ts) as
// expressions over the users row, so a filtered list is one query however many users there are.
// Comparisons are case-insensitive (RFC 7643: userName and emails are caseExact=false) and a
// missing value never matches, as in the in-memory matcher this replaces.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.js';

export type ScimUserAttribute = 'id' | 'userName' | 'externalId' | 'displayName' | 'emails' | 'active' | 'givenName' | 'familyName';

export type ScimUserCondition =
  | { op: 'eq' | 'co' | 'sw'; attribute: ScimUserAttribute; value: string | boolean }
  | { op: 'pr'; attribute: ScimUserAttribute }
  | { op: 'and' | 'or'; left: ScimUserCondition; right: ScimUserCondition }
  | { op: 'not'; condition: ScimUserCondition };

/** Each attribute's text, as the SCIM view shows it (active is the one boolean). */
const TEXT: Record<Exclude<ScimUserAttribute, 'active'>, RawBuilder<string | null>> = {
  id: sql`users.id`,
  userName: sql`coalesce(users.custom_data->'scim'->>'userName', users.username, users.primary_email, users.id)`,
  externalId: sql`users.custom_data->'scim'->>'externalId'`,
  displayName: sql`nullif(users.name, '')`,
  emails: sql`users.primary_email`,
  givenName: sql`users.custom_data->'scim'->'name'->>'givenName'`,
  familyName: sql`users.custom_data->'scim'->'name'->>'familyName'`,
};

function condition(c: ScimUserCondition): RawBuilder<boolean> {
  switch (c.op) {
    case 'and':
      return sql<boolean>`(${condition(c.left)} and ${condition(c.right)})`;
    case 'or':
      return sql<boolean>`(${condition(c.left)} or ${condition(c.right)})`;
    case 'not':
      return sql<boolean>`(not ${condition(c.condition)})`;
    case 'pr':
      return c.attribute === 'active' ? sql<boolean>`true` : sql<boolean>`coalesce(${TEXT[c.attribute]} <> '', false)`;
    default: {
      // A boolean matches only `active` (whatever the operator, as the matcher did); text never matches it.
      if (c.attribute === 'active') return typeof c.value === 'boolean' ? sql<boolean>`(not users.is_suspended) = ${c.value}` : sql<boolean>`false`;
      if (typeof c.value === 'boolean') return sql<boolean>`false`;
      const have = sql`lower(${TEXT[c.attribute]})`;
      const want = c.value.toLowerCase();
      if (c.op === 'eq') return sql<boolean>`coalesce(${have} = ${want}, false)`;
      if (c.op === 'co') return sql<boolean>`coalesce(strpos(${have}, ${want}) > 0, false)`;
      return sql<boolean>`coalesce(left(${have}, ${want.length}) = ${want}, false)`;
    }
  }
}

/** The ids of one page of the users in scope matching `where` (newest first), and how many match. */
export async function findScimUserIds(
  db: Db,
  query: { organizationId?: string | null; where?: ScimUserCondition; offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  let base = db.selectFrom('users');
  const { organizationId, where } = query;
  if (organizationId) {
    base = base.where(sql<boolean>`exists (select 1 from organization_users ou where ou.user_id = users.id and ou.organization_id = ${organizationId})`);
  }
  if (where) base = base.where(condition(where));
  const [rows, count] = await Promise.all([
    base.select('users.id').orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').offset(query.offset).limit(query.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.n) };
}
