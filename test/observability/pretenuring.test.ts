// V8_PRETENURING: V8's allocation-site pretenuring is off at start unless the setting or the node
// command line turns it on. What V8 then does with it: bench/checks/pretenuring.test.ts.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { pretenuringSetOnCommandLine } from '../../src/observability/pretenuring.js';
import { v8FlagOnCommandLine } from '../../src/observability/v8-flags.js';

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
});
