// docs/configuration.md is generated from the schema: this fails when the committed file is stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, renderConfigurationDoc } from '../../src/cli/config-docs.js';
import { variableDocs } from '../../src/config.js';

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` generates from src/config.ts', () => {
    expect(readFileSync(CONFIGURATION_DOC, 'utf8'), 'docs/configuration.md is stale: run npm run docs:config').toBe(renderConfigurationDoc());
  });

  it('documents every variable with a type and a description', () => {
    for (const v of variableDocs()) {
      expect(v.type, v.name).toBeTruthy();
      expect(v.description.length, v.name).toBeGreaterThan(10);
    }
  });
});
