// Table types of the console's start-up records (migration 20261126_1001).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BuiltinRolesTable {
  key: 'management-api-m2m' | 'administrator';
  role_id: string;
}

export interface ConsoleSetupTokensTable {
  digest: Buffer;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface ConsoleTables {
  builtin_roles: BuiltinRolesTable;
  console_setup_tokens: ConsoleSetupTokensTable;
}
