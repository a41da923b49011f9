// Webhooks: hooks (subscriptions and signing keys), the transactional outbox (one delivery per
// event and hook, written in the transaction of the change) and a log row per HTTP attempt.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table hooks (
      id text primary key,
      name text not null,
      events jsonb not null,
      url text not null,
      headers jsonb not null default '{}',
      enabled boolean not null default true,
      signing_key text not null,
      -- the key replaced by the last rotation keeps signing alongside until it expires
      previous_signing_key text,
      previous_key_expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index hooks_created_idx on hooks (created_at, id);

    create table hook_deliveries (
      id text primary key,
      hook_id text not null references hooks (id) on delete cascade,
      -- Standard Webhooks webhook-id: stable across retries and redeliveries of the same event
      webhook_id text not null,
      event text not null,
      payload jsonb not null,
      status text not null default 'pending'
        check (status in ('pending', 'in_flight', 'succeeded', 'failed', 'cancelled')),
      attempts integer not null default 0,
      rounds integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      -- an in-flight row whose lease passed belongs to a crashed or stuck instance: claim it again
      lease_expires_at timestamptz,
      claim_token text,
      last_error text,
      redelivery_of text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    );
    create index hook_deliveries_due_idx on hook_deliveries (next_attempt_at) where status = 'pending';
    create index hook_deliveries_lease_idx on hook_deliveries (lease_expires_at) where status = 'in_flight';
    create index hook_deliveries_hook_idx on hook_deliveries (hook_id, created_at);

    create table hook_delivery_attempts (
      id text primary key,
      delivery_id text not null references hook_deliveries (id) on delete cascade,
      hook_id text not null references hooks (id) on delete cascade,
      attempt integer not null,
      result text not null check (result in ('success', 'failed')),
      status_code integer,
      duration_ms integer not null,
      response_excerpt text,
      error text,
      created_at timestamptz not null default now()
    );
    create index hook_delivery_attempts_hook_idx on hook_delivery_attempts (hook_id, created_at, id);
    create index hook_delivery_attempts_delivery_idx on hook_delivery_attempts (delivery_id);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table hook_delivery_attempts; drop table hook_deliveries; drop table hooks;`);
}
