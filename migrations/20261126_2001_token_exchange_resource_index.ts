// The token exchange audit is filtered by resource (the console's audit screen, GET
// /api/token-exchange/audit?resource=): without an index each such page scans the whole trail.
// Like the application and user indexes, (resource, created_at) also serves a time range within
// one resource and the newest-first order.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `create index token_exchange_events_resource_idx on token_exchange_events (resource, created_at);`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop index token_exchange_events_resource_idx;`);
}
