// Self-registered clients (how an application came to be, its registration access token's
// digest, the metadata it registered) and the operator's initial access tokens.
import type { Db } from '../database.js';

export type RegistrationKind = 'dynamic' | 'metadata_document';

export interface ClientRegistrationRow {
  applicationId: string;
  kind: RegistrationKind;
  registrationTokenDigest: Buffer | null;
  documentUrl: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

const columns = ['application_id', 'kind', 'registration_token_digest', 'document_url', 'metadata', 'created_at', 'updated_at'] as const;

type Row = {
  application_id: string;
  kind: RegistrationKind;
  registration_token_digest: Buffer | null;
  document_url: string | null;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

function toRegistration(r: Row): ClientRegistrationRow {
  return {
    applicationId: r.application_id,
    kind: r.kind,
    registrationTokenDigest: r.registration_token_digest,
    documentUrl: r.document_url,
    metadata: r.metadata,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

export async function insertClientRegistration(
  db: Db,
  row: { applicationId: string; kind: RegistrationKind; registrationTokenDigest: Buffer | null; documentUrl: string | null; metadata: Record<string, unknown> },
): Promise<ClientRegistrationRow> {
  const inserted = await db
    .insertInto('client_registrations')
    .values({
      application_id: row.applicationId,
      kind: row.kind,
      registration_token_digest: row.registrationTokenDigest,
      document_url: row.documentUrl,
      metadata: JSON.stringify(row.metadata),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRegistration(inserted);
}

export async function findClientRegistration(db: Db, applicationId: string): Promise<ClientRegistrationRow | undefined> {
  const row = await db.selectFrom('client_registrations').select(columns).where('application_id', '=', applicationId).executeTakeFirst();
  return row ? toRegistration(row) : undefined;
}

export async function findClientRegistrationByDocument(db: Db, documentUrl: string): Promise<ClientRegistrationRow | undefined> {
  const row = await db.selectFrom('client_registrations').select(columns).where('document_url', '=', documentUrl).executeTakeFirst();
  return row ? toRegistration(row) : undefined;
}

/** The kinds of these applications' registrations (applications not self-registered are left out). */
export async function registrationKindsOf(db: Db, applicationIds: readonly string[]): Promise<Map<string, RegistrationKind>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('client_registrations')
    .select(['application_id', 'kind'])
    .where('application_id', 'in', [...applicationIds])
    .execute();
  return new Map(rows.map((r) => [r.application_id, r.kind]));
}

export async function updateClientRegistrationMetadata(db: Db, applicationId: string, metadata: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('client_registrations')
    .set({ metadata: JSON.stringify(metadata), updated_at: new Date() })
    .where('application_id', '=', applicationId)
    .execute();
}

export interface InitialTokenRow {
  id: string;
  name: string;
  expiresAt: Date | null;
  createdAt: Date;
}

const tokenColumns = ['id', 'name', 'expires_at', 'created_at'] as const;

function toToken(r: { id: string; name: string; expires_at: Date | null; created_at: Date }): InitialTokenRow {
  return { id: r.id, name: r.name, expiresAt: r.expires_at ? new Date(r.expires_at) : null, createdAt: new Date(r.created_at) };
}

export async function insertInitialToken(db: Db, token: { id: string; name: string; digest: Buffer; expiresAt: Date | null }): Promise<InitialTokenRow> {
  const row = await db
    .insertInto('client_registration_initial_tokens')
    .values({ id: token.id, name: token.name, token_digest: token.digest, expires_at: token.expiresAt })
    .returning(tokenColumns)
    .executeTakeFirstOrThrow();
  return toToken(row);
}

export async function listInitialTokens(db: Db): Promise<InitialTokenRow[]> {
  const rows = await db.selectFrom('client_registration_initial_tokens').select(tokenColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toToken);
}

/** The token whose digest this is (the digest is a unique key; the caller has made it from a presented value). */
export async function findInitialTokenByDigest(db: Db, digest: Buffer): Promise<(InitialTokenRow & { digest: Buffer }) | undefined> {
  const row = await db
    .selectFrom('client_registration_initial_tokens')
    .select([...tokenColumns, 'token_digest'])
    .where('token_digest', '=', digest)
    .executeTakeFirst();
  return row ? { ...toToken(row), digest: row.token_digest } : undefined;
}

export async function deleteInitialToken(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('client_registration_initial_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
