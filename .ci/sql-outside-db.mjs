#!/usr/bin/env node
// Only src/db/ and migrations/ build SQL (shared/STYLE.md). dependency-cruiser keeps kysely's
// values (sql``, Kysely) out of the other layers, but a layer holding a Db handle can still call
// db.selectFrom(…) with no import at all, so this scans the sources for query building.
// Lines listed in .ci/sql-outside-db.known predate the check and are tolerated (to be moved
// into src/db); any other match fails. `--update` rewrites that list from the current tree.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const knownFile = join(root, '.ci', 'sql-outside-db.known');
const pattern =
  /\bsql(<[^`\n]*>)?`|\bsql\.(raw|ref|id|lit|val|join|table)\(|\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const file of sources(join(root, 'src'))) {
  const rel = relative(root, file).split(sep).join('/');
  if (rel.startsWith('src/db/')) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line) => {
      if (pattern.test(line)) found.push(`${rel}\t${line.trim()}`);
    });
}

if (process.argv.includes('--update')) {
  const header = '# Query building outside src/db that predates .ci/sql-outside-db.mjs: move it into src/db.\n';
  writeFileSync(knownFile, header + found.sort().map((l) => l + '\n').join(''));
  console.log(`${found.length} known SQL-outside-db line(s) written to ${relative(root, knownFile)}`);
  process.exit(0);
}

const known = new Map();
if (existsSync(knownFile)) {
  for (const line of readFileSync(knownFile, 'utf8').split('\n')) {
    if (line && !line.startsWith('#')) known.set(line, (known.get(line) ?? 0) + 1);
  }
}
const fresh = [];
for (const line of found) {
  const left = known.get(line) ?? 0;
  if (left > 0) known.set(line, left - 1);
  else fresh.push(line);
}
const gone = [...known].filter(([, n]) => n > 0).length;
if (fresh.length) {
  console.error('SQL built outside src/db and migrations (move it into a repository in src/db):');
  for (const line of fresh) console.error('  ' + line.replace('\t', ': '));
  process.exit(1);
}
const tolerated = found.length;
console.log(
  `no new SQL outside src/db (${tolerated} known line(s) tolerated` +
    (gone ? `; ${gone} known line(s) are gone: run npm run lint:deps:baseline` : '') +
    ')',
);
