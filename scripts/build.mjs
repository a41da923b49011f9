#!/usr/bin/env node
// `npm run build` builds the server (tsc into dist/src, dist/migrations) and the console (Vite
// into dist/console). `npm start` runs this with --if-changed first: a part is rebuilt only when
// one of its inputs changed since it was last built, so a start with nothing changed costs a
// walk of the source tree (tens of milliseconds) instead of a 15-second build. What a part was
// built from is a digest of its inputs' paths, sizes and modification times, kept beside its
// output: an edit, a new file, a deleted file or a checkout all change it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifChanged = process.argv.includes('--if-changed');

/** Each part: what it is built from, where its stamp is kept, and the command that builds it. */
const parts = [
  {
    name: 'server',
    inputs: ['src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    skip: (path) => path.startsWith('src/console/'),
    stamp: 'dist/.built-server',
    // Incremental: after a change, tsc re-checks and re-emits what the change reaches.
    command: ['npx', 'tsc', '-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', 'dist/.tsbuildinfo'],
  },
  {
    name: 'console',
    inputs: ['src/console', 'package-lock.json'],
    skip: () => false,
    stamp: 'dist/console/.built',
    command: ['npx', 'vite', 'build', '--config', 'src/console/vite.config.ts', '--logLevel', 'warn'],
  },
];

function* files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (entry === 'node_modules') continue;
    yield* files(join(path, entry));
  }
}

function digestOf(part) {
  const hash = createHash('sha256');
  for (const input of part.inputs) {
    for (const [path, stat] of files(input)) {
      if (!part.skip(path)) hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

function builtFrom(part) {
  try {
    return readFileSync(join(root, part.stamp), 'utf8');
  } catch {
    return undefined;
  }
}

for (const part of parts) {
  const digest = digestOf(part);
  if (ifChanged && builtFrom(part) === digest) continue;
  if (ifChanged) console.log(`building the ${part.name} (${builtFrom(part) ? 'sources changed' : 'not built yet'})…`);
  const started = Date.now();
  const result = spawnSync(part.command[0], part.command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(join(root, part.stamp)), { recursive: true });
  writeFileSync(join(root, part.stamp), digest);
  if (ifChanged) console.log(`built the ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
