// Social connectors, and finding a user by a linked identity. The client secret is read only by
// findConnectorSecret: the shown columns leave it out, so no listing can return it.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { ConnectorFactoryId, ConnectorsTable } from '../tables-connectors.js';
import type { User } from './users.js';
import { findUserById } from './users.js';

export type { ConnectorFactoryId };

/** A connector as stored, without its secret. */
export interface ConnectorRow {
  id: string;
  connectorId: ConnectorFactoryId;
  target: string;
  config: Record<string, unknown>;
  metadata: Record<string, unknown>;
  syncProfile: boolean;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const shown = ['id', 'connector_id', 'target', 'config', 'metadata', 'sync_profile', 'enabled', 'created_at', 'updated_at'] as const;

type Row = {
  id: string;
  connector_id: ConnectorFactoryId;
  target: string;
  config: Record<string, unknown>;
  metadata: Record<string, unknown>;
  sync_profile: boolean;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
};

const toConnector = (r: Row): ConnectorRow => ({
  id: r.id,
  connectorId: r.connector_id,
  target: r.target,
  config: r.config,
  metadata: r.metadata,
  syncProfile: r.sync_profile,
  enabled: r.enabled,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export interface ConnectorWrite {
  target?: string;
  config?: Record<string, unknown>;
  clientSecret?: string;
  metadata?: Record<string, unknown>;
  syncProfile?: boolean;
  enabled?: boolean;
}

function toColumns(w: ConnectorWrite): Updateable<ConnectorsTable> {
  const out: Updateable<ConnectorsTable> = {};
  if (w.target !== undefined) out.target = w.target;
  if (w.config !== undefined) out.config = JSON.stringify(w.config);
  if (w.clientSecret !== undefined) out.client_secret = w.clientSecret;
  if (w.metadata !== undefined) out.metadata = JSON.stringify(w.metadata);
  if (w.syncProfile !== undefined) out.sync_profile = w.syncProfile;
  if (w.enabled !== undefined) out.enabled = w.enabled;
  return out;
}

export async function insertConnector(db: Db, id: string, connectorId: ConnectorFactoryId, fields: Required<ConnectorWrite>): Promise<ConnectorRow> {
  const row = await db
    .insertInto('connectors')
    .values({ ...toColumns(fields), id, connector_id: connectorId, target: fields.target, client_secret: fields.clientSecret })
    .returning(shown)
    .executeTakeFirstOrThrow();
  return toConnector(row);
}

export async function findConnector(db: Db, id: string): Promise<ConnectorRow | undefined> {
  const row = await db.selectFrom('connectors').select(shown).where('id', '=', id).executeTakeFirst();
  return row && toConnector(row);
}

/** Every connector, oldest first (the order the sign-in page shows their buttons in). */
export async function listConnectors(db: Db): Promise<ConnectorRow[]> {
  const rows = await db.selectFrom('connectors').select(shown).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toConnector);
}

/** The stored (possibly sealed) client secret. */
export async function findConnectorSecret(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('connectors').select('client_secret').where('id', '=', id).executeTakeFirst();
  return row?.client_secret;
}

export async function updateConnectorRow(db: Db, id: string, fields: ConnectorWrite): Promise<ConnectorRow | undefined> {
  const row = await db
    .updateTable('connectors')
    .set({ ...toColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(shown)
    .executeTakeFirst();
  return row && toConnector(row);
}

export async function deleteConnectorRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('connectors').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Serializes, until the transaction ends, the work on one upstream identity (target, upstream
 * user id): two first sign-ins of the same person racing each other do not create two accounts.
 */
export async function lockIdentity(db: Db, target: string, identityId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`identity:${target}:${identityId}`}, 0))`.execute(db);
}

/** The user whose identities[target].userId is `identityId`. */
export async function findUserByIdentity(db: Db, target: string, identityId: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`identities @> ${JSON.stringify({ [target]: { userId: identityId } })}::jsonb`)
    .executeTakeFirst();
  return row ? findUserById(db, row.id) : undefined;
}

/** Sets (or with `identity` null removes) one linked identity, leaving the others as they are. */
export async function setUserIdentity(db: Db, userId: string, target: string, identity: Record<string, unknown> | null): Promise<User | undefined> {
  const value =
    identity === null
      ? sql<string>`identities - ${target}::text`
      : sql<string>`jsonb_set(identities, array[${target}::text], ${JSON.stringify(identity)}::jsonb, true)`;
  const row = await db
    .updateTable('users')
    .set({ identities: value, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row ? findUserById(db, row.id) : undefined;
}

/** A pending interaction's data, its row locked until the transaction ends (single-use steps). */
export async function lockPendingInteractionData(db: Db, interactionId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('interactions')
    .select('data')
    .where('id', '=', interactionId)
    .where((eb) => eb.or([eb('client_id', 'is not', null), eb('saml_application_id', 'is not', null)]))
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  return row?.data;
}

/** The target of every social connector (the keys the sign-in experience offers them by). */
export async function listConnectorTargets(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('connectors').select('target').execute();
  return rows.map((r) => r.target);
}
