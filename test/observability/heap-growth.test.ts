// HEAP_GROWING_PERCENT: applied at start unless the node command line chose a factor itself, and
// validated as every other setting is. What V8 then does with it: bench/checks/heap-growth.test.ts.
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.js';
import { heapGrowthSetOnCommandLine } from '../../src/observability/heap-growth.js';

describe('the heap growing factor', () => {
  it('defaults to 50% and refuses values V8 would misread', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    for (const bad of ['-1', '401', '1.5', 'lots']) {
      expect(() => loadConfig({ HEAP_GROWING_PERCENT: bad }), bad).toThrow(ConfigError);
    }
  });

  it('yields to a factor chosen on the command line or in NODE_OPTIONS', () => {
    expect(heapGrowthSetOnCommandLine([], '')).toBe(false);
    expect(heapGrowthSetOnCommandLine(['--heap-growing-percent=80'], '')).toBe(true);
    expect(heapGrowthSetOnCommandLine(['--heap_growing_percent=80'], '')).toBe(true);
    expect(heapGrowthSetOnCommandLine([], '--max-old-space-size=512 --heap-growing-percent=20')).toBe(true);
    expect(heapGrowthSetOnCommandLine(['--heap-growing-percentage=1'], '--import tsx')).toBe(false);
  });
});
