// Tables of the sign-in experience (migration 0007; its experience_states went in 20261204_1301).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VerificationCodesTable {
  id: string;
  owner: string;
  identifier_type: 'email' | 'phone';
  identifier_value: string;
  code_digest: Buffer;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface VerificationCodeSendsTable {
  recipient: string;
  sent_at: Generated<Date>;
}

export interface IdentifierLockoutsTable {
  key: string;
  failures: Generated<number>;
  window_started_at: Generated<Date>;
  locked_until: Timestamp | null;
}

export interface ExperienceTables {
  verification_codes: VerificationCodesTable;
  verification_code_sends: VerificationCodeSendsTable;
  identifier_lockouts: IdentifierLockoutsTable;
}
