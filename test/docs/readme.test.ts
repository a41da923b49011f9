// Issue 46, first run 4: the README's walkthrough runs as written. Every `sh` block of its
// "Five-minute walkthrough" runs in one bash session (set -euo pipefail) against a real server
// process started as the README's first block says (its variables, NODE_ENV unset as a newcomer
// has it), and every `json answer` block must equal what the block before it printed. Only the
// ports move: the README's 3001 (the server) and 4000 (its webhook receiver) become free ones.
// The console steps are done through the Management API before the script on one instance and
// after it on another: the two walkthroughs share an instance in either order.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const walkthrough = readme.slice(readme.indexOf('## Five-minute walkthrough'), readme.indexOf('## Documentation'));

interface Block {
  lang: string;
  info: string;
  body: string;
}
const blocks: Block[] = [...walkthrough.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, info: m[2]!.trim(), body: m[3]! }));
const startBlock = blocks.find((b) => b.lang === 'sh' && /\bnpm start\b/.test(b.body));

/** The runnable steps after the start: each `sh` block, with the answer shown right after it, if any. */
const steps = blocks
  .slice(startBlock ? blocks.indexOf(startBlock) + 1 : 0)
  .flatMap((block, i, all) => {
    if (block.lang !== 'sh') return [];
    const next = all[i + 1];
    return [{ script: block.body, answer: next?.lang === 'json' && next.info === 'answer' ? (JSON.parse(next.body) as unknown) : undefined }];
  });

/** The environment the README's start line gives the server (its exports and assignments). */
function startEnvironment(block: string): Record<string, string> {
  const printed = spawnSync('bash', ['-euo', 'pipefail', '-c', block.replace(/\bnpm start\b/, `node -e 'process.stdout.write(JSON.stringify(process.env))'`)], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  expect(printed.status, printed.stderr).toBe(0);
  const env = JSON.parse(printed.stdout) as Record<string, string>;
  return Object.fromEntries(Object.entries(env).filter(([k]) => /^(BOOTSTRAP_|ADMIN_SECRET$)/.test(k)));
}

/** The whole value a command printed last: the longest tail of its output that is JSON. */
function lastJson(output: string): unknown {
  const lines = output.trimEnd().split('\n');
  let found: unknown = undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      found = JSON.parse(lines.slice(i).join('\n'));
    } catch {
      // not (yet) a whole value
    }
  }
  return found;
}

const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of databases) await d.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function startAsTheReadmeSays(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const database = await createTestDatabase();
  databases.push(database);
  let dataDir: string | undefined;
  if (!database.databaseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-readme-'));
    dirs.push(dataDir);
  }
  const port = await freePort();
  const server = await spawnServer({
    ...env,
    PORT: String(port),
    BASE_URL: `http://localhost:${port}`,
    // A newcomer's machine: development (NODE_ENV unset counts the same), none of the tests' settings.
    NODE_ENV: 'development',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: dataDir! }),
  });
  servers.push(server);
  return { server, port };
}

/** Runs the steps in one bash session; returns each step's output. */
async function runSteps(port: number, env: Record<string, string>): Promise<string[]> {
  const receiverPort = await freePort();
  const marker = (i: number) => `<<<readme step ${i} done>>>`;
  const script = [
    'set -euo pipefail',
    // The receiver the webhook step starts in the background goes with the session.
    "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT",
    ...steps.map((step, i) => `${step.script}\nprintf '\\n%s\\n' '${marker(i)}'`),
  ]
    .join('\n')
    .replaceAll('localhost:3001', `localhost:${port}`)
    .replaceAll('localhost:4000', `localhost:${receiverPort}`)
    .replaceAll('listen(4000)', `listen(${receiverPort})`);
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 90_000 });
  const outputs = run.stdout.split(/\n<<<readme step \d+ done>>>\n/);
  expect(run.status, `the walkthrough stopped at step ${outputs.length - 1} of ${steps.length}:\n${steps[outputs.length - 1]?.script}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return outputs;
}

/** The Management API of the instance at localhost:port, as the README's admin application. */
function managementApi(port: number, env: Record<string, string>) {
  const base = `http://localhost:${port}`;
  let token: Promise<string> | undefined;
  return async (method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> => {
    token ??= fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${env.BOOTSTRAP_ADMIN_CLIENT_ID}:${env.BOOTSTRAP_ADMIN_CLIENT_SECRET}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: `${base}/api`, scope: 'all' }),
    }).then(async (res) => ((await res.json()) as { access_token: string }).access_token);
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

/** The console steps of the walkthrough, as the console does them (through the Management API). */
async function consoleSteps(port: number, env: Record<string, string>): Promise<void> {
  const server = { api: managementApi(port, env) };
  const resource = await server.api('POST', '/resources', { name: 'Orders', indicator: 'https://orders.example.com' });
  expect(resource.status, JSON.stringify(resource.body)).toBe(201);
  const scopes = [];
  for (const name of ['orders:read', 'orders:write']) {
    const scope = await server.api('POST', `/resources/${resource.body.id}/scopes`, { name });
    expect(scope.status).toBe(201);
    scopes.push(scope.body.id);
  }
  const role = await server.api('POST', '/roles', { name: 'Order reader', description: 'Reads orders', scopeIds: [scopes[0]] });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  const user = await server.api('POST', '/users', { username: 'alice', password: 'correct horse battery staple' });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  expect((await server.api('POST', `/users/${user.body.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
  const app = await server.api('POST', '/applications', {
    name: 'Orders web',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: ['https://app.example.com/callback'] },
    customClientMetadata: { allowTokenExchange: true },
  });
  expect(app.status, JSON.stringify(app.body)).toBe(200);
}

describe('the README walkthrough', () => {
  it('has a start block and answered steps to run', () => {
    expect(startBlock).toBeDefined();
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(steps.filter((s) => s.answer !== undefined).length).toBeGreaterThanOrEqual(4);
  });

  it('runs as written on a fresh instance, every answer as shown, and the console steps after it', { timeout: 180_000 }, async () => {
    const env = startEnvironment(startBlock!.body);
    const { port } = await startAsTheReadmeSays(env);
    const outputs = await runSteps(port, env);
    steps.forEach((step, i) => {
      if (step.answer !== undefined) expect(lastJson(outputs[i]!), `answer of:\n${step.script}`).toEqual(step.answer);
    });
    await consoleSteps(port, env);
  });

  it('runs as written after the console steps on the same instance', { timeout: 180_000 }, async () => {
    const env = startEnvironment(startBlock!.body);
    const { port } = await startAsTheReadmeSays(env);
    await consoleSteps(port, env);
    const outputs = await runSteps(port, env);
    steps.forEach((step, i) => {
      if (step.answer !== undefined) expect(lastJson(outputs[i]!), `answer of:\n${step.script}`).toEqual(step.answer);
    });
  });
});
