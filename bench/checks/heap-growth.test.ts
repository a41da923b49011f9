// HEAP_GROWING_PERCENT as V8 applies it: read back from V8's own trace in child processes (the
// setting's parsing and its precedence stay in test/observability/heap-growth.test.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the heap growing factor (V8)', () => {
  // V8's own trace says which factor set the next limit ("Limit: … (1.5)"): a process that
  // applied the setting, one left to V8, and one whose command line chose.
  it('is what V8 uses for the next limit after a full collection', () => {
    const factorOf = (env: Record<string, string>, nodeArgs: string[] = []) => {
      const script = [
        "import { loadConfig } from './src/config.ts';",
        "import { applyHeapGrowth } from './src/observability/heap-growth.ts';",
        "applyHeapGrowth(loadConfig({ HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT ?? '' }).heapGrowingPercent);",
        'const kept = Array.from({ length: 100_000 }, (_, i) => ({ i }));',
        'globalThis.gc();',
        'console.log(kept.length);',
      ].join('\n');
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', '--trace-gc-verbose', ...nodeArgs, '--input-type=module', '-e', script], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      // The last limit V8 set: the explicit collection's (importing the app may collect before the setting).
      return [...out.matchAll(/\[HeapController\] Limit: .*\(([0-9.]+)\)/g)].pop()?.[1];
    };
    expect(factorOf({})).toBe('1.5');
    // V8's own choice, which is larger on a machine with memory to spare (4.0 here).
    expect(Number(factorOf({ HEAP_GROWING_PERCENT: '0' }))).toBeGreaterThan(1.5);
    expect(factorOf({ HEAP_GROWING_PERCENT: '80' })).toBe('1.8');
    expect(factorOf({}, ['--heap-growing-percent=20'])).toBe('1.2');
  });
});
