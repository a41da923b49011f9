// A new embedded (PGlite) database starts from a migrated copy: initdb in WASM and every
// migration cost 5–10 s of CPU, loading a copy ~1 s. The copy is the data directory as it stands
// right after the migrations (nothing of an instance's own: no keys, no admin), kept as a tarball
// under node_modules/.cache/tessera, named by what it depends on: each migration's code and the
// PGlite build. The first new database of an installation makes it; later ones load it. A cache
// that cannot be written (a read-only install) only means every new database is made the slow way.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { migrations } from '../../migrations/index.js';

/** The folder holding node_modules (the project, whether run from src/ or from dist/src/). */
function installRoot(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The installed PGlite's version (its package does not export package.json). */
export function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

let key: string | undefined;
/** Changes with any migration's code (as this process runs it) or the PGlite version. */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations))
    hash
      .update(name)
      .update(String(migration.up))
      .update(String(migration.down ?? ''));
  // The template's own format: 2 holds no template databases (saveTemplate).
  return (key = hash.update(pgliteVersion()).update('format 2').digest('hex').slice(0, 16));
}

/** Where the template of the current migrations is (or would be) kept; undefined without node_modules. */
export function templatePath(): string | undefined {
  const root = installRoot();
  return root && join(root, 'node_modules/.cache/tessera', `pglite-${templateKey()}.tar`);
}

/**
 * A template's bytes as the Blob PGlite loads. PGlite reads a template only through
 * `arrayBuffer()`, which Node's Blob answers by reading its parts in small chunks and joining
 * them: ~250 ms of CPU for a 30–40 MB tarball. This one hands over a copy of the bytes it holds
 * (a copy: the loaded database writes to the files it is given).
 */
export class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
    Object.defineProperty(this, 'size', { value: bytes.byteLength });
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Promise.resolve((buffer as ArrayBuffer).slice(byteOffset, byteOffset + byteLength));
  }
}

/** The template of the current migrations, when one was made. */
export function cachedTemplate(): Blob | undefined {
  const path = templatePath();
  if (!path || !existsSync(path)) return undefined;
  try {
    return new TemplateBlob(readFileSync(path));
  } catch {
    return undefined;
  }
}

/**
 * Keeps `client`'s data directory as the template (at `path`, the migrations' template by
 * default): to be called right after the migrations of a new database, before anything of the
 * instance is written. Returns whether it was written.
 */
export async function saveTemplate(client: PGlite, path = templatePath()): Promise<boolean> {
  if (!path) return false;
  try {
    // An embedded database is the one database of its instance: it never runs CREATE DATABASE,
    // so the template databases (template0, template1: a third of the files) go, and every
    // database loaded from the copy reads that much less.
    await client.exec('alter database template0 is_template false; alter database template1 is_template false');
    await client.exec('drop database template0');
    await client.exec('drop database template1');
    // A checkpoint first: a database loaded from the copy replays no WAL.
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('none');
    mkdirSync(dirname(path), { recursive: true });
    // Written beside and renamed: a process that stops half-way leaves no half template.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, path);
    return true;
  } catch {
    return false;
  }
}
