// Part of the global setup (global-setup.ts): the server and the CLI that tests start as child
// processes (a SIGKILL, a restart, a cluster of workers, the CLI as an operator runs it) run
// from JavaScript compiled once per test run, laid out as `npm run build` lays out dist/
// (`.test-build/src`, `.test-build/migrations`), so every path the code finds from its own
// location resolves as in production.
//
// Why not `node --import tsx src/main.ts` as before: tsx resolves and transforms every import of
// every process through its loader thread, which cost 4–6 s of each child's start (and each
// cluster worker's); the suite starts about a hundred of them. tsc would take 20–180 s for the
// same output; esbuild (already the compiler under tsx and vite) transforms the ~400 files in
// about a second, one output file per source file, without bundling.
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The compiled tree: `<root>/.test-build`, holding src/, migrations/ and test/helpers/. */
export const TEST_BUILD = join(root, '.test-build');

/** The compiled server entry point (what `node dist/src/main.js` is after `npm run build`). */
export const BUILT_MAIN = join(TEST_BUILD, 'src/main.js');

/** The compiled CLI entry point (what `bin/tessera.js` runs after `npm run build`). */
export const BUILT_CLI = join(TEST_BUILD, 'src/cli/main.js');

function typescriptFiles(dir: string, skip: (path: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) files.push(...typescriptFiles(path, skip));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

export default async function buildServer(): Promise<void> {
  // The console is the browser's (vite builds it); src/console-host is the server's.
  const skip = (path: string) => relative(root, path) === join('src', 'console');
  const entryPoints = [
    ...typescriptFiles(join(root, 'src'), skip),
    ...typescriptFiles(join(root, 'migrations'), skip),
    // Run once by the global setup to make the compiled server's own PGlite template.
    join(root, 'test/helpers/templates.ts'),
    join(root, 'test/helpers/pglite-template-process.ts'),
  ];
  rmSync(TEST_BUILD, { recursive: true, force: true });
  await build({
    entryPoints,
    outbase: root,
    outdir: TEST_BUILD,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
