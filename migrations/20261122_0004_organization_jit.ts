// Organizations, second step. Just-in-time provisioning gets default organization roles (what a
// user provisioned by email domain receives) and looks organizations up by an email domain
// inside a jsonb array (GIN, containment); lists page on (created_at, id); deleting an
// application, scope or role cascades through tables keyed by the organization first. An
// email has at most one pending invitation per organization.
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
    create index organizations_jit_email_domains_idx on organizations using gin (jit_email_domains jsonb_path_ops);
    create index organization_roles_created_idx on organization_roles (created_at, id);
    create index organization_scopes_created_idx on organization_scopes (created_at, id);
    create index organization_invitations_created_idx on organization_invitations (created_at, id);
    create index organization_applications_application_idx on organization_applications (application_id);
    create index organization_role_scopes_scope_idx on organization_role_scopes (organization_scope_id);
    create index organization_role_resource_scopes_scope_idx on organization_role_resource_scopes (scope_id);
    create index organization_invitation_roles_role_idx on organization_invitation_roles (organization_role_id);
    create unique index organization_invitations_pending_key
      on organization_invitations (organization_id, lower(invitee)) where status = 'Pending';
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table organization_jit_roles;
    drop index organizations_jit_email_domains_idx, organization_roles_created_idx, organization_scopes_created_idx,
      organization_invitations_created_idx, organization_applications_application_idx,
      organization_role_scopes_scope_idx, organization_role_resource_scopes_scope_idx,
      organization_invitation_roles_role_idx, organization_invitations_pending_key;
  `,
  );
}
