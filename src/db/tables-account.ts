// Tables of the Account API and of what a user proved (migrations 20261124_01xx, 20261125_0601).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface IdentityVerificationsTable {
  id: string;
  user_id: string;
  session_id: string;
  method: 'password' | 'totp' | 'backup_code' | 'email_code' | 'phone_code';
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface UserVerifiedIdentifiersTable {
  user_id: string;
  type: 'email' | 'phone';
  value: string;
  verified_at: Generated<Date>;
}

/** Account API social verifications (migration 20261125_0601). */
export interface AccountSocialVerificationsTable {
  id: string;
  user_id: string;
  session_id: string;
  connector_id: string;
  status: 'pending' | 'verifying' | 'verified' | 'used';
  state: string | null;
  nonce: string | null;
  code_verifier: string | null;
  redirect_uri: string;
  profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

/** Digests of a user's earlier passwords, for the history rule (migration 20261205_0001). */
export interface PasswordHistoryTable {
  id: string;
  user_id: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface AccountTables {
  password_history: PasswordHistoryTable;
  account_social_verifications: AccountSocialVerificationsTable;
  identity_verifications: IdentityVerificationsTable;
  user_verified_identifiers: UserVerifiedIdentifiersTable;
}
