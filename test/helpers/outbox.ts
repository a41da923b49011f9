// The positive sign a webhook test waits for before it says "nothing else arrived": the outbox
// has finished what was written to it. A change writes its deliveries in its own transaction, so
// once its request has been answered every delivery it caused is a row; once no row is pending or
// in flight, each one's outcome is written, which the dispatcher does only after the receiver
// answered (the test receiver records a request before it answers).
import type { TestApp } from './app.js';
import { waitFor } from './wait-for.js';

export interface SettledOptions {
  /** Only this hook's deliveries (by default every hook's). */
  hookId?: string;
  timeoutMs?: number;
}

/** How many deliveries are still to be sent or still being sent. */
export async function unsettledDeliveries(app: TestApp, hookId?: string): Promise<number> {
  let query = app.running.services.db
    .selectFrom('hook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'in_flight']);
  if (hookId) query = query.where('hook_id', '=', hookId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Waits until no delivery (of `hookId`, if given) is pending or in flight: each has its outcome. */
export async function outboxSettled(app: TestApp, options: SettledOptions = {}): Promise<void> {
  await waitFor(async () => (await unsettledDeliveries(app, options.hookId)) === 0, {
    timeoutMs: options.timeoutMs ?? 15_000,
    what: `the outbox to settle (no delivery${options.hookId ? ` of hook ${options.hookId}` : ''} pending or in flight)`,
  });
}
