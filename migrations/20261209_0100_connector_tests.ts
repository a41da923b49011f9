// An administrator's test sign-in through a connector (the console's "Test sign-in"): the
// upstream authorization it started, waiting for the browser that opened it to come back. It
// belongs to no interaction and signs nobody in; the page it ends on shows what the provider said.
// A social connector's test keeps its own state, nonce and PKCE verifier here; an enterprise
// connector's keeps them in sso_requests as every enterprise request does, in a row that now may
// name no interaction (only a test's does not).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table connector_tests (
      id text primary key,
      kind text not null check (kind in ('social', 'sso')),
      connector_id text not null,
      started_by text,
      authorization_uri text not null,
      state text not null,
      nonce text,
      code_verifier text,
      redirect_uri text,
      sso_request_id text references sso_requests (id) on delete cascade,
      opened_at timestamptz,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index connector_tests_expires_idx on connector_tests (expires_at);
    alter table sso_requests alter column interaction_id drop not null;
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table connector_tests;
    delete from sso_requests where interaction_id is null;
    alter table sso_requests alter column interaction_id set not null;
  `,
  );
}
