// In-progress experiences (one per browser or custom UI): which flow, the interaction it
// belongs to, the user once identified, and pending input between steps.
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../database.js';
import type { DB } from '../tables.js';

export type ExperienceEvent = 'SignIn' | 'Register' | 'ForgotPassword';

export interface ExperienceState {
  id: string;
  interactionId: string | null;
  event: ExperienceEvent;
  userId: string | null;
  pending: Record<string, unknown>;
  expiresAt: Date;
}

const columns = ['id', 'interaction_id', 'event', 'user_id', 'pending', 'expires_at'] as const;

type Row = {
  id: string;
  interaction_id: string | null;
  event: ExperienceEvent;
  user_id: string | null;
  pending: Record<string, unknown>;
  expires_at: Date;
};

const toState = (r: Row): ExperienceState => ({
  id: r.id,
  interactionId: r.interaction_id,
  event: r.event,
  userId: r.user_id,
  pending: r.pending,
  expiresAt: r.expires_at,
});

export async function insertExperienceState(
  db: Db,
  s: { id: string; interactionId: string | null; event: ExperienceEvent; ttlSeconds: number },
): Promise<ExperienceState> {
  const row = await db
    .insertInto('experience_states')
    .values({
      id: s.id,
      interaction_id: s.interactionId,
      event: s.event,
      pending: '{}',
      expires_at: sql<Date>`now() + make_interval(secs => ${s.ttlSeconds})`,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toState(row);
}

export async function findLiveExperienceState(db: Db, id: string): Promise<ExperienceState | undefined> {
  const row = await db
    .selectFrom('experience_states')
    .select(columns)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toState(row);
}

export interface ExperienceStateWrite {
  interactionId?: string | null;
  event?: ExperienceEvent;
  userId?: string | null;
  pending?: Record<string, unknown>;
}

export async function updateExperienceState(db: Db, id: string, w: ExperienceStateWrite): Promise<void> {
  const set: UpdateObject<DB, 'experience_states'> = { updated_at: sql`now()` };
  if (w.interactionId !== undefined) set.interaction_id = w.interactionId;
  if (w.event !== undefined) set.event = w.event;
  if (w.userId !== undefined) set.user_id = w.userId;
  if (w.pending !== undefined) set.pending = JSON.stringify(w.pending);
  await db.updateTable('experience_states').set(set).where('id', '=', id).execute();
}

export async function deleteExperienceState(db: Db, id: string): Promise<void> {
  await db.deleteFrom('experience_states').where('id', '=', id).execute();
}

export async function purgeExpiredExperienceStates(db: Db): Promise<void> {
  await db
    .deleteFrom('experience_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
