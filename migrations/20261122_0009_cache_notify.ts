// Cache invalidation: every committed change to a table the token endpoint caches sends
// NOTIFY tessera_cache '<table>:<key>' (delivered at commit, never for a rollback), so every
// instance on this database drops what changed — whichever code or person made the change.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

/** table → the column naming what changed (the owner of the cached entries). */
const watched: Record<string, string> = {
  applications: 'id',
  applications_roles: 'application_id',
  users_roles: 'user_id',
  organization_user_roles: 'user_id',
  resources: 'id',
  scopes: 'resource_id',
  roles: 'id',
  roles_scopes: 'role_id',
  organization_roles: 'id',
  organization_role_resource_scopes: 'organization_role_id',
  // Token exchange: does the user exist and is it suspended; was a presented token revoked.
  users: 'id',
  revoked_tokens: 'jti',
};

/** Only these columns matter to the cache: other updates (e.g. a sign-in) send nothing. */
const events: Record<string, string> = {
  users: 'insert or update of is_suspended or delete',
};

export async function up(db: Kysely<any>): Promise<void> {
  // The function body stays on one line: execScript splits on semicolons that end a line.
  await execScript(
    db,
    `
    create function tessera_cache_notify() returns trigger language plpgsql as $$ begin if tg_op in ('UPDATE', 'DELETE') then perform pg_notify('tessera_cache', tg_table_name || ':' || coalesce(to_jsonb(old) ->> tg_argv[0], '')); end if; if tg_op in ('INSERT', 'UPDATE') then perform pg_notify('tessera_cache', tg_table_name || ':' || coalesce(to_jsonb(new) ->> tg_argv[0], '')); end if; return null; end $$;
    ${Object.entries(watched)
      .map(
        ([table, column]) =>
          `create trigger ${table}_cache_notify after ${events[table] ?? 'insert or update or delete'} on ${table} for each row execute function tessera_cache_notify('${column}');`,
      )
      .join('\n    ')}
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    ${Object.keys(watched)
      .map((table) => `drop trigger ${table}_cache_notify on ${table};`)
      .join('\n    ')}
    drop function tessera_cache_notify();
  `,
  );
}
