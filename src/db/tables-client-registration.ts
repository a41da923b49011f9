// Table types of self-registered clients and initial access tokens (migration 20261204_1404).
import type { ColumnType } from 'kysely';

/** A timestamp with a database default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface ClientRegistrationsTable {
  application_id: string;
  kind: 'dynamic' | 'metadata_document';
  registration_token_digest: Buffer | null;
  document_url: string | null;
  metadata: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientRegistrationInitialTokensTable {
  id: string;
  name: string;
  token_digest: Buffer;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: Timestamp;
}

export interface ClientRegistrationTables {
  client_registrations: ClientRegistrationsTable;
  client_registration_initial_tokens: ClientRegistrationInitialTokensTable;
}
