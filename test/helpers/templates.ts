// Migrated database templates, made once per set of migrations and shared by every test app:
// a PGlite data directory (a tarball each new in-memory database is loaded from, instead of
// initdb plus 33 migrations, ~5–10 s of WASM per app) and a Postgres template database (copied
// by CREATE DATABASE … TEMPLATE). Both are keyed by a hash of the migrations and the PGlite
// version, so a changed migration makes new ones; `.ci/run`'s two database runs share them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrator.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(root, 'node_modules/.cache/tessera-test');
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a template depends on: every migration's source and the PGlite build. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = join(root, 'migrations');
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 12);
}

/** The migrated PGlite data directory as a tarball; made when missing. Returns its path. */
export async function pgliteTemplate(key = templateKey()): Promise<string> {
  const file = join(cacheDir, `pglite-${key}.tar`);
  if (existsSync(file)) return file;
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  const client = new PGlite();
  const db = new Kysely<any>({ dialect: new PGliteDialect(client) });
  try {
    await migrateToLatest(db);
    // A checkpoint first: a database loaded from the tarball then replays no WAL.
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // Written beside and renamed: a run that stops half-way leaves no half tarball to load.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
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
 * beyond four. Built under another name and renamed, under an advisory lock, so that two runs at once
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
      const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: withDatabase(postgresAdminUrl, building), max: 1 }) }) });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // No connections: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      for (const { datname } of existing.rows.slice(3)) {
        await admin.query(`alter database ${datname} with is_template false`);
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(727001)');
    }
  });
}
