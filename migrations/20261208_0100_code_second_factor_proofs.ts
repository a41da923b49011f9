// Account API proofs of the second factor may also be a code sent to the user's own email or
// phone (the MFA policy's EmailVerificationCode and PhoneVerificationCode factors).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table identity_verifications drop constraint identity_verifications_method_check;
    alter table identity_verifications add constraint identity_verifications_method_check
      check (method in ('password', 'totp', 'backup_code', 'email_code', 'phone_code'));
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    delete from identity_verifications where method in ('email_code', 'phone_code');
    alter table identity_verifications drop constraint identity_verifications_method_check;
    alter table identity_verifications add constraint identity_verifications_method_check
      check (method in ('password', 'totp', 'backup_code'));
  `,
  );
}
