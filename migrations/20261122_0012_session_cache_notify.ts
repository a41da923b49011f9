// Sessions join the token endpoint's cache (migration 0009): token exchange, introspection and
// userinfo ask whether a token's sign-in session is still active, and the answer changes only
// when a session ends (sign-out, suspension), its expiry moves, or it is deleted. A new session
// needs no message: no token can name it before it exists.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create trigger sessions_cache_notify after update of ended_at, expires_at or delete on sessions for each row execute function tessera_cache_notify('id');
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop trigger sessions_cache_notify on sessions;`);
}
