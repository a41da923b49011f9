#!/usr/bin/env node
// `npx tessera <command>`: runs the built CLI (dist/src/cli/main.js, after `npm run build`)
// when there is one, else the TypeScript source through tsx (a dependency), so it works right
// after `npm ci`. TESSERA_CLI_FROM=source or =dist forces one.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const built = new URL('dist/src/cli/main.js', root);
const source = new URL('src/cli/main.ts', root);
const from = process.env.TESSERA_CLI_FROM || (existsSync(fileURLToPath(built)) ? 'dist' : 'source');

if (from === 'dist') {
  await import(built.href);
} else if (from === 'source') {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  console.error(`TESSERA_CLI_FROM must be "source" or "dist", got "${from}"`);
  process.exit(2);
}
