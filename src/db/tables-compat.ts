// Table types of the compatible Management API's remaining records (migration 20261128_0601).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface ApplicationSecretsTable {
  application_id: string;
  name: string;
  value_digest: Buffer;
  expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface UserPasswordExpirationsTable {
  user_id: string;
  password_hash_digest: Buffer;
  expired_at: Generated<Date>;
}

export interface UserLogtoConfigsTable {
  user_id: string;
  config: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
}

export interface ApplicationSignInExperiencesTable {
  application_id: string;
  display_name: string | null;
  color: Json<Record<string, unknown>>;
  branding: Json<Record<string, unknown>>;
  custom_css: string | null;
  terms_of_use_url: string | null;
  privacy_policy_url: string | null;
  updated_at: Generated<Date>;
}

export interface CompatTables {
  application_secrets: ApplicationSecretsTable;
  user_password_expirations: UserPasswordExpirationsTable;
  user_logto_configs: UserLogtoConfigsTable;
  application_sign_in_experiences: ApplicationSignInExperiencesTable;
}
