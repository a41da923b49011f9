// Table types of enterprise single sign-on (migration 20261125_0401).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface SsoConnectorsTable {
  id: string;
  provider_name: 'SAML' | 'OIDC';
  connector_name: string;
  config: Json<Record<string, unknown>>;
  domains: ColumnType<string[], string[] | undefined, string[]>;
  branding: Json<Record<string, unknown>>;
  sync_profile: Generated<boolean>;
  /** Offered and accepted at sign-in (migration 20261205_2200). */
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserSsoIdentitiesTable {
  id: string;
  user_id: string;
  sso_connector_id: string;
  issuer: string;
  identity_id: string;
  detail: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SsoRequestsTable {
  id: string;
  sso_connector_id: string;
  /** Null only for an administrator's test sign-in (migration 20261209_0100), which no interaction makes. */
  interaction_id: string | null;
  /** What the IdP's answer must carry back: OIDC's nonce, SAML's AuthnRequest ID (migration 20261203_1201). */
  nonce: string;
  redirect_uri: string;
  state: string;
  /** OIDC requests only (migration 20261125_0502): the PKCE verifier, sealed when a key is set. */
  code_verifier: ColumnType<string | null, string | null | undefined, string | null>;
  result: Json<Record<string, unknown>> | null;
  responded_at: Timestamp | null;
  used_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface SsoSamlAssertionsTable {
  sso_connector_id: string;
  assertion_id: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/** An organization's SSO JIT rule: users signing in through the connector join it (migration 20261125_0501). */
export interface OrganizationJitSsoConnectorsTable {
  organization_id: string;
  sso_connector_id: string;
  created_at: Generated<Date>;
}

export interface SsoTables {
  sso_connectors: SsoConnectorsTable;
  user_sso_identities: UserSsoIdentitiesTable;
  sso_requests: SsoRequestsTable;
  sso_saml_assertions: SsoSamlAssertionsTable;
  organization_jit_sso_connectors: OrganizationJitSsoConnectorsTable;
}
