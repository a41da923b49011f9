// Issue 12, findings 5, 10 and 11: token exchange never targets Tessera's own APIs; revoking a
// grant reaches the tokens exchanged from it; codes and refresh tokens are consumed only by a
// request that is valid in every other respect.
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids.js';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { followSignIn } from '../helpers/sign-in.js';
import {
  USER_PASSWORD,
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  type Client,
  type Resource,
  type WebApp,
} from './token-exchange-fixtures.js';

const app = useTestApp();
let service: Client;
let webApp: WebApp;
let spa: WebApp;
let resourceA: Resource;
let resourceB: Resource;
let username: string;

beforeAll(async () => {
  service = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  webApp = await createWebApp(app);
  const spaRedirect = `http://127.0.0.1:9/spa/${newId(8)}`;
  spa = { ...(await createClient(app, { type: 'SPA', redirectUris: [spaRedirect] })), redirectUri: spaRedirect };
  resourceA = await createResource(app, ['a:read', 'a:write']);
  resourceB = await createResource(app, ['b:read']);
  username = `life_${newId(8)}`;
  const userId = await createUser(app, username);
  await grantUserScopes(app, userId, resourceA, ['a:read', 'a:write']);
  await grantUserScopes(app, userId, resourceB, ['b:read']);
});

/** A fresh code for the web app (signed in anew each time), with its PKCE verifier. */
async function freshCode(client: WebApp = webApp, scope = 'openid offline_access a:read a:write') {
  const verifier = randomBytes(32).toString('base64url');
  const auth = new URL(`${app.url}/oidc/auth`);
  auth.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: client.redirectUri,
    scope,
    state: 'st',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const callback = await followSignIn(app, new CookieJar(), auth, { username, password: USER_PASSWORD });
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback}`);
  return { code, verifier };
}

const redeem = (client: WebApp, code: string, verifier: string, extra: Record<string, string> = {}) =>
  tokenRequest(app, client, { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier, ...extra });

async function introspect(token: string) {
  const res = await tokenRequest(app, service, { token }, { path: '/oidc/token/introspection' });
  expect(res.status).toBe(200);
  return res.body.active as boolean;
}

describe('token exchange targets (finding 5)', () => {
  it('refuses the Account API and the Management API as targets, with invalid_target', async () => {
    const { code, verifier } = await freshCode();
    const tokens = await redeem(webApp, code, verifier, { resource: resourceA.indicator });
    expect(tokens.status).toBe(200);
    for (const target of [`${app.config.baseUrl}/me`, app.config.managementApiResource]) {
      const res = await tokenRequest(app, service, exchangeParams(tokens.body.access_token, target));
      expect(res.status, target).toBe(400);
      expect(res.body.error).toBe('invalid_target');
    }
  });

  it('an exchange allow-list cannot name the Account API', async () => {
    const res = await app.api('POST', '/applications', {
      name: 'lists account api',
      type: 'MachineToMachine',
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [`${app.config.baseUrl}/me`] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('application.invalid_token_exchange_resource');
  });
});

describe('revoking a grant (finding 10)', () => {
  it('deactivates tokens exchanged from it, at any depth, for introspection and re-exchange', async () => {
    const { code, verifier } = await freshCode();
    const tokens = await redeem(webApp, code, verifier, { resource: resourceA.indicator });
    const once = await tokenRequest(app, service, exchangeParams(tokens.body.access_token, resourceB.indicator, { scope: 'b:read' }));
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    const twice = await tokenRequest(app, service, exchangeParams(once.body.access_token, resourceA.indicator));
    expect(twice.status).toBe(200);
    expect(await introspect(once.body.access_token)).toBe(true);
    expect(await introspect(twice.body.access_token)).toBe(true);

    // The web app revokes its refresh token: RFC 7009 §2.1 revokes the whole grant.
    const revoked = await tokenRequest(app, webApp, { token: tokens.body.refresh_token }, { path: '/oidc/token/revocation' });
    expect(revoked.status).toBe(200);

    expect(await introspect(tokens.body.access_token)).toBe(false);
    expect(await introspect(once.body.access_token)).toBe(false);
    expect(await introspect(twice.body.access_token)).toBe(false);
    for (const token of [once.body.access_token, twice.body.access_token]) {
      const again = await tokenRequest(app, service, exchangeParams(token, resourceB.indicator));
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('invalid_grant');
    }
  });
});

describe('validate first, consume last (finding 11)', () => {
  it("another (public) client cannot burn a code: the owner's redemption still succeeds", async () => {
    const { code, verifier } = await freshCode();
    const stolen = await tokenRequest(
      app,
      { id: spa.id },
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: spa.redirectUri,
        code_verifier: verifier,
      },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
    const mine = await redeem(webApp, code, verifier);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
  });

  it('a wrong redirect_uri, a wrong code_verifier, a too-wide scope or an unknown resource does not consume the code', async () => {
    const { code, verifier } = await freshCode();
    const wrongRedirect = await tokenRequest(app, webApp, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${webApp.redirectUri}/other`,
      code_verifier: verifier,
    });
    expect(wrongRedirect.body.error).toBe('invalid_grant');
    const wrongVerifier = await redeem(webApp, code, randomBytes(32).toString('base64url'));
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    const unknownResource = await redeem(webApp, code, verifier, { resource: 'https://unknown.example.com' });
    expect(unknownResource.body.error).toBe('invalid_target');
    const mine = await redeem(webApp, code, verifier, { resource: resourceA.indicator });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    // The access token's own scope (RFC 6749 §5.1), not the grant's OpenID scopes.
    expect(mine.body.scope.split(' ').sort()).toEqual(['a:read', 'a:write']);
  });

  it('a refresh refused for a too-wide scope or an unknown resource leaves the refresh token usable', async () => {
    const { code, verifier } = await freshCode();
    const tokens = await redeem(webApp, code, verifier);
    const refresh = tokens.body.refresh_token as string;
    const wide = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: refresh, scope: 'openid offline_access b:read' });
    expect(wide.body.error).toBe('invalid_scope');
    const unknown = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: refresh, resource: 'https://unknown.example.com' });
    expect(unknown.body.error).toBe('invalid_target');
    const other = await tokenRequest(app, service, { grant_type: 'refresh_token', refresh_token: refresh });
    expect(other.body.error).toBe('invalid_grant');
    const retry = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: refresh, resource: resourceA.indicator });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.refresh_token).toBeTruthy();
    // The grant is alive: the new refresh token works.
    const next = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: retry.body.refresh_token });
    expect(next.status).toBe(200);
    // And a replay of the rotated one is still detected and revokes the grant.
    const replay = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: refresh });
    expect(replay.body.error).toBe('invalid_grant');
    const after = await tokenRequest(app, webApp, { grant_type: 'refresh_token', refresh_token: next.body.refresh_token });
    expect(after.body.error).toBe('invalid_grant');
  });

  it('a replayed code is still refused and revokes what the first redemption issued', async () => {
    const { code, verifier } = await freshCode();
    const first = await redeem(webApp, code, verifier, { resource: resourceA.indicator });
    expect(first.status).toBe(200);
    const second = await redeem(webApp, code, verifier, { resource: resourceA.indicator });
    expect(second.body.error).toBe('invalid_grant');
    expect(await introspect(first.body.access_token)).toBe(false);
  });

  it('two concurrent redemptions of one code: exactly one succeeds', async () => {
    const { code, verifier } = await freshCode();
    const results = await Promise.all([redeem(webApp, code, verifier), redeem(webApp, code, verifier)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
