// Passkeys (WebAuthn): a user's registered credentials, and the challenges of ceremonies in
// progress. Credentials are in their own table (not the `users.mfa` JSON that TOTP uses) so that a
// user may have several, each looked up by its credential id at a discoverable sign-in, and so
// that the signature counter can be advanced with a compare-and-set on one row.
// A challenge is stored as its SHA-256 digest, bound to what it serves (an interaction for a
// sign-in; a user and sign-in session for the Account API), and expires; it moves pending →
// verified (a registration whose credential awaits binding) → used, once.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table webauthn_credentials (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      credential_id text not null,
      public_key bytea not null,
      counter bigint not null default 0,
      transports jsonb not null default '[]',
      device_type text not null,
      backed_up boolean not null default false,
      aaguid text,
      name text,
      agent text,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      constraint webauthn_credentials_credential_id_key unique (credential_id)
    );
    create index webauthn_credentials_user_idx on webauthn_credentials (user_id);

    create table webauthn_challenges (
      id text primary key,
      purpose text not null check (purpose in ('registration', 'mfa', 'sign-in')),
      challenge_digest bytea not null,
      user_id text references users (id) on delete cascade,
      interaction_id text references interactions (id) on delete cascade,
      session_id text references sessions (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'verified', 'used')),
      registration jsonb,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index webauthn_challenges_user_idx on webauthn_challenges (user_id);
    create index webauthn_challenges_interaction_idx on webauthn_challenges (interaction_id);
    create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table webauthn_challenges, webauthn_credentials;`);
}
