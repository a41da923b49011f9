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
