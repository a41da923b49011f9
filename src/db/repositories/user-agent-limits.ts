// A user's limits on the applications (agents) that act for them by token exchange: one row per
// (user, application) naming the resource indicators that application may reach (migration
// 20261205_2200). No row: the user set no limit.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface UserAgentLimitRow {
  userId: string;
  applicationId: string;
  applicationName: string;
  resources: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** The user's limits, by application name. */
export async function listUserAgentLimits(db: Db, userId: string): Promise<UserAgentLimitRow[]> {
  const rows = await db
    .selectFrom('user_agent_limits as l')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .select(['l.user_id', 'l.application_id', 'a.name', 'l.resources', 'l.created_at', 'l.updated_at'])
    .where('l.user_id', '=', userId)
    .orderBy('a.name')
    .orderBy('l.application_id')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    applicationId: r.application_id,
    applicationName: r.name,
    resources: r.resources,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** The resources the user allows this application to reach; undefined when the user set no limit. */
export async function findUserAgentLimit(db: Db, userId: string, applicationId: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('user_agent_limits')
    .select('resources')
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row?.resources;
}

export async function countUserAgentLimits(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_agent_limits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function upsertUserAgentLimit(db: Db, userId: string, applicationId: string, resources: string[]): Promise<void> {
  await db
    .insertInto('user_agent_limits')
    .values({ user_id: userId, application_id: applicationId, resources: JSON.stringify(resources) })
    .onConflict((oc) => oc.columns(['user_id', 'application_id']).doUpdateSet({ resources: JSON.stringify(resources), updated_at: sql<Date>`now()` }))
    .execute();
}

export async function deleteUserAgentLimit(db: Db, userId: string, applicationId: string): Promise<boolean> {
  const result = await db.deleteFrom('user_agent_limits').where('user_id', '=', userId).where('application_id', '=', applicationId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
