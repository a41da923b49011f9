// Tessera starts with a young generation that keeps its full size after a quiet spell
// (`--min-semi-space-size=16` in `npm start` and the container image). By default V8 shrinks it
// to about 1 MB at the first young collection after a quiet spell of ~15 s or more, and grows it
// back only step by step over the next hundreds of MB of allocation. Meanwhile young collections
// come every megabyte or so, and what a request keeps while it waits on the database (its audit
// row in a batch, a pg query and its timer) is alive at two of them and moves to the old
// generation, which only a full collection frees (a full collection inside a fixed-rate window
// the bench judges was a 75–110 ms stall on one core; docs/operations.md, Memory).
// Checked here: the start flags carry the setting, and under them a process that goes quiet for
// 20 s and then takes load keeps its young generation and promotes what is in flight far less,
// while a control under V8's default shrinks it (so the test can fail). Lifetimes are counted in
// bytes allocated, not in milliseconds, so a busy CI machine does not change the verdict.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startScriptNodeFlags } from '../lib/proc.js';

const run = promisify(execFile);

// Each request makes ~10 KB that dies at once and one small record that stays in flight for the
// next 1,000 requests (~10 MB of allocation), as a request's row waits for its batch to commit.
// V8 shrank the young generation after 20 s of quiet here; 5 s was not enough (it judges the
// allocation rate since the last young collection).
const LOAD_QUIET_LOAD = `
const IN_FLIGHT = 1000;
const inFlight = new Array(IN_FLIGHT);
let n = 0;
function request() {
  const garbage = [];
  for (let j = 0; j < 60; j++) garbage.push({ a: j, b: 'x' + j, c: [j, n] });
  globalThis.sink = garbage;
  inFlight[n % IN_FLIGHT] = { id: n, body: 'r'.repeat(100) + n, fields: { a: n, b: [n, n, n] } };
  n++;
}
async function requests(count) {
  for (let done = 0; done < count; done += 100) {
    for (let k = 0; k < 100; k++) request();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
await requests(100000);
await new Promise((resolve) => setTimeout(resolve, 20000));
console.log('measured-from-here');
await requests(100000);
console.log('done');
`;

interface YoungCollections {
  /** Bytes allocated between one young collection and the next, in order (after the quiet spell). */
  allocatedBetween: number[];
  /** Bytes those young collections promoted to the old generation. */
  promoted: number;
}

async function afterQuietSpell(flags: string[]): Promise<YoungCollections> {
  const { stdout } = await run(process.execPath, [...flags, '--trace-gc-nvp', '--input-type=module', '-e', LOAD_QUIET_LOAD], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const measured = stdout.slice(stdout.indexOf('measured-from-here'));
  expect(measured).toContain('done');
  const scavenges = measured.split('\n').filter((line) => /\bgc=s\b/.test(line));
  const field = (line: string, name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(line)?.[1] ?? NaN);
  return {
    allocatedBetween: scavenges.map((line) => field(line, 'allocated')),
    promoted: scavenges.reduce((sum, line) => sum + field(line, 'promoted'), 0),
  };
}

const MB = 1024 * 1024;

describe('the young generation Tessera starts with', () => {
  it('keeps at least 16 MB per semi-space: npm start (and so the container image and the bench) says so', () => {
    expect(startScriptNodeFlags()).toContain('--min-semi-space-size=16');
  });

  it('keeps its size through a quiet spell and promotes less of what is in flight, where V8 by default shrinks it', async () => {
    const [flagged, control] = await Promise.all([afterQuietSpell(startScriptNodeFlags()), afterQuietSpell([])]);
    for (const c of [flagged, control]) expect(c.allocatedBetween.length).toBeGreaterThan(20);
    // The first young collection after the quiet spell counts what was allocated before it too.
    // Under the flags every later one comes after ~13 MB (here); V8's default starts again at
    // ~1 MB and doubles it every ~15 collections.
    expect(Math.min(...flagged.allocatedBetween.slice(1))).toBeGreaterThan(10 * MB);
    expect(Math.min(...control.allocatedBetween.slice(1))).toBeLessThan(3 * MB);
    // ~2.5 MB promoted under the flags, 7–9 MB under the default (here).
    expect(flagged.promoted).toBeLessThan(control.promoted / 2);
  }, 120_000);
});
