// What `tessera doctor` asks the database (only db/ builds SQL): its clock and pending migrations.
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from '../../migrations/index.js';

/** The database's clock as read in one round trip, with the local time at its middle. */
export async function databaseClock(db: Kysely<any>): Promise<{ database: Date; local: Date; roundTripMs: number }> {
  const before = Date.now();
  const { rows } = await sql<{ now: Date | string }>`select now() as now`.execute(db);
  const after = Date.now();
  return { database: new Date(rows[0]!.now), local: new Date((before + after) / 2), roundTripMs: after - before };
}

/** Known migrations not yet applied, oldest first. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
