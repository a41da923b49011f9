// Issue 14: the console's build served at /console: hashed assets cached for good, index.html
// for every app route with the per-response nonce and OIDC settings written in, the strict CSP
// and protections on every answer, and a clear 503 when the build is missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CONSOLE_CLIENT_ID } from '../../src/domain/instance/bootstrap.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const INDEX = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="csp-nonce" content="__CSP_NONCE__">
<meta name="tessera-issuer" content="__TESSERA_ISSUER__"><meta name="tessera-client-id" content="__TESSERA_CLIENT_ID__">
<meta name="tessera-resource" content="__TESSERA_RESOURCE__">
<script type="module" src="/console/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const dirs: string[] = [];
let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-console-build-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets', 'nested'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("console")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'assets', '.secret'), 'hidden');
  writeFileSync(path.join(dir, 'assets', 'nested', 'x.js'), 'nested');
  writeFileSync(path.join(dir, 'not-an-asset.txt'), 'outside assets');
  // A BASE_URL with characters that must be attribute-escaped where the issuer is written.
  app = await startTestApp({ env: { CONSOLE_DIR: dir, MANAGEMENT_API_RESOURCE: 'https://api.example/"><script>x</script>' } });
});
afterAll(async () => {
  await app?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const CSP =
  /^default-src 'none'; script-src 'self'; style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$/;

function expectProtections(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const match = CSP.exec(csp);
  expect(match, csp).toBeTruthy();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  return match![1]!;
}

const get = (p: string, init: RequestInit = {}) => fetch(`${app.url}${p}`, { redirect: 'manual', ...init });

describe('index.html', () => {
  it('is served for the app routes with the placeholders filled in, a fresh nonce each time, never cached', async () => {
    const nonces = new Set<string>();
    for (const p of ['/console/', '/console/users/abc', '/console/callback?code=x&state=y', '/console/applications/a/b/c']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const nonce = expectProtections(res);
      nonces.add(nonce);
      const html = await res.text();
      expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(html).toContain(`<meta name="tessera-issuer" content="${app.config.issuer}">`);
      expect(html).toContain(`<meta name="tessera-client-id" content="${CONSOLE_CLIENT_ID}">`);
      expect(html).toContain('<meta name="tessera-resource" content="https://api.example/&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
      expect(html).not.toContain('__');
    }
    expect(nonces.size).toBe(4);
  });

  it('/console redirects to /console/ (keeping the query)', async () => {
    const res = await get('/console');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/console/');
    expectProtections(res);
    expect((await get('/console?x=1')).headers.get('location')).toBe('/console/?x=1');
  });

  it('is read again after a rebuild', async () => {
    writeFileSync(path.join(dir, 'index.html'), INDEX.replace('<div id="root">', '<div id="root" data-build="2">'));
    try {
      expect(await (await get('/console/')).text()).toContain('data-build="2"');
    } finally {
      writeFileSync(path.join(dir, 'index.html'), INDEX);
    }
  });

  it('does not serve /consolefoo or files outside assets/', async () => {
    expect((await get('/consolefoo')).status).toBe(404);
    const outside = await get('/console/not-an-asset.txt');
    // An app route like any other: index.html, not the file.
    expect(await outside.text()).not.toContain('outside assets');
    const traversal = await get('/console/assets/..%2Fnot-an-asset.txt');
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(await traversal.text()).not.toContain('outside assets');
  });
});

describe('assets', () => {
  it('are served with a year of immutable caching and their content type', async () => {
    const js = await get('/console/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expectProtections(js);
    expect(await js.text()).toBe('console.log("console")');
    const css = await get('/console/assets/index-abc123.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/console/assets/nested/x.js')).status).toBe(200);
  });

  it('answer 404 JSON for a missing file, a dotfile or a directory (no listing)', async () => {
    for (const p of ['/console/assets/missing.js', '/console/assets/.secret', '/console/assets/', '/console/assets/nested', '/console/assets/nested/']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toMatch(/application\/json/);
      expect((await res.json()) as any, p).toMatchObject({ code: 'route.not_found' });
      expectProtections(res);
    }
  });
});

it('answers 503 "console not built" when the build is missing, in HTML or JSON', async () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'tessera-console-none-'));
  dirs.push(empty);
  const other = await startTestApp({ env: { CONSOLE_DIR: empty } });
  try {
    const html = await fetch(`${other.url}/console/users`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(503);
    expectProtections(html);
    expect(await html.text()).toContain('console not built: run npm run build');
    const json = await fetch(`${other.url}/console/`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ code: 'console.not_built', message: 'console not built: run npm run build' });
    expect((await fetch(`${other.url}/console/assets/index.js`)).status).toBe(503);
  } finally {
    await other.stop();
  }
});

it('CONSOLE_DIR defaults to dist/console in the package root', () => {
  const root = path.resolve(import.meta.dirname, '..', '..');
  expect(loadConfig({}).consoleDir).toBe(path.join(root, 'dist', 'console'));
  expect(loadConfig({ CONSOLE_DIR: 'relative/dir' }).consoleDir).toBe(path.resolve('relative/dir'));
});
