// Where a webhook may be sent: the SSRF decision on an address, for every IPv6 form that can
// carry or reach an internal IPv4 address, and one refusal end to end through the Management API.
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkHookTarget } from '../../src/domain/hook-targets.js';
import { isInternalAddress, isLocalhostName } from '../../src/net/addresses.js';
import { startTestApp } from '../helpers/app.js';
import { startReceiver } from '../helpers/receiver.js';

const pbkdf2Async = promisify(pbkdf2);

describe('isInternalAddress (finding 20)', () => {
  const internal: Array<[string, string]> = [
    ['127.0.0.1', 'IPv4 loopback'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata address'],
    ['::8.8.8.8', 'IPv4-compatible, even of a public address (deprecated form)'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata address'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['fec0::1', 'site-local'],
    ['feff::1', 'site-local, top of fec0::/10'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'multicast'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['localhost', 'not an address'],
    ['127.1', 'not a canonical address'],
    ['', 'empty'],
  ];
  it.each(internal)('refuses %s (%s)', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  const publicAddresses = ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'];
  it.each(publicAddresses)('allows public %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it('treats localhost with a trailing dot, and its subdomains, as localhost', () => {
    for (const host of ['localhost', 'localhost.', 'LOCALHOST.', 'a.localhost', 'a.localhost.', 'localhost..']) expect(isLocalhostName(host), host).toBe(true);
    for (const host of ['localhost.example.com', 'notlocalhost', 'example.com.']) expect(isLocalhostName(host), host).toBe(false);
  });

  it('refuses URLs whose host is any of these forms', async () => {
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[fec0::1]/',
      'http://[2002:7f00:1::]/',
      'http://[2001:0:4136:e378::1]/',
      'http://localhost./x',
      'http://LocalHost./x',
    ]) {
      await expect(checkHookTarget(url, false), url).rejects.toMatchObject({ code: 'hook.target_not_allowed' });
    }
    await expect(checkHookTarget('https://93.184.215.14/hook', false)).resolves.toBeInstanceOf(URL);
  });
});

describe('hook targets through the Management API (finding 20)', () => {
  it('refuses each form with 400 hook.target_not_allowed', async () => {
    const app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
    try {
      for (const url of [
        'http://[::127.0.0.1]:9/x',
        'http://[::ffff:0:a9fe:a9fe]/latest',
        'http://[fec0::1]/',
        'http://[2002:a9fe:a9fe::]/',
        'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
        'http://localhost./x',
      ]) {
        const created = await app.api('POST', '/hooks', { name: 'probe', events: ['User.Created'], config: { url } });
        expect(created.status, url).toBe(400);
        expect(created.body.code, url).toBe('hook.target_not_allowed');
      }
      const ok = await app.api('POST', '/hooks', { name: 'public', events: ['User.Created'], config: { url: 'https://93.184.215.14/hook' } });
      expect(ok.status).toBe(201);
      const moved = await app.api('PATCH', `/hooks/${ok.body.id}`, { config: { url: 'http://[::ffff:0:7f00:1]/' } });
      expect(moved.status).toBe(400);
      expect(moved.body.code).toBe('hook.target_not_allowed');
    } finally {
      await app.stop();
    }
  });
});

describe('receivers on this machine in development (issue 46)', () => {
  it('allows localhost, 127.0.0.1 and ::1 when NODE_ENV is unset or development, never other internal addresses, and the refusal names the setting', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    for (const NODE_ENV of ['development', 'production']) {
      const app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', NODE_ENV } });
      try {
        for (const url of [`http://localhost:${port}/a`, `http://127.0.0.1:${port}/b`, `http://[::1]:${port}/c`]) {
          const created = await app.api('POST', '/hooks', { name: 'local', events: ['User.Created'], config: { url } });
          if (NODE_ENV === 'development') {
            expect(created.status, `${NODE_ENV} ${url}`).toBe(201);
            await app.api('DELETE', `/hooks/${created.body.id}`);
          } else {
            expect(created.status, `${NODE_ENV} ${url}`).toBe(400);
            expect(created.body.code).toBe('hook.target_not_allowed');
            expect(created.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows such targets');
          }
        }
        // Another machine's private address is refused in development too.
        const lan = await app.api('POST', '/hooks', { name: 'lan', events: ['User.Created'], config: { url: 'http://10.1.2.3/hook' } });
        expect(lan.status).toBe(400);
        expect(lan.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS');
        if (NODE_ENV === 'development') {
          // And delivered: the attempt connects to this machine.
          const hook = await app.api('POST', '/hooks', { name: 'local', events: ['User.Created'], config: { url: `http://127.0.0.1:${port}/deliver` } });
          expect(hook.status).toBe(201);
          receiver.keys.set(hook.body.id, [hook.body.signingKey]);
          expect((await app.api('POST', '/users', { username: 'local_receiver' })).status).toBe(200);
          const [delivered] = await receiver.waitFor((all) => all.some((r) => r.json?.event === 'User.Created'));
          expect(delivered).toBeDefined();
        }
      } finally {
        await app.stop();
      }
    }
    await receiver.close();
  });
});

describe('hook targets whose name does not resolve (issue 15)', () => {
  it('refuses an unresolvable name under either policy, and a lookup that takes too long', async () => {
    for (const allowPrivate of [true, false]) {
      for (const url of ['http://no-such-host.invalid/x', 'https://nothing-here.example.invalid:8443/hook']) {
        await expect(checkHookTarget(url, allowPrivate), url).rejects.toMatchObject({ code: 'hook.target_unresolvable', field: ['config', 'url'] });
      }
    }
    // With private targets allowed (the tests' receivers), names that resolve and IP literals pass.
    await expect(checkHookTarget('http://localhost:9/x', true)).resolves.toBeInstanceOf(URL);
    await expect(checkHookTarget('http://127.0.0.1:9/x', true)).resolves.toBeInstanceOf(URL);
    // The wait is bounded: a lookup slower than the timeout is refused, not awaited. dns.lookup
    // runs on libuv's thread pool; keeping every thread busy makes this one genuinely slow.
    const busy = Array.from({ length: 16 }, () => pbkdf2Async('p', 's', 100_000, 64, 'sha512'));
    const started = Date.now();
    await expect(checkHookTarget('http://localhost/x', true, 50)).rejects.toMatchObject({
      code: 'hook.target_unresolvable',
      message: expect.stringContaining('within 50 ms'),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    await Promise.all(busy);
  });

  it('refuses them at creation and update with 400 hook.target_unresolvable, on REST and GraphQL', async () => {
    const app = await startTestApp(); // WEBHOOK_ALLOW_PRIVATE_TARGETS=true, as every test app
    try {
      const created = await app.api('POST', '/hooks', { name: 'dot', events: ['User.Created'], config: { url: 'http://localhost./x' } });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({ code: 'hook.target_unresolvable', data: { field: ['config', 'url'], host: 'localhost.' } });
      const ok = await app.api('POST', '/hooks', { name: 'loopback', events: ['User.Created'], config: { url: 'http://127.0.0.1:9/x' } });
      expect(ok.status).toBe(201);
      const moved = await app.api('PATCH', `/hooks/${ok.body.id}`, { config: { url: 'https://no-such-host.invalid/x' } });
      expect(moved.status).toBe(400);
      expect(moved.body.code).toBe('hook.target_unresolvable');
      const gql = await app.graphql(
        `mutation { createHook(input: { name: "x", events: ["User.Created"], config: { url: "http://no-such-host.invalid/" } }) { hook { id } userErrors { code field } } }`,
      );
      expect(gql.data.createHook).toEqual({ hook: null, userErrors: [{ code: 'hook.target_unresolvable', field: ['config', 'url'] }] });
      // The stored target did not move.
      expect((await app.api('GET', `/hooks/${ok.body.id}`)).body.config.url).toBe('http://127.0.0.1:9/x');
    } finally {
      await app.stop();
    }
  });
});
