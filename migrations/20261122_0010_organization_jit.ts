// Organizations, second step (the indexes of 20261122_0004_organization_indexes were already
// merged, so this is a migration of its own). Just-in-time provisioning gets default
// organization roles, what a user provisioned by email domain receives; an email has at most
// one pending invitation per organization.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table organization_jit_roles (
      organization_id text not null references organizations (id) on delete cascade,
      organization_role_id text not null references organization_roles (id) on delete cascade,
      primary key (organization_id, organization_role_id)
    );
    create index organization_jit_roles_role_idx on organization_jit_roles (organization_role_id);
    create unique index organization_invitations_pending_key
      on organization_invitations (organization_id, lower(invitee)) where status = 'Pending';
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop index organization_invitations_pending_key; drop table organization_jit_roles;`);
}
