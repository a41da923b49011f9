// Part of the global setup (global-setup.ts): the server and the CLI that tests start as child
// processes (a SIGKILL, a restart, a cluster of workers, the CLI as an operator runs it) run
// from JavaScript built once per run into `.test-build`, where every path the code finds from
// its own location (schema/, node_modules/, the console build) resolves as in a checkout.
//
// Why a bundle: a child's start was ~4.5 s of CPU, of which ~1.2 s went to Node's ESM loader
// resolving and reading ~1,700 module files one by one; bundled into a few chunks, the same
// start is ~3.2 s (the suite starts about sixty children per database run). Why not tsx, as
// before that: its loader thread transformed every import of every child, 4–6 s each.
//
// Left out of the bundle, and loaded from node_modules as in production: packages that find
// files beside their own code (PGlite's WebAssembly, argon2's native addon, pino's worker
// threads, ioredis's __dirname) and those that OpenTelemetry's instrumentations patch as they
// load (express, pg, graphql, Apollo), so test/observability/traces.test.ts sees real spans.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The built tree: `<root>/.test-build`. */
export const TEST_BUILD = join(root, '.test-build');

/** The built server entry point (what `node dist/src/main.js` is after `npm run build`). */
export const BUILT_MAIN = join(TEST_BUILD, 'src/main.js');

/** The built CLI entry point (what `bin/tessera.js` runs after `npm run build`). */
export const BUILT_CLI = join(TEST_BUILD, 'src/cli/main.js');

/** Run once by the global setup: makes the built server's own PGlite template (see the file). */
export const BUILT_TEMPLATE_PROCESS = join(TEST_BUILD, 'test/helpers/pglite-template-process.js');

const EXTERNAL = [
  '@electric-sql/pglite',
  'argon2',
  'pino',
  'thread-stream',
  'ioredis',
  '@opentelemetry/*',
  '@grpc/*',
  'express',
  'pg',
  'graphql',
  '@apollo/server',
];

export default async function buildServer(): Promise<void> {
  rmSync(TEST_BUILD, { recursive: true, force: true });
  await build({
    // One build with shared chunks: the template process and the server run the migrations
    // from the same chunk, so they compute the same template key (src/db/pglite-template.ts).
    entryPoints: ['src/main.ts', 'src/cli/main.ts', 'test/helpers/pglite-template-process.ts'].map((entry) => join(root, entry)),
    outbase: root,
    outdir: TEST_BUILD,
    // Two folders down, like src/<layer>/<file>.js, so paths such as ../../../schema resolve.
    chunkNames: 'src/chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
