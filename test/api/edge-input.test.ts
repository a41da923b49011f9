// The edge of the HTTP fronts: what a client's malformed request gets back (a 4xx in the front's
// own convention, never a 500) and what it leaves in the log (never the request body).
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything the process writes to its console, stdout and stderr while `work` runs. */
async function captureLogs(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(format(...args));
  };
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) vi.spyOn(console, method).mockImplementation(keep);
  // The logger writes to stdout (src/observability/logger.ts).
  for (const stream of [process.stderr, process.stdout]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    });
  }
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return lines.join('\n');
}

const SECRET = 'LeakMe-7f3a9c';

/** A form with secrets in it and more parameters than any of our form parsers accepts. */
function tooManyParameters(): string {
  const form = new URLSearchParams({
    client_id: 'some-client',
    client_secret: SECRET,
    password: SECRET,
    token: SECRET,
    identifier: 'alice',
  });
  for (let i = 0; i < 1_100; i += 1) form.append(`p${i}`, 'x');
  return form.toString();
}

describe('too many form parameters (finding 6)', () => {
  const oauthFronts = ['/oidc/token/revocation', '/oidc/token/introspection', '/oidc/me', '/oidc/auth', '/oidc/session/end', '/oidc/token'];
  const pageFronts = ['/sign-in', '/register', '/forgot-password', '/sign-in/mfa'];

  it('is invalid_request 400 on every /oidc form endpoint, and no secret reaches the log', async () => {
    const answers: Array<{ path: string; status: number; body: any }> = [];
    const log = await captureLogs(async () => {
      for (const path of oauthFronts) {
        const res = await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: tooManyParameters(),
        });
        answers.push({ path, status: res.status, body: await res.json().catch(() => undefined) });
      }
    });
    for (const { path, status, body } of answers) {
      // The token endpoint's own reader (src/oidc/token/form.ts) answers 413 invalid_request.
      if (path === '/oidc/token') expect([400, 413], path).toContain(status);
      else expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
      expect(JSON.stringify(body), path).not.toContain(SECRET);
    }
    expect(log).not.toContain(SECRET);
  });

  it('is a 4xx on the pages, and no secret reaches the log', async () => {
    const answers: Array<{ path: string; status: number; text: string }> = [];
    const log = await captureLogs(async () => {
      for (const path of pageFronts) {
        const res = await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: tooManyParameters(),
          redirect: 'manual',
        });
        answers.push({ path, status: res.status, text: await res.text() });
      }
    });
    for (const { path, status, text } of answers) {
      expect([400, 413], path).toContain(status);
      expect(text, path).not.toContain(SECRET);
    }
    expect(log).not.toContain(SECRET);
  });

  it('keeps a malformed JSON body out of the log on the REST and GraphQL fronts', async () => {
    const answers: number[] = [];
    const log = await captureLogs(async () => {
      for (const path of ['/api/users', '/graphql', '/api/experience/identification', '/api/my-account/password']) {
        const res = await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
          body: `{"password":"${SECRET}",`,
        });
        answers.push(res.status);
      }
    });
    for (const status of answers) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(log).not.toContain(SECRET);
  });
});

describe('bad percent-encoding in Management API path parameters (finding 16)', () => {
  it('is 400 guard.invalid_input, not 500', async () => {
    for (const path of ['/roles/%zz', '/users/%%%', '/applications/%E0%A4%A', '/resources/%zz/scopes']) {
      const res = await app.api('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe('guard.invalid_input');
    }
    const patch = await app.api('PATCH', '/users/%zz', { name: 'x' });
    expect(patch.status).toBe(400);
    expect(patch.body.code).toBe('guard.invalid_input');
  });
});

describe('REST query and body shapes', () => {
  it('answer 400 guard.invalid_input with their own message and field, the first wrong one first', async () => {
    const cases: Array<[string, string, unknown, string, string]> = [
      ['GET', '/logs?result=', undefined, 'result must be a non-empty string', 'result'],
      ['GET', '/logs?result=Nope&startTime=x', undefined, 'result must be Success or Error', 'result'],
      ['GET', '/logs?startTime=x', undefined, 'startTime must be epoch milliseconds or an ISO 8601 date', 'startTime'],
      ['GET', '/logs?endTime=', undefined, 'endTime must be a non-empty string', 'endTime'],
      ['GET', '/logs?userId=a&userId=b', undefined, 'userId must be a non-empty string', 'userId'],
      ['GET', '/token-exchange/audit?result=x', undefined, 'result must be granted or refused', 'result'],
      ['GET', '/token-exchange/audit?user_id=', undefined, 'user_id must be a non-empty string', 'user_id'],
      ['GET', '/token-exchange/audit?endTime=', undefined, 'endTime must be epoch milliseconds or an ISO 8601 date', 'endTime'],
      ['GET', '/hooks/h/recent-logs?start_time=soon', undefined, 'start_time must be epoch milliseconds or an ISO 8601 date', 'start_time'],
      ['GET', '/hooks/h/recent-logs?event=a&event=b', undefined, 'event must be a single value', 'event'],
      ['GET', '/applications?search=a&search=b', undefined, 'search must be a single value', 'search'],
      ['GET', '/users?page=0', undefined, 'page must be an integer between 1 and infinity', 'page'],
      ['GET', '/users?page_size=101', undefined, 'page_size must be an integer between 1 and 100', 'page_size'],
      ['GET', '/configs/oidc/other-keys', undefined, 'keyType must be one of private-keys, cookie-keys', 'keyType'],
      ['DELETE', '/users/u/sessions/s?revokeGrantsTarget=some', undefined, 'revokeGrantsTarget must be all or firstParty', 'revokeGrantsTarget'],
      ['PATCH', '/users/u/personal-access-tokens', { name: 'x' }, 'currentName names the token to rename', 'currentName'],
      ['POST', '/users/u/personal-access-tokens/delete', { name: '' }, 'name names the token to delete', 'name'],
      [
        'POST',
        '/users/u/personal-access-tokens',
        { name: 'x', expiresAt: 'soon' },
        'expiresAt must be epoch milliseconds, an ISO 8601 date or null',
        'expiresAt',
      ],
      ['POST', '/applications/a/secrets', { name: 'x', expiresAt: true }, 'expiresAt must be epoch milliseconds, an ISO 8601 date or null', 'expiresAt'],
      ['PATCH', '/applications/a/custom-data', [1], 'the body must be a JSON object', 'customData'],
      [
        'PUT',
        '/applications/a/users/u/consent-organizations',
        { organizationIds: ['o', 1] },
        'organizationIds must be a list of organization ids',
        'organizationIds',
      ],
      ['POST', '/applications/a/user-consent-scopes', { resourceScopes: 'r', userScopes: 'u' }, 'resourceScopes must be a list of strings', 'resourceScopes'],
      ['POST', '/applications/a/user-consent-scopes', { organizationScopes: [], userScopes: [7] }, 'userScopes must be a list of strings', 'userScopes'],
      ['POST', '/organization-roles/r/scopes', { organizationScopeIds: 's' }, 'organizationScopeIds must be an array', 'organizationScopeIds'],
      ['POST', '/users/u/personal-access-tokens', { name: '  ' }, 'name must be a non-empty string', 'name'],
      ['POST', '/users/u/personal-access-tokens', { name: 'x'.repeat(129) }, 'name must be at most 128 characters', 'name'],
      ['GET', '/users/u/grants?appType=both', undefined, 'appType must be firstParty or thirdParty', 'appType'],
    ];
    for (const [method, path, body, message, field] of cases) {
      const res = await app.api(method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: { code: 'guard.invalid_input', message, data: { field: [field] } } });
    }
    for (const [args, message] of [
      ['first: 0', 'first must be between 1 and 100'],
      ['first: 101', 'first must be between 1 and 100'],
      ['offset: -1', 'offset must be >= 0'],
    ]) {
      const gql = await app.graphql(`{ users(${args}) { totalCount } }`);
      expect(gql.errors?.[0], args).toMatchObject({ message, extensions: { code: 'guard.invalid_input' } });
    }
  });
});

/** `{"a":{"a":…{}}}`, `levels` objects deep, as text (JSON.stringify would recurse as deep). */
function deepJson(levels: number): string {
  return '{"a":'.repeat(levels) + '{}' + '}'.repeat(levels);
}

describe('JSON depth at the edge (finding 18)', () => {
  it('refuses a 5000-deep customData over REST with 400 guard.invalid_input', async () => {
    const user = await app.api('POST', '/users', { username: `deep_${Date.now()}` });
    expect(user.status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/users', `{"customData":${deepJson(5_000)}}`],
      ['PATCH', `/users/${user.body.id}/custom-data`, `{"customData":${deepJson(5_000)}}`],
      ['PATCH', `/users/${user.body.id}`, `{"profile":${deepJson(100)}}`],
    ] as const) {
      const res = await fetch(`${app.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
        body,
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('guard.invalid_input');
    }
  });

  it('accepts nesting up to the limit', async () => {
    const res = await fetch(`${app.url}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: `{"username":"shallow_${Date.now()}","customData":${deepJson(20)}}`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses deep GraphQL variables and deep JSON literals with BAD_USER_INPUT', async () => {
    const mutation = 'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } userErrors { code } } }';
    const viaVariables = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: `{"query":${JSON.stringify(mutation)},"variables":{"input":{"customData":${deepJson(5_000)}}}}`,
    });
    expect(viaVariables.status).toBe(400);
    expect(((await viaVariables.json()) as any).errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const literal = `mutation { createUser(input: { customData: ${'{a:'.repeat(5_000)}{}${'}'.repeat(5_000)} }) { user { id } } }`;
    const viaLiteral = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: literal }),
    });
    expect(viaLiteral.status).toBe(400);
    expect(((await viaLiteral.json()) as any).errors[0].extensions.code).toBe('BAD_USER_INPUT');

    // Within the edge's bounds but deeper than 32 levels: refused by the JSONObject scalar.
    const scalarLiteral = await app.graphql(`mutation { createUser(input: { customData: ${'{a:'.repeat(40)}1${'}'.repeat(40)} }) { user { id } } }`);
    expect(scalarLiteral.errors?.[0]?.message).toContain('nest deeper than 32');
    const scalarVariable = await app.graphql('mutation($c: JSONObject!) { updateUserCustomData(id: "x", customData: $c) { userErrors { code } } }', {
      c: JSON.parse(deepJson(33)),
    });
    expect(scalarVariable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const atLimit = await app.graphql(
      `mutation { createUser(input: { username: "literal_${Date.now()}", customData: ${'{a:'.repeat(31)}1${'}'.repeat(31)} }) { user { id } userErrors { code } } }`,
    );
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data.createUser.user.id).toEqual(expect.any(String));

    const viaGet = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('query($f: JSONObject) { __typename }')}&variables=${encodeURIComponent(`{"f":${deepJson(100)}}`)}`,
      { headers: { authorization: `Bearer ${await app.adminToken()}`, 'apollo-require-preflight': 'true' } },
    );
    expect(viaGet.status).toBe(400);
    expect(((await viaGet.json()) as any).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('avatar (finding 19)', () => {
  it('accepts only http(s) URLs, over REST and GraphQL, on create and update', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'vbscript:x',
      'ftp://example.com/a.png',
    ]) {
      const created = await app.api('POST', '/users', { avatar });
      expect(created.status, avatar).toBe(400);
      expect(created.body.code, avatar).toBe('guard.invalid_input');
      expect(created.body.data.field, avatar).toEqual(['avatar']);
    }
    const user = await app.api('POST', '/users', { username: `avatar_${Date.now()}`, avatar: 'https://cdn.example.com/a.png' });
    expect(user.status).toBe(200);
    expect(user.body.avatar).toBe('https://cdn.example.com/a.png');
    const patched = await app.api('PATCH', `/users/${user.body.id}`, { avatar: 'javascript:alert(document.cookie)' });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('guard.invalid_input');
    const cleared = await app.api('PATCH', `/users/${user.body.id}`, { avatar: null });
    expect(cleared.status).toBe(200);
    const http = await app.api('PATCH', `/users/${user.body.id}`, { avatar: 'http://cdn.example.com/b.png' });
    expect(http.status).toBe(200);

    const gql = await app.graphql(
      'mutation($id: ID!) { updateUser(id: $id, input: { avatar: "javascript:alert(1)" }) { user { avatar } userErrors { code field } } }',
      { id: user.body.id },
    );
    expect(gql.data.updateUser.userErrors).toEqual([{ code: 'guard.invalid_input', field: ['avatar'] }]);
    expect((await app.api('GET', `/users/${user.body.id}`)).body.avatar).toBe('http://cdn.example.com/b.png');
  });
});

describe('Cache-Control on Management API answers (finding 23)', () => {
  it('is no-store on REST answers, errors included, and on /graphql', async () => {
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/roles/no-such-role'],
      ['GET', '/applications'],
      ['POST', '/users'],
    ] as const) {
      const res = await app.api(method, path, method === 'POST' ? { username: 42 } : undefined);
      expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
    const unauthenticated = await fetch(`${app.url}/api/users`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('cache-control')).toBe('no-store');
    const gql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ users(first: 1) { totalCount } }' }),
    });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('cache-control')).toBe('no-store');
  });
});
