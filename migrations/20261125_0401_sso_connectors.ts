// Enterprise single sign-on (issue 13): the connectors to companies' identity providers, the
// identities users have through them, the SAML requests in flight and the assertion ids seen.
// - sso_connectors.config holds the IdP settings; secrets in it (an SP private key, an OIDC client
//   secret) are sealed by the application before they reach this table.
// - sso_saml_requests binds a SAML AuthnRequest (its ID, checked against InResponseTo) to the
//   interaction of the browser that started it; a response is accepted for it at most once.
// - sso_saml_assertions is the replay cache: an assertion id is recorded once per connector,
//   kept until the assertion has expired, so a replay is refused by every instance.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table sso_connectors (
      id text primary key,
      provider_name text not null check (provider_name in ('SAML', 'OIDC')),
      connector_name text not null,
      config jsonb not null default '{}',
      domains text[] not null default '{}',
      branding jsonb not null default '{}',
      sync_profile boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index sso_connectors_name_key on sso_connectors (connector_name);
    create index sso_connectors_domains_idx on sso_connectors using gin (domains);

    create table user_sso_identities (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      sso_connector_id text not null references sso_connectors (id) on delete cascade,
      issuer text not null,
      identity_id text not null,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index user_sso_identities_identity_key on user_sso_identities (sso_connector_id, identity_id);
    create unique index user_sso_identities_user_key on user_sso_identities (user_id, sso_connector_id);

    create table sso_saml_requests (
      id text primary key,
      sso_connector_id text not null references sso_connectors (id) on delete cascade,
      interaction_id text not null references interactions (id) on delete cascade,
      request_id text not null,
      redirect_uri text not null,
      state text not null,
      result jsonb,
      responded_at timestamptz,
      used_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index sso_saml_requests_interaction_idx on sso_saml_requests (interaction_id);
    create index sso_saml_requests_expires_idx on sso_saml_requests (expires_at);

    create table sso_saml_assertions (
      sso_connector_id text not null references sso_connectors (id) on delete cascade,
      assertion_id text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (sso_connector_id, assertion_id)
    );
    create index sso_saml_assertions_expires_idx on sso_saml_assertions (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table sso_saml_assertions; drop table sso_saml_requests; drop table user_sso_identities; drop table sso_connectors;`);
}
