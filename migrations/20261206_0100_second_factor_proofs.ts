// Account API proofs of the second factor: a TOTP code or a backup code given in a session, so
// that a change the MFA policy guards (password, identifiers, factors) can go ahead without a new
// sign-in. Kept beside the password proofs, bound to the user and session, valid a few minutes.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table identity_verifications drop constraint identity_verifications_method_check;
    alter table identity_verifications add constraint identity_verifications_method_check
      check (method in ('password', 'totp', 'backup_code'));
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    delete from identity_verifications where method <> 'password';
    alter table identity_verifications drop constraint identity_verifications_method_check;
    alter table identity_verifications add constraint identity_verifications_method_check check (method in ('password'));
  `,
  );
}
