// Migrated database templates, made once per set of migrations and shared by every test app:
// the PGlite one the server itself keeps (src/db/pglite-template.ts: a tarball each new in-memory
// database is loaded from, instead of initdb plus every migration, ~5–10 s of WASM per app) and a
// Postgres template database (copied by CREATE DATABASE … TEMPLATE). Both are keyed by the
// migrations, so a changed migration makes new ones; `.ci/run`'s two database runs share them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { pgliteVersion, saveTemplate, templatePath } from '../../src/db/pglite-template.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the Postgres template depends on: every migration's source. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = join(root, 'migrations');
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The installation's migrated PGlite template (src/db/pglite-template.ts), made when missing, as
 * the server makes it at its first start on a new embedded database. Returns its path.
 */
export async function pgliteTemplate(): Promise<string> {
  const path = templatePath();
  if (!path) throw new Error('no node_modules folder to keep the PGlite template in');
  if (existsSync(path)) return path;
  const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', pgliteTemplate: 'cached' });
  try {
    await migrateToLatest(database.db);
    if (!(await database.keepAsTemplate?.())) throw new Error(`could not write the PGlite template ${path}`);
  } finally {
    await database.close();
  }
  return path;
}

/**
 * A PGlite data directory as initdb leaves it, no migration applied, for the tests of migrating
 * itself (test/helpers/migration.ts): initdb in WASM costs ~5 s of CPU per database, loading this
 * copy under one. Kept beside the migrated template, named by the PGlite version only (no
 * migration changes it). Returns its path.
 */
export async function pgliteEmptyTemplate(): Promise<string> {
  const migrated = templatePath();
  if (!migrated) throw new Error('no node_modules folder to keep the PGlite template in');
  const path = join(dirname(migrated), `pglite-empty-${pgliteVersion()}.tar`);
  if (existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
  try {
    await client.waitReady;
    if (!(await saveTemplate(client, path))) throw new Error(`could not write the empty PGlite template ${path}`);
  } finally {
    await client.close();
  }
  return path;
}

async function onPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The migrated Postgres template database; made when missing. Returns its name. Templates of
 * other migrations are kept (another checkout may be testing them) but the oldest are dropped
 * beyond eight (worktrees testing different migrations at once each need theirs). Built under another name and renamed, under an advisory lock, so that two runs at once
 * (or a run that died half-way) never clone a half-migrated template.
 */
export async function postgresTemplate(key = templateKey()): Promise<string> {
  const name = `tessera_template_${key}`;
  return onPostgres(async (admin) => {
    await admin.query('select pg_advisory_lock(727001)');
    try {
      const existing = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'tessera_template_%' and datname not like '%_building' order by oid desc`,
      );
      if (existing.rows.some((row) => row.datname === name)) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = new Kysely<any>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: withDatabase(postgresAdminUrl, building), max: 1 }) }),
      });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // No connections: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      for (const { datname } of existing.rows.slice(7)) {
        await admin.query(`alter database ${datname} with is_template false`);
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(727001)');
    }
  });
}
