// The one loopback host set (issue 43: link redirect URIs, connector URLs, SAML metadata URLs and
// client redirect URIs each had a copy, some holding `[::1]` against the URL's hostname, some
// `::1` against the host without brackets). Pinned here on URLs as the WHATWG parser leaves them,
// and through each rule that allows plain http only to this machine.
import { describe, expect, it } from 'vitest';
import { checkMetadataUrl } from '../../src/connectors/saml-metadata-fetch.js';
import { isLoopbackHost, LOOPBACK_HOSTS } from '../../src/net/loopback-hosts.js';
import { checkOutboundUrl } from '../../src/net/outbound-urls.js';
import { checkLinkRedirectUri } from '../../src/domain/federation/user-identities-link.js';

const loopback = [
  'http://localhost/',
  'http://LOCALHOST:3000/cb',
  'http://127.0.0.1:8080/',
  'http://127.1/', // the parser writes 127.0.0.1
  'http://2130706433/', // likewise
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]:4000/', // the parser writes [::1]
];

const notLoopback = [
  'http://127.0.0.2/', // in 127.0.0.0/8, but not one of the three hosts
  'http://localhost./', // an absolute name, not the literal host
  'http://app.localhost/',
  'http://[::ffff:127.0.0.1]/',
  'http://0.0.0.0/',
  'http://example.com/',
  'http://localhost.example.com/',
];

describe('isLoopbackHost', () => {
  it('holds the three hosts, IPv6 without brackets', () => {
    expect([...LOOPBACK_HOSTS].sort()).toEqual(['127.0.0.1', '::1', 'localhost']);
  });

  it.each(loopback)('%s is this machine', (url) => {
    expect(isLoopbackHost(new URL(url))).toBe(true);
  });

  it.each(notLoopback)('%s is not', (url) => {
    expect(isLoopbackHost(new URL(url))).toBe(false);
  });
});

describe('the rules that allow plain http only to this machine use it', () => {
  const open = { allowPrivate: true, allowHttp: true };

  it.each(loopback)('%s passes as a link redirect URI, a connector URL and a metadata URL', (url) => {
    expect(checkLinkRedirectUri(url)).toBe(url);
    expect(checkOutboundUrl(url, open, 'issuer').href).toBe(new URL(url).href);
    expect(checkMetadataUrl(url, { allowPrivate: true }).href).toBe(new URL(url).href);
  });

  it.each(notLoopback)('%s over plain http is refused by all three', (url) => {
    expect(() => checkLinkRedirectUri(url)).toThrow(/https/);
    expect(() => checkOutboundUrl(url, open, 'issuer')).toThrow(/must use https/);
    expect(() => checkMetadataUrl(url, { allowPrivate: true })).toThrow(/must use https/);
  });
});
