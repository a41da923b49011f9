// Issue 14: the first administrator through the one-time link printed at start while no user
// holds the Administrator role: a server-rendered form with CSRF protection, single use (two
// concurrent posts create one user), refused once an administrator exists.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CONSOLE_CLIENT_ID } from '../../src/domain/instance/bootstrap.js';
import { createServices } from '../../src/start.js';
import { sha256 } from '../../src/domain/ids.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const dirs: string[] = [];
let app: TestApp;
let receiver: Receiver;
/** The link the first start printed (later starts keep it and print none). */
let link: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-setup-'));
  dirs.push(dataDir);
  app = await startTestApp({ database: await createTestDatabase({ dataDir }) });
  link = app.running.setupLink!;
  receiver = await startReceiver();
  await createHook(app, receiver, ['User.Created']);
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

async function openForm(token: string) {
  const res = await fetch(`${app.url}/console/setup?token=${encodeURIComponent(token)}`);
  return { res, html: await res.text() };
}

function post(fields: Record<string, string>) {
  return fetch(`${app.url}/console/setup`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function administratorCount() {
  const { db } = app.running.services;
  const role = await db.selectFrom('builtin_roles').select('role_id').where('key', '=', 'administrator').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('users_roles').select('user_id').where('role_id', '=', role.role_id).execute();
  return rows.length;
}

describe('the setup link', () => {
  it('is issued at start while no administrator exists, and stored only as a digest expiring in 24 h', async () => {
    expect(app.running.setupLink).toMatch(new RegExp(`^${app.url}/console/setup\\?token=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(app.running.setupLink!);
    const rows = await app.running.services.db.selectFrom('console_setup_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0]!.digest, sha256(token))).toBe(0);
    const hours = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  // Issue 42 (item 11): one link per database. A later start used to replace it (cancelling
  // the link another instance had printed); now it keeps it and says when it was issued.
  it('is kept at the next start while it works, which says when it was issued', { timeout: 120_000 }, async () => {
    const old = tokenOf(app.running.setupLink!);
    app = await app.restart();
    expect(app.running.setupLink).toBeUndefined();
    expect(app.running.setupLinkIssued?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await openForm(old)).res.status).toBe(200);
  });

  it('shows a form on the experience page shell, with the console protections and a nonce on its style', async () => {
    const { res, html } = await openForm(tokenOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
    for (const name of ['username', 'password', 'confirm']) expect(html).toContain(`name="${name}"`);
    expect(hidden(html, 'csrf')).toBeTruthy();
    expect(hidden(html, 'token')).toBe(tokenOf(link));
  });

  it('refuses a wrong or missing token with a clear 403 page', async () => {
    for (const url of ['/console/setup', '/console/setup?token=nope', '/console/setup?token=a&token=b']) {
      const res = await fetch(`${app.url}${url}`);
      expect(res.status, url).toBe(403);
      expect(await res.text()).toContain('This setup link is not valid');
    }
  });

  it('refuses a post without the form’s CSRF token, or with another link’s', async () => {
    const token = tokenOf(link);
    const missing = await post({ token, username: 'csrf_admin', password: 'long enough pw', confirm: 'long enough pw' });
    expect(missing.status).toBe(400);
    const { html } = await openForm(token);
    const wrongLink = await post({
      token: 'another',
      csrf: hidden(html, 'csrf')!,
      username: 'csrf_admin',
      password: 'long enough pw',
      confirm: 'long enough pw',
    });
    expect(wrongLink.status).toBe(400);
    expect(await administratorCount()).toBe(0);
  });

  it('shows the form again for a refused username, password or confirmation, and keeps the link', async () => {
    const token = tokenOf(link);
    const { html } = await openForm(token);
    const csrf = hidden(html, 'csrf')!;
    const cases = [
      { username: '1bad', password: 'long enough pw', confirm: 'long enough pw', says: 'username' },
      { username: 'good_name', password: 'short', confirm: 'short', says: 'at least 8' },
      { username: 'good_name', password: 'long enough pw', confirm: 'different pw', says: 'do not match' },
    ];
    for (const { says, ...fields } of cases) {
      const res = await post({ token, csrf, ...fields });
      // A password the policy refuses is 422 (password.rejected); a malformed field 400.
      expect(res.status, says).toBe(says === 'at least 8' ? 422 : 400);
      const page = await res.text();
      expect(page).toContain(says);
      expect(page).toContain('name="confirm"');
      expect(page).not.toContain(fields.password);
    }
    expect((await openForm(token)).res.status).toBe(200);
    expect(await administratorCount()).toBe(0);
  });

  it('creates one administrator from four concurrent posts, fires User.Created, and redirects to /console/', async () => {
    const token = tokenOf(link);
    const { html } = await openForm(token);
    const csrf = hidden(html, 'csrf')!;
    const password = 'the first admin pw';
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((tag) => post({ token, csrf, username: `setup_admin_${tag}`, password, confirm: password })));
    // One wins; each loser finds the link used (403) or, if it ran after the winner committed, the administrator (409).
    const won = answers.filter((r) => r.status === 303);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 303)) expect([403, 409]).toContain(lost.status);
    expect(won[0]!.headers.get('location')).toBe('/console/');
    expect(await administratorCount()).toBe(1);

    const users = await app.api('GET', '/users?search=setup_admin');
    expect((users.body as any[]).map((u) => u.username)).toHaveLength(1);
    const username = (users.body as any[])[0].username as string;

    await receiver.waitFor((all) => all.some((r) => r.body.includes(username)));
    const event = JSON.parse(receiver.ofEvent('User.Created').find((r) => r.body.includes(username))!.body);
    expect(event).toMatchObject({ event: 'User.Created', data: { username } });
    expect(typeof event.ip).toBe('string');
    expect(JSON.stringify(event)).not.toContain(password);

    // The new administrator signs in to the console and holds `all`.
    const tokens = await signInAndGetTokens(app, {
      clientId: CONSOLE_CLIENT_ID,
      redirectUri: `${app.url}/console/callback`,
      username,
      password,
      resource: app.config.managementApiResource,
      scope: 'openid all',
    });
    expect(tokens.scope.split(' ')).toContain('all');
  });

  it('is refused once an administrator exists (409), and no link is issued at later starts', { timeout: 120_000 }, async () => {
    const token = tokenOf(link);
    const { res, html } = await openForm(token);
    expect(res.status).toBe(409);
    expect(html).toContain('An administrator already exists');
    const again = await post({ token, csrf: 'x', username: 'late_admin', password: 'long enough pw', confirm: 'long enough pw' });
    expect([400, 409]).toContain(again.status);

    app = await app.restart();
    expect(app.running.setupLink).toBeUndefined();
    expect(await app.running.services.db.selectFrom('console_setup_tokens').selectAll().execute()).toEqual([]);
  });
});

it('an expired link is refused', async () => {
  const other = await startTestApp();
  try {
    const token = tokenOf(other.running.setupLink!);
    await other.running.services.db
      .updateTable('console_setup_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await fetch(`${other.url}/console/setup?token=${token}`);
    expect(res.status).toBe(403);
    const posted = await fetch(`${other.url}/console/setup`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(403);
  } finally {
    await other.stop();
  }
});

it('no link is issued when BOOTSTRAP_ADMIN_USERNAME is set, nor by a start that is told not to (a cluster worker)', { timeout: 120_000 }, async () => {
  const configured = await startTestApp({ env: { BOOTSTRAP_ADMIN_USERNAME: 'env_admin', BOOTSTRAP_ADMIN_PASSWORD: 'long enough pw' } });
  try {
    expect(configured.running.setupLink).toBeUndefined();
  } finally {
    await configured.stop();
  }

  const database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) });
  const worker = await createServices(config, { issueSetupLink: false });
  try {
    expect(worker.setupLink).toBeUndefined();
    expect(await worker.services.db.selectFrom('console_setup_tokens').selectAll().execute()).toEqual([]);
  } finally {
    await worker.services.database.close();
    await database.drop();
  }
});
