// Application-level access control: an application may require that a user be allowed before
// signing in to it or having a token exchanged for it. The switch and the rules live in tables
// of their own (not columns of applications), so they cascade with the application and with what
// they name: a deleted user, role, organization or organization role simply stops allowing.
// A rule names exactly one kind of subject: a user, a role, an organization (its members), or an
// organization role within one organization.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table application_access_controls (
      application_id text primary key references applications(id) on delete cascade,
      enabled boolean not null default false,
      updated_at timestamptz not null default now()
    );
    create table application_access_rules (
      id bigserial primary key,
      application_id text not null references applications(id) on delete cascade,
      user_id text references users(id) on delete cascade,
      role_id text references roles(id) on delete cascade,
      organization_id text references organizations(id) on delete cascade,
      organization_role_id text references organization_roles(id) on delete cascade,
      constraint application_access_rules_one_kind check (
        (user_id is not null and role_id is null and organization_id is null and organization_role_id is null) or
        (user_id is null and role_id is not null and organization_id is null and organization_role_id is null) or
        (user_id is null and role_id is null and organization_id is not null)
      )
    );
    create index application_access_rules_application_idx on application_access_rules (application_id);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table application_access_rules; drop table application_access_controls;`);
}
