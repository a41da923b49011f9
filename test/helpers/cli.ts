// The CLI as an operator runs it, in a real process with only the environment given: by default
// the compiled CLI (build-server.ts: what `bin/tessera.js` runs after `npm run build`), which
// starts in a fraction of the time the TypeScript source takes through tsx; `{ bin: true }` runs
// `node bin/tessera.js` on the source, as right after `npm ci`, for the tests of that entry point.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILT_CLI } from './build-server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runTessera(args: string[], env: Record<string, string>, input = '', options: { bin?: boolean } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const entry = options.bin ? ['bin/tessera.js'] : [BUILT_CLI];
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TESSERA_CLI_FROM: 'source', NODE_ENV: 'test', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
