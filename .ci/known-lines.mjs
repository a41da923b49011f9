// What the tree checks in .ci/ share: a file of known lines that predate a check and are
// tolerated until removed. `sources` lists a folder's source files; `compareWithKnown` sets the
// lines found against the list: with `--update` it rewrites the list and exits; otherwise it
// returns the new lines (to fail on) and how many listed lines are gone from the tree.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function* sources(dir, extensions) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path, extensions);
    else if (extensions.test(entry.name)) yield path;
  }
}

/**
 * `found`: one key a match (file and line text, not the line number: an edit elsewhere in the
 * file must not make a known line new). Returns `{ fresh, gone }`: the indexes of the matches
 * not on the list, and the count of listed lines no longer in the tree.
 */
export function compareWithKnown(knownFile, header, found, what) {
  if (process.argv.includes('--update')) {
    writeFileSync(
      knownFile,
      header +
        [...found]
          .sort()
          .map((key) => key + '\n')
          .join(''),
    );
    console.log(`${found.length} known ${what} written to ${relative(root, knownFile)}`);
    process.exit(0);
  }
  const known = new Map();
  if (existsSync(knownFile)) {
    for (const line of readFileSync(knownFile, 'utf8').split('\n')) {
      if (line && !line.startsWith('#')) known.set(line, (known.get(line) ?? 0) + 1);
    }
  }
  const fresh = [];
  found.forEach((key, index) => {
    const left = known.get(key) ?? 0;
    if (left > 0) known.set(key, left - 1);
    else fresh.push(index);
  });
  const gone = [...known.values()].reduce((n, left) => n + left, 0);
  return { fresh, gone };
}
