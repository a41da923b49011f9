// The directory: applications, users, API resources and scopes, roles, organizations.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table system_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table signing_keys (
      id text primary key,
      alg text not null,
      -- JSON private JWK, AES-256-GCM encrypted when KEY_ENCRYPTION_KEY is configured
      private_key text not null,
      public_jwk jsonb not null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    );

    create table applications (
      id text primary key,
      name text not null,
      description text,
      type text not null check (type in ('Native', 'SPA', 'Traditional', 'MachineToMachine')),
      -- SHA-256 of the generated secret: a high-entropy secret needs no slow hash
      secret_digest bytea,
      redirect_uris jsonb not null default '[]',
      post_logout_redirect_uris jsonb not null default '[]',
      custom_client_metadata jsonb not null default '{}',
      is_admin boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index applications_created_idx on applications (created_at, id);

    create table users (
      id text primary key,
      username text,
      primary_email text,
      primary_phone text,
      password_hash text,
      name text,
      avatar text,
      custom_data jsonb not null default '{}',
      profile jsonb not null default '{}',
      identities jsonb not null default '{}',
      mfa jsonb not null default '{}',
      is_suspended boolean not null default false,
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_username_key on users (lower(username));
    create unique index users_primary_email_key on users (lower(primary_email));
    create unique index users_primary_phone_key on users (primary_phone);
    create index users_created_idx on users (created_at, id);

    create table resources (
      id text primary key,
      name text not null,
      indicator text not null,
      access_token_ttl integer not null default 3600 check (access_token_ttl > 0),
      is_management boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index resources_indicator_key on resources (indicator);

    create table scopes (
      id text primary key,
      resource_id text not null references resources (id) on delete cascade,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index scopes_resource_name_key on scopes (resource_id, name);

    create table roles (
      id text primary key,
      name text not null,
      description text not null default '',
      type text not null default 'User' check (type in ('User', 'MachineToMachine')),
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index roles_name_key on roles (name);

    create table roles_scopes (
      role_id text not null references roles (id) on delete cascade,
      scope_id text not null references scopes (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (role_id, scope_id)
    );
    create index roles_scopes_scope_idx on roles_scopes (scope_id);

    create table users_roles (
      user_id text not null references users (id) on delete cascade,
      role_id text not null references roles (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, role_id)
    );
    create index users_roles_role_idx on users_roles (role_id);

    create table applications_roles (
      application_id text not null references applications (id) on delete cascade,
      role_id text not null references roles (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (application_id, role_id)
    );
    create index applications_roles_role_idx on applications_roles (role_id);

    create table organizations (
      id text primary key,
      name text not null,
      description text,
      custom_data jsonb not null default '{}',
      jit_email_domains jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index organizations_created_idx on organizations (created_at, id);

    create table organization_scopes (
      id text primary key,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index organization_scopes_name_key on organization_scopes (name);

    create table organization_roles (
      id text primary key,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index organization_roles_name_key on organization_roles (name);

    create table organization_role_scopes (
      organization_role_id text not null references organization_roles (id) on delete cascade,
      organization_scope_id text not null references organization_scopes (id) on delete cascade,
      primary key (organization_role_id, organization_scope_id)
    );

    create table organization_role_resource_scopes (
      organization_role_id text not null references organization_roles (id) on delete cascade,
      scope_id text not null references scopes (id) on delete cascade,
      primary key (organization_role_id, scope_id)
    );

    create table organization_users (
      organization_id text not null references organizations (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (organization_id, user_id)
    );
    create index organization_users_user_idx on organization_users (user_id);

    create table organization_applications (
      organization_id text not null references organizations (id) on delete cascade,
      application_id text not null references applications (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (organization_id, application_id)
    );

    create table organization_user_roles (
      organization_id text not null,
      user_id text not null,
      organization_role_id text not null references organization_roles (id) on delete cascade,
      primary key (organization_id, user_id, organization_role_id),
      foreign key (organization_id, user_id) references organization_users (organization_id, user_id) on delete cascade
    );

    create table organization_application_roles (
      organization_id text not null,
      application_id text not null,
      organization_role_id text not null references organization_roles (id) on delete cascade,
      primary key (organization_id, application_id, organization_role_id),
      foreign key (organization_id, application_id)
        references organization_applications (organization_id, application_id) on delete cascade
    );

    create table organization_invitations (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade,
      inviter_id text references users (id) on delete set null,
      invitee text not null,
      accepted_user_id text references users (id) on delete set null,
      status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Revoked', 'Expired')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index organization_invitations_org_idx on organization_invitations (organization_id);

    create table organization_invitation_roles (
      invitation_id text not null references organization_invitations (id) on delete cascade,
      organization_role_id text not null references organization_roles (id) on delete cascade,
      primary key (invitation_id, organization_role_id)
    );
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table organization_invitation_roles, organization_invitations, organization_application_roles,
      organization_user_roles, organization_applications, organization_users,
      organization_role_resource_scopes, organization_role_scopes, organization_roles, organization_scopes,
      organizations, applications_roles, users_roles, roles_scopes, roles, scopes, resources, users,
      applications, signing_keys, system_settings;
  `,
  );
}
