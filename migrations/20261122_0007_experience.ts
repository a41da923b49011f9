// The sign-in experience's own state: verification codes, the per-recipient send log behind the
// send-rate limit, per-identifier failure counters behind lockout, and in-progress experiences
// (register / forgot-password / MFA step) keyed by a cookie. All of it lives in the database so
// several server instances agree.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table verification_codes (
      id text primary key,
      -- who may use the verification: an experience id or a user id (Account API)
      owner text not null,
      identifier_type text not null check (identifier_type in ('email', 'phone')),
      identifier_value text not null,
      -- SHA-256 of "<id>:<code>"; the code itself is never stored
      code_digest bytea not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index verification_codes_expiry_idx on verification_codes (expires_at);

    create table verification_code_sends (
      recipient text not null,
      sent_at timestamptz not null default now()
    );
    create index verification_code_sends_recipient_idx on verification_code_sends (recipient, sent_at);

    create table identifier_lockouts (
      -- "<type>:<value>", e.g. "email:ada@example.com"
      key text primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz
    );

    create table experience_states (
      id text primary key,
      interaction_id text,
      event text not null check (event in ('SignIn', 'Register', 'ForgotPassword')),
      user_id text references users (id) on delete cascade,
      pending jsonb not null default '{}',
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index experience_states_expiry_idx on experience_states (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table experience_states;
    drop table identifier_lockouts;
    drop table verification_code_sends;
    drop table verification_codes;
  `,
  );
}
