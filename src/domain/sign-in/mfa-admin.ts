// Second factors set up by an administrator (the compatible `POST /users/:userId/mfa-verifications`):
// TOTP (a new secret, or one brought from another system) or a set of backup codes. What is
// answered (the secret, the codes) is shown this once: it is in no log entry and no webhook.
import type { Db } from '../../db/database.js';
import { findBackupCodeFactor, lockUserForBackupCodes, replaceUserBackupCodes } from './backup-codes.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { DomainError, invalidInput } from '../errors.js';
import { listMfaVerifications, setTotpByAdmin } from './mfa.js';

export type CreatedMfaVerification = { type: 'Totp'; secret: string; secretQrCode: string } | { type: 'BackupCode'; codes: string[] };

export interface CreateMfaVerificationInput {
  type?: string | null;
  secret?: string | null;
  codes?: readonly string[] | null;
}

/** Run in a transaction: the checks and the write see one state of the user's factors. */
export async function createUserMfaVerification(
  db: Db,
  userId: string,
  input: CreateMfaVerificationInput,
  kek: KeyEncryptionKey,
): Promise<CreatedMfaVerification> {
  // The user first, so that an unknown user is a 404 whatever the body says; locked, so that two
  // concurrent calls check and write one after the other (one set of codes, one TOTP).
  await lockUserForBackupCodes(db, userId);
  const factors = await listMfaVerifications(db, userId);
  if (input.type === 'Totp') {
    if (input.codes != null) throw invalidInput('codes are for type BackupCode', ['codes']);
    const { secret, otpauthUri } = await setTotpByAdmin(db, userId, input.secret ?? undefined, kek);
    return { type: 'Totp', secret, secretQrCode: await (await import('qrcode')).default.toDataURL(otpauthUri) };
  }
  if (input.type === 'BackupCode') {
    if (input.secret != null) throw invalidInput('secret is for type Totp', ['secret']);
    // One usable set at a time: a set whose codes are all used may be replaced.
    if (((await findBackupCodeFactor(db, userId))?.remainCodes ?? 0) > 0) {
      throw new DomainError('user.backup_code_already_in_use', 'The user has unused backup codes; delete that factor first.');
    }
    // Backup codes stand in for another factor; alone they would be a second password.
    if (!factors.some((f) => f.type !== 'BackupCode')) {
      throw new DomainError('session.mfa.backup_code_can_not_be_alone', 'Backup codes need another second factor (TOTP) first.');
    }
    return { type: 'BackupCode', codes: await replaceUserBackupCodes(db, userId, input.codes ?? undefined) };
  }
  if (input.type === undefined || input.type === null) throw invalidInput('type is required (Totp or BackupCode)', ['type']);
  throw new DomainError('session.mfa.mfa_factor_not_enabled', `an administrator can set up Totp or BackupCode, not ${String(input.type)}`, undefined, ['type']);
}
