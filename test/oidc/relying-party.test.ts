// A standard relying party (openid-client v6) against our discovery document: PKCE code flow
// through the real /sign-in form, ID token validation, JWT access tokens checked with jose
// against our JWKS, refresh rotation, userinfo, introspection, revocation and logout.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn } from '../helpers/sign-in.js';

const app = useTestApp();
let client: TestClient;
let user: TestUser;
let api: { indicator: string };
let config: oidc.Configuration;

beforeAll(async () => {
  client = await createClient(app, 'Traditional');
  user = await createUser(app);
  api = await createResource(app, { scopes: ['read', 'write', 'admin'], grantTo: { userId: user.id, granted: ['read', 'write'] } });
  config = await oidc.discovery(new URL(`${app.url}/oidc`), client.clientId, undefined, oidc.ClientSecretBasic(client.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
});

async function codeFlow(jar: CookieJar, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: client.redirectUri,
    scope: 'openid profile email offline_access read admin',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const callback = await followSignIn(app, jar, url, user);
  return { callback, checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce } };
}

async function grantError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) return error.error;
    throw error;
  }
  throw new Error('expected the request to be refused');
}

describe('openid-client as the relying party', () => {
  it('discovers every endpoint and grant', () => {
    const meta = config.serverMetadata();
    expect(meta.authorization_endpoint).toBe(`${app.url}/oidc/auth`);
    expect(meta.userinfo_endpoint).toBe(`${app.url}/oidc/me`);
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in with PKCE, gets a resource JWT with the held scopes only, refreshes with rotation', async () => {
    const jar = new CookieJar();
    const { callback, checks } = await codeFlow(jar, { resource: api.indicator });
    const tokens = await oidc.authorizationCodeGrant(config, callback, checks, { resource: api.indicator });

    // The ID token was validated by openid-client (signature, iss, aud, nonce, at_hash, exp).
    const idClaims = tokens.claims()!;
    expect(idClaims.sub).toBe(user.id);
    expect(idClaims.aud).toBe(client.clientId);
    expect(typeof idClaims.auth_time).toBe('number');

    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: `${app.url}/oidc`,
      audience: api.indicator,
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: user.id, client_id: client.clientId, scope: 'read' });
    expect(payload.sid).toBe(idClaims.sid);
    expect(tokens.scope?.split(' ')).not.toContain('admin');

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: api.indicator });
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await jwtVerify(refreshed.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator });
    expect(again.payload.scope).toBe('read');
    expect(refreshed.claims()?.sub).toBe(user.id);

    // Rotation: the first refresh token is spent; presenting it again revokes the family.
    expect(await grantError(oidc.refreshTokenGrant(config, tokens.refresh_token!))).toBe('invalid_grant');
    expect(await grantError(oidc.refreshTokenGrant(config, refreshed.refresh_token!))).toBe('invalid_grant');
    expect((await oidc.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);
  });

  it('serves userinfo for the userinfo token, introspects, revokes, and logs out', async () => {
    const jar = new CookieJar();
    const { callback, checks } = await codeFlow(jar);
    const tokens = await oidc.authorizationCodeGrant(config, callback, checks);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');

    const info = await oidc.fetchUserInfo(config, tokens.access_token, user.id);
    expect(info).toMatchObject({ sub: user.id, username: user.username, email: user.email, email_verified: true, name: `Name of ${user.username}` });

    const active = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(active).toMatchObject({ active: true, sub: user.id, client_id: client.clientId });
    const refreshActive = await oidc.tokenIntrospection(config, tokens.refresh_token!);
    expect(refreshActive).toMatchObject({ active: true, sub: user.id, token_type: 'refresh_token' });

    await oidc.tokenRevocation(config, tokens.access_token);
    expect((await oidc.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
    const revokedInfo = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(revokedInfo.status).toBe(401);
    expect(revokedInfo.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    await oidc.tokenRevocation(config, 'not-a-token-we-know'); // RFC 7009: still 200

    // A second authorization request rides the session: no sign-in page.
    const second = await codeFlow(jar);
    expect(second.callback.searchParams.get('code')).toBeTruthy();
    const secondTokens = await oidc.authorizationCodeGrant(config, second.callback, second.checks);

    const end = oidc.buildEndSessionUrl(config, {
      id_token_hint: secondTokens.id_token!,
      post_logout_redirect_uri: client.postLogoutRedirectUri,
      state: 'bye',
    });
    const res = await jar.fetch(end);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${client.postLogoutRedirectUri}?state=bye`);
    expect(jar.get('tessera_session')).toBeUndefined();

    // The session is over: its tokens die with it, and prompt=none now needs a login.
    expect((await oidc.tokenIntrospection(config, secondTokens.access_token)).active).toBe(false);
    expect(await grantError(oidc.refreshTokenGrant(config, secondTokens.refresh_token!))).toBe('invalid_grant');
    const none = await jar.fetch(
      oidc.buildAuthorizationUrl(config, {
        redirect_uri: client.redirectUri,
        scope: 'openid',
        prompt: 'none',
        state: 's1',
        // PKCE is required of every client by default: without it this would be invalid_request.
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    );
    const back = new URL(none.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('iss')).toBe(`${app.url}/oidc`);
  });

  it('lets a public client (SPA) sign in with PKCE and no secret', async () => {
    const spa = await createClient(app, 'SPA');
    const spaConfig = await oidc.discovery(new URL(`${app.url}/oidc`), spa.clientId, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(spaConfig, {
      redirect_uri: spa.redirectUri,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'spa',
    });
    const callback = await followSignIn(app, new CookieJar(), url, user);
    const tokens = await oidc.authorizationCodeGrant(spaConfig, callback, { pkceCodeVerifier: verifier, expectedState: 'spa' });
    expect(tokens.claims()?.sub).toBe(user.id);
    expect(tokens.refresh_token).toBeUndefined();
  });
});
