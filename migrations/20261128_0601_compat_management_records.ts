// Records behind the compatible Management API's remaining operations, each in a table of its own
// (other work changes the shared tables in parallel):
// - application_secrets: named client secrets beside the application's legacy one, each kept only
//   as a SHA-256 digest, unique by name per application, optionally expiring;
// - user_password_expirations: a password marked expired by an administrator. It names the
//   password hash it expired (by digest), so any new password, however it is set, is not expired;
// - user_logto_configs: the compatible product's per-user flags (MFA skip, passkey sign-in skip);
// - application_sign_in_experiences: per-application branding (display name, logos, colours,
//   terms and privacy URLs), stored and served.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table application_secrets (
      application_id text not null references applications (id) on delete cascade,
      name text not null,
      value_digest bytea not null,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      constraint application_secrets_pkey primary key (application_id, name)
    );
    create table user_password_expirations (
      user_id text primary key references users (id) on delete cascade,
      password_hash_digest bytea not null,
      expired_at timestamptz not null default now()
    );
    create table user_logto_configs (
      user_id text primary key references users (id) on delete cascade,
      config jsonb not null default '{}',
      updated_at timestamptz not null default now()
    );
    create table application_sign_in_experiences (
      application_id text primary key references applications (id) on delete cascade,
      display_name text,
      color jsonb not null default '{}',
      branding jsonb not null default '{}',
      custom_css text,
      terms_of_use_url text,
      privacy_policy_url text,
      updated_at timestamptz not null default now()
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop table application_sign_in_experiences;
     drop table user_logto_configs;
     drop table user_password_expirations;
     drop table application_secrets;`,
  );
}
