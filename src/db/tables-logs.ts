// Table types of the audit log, personal access tokens and subject tokens (migrations 20261127_1601/1602, 20261204_1905).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export type LogResult = 'Success' | 'Error';

export interface LogsTable {
  id: string;
  key: string;
  result: LogResult;
  user_id: string | null;
  application_id: string | null;
  ip: string | null;
  user_agent: string | null;
  error: string | null;
  error_description: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface PersonalAccessTokensTable {
  id: string;
  user_id: string;
  name: string;
  value_digest: string;
  expires_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SubjectTokensTable {
  id: string;
  user_id: string;
  value_digest: string;
  context: Json<Record<string, unknown>>;
  creator_id: string;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Generated<Date>;
}

export interface LogTables {
  logs: LogsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  subject_tokens: SubjectTokensTable;
}
