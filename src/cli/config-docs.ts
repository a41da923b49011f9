// docs/configuration.md, generated from the configuration schema (src/config.ts):
// `npm run docs:config` writes it; test/config/config-docs.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { variableDocs } from '../config.js';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

export function renderConfigurationDoc(): string {
  const rows = variableDocs().map((v) => {
    const name = v.secret ? `${code(v.name)}<br>${code(`${v.name}_FILE`)}` : code(v.name);
    return `| ${name} | ${cell(v.type)} | ${v.default === undefined ? '—' : code(v.default)} | ${cell(v.description)} |`;
  });
  return [
    '# Configuration',
    '',
    '<!-- Generated from src/config.ts by `npm run docs:config`; do not edit by hand. -->',
    '',
    'Tessera reads its settings from the environment, only at start. Every value is checked first:',
    'a wrong one stops the start with one message listing every problem (exit code 1). An empty value',
    'counts as unset. Booleans accept `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`.',
    '',
    'Secrets (shown with a `_FILE` twin) may instead be read from a file, as container secrets are',
    'mounted: `<NAME>_FILE=/run/secrets/name`. One trailing newline is dropped; setting both is an',
    'error; an unreadable file is reported by the variable’s name and path, never its content.',
    '',
    '`npx tessera doctor` checks a configuration without starting the server ([operations.md](operations.md#cli)).',
    '',
    '| variable | type | default | description |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export const CONFIGURATION_DOC = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CONFIGURATION_DOC, renderConfigurationDoc());
  console.log(`wrote ${CONFIGURATION_DOC}`);
}
