// Third-party applications and the user's consent to them. Tables of their own (not columns of
// applications or users), so they cascade with what they name:
// - third_party_applications: the applications marked third-party (set at creation only);
// - application_consent_scopes: what a third-party application may ask a user for (a user scope
//   by name, an API resource scope, or an organization scope; exactly one per row);
// - user_consents: what a user allowed an application (user/organization scope names, API scopes
//   as '<resource> <scope>' pairs, and API resources), kept
//   until revoked so the next sign-in asking for no more shows no consent screen;
// - user_consent_organizations: the organizations a user let an application reach; the row goes
//   with the user's membership (composite key onto organization_users).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table third_party_applications (
      application_id text primary key references applications(id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create table application_consent_scopes (
      id bigserial primary key,
      application_id text not null references applications(id) on delete cascade,
      user_scope text,
      resource_scope_id text references scopes(id) on delete cascade,
      organization_scope_id text references organization_scopes(id) on delete cascade,
      created_at timestamptz not null default now(),
      constraint application_consent_scopes_one_kind check (
        num_nonnulls(user_scope, resource_scope_id, organization_scope_id) = 1
      )
    );
    create unique index application_consent_scopes_user_uq on application_consent_scopes (application_id, user_scope) where user_scope is not null;
    create unique index application_consent_scopes_resource_uq on application_consent_scopes (application_id, resource_scope_id) where resource_scope_id is not null;
    create unique index application_consent_scopes_organization_uq on application_consent_scopes (application_id, organization_scope_id) where organization_scope_id is not null;
    create table user_consents (
      user_id text not null references users(id) on delete cascade,
      application_id text not null references applications(id) on delete cascade,
      scopes jsonb not null default '[]',
      resources jsonb not null default '[]',
      granted_at timestamptz not null default now(),
      primary key (user_id, application_id)
    );
    create index user_consents_application_idx on user_consents (application_id);
    create table user_consent_organizations (
      application_id text not null references applications(id) on delete cascade,
      user_id text not null,
      organization_id text not null,
      created_at timestamptz not null default now(),
      primary key (application_id, user_id, organization_id),
      foreign key (organization_id, user_id) references organization_users(organization_id, user_id) on delete cascade
    );
    create index user_consent_organizations_user_idx on user_consent_organizations (user_id, application_id);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop table user_consent_organizations; drop table user_consents; drop table application_consent_scopes; drop table third_party_applications;`,
  );
}
