// Throttles against guessing (src/domain/sign-in/throttles.ts): one row per throttled subject — a client
// id at the client-authenticating endpoints, a source address on sign-in and verification calls.
// It counts failures in a window and, once they reach the limit, holds the subject off until
// `blocked_until`; `trips` counts the holds in a row, each longer than the last. The database
// holds it so that every instance sees the same count (as identifier_lockouts does).
// Whether a client id is held off is read on every token request with a client secret, so it
// joins the token endpoint's cache (migration 0009): a hold set or lifted sends
// NOTIFY tessera_cache 'auth_throttles:<key>'. Counting a failure changes no hold and sends nothing;
// housekeeping deletes only rows whose hold is long over, which no cached answer can get wrong.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table auth_throttles (
      -- "<throttle>:<subject>", e.g. "client:<sha-256 of the client id>" or "sign-in:ip:203.0.113.7"
      key text primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null,
      blocked_until timestamptz,
      trips integer not null default 0
    );
    create index auth_throttles_window_idx on auth_throttles (window_started_at);
    create trigger auth_throttles_cache_notify after update of blocked_until on auth_throttles for each row when (old.blocked_until is distinct from new.blocked_until) execute function tessera_cache_notify('key');
    create trigger auth_throttles_cache_notify_lifted after delete on auth_throttles for each row when (old.blocked_until > now()) execute function tessera_cache_notify('key');
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table auth_throttles;`);
}
