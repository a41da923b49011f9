// V8's memory reducer is off wherever Tessera is started for real: `npm start`, the container
// image, and every server the bench starts. When a process goes quiet the reducer shrinks the
// heap and starts full collections, and when traffic comes back it is still at it: in the bench
// that put a 250–700 ms backlog at the start of a burst (docs/operations.md, Memory). The flag
// only works on the node command line, so what is checked here is that command line, and that
// the flags it carries do keep V8 from running a reducing collection once a process goes quiet.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startScriptNodeFlags } from '../lib/proc.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The exec-form CMD of the Dockerfile's final stage. */
function dockerfileCommand(): string[] {
  const cmds = readFileSync(`${root}Dockerfile`, 'utf8').match(/^CMD\s+(\[.*\])\s*$/gm) ?? [];
  expect(cmds.length).toBeGreaterThan(0);
  return JSON.parse(cmds.at(-1)!.replace(/^CMD\s+/, '')) as string[];
}

// Allocates for 1.5 s, then stays quiet: V8 reduced 15–24 s into the quiet spell here, once more
// than 40 s (its timer checks every 8 s whether the heap is quiet enough). It lives 90 s at
// most; the control stops at its first reducing collection.
const BURST_THEN_QUIET = `
let keep = [];
const iv = setInterval(() => { for (let i = 0; i < 100000; i++) { keep.push({ a: i, b: 'x' + i }); if (keep.length > 50000) keep = []; } }, 5);
setTimeout(() => { clearInterval(iv); keep = []; console.log('quiet'); }, 1500);
setTimeout(() => {}, 90000);
`;

interface Traced {
  /** Everything the process printed, once it has exited. */
  output: Promise<string>;
  stop(): void;
}

/** Runs the script under `flags` plus --trace-gc; it stops by itself on its first reducing collection. */
function traceGc(flags: string[]): Traced {
  const child = spawn(process.execPath, [...flags, '--trace-gc', '--input-type=module', '-e', BURST_THEN_QUIET], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (/\(reduce\)/.test(out)) child.kill();
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const output = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
  return { output, stop: () => child.kill() };
}

describe('V8 memory reducer', () => {
  it('is off in npm start, and the container image starts node with the same flags', () => {
    const flags = startScriptNodeFlags(`${root}package.json`);
    expect(flags).toContain('--no-memory-reducer');
    expect(dockerfileCommand()).toEqual(['node', ...flags, 'dist/src/main.js']);
  });

  it('runs no reducing collection in a quiet process started with those flags, and does without them', async (ctx) => {
    // Both at once: the wait is V8's, not CPU. The flagged process gets the quiet spell in which
    // the control reduced, and two seconds more.
    const flagged = traceGc(startScriptNodeFlags(`${root}package.json`));
    const without = await traceGc([]).output;
    if (/\(reduce\)/.test(without)) setTimeout(() => flagged.stop(), 2000);
    const withFlags = await flagged.output;
    for (const out of [withFlags, without]) {
      expect(out).toContain('quiet');
      expect(out).toMatch(/Scavenge/);
    }
    expect(withFlags).not.toMatch(/\(reduce\)/);
    // The control shows the trace would catch one: V8's default reduces a quiet heap (its first
    // reducing collection may be a scavenge or a mark-compact). Once in CI, with the other test
    // files busy, it had not within the control's 90 s: then the quiet flagged process proves
    // nothing, and the test says so instead of passing or failing on it.
    if (!/(Scavenge|Mark-Compact) \(reduce\)/.test(without)) {
      ctx.skip('V8 did not reduce the control within 90 s on this machine: nothing to compare the flagged process with');
    }
  }, 120_000);
});
