// The real server as a child process, so a test can SIGKILL it: the compiled server
// (build-server.ts, made once per run by the global setup), as `node dist/src/main.js` runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILT_MAIN } from './build-server.js';
import { waitFor } from './wait-for.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /**
   * Waits until the output holds `count` lines matching `pattern` (default 1), and returns them:
   * the way to see the server do something it only logs (a worker listening, an outage ending).
   */
  logged(pattern: RegExp, options?: { count?: number; timeoutMs?: number }): Promise<string[]>;
  token(): Promise<string>;
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  kill(): Promise<void>;
  /** SIGTERM, as an operator stops it: the graceful stop runs; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', BASE_URL: url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      try {
        return (await fetch(`${url}/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs: 60_000, intervalMs: 100, what: 'the server answering /health' },
  ).catch((error: Error) => {
    throw child.exitCode !== null ? error : new Error(`server did not start (${error.message}):\n${out}`);
  });
  let token: Promise<string> | undefined;
  const server: ServerProcess = {
    url,
    child,
    output: () => out,
    async logged(pattern, { count = 1, timeoutMs = 30_000 } = {}) {
      const lines = () => out.split('\n').filter((line) => pattern.test(line));
      await waitFor(() => lines().length >= count, { timeoutMs, intervalMs: 50, what: `${count} line(s) matching ${pattern} in the server's output` }).catch(
        (error: Error) => {
          throw new Error(`${error.message}:\n${out}`);
        },
      );
      return lines();
    },
    token: () =>
      (token ??= (async () => {
        const res = await fetch(`${url}/oidc/token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`${env.BOOTSTRAP_ADMIN_CLIENT_ID}:${env.BOOTSTRAP_ADMIN_CLIENT_SECRET}`).toString('base64')}`,
          },
          body: new URLSearchParams({ grant_type: 'client_credentials', resource: `${url}/api`, scope: 'all' }),
        });
        const json = (await res.json()) as { access_token: string };
        return json.access_token;
      })()),
    async api(method, path, body) {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${await server.token()}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
  return server;
}
