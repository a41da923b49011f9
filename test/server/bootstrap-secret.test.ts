// Issue 12, finding 22: the bootstrap admin secret holds the whole Management API, so it is at
// least 32 characters, and it is applied when the client is created — never re-applied at a
// later start (which would undo a rotation, or let the environment reset it silently).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ADMIN_CLIENT_ID, startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function tokenStatus(app: TestApp, secret: string): Promise<number> {
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${ADMIN_CLIENT_ID}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: app.config.managementApiResource, scope: 'all' }),
  });
  return res.status;
}

describe('the bootstrap admin secret', () => {
  it('under 32 characters is refused at start with a clear error', () => {
    const load = (secret: string) => () => loadConfig({ BOOTSTRAP_ADMIN_CLIENT_ID: 'admin', BOOTSTRAP_ADMIN_CLIENT_SECRET: secret });
    expect(load('change-me-please')).toThrow(ConfigError);
    expect(load('x'.repeat(31))).toThrow(/BOOTSTRAP_ADMIN_CLIENT_SECRET must be at least 32 characters/);
    expect(load('x'.repeat(32))).not.toThrow();
  });

  it('is applied when the client is created, not at later starts; a rotation through the Management API sticks', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bootstrap-'));
    dirs.push(dataDir);
    const database = await createTestDatabase({ dataDir });
    const first = 'first-secret-0123456789abcdef-0123456789';
    const second = 'second-secret-0123456789abcdef-0123456789';
    let app = await startTestApp({ database, adminSecret: first });
    let rotated: string;
    try {
      expect(await tokenStatus(app, first)).toBe(200);
      const res = await app.api('POST', `/applications/${ADMIN_CLIENT_ID}/secret`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      rotated = res.body.secret;
    } finally {
      await app.stop({ keepDatabase: true });
    }
    // A later start with another configured secret changes nothing.
    app = await startTestApp({ database, adminSecret: second });
    try {
      expect(await tokenStatus(app, second)).toBe(401);
      expect(await tokenStatus(app, first)).toBe(401);
      expect(await tokenStatus(app, rotated)).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
