// The admin console's start-up records. `builtin_roles` names the roles Tessera itself relies on
// (the machine-to-machine admin role, the console's Administrator role) by a fixed key rather
// than by their names, which an operator may change; `on delete restrict` keeps them even if a
// path other than the roles domain tries to delete one. `console_setup_tokens` holds the digest
// of the one-time link that creates the first administrator (at most one row: each start that
// issues a link replaces it).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table builtin_roles (
      key text primary key check (key in ('management-api-m2m', 'administrator')),
      role_id text not null unique references roles (id) on delete restrict
    );
    insert into builtin_roles (key, role_id)
      select 'management-api-m2m', id from roles where name = 'Management API access' and type = 'MachineToMachine';
    create table console_setup_tokens (
      digest bytea primary key,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table console_setup_tokens; drop table builtin_roles;`);
}
