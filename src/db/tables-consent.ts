// Table types of third-party applications and user consent (migration 20261128_0401).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface ThirdPartyApplicationsTable {
  application_id: string;
  created_at: Generated<Date>;
}

export interface ApplicationConsentScopesTable {
  id: Generated<string>;
  application_id: string;
  user_scope: string | null;
  resource_scope_id: string | null;
  organization_scope_id: string | null;
  created_at: Generated<Date>;
}

export interface UserConsentsTable {
  user_id: string;
  application_id: string;
  scopes: Json<string[]>;
  resources: Json<string[]>;
  granted_at: Generated<Date>;
}

export interface UserConsentOrganizationsTable {
  application_id: string;
  user_id: string;
  organization_id: string;
  created_at: Generated<Date>;
}

export interface ConsentTables {
  third_party_applications: ThirdPartyApplicationsTable;
  application_consent_scopes: ApplicationConsentScopesTable;
  user_consents: UserConsentsTable;
  user_consent_organizations: UserConsentOrganizationsTable;
}
