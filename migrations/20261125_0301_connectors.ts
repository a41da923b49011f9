// Social connectors: the upstream identity providers (a generic OIDC or OAuth 2.0 provider, or a
// preset such as Google) users may sign in with. `config` holds the settings that may be shown;
// the client secret has its own column, sealed with KEY_ENCRYPTION_KEY when one is configured, so
// that no query that shows a connector can return it by accident. `target` is the key of the
// user's linked identity (users.identities[target]): one connector per target.
// The GIN index serves the lookup of a user by a linked identity (identities @> {target: {userId}}).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table connectors (
      id text primary key,
      connector_id text not null check (connector_id in ('oidc', 'oauth2', 'google', 'github', 'microsoft')),
      target text not null,
      config jsonb not null default '{}'::jsonb,
      client_secret text not null,
      metadata jsonb not null default '{}'::jsonb,
      sync_profile boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint connectors_target_key unique (target)
    );
    create index connectors_created_at_id on connectors (created_at desc, id desc);
    create index users_identities_gin on users using gin (identities jsonb_path_ops);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop index users_identities_gin; drop table connectors;`);
}
