// Kysely table types: one interface per table, mirroring migrations/. Columns with a database
// default are Generated<> so inserts may omit them.
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './tables-account.js';
import type { HookTables } from './tables-hooks.js';
import type { OrganizationTables } from './tables-organizations.js';
import type { OidcTables } from './tables-oidc.js';
import type { TokenExchangeTables } from './tables-token-exchange.js';
import type { LogTables } from './tables-logs.js';
import type { AccessControlTables } from './tables-access-control.js';
import type { ConsentTables } from './tables-consent.js';
import type { ExperienceTables } from './tables-experience.js';
import type { SsoTables } from './tables-sso.js';
import type { ConnectorTables } from './tables-connectors.js';
import type { ConsoleTables } from './tables-console.js';
import type { ScimTables } from './tables-scim.js';
import type { BackupCodeTables } from './tables-backup-codes.js';
import type { CompatTables } from './tables-compat.js';
import type { WebauthnTables } from './tables-webauthn.js';
import type { ThrottleTables } from './tables-throttles.js';
import type { ClaimMappingTables } from './tables-claim-mappings.js';
import type { ClientRegistrationTables } from './tables-client-registration.js';
import type { SamlTables } from './tables-saml.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface SystemSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface SigningKeysTable {
  id: string;
  alg: string;
  private_key: string;
  public_jwk: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  retired_at: Date | null;
}

export interface ApplicationsTable {
  id: string;
  name: string;
  description: string | null;
  type: 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine';
  secret_digest: Buffer | null;
  redirect_uris: Json<string[]>;
  post_logout_redirect_uris: Json<string[]>;
  custom_client_metadata: Json<Record<string, unknown>>;
  custom_data: Json<Record<string, unknown>>;
  token_endpoint_auth_method: ColumnType<string | null, string | null | undefined, string | null>;
  jwks: ColumnType<{ keys: Record<string, unknown>[] } | null, string | null | undefined, string | null>;
  jwks_uri: ColumnType<string | null, string | null | undefined, string | null>;
  /** RFC 9126 §6: authorization requests only through PAR (migration 20261204_1304). */
  require_pushed_authorization_requests: Generated<boolean>;
  backchannel_logout_uri: ColumnType<string | null, string | null | undefined, string | null>;
  backchannel_logout_session_required: Generated<boolean>;
  frontchannel_logout_uri: ColumnType<string | null, string | null | undefined, string | null>;
  frontchannel_logout_session_required: Generated<boolean>;
  /** Token requests only with a DPoP proof (migration 20261204_1305). */
  require_dpop: Generated<boolean>;
  is_admin: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  username: string | null;
  primary_email: string | null;
  primary_phone: string | null;
  password_hash: string | null;
  name: string | null;
  avatar: string | null;
  custom_data: Json<Record<string, unknown>>;
  profile: Json<Record<string, unknown>>;
  identities: Json<Record<string, unknown>>;
  mfa: Json<Record<string, unknown>>;
  is_suspended: Generated<boolean>;
  last_sign_in_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ResourcesTable {
  id: string;
  name: string;
  indicator: string;
  access_token_ttl: Generated<number>;
  access_token_signed_response_alg: Generated<string>;
  /** Only DPoP-bound access tokens for this resource (migration 20261204_1305). */
  dpop_bound_access_tokens_required: Generated<boolean>;
  access_token_claims: Json<unknown[]>;
  is_management: Generated<boolean>;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ScopesTable {
  id: string;
  resource_id: string;
  name: string;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RolesTable {
  id: string;
  name: string;
  description: Generated<string>;
  type: Generated<'User' | 'MachineToMachine'>;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RolesScopesTable {
  role_id: string;
  scope_id: string;
  created_at: Generated<Date>;
}

export interface UsersRolesTable {
  user_id: string;
  role_id: string;
  created_at: Generated<Date>;
}

export interface ApplicationsRolesTable {
  application_id: string;
  role_id: string;
  created_at: Generated<Date>;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  description: string | null;
  custom_data: Json<Record<string, unknown>>;
  jit_email_domains: Json<string[]>;
  is_mfa_required: Generated<boolean>;
  color: Json<Record<string, unknown>>;
  branding: Json<Record<string, unknown>>;
  custom_css: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrganizationScopesTable {
  id: string;
  name: string;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrganizationRolesTable {
  id: string;
  name: string;
  description: string | null;
  type: Generated<'User' | 'MachineToMachine'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrganizationRoleScopesTable {
  organization_role_id: string;
  organization_scope_id: string;
}

export interface OrganizationRoleResourceScopesTable {
  organization_role_id: string;
  scope_id: string;
}

export interface OrganizationUsersTable {
  organization_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface OrganizationApplicationsTable {
  organization_id: string;
  application_id: string;
  created_at: Generated<Date>;
}

export interface OrganizationUserRolesTable {
  organization_id: string;
  user_id: string;
  organization_role_id: string;
}

export interface OrganizationApplicationRolesTable {
  organization_id: string;
  application_id: string;
  organization_role_id: string;
}

export interface OrganizationInvitationsTable {
  id: string;
  organization_id: string;
  inviter_id: string | null;
  invitee: string;
  accepted_user_id: string | null;
  status: Generated<'Pending' | 'Accepted' | 'Revoked' | 'Expired'>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrganizationInvitationRolesTable {
  invitation_id: string;
  organization_role_id: string;
}

/** The directory tables (migration 0001). Other areas declare theirs in tables-<area>.ts. */
export interface DirectoryTables {
  system_settings: SystemSettingsTable;
  signing_keys: SigningKeysTable;
  applications: ApplicationsTable;
  users: UsersTable;
  resources: ResourcesTable;
  scopes: ScopesTable;
  roles: RolesTable;
  roles_scopes: RolesScopesTable;
  users_roles: UsersRolesTable;
  applications_roles: ApplicationsRolesTable;
  organizations: OrganizationsTable;
  organization_scopes: OrganizationScopesTable;
  organization_roles: OrganizationRolesTable;
  organization_role_scopes: OrganizationRoleScopesTable;
  organization_role_resource_scopes: OrganizationRoleResourceScopesTable;
  organization_users: OrganizationUsersTable;
  organization_applications: OrganizationApplicationsTable;
  organization_user_roles: OrganizationUserRolesTable;
  organization_application_roles: OrganizationApplicationRolesTable;
  organization_invitations: OrganizationInvitationsTable;
  organization_invitation_roles: OrganizationInvitationRolesTable;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
  revoked_at: Generated<Date>;
}

export interface TokenRevocationTables {
  revoked_tokens: RevokedTokensTable;
}

/** Every table. Interface merging: each area adds one `export interface DB extends …Tables {}` line. */
export interface DB extends DirectoryTables {}
export interface DB extends TokenRevocationTables {}
export interface DB extends HookTables {}
export interface DB extends OrganizationTables {}
export interface DB extends ExperienceTables {}
export interface DB extends OidcTables {}
export interface DB extends TokenExchangeTables {}
export interface DB extends LogTables {}
export interface DB extends AccessControlTables {}
export interface DB extends ConsentTables {}
export interface DB extends AccountTables {}
export interface DB extends SsoTables {}
export interface DB extends ConnectorTables {}
export interface DB extends ConsoleTables {}
export interface DB extends BackupCodeTables {}
export interface DB extends CompatTables {}
export interface DB extends WebauthnTables {}
export interface DB extends ThrottleTables {}
export interface DB extends ClaimMappingTables, ClientRegistrationTables, SamlTables {}
export interface DB extends ScimTables {}
