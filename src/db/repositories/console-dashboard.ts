// The console dashboard's counts: one aggregate each, over indexed columns (users_created_idx,
// sessions_created_idx, hook_deliveries_failed_idx, logs_key_idx under the token exchange view).
import type { Db } from '../database.js';

export interface DashboardCounts {
  userCount: number;
  signIns: number;
  failedWebhookDeliveries: number;
  tokenExchanges: number;
  refusedTokenExchanges: number;
}

export async function countDashboard(db: Db, since: Date): Promise<DashboardCounts> {
  const [users, sessions, failed, exchanges] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    // Webhook deliveries only: a back-channel logout (application_id set, no hook) is not one.
    db
      .selectFrom('hook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'failed')
      .where('created_at', '>=', since)
      .where('hook_id', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('token_exchange_events')
      .select(['result', (eb) => eb.fn.countAll<string>().as('n')])
      .where('created_at', '>=', since)
      .groupBy('result')
      .execute(),
  ]);
  const exchangesOf = (result: 'granted' | 'refused') => Number(exchanges.find((row) => row.result === result)?.n ?? 0);
  return {
    userCount: Number(users.n),
    signIns: Number(sessions.n),
    failedWebhookDeliveries: Number(failed.n),
    tokenExchanges: exchangesOf('granted'),
    refusedTokenExchanges: exchangesOf('refused'),
  };
}
