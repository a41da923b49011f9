#!/usr/bin/env node
// Only src/db/ and migrations/ build SQL (shared/STYLE.md). dependency-cruiser keeps kysely's
// values (sql``, Kysely) out of the other layers, but a layer holding a Db handle can still call
// db.selectFrom(…) with no import at all, so this scans the sources for query building.
// Lines listed in .ci/sql-outside-db.known predate the check and are tolerated (to be moved
// into src/db); any other match fails. `--update` rewrites that list from the current tree.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compareWithKnown, root, sources } from './known-lines.mjs';

const knownFile = join(root, '.ci', 'sql-outside-db.known');
const pattern =
  /\bsql(<[^`\n]*>)?`|\bsql\.(raw|ref|id|lit|val|join|table)\(|\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/;

const found = [];
for (const file of sources(join(root, 'src'), /\.(ts|tsx|mts|cts|js|mjs)$/)) {
  const rel = relative(root, file).split(sep).join('/');
  if (rel.startsWith('src/db/')) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line) => {
      if (pattern.test(line)) found.push(`${rel}\t${line.trim()}`);
    });
}

const { fresh: freshIndexes, gone } = compareWithKnown(
  knownFile,
  '# Query building outside src/db that predates .ci/sql-outside-db.mjs: move it into src/db.\n',
  found,
  'SQL-outside-db line(s)',
);
const fresh = freshIndexes.map((i) => found[i]);
if (fresh.length) {
  console.error('SQL built outside src/db and migrations (move it into a repository in src/db):');
  for (const line of fresh) console.error('  ' + line.replace('\t', ': '));
  process.exit(1);
}
const tolerated = found.length;
console.log(
  `no new SQL outside src/db (${tolerated} known line(s) tolerated` + (gone ? `; ${gone} known line(s) are gone: run npm run lint:deps:baseline` : '') + ')',
);
