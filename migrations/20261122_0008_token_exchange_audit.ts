// The token exchange audit trail: one row per exchange attempt that got past client
// authentication, granted or refused. No foreign keys: the trail must outlive deleted users
// and applications. Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table token_exchange_events (
      id text primary key,
      application_id text not null,
      -- the verified subject's user id; null when the subject token was refused before that
      user_id text,
      resource text,
      organization_id text,
      requested_scopes jsonb not null default '[]',
      granted_scopes jsonb,
      -- the actor token's sub, when one was presented and verified
      actor_subject text,
      result text not null check (result in ('granted', 'refused')),
      error text,
      error_description text,
      issued_jti text,
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create index token_exchange_events_created_idx on token_exchange_events (created_at, id);
    create index token_exchange_events_app_idx on token_exchange_events (application_id, created_at);
    create index token_exchange_events_user_idx on token_exchange_events (user_id, created_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table token_exchange_events;`);
}
