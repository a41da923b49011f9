// A webhook delivery remembers the trace of the request that wrote its event (a W3C
// `traceparent`, null when tracing was off or nothing was being traced), so the dispatcher's
// delivery span can link back to it however much later, and on whichever instance, it is sent.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table hook_deliveries add column trace_parent text;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table hook_deliveries drop column trace_parent;`);
}
