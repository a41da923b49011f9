// SCIM provisioning connections; the bearer token is kept only as its SHA-256 digest.
import type { Db } from '../database.js';

export interface ScimConnection {
  id: string;
  name: string;
  organizationId: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

const COLUMNS = ['id', 'name', 'organization_id', 'created_at', 'revoked_at'] as const;

function toConnection(row: { id: string; name: string; organization_id: string | null; created_at: Date; revoked_at: Date | null }): ScimConnection {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  };
}

export async function insertScimConnection(
  db: Db,
  values: { id: string; name: string; organizationId: string | null; tokenDigest: Buffer },
): Promise<ScimConnection> {
  const row = await db
    .insertInto('scim_connections')
    .values({ id: values.id, name: values.name, organization_id: values.organizationId, token_digest: values.tokenDigest })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toConnection(row);
}

export async function listScimConnections(db: Db): Promise<ScimConnection[]> {
  const rows = await db.selectFrom('scim_connections').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toConnection);
}

/** A connection not yet revoked, with its token digest, for the bearer check. */
export async function findLiveScimConnection(db: Db, id: string): Promise<(ScimConnection & { tokenDigest: Buffer }) | undefined> {
  const row = await db
    .selectFrom('scim_connections')
    .select([...COLUMNS, 'token_digest'])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && { ...toConnection(row), tokenDigest: row.token_digest };
}

/** Revokes once: undefined when no live connection has this id. */
export async function revokeScimConnection(db: Db, id: string, now: Date): Promise<ScimConnection | undefined> {
  const row = await db
    .updateTable('scim_connections')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toConnection(row);
}
