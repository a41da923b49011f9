// Table types of SCIM provisioning connections (migration 20261204_1901) and their groups (20261205_2200).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ScimConnectionsTable {
  id: string;
  name: string;
  organization_id: string | null;
  token_digest: Buffer;
  created_at: Generated<Date>;
  revoked_at: Timestamp | null;
}

export interface ScimGroupsTable {
  connection_id: string;
  organization_id: string | null;
  organization_role_id: string | null;
  display_name: string;
  external_id: string | null;
  created_target: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ScimTables {
  scim_connections: ScimConnectionsTable;
  scim_groups: ScimGroupsTable;
}
