// The user-facing OIDC state: browser sessions, sign-in interactions, grants with their
// authorization codes, refresh tokens and issued access-token ids. All of it in the database
// so that several server instances share it.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table sessions (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id);

    create table interactions (
      id text primary key,
      client_id text not null references applications (id) on delete cascade,
      -- the validated authorization request, replayed when the interaction completes
      params jsonb not null,
      event text not null default 'SignIn',
      user_id text references users (id) on delete cascade,
      -- experience state (verifications, pending profile) owned by the experience flows
      data jsonb not null default '{}',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz
    );
    create index interactions_expiry_idx on interactions (expires_at);

    create table oidc_grants (
      id text primary key,
      client_id text not null references applications (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      session_id text not null references sessions (id) on delete cascade,
      scope text not null,
      resources jsonb not null default '[]',
      nonce text,
      auth_time timestamptz not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    );
    create index oidc_grants_user_idx on oidc_grants (user_id);
    create index oidc_grants_session_idx on oidc_grants (session_id);

    create table authorization_codes (
      -- SHA-256 of the code: a leaked table does not leak redeemable codes
      digest bytea primary key,
      grant_id text not null references oidc_grants (id) on delete cascade,
      redirect_uri text not null,
      code_challenge text,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );

    create table refresh_tokens (
      digest bytea primary key,
      grant_id text not null references oidc_grants (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      rotated_at timestamptz
    );
    create index refresh_tokens_grant_idx on refresh_tokens (grant_id);

    create table grant_access_tokens (
      jti text primary key,
      grant_id text not null references oidc_grants (id) on delete cascade,
      expires_at timestamptz not null
    );
    create index grant_access_tokens_grant_idx on grant_access_tokens (grant_id);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table grant_access_tokens, refresh_tokens, authorization_codes, oidc_grants, interactions, sessions;
  `,
  );
}
