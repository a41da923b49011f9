// V8_PRETENURING: V8's allocation-site pretenuring is off at start unless the setting or the node
// command line turns it on, and what V8 then does is read back from V8 itself: where a hot
// literal's objects are made once its objects were seen to survive young collections.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { pretenuringSetOnCommandLine } from '../../src/observability/pretenuring.js';
import { v8FlagOnCommandLine } from '../../src/observability/v8-flags.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('allocation-site pretenuring', () => {
  it('is off by default and the setting reads as every boolean does', () => {
    expect(loadConfig({}).v8Pretenuring).toBe(false);
    expect(loadConfig({ V8_PRETENURING: 'true' }).v8Pretenuring).toBe(true);
    expect(loadConfig({ V8_PRETENURING: 'off' }).v8Pretenuring).toBe(false);
    expect(() => loadConfig({ V8_PRETENURING: 'sometimes' })).toThrow(ConfigError);
  });

  it('yields to the node command line, whichever way it chose', () => {
    expect(pretenuringSetOnCommandLine([], '')).toBe(false);
    expect(pretenuringSetOnCommandLine(['--allocation-site-pretenuring'], '')).toBe(true);
    expect(pretenuringSetOnCommandLine(['--no-allocation-site-pretenuring'], '')).toBe(true);
    expect(pretenuringSetOnCommandLine(['--no_allocation_site_pretenuring'], '')).toBe(true);
    expect(pretenuringSetOnCommandLine([], '--import tsx --allocation-site-pretenuring')).toBe(true);
    expect(pretenuringSetOnCommandLine(['--allocation-site-pretenuring-extra'], '--import tsx')).toBe(false);
    expect(v8FlagOnCommandLine('--heap-growing-percent', ['--heap_growing_percent=20'], '')).toBe(true);
  });

  // One literal made in a hot loop whose objects all stay alive (a small young generation fills
  // quickly): V8 tenures its site, and its next objects are born old. %InYoungGeneration says
  // where each of the next 100 was made, asked as it is made.
  it('decides where a surviving literal\'s next objects are made', () => {
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
