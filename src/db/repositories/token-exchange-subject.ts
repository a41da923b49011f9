// Everything token exchange must know about the subject in the database, in one round trip:
// does the user exist, are they suspended, was any presented token revoked, are they a member
// of the named organization.
import { sql } from 'kysely';
import { cacheOf, cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';

export interface SubjectStateQuery {
  userId: string;
  /** jti of every presented token (subject and actor). */
  jtis: string[];
  organizationId?: string | undefined;
}

export interface SubjectState {
  userExists: boolean;
  isSuspended: boolean;
  revokedJtis: string[];
  /** Null when no organization was named. */
  isOrganizationMember: boolean | null;
}

/**
 * On the request-serving handle (src/db/cache) and without an organization, the user's state
 * and each token's revocation come from the NOTIFY-invalidated cache: the hot path of repeated
 * exchanges reads nothing. Otherwise, one round trip.
 */
export async function loadSubjectState(db: Db, q: SubjectStateQuery): Promise<SubjectState> {
  const cache = cacheOf(db);
  if (!q.organizationId && cache) {
    // A token never seen before is answered by the revocation list (no read); a jti the list
    // cannot vouch for is read through the per-token cache.
    const listRead = (limit: number) => queryUnexpiredRevocations(db, limit);
    const [user, ...revoked] = await Promise.all([
      cachedRead(db, 'userState', q.userId, '', () => queryUserState(db, q.userId)),
      ...q.jtis.map((jti) => cache.revocations.answer(jti, listRead) ?? cachedRead(db, 'revokedJtis', jti, '', () => queryRevoked(db, jti))),
    ]);
    const { is_suspended } = user;
    return {
      userExists: is_suspended !== null,
      isSuspended: is_suspended === true,
      revokedJtis: q.jtis.filter((_, i) => revoked[i] === true),
      isOrganizationMember: null,
    };
  }
  return querySubjectState(db, q);
}

async function queryUserState(db: Db, userId: string): Promise<{ is_suspended: boolean | null }> {
  const row = await db.selectFrom('users').select('is_suspended').where('id', '=', userId).executeTakeFirst();
  return { is_suspended: row ? row.is_suspended : null };
}

async function queryRevoked(db: Db, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` revoked jtis that have not expired (the revocation list's snapshot). */
async function queryUnexpiredRevocations(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.jti);
}

async function querySubjectState(db: Db, q: SubjectStateQuery): Promise<SubjectState> {
  const revoked = q.jtis.length
    ? sql<string[]>`(select coalesce(array_agg(jti), '{}') from revoked_tokens where jti in (${sql.join(q.jtis)}))`
    : sql<string[]>`'{}'::text[]`;
  const member = q.organizationId
    ? sql<boolean>`exists (select 1 from organization_users where organization_id = ${q.organizationId} and user_id = ${q.userId})`
    : sql<null>`null::boolean`;
  // is_suspended is never null for an existing user, so null means there is no such user.
  const { rows } = await sql<{ is_suspended: boolean | null; revoked: string[]; is_member: boolean | null }>`
    select
      (select is_suspended from users where id = ${q.userId}) as is_suspended,
      ${revoked} as revoked,
      ${member} as is_member`.execute(db);
  const row = rows[0]!;
  return {
    userExists: row.is_suspended !== null,
    isSuspended: row.is_suspended === true,
    revokedJtis: row.revoked ?? [],
    isOrganizationMember: row.is_member,
  };
}
