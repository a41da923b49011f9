// Table types of SCIM provisioning connections (migration 20261204_1901).
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

export interface ScimTables {
  scim_connections: ScimConnectionsTable;
}
