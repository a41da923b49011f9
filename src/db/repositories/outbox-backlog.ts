// The webhook outbox's backlog, read when /metrics is scraped: one statement over the rows not
// finished yet (the partial indexes on pending and in-flight rows cover it).
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { OutboxBacklog } from '../../observability/metrics.js';

export type { OutboxBacklog };

export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const { rows } = await sql<{ due: number; scheduled: number; in_flight: number; oldest_due_at: Date | null }>`
    select
      count(*) filter (where status = 'pending' and next_attempt_at <= now())::int as due,
      count(*) filter (where status = 'pending' and next_attempt_at > now())::int as scheduled,
      count(*) filter (where status = 'in_flight')::int as in_flight,
      min(next_attempt_at) filter (where status = 'pending' and next_attempt_at <= now()) as oldest_due_at
    from hook_deliveries
    where status in ('pending', 'in_flight')
  `.execute(db);
  const row = rows[0];
  return {
    due: row?.due ?? 0,
    scheduled: row?.scheduled ?? 0,
    inFlight: row?.in_flight ?? 0,
    oldestDueAt: row?.oldest_due_at ? new Date(row.oldest_due_at) : null,
  };
}
