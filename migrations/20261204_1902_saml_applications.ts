// SAML applications: Tessera as a SAML 2.0 identity provider for service providers that speak
// only SAML. Each application keeps its SP settings (entity id, ACS URL, NameID format,
// attribute mapping, encryption) and its own signing keys: the private key is sealed at rest,
// the certificate is public (it is the IdP metadata's KeyDescriptor). Request ids are kept
// until they expire so a replayed AuthnRequest is refused.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table saml_applications (
      id text primary key,
      name text not null,
      description text,
      custom_data jsonb not null default '{}'::jsonb,
      entity_id text,
      acs_url jsonb,
      name_id_format text not null default 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      attribute_mapping jsonb not null default '{}'::jsonb,
      encryption jsonb,
      sp_certificate text,
      require_signed_requests boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint saml_applications_entity_id_key unique (entity_id)
    );
    create index saml_applications_created_at_id_idx on saml_applications (created_at, id);

    create table saml_application_secrets (
      id text primary key,
      application_id text not null references saml_applications (id) on delete cascade,
      private_key text not null,
      certificate text not null,
      active boolean not null default false,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index saml_application_secrets_application_idx on saml_application_secrets (application_id);
    -- At most one active signing key per application.
    create unique index saml_application_secrets_active_key on saml_application_secrets (application_id) where active;

    create table saml_request_ids (
      application_id text not null references saml_applications (id) on delete cascade,
      request_id text not null,
      expires_at timestamptz not null,
      primary key (application_id, request_id)
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table saml_request_ids; drop table saml_application_secrets; drop table saml_applications;`);
}
