// sso_saml_requests holds every enterprise sign-in request, SAML's and OpenID Connect's (since
// 20261125_0502), so it is renamed sso_requests, with its indexes and constraints; every row is
// kept. sso_saml_assertions (SAML's replay cache) keeps its name: it is SAML's alone.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

const renames = (from: string, to: string) => `
  alter table ${from}_requests rename to ${to}_requests;
  alter table ${to}_requests rename constraint ${from}_requests_pkey to ${to}_requests_pkey;
  alter table ${to}_requests rename constraint ${from}_requests_sso_connector_id_fkey to ${to}_requests_sso_connector_id_fkey;
  alter table ${to}_requests rename constraint ${from}_requests_interaction_id_fkey to ${to}_requests_interaction_id_fkey;
  alter index ${from}_requests_interaction_idx rename to ${to}_requests_interaction_idx;
  alter index ${from}_requests_expires_idx rename to ${to}_requests_expires_idx;
`;

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, renames('sso_saml', 'sso'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, renames('sso', 'sso_saml'));
}
