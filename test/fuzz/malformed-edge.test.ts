// A malformed request is refused once, at the edge, and each front words the refusal in its own
// convention: OAuth `{ error: "invalid_request" }`, REST `{ code, message }`, GraphQL
// `errors[].extensions.code`, and a 400 page for the pages a browser shows. Broken
// percent-encoding, bytes that are not UTF-8 and NUL characters in the path, the query or the
// body; never a 500, and nothing logged as an unhandled error.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();
let admin: string;
let account: string;
const logged: string[] = [];
const saved = { error: console.error, stdout: process.stdout.write };

beforeAll(async () => {
  admin = await app.adminToken();
  const web = await createClient(app, 'Traditional');
  const user = await createUser(app);
  account = (await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: `${app.url}/me` })).access_token;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  // The logger writes to process.stdout (src/observability/logger.ts).
  process.stdout.write = (chunk: unknown, ...rest: unknown[]) => {
    logged.push(String(chunk));
    return saved.stdout.call(process.stdout, chunk as string, ...(rest as []));
  };
});
afterAll(async () => {
  console.error = saved.error;
  process.stdout.write = saved.stdout;
});

interface Answer {
  status: number;
  type: string;
  cacheControl: string;
  text: string;
}

/** A raw request: fetch would re-encode the target and the body. */
function send(method: string, target: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Answer> {
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            cacheControl: String(res.headers['cache-control'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const notUtf8 = (before: string, bytes: number[], after: string) => Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);

function expectRest(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
  expect(answer.type, what).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text), what).toMatchObject({ code: 'guard.invalid_input', message: expect.any(String) });
  expect(answer.cacheControl, what).toBe('no-store');
}
function expectOAuth(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
  expect(JSON.parse(answer.text), what).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
  expect(answer.cacheControl, what).toBe('no-store');
}
function expectGraphql(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
  const body = JSON.parse(answer.text) as { errors: Array<{ message: string; extensions: { code: string } }> };
  expect(body.errors[0]?.extensions.code, what).toBe('BAD_REQUEST');
}
function expectPage(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
  expect(answer.type, what).toMatch(/^text\/html/);
  expect(answer.text, what).toContain('role="alert"');
  expect(answer.cacheControl, what).toBe('no-store');
}

const BAD_TARGETS = ['%%%', '%zz', '%', '%E0%A4%A', '%FF', '%C0%80', '%ED%A0%80', '%00', 'a%00b'];

describe('a malformed path or query (issue 15)', () => {
  it('is 400 { code, message } on the Management, Experience, Account and Verification APIs', async () => {
    for (const bad of BAD_TARGETS) {
      expectRest(await send('GET', `/api/users/${bad}`, bearer(admin)), `/api/users/${bad}`);
      expectRest(await send('GET', `/api/users?search=${bad}`, bearer(admin)), `/api/users?search=${bad}`);
      expectRest(await send('GET', `/api/users/${bad}`), `/api/users/${bad} without a token`);
      expectRest(await send('PUT', `/api/experience?x=${bad}`, json, '{}'), `/api/experience?x=${bad}`);
      expectRest(await send('POST', `/api/experience/verification/social/${bad}/authorization-uri`, json, '{}'), `experience path ${bad}`);
      expectRest(await send('GET', `/api/my-account?${bad}=1`, bearer(account)), `/api/my-account?${bad}=1`);
      expectRest(await send('DELETE', `/api/my-account/identities/${bad}`, bearer(account)), `/api/my-account/identities/${bad}`);
      expectRest(await send('POST', `/api/verifications/password?x=${bad}`, { ...bearer(account), ...json }, '{}'), `/api/verifications ${bad}`);
      // The enterprise SSO endpoints an identity provider reaches (no cookie, no token).
      expectRest(await send('GET', `/api/authn/single-sign-on/saml/${bad}/metadata`), `SAML metadata ${bad}`);
      expectRest(await send('POST', `/api/authn/single-sign-on/saml/${bad}`, form, 'SAMLResponse=x'), `SAML ACS path ${bad}`);
      expectRest(await send('GET', `/api/authn/single-sign-on/oidc/c?state=${bad}`), `OIDC redirect ${bad}`);
    }
  });

  it('is 400 invalid_request on /oidc, shown (not redirected) at the authorization and end-session endpoints', async () => {
    for (const bad of BAD_TARGETS) {
      expectOAuth(await send('GET', `/oidc/${bad}`), `/oidc/${bad}`);
      expectOAuth(await send('POST', `/oidc/token/introspection?x=${bad}`, form, 'token=x'), `introspection ${bad}`);
      expectOAuth(await send('GET', `/oidc/me?x=${bad}`), `userinfo ${bad}`);
      expectOAuth(await send('GET', `/oidc/auth?client_id=${bad}`, { accept: 'application/json' }), `/oidc/auth ${bad} (json)`);
      const shown = await send('GET', `/oidc/session/end?state=${bad}`, { accept: 'text/html' });
      expect(shown.status, bad).toBe(400);
      expect(shown.type, bad).toMatch(/^text\/html/);
      expect(shown.text, bad).toContain('invalid_request');
    }
  });

  it('is 400 with extensions.code on /graphql', async () => {
    for (const bad of BAD_TARGETS) {
      expectGraphql(await send('GET', `/graphql?query=${bad}`, { ...bearer(admin), 'apollo-require-preflight': 'true' }), `/graphql?query=${bad}`);
      expectGraphql(await send('POST', `/graphql/${bad}`, { ...bearer(admin), ...json }, '{"query":"{ __typename }"}'), `/graphql/${bad}`);
    }
  });

  it('is a 400 page on /sign-in, /register, /forgot-password and /console', async () => {
    for (const bad of BAD_TARGETS) {
      for (const target of [
        `/sign-in?interaction=${bad}`,
        `/register/${bad}`,
        `/forgot-password?${bad}`,
        `/sign-in/mfa?x=${bad}`,
        `/console/${bad}`,
        `/console?x=${bad}`,
      ]) {
        const answer = await send('GET', target, { accept: 'text/html' });
        expectPage(answer, target);
      }
      expectPage(await send('POST', `/sign-in?interaction=${bad}`, form, 'identifier=a'), `POST /sign-in ${bad}`);
    }
  });

  it('still serves well-formed targets with escapes, non-ASCII text and "+"', async () => {
    const search = await send('GET', `/api/users?search=${encodeURIComponent('café +x/ü')}&page=1`, bearer(admin));
    expect(search.status).toBe(200);
    const missing = await send('GET', `/api/users/${encodeURIComponent('no/such é')}`, bearer(admin));
    expect(missing.status).toBe(404);
    const discovery = await send('GET', '/oidc/.well-known/openid-configuration?x=a+b%20c');
    expect(discovery.status).toBe(200);
  });
});

describe('a body that is not UTF-8, or a form escape that is not (issue 15)', () => {
  const jsonNotUtf8 = notUtf8('{"username":"a', [0xff, 0xfe], '"}');
  it('is 400 on every JSON front', async () => {
    expectRest(await send('POST', '/api/users', { ...bearer(admin), ...json }, jsonNotUtf8), 'Management API');
    expectRest(await send('PUT', '/api/experience', json, notUtf8('{"interactionEvent":"Sign', [0xc0, 0x80], 'In"}')), 'Experience API');
    expectRest(
      await send('POST', '/api/my-account/password', { ...bearer(account), ...json }, notUtf8('{"password":"', [0xed, 0xa0, 0x80], '"}')),
      'Account API',
    );
    expectGraphql(
      await send('POST', '/graphql', { ...bearer(admin), ...json }, notUtf8('{"query":"{ users(search: \\"', [0xff], '\\") { totalCount } }"}')),
      'GraphQL',
    );
  });

  it('is 400 on every form front', async () => {
    for (const body of ['token=%FF', 'token=%zz', 'token=a%00', Buffer.from([0x74, 0x6f, 0x6b, 0x65, 0x6e, 0x3d, 0xe9])]) {
      const what = Buffer.from(body).toString('latin1');
      expectOAuth(await send('POST', '/oidc/token/revocation', form, body), `revocation ${what}`);
      expectOAuth(await send('POST', '/oidc/me', form, body), `userinfo ${what}`);
      expectPage(await send('POST', '/sign-in', { ...form, accept: 'text/html' }, body), `/sign-in ${what}`);
      expectPage(await send('POST', '/register', { ...form, accept: 'text/html' }, body), `/register ${what}`);
      // The SAML ACS (HTTP-POST binding) under /api/authn: its own form parser, as strict.
      expectRest(
        await send('POST', '/api/authn/single-sign-on/saml/any-connector', form, Buffer.concat([Buffer.from('RelayState=x&SAMLResponse='), Buffer.from(body)])),
        `SAML ACS ${what}`,
      );
    }
  });

  it('logged nothing as an unhandled error', () => {
    expect(logged.filter((line) => /unhandled|unexpected|failure/i.test(line))).toEqual([]);
  });
});

describe('the token endpoint (served before express) reads its form as strictly', () => {
  it('refuses a body that is not UTF-8 or whose escapes are not, with invalid_request', async () => {
    for (const body of ['grant_type=client_credentials&scope=%FF', 'grant_type=%zz', Buffer.from([0x67, 0x3d, 0xe9])]) {
      for (const path of ['/oidc/token', '/oidc/token/']) {
        const answer = await send('POST', path, form, body);
        expectOAuth(answer, `${path} ${Buffer.from(body).toString('latin1')}`);
      }
    }
    const nul = await send('POST', '/oidc/token', form, 'grant_type=a%00');
    expect(JSON.parse(nul.text)).toEqual({ error: 'invalid_request', error_description: 'parameters must not contain the NUL character' });
  });
});
