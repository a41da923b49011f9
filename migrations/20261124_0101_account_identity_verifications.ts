// Account API proofs of identity: a password given again in a session, valid a few minutes, named
// by the `logto-verification-id` header before a change of email, phone, password or MFA. Bound
// to the user and to the sign-in session that made it. (A code sent to the current email or phone
// is the other proof; it stays in verification_codes.)
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table identity_verifications (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      session_id text not null references sessions (id) on delete cascade,
      method text not null check (method in ('password')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index identity_verifications_expiry_idx on identity_verifications (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table identity_verifications;`);
}
