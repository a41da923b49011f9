// Revoked JWT access tokens (by jti) until their natural expiry: lets token exchange and the
// resource checks refuse a revoked token whose `exp` has not passed.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table revoked_tokens (
      jti text primary key,
      expires_at timestamptz not null,
      revoked_at timestamptz not null default now()
    );
    create index revoked_tokens_expiry_idx on revoked_tokens (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table revoked_tokens;`);
}
