// Tables of the Account API and of what a user proved (migrations 20261124_01xx).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface IdentityVerificationsTable {
  id: string;
  user_id: string;
  session_id: string;
  method: 'password';
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface UserVerifiedIdentifiersTable {
  user_id: string;
  type: 'email' | 'phone';
  value: string;
  verified_at: Generated<Date>;
}

export interface AccountTables {
  identity_verifications: IdentityVerificationsTable;
  user_verified_identifiers: UserVerifiedIdentifiersTable;
}
