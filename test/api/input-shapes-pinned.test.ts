// Refusals pinned word for word (code, message, field, which one comes first) before their
// checks moved from hand-written code to zod schemas: the move must not change what a client reads.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const refusal = (message: string, field: string[]) => ({ code: 'guard.invalid_input', message, data: { field } });

describe('application redirect URIs', () => {
  const create = (type: string, oidcClientMetadata: Record<string, unknown>) => app.api('POST', '/applications', { name: 'x', type, oidcClientMetadata });

  it('refuses each bad URI with its own message and field', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string[]]> = [
      ['SPA', { redirectUris: ['not a uri'] }, 'not a uri is not an absolute URI', ['oidcClientMetadata', 'redirectUris']],
      ['SPA', { redirectUris: ['/cb'] }, '/cb is not an absolute URI', ['oidcClientMetadata', 'redirectUris']],
      [
        'SPA',
        { redirectUris: ['https://app.example.com/cb#x'] },
        'https://app.example.com/cb#x: redirect URIs must not contain a fragment',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      // A fragment is refused before the scheme is looked at.
      [
        'SPA',
        { redirectUris: ['ftp://a.example.com/#x'] },
        'ftp://a.example.com/#x: redirect URIs must not contain a fragment',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'SPA',
        { redirectUris: ['http://app.example.com/cb'] },
        'http://app.example.com/cb: plain http is only allowed for localhost and 127.0.0.1',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      // Only these spellings are loopback: not the rest of 127/8, not *.localhost.
      [
        'SPA',
        { redirectUris: ['http://127.0.0.2/cb'] },
        'http://127.0.0.2/cb: plain http is only allowed for localhost and 127.0.0.1',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'SPA',
        { redirectUris: ['http://a.localhost/cb'] },
        'http://a.localhost/cb: plain http is only allowed for localhost and 127.0.0.1',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'Traditional',
        { redirectUris: ['myapp://cb'] },
        'myapp://cb: only https (or a custom scheme for Native apps) is allowed',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'Native',
        { redirectUris: ['javascript:alert(1)'] },
        'javascript:alert(1): only https (or a custom scheme for Native apps) is allowed',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'Native',
        { postLogoutRedirectUris: ['data:,x'] },
        'data:,x: only https (or a custom scheme for Native apps) is allowed',
        ['oidcClientMetadata', 'postLogoutRedirectUris'],
      ],
      [
        'MachineToMachine',
        { redirectUris: ['https://m.example.com/cb'] },
        'machine-to-machine applications have no redirect URIs',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'MachineToMachine',
        { postLogoutRedirectUris: ['not a uri'] },
        'machine-to-machine applications have no redirect URIs',
        ['oidcClientMetadata', 'postLogoutRedirectUris'],
      ],
      // The first bad entry is the one reported; redirectUris before postLogoutRedirectUris.
      [
        'SPA',
        { postLogoutRedirectUris: ['bad one'], redirectUris: ['https://ok.example.com/', 'http://x.example.com/', 'bad two'] },
        'http://x.example.com/: plain http is only allowed for localhost and 127.0.0.1',
        ['oidcClientMetadata', 'redirectUris'],
      ],
      [
        'SPA',
        { redirectUris: ['https://ok.example.com/'], postLogoutRedirectUris: ['bad one'] },
        'bad one is not an absolute URI',
        ['oidcClientMetadata', 'postLogoutRedirectUris'],
      ],
    ];
    for (const [type, metadata, message, field] of cases) {
      const res = await create(type, metadata);
      expect([res.status, res.body], `${type} ${JSON.stringify(metadata)}`).toEqual([400, refusal(message, field)]);
    }
  });

  it('takes https, http on loopback (IPv6 too) and, for Native, a custom scheme; the same on update', async () => {
    for (const [type, uri] of [
      ['SPA', 'https://app.example.com/cb'],
      ['SPA', 'http://127.0.0.1:5173/cb'],
      ['SPA', 'http://[::1]:8080/cb'],
      ['SPA', 'http://LOCALHOST/cb'],
      ['Native', 'com.example.app:/oauth2redirect'],
    ]) {
      const res = await create(type!, { redirectUris: [uri], postLogoutRedirectUris: [uri] });
      expect(res.status, `${type} ${uri}`).toBe(200);
    }
    const spa = (await create('SPA', {})).body;
    const res = await app.api('PATCH', `/applications/${spa.id}`, { oidcClientMetadata: { postLogoutRedirectUris: ['ftp://x.example.com'] } });
    expect(res.body).toEqual(
      refusal('ftp://x.example.com: only https (or a custom scheme for Native apps) is allowed', ['oidcClientMetadata', 'postLogoutRedirectUris']),
    );
  });
});

describe('organization customCss', () => {
  it('takes up to 64 KiB characters and refuses one more', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'css' })).body;
    const max = 64 * 1024;
    expect((await app.api('PATCH', `/organizations/${org.id}`, { customCss: 'a'.repeat(max) })).status).toBe(200);
    const res = await app.api('PATCH', `/organizations/${org.id}`, { customCss: 'a'.repeat(max + 1) });
    expect([res.status, res.body]).toEqual([400, refusal(`customCss must be at most ${max} characters`, ['customCss'])]);
    expect((await app.api('PATCH', `/organizations/${org.id}`, { customCss: null })).status).toBe(200);
  });
});

describe('log key filter', () => {
  it('takes 20 keys and refuses 21', async () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `Key.${i}`).join(',');
    expect((await app.api('GET', `/logs?logKey=${keys(20)}`)).status).toBe(200);
    const res = await app.api('GET', `/logs?logKey=${keys(21)}`);
    expect([res.status, res.body]).toEqual([400, refusal('at most 20 log keys may be given', ['logKey'])]);
  });
});

describe('user identifier formats', () => {
  it('lists every bad identifier, in field order, each with its own message', async () => {
    const res = await app.api('POST', '/users', { avatar: 'javascript:alert(1)', primaryPhone: '12', primaryEmail: 'a@b', username: '1st' });
    const issues = [
      refusal('username must be letters, digits and underscores, not starting with a digit', ['username']),
      refusal('primaryEmail is not a valid email address', ['primaryEmail']),
      refusal('primaryPhone must be 6 to 20 digits with an optional leading +', ['primaryPhone']),
      refusal('avatar must be an absolute http or https URL', ['avatar']),
    ].map(({ code, message, data }) => ({ code, message, field: data.field }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'guard.invalid_input',
      message: expect.stringContaining(issues[0]!.message),
      data: { field: ['username'], issues },
    });
    for (const issue of issues) expect(res.body.message).toContain(issue.message);
  });

  it('refuses one bad identifier on its own, on create and update; takes the edges of each format', async () => {
    const user = (await app.api('POST', '/users', { username: `a${'b'.repeat(127)}`, primaryPhone: '+123456', avatar: '' })).body;
    expect(user.username).toHaveLength(128);
    for (const [body, message, field] of [
      [{ username: `a${'b'.repeat(128)}` }, 'username must be letters, digits and underscores, not starting with a digit', ['username']],
      [{ username: 'a-b' }, 'username must be letters, digits and underscores, not starting with a digit', ['username']],
      [{ primaryEmail: 'a b@c.de' }, 'primaryEmail is not a valid email address', ['primaryEmail']],
      [{ primaryPhone: `1${'2'.repeat(20)}` }, 'primaryPhone must be 6 to 20 digits with an optional leading +', ['primaryPhone']],
      [{ avatar: 'file:///etc/passwd' }, 'avatar must be an absolute http or https URL', ['avatar']],
    ] as const) {
      const res = await app.api('PATCH', `/users/${user.id}`, body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([400, refusal(message, [...field])]);
    }
    const cleared = await app.api('PATCH', `/users/${user.id}`, { username: null, primaryEmail: null, primaryPhone: null, avatar: null });
    expect(cleared.status).toBe(200);
  });
});

describe('roles and organization roles', () => {
  it('refuses an empty name, a cleared field and an empty id list', async () => {
    const role = (await app.api('POST', '/roles', { name: 'pinned-role', description: 'd' })).body;
    const orgRole = (await app.api('POST', '/organization-roles', { name: 'pinned-org-role' })).body;
    const user = (await app.api('POST', '/users', { username: 'pinned_user' })).body;
    for (const [method, path, body, message, field] of [
      ['POST', '/roles', { name: '  ', description: 'd' }, 'name must not be empty', ['name']],
      ['PATCH', `/roles/${role.id}`, { name: null, description: null }, 'name cannot be cleared', ['name']],
      ['PATCH', `/roles/${role.id}`, { description: null }, 'description cannot be cleared', ['description']],
      ['PATCH', `/roles/${role.id}`, { isDefault: null }, 'isDefault cannot be cleared', ['isDefault']],
      ['PATCH', `/roles/${role.id}`, { name: ' ' }, 'name must not be empty', ['name']],
      ['POST', `/roles/${role.id}/scopes`, { scopeIds: [] }, 'scopeIds must not be empty', ['scopeIds']],
      ['POST', `/roles/${role.id}/users`, { userIds: [] }, 'userIds must not be empty', ['userIds']],
      ['POST', `/users/${user.id}/roles`, { roleIds: [] }, 'roleIds must not be empty', ['roleIds']],
      ['PATCH', `/organization-roles/${orgRole.id}`, { name: null }, 'name cannot be null', ['name']],
      ['POST', `/organization-roles/${orgRole.id}/scopes`, { organizationScopeIds: [] }, 'organizationScopeIds must not be empty', ['organizationScopeIds']],
      ['POST', `/organization-roles/${orgRole.id}/resource-scopes`, { scopeIds: [] }, 'scopeIds must not be empty', ['scopeIds']],
    ] as const) {
      const res = await app.api(method, path, body);
      expect([res.status, res.body], `${method} ${path} ${JSON.stringify(body)}`).toEqual([400, refusal(message, [...field])]);
    }
  });
});

describe('application secret names', () => {
  it('refuses a blank or too long name, on create and rename', async () => {
    const app1 = (await app.api('POST', '/applications', { name: 'sec', type: 'MachineToMachine' })).body;
    expect((await app.api('POST', `/applications/${app1.id}/secrets`, { name: 'n'.repeat(256) })).status).toBe(201);
    for (const [method, path, body, message, field] of [
      ['POST', `/applications/${app1.id}/secrets`, { name: '  ' }, 'name must be a non-empty string', ['name']],
      ['POST', `/applications/${app1.id}/secrets`, { name: 'n'.repeat(257) }, 'name must be at most 256 characters', ['name']],
      ['PATCH', `/applications/${app1.id}/secrets/${'n'.repeat(256)}`, { name: '' }, 'name must be a non-empty string', ['name']],
      ['PATCH', `/applications/${app1.id}/secrets/${'n'.repeat(256)}`, { name: 'm'.repeat(257) }, 'name must be at most 256 characters', ['name']],
    ] as const) {
      const res = await app.api(method, path, body);
      expect([res.status, res.body], `${method} ${JSON.stringify(body).slice(0, 40)}`).toEqual([400, refusal(message, [...field])]);
    }
  });
});
