// The send limit holds across server instances: with REDIS_URL (a real redis-server on
// 127.0.0.1) and, with TEST_DATABASE=postgres, through the shared database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { usePostgres } from '../helpers/database.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';
import { waitFor } from '../helpers/wait-for.js';

const REDIS = '/usr/bin/redis-server';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function startRedis(): Promise<string> {
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  cleanups.push(() => void child.kill());
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
        s.on('error', () => resolve(false));
      }),
    { timeoutMs: 5000, intervalMs: 50, what: 'redis accepting connections' },
  );
  return `redis://127.0.0.1:${port}`;
}
async function sendFrom(app: TestApp, recipient: string) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, await createClient(app, 'Traditional'));
  await client.call('PUT', '/api/experience', { interactionEvent: 'Register' });
  return client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: recipient } });
}

async function expectSharedLimit(a: TestApp, b: TestApp, smtp: TestSmtp, recipient: string) {
  const statuses = [];
  for (const app of [a, b, a, b]) statuses.push((await sendFrom(app, recipient)).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  // A code to another address, asked for of the instance that refused and delivered, is the sign
  // that nothing of the refused send is still on the way.
  const witness = `other.${recipient}`;
  expect((await sendFrom(b, witness)).status).toBe(200);
  await smtp.nextCode(witness);
  expect(smtp.countTo(recipient)).toBe(3);
}

describe('send limit across instances', () => {
  it.skipIf(!existsSync(REDIS))(
    'is shared through Redis when REDIS_URL is set',
    async () => {
      const smtp = await startSmtp();
      cleanups.push(() => smtp.stop());
      const redisUrl = await startRedis();
      const env = { SMTP_URL: smtp.url, REDIS_URL: redisUrl, CODE_SEND_LIMIT: '3' };
      // Two instances on two separate databases: only Redis is shared.
      const a = await startTestApp({ env });
      cleanups.push(() => a.stop());
      const b = await startTestApp({ env });
      cleanups.push(() => b.stop());
      await expectSharedLimit(a, b, smtp, 'redis@example.com');
    },
    120_000,
  );

  it.skipIf(!usePostgres)(
    'is shared through the database',
    async () => {
      const smtp = await startSmtp();
      cleanups.push(() => smtp.stop());
      const env = { SMTP_URL: smtp.url, CODE_SEND_LIMIT: '3' };
      const a = await startTestApp({ env });
      cleanups.push(() => a.stop());
      const b = await startTestApp({ env, database: a.database, adminSecret: a.adminSecret });
      cleanups.push(() => b.stop({ keepDatabase: true }));
      await expectSharedLimit(a, b, smtp, 'db@example.com');
    },
    120_000,
  );
});
