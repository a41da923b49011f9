// The OpenID Connect `claims` request parameter (OIDC Core §5.5) asks for individual claims in
// the ID token or at userinfo; what an authorization request asked for is kept with its grant,
// so the tokens of every refresh and the userinfo answers honour it. Null: nothing asked.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table oidc_grants add column requested_claims jsonb;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table oidc_grants drop column requested_claims;`);
}
