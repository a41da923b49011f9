// Passkey (WebAuthn) tables (migration 20261128_0201).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface WebauthnCredentialsTable {
  id: string;
  user_id: string;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key (public: kept as it is). */
  public_key: Buffer;
  /** bigint: pg returns it as a string. */
  counter: ColumnType<string | number, number | string | undefined, number | string>;
  transports: Json<string[]>;
  device_type: string;
  backed_up: boolean;
  aaguid: string | null;
  name: string | null;
  agent: string | null;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
}

export interface WebauthnChallengesTable {
  id: string;
  purpose: 'registration' | 'mfa' | 'sign-in';
  challenge_digest: Buffer;
  user_id: string | null;
  interaction_id: string | null;
  session_id: string | null;
  status: Generated<'pending' | 'verified' | 'used'>;
  registration: Json<Record<string, unknown> | null>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface WebauthnTables {
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
}
