// Subject tokens (the compatible product's impersonation): a support agent asks the Management API
// for a short-lived token standing for a user, which an allowed application exchanges once at the
// token endpoint. Only the SHA-256 digest of the value is kept; `consumed_at` makes it single-use;
// `creator_id` is the agent the exchanged token names in `act`.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table subject_tokens (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      value_digest text not null,
      context jsonb not null default '{}'::jsonb,
      creator_id text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now(),
      constraint subject_tokens_digest_key unique (value_digest)
    );
    create index subject_tokens_expires_at_idx on subject_tokens (expires_at);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table subject_tokens;`);
}
