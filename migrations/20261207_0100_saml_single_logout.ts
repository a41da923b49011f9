// SAML Single Logout: where a SAML application's SP takes logout answers (its SingleLogoutService,
// `{ binding, url }`), null while it has none; and which SAML applications each session signed in
// to, with the NameID they were given, so that the session's end can sign it out of them.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table saml_applications add column slo_url jsonb;
    create table saml_session_participants (
      session_id text not null references sessions (id) on delete cascade,
      application_id text not null references saml_applications (id) on delete cascade,
      name_id text not null,
      created_at timestamptz not null default now(),
      primary key (session_id, application_id)
    );
    create index saml_session_participants_application_idx on saml_session_participants (application_id);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table saml_session_participants; alter table saml_applications drop column slo_url;`);
}
