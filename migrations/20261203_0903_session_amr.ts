// How each session's sign-in was made (RFC 8176 authentication method references: pwd, otp,
// sms, hwk, user, mfa), so ID tokens of the session say it in `amr`. Sessions started before
// this migration say nothing: an empty list, and no `amr` claim.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sessions add column amr jsonb not null default '[]'::jsonb;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `alter table sessions drop column amr;`);
}
