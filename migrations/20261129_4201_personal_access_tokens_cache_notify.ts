// Personal access tokens join the directory cache (migration 0009): an access token exchanged
// from one carries its id (`pat_id`), and every check of such a token asks whether that personal
// access token still exists and has not expired. The answer is cached per token id on every
// instance, so the deletion must reach them all at once: a deleted row (by the Management API, by
// its user's deletion, or by plain SQL) or a changed expiry sends
// NOTIFY tessera_cache 'personal_access_tokens:<id>'. A new row changes no cached answer (its id
// is new), so inserts send nothing.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create trigger personal_access_tokens_cache_notify after update of expires_at or delete on personal_access_tokens for each row execute function tessera_cache_notify('id');
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop trigger personal_access_tokens_cache_notify on personal_access_tokens;`);
}
