// Pushed authorization requests (RFC 9126): the parameters a client pushed to /oidc/par wait
// here, by the SHA-256 digest of the random part of their request_uri, bound to that client,
// until they are used once at /oidc/auth or expire. Kept in the database, not in one instance's
// memory, so that the browser may reach any instance. `used_at` keeps a used request until it
// expires, so that a second use is told apart from an unknown request_uri.
// Each application may also require that its authorization requests come only through PAR
// (RFC 9126 §6 `require_pushed_authorization_requests`); existing applications do not.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table applications add column require_pushed_authorization_requests boolean not null default false;
     create table pushed_authorization_requests (
       digest bytea primary key,
       client_id text not null references applications (id) on delete cascade,
       parameters jsonb not null,
       expires_at timestamptz not null,
       used_at timestamptz
     );
     create index pushed_authorization_requests_expires_at on pushed_authorization_requests (expires_at);
     create index pushed_authorization_requests_client_id on pushed_authorization_requests (client_id);`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop table pushed_authorization_requests;
     alter table applications drop column require_pushed_authorization_requests;`,
  );
}
