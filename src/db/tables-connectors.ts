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

/** An administrator's test sign-in waiting for the browser that opened it (migration 20261209_0100). */
export interface ConnectorTestsTable {
  id: string;
  kind: 'social' | 'sso';
  /** A social connector's id, or an SSO connector's (two parents, so no foreign key). */
  connector_id: string;
  /** The operator who started it. */
  started_by: string | null;
  authorization_uri: string;
  /** Social: the state sent upstream. SSO: the state the request's answer brings back to the test page. */
  state: string;
  /** Social only: the OIDC nonce, the PKCE verifier (sealed when a key is set) and the redirect URI. */
  nonce: string | null;
  code_verifier: string | null;
  redirect_uri: string | null;
  /** SSO only: the request (sso_requests) the IdP answers. */
  sso_request_id: string | null;
  opened_at: Date | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ConnectorTables {
  connectors: ConnectorsTable;
  connector_tests: ConnectorTestsTable;
}
