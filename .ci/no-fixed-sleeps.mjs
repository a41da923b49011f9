#!/usr/bin/env node
// No fixed sleeps in the tests (issue 41: a CI that proves a change in minutes). A test that
// sleeps to see something expire should move the app's clock instead (test/helpers/clock.ts,
// `app.clock.advance(ms)`); one that sleeps for something asynchronous (a delivery, a claim, a
// log line) should wait for it with a deadline (test/helpers/wait-for.ts, `waitFor`); a "nothing
// else happened" check should wait for a sign that the processing finished (the outbox row
// handled, the delivery logged), not for time. A fixed sleep is too short on a loaded CI host and
// wasted on an idle one.
//
// What counts as a fixed sleep, in test/**/*.ts:
//   - a promise resolved by a timer:            new Promise((r) => setTimeout(r, 500))
//   - node's promise timers:                    import { setTimeout } from 'node:timers/promises'
//   - awaiting a sleep-like helper:             await sleep(…) / await delay(…) / await pause(…)
//   - defining one:                             const sleep = (ms) => …setTimeout…
// A timer that does something else (a stub answering late: setTimeout(() => res.end(…), 6000))
// is not a sleep and is not matched.
//
// ALLOWED below lists the places where waiting on the wall clock is the point, each with why.
// Lines in .ci/no-fixed-sleeps.known predate this check and are tolerated until converted (the
// list may only shrink); `--update` rewrites it from the current tree, as sql-outside-db does.
// Exit 1 lists each new sleep as file:line.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compareWithKnown, root, sources } from './known-lines.mjs';

const knownFile = join(root, '.ci', 'no-fixed-sleeps.known');

/** Path prefixes (from the repository root) where a wall-clock wait is the thing under test. */
const ALLOWED = [
  // The one polling primitive: it sleeps between looks at a condition, under a deadline.
  { path: 'test/helpers/wait-for.ts', why: 'the waitFor helper itself' },
];

const PATTERNS = [
  /new Promise\s*(<[^>]*>)?\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*(void\s+)?setTimeout\(\s*\2\s*,/,
  /from\s+['"](node:)?timers\/promises['"]/,
  /\bawait\s+(sleep|delay|pause|wait)\s*\(/,
  /\b(const|let|function)\s+(sleep|delay|pause)\b/,
];

const found = [];
for (const file of sources(join(root, 'test'), /\.(ts|mts|cts|tsx)$/)) {
  const rel = relative(root, file).split(sep).join('/');
  if (ALLOWED.some((a) => rel.startsWith(a.path))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (PATTERNS.some((p) => p.test(line))) found.push({ rel, line: i + 1, text: line.trim() });
    });
}

const { fresh: freshIndexes, gone } = compareWithKnown(
  knownFile,
  '# Fixed sleeps in test/ that predate .ci/no-fixed-sleeps.mjs: convert them (app.clock.advance, waitFor) and drop the line.\n',
  found.map((f) => `${f.rel}\t${f.text}`),
  'fixed sleep(s)',
);
const fresh = freshIndexes.map((i) => found[i]);
if (fresh.length) {
  console.error('Fixed sleeps in tests (move the app clock with app.clock.advance, or wait for a condition with waitFor from test/helpers/wait-for.ts):');
  for (const f of fresh) console.error(`  ${f.rel}:${f.line}: ${f.text}`);
  process.exit(1);
}
console.log(`no new fixed sleeps in test/ (${found.length} known, to convert${gone ? `; ${gone} gone from the list: run with --update` : ''})`);
