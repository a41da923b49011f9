// SCIM 2.0 provisioning connections (issue 49 section 1): a directory (Entra ID, Okta) holds one
// bearer token per connection; only its SHA-256 digest is kept. A connection is instance-wide
// (organization_id null) or bound to one organization, whose membership it then manages.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table scim_connections (
      id text primary key,
      name text not null,
      organization_id text references organizations (id) on delete cascade,
      token_digest bytea not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table scim_connections;`);
}
