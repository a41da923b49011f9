// Fuzz of the HTTP fronts: a few hundred malformed requests across /oidc, the Experience and
// Account APIs, the sign-in pages, the Management API and /graphql. Whatever a client sends, the
// answer is never a 5xx (nor a dropped connection).
//
// Reproducible: a seeded PRNG picks every request. The seed is printed; rerun one with
//   FUZZ_SEED=<seed> npx vitest run test/fuzz/fronts.test.ts
// FUZZ_COUNT changes how many requests are sent (default 600). Each failure is printed with its
// index, method, path, headers and body excerpt.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const COUNT = Number(process.env.FUZZ_COUNT ?? 600);

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Failure {
  index: number;
  request: FuzzRequest;
  status: number | string;
  excerpt: string;
}

// ---- values ---------------------------------------------------------------------------------

/** Raw (already percent-encoded or deliberately broken) query/form values. */
const RAW_VALUES = [
  '%00',
  'a%00b',
  '%zz',
  '%',
  '%%%',
  '%E0%A4%A',
  '%C0%80',
  '%ED%A0%80', // a lone surrogate in UTF-8
  '%FF%FE',
  '__proto__',
  'constructor',
  '',
  'x'.repeat(3_000),
  'y'.repeat(70_000),
  '%F0%9F%92%A9',
  'null',
  '[]',
  '{}',
  '-1',
  '1e309',
  'NaN',
  'javascript:alert(1)',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
];

/** JS values for JSON bodies. */
function jsonValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 8 : 12)) {
    case 0:
      return 'a\u0000b';
    case 1:
      return '\u0000';
    case 2:
      return 'z'.repeat(rng.pick([300, 3_000, 60_000]));
    case 3:
      return rng.pick([0, -1, 1e308, 2 ** 53 + 1, 0.5]);
    case 4:
      return rng.pick([true, false, null]);
    case 5:
      return '\ud800'; // lone surrogate
    case 6:
      return rng.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    case 7:
      return rng.pick(['', ' ', 'not-an-email', '+', 'a@b', 'https://x', 'javascript:alert(1)']);
    case 8:
      return [jsonValue(rng, depth + 1), jsonValue(rng, depth + 1)];
    case 9:
      return { [rng.pick(FIELD_NAMES)]: jsonValue(rng, depth + 1) };
    case 10:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
    default:
      return { toString: 'x', valueOf: 1, [rng.pick(FIELD_NAMES)]: jsonValue(rng, depth + 1) };
  }
}

const FIELD_NAMES = [
  'identifier', 'password', 'verificationId', 'interactionEvent', 'code', 'email', 'phone', 'username',
  'primaryEmail', 'customData', 'profile', 'name', 'avatar', 'type', 'events', 'config', 'url',
  'newPassword', 'oldPassword', 'scopes', 'roleIds', 'description', 'isDefault', 'redirectUris',
  'client_id', 'token', '__proto__', 'constructor', 'input', 'first',
];
const FORM_NAMES = [
  'client_id', 'client_secret', 'token', 'token_type_hint', 'grant_type', 'code', 'redirect_uri',
  'response_type', 'scope', 'state', 'nonce', 'prompt', 'resource', 'code_challenge',
  'code_challenge_method', 'id_token_hint', 'post_logout_redirect_uri', 'access_token',
  'interaction', 'csrf', 'identifier', 'password', 'email', 'code', 'username', '__proto__',
  'constructor', 'a[b]', 'a[]', 'logout',
];

const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function formBody(rng: Rng): string {
  const parts: string[] = [];
  const n = rng.pick([1, 2, 4, 8, 30, 1_100]);
  for (let i = 0; i < n; i += 1) {
    const name = rng.chance(0.2) ? rng.pick(RAW_VALUES).slice(0, 40) : rng.pick(FORM_NAMES);
    const value = rng.chance(0.6) ? rng.pick(RAW_VALUES) : encodeURIComponent(String(rng.int(1000)));
    parts.push(`${name}=${value}`);
    if (rng.chance(0.2)) parts.push(`${name}=${value}`); // duplicate parameter
  }
  if (rng.chance(0.1)) parts.push('&&==&');
  return parts.join('&');
}

function jsonBody(rng: Rng): string {
  switch (rng.int(9)) {
    case 0:
      return deepJson(rng.pick([40, 5_000]));
    case 1:
      return `{"customData":${deepJson(5_000)},"profile":${deepArray(3_000)}}`;
    case 2:
      return '{"identifier":'; // truncated
    case 3:
      return rng.pick(['null', '[]', '"x"', '1', 'true', '[1,2,3]', '{}']);
    case 4:
      return '{"__proto__":{"admin":true},"identifier":{"__proto__":null}}';
    case 5:
      return `{"password":"${'p'.repeat(120_000)}"}`; // over the body limit
    case 6:
      return '{"a":1,"a":2,"identifier":"x","identifier":{"type":"username","value":"\\u0000"}}';
    default: {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < 1 + rng.int(5); i += 1) object[rng.pick(FIELD_NAMES)] = jsonValue(rng);
      return JSON.stringify(object);
    }
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded; charset=utf-16',
  'application/graphql',
  '',
  'application/json; charset=utf-8; x=%00',
  '*/*',
];

// ---- fronts ---------------------------------------------------------------------------------

type Kind = 'form' | 'json' | 'query' | 'graphql';
interface Endpoint {
  methods: string[];
  path: string;
  kind: Kind;
  auth?: 'admin' | 'client';
}

const ENDPOINTS: Endpoint[] = [
  // OAuth / OIDC
  { methods: ['GET', 'POST'], path: '/oidc/auth', kind: 'form' },
  { methods: ['POST', 'GET'], path: '/oidc/token', kind: 'form', auth: 'client' },
  { methods: ['POST'], path: '/oidc/token/introspection', kind: 'form', auth: 'client' },
  { methods: ['POST'], path: '/oidc/token/revocation', kind: 'form', auth: 'client' },
  { methods: ['GET', 'POST'], path: '/oidc/me', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/oidc/session/end', kind: 'form' },
  { methods: ['GET'], path: '/oidc/.well-known/openid-configuration', kind: 'query' },
  { methods: ['GET'], path: '/oidc/jwks', kind: 'query' },
  // Experience API
  { methods: ['PUT', 'GET'], path: '/api/experience', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/identification', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/verification/password', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/verification/verification-code', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/verification/verification-code/verify', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/register', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/forgot-password', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/mfa/totp', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/submit', kind: 'json' },
  // Account API
  { methods: ['GET'], path: '/api/my-account', kind: 'json' },
  { methods: ['POST'], path: '/api/my-account/verification-codes', kind: 'json' },
  { methods: ['POST'], path: '/api/my-account/verification-codes/verify', kind: 'json' },
  { methods: ['POST'], path: '/api/my-account/primary-email', kind: 'json' },
  { methods: ['POST'], path: '/api/my-account/password', kind: 'json' },
  { methods: ['POST'], path: '/api/my-account/mfa/totp', kind: 'json' },
  // Pages
  { methods: ['GET', 'POST'], path: '/sign-in', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/register', kind: 'form' },
  { methods: ['POST'], path: '/register/verify', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/forgot-password', kind: 'form' },
  { methods: ['POST'], path: '/forgot-password/reset', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/sign-in/mfa', kind: 'form' },
  // Management API (admin token: the input reaches the resolvers)
  { methods: ['GET', 'POST'], path: '/api/users', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'PATCH', 'DELETE'], path: '/api/users/{id}', kind: 'json', auth: 'admin' },
  { methods: ['PATCH'], path: '/api/users/{id}/custom-data', kind: 'json', auth: 'admin' },
  { methods: ['PATCH'], path: '/api/users/{id}/profile', kind: 'json', auth: 'admin' },
  { methods: ['PATCH'], path: '/api/users/{id}/password', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/roles', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'PATCH', 'DELETE'], path: '/api/roles/{id}', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/applications', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'PATCH'], path: '/api/applications/{id}', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/resources', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/resources/{id}/scopes', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/hooks', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'PATCH'], path: '/api/hooks/{id}', kind: 'json', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/api/organizations', kind: 'json', auth: 'admin' },
  { methods: ['GET'], path: '/api/users', kind: 'query' },
  // GraphQL
  { methods: ['POST', 'GET'], path: '/graphql', kind: 'graphql', auth: 'admin' },
];

const PATH_IDS = ['%zz', '%%%', '%00', 'a%00b', '%E0%A4%A', '__proto__', 'constructor', 'x'.repeat(5_000), '%2F..%2F', '..', 'no-such-id'];

const GRAPHQL_DOCUMENTS = [
  '{ users(first: 1) { nodes { id } } }',
  'query($n: Int) { users(first: $n) { nodes { id username } } }',
  'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } userErrors { code } } }',
  'mutation($id: ID!, $c: JSONObject!) { updateUserCustomData(id: $id, customData: $c) { userErrors { code } } }',
  `{ users(first: 1) { nodes { id } } ${'#'.repeat(10)} }`,
  `{ ${'a: __typename '.repeat(2_000)} }`,
  `query { users(search: "${'\\u0000'}") { totalCount } }`,
  `mutation { createUser(input: { customData: ${'{a:'.repeat(3_000)}1${'}'.repeat(3_000)} }) { user { id } } }`,
  `query { ${'users(first: 1) { nodes { id } } '.repeat(3)} }`,
  '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }',
  'query { user(id: "%zz") { id } }',
  'subscription { x }',
  '{',
  '',
  'fragment F on User { ...F } { users { nodes { ...F } } }',
];

function graphqlBody(rng: Rng): string {
  const query = rng.pick(GRAPHQL_DOCUMENTS);
  switch (rng.int(6)) {
    case 0:
      return JSON.stringify({ query, variables: { n: rng.pick([100, 1e9, -1, '1', null]), id: rng.pick(PATH_IDS), c: jsonValue(rng), input: { customData: jsonValue(rng), avatar: 'javascript:x' } } });
    case 1:
      return `{"query":${JSON.stringify(query)},"variables":{"c":${deepJson(5_000)},"input":{"customData":${deepJson(2_000)}}}}`;
    case 2:
      return JSON.stringify([{ query }, { query }]); // batch
    case 3:
      return JSON.stringify({ query, variables: '{"n":1}', operationName: rng.pick(['X', '', '__proto__', 1]) });
    case 4:
      return JSON.stringify({ query: { __proto__: null }, extensions: { persistedQuery: { version: 1, sha256Hash: '%zz' } } });
    default:
      return jsonBody(rng);
  }
}

function queryString(rng: Rng, kind: Kind): string {
  if (kind === 'graphql' && rng.chance(0.7)) {
    const parts = [`query=${encodeURIComponent(rng.pick(GRAPHQL_DOCUMENTS))}`];
    if (rng.chance(0.5)) parts.push(`variables=${rng.pick([encodeURIComponent(deepJson(2_000)), '%zz', '{', encodeURIComponent('{"n":100}')])}`);
    return `?${parts.join('&')}`;
  }
  if (rng.chance(0.3)) return '';
  const parts: string[] = [];
  for (let i = 0; i < 1 + rng.int(6); i += 1) {
    parts.push(`${rng.pick(FORM_NAMES)}=${rng.pick(RAW_VALUES).slice(0, 2_000)}`);
  }
  if (rng.chance(0.3)) parts.push('page=0&page_size=1e9&page=x');
  return `?${parts.join('&')}`;
}

interface Fixtures {
  adminToken: string;
  client: TestClient;
  interactionCookie: string;
  interactionId: string;
  userId: string;
}

function cookieHeader(rng: Rng, fx: Fixtures): string | undefined {
  switch (rng.int(8)) {
    case 0:
      return undefined;
    case 1:
      return fx.interactionCookie;
    case 2:
      return 'tessera_exp=%00; tessera_interaction=%00';
    case 3:
      return `tessera_session=${rng.pick(['%zz', 'a.b.c', 'x'.repeat(4_000), '', '__proto__'])}`;
    case 4:
      return `tessera_exp=${rng.pick(['%zz', '"', '%E0%A4%A', 'a%00', '=='])}; tessera_exp=second`;
    case 5:
      return `${fx.interactionCookie}; tessera_interaction=other`;
    case 6:
      return '__proto__=1; constructor=2; =; ;;';
    default:
      return `tessera_interaction=${fx.interactionId}%00; tessera_session=%`;
  }
}

function authorization(rng: Rng, endpoint: Endpoint, fx: Fixtures): string | undefined {
  if (endpoint.auth === 'admin' && rng.chance(0.75)) return `Bearer ${fx.adminToken}`;
  if (endpoint.auth === 'client' && rng.chance(0.4)) {
    return `Basic ${Buffer.from(`${fx.client.clientId}:${fx.client.clientSecret ?? ''}`).toString('base64')}`;
  }
  switch (rng.int(7)) {
    case 0:
      return undefined;
    case 1:
      return 'Bearer';
    case 2:
      return `Bearer ${rng.pick(['a.b.c', 'x'.repeat(5_000), '%00', `${fx.adminToken}x`])}`;
    case 3:
      return `Basic ${rng.pick(['!!!', Buffer.from('no-colon').toString('base64'), Buffer.from('%zz:%zz').toString('base64'), Buffer.from('a\u0000:b').toString('base64')])}`;
    case 4:
      return `Bearer ${fx.adminToken}`; // valid token, wrong front for most paths
    case 5:
      return 'Digest x';
    default:
      return `Basic ${Buffer.from(`${fx.client.clientId}:wrong`).toString('base64')}`;
  }
}

function makeRequest(rng: Rng, fx: Fixtures): FuzzRequest {
  const endpoint = rng.pick(ENDPOINTS);
  const method = rng.chance(0.9) ? rng.pick(endpoint.methods) : rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
  let path = endpoint.path.replace('{id}', () => (rng.chance(0.3) ? fx.userId : rng.pick(PATH_IDS)));
  if (rng.chance(0.1)) path += rng.pick(['/%zz', '%00', '/..%2f', '//', '/x'.repeat(50)]);
  path += queryString(rng, endpoint.kind);

  const headers: Record<string, string> = {};
  const auth = authorization(rng, endpoint, fx);
  if (auth) headers.authorization = auth;
  const cookie = cookieHeader(rng, fx);
  if (cookie) headers.cookie = cookie;
  if (endpoint.kind === 'graphql') headers['apollo-require-preflight'] = 'true';
  if (rng.chance(0.1)) headers['content-encoding'] = rng.pick(['gzip', 'br', 'identity', 'x-unknown']);
  if (rng.chance(0.05)) headers['x-forwarded-for'] = rng.pick(['%00', '1.1.1.1, ::1, garbage', 'x'.repeat(2_000)]);

  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const natural = endpoint.kind === 'form' ? 'form' : endpoint.kind === 'graphql' ? 'graphql' : 'json';
    const shape = rng.chance(0.75) ? natural : rng.pick(['form', 'json', 'graphql']);
    body = shape === 'form' ? formBody(rng) : shape === 'graphql' ? graphqlBody(rng) : jsonBody(rng);
    const proper = shape === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const type = rng.chance(0.7) ? proper : rng.pick(CONTENT_TYPES);
    if (type) headers['content-type'] = type;
  }
  return { method, path: urlSafe(path), headers, ...(body !== undefined ? { body: Buffer.from(body) } : {}) };
}

/**
 * One request on its own connection (a server that closes a connection after refusing a body
 * must not fail the next request). An answer that arrives while the body is still being written
 * counts: a server may refuse an oversized body early and close.
 */
function send(url: URL, request: FuzzRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, timeout: 20_000, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) });
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(request.body);
  });
}

/** A request target Node's HTTP parser accepts: raw `%` sequences stay (broken ones are the point). */
const urlSafe = (raw: string) => raw.replace(/[^A-Za-z0-9\-._~%!$&'()*+,;=:@/?]/g, (c) => encodeURIComponent(c));

const describeRequest = (r: FuzzRequest) => {
  const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v]));
  const body = r.body ? (r.body.length > 300 ? `${r.body.subarray(0, 300).toString()}…(${r.body.length} bytes)` : r.body.toString()) : '';
  const path = r.path.length > 300 ? `${r.path.slice(0, 300)}…(${r.path.length})` : r.path;
  return `${r.method} ${path}\n    headers: ${JSON.stringify(headers)}\n    body: ${JSON.stringify(body)}`;
};

let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startTestApp();
  const client = await createClient(app, 'Traditional');
  const user = await createUser(app);
  const auth = new URL(`${app.url}/oidc/auth`);
  auth.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid profile',
    state: 'fuzz',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const res = await fetch(auth, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '/', app.url);
  fixtures = {
    adminToken: await app.adminToken(),
    client,
    interactionCookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '),
    interactionId: location.searchParams.get('interaction') ?? '',
    userId: user.id,
  };
});
afterAll(async () => {
  await app?.stop();
});

describe(`fuzz of the fronts (FUZZ_SEED=${SEED}, ${COUNT} requests)`, () => {
  it('never answers 5xx', { timeout: 240_000 }, async () => {
    console.info(`fuzz seed ${SEED} (rerun with FUZZ_SEED=${SEED})`);
    const rng = prng(SEED);
    const url = new URL(app.url);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < COUNT; index += 1) {
      const request = makeRequest(rng, fixtures);
      try {
        const { status, text } = await send(url, request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push({ index, request, status, excerpt: text });
      } catch (error) {
        failures.push({ index, request, status: `no answer: ${(error as Error).message}`, excerpt: '' });
      }
    }
    console.info(`fuzz answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    // The server is still up and answering after all of it.
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    const report = failures
      .map((f) => `#${f.index} → ${f.status}\n    ${describeRequest(f.request)}\n    answer: ${JSON.stringify(f.excerpt)}`)
      .join('\n');
    if (failures.length) console.error(`fuzz seed ${SEED}: ${failures.length} failing requests\n${report}`);
    expect(
      failures.map((f) => `#${f.index} ${f.request.method} ${f.request.path.slice(0, 120)} → ${f.status}`),
      `seed ${SEED}`,
    ).toEqual([]);
  });
});
