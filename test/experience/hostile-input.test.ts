// A client's garbage is the client's mistake: a NUL character in any field, query or cookie of
// the Experience API and the pages, a cookie that is not one of ours, too many form fields —
// each is a 4xx with a clear error (JSON `{ code, message }` from the API, a page from the
// pages), never a 500 (finding 15). Every answer carries the same protections.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { Browser } from './helpers/browser.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';

const app = useTestApp();
let web: TestClient;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
});

const NUL = '\u0000';

/** A request with this browser's cookies plus `extraCookies` (raw, as an attacker writes them). */
async function send(browser: Browser, method: string, path: string, options: { json?: unknown; form?: string; extraCookies?: string } = {}) {
  const cookie = [browser.cookieHeader(), options.extraCookies].filter(Boolean).join('; ');
  const headers: Record<string, string> = { cookie };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  const res = await fetch(new URL(path, app.url), { method, headers, body, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function expectClientError(res: { status: number; headers: Headers; text: string }, what: string, kind: 'json' | 'html') {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers.get('cache-control'), what).toBe('no-store');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  if (kind === 'json') {
    const body = JSON.parse(res.text);
    expect(typeof body.code, what).toBe('string');
    expect(body.message, what).toBeTruthy();
  } else {
    expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
    expect(res.text, what).toContain('role="alert"');
  }
}

async function signInApi() {
  const api = new JsonClient(app.url);
  await startAuthorization(api.browser, web);
  return api;
}

describe('Experience API with NUL characters and foreign cookies', () => {
  it('answers 4xx with { code, message } for a NUL anywhere in a body', async () => {
    const api = await signInApi();
    const b = api.browser;
    expectClientError(await send(b, 'PUT', '/api/experience', { json: { interactionEvent: `Sign${NUL}In` } }), 'PUT event', 'json');
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const user = await createUser(app);
    for (const [what, body] of [
      ['identifier', { identifier: { type: 'username', value: `${user.username}${NUL}` }, password: user.password }],
      ['identifier type', { identifier: { type: `user${NUL}name`, value: user.username }, password: user.password }],
      ['email identifier', { identifier: { type: 'email', value: `a${NUL}@example.com` }, password: 'x' }],
      ['password', { identifier: { type: 'username', value: user.username }, password: `p${NUL}` }],
    ] as const) {
      expectClientError(await send(b, 'POST', '/api/experience/verification/password', { json: body }), what, 'json');
    }
    expectClientError(await send(b, 'POST', '/api/experience/identification', { json: { verificationId: NUL } }), 'verificationId', 'json');
    expectClientError(await send(b, 'POST', '/api/experience/mfa/totp', { json: { code: NUL } }), 'totp code', 'json');
    expectClientError(await send(b, 'POST', `/api/experience/submit?interaction=${encodeURIComponent(NUL)}`), 'named interaction', 'json');

    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    expectClientError(
      await send(b, 'POST', '/api/experience/verification/verification-code', { json: { identifier: { type: 'email', value: `n${NUL}@example.com` } } }),
      'send code',
      'json',
    );
    expectClientError(
      await send(b, 'POST', '/api/experience/verification/verification-code/verify', { json: { verificationId: NUL, code: NUL } }),
      'verify code',
      'json',
    );
    expectClientError(
      await send(b, 'POST', '/api/experience/register', { json: { username: `u${NUL}`, password: 'long enough password' } }),
      'register',
      'json',
    );
    expectClientError(
      await send(b, 'POST', '/api/experience/register', { json: { email: `u${NUL}@example.com`, password: 'long enough password', verificationId: NUL } }),
      'register email',
      'json',
    );

    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status).toBe(204);
    expectClientError(
      await send(b, 'POST', '/api/experience/forgot-password', { json: { verificationId: NUL, password: `p${NUL}ssword1` } }),
      'forgot',
      'json',
    );
  });

  it.each([
    ['a NUL experience cookie', 'tessera_exp=%00'],
    ['a badly encoded experience cookie', 'tessera_exp=%ZZ%00'],
    ['a 4000-character experience cookie', `tessera_exp=${'a'.repeat(4000)}`],
    ['a forged experience cookie', 'tessera_exp=abc.def'],
    ['a NUL interaction cookie', 'tessera_interaction=%00'],
    ['a NUL signed interaction cookie', 'tessera_interaction=%00.%00'],
  ])('%s is a 4xx, not a 500', async (what, cookie) => {
    const fresh = new Browser(app.url);
    for (const [method, path, json] of [
      ['GET', '/api/experience', undefined],
      ['PUT', '/api/experience', { interactionEvent: 'Register' }],
      ['POST', '/api/experience/submit', undefined],
      ['POST', '/api/experience/register', { username: 'nobody', password: 'long enough password' }],
      ['POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: 'x@example.com' } }],
    ] as const) {
      expectClientError(await send(fresh, method, path, { ...(json ? { json } : {}), extraCookies: cookie }), `${what}: ${method} ${path}`, 'json');
    }
    // The same cookie next to a real interaction: the API still answers for the interaction.
    const api = await signInApi();
    const res = await send(api.browser, 'GET', '/api/experience', { extraCookies: cookie });
    expect(res.status, res.text).toBeLessThan(500);
  });
});

describe('pages with NUL characters, foreign cookies and too many fields', () => {
  it.each(['/sign-in', '/register', '/forgot-password', '/sign-in/mfa'])('GET %s?interaction=%00 is a 4xx page', async (path) => {
    const res = await send(new Browser(app.url), 'GET', `${path}?interaction=%00`);
    expectClientError(res, path, 'html');
  });

  it.each(['tessera_exp=%00', 'tessera_exp=%ZZ', 'tessera_interaction=%00'])('form posts with the cookie %s are a 4xx page', async (cookie) => {
    const fresh = new Browser(app.url);
    for (const path of ['/sign-in', '/register', '/register/verify', '/forgot-password', '/forgot-password/reset', '/sign-in/mfa']) {
      expectClientError(await send(fresh, 'POST', path, { form: 'identifier=a&password=b&code=c&csrf=d', extraCookies: cookie }), `${cookie} ${path}`, 'html');
    }
  });

  it('a NUL in a field of a real form is a 4xx page', async () => {
    const browser = new Browser(app.url);
    const register = await browser.get('/register');
    expectClientError(await browser.submit(register, { identifier: `a${NUL}b`, password: 'long enough password' }, false), 'register identifier', 'html');
    const forgot = await browser.get('/forgot-password');
    expectClientError(await browser.submit(forgot, { identifier: `a${NUL}@example.com` }, false), 'forgot identifier', 'html');

    const signIn = new Browser(app.url);
    const flow = await startAuthorization(signIn, web);
    const page = await signIn.get(flow.location.toString());
    expectClientError(await signIn.submit(page, { identifier: `x${NUL}`, password: 'whatever' }, false), 'sign-in identifier', 'html');
    const csrfOf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    const nulCsrf = await send(signIn, 'POST', flow.location.pathname + flow.location.search, {
      form: `csrf=${encodeURIComponent(csrfOf)}%00&identifier=a&password=b`,
    });
    expectClientError(nulCsrf, 'sign-in csrf', 'html');
  });

  it('a form with too many fields is a 4xx page', async () => {
    const browser = new Browser(app.url);
    const flow = await startAuthorization(browser, web);
    const many = Array.from({ length: 2000 }, (_, i) => `f${i}=x`).join('&');
    for (const path of [flow.location.pathname + flow.location.search, '/register', '/forgot-password', '/sign-in/mfa']) {
      const res = await send(browser, 'POST', path, { form: many });
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.text, path).not.toContain('f1999');
    }
  });
});

describe('bodies that do not decompress as their Content-Encoding says', () => {
  it('are a 4xx on the Experience API and the pages, not a 500', async () => {
    const browser = new Browser(app.url);
    const flow = await startAuthorization(browser, web);
    const cases = [
      { path: '/api/experience/identification', type: 'application/json', body: '{"verificationId":"x"}', kind: 'json' as const },
      {
        path: flow.location.pathname + flow.location.search,
        type: 'application/x-www-form-urlencoded',
        body: 'identifier=a&password=b',
        kind: 'html' as const,
      },
      { path: '/forgot-password', type: 'application/x-www-form-urlencoded', body: 'identifier=a@example.com', kind: 'html' as const },
    ];
    for (const c of cases) {
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const res = await fetch(new URL(c.path, app.url), {
          method: 'POST',
          headers: { cookie: browser.cookieHeader(), 'content-type': c.type, 'content-encoding': encoding },
          body: c.body,
          redirect: 'manual',
        });
        expectClientError({ status: res.status, headers: res.headers, text: await res.text() }, `${encoding} ${c.path}`, c.kind);
      }
    }
  });
});

/** A small seeded generator (mulberry32), so a failure names the seed that reproduces it. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ATOMS = [
  '',
  NUL,
  `a${NUL}b`,
  '__proto__',
  'constructor',
  '%00',
  '%zz',
  '\uD800',
  '😀',
  'SignIn',
  'Register',
  'ForgotPassword',
  'email',
  'phone',
  'username',
  'x@example.com',
  '+15551234567',
  '123456',
  '<script>',
  "' or 1=1 --",
  'a'.repeat(200),
];

function value(next: () => number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const kind = Math.floor(next() * (depth > 2 ? 5 : 8));
  switch (kind) {
    case 0:
      return pick(ATOMS);
    case 1:
      return Math.floor(next() * 1e6) * (next() < 0.5 ? -1 : 1);
    case 2:
      return next() < 0.5;
    case 3:
      return null;
    case 4:
      return pick(ATOMS) + pick(ATOMS);
    case 5:
      return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth + 1));
    default: {
      const keys = [
        'identifier',
        'type',
        'value',
        'password',
        'verificationId',
        'code',
        'interactionEvent',
        'username',
        'email',
        'interactionId',
        '__proto__',
        'constructor',
      ];
      const out: Record<string, unknown> = {};
      // Own keys, `__proto__` included, as JSON.parse would make them.
      for (let i = Math.floor(next() * 4); i > 0; i--)
        Object.defineProperty(out, pick(keys), { value: value(next, depth + 1), enumerable: true, configurable: true, writable: true });
      return out;
    }
  }
}

/** Percent-encodes, writing a lone surrogate as the bytes a careless client would send. */
const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
const enc = (v: unknown) => {
  try {
    return encodeURIComponent(text(v));
  } catch {
    return '%ED%A0%80';
  }
};

describe('a fuzz of the Experience API and the pages', () => {
  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const routes = [
      ['PUT', '/api/experience'],
      ['GET', '/api/experience'],
      ['POST', '/api/experience/verification/password'],
      ['POST', '/api/experience/identification'],
      ['POST', '/api/experience/mfa/totp'],
      ['POST', '/api/experience/submit'],
      ['POST', '/api/experience/verification/verification-code'],
      ['POST', '/api/experience/verification/verification-code/verify'],
      ['POST', '/api/experience/register'],
      ['POST', '/api/experience/forgot-password'],
      ['POST', '/api/experience/nowhere'],
      ['POST', '/sign-in'],
      ['GET', '/sign-in'],
      ['POST', '/sign-in/mfa'],
      ['GET', '/sign-in/mfa'],
      ['POST', '/register'],
      ['GET', '/register'],
      ['POST', '/register/verify'],
      ['POST', '/forgot-password'],
      ['GET', '/forgot-password'],
      ['POST', '/forgot-password/reset'],
    ] as const;
    const seed = Number(process.env.FUZZ_SEED ?? 12);
    const next = rng(seed);
    const failures: string[] = [];
    for (let round = 0; round < 12; round++) {
      // Half the rounds inside a real interaction (and experience), half without.
      const api = await signInApi();
      if (round % 2) await api.call('PUT', '/api/experience', { interactionEvent: round % 4 === 1 ? 'Register' : 'ForgotPassword' });
      const browser = round % 3 === 0 ? new Browser(app.url) : api.browser;
      for (const [method, path] of routes) {
        const query = next() < 0.3 ? `?interaction=${enc(value(next))}` : '';
        const extraCookies = next() < 0.3 ? `tessera_exp=${enc(value(next))}` : undefined;
        const payload = value(next);
        const form = next() < 0.5;
        const options =
          method === 'GET'
            ? { extraCookies }
            : form
              ? {
                  form: new URLSearchParams(
                    Object.entries(typeof payload === 'object' && payload ? payload : { identifier: payload }).map(
                      ([k, v]) => [k, text(v)] as [string, string],
                    ),
                  ).toString(),
                  extraCookies,
                }
              : { json: payload, extraCookies };
        const res = await send(browser, method, `${path}${query}`, options);
        if (res.status >= 500) failures.push(`${method} ${path}${query} ${JSON.stringify(options)} → ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures, `seed ${seed}`).toEqual([]);
  });
});
