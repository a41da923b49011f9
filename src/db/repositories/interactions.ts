// Sign-in interactions: the pending authorization request while the user signs in. The same
// store keeps a sign-up or password reset visited directly (no authorization request): a row of
// its own without a client, never found as an interaction (findPendingInteraction), only by the
// experience that made it (findPendingExperienceRow). A sign-in to a SAML application is an
// interaction whose requester is that application (saml_application_id instead of client_id):
// to the flows, its `clientId` is the SAML application's id.
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

const columns = ['id', 'client_id', 'saml_application_id', 'params', 'event', 'user_id', 'data', 'created_at', 'expires_at'] as const;

type Row = {
  id: string;
  client_id: string | null;
  saml_application_id: string | null;
  params: Record<string, unknown>;
  event: string;
  user_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
};

function toInteraction(r: Row, clientId: string): InteractionRow {
  return {
    id: r.id,
    clientId,
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
  fields: { clientId: string; params: Record<string, unknown>; event: string; ttlSeconds: number; requester?: 'oidc' | 'saml' },
): Promise<void> {
  const saml = fields.requester === 'saml';
  await db
    .insertInto('interactions')
    .values({
      id,
      client_id: saml ? null : fields.clientId,
      saml_application_id: saml ? fields.clientId : null,
      params: JSON.stringify(fields.params),
      event: fields.event,
      user_id: null,
      data: '{}',
      expires_at: sql<Date>`now() + make_interval(secs => ${fields.ttlSeconds})`,
    })
    .execute();
}

/** Who asked for the sign-in: an OIDC client or a SAML application; null for a direct visit. */
const requesterOf = (r: Pick<Row, 'client_id' | 'saml_application_id'>): string | null => r.client_id ?? r.saml_application_id;
const asInteraction = (r: Row | undefined): InteractionRow | undefined => {
  const clientId = r && requesterOf(r);
  return r && clientId ? toInteraction(r, clientId) : undefined;
};

/** A pending interaction (of an authorization request): neither expired nor completed. */
export async function findPendingInteraction(db: Db, id: string): Promise<InteractionRow | undefined> {
  const row = await db
    .selectFrom('interactions')
    .select(columns)
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return asInteraction(row);
}

/** The row an experience keeps its state in: `clientId` null for a direct visit. */
export interface ExperienceRow {
  id: string;
  clientId: string | null;
  data: Record<string, unknown>;
}

/** Opens the row of an experience visited directly (no client); it expires after `ttlSeconds`. */
export async function insertDirectExperienceRow(
  db: Db,
  id: string,
  fields: { event: string; data: Record<string, unknown>; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('interactions')
    .values({
      id,
      client_id: null,
      params: '{}',
      event: fields.event,
      user_id: null,
      data: JSON.stringify(fields.data),
      expires_at: sql<Date>`now() + make_interval(secs => ${fields.ttlSeconds})`,
    })
    .execute();
}

/** A pending row (an interaction, or a direct visit's), for the experience it keeps. */
export async function findPendingExperienceRow(db: Db, id: string): Promise<ExperienceRow | undefined> {
  const row = await db
    .selectFrom('interactions')
    .select(['id', 'client_id', 'saml_application_id', 'data'])
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { id: row.id, clientId: requesterOf(row), data: row.data };
}

/** Writes the data of a pending row, whichever kind; false when it is gone. */
export async function updateExperienceRowData(db: Db, id: string, data: Record<string, unknown>): Promise<boolean> {
  const result = await db
    .updateTable('interactions')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a direct visit's row (an interaction's row ends by completing or expiring). */
export async function deleteDirectExperienceRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('interactions').where('id', '=', id).where('client_id', 'is', null).where('saml_application_id', 'is', null).execute();
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
  const row = await db
    .updateTable('interactions')
    .set(set)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('client_id', 'is not', null), eb('saml_application_id', 'is not', null)]))
    .where('completed_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return asInteraction(row);
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
