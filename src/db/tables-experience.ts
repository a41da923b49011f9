// Tables of the sign-in experience (migration 0007).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

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

export interface ExperienceStatesTable {
  id: string;
  interaction_id: string | null;
  event: 'SignIn' | 'Register' | 'ForgotPassword';
  user_id: string | null;
  pending: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ExperienceTables {
  verification_codes: VerificationCodesTable;
  verification_code_sends: VerificationCodeSendsTable;
  identifier_lockouts: IdentifierLockoutsTable;
  experience_states: ExperienceStatesTable;
}
