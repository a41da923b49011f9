// Named application secrets: a digest per (application, name), optionally expiring. A change
// also touches the application's row, so the credentials cache (keyed on the applications table,
// see src/db/cache) drops the client's entry on this instance and, through NOTIFY, on every other.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface ApplicationSecretRow {
  applicationId: string;
  name: string;
  expiresAt: Date | null;
  createdAt: Date;
}

/** What client authentication compares a presented secret against. */
export interface NamedSecretDigest {
  digest: Buffer;
  expiresAt: Date | null;
}

const columns = ['application_id', 'name', 'expires_at', 'created_at'] as const;

function toRow(r: { application_id: string; name: string; expires_at: Date | null; created_at: Date }): ApplicationSecretRow {
  return { applicationId: r.application_id, name: r.name, expiresAt: r.expires_at, createdAt: r.created_at };
}

async function touchApplication(db: Db, applicationId: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ updated_at: sql`now()` })
    .where('id', '=', applicationId)
    .execute();
}

export async function listApplicationSecrets(db: Db, applicationId: string): Promise<ApplicationSecretRow[]> {
  const rows = await db
    .selectFrom('application_secrets')
    .select(columns)
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(toRow);
}

export async function namedSecretDigests(db: Db, applicationId: string): Promise<NamedSecretDigest[]> {
  const rows = await db.selectFrom('application_secrets').select(['value_digest', 'expires_at']).where('application_id', '=', applicationId).execute();
  // PGlite answers bytea as a Uint8Array, pg as a Buffer.
  return rows.map((r) => ({ digest: Buffer.from(r.value_digest), expiresAt: r.expires_at }));
}

export async function insertApplicationSecret(
  db: Db,
  input: { applicationId: string; name: string; valueDigest: Buffer; expiresAt: Date | null },
): Promise<ApplicationSecretRow> {
  const row = await db
    .insertInto('application_secrets')
    .values({ application_id: input.applicationId, name: input.name, value_digest: input.valueDigest, expires_at: input.expiresAt })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await touchApplication(db, input.applicationId);
  return toRow(row);
}

export async function renameApplicationSecret(db: Db, applicationId: string, name: string, newName: string): Promise<ApplicationSecretRow | undefined> {
  const row = await db
    .updateTable('application_secrets')
    .set({ name: newName })
    .where('application_id', '=', applicationId)
    .where('name', '=', name)
    .returning(columns)
    .executeTakeFirst();
  if (row) await touchApplication(db, applicationId);
  return row && toRow(row);
}

export async function deleteApplicationSecret(db: Db, applicationId: string, name: string): Promise<boolean> {
  const result = await db.deleteFrom('application_secrets').where('application_id', '=', applicationId).where('name', '=', name).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await touchApplication(db, applicationId);
  return deleted;
}
