// What the console's screens need of the database (issue 46, items 9 and 10): where each browser
// session was started from (the client IP and user agent of the sign-in that made it, so a
// user's sessions and the global sessions view can say "Chrome on macOS, 203.0.113.7"), and the
// indexes that keep the dashboard's counts cheap: sessions started since a time, and failed
// webhook deliveries. Sessions started before this migration have neither: null.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table sessions add column ip text;
    alter table sessions add column user_agent text;
    create index sessions_created_idx on sessions (created_at, id);
    create index hook_deliveries_failed_idx on hook_deliveries (created_at) where status = 'failed';
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop index hook_deliveries_failed_idx;
    drop index sessions_created_idx;
    alter table sessions drop column user_agent;
    alter table sessions drop column ip;
    `,
  );
}
