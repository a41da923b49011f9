import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../../migrations/index.js';

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when every known migration has been applied (used by /ready). */
export async function migrationsApplied(db: Kysely<any>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
