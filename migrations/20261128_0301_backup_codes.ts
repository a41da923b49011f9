// MFA backup codes: ten single-use codes per user, one set at a time (a new set replaces the
// old). Only a digest of each code is kept (SHA-256 over the user id and the code: the codes
// carry 60 random bits, so a fast hash is enough, and the user id makes equal codes of two
// users hash apart). `used_at` is set once, by a compare-and-set on `used_at is null`.
// Its own table rather than more keys in `users.mfa`, so that using one code is a one-row
// update that cannot race with the TOTP step's rewrite of that column.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table user_backup_codes (
      user_id text not null references users (id) on delete cascade,
      set_id text not null,
      code_digest text not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      constraint user_backup_codes_pkey primary key (user_id, code_digest)
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table user_backup_codes;`);
}
