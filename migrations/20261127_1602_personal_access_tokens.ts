// Personal access tokens: a user's long-lived credential for scripts, exchanged at the token
// endpoint (RFC 8693) for an access token. Only the SHA-256 digest of the value is kept; the
// value is shown once at creation. Names are unique per user (the compatible product's routes
// address a token by its name).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table personal_access_tokens (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      name text not null,
      value_digest text not null,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint personal_access_tokens_name_key unique (user_id, name),
      constraint personal_access_tokens_digest_key unique (value_digest)
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table personal_access_tokens;`);
}
