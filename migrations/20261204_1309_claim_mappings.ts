// Declarative custom claims (issue 45 §4): each API resource keeps a list of claim mappings
// (`{ claim, from, grantTypes? }`) its access tokens carry. A JSON array rather than a table:
// it is read whole with the resource (through the directory cache) and never queried inside.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table resources add column access_token_claims jsonb not null default '[]'
       constraint resources_access_token_claims_array check (jsonb_typeof(access_token_claims) = 'array');`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table resources drop column access_token_claims;`);
}
