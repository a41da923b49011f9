// Webhooks, second step (0005 is applied and frozen): attempt logs name the dispatcher instance
// that made them; payloads are stored as json rather than jsonb so a body keeps the field order
// it was written with; finished deliveries get an index for the retention purge.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table hook_delivery_attempts add column instance text;
    alter table hook_deliveries alter column payload type json using payload::json;
    create index hook_deliveries_finished_idx on hook_deliveries (created_at)
      where status in ('succeeded', 'failed', 'cancelled');
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop index hook_deliveries_finished_idx;
    alter table hook_deliveries alter column payload type jsonb using payload::jsonb;
    alter table hook_delivery_attempts drop column instance;
  `,
  );
}
