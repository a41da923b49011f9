// Clients that register themselves (issue 48 §2): RFC 7591 dynamic registration and client ID
// metadata documents. The client itself is an ordinary applications row; this table says how it
// came to be (its row is deleted with the application), holds the digest of its RFC 7592
// registration access token, and keeps the metadata it registered that has no column elsewhere.
// Initial access tokens, made by an operator, are kept only as digests.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table client_registrations (
       application_id text primary key references applications (id) on delete cascade,
       kind text not null check (kind in ('dynamic', 'metadata_document')),
       registration_token_digest bytea,
       document_url text,
       metadata jsonb not null default '{}'::jsonb,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now()
     );
     create unique index client_registrations_document_url_idx on client_registrations (document_url)
       where document_url is not null;

     create table client_registration_initial_tokens (
       id text primary key,
       name text not null,
       token_digest bytea not null unique,
       expires_at timestamptz,
       created_at timestamptz not null default now()
     );`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table client_registration_initial_tokens; drop table client_registrations;`);
}
