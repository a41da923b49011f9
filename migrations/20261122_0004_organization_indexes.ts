// Indexes the organization reads need: just-in-time provisioning looks organizations up by an
// email domain inside a jsonb array (GIN, containment), lists page on (created_at, id), and
// deleting an application or role cascades through tables keyed by the organization first.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create index organizations_jit_email_domains_idx on organizations using gin (jit_email_domains jsonb_path_ops);
    create index organization_roles_created_idx on organization_roles (created_at, id);
    create index organization_scopes_created_idx on organization_scopes (created_at, id);
    create index organization_invitations_created_idx on organization_invitations (created_at, id);
    create index organization_applications_application_idx on organization_applications (application_id);
    create index organization_role_scopes_scope_idx on organization_role_scopes (organization_scope_id);
    create index organization_role_resource_scopes_scope_idx on organization_role_resource_scopes (scope_id);
    create index organization_invitation_roles_role_idx on organization_invitation_roles (organization_role_id);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop index organizations_jit_email_domains_idx, organization_roles_created_idx, organization_scopes_created_idx,
      organization_invitations_created_idx, organization_applications_application_idx,
      organization_role_scopes_scope_idx, organization_role_resource_scopes_scope_idx,
      organization_invitation_roles_role_idx;
  `,
  );
}
