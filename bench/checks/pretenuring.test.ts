// V8_PRETENURING as V8 applies it: where a hot literal's objects are made, read back from V8 in
// child processes (the setting's parsing and precedence stay in test/observability/pretenuring.test.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('allocation-site pretenuring (V8)', () => {
  // One literal made in a hot loop whose objects all stay alive (a small young generation fills
  // quickly): V8 tenures its site, and its next objects are born old. %InYoungGeneration says
  // where each of the next 100 was made, asked as it is made.
  it("decides where a surviving literal's next objects are made", () => {
    const youngOf = (env: Record<string, string>, nodeArgs: string[] = []) => {
      const script = [
        "import { loadConfig } from './src/config.ts';",
        "import { applyPretenuring } from './src/observability/pretenuring.ts';",
        "applyPretenuring(loadConfig({ V8_PRETENURING: process.env.V8_PRETENURING ?? '' }).v8Pretenuring);",
        'function make(i) { return { i, j: i + 1 }; }',
        'const kept = [];',
        'for (let round = 0; round < 60; round++) for (let k = 0; k < 50_000; k++) kept.push(make(k));',
        // Each object is asked where it was born before anything else is allocated: a young
        // collection in between would move a page this full of live objects to the old
        // generation whole (page promotion), with or without pretenuring.
        "const young = new Function('o', 'return %InYoungGeneration(o)');",
        // Warmed first: V8 allocates a function's feedback after its first calls, not between these.
        'for (let k = 0; k < 50; k++) young(make(k));',
        'let bornYoung = 0;',
        'for (let k = 0; k < 100; k++) { const o = make(k); if (young(o)) bornYoung++; kept.push(o); }',
        'console.log(bornYoung, kept.length);',
      ].join('\n');
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--allow-natives-syntax', '--max-semi-space-size=1', ...nodeArgs, '--input-type=module', '-e', script],
        { cwd: root, env: { ...process.env, V8_PRETENURING: '', ...env }, encoding: 'utf8' },
      );
      return Number(out.trim().split('\n').pop()!.split(' ')[0]);
    };
    // Off (the default): every object is made young, however long its siblings lived.
    expect(youngOf({})).toBe(100);
    // V8's heuristic back: the site is tenured and its objects are made old.
    expect(youngOf({ V8_PRETENURING: 'true' })).toBe(0);
    // The command line wins over the default.
    expect(youngOf({}, ['--allocation-site-pretenuring'])).toBe(0);
  });
});
