// The hints an application gives the sign-in pages at the authorization request: login_hint
// prefills the identifier (OIDC Core §3.1.2.1), the compatible product's first_screen opens a
// page and direct_sign_in goes straight to a social provider the sign-in experience offers
// (falling back to the first screen when it is not offered). Over HTTP, as a browser follows.
import { beforeAll, describe, expect, it } from 'vitest';
import { enableSingleSignOn, offerSocialConnectors } from '../connectors/helpers/offer.js';
import { startIdp } from '../connectors/helpers/saml-idp.js';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair } from '../helpers/sign-in.js';

const app = useTestApp();
let client: TestClient;
let connectorId: string;

beforeAll(async () => {
  client = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oauth2',
    config: {
      authorizationEndpoint: 'https://idp.example.com/auth',
      tokenEndpoint: 'https://idp.example.com/token',
      userInfoEndpoint: 'https://idp.example.com/me',
      clientId: 'tessera',
      clientSecret: 'upstream secret',
      profileMap: { id: 'id', email: 'email' },
    },
    metadata: { target: 'acme', name: 'Acme' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
});

/** Where /oidc/auth with these parameters sends a new browser, and that browser. */
async function start(extra: Record<string, string>) {
  const jar = new CookieJar();
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid',
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  const res = await jar.fetch(url);
  expect(res.status).toBe(303);
  return { jar, location: new URL(res.headers.get('location')!, app.url) };
}

const identifierValue = (html: string) => /name="identifier"[^>]*value="([^"]*)"/.exec(html)?.[1];

describe('authorization request hints', () => {
  it('login_hint prefills the identifier of the sign-in page; a malformed one is ignored', async () => {
    const { jar, location } = await start({ login_hint: 'ada@example.com' });
    expect(location.pathname).toBe('/sign-in');
    expect(identifierValue(await (await jar.fetch(location)).text())).toBe('ada@example.com');

    const tooLong = await start({ login_hint: `${'a'.repeat(400)}@example.com` });
    expect(identifierValue(await (await tooLong.jar.fetch(tooLong.location)).text())).toBeUndefined();
  });

  it('first_screen opens the registration, password reset or single sign-on page', async () => {
    expect((await start({ first_screen: 'register' })).location.pathname).toBe('/register');
    expect((await start({ first_screen: 'identifier:register' })).location.pathname).toBe('/register');
    expect((await start({ first_screen: 'identifier:sign_in' })).location.pathname).toBe('/sign-in');
    expect((await start({ first_screen: 'reset_password' })).location.pathname).toBe('/forgot-password');
    // Single sign-on only once the sign-in experience offers it; until then, the sign-in page.
    expect((await start({ first_screen: 'single_sign_on' })).location.pathname).toBe('/sign-in');
    await enableSingleSignOn(app);
    const sso = await start({ first_screen: 'single_sign_on', login_hint: 'ada@corp.example.com' });
    expect(sso.location.pathname).toBe('/sign-in/sso');
    expect(/name="email"[^>]*value="([^"]*)"/.exec(await (await sso.jar.fetch(sso.location)).text())?.[1]).toBe('ada@corp.example.com');
  });

  it('direct_sign_in goes straight to an offered social connector, by target or id; otherwise the first screen', async () => {
    // Not offered yet: the sign-in page.
    expect((await start({ direct_sign_in: 'social:acme' })).location.pathname).toBe('/sign-in');
    await offerSocialConnectors(app, 'acme');
    for (const target of ['acme', connectorId]) {
      const { jar, location } = await start({ direct_sign_in: `social:${target}` });
      expect(location.pathname).toBe(`/sign-in/social/${connectorId}`);
      // …which sends the browser on to the provider.
      const upstream = await jar.fetch(location);
      expect(upstream.status).toBe(303);
      expect(new URL(upstream.headers.get('location')!).origin).toBe('https://idp.example.com');
    }
    expect((await start({ direct_sign_in: 'social:nobody' })).location.pathname).toBe('/sign-in');
  });

  it('direct_sign_in=sso:<connector id> goes straight to that enterprise IdP; an unknown connector falls back to the SSO page', async () => {
    const idp = await startIdp();
    try {
      await enableSingleSignOn(app);
      const created = await app.api('POST', '/sso-connectors', {
        providerName: 'SAML',
        connectorName: 'Corp IdP',
        domains: ['corp.example.com'],
        config: { metadata: idp.metadata },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { jar, location } = await start({ direct_sign_in: `sso:${created.body.id}` });
      expect(location.pathname).toBe(`/sign-in/sso/connector/${created.body.id}`);
      const upstream = await jar.fetch(location);
      expect(upstream.status).toBe(303);
      // The SAML AuthnRequest, at the IdP's SSO URL.
      const authorization = upstream.headers.get('location')!;
      expect(authorization.startsWith(idp.ssoUrl)).toBe(true);
      expect((await idp.visit(authorization)).issuer).toBeTruthy();

      const unknown = await start({ direct_sign_in: 'sso:no-such-connector' });
      const fallback = await unknown.jar.fetch(unknown.location);
      expect(fallback.status).toBe(303);
      expect(new URL(fallback.headers.get('location')!, app.url).pathname).toBe('/sign-in/sso');
    } finally {
      await idp.close();
    }
  });

  it('refuses a first_screen or direct_sign_in it does not know, at the redirect URI', async () => {
    for (const [name, value, says] of [
      ['first_screen', 'landing', 'first_screen must be one of'],
      ['direct_sign_in', 'google', 'direct_sign_in must be social:<connector> or sso:<connector id>'],
    ] as const) {
      const { location } = await start({ [name]: value });
      expect(location.origin + location.pathname).toBe(client.redirectUri);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toContain(says);
    }
  });
});
