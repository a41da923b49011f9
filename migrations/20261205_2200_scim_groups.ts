// SCIM 2.0 Groups (issue 49 section 1): which organizations (instance-wide connection) or
// organization roles (organization connection) a SCIM connection serves as its Groups, with the
// directory's own name and externalId for each. The link is the connection's view: removing it
// never removes the organization or role, which the cascades below clean up when they go.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table scim_groups (
      connection_id text not null references scim_connections (id) on delete cascade,
      organization_id text references organizations (id) on delete cascade,
      organization_role_id text references organization_roles (id) on delete cascade,
      display_name text not null,
      external_id text,
      created_target boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint scim_groups_one_target check ((organization_id is null) <> (organization_role_id is null))
    );
    create unique index scim_groups_target_unique on scim_groups (connection_id, (coalesce(organization_id, organization_role_id)));
    create unique index scim_groups_display_name_unique on scim_groups (connection_id, (lower(display_name)));
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table scim_groups;`);
}
