// Issue 46, first run: what an operator sees of a start and of a graceful stop. A real server
// process: its start says where the console is and how to get in; on SIGTERM it says that it is
// stopping, lets a request that was being received finish (its answer arrives after the signal),
// hands back a webhook delivery whose receiver never answers, and says what was in flight and
// how long the stop took.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const ADMIN = { id: 'graceful-admin', secret: 'graceful-stop-admin-secret-0123456789abcdef' };
let server: ServerProcess | undefined;
let receiver: Receiver | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.kill();
  await receiver?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a request's headers (asking to continue) and resolves once the server has taken them. */
function startRequest(url: string, token: string, body: string): Promise<{ finish: () => Promise<{ status: number; body: string }> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = new Promise<{ status: number; body: string }>((done, failed) => {
      req.once('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.once('end', () => done({ status: res.statusCode!, body: text }));
      });
      req.once('error', failed);
    });
    req.once('error', reject);
    // 100 Continue: the server parsed the headers, so this request is in flight from here on.
    req.once('continue', () => resolve({ finish: () => (req.end(body), answered) }));
    req.flushHeaders();
  });
}

it('says where the console is at start, and on SIGTERM what was in flight and how long the stop took', { timeout: 120_000 }, async () => {
  database = await createTestDatabase();
  if (!database.databaseUrl) dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-graceful-'));
  const port = String(await freePort());
  server = await spawnServer({
    PORT: port,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: dataDir! }),
    BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
    BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
  });
  const s = server;
  // No administrator yet: the console line points at the setup link printed just above it.
  const [consoleLine] = await s.logged(/console: /);
  expect(consoleLine).toContain(`console: http://127.0.0.1:${port}/console/ (no administrator yet: open the setup link above`);
  expect(s.output()).toMatch(new RegExp(`listening on http://127\\.0\\.0\\.1:${port} \\(port ${port}, `));

  // A webhook whose receiver never answers: its delivery is in flight when the signal comes.
  receiver = await startReceiver();
  receiver.answer = () => 'hang';
  expect((await s.api('POST', '/hooks', { name: 'slow receiver', events: ['User.Created'], config: { url: receiver.url } })).status).toBe(201);
  expect((await s.api('POST', '/users', { username: 'first' })).status).toBe(200);
  await receiver.waitFor((all) => all.length === 1);

  // A request whose body has not arrived yet.
  const pending = await startRequest(s.url, await s.token(), JSON.stringify({ username: 'during_stop' }));
  s.child.kill('SIGTERM');
  await s.logged(/SIGTERM: stopping gracefully/);
  // The request still gets its answer: the stop waits for it.
  const answer = await pending.finish();
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ username: 'during_stop' });
  const [stopped] = await s.logged(/stopped in \d+ ms/);
  expect(stopped).toMatch(/stopped in \d+ ms \(in flight when the signal came: 1 request, 1 webhook delivery\)/);
  expect(await new Promise((resolve) => (s.child.exitCode !== null ? resolve(s.child.exitCode) : s.child.once('exit', resolve)))).toBe(0);
});
