// Administrators' test sign-ins in flight (migration 20261209_0100): each opened once, by the
// browser that then comes back with the provider's answer, and taken (deleted) when it does.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ConnectorTestsTable } from '../tables-connectors.js';

export type ConnectorTestRow = Selectable<ConnectorTestsTable>;

export async function insertConnectorTest(db: Db, row: Insertable<ConnectorTestsTable>): Promise<void> {
  await db.insertInto('connector_tests').values(row).execute();
}

/** Marks a live, unopened test opened; its authorization URI, or undefined (unknown, expired or opened already). */
export async function openConnectorTest(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('connector_tests')
    .set({ opened_at: sql`now()` })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('authorization_uri')
    .executeTakeFirst();
  return row?.authorization_uri;
}

/** A live test that was opened (a browser went to the provider with it). */
export async function findOpenedConnectorTest(db: Db, id: string): Promise<ConnectorTestRow | undefined> {
  return db
    .selectFrom('connector_tests')
    .selectAll()
    .where('id', '=', id)
    .where('opened_at', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Takes (deletes) a live, opened test: undefined when another request took it first. */
export async function takeConnectorTest(db: Db, id: string): Promise<ConnectorTestRow | undefined> {
  return db
    .deleteFrom('connector_tests')
    .where('id', '=', id)
    .where('opened_at', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Forgets tests nobody finished. */
export async function purgeExpiredConnectorTests(db: Db): Promise<void> {
  await db
    .deleteFrom('connector_tests')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
