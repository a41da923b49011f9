// The digests of a user's earlier passwords, for the password policy's history rule (issue 47
// item 2): a change may not reuse any of the last N. Kept only while the rule is on, at most N
// rows per user, and removed with the user.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table password_history (
       id text primary key,
       user_id text not null references users (id) on delete cascade,
       password_hash text not null,
       created_at timestamptz not null default now()
     );
     create index password_history_user on password_history (user_id, created_at desc);`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table password_history;`);
}
