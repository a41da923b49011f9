// Everything token exchange must know about the subject in the database, in one round trip:
// does the user exist, are they suspended, was any presented token revoked, are they a member
// of the named organization.
import { sql } from 'kysely';
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

export async function loadSubjectState(db: Db, q: SubjectStateQuery): Promise<SubjectState> {
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
