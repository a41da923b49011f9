// The algorithm access tokens for an API resource are signed with (JWS `alg`, one of the
// server's key algorithms): ES256 stays the default and the value of every existing resource;
// an API whose verifying library only takes RS256 (or PS256, ES384, EdDSA) asks for it.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table resources add column access_token_signed_response_alg text not null default 'ES256'
       constraint resources_access_token_alg_known check (access_token_signed_response_alg in ('ES256', 'RS256', 'PS256', 'ES384', 'EdDSA'));`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table resources drop column access_token_signed_response_alg;`);
}
