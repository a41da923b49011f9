// The dispatcher's claim on a realistic outbox: thousands of finished rows kept for the logs and a
// backlog of due ones (a receiver was down, or a bulk import ran). A claim must read only the rows
// it takes, in order, from the partial indexes: reading and sorting the whole backlog on every
// claim makes draining it quadratic. It takes crashed instances' expired leases first and leaves
// rows that are not due alone.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueDeliveries, claimStatement } from '../../src/db/repositories/hook-deliveries.js';
import type { Db } from '../../src/db/database.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

let app: TestApp;
let receiver: Receiver;
let db: Db;
let hookId: string;

const FINISHED = 3000;
const BACKLOG = 2000;

beforeAll(async () => {
  // No dispatcher: the test is the only one claiming.
  app = await startTestApp({ env: { WEBHOOK_DISPATCHER: 'false' } });
  receiver = await startReceiver();
  db = app.running.services.db;
  hookId = (await createHook(app, receiver, ['User.Created'])).id;
  await sql`
    insert into hook_deliveries (id, hook_id, webhook_id, event, payload, status, next_attempt_at, created_at, delivered_at)
    select 'done_' || g, ${hookId}, 'wh_done_' || g, 'User.Created', '{}'::json, 'succeeded',
           now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour'
    from generate_series(1, ${FINISHED}) g`.execute(db);
  await sql`analyze hook_deliveries`.execute(db);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

async function insertDue(ids: string[], options: { status?: 'pending' | 'in_flight'; dueInMs?: number; leaseInMs?: number } = {}) {
  const status = options.status ?? 'pending';
  for (const id of ids) {
    await sql`
      insert into hook_deliveries (id, hook_id, webhook_id, event, payload, status, next_attempt_at, lease_expires_at, claim_token)
      values (${id}, ${hookId}, ${'wh_' + id}, 'User.Created', ${JSON.stringify({ id })}::json, ${status},
              now() + ${options.dueInMs ?? -1000} * interval '1 millisecond',
              ${status === 'in_flight' ? sql`now() + ${options.leaseInMs ?? -1000} * interval '1 millisecond'` : sql`null`},
              ${status === 'in_flight' ? 'crashed.1' : null})`.execute(db);
  }
}

function planNodes(plan: any): any[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

describe('claiming due deliveries', () => {
  it('reads only the rows it claims, however large the backlog and however many finished rows are kept', async () => {
    await sql`
      insert into hook_deliveries (id, hook_id, webhook_id, event, payload, next_attempt_at)
      select 'backlog_' || g, ${hookId}, 'wh_backlog_' || g, 'User.Created', '{}'::json, now() - interval '10 minutes' + g * interval '1 ms'
      from generate_series(1, ${BACKLOG}) g`.execute(db);
    await sql`analyze hook_deliveries`.execute(db);
    const compiled = claimStatement(32, 60_000, 'plan.1').compile(db);
    const explained = await db.executeQuery<{ 'QUERY PLAN': any }>(
      CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = explained.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan;
    const nodes = planNodes(plan).filter((n) => n['Relation Name'] === 'hook_deliveries');
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    // No node touching the table read anywhere near the backlog or the finished rows.
    for (const n of nodes) expect(n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)).toBeLessThanOrEqual(64);
    expect(plan['Actual Rows']).toBe(32);
    const claimed = await db.selectFrom('hook_deliveries').select('id').where('claim_token', '=', 'plan.1').orderBy('id').execute();
    // The oldest 32 of the backlog.
    expect(claimed.map((r) => r.id)).toEqual(Array.from({ length: 32 }, (_, i) => `backlog_${i + 1}`).sort());
  });

  it('takes expired leases first, then due rows in order, up to the limit; leaves the rest alone', async () => {
    await sql`update hook_deliveries set status = 'succeeded' where status <> 'succeeded'`.execute(db);
    await insertDue(['late_1'], { dueInMs: -5000 });
    await insertDue(['late_2'], { dueInMs: -3000 });
    await insertDue(['later'], { dueInMs: 60_000 });
    await insertDue(['crashed'], { status: 'in_flight', leaseInMs: -10 });
    await insertDue(['held'], { status: 'in_flight', leaseInMs: 60_000 });

    const first = await claimDueDeliveries(db, 2, 60_000, 'me.1');
    expect(first.map((d) => d.id).sort()).toEqual(['crashed', 'late_1']);
    const second = await claimDueDeliveries(db, 10, 60_000, 'me.2');
    expect(second.map((d) => d.id)).toEqual(['late_2']);
    expect(second[0]!.body).toBe(JSON.stringify({ id: 'late_2' }));
    expect(await claimDueDeliveries(db, 10, 60_000, 'me.3')).toEqual([]);

    const rows = await db
      .selectFrom('hook_deliveries')
      .select(['id', 'status', 'claim_token'])
      .where('id', 'in', ['crashed', 'late_1', 'late_2', 'later', 'held'])
      .execute();
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId.crashed).toMatchObject({ status: 'in_flight', claim_token: 'me.1' });
    expect(byId.late_2).toMatchObject({ status: 'in_flight', claim_token: 'me.2' });
    expect(byId.later).toMatchObject({ status: 'pending', claim_token: null });
    expect(byId.held).toMatchObject({ status: 'in_flight', claim_token: 'crashed.1' });
  });

  it('leaves the rows of hooks it is told to skip', async () => {
    await insertDue(['skipped_1']);
    expect(await claimDueDeliveries(db, 10, 60_000, 'me.4', [hookId])).toEqual([]);
    expect((await claimDueDeliveries(db, 10, 60_000, 'me.5')).map((d) => d.id)).toEqual(['skipped_1']);
  });

  it('claims a back-channel logout (no hook, an application) although hooks are skipped', async () => {
    const application = await app.api('POST', '/applications', { name: 'logout target', type: 'Traditional' });
    await sql`
      insert into hook_deliveries (id, hook_id, application_id, webhook_id, event, payload, next_attempt_at)
      values ('logout_1', null, ${application.body.id}, 'msg_logout_1', 'BackchannelLogout', '{"sub":"u","sid":"s"}'::json, now() - interval '1 second')`.execute(
      db,
    );
    // A null hook_id must not make the skip condition null (which would leave the row unclaimed forever).
    const claimed = await claimDueDeliveries(db, 10, 60_000, 'me.6', [hookId]);
    expect(claimed.map((d) => [d.id, d.hookId, d.applicationId])).toEqual([['logout_1', null, application.body.id]]);
    // A row names exactly one target.
    await expect(
      sql`insert into hook_deliveries (id, hook_id, application_id, webhook_id, event, payload)
          values ('both', ${hookId}, ${application.body.id}, 'msg_both', 'BackchannelLogout', '{}'::json)`.execute(db),
    ).rejects.toThrow(/hook_deliveries_one_target/);
  });
});
