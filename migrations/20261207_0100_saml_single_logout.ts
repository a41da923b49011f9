// SAML Single Logout: where a SAML application's SP takes logout answers (its SingleLogoutService,
// `{ binding, url }`), null while it has none. Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table saml_applications add column slo_url jsonb;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table saml_applications drop column slo_url;`);
}
