// Table types of SAML applications, their signing keys and seen request ids (migration 20261204_1902).
import type { ColumnType } from 'kysely';

/** A timestamp with a database default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface SamlAcsUrl {
  binding: string;
  url: string;
}

export interface SamlEncryption {
  encryptAssertion: boolean;
  certificate?: string;
}

/** Where the SP takes logout answers, and by which binding (HTTP-Redirect or HTTP-POST). */
export interface SamlSloUrl {
  binding: string;
  url: string;
}

export interface SamlApplicationsTable {
  id: string;
  name: string;
  description: string | null;
  custom_data: Json<Record<string, unknown>>;
  entity_id: string | null;
  acs_url: NullableJson<SamlAcsUrl>;
  name_id_format: ColumnType<string, string | undefined, string>;
  attribute_mapping: Json<Record<string, string>>;
  encryption: NullableJson<SamlEncryption>;
  sp_certificate: string | null;
  require_signed_requests: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 20261205_2200. */
  idp_initiated_sign_in: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 20261207_0100: the SP's SingleLogoutService. */
  slo_url: NullableJson<SamlSloUrl>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SamlApplicationSecretsTable {
  id: string;
  application_id: string;
  private_key: string;
  certificate: string;
  active: boolean;
  expires_at: Date;
  created_at: Timestamp;
}

export interface SamlRequestIdsTable {
  application_id: string;
  request_id: string;
  expires_at: Date;
}

/** A SAML sign-in waiting for the browser to be signed in (migration 20261205_2200). */
export interface SamlSignInsTable {
  id: string;
  application_id: string;
  request_id: string | null;
  relay_state: string | null;
  created_at: Timestamp;
  expires_at: Date;
}

/** A SAML application a session signed in to, and the NameID it was given (migration 20261207_0100). */
export interface SamlSessionParticipantsTable {
  session_id: string;
  application_id: string;
  name_id: string;
  created_at: Timestamp;
}

export interface SamlTables {
  saml_applications: SamlApplicationsTable;
  saml_application_secrets: SamlApplicationSecretsTable;
  saml_request_ids: SamlRequestIdsTable;
  saml_sign_ins: SamlSignInsTable;
  saml_session_participants: SamlSessionParticipantsTable;
}
