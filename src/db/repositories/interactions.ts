// Sign-in interactions: the pending authorization request while the user signs in.
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../database.js';
import type { DB } from '../tables.js';

export interface InteractionRow {
  id: string;
  clientId: string;
  params: Record<string, unknown>;
  event: string;
  userId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date;
}

const columns = ['id', 'client_id', 'params', 'event', 'user_id', 'data', 'created_at', 'expires_at'] as const;

type Row = {
  id: string;
  client_id: string;
  params: Record<string, unknown>;
  event: string;
  user_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
};

function toInteraction(r: Row): InteractionRow {
  return {
    id: r.id,
    clientId: r.client_id,
    params: r.params,
    event: r.event,
    userId: r.user_id,
    data: r.data,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

export async function insertInteraction(
  db: Db,
  id: string,
  fields: { clientId: string; params: Record<string, unknown>; event: string; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('interactions')
    .values({
      id,
      client_id: fields.clientId,
      params: JSON.stringify(fields.params),
      event: fields.event,
      user_id: null,
      data: '{}',
      expires_at: sql<Date>`now() + make_interval(secs => ${fields.ttlSeconds})`,
    })
    .execute();
}

/** A pending interaction: neither expired nor completed. */
export async function findPendingInteraction(db: Db, id: string): Promise<InteractionRow | undefined> {
  const row = await db
    .selectFrom('interactions')
    .select(columns)
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toInteraction(row);
}

export interface InteractionUpdate {
  event?: string;
  userId?: string | null;
  data?: Record<string, unknown>;
}

export async function updateInteraction(db: Db, id: string, update: InteractionUpdate): Promise<InteractionRow | undefined> {
  const set: UpdateObject<DB, 'interactions'> = {};
  if (update.event !== undefined) set.event = update.event;
  if (update.userId !== undefined) set.user_id = update.userId;
  if (update.data !== undefined) set.data = JSON.stringify(update.data);
  const row = await db.updateTable('interactions').set(set).where('id', '=', id).where('completed_at', 'is', null).returning(columns).executeTakeFirst();
  return row && toInteraction(row);
}

/** Marks the interaction done; false when it was already completed (a replayed submit). */
export async function completeInteractionRow(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('interactions')
    .set({ completed_at: sql`now()` })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function purgeExpiredInteractions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('interactions')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
