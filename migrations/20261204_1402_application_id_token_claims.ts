// Declarative custom claims for ID tokens (issue 45 §4): an application may list claim mappings
// (`{ claim, from, grantTypes? }`) its ID tokens carry. A table of its own rather than a column on
// applications: one row only for the few applications that have any, read by primary key when an
// ID token is minted, and gone with its application.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table application_id_token_claims (
       application_id text primary key references applications (id) on delete cascade,
       mappings jsonb not null default '[]'
         constraint application_id_token_claims_array check (jsonb_typeof(mappings) = 'array'),
       updated_at timestamptz not null default now()
     );`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table application_id_token_claims;`);
}
