// Sign-up and password reset keep their state where sign-in keeps its own: in the interactions
// store. A flow started inside an OIDC interaction writes to that interaction's row; one started
// by a direct visit of /register or /forgot-password gets an interaction-like row of its own,
// which has no client (client_id null). The experience_states table is dropped, not left unused:
// nothing reads it any more, and a table nobody writes would only invite a second store again.
// A sign-up or reset in progress while this runs loses its state and starts again (the page says
// "this page expired"), as it would at its one-hour expiry.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table interactions alter column client_id drop not null;
    drop table experience_states;
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    delete from interactions where client_id is null;
    alter table interactions alter column client_id set not null;
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
