// Application access control's switch joins the token endpoint's cache (migration 0009): most
// applications never turn it on, and asking the database on every exchange, refresh and code
// whether they did is a round trip per request for nothing. Any committed change of the switch
// (a row made, `enabled` changed, the row deleted with its application) sends
// NOTIFY tessera_cache 'application_access_controls:<application id>'. The rules are not cached.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create trigger application_access_controls_cache_notify after insert or update of enabled or delete on application_access_controls for each row execute function tessera_cache_notify('application_id');
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop trigger application_access_controls_cache_notify on application_access_controls;`);
}
