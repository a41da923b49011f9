// Enterprise sign-in over OpenID Connect uses the requests table of SAML sign-in: the same binding
// to the browser's interaction, the same once-only answer. For an OIDC request, request_id holds
// the nonce the ID token must carry, and code_verifier the PKCE verifier the code is exchanged
// with (sealed by the application when KEY_ENCRYPTION_KEY is set); SAML requests leave it null.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sso_saml_requests add column code_verifier text;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sso_saml_requests drop column code_verifier;`);
}
