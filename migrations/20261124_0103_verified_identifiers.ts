// Which email addresses and phone numbers a user proved (by a code) or an administrator set, so
// that `email_verified` / `phone_number_verified` tell the truth. Keyed by the value itself: a
// changed address is unverified until it is proved, with no flag to forget to reset.
// Addresses already on users are recorded as verified: that is what was released for them before
// (there is no telling now which a code proved), and a relying party's view of them stays the same.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table user_verified_identifiers (
      user_id text not null references users (id) on delete cascade,
      type text not null check (type in ('email', 'phone')),
      -- emails in lower case, phones as digits without '+'
      value text not null,
      verified_at timestamptz not null default now(),
      primary key (user_id, type, value)
    );
    insert into user_verified_identifiers (user_id, type, value) select id, 'email', lower(primary_email) from users where primary_email is not null;
    insert into user_verified_identifiers (user_id, type, value) select id, 'phone', primary_phone from users where primary_phone is not null;
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table user_verified_identifiers;`);
}
