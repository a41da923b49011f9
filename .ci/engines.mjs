#!/usr/bin/env node
// package.json's `engines.node` must tell the truth (issue 46): every package the lock installs
// accepts the oldest Node version that range admits, so `npm ci` on a supported Node prints no
// EBADENGINE warning. Exceptions are named here with their reason; the list may only shrink.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = fileURLToPath(new URL('..', import.meta.url));

const EXCEPTIONS = {
  // The compatible product's typed REST client, used only by the compatibility tests as the
  // reference for paths and shapes: every version declares Node 22+, and it runs on Node 20 in
  // those tests. Not installed in production (`npm ci --omit=dev`).
  '@logto/api': 'test-only reference client',
};

const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const oldest = semver.minVersion(ours.engines.node).version;
const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const name = path.split('node_modules/').pop();
  const wants = entry.engines?.node;
  if (!path || !wants || name in EXCEPTIONS) continue;
  if (!semver.satisfies(oldest, wants)) refused.push(`${name}@${entry.version} wants node ${wants}${entry.dev ? ' (dev)' : ''}`);
}
if (refused.length) {
  console.error(`package.json says node ${ours.engines.node}, but on ${oldest} npm would warn (EBADENGINE) for:\n  ${refused.join('\n  ')}`);
  console.error('Pick versions that support it (npm overrides), or raise engines.node and say so in the README.');
  process.exit(1);
}
console.log(`every installed package accepts node ${oldest} (engines.node ${ours.engines.node}); exceptions: ${Object.keys(EXCEPTIONS).join(', ')}`);
