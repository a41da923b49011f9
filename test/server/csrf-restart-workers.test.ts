// Every page's cookies and CSRF tokens are signed with the one cookie key: COOKIE_SECRET when it
// is set, else the key generated once and kept in the database (sealed with KEY_ENCRYPTION_KEY),
// as the README says. So a form of /sign-in, /register or /forgot-password loaded before a
// restart is accepted after it, and one served by one instance (or worker) is accepted by
// another on the same database. A request of the browser below opens its own connection
// (`connection: close`), so with WORKERS=2 the cluster's round robin hands a form's load and
// its post to different workers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { pkcePair } from '../helpers/sign-in.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Page {
  status: number;
  url: string;
  text: string;
}

/** A browser whose every request is a new connection; its form posts may go to another server (`to`). */
class Tab {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Page> {
    let target = new URL(url, this.base).toString();
    let options = init;
    for (let hop = 0; hop < 10; hop++) {
      const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(target, {
        ...options,
        redirect: 'manual',
        headers: { ...(options.headers as Record<string, string>), cookie, connection: 'close' },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const value = pair!.slice(eq + 1).trim();
        if (/max-age=0/i.test(line) || value === '') this.cookies.delete(pair!.slice(0, eq).trim());
        else this.cookies.set(pair!.slice(0, eq).trim(), value);
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, target);
        await res.arrayBuffer();
        if (next.origin !== new URL(target).origin) return { status: res.status, url: next.toString(), text: '' };
        target = next.toString();
        options = {};
        continue;
      }
      return { status: res.status, url: target, text: await res.text() };
    }
    throw new Error('too many redirects');
  }

  /** Fills the page's form and posts it, to the server at `to` (default: the one that served it). */
  submit(page: Page, values: Record<string, string>, to?: string): Promise<Page> {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(page.text);
    if (!form) throw new Error(`no form on ${page.url}: ${page.text.slice(0, 300)}`);
    const action = new URL(form[1]!.replace(/&amp;/g, '&'), page.url);
    if (to) {
      const there = new URL(to);
      action.protocol = there.protocol;
      action.host = there.host;
    }
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
      if (name) fields.set(name, values[name] ?? /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '');
    }
    return this.request(action.toString(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() });
  }
}

type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

interface Fixtures {
  clientId: string;
  redirectUri: string;
  username: string;
  password: string;
}

async function fixtures(api: Api): Promise<Fixtures> {
  const tag = randomBytes(4).toString('hex');
  const redirectUri = `http://127.0.0.1:9/callback/${tag}`;
  const app = await api('POST', '/applications', { name: `csrf ${tag}`, type: 'Traditional', oidcClientMetadata: { redirectUris: [redirectUri] } });
  expect(app.status, JSON.stringify(app.body)).toBe(200);
  const username = `csrf_user_${tag}`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  expect((await api('POST', '/users', { username, password })).status).toBe(200);
  return { clientId: app.body.id, redirectUri, username, password };
}

interface Forms {
  tabs: { signIn: Tab; register: Tab; forgot: Tab };
  signIn: Page;
  register: Page;
  forgot: Page;
}

/** Each page's form as a browser gets it from `base` (sign-in through an authorization request). */
async function loadForms(base: string, f: Fixtures): Promise<Forms> {
  const tabs = { signIn: new Tab(base), register: new Tab(base), forgot: new Tab(base) };
  const auth = new URLSearchParams({
    response_type: 'code',
    client_id: f.clientId,
    redirect_uri: f.redirectUri,
    scope: 'openid',
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const signIn = await tabs.signIn.request(`/oidc/auth?${auth}`);
  const register = await tabs.register.request('/register');
  const forgot = await tabs.forgot.request('/forgot-password');
  for (const page of [signIn, register, forgot]) {
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    expect(page.text).toContain('name="csrf"');
  }
  expect(new URL(signIn.url).pathname).toBe('/sign-in');
  return { tabs, signIn, register, forgot };
}

/** Posts each form to `to`: every one is accepted (the sign-in reaches the client with a code). */
async function expectAccepted(forms: Forms, to: string, f: Fixtures): Promise<void> {
  const signedIn = await forms.tabs.signIn.submit(forms.signIn, { identifier: f.username, password: f.password }, to);
  expect(signedIn.url, signedIn.text.slice(0, 300)).toMatch(new RegExp(`^${f.redirectUri}\\?code=`));
  const registered = await forms.tabs.register.submit(
    forms.register,
    { identifier: `new_${randomBytes(4).toString('hex')}`, password: 'long enough password' },
    to,
  );
  expect(registered.status, registered.text.slice(0, 300)).toBe(200);
  expect(registered.text).toContain('Account created');
  const sent = await forms.tabs.forgot.submit(forms.forgot, { identifier: 'nobody@example.com' }, to);
  expect(sent.status, sent.text.slice(0, 300)).toBe(200);
  expect(sent.text).toContain('If an account uses');
}

const KEK = Buffer.alloc(32, 9).toString('base64');

describe('one cookie and CSRF key for every page', () => {
  it(
    `accepts forms loaded before a restart of the app, with the key sealed in the database (${usePostgres ? 'Postgres' : 'PGlite on disk'})`,
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-csrf-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const database = await createTestDatabase({ dataDir });
      cleanups.push(() => database.drop());
      const env = { KEY_ENCRYPTION_KEY: KEK, COOKIE_SECRET: '' };
      let app: TestApp = await startTestApp({ database, env });
      cleanups.push(() => app.stop({ keepDatabase: true }));
      const f = await fixtures(app.api);
      const forms = await loadForms(app.url, f);
      const stored = await app.running.services.db.selectFrom('system_settings').select('value').where('key', '=', 'cookieSecret').executeTakeFirstOrThrow();
      expect(String(stored.value)).toMatch(/^enc:v3:/);

      app = await app.restart();
      await expectAccepted(forms, app.url, f);

      // COOKIE_SECRET, when set, is the key instead (the same on every instance): forms signed
      // with the database's key are then refused, as the README says.
      const before = await loadForms(app.url, f);
      const { port } = new URL(app.url);
      await app.stop({ keepDatabase: true });
      app = await startTestApp({
        database,
        port: Number(port),
        adminSecret: app.adminSecret,
        env: { ...env, COOKIE_SECRET: 'a-configured-cookie-secret-0123456789' },
      });
      const refused = await before.tabs.register.submit(before.register, { identifier: 'not_created', password: 'long enough password' });
      expect(refused.status).toBe(400);
    },
  );

  describe.skipIf(!usePostgres)('several instances on one Postgres database', () => {
    let database: TestDatabase;

    it('accepts a form served by one instance when it is posted to another', { timeout: 120_000 }, async () => {
      database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const a = await startTestApp({ database, env: { COOKIE_SECRET: '' } });
      cleanups.push(() => a.stop({ keepDatabase: true }));
      const b = await startTestApp({ database, env: { COOKIE_SECRET: '' } });
      cleanups.push(() => b.stop({ keepDatabase: true }));
      const f = await fixtures(a.api);
      await expectAccepted(await loadForms(a.url, f), b.url, f);
      await expectAccepted(await loadForms(b.url, f), a.url, f);
    });

    it('accepts forms with WORKERS=2 (node:cluster), whichever worker serves each request', { timeout: 180_000 }, async () => {
      const db = await createTestDatabase();
      cleanups.push(() => db.drop());
      const server: ServerProcess = await spawnServer({
        WORKERS: '2',
        PORT: String(await freePort()),
        DATABASE_URL: db.databaseUrl!,
        COOKIE_SECRET: '',
        BOOTSTRAP_ADMIN_CLIENT_ID: 'csrf-cluster-admin',
        BOOTSTRAP_ADMIN_CLIENT_SECRET: 'csrf-cluster-admin-secret-0123456789abcdef',
      });
      cleanups.push(() => server.kill());
      await server.logged(/worker \d+ listening/, { count: 2 });
      const f = await fixtures(server.api);
      // Consecutive connections go to the workers in turn: over three rounds, loads and posts
      // of every page land on both workers.
      for (let round = 0; round < 3; round++) await expectAccepted(await loadForms(server.url, f), server.url, f);
    });
  });
});
