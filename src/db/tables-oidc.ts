// Table types of the OIDC sessions migration (0006).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  /** SHA-256 of the cookie's session secret (migration 20261124_0102); null for older sessions. */
  secret_digest: Buffer | null;
  /** RFC 8176 methods of the sign-in that started it (migration 20261203_0903). */
  amr: ColumnType<string[], string | undefined, string>;
  /** The client IP and user agent of the sign-in that started it (migration 20261204_1405); null before. */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InteractionsTable {
  id: string;
  /** Null for a sign-up or password reset visited directly: an experience with no authorization request. */
  client_id: string | null;
  /** Set instead of client_id for a sign-in to a SAML application (migration 20261205_2200). */
  saml_application_id: Generated<string | null>;
  params: Json<Record<string, unknown>>;
  event: Generated<string>;
  user_id: string | null;
  data: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface OidcGrantsTable {
  id: string;
  client_id: string;
  user_id: string;
  session_id: string;
  scope: string;
  resources: Json<string[]>;
  nonce: string | null;
  auth_time: Timestamp;
  /** What the `claims` request parameter asked for (migration 20261203_0901); null: nothing. */
  requested_claims: Json<RequestedClaimsColumn> | null;
  created_at: Generated<Date>;
  revoked_at: Timestamp | null;
}

/** The claim names an authorization request's `claims` parameter asked for, by where. */
export interface RequestedClaimsColumn {
  idToken: string[];
  userinfo: string[];
  /** What `acr_values` and the ID token's `acr` in `claims` asked of the sign-in (absent: nothing). */
  acr?: { values: string[]; essential: boolean };
}

/** Responses waiting to be posted to the client (migration 20261203_0902). */
export interface AuthorizationResponsesTable {
  digest: Buffer;
  redirect_uri: string;
  /** `{ sealed }`: the response's parameters, sealed under a key only its handle gives (domain/oauth/authorization-responses.ts). */
  parameters: Json<{ sealed: string }>;
  expires_at: Timestamp;
}

export interface AuthorizationCodesTable {
  digest: Buffer;
  grant_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  /** RFC 9449 §10 `dpop_jkt` of the authorization request (migration 20261204_1305). */
  dpop_jkt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  digest: Buffer;
  grant_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  /** The DPoP key (RFC 7638 thumbprint) a public client's token is bound to (migration 20261204_1305). */
  dpop_jkt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GrantAccessTokensTable {
  jti: string;
  grant_id: string;
  expires_at: Timestamp;
}

/** Client assertions' ids, kept until the assertion expires so none is presented twice (migration 20261203_1101). */
export interface ClientAssertionJtisTable {
  client_id: string;
  jti: string;
  expires_at: Timestamp;
}

/** Authorization requests pushed to /oidc/par, waiting for their one use at /oidc/auth (migration 20261204_1304). */
export interface PushedAuthorizationRequestsTable {
  /** SHA-256 of the random part of the request_uri. */
  digest: Buffer;
  client_id: string;
  /** The authorization request's parameters, as the authorization endpoint reads them. */
  parameters: Json<Record<string, string | string[]>>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** DPoP proofs' ids per key, kept until the proof is too old to be accepted (migration 20261204_1305). */
export interface DpopProofJtisTable {
  jkt: string;
  jti: string;
  expires_at: Timestamp;
}

/** Device authorization requests (RFC 8628, migration 20261204_1401). */
export interface DeviceCodesTable {
  id: string;
  device_code_digest: Buffer;
  user_code_digest: Buffer;
  client_id: string;
  scope: string;
  resources: Json<string[]>;
  status: Generated<'pending' | 'approved' | 'denied' | 'consumed'>;
  user_id: string | null;
  grant_id: string | null;
  interval_seconds: number;
  last_polled_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface OidcTables {
  sessions: SessionsTable;
  interactions: InteractionsTable;
  oidc_grants: OidcGrantsTable;
  authorization_codes: AuthorizationCodesTable;
  authorization_responses: AuthorizationResponsesTable;
  pushed_authorization_requests: PushedAuthorizationRequestsTable;
  refresh_tokens: RefreshTokensTable;
  grant_access_tokens: GrantAccessTokensTable;
  client_assertion_jtis: ClientAssertionJtisTable;
  dpop_proof_jtis: DpopProofJtisTable;
  device_codes: DeviceCodesTable;
}
