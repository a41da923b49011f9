// sso_requests.request_id was named for SAML (the AuthnRequest's ID, which the response's
// InResponseTo names), but an OpenID Connect request keeps its nonce there (since 20261125_0502).
// Both are the one-time value the IdP's answer must carry back to be bound to its request, so the
// column is renamed nonce; every row keeps its value.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sso_requests rename column request_id to nonce;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sso_requests rename column nonce to request_id;`);
}
