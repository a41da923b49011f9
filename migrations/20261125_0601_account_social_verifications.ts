// Account API social verifications: a signed-in user's authorization at a social connector, to
// link the identity it proves to their account. Bound to the user and to the sign-in session
// that started it; it moves pending → verifying (its callback taken, once) → verified (the
// upstream's profile kept) → used (linked, once), and expires. The PKCE verifier and nonce are
// kept only until the callback, like an interaction's.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table account_social_verifications (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      session_id text not null references sessions (id) on delete cascade,
      connector_id text not null references connectors (id) on delete cascade,
      status text not null check (status in ('pending', 'verifying', 'verified', 'used')),
      state text,
      nonce text,
      code_verifier text,
      redirect_uri text not null,
      profile jsonb,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index account_social_verifications_user_idx on account_social_verifications (user_id);
    create index account_social_verifications_expiry_idx on account_social_verifications (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table account_social_verifications;`);
}
