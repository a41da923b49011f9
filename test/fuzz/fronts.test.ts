// Fuzz of the HTTP fronts: 10,000 generated malformed requests across /oidc (PAR included), the
// Experience, Account and Verification APIs, the sign-in pages, the Management API, /graphql and
// /console.
// Whatever a client sends, the answer is never a 5xx (nor a dropped connection), nothing is
// logged as an unhandled or unexpected error, and the server still serves normal requests after.
//
// Reproducible: request #i is built from its own PRNG seeded by (seed, i), so it does not depend
// on the order in which concurrent answers arrive. The seed is printed; rerun with
//   FUZZ_SEED=<seed> npx vitest run test/fuzz/fronts.test.ts
// and one request alone with FUZZ_ONLY=<index> (or a range, <from>-<to>); FUZZ_PART=<k>/<n> runs one
// slice (CI: half on each database). FUZZ_COUNT (default
// 10,000) and FUZZ_CONCURRENCY (default 16) change the load; FUZZ_DEBUG=1 prints the time spent
// per endpoint and the server's socket errors. Each failure is printed with its index, method,
// path, headers and body excerpt. The run takes about 12–18 s of CPU (client and server, this
// process) per database; its wall time is that on an idle 2-core machine, more on a shared one.
//
// The log check reads what the server writes through `console` and process.stdout/stderr (where
// the logger writes).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { usePostgres } from '../helpers/database.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { byteLimit } from '../../src/oidc/token/form.js';

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

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
/** FUZZ_ONLY=<index> or <from>-<to>: replay those requests only. */
const ONLY = process.env.FUZZ_ONLY?.split('-').map(Number);
/**
 * FUZZ_PART=<k>/<n>: the k-th of n equal slices of the COUNT requests. CI's two runs (PGlite,
 * Postgres) each take one half, so the same 10,000 distinct requests run once across CI, each
 * database's driver and error paths under 5,000 of them, in half the time per run.
 */
const PART = /^(\d+)\/(\d+)$/.exec(process.env.FUZZ_PART ?? '');
function requestRange(): [number, number] {
  if (ONLY) return [ONLY[0]!, ONLY[1] ?? ONLY[0]!];
  if (!PART) return [0, COUNT - 1];
  const [k, n] = [Number(PART[1]), Number(PART[2])];
  const size = Math.ceil(COUNT / n);
  return [(k - 1) * size, Math.min(COUNT, k * size) - 1];
}

/** Request #index's own generator: the same request for the same (seed, index), in any order. */
const rngFor = (index: number) => prng((SEED + Math.imul(index + 1, 0x9e3779b1)) >>> 0);

interface FuzzRequest {
  /** The endpoint's template, for the timing summary (FUZZ_DEBUG). */
  endpoint: string;
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
  '\xff\xfe', // raw bytes that are not UTF-8 (sent as they are: see urlSafe)
  'caf\xe9', // Latin-1, not UTF-8
  '%C3%A9',
  '%EF%BF%BF',
  '%F4%90%80%80', // above U+10FFFF
  '%u0041',
  '+%2B+',
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
  'identifier',
  'password',
  'verificationId',
  'interactionEvent',
  'code',
  'email',
  'phone',
  'username',
  'primaryEmail',
  'customData',
  'profile',
  'name',
  'avatar',
  'type',
  'events',
  'config',
  'url',
  'newPassword',
  'oldPassword',
  'scopes',
  'roleIds',
  'description',
  'isDefault',
  'redirectUris',
  'client_id',
  'token',
  '__proto__',
  'constructor',
  'input',
  'first',
];
const FORM_NAMES = [
  'client_id',
  'client_secret',
  'token',
  'token_type_hint',
  'grant_type',
  'code',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'prompt',
  'resource',
  'code_challenge',
  'code_challenge_method',
  'id_token_hint',
  'post_logout_redirect_uri',
  'access_token',
  'interaction',
  'csrf',
  'identifier',
  'password',
  'email',
  'code',
  'username',
  '__proto__',
  'constructor',
  'a[b]',
  'a[]',
  'logout',
  'request',
  'request_uri',
  'client_assertion',
  'client_assertion_type',
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
  auth?: 'admin' | 'client' | 'account';
}

const ENDPOINTS: Endpoint[] = [
  // OAuth / OIDC
  { methods: ['GET', 'POST'], path: '/oidc/auth', kind: 'form' },
  { methods: ['POST', 'GET'], path: '/oidc/token', kind: 'form', auth: 'client' },
  { methods: ['POST', 'GET'], path: '/oidc/par', kind: 'form', auth: 'client' },
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
  { methods: ['POST'], path: '/api/experience/verification/backup-code/verify', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/submit', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/verification/social/{id}/authorization-uri', kind: 'json' },
  { methods: ['POST'], path: '/api/experience/verification/sso/{id}/verify', kind: 'json' },
  { methods: ['GET'], path: '/api/experience/sso-connectors', kind: 'query' },
  // Account API (a signed-in user's token for the Account API: the input reaches the handlers)
  { methods: ['GET', 'PATCH'], path: '/api/my-account', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/verification-codes', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/verification-codes/verify', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/primary-email', kind: 'json', auth: 'account' },
  { methods: ['POST', 'DELETE'], path: '/api/my-account/password', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/mfa/totp', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/mfa-verifications/backup-codes/generate', kind: 'json', auth: 'account' },
  { methods: ['GET'], path: '/api/my-account/mfa-verifications/backup-codes', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/my-account/identities', kind: 'json', auth: 'account' },
  { methods: ['DELETE'], path: '/api/my-account/identities/{id}', kind: 'json', auth: 'account' },
  // Verification API
  { methods: ['POST'], path: '/api/verifications/password', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/verifications/totp', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/verifications/backup-code', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/verifications/verification-code', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/verifications/verification-code/verify', kind: 'json', auth: 'account' },
  { methods: ['POST'], path: '/api/verifications/social', kind: 'json', auth: 'account' },
  // Pages
  { methods: ['GET', 'POST'], path: '/sign-in', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/register', kind: 'form' },
  { methods: ['POST'], path: '/register/verify', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/forgot-password', kind: 'form' },
  { methods: ['POST'], path: '/forgot-password/reset', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/sign-in/mfa', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/sign-in/mfa/backup-code', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/sign-in/sso', kind: 'form' },
  { methods: ['GET'], path: '/sign-in/sso/callback', kind: 'query' },
  { methods: ['GET'], path: '/sign-in/social/{id}', kind: 'query' },
  { methods: ['GET', 'POST'], path: '/callback/social/{id}', kind: 'form' },
  { methods: ['GET', 'POST'], path: '/api/authn/single-sign-on/oidc/{id}', kind: 'form' },
  // The admin console (static files and its SPA fallback, when built)
  { methods: ['GET', 'HEAD'], path: '/console', kind: 'query' },
  { methods: ['GET'], path: '/console/users/{id}', kind: 'query' },
  { methods: ['GET'], path: '/console/assets/{id}', kind: 'query' },
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
  { methods: ['GET'], path: '/api/users', kind: 'query', auth: 'admin' },
  { methods: ['GET'], path: '/api/users/{id}/roles', kind: 'query', auth: 'admin' },
  { methods: ['GET'], path: '/api/organizations/{id}/users', kind: 'query', auth: 'admin' },
  { methods: ['GET'], path: '/api/hooks/{id}/recent-logs', kind: 'query', auth: 'admin' },
  { methods: ['GET', 'POST'], path: '/oidc/{id}', kind: 'form' },
  { methods: ['GET'], path: '/{id}', kind: 'query' },
  // GraphQL
  { methods: ['POST', 'GET'], path: '/graphql', kind: 'graphql', auth: 'admin' },
];

/** Odd values that are nevertheless well-formed once percent-encoded. */
const WELL_FORMED = [
  '__proto__',
  'constructor',
  '',
  ' ',
  'é/ü',
  '💩',
  'x'.repeat(2_000),
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  'null',
  'a&b=c',
  '../..',
  'javascript:alert(1)',
  "' OR 1=1--",
  '\u202e',
];

const PATH_IDS = [
  '%zz',
  '%%%',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
  '%2F..%2F',
  '..',
  'no-such-id',
  '%FF',
  '\xff',
  '%C0%80',
  '%ED%A0%80',
  '%',
  'a%2',
  '%%30',
  '%E2%80%AE',
  '%C3%A9',
  '%F0%9F%92%A9',
  '%0A',
  '%0D%0A',
  '%20',
];

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
      return JSON.stringify({
        query,
        variables: {
          n: rng.pick([100, 1e9, -1, '1', null]),
          id: rng.pick(PATH_IDS),
          c: jsonValue(rng),
          input: { customData: jsonValue(rng), avatar: 'javascript:x' },
        },
      });
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
  // Half the queries are well-formed, so that the edge does not refuse everything before the
  // handlers (and their readers of odd but valid values) are reached.
  const wellFormed = rng.chance(0.5);
  const parts: string[] = [];
  for (let i = 0; i < 1 + rng.int(6); i += 1) {
    const value = wellFormed ? encodeURIComponent(rng.pick(WELL_FORMED)) : rng.pick(RAW_VALUES).slice(0, 2_000);
    parts.push(`${rng.pick(FORM_NAMES)}=${value}`);
  }
  if (rng.chance(0.3)) parts.push('page=0&page_size=1e9&page=x');
  return `?${parts.join('&')}`;
}

interface Fixtures {
  adminToken: string;
  accountToken: string;
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
  if (endpoint.auth === 'account' && rng.chance(0.75)) return `Bearer ${fx.accountToken}`;
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

/** Bytes that are not UTF-8 (or are, but must not reach a database): spliced into a body. */
const BAD_BYTES = [[0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00], [0xe0, 0xa4]];

function corrupt(rng: Rng, body: Buffer): Buffer {
  const at = rng.int(body.length + 1);
  return Buffer.concat([body.subarray(0, at), Buffer.from(rng.pick(BAD_BYTES)), body.subarray(at)]);
}

function makeRequest(rng: Rng, fx: Fixtures): FuzzRequest {
  const endpoint = rng.pick(ENDPOINTS);
  const method = rng.chance(0.9) ? rng.pick(endpoint.methods) : rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND']);
  let path = endpoint.path.replace('{id}', () =>
    rng.chance(0.3) ? fx.userId : rng.chance(0.4) ? encodeURIComponent(rng.pick(WELL_FORMED)) : rng.pick(PATH_IDS),
  );
  if (rng.chance(0.12)) path += rng.pick(['/%zz', '%00', '/..%2f', '//', '/x'.repeat(50), '/%FF', '/\xff', '/%%%', '/%E0%A4%A']);
  path += queryString(rng, endpoint.kind);

  const headers: Record<string, string> = {};
  const auth = authorization(rng, endpoint, fx);
  if (auth) headers.authorization = auth;
  const cookie = cookieHeader(rng, fx);
  if (cookie) headers.cookie = cookie;
  if (endpoint.kind === 'graphql') headers['apollo-require-preflight'] = 'true';
  if (rng.chance(0.1)) headers['content-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'identity', 'x-unknown', 'gzip, gzip']);
  if (rng.chance(0.05)) headers['x-forwarded-for'] = rng.pick(['%00', '1.1.1.1, ::1, garbage', 'x'.repeat(2_000)]);
  if (rng.chance(0.1)) headers.accept = rng.pick(['application/json', 'text/html', '*/*', 'image/png', '', 'text/html;q=0, application/json;q=0']);
  if (rng.chance(0.05)) headers.origin = rng.pick(['https://evil.example', 'null', '\xff']);

  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const natural = endpoint.kind === 'form' ? 'form' : endpoint.kind === 'graphql' ? 'graphql' : 'json';
    const shape = rng.chance(0.75) ? natural : rng.pick(['form', 'json', 'graphql']);
    body = Buffer.from(shape === 'form' ? formBody(rng) : shape === 'graphql' ? graphqlBody(rng) : jsonBody(rng));
    if (rng.chance(0.1)) body = corrupt(rng, body);
    if (rng.chance(0.03)) body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body.toString('latin1'), 'utf16le')]);
    const proper = shape === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const type = rng.chance(0.7) ? proper : rng.pick(CONTENT_TYPES);
    if (type) headers['content-type'] = type;
  }
  return { endpoint: endpoint.path, method, path: urlSafe(path), headers, ...(body !== undefined ? { body } : {}) };
}

/** Keep-alive connections, as a real client reuses them: the fuzz is ~10,000 requests. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** The server's body limit in bytes (set once the app runs): a larger body may be refused by closing. */
let bodyLimitBytes = Number.POSITIVE_INFINITY;

/**
 * One request. An answer that arrives while the body is still being written counts: a server may
 * refuse an oversized body early and close. A body over the server's limit may also get its
 * connection closed before the 413 reaches us (the close resets the bytes still unread, RFC 9110
 * §15.5.14 lets the server close): that is a refusal, counted as status 0, never a pass of any
 * other kind. A kept-alive connection the server closed just before the request was written is a
 * property of keep-alive, not of the server: the request is sent once more on a new connection,
 * and only no answer there is a failure.
 */
function send(url: URL, request: FuzzRequest, fresh = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // Framed explicitly: Node's client sends a DELETE, OPTIONS or TRACE body without a length,
    // which the server (rightly) reads as the start of the next request on the connection.
    const headers = request.body ? { ...request.headers, 'content-length': String(request.body.length) } : request.headers;
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, timeout: 20_000, agent: fresh ? false : agent },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) });
        res.on('data', (c: Buffer) => {
          if (size < 2_000) chunks.push(c);
          size += c.length;
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => {
      if (answered) return;
      const reset = /ECONNRESET|socket hang up|EPIPE/.test(String((error as { code?: string }).code ?? error.message));
      if (reset && (request.body?.length ?? 0) > bodyLimitBytes) {
        resolve({ status: 0, text: 'connection closed while an over-limit body was being written' });
        return;
      }
      if (!fresh && req.reusedSocket && reset) {
        send(url, request, true).then(resolve, reject);
        return;
      }
      reject(
        new Error(
          `${error.message} (${fresh ? 'on a new connection, after a reset kept-alive one' : req.reusedSocket ? 'kept-alive connection' : 'new connection'})`,
        ),
      );
    });
    req.end(request.body);
  });
}

/**
 * A request target Node's HTTP client accepts: raw `%` sequences stay (broken ones are the point),
 * and characters U+0080–U+00FF stay too: Node writes them as single bytes, so the server sees
 * bytes that are not UTF-8. Everything else is percent-encoded.
 */
const urlSafe = (raw: string) => raw.replace(/[^A-Za-z0-9\-._~%!$&'()*+,;=:@/?\x80-\xff]/g, (c) => encodeURIComponent(c));

const describeRequest = (r: FuzzRequest) => {
  const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v]));
  const body = r.body ? (r.body.length > 300 ? `${r.body.subarray(0, 300).toString()}…(${r.body.length} bytes)` : r.body.toString()) : '';
  const path = r.path.length > 300 ? `${r.path.slice(0, 300)}…(${r.path.length})` : r.path;
  return `${r.method} ${path}\n    headers: ${JSON.stringify(headers)}\n    body: ${JSON.stringify(body)}`;
};

/**
 * What the server logs while the fuzz runs (it runs in this process): a line saying an error was
 * not handled, or a request failed unexpectedly, is a failure even when the answer was a 4xx.
 */
const UNHANDLED = /unhandled error|unexpected error|page failure|resolver failure|Internal server error|uncaught|unhandledRejection/i;
function captureLog(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const saved = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const record = (...args: unknown[]) => {
    lines.push(
      args
        .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a)))
        .join(' ')
        .slice(0, 500),
    );
  };
  console.error = record;
  console.warn = record;
  console.log = record;
  console.info = record;
  // The logger (src/observability/logger.ts) writes its lines to process.stdout.
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const writer = (chunk: unknown, ...rest: unknown[]) => {
    record(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  process.stdout.write = writer;
  process.stderr.write = writer;
  const onRejection = (reason: unknown) => record('unhandledRejection', reason);
  process.on('unhandledRejection', onRejection);
  return {
    lines,
    restore() {
      Object.assign(console, saved);
      process.stdout.write = writes.out;
      process.stderr.write = writes.err;
      process.off('unhandledRejection', onRejection);
    },
  };
}

const app = useTestApp();
let fixtures: Fixtures;
let web: TestClient;

beforeAll(async () => {
  if (process.env.FUZZ_DEBUG) {
    app.running.server.on('connection', (socket) => {
      socket.on('error', (e: any) => process.stderr.write(`DBG socket error ${e.code} ${e.message}\n`));
      socket.on('close', () => {
        if (socket.bytesWritten === 0) process.stderr.write(`DBG closed with nothing written, read ${socket.bytesRead}\n`);
      });
    });
  }
  web = await createClient(app, 'Traditional');
  const user = await createUser(app);
  const account = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: `${app.url}/me` });
  const auth = new URL(`${app.url}/oidc/auth`);
  auth.search = new URLSearchParams({
    response_type: 'code',
    client_id: web.clientId,
    redirect_uri: web.redirectUri,
    scope: 'openid profile',
    state: 'fuzz',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const res = await fetch(auth, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '/', app.url);
  fixtures = {
    adminToken: await app.adminToken(),
    accountToken: account.access_token,
    client: web,
    interactionCookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    interactionId: location.searchParams.get('interaction') ?? '',
    userId: user.id,
  };
}, 120_000);
afterAll(async () => {
  agent.destroy();
});

/** After the fuzz: normal requests on each front still work (a fresh sign-in included). */
async function stillServes(): Promise<void> {
  expect((await fetch(`${app.url}/health`)).status).toBe(200);
  expect((await fetch(`${app.url}/ready`)).status).toBe(200);
  expect((await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).status).toBe(200);
  const created = await app.api('POST', '/users', { username: `after_fuzz_${SEED}`, password: 'after-the-fuzz-Pw1!' });
  expect(created.status).toBe(200);
  expect((await app.api('GET', `/users/${created.body.id}`)).status).toBe(200);
  const gql = await app.graphql('{ users(first: 1) { totalCount } }');
  expect(gql.errors).toBeUndefined();
  const tokens = await signInAndGetTokens(app, { ...web, username: `after_fuzz_${SEED}`, password: 'after-the-fuzz-Pw1!', resource: `${app.url}/me` });
  const me = await fetch(`${app.url}/api/my-account`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(me.status).toBe(200);
}

describe(`fuzz of the fronts on ${usePostgres ? 'Postgres' : 'PGlite'} (FUZZ_SEED=${SEED}, requests ${requestRange().join('–')} of ${COUNT}, ${CONCURRENCY} at a time)`, () => {
  it('never answers 5xx, logs no unhandled error, and still serves normal requests after', { timeout: 600_000 }, async () => {
    console.info(`fuzz seed ${SEED} (rerun with FUZZ_SEED=${SEED}; one request with FUZZ_ONLY=<index>)`);
    const url = new URL(app.url);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const [from, to] = requestRange();
    const indexes = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const timeByEndpoint = new Map<string, [number, number]>();
    bodyLimitBytes = byteLimit(app.config.bodyLimit);
    const log = captureLog();
    let next = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const index = indexes[next++]!;
        const request = makeRequest(rngFor(index), fixtures);
        const t0 = performance.now();
        try {
          const { status, text } = await send(url, request);
          const cost = timeByEndpoint.get(request.endpoint) ?? [0, 0];
          timeByEndpoint.set(request.endpoint, [cost[0] + performance.now() - t0, cost[1] + 1]);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push({ index, request, status, excerpt: text });
        } catch (error) {
          failures.push({ index, request, status: `no answer: ${(error as Error).message}`, excerpt: '' });
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      log.restore();
    }
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    console.info(
      `fuzz: ${indexes.length} requests in ${seconds.toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU, client and server); answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    if (process.env.FUZZ_DEBUG) {
      const top = [...timeByEndpoint].sort((a, b) => b[1][0] - a[1][0]).slice(0, 15);
      console.info(top.map(([p, [ms, n]]) => `${p}: ${n} requests, ${Math.round(ms)} ms total, ${Math.round(ms / n)} ms each`).join('\n'));
    }
    const unhandled = log.lines.filter((line) => UNHANDLED.test(line));
    if (log.lines.length) console.info(`server log during the fuzz (${log.lines.length} lines), first ones:\n${log.lines.slice(0, 20).join('\n')}`);

    await stillServes();

    const report = failures
      .sort((a, b) => a.index - b.index)
      .map((f) => `#${f.index} → ${f.status}\n    ${describeRequest(f.request)}\n    answer: ${JSON.stringify(f.excerpt)}`)
      .join('\n');
    if (failures.length)
      console.error(`fuzz seed ${SEED}: ${failures.length} failing requests (rerun one with FUZZ_SEED=${SEED} FUZZ_ONLY=<index>)\n${report}`);
    expect(
      failures.map((f) => `#${f.index} ${f.request.method} ${f.request.path.slice(0, 120)} → ${f.status}`),
      `seed ${SEED}`,
    ).toEqual([]);
    expect(unhandled, `seed ${SEED}: the server logged unhandled errors`).toEqual([]);
  });
});
