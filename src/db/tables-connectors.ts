// Table types of the social connectors area (migration 20261125_0301).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export type ConnectorFactoryId = 'oidc' | 'oauth2' | 'google' | 'github' | 'microsoft';

export interface ConnectorsTable {
  id: string;
  connector_id: ConnectorFactoryId;
  target: string;
  config: Json<Record<string, unknown>>;
  /** Sealed (`enc:v4:`, bound to `connectors:<id>`) when KEY_ENCRYPTION_KEY is configured. */
  client_secret: string;
  metadata: Json<Record<string, unknown>>;
  sync_profile: Generated<boolean>;
  /** Offered and accepted at sign-in (migration 20261205_2200). */
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConnectorTables {
  connectors: ConnectorsTable;
}
