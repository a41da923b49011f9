// Table types of application-level access control (migration 20261127_1301).
import type { Generated } from 'kysely';

export interface ApplicationAccessControlsTable {
  application_id: string;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface ApplicationAccessRulesTable {
  id: Generated<string>;
  application_id: string;
  user_id: string | null;
  role_id: string | null;
  organization_id: string | null;
  organization_role_id: string | null;
}

export interface AccessControlTables {
  application_access_controls: ApplicationAccessControlsTable;
  application_access_rules: ApplicationAccessRulesTable;
}
