// Table types of MFA backup codes (migration 20261128_0301).
import type { Generated } from 'kysely';

export interface UserBackupCodesTable {
  user_id: string;
  /** The set's public id: the BackupCode factor's id in the Management API. */
  set_id: string;
  /** Hex SHA-256 of `${user_id}:${code}`; the code itself is never stored. */
  code_digest: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface BackupCodeTables {
  user_backup_codes: UserBackupCodesTable;
}
