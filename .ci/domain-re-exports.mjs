#!/usr/bin/env node
// domain/ offers rules, not the repositories under it (issue 43 §4). A pass-through re-export
// (`export { findX } from '../../db/repositories/x.js'`) lets an outer layer reach the database
// while its import says domain/, which satisfies the layer rule's letter only; dependency-cruiser
// cannot tell it from an import of the same module, so this scans src/domain for it.
// Lines in .ci/domain-re-exports.known predate the check and are tolerated until the caller goes
// through a domain function (the list may only shrink); `--update` rewrites it from the tree.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compareWithKnown, root, sources } from './known-lines.mjs';

const knownFile = join(root, '.ci', 'domain-re-exports.known');
const reExport = /export\s+(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?)\s*from\s*['"]((\.\.\/)+db\/[^'"]+)['"]/g;

const found = [];
for (const file of sources(join(root, 'src', 'domain'), /\.(ts|mts|cts)$/)) {
  const rel = relative(root, file).split(sep).join('/');
  for (const match of readFileSync(file, 'utf8').matchAll(reExport)) found.push(`${rel}\t${match[0].replace(/\s+/g, ' ')}`);
}

const { fresh: freshIndexes, gone } = compareWithKnown(
  knownFile,
  '# Re-exports of src/db from src/domain that predate .ci/domain-re-exports.mjs: give the callers a domain function and drop the line.\n',
  found,
  'domain re-export(s)',
);
const fresh = freshIndexes.map((i) => found[i]);
if (fresh.length) {
  console.error('src/domain re-exports what src/db offers (give the caller a domain function that owns the rule instead):');
  for (const line of fresh) console.error('  ' + line.replace('\t', ': '));
  process.exit(1);
}
console.log(
  `no new re-exports of src/db from src/domain (${found.length} known tolerated` +
    (gone ? `; ${gone} are gone: run node .ci/domain-re-exports.mjs --update` : '') +
    ')',
);
