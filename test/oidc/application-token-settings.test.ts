// Issue 47 item 8: the application token settings the compatible product accepts in
// `customClientMetadata` (idTokenTtl, refreshTokenTtlInDays, rotateRefreshToken,
// alwaysIssueRefreshToken, maxAllowedGrants, corsAllowedOrigins) are stored, checked, and take
// effect in real code flows — tokens verified against our JWKS.
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let user: TestUser;

beforeAll(async () => {
  user = await createUser(app);
});

async function clientWith(settings: Record<string, unknown>, type: 'Traditional' | 'SPA' = 'Traditional'): Promise<TestClient> {
  const client = await createClient(app, type);
  const patched = await app.api('PATCH', `/applications/${client.clientId}`, { customClientMetadata: settings });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return client;
}

const signIn = (client: TestClient, scope = 'openid profile') =>
  signInAndGetTokens(app, {
    ...user,
    clientId: client.clientId,
    ...(client.clientSecret ? { clientSecret: client.clientSecret } : {}),
    redirectUri: client.redirectUri,
    scope,
  });

const refresh = (client: TestClient, refreshToken: string) =>
  tokenRequest(app, client.clientId, client.clientSecret, { grant_type: 'refresh_token', refresh_token: refreshToken });

describe('application token settings', () => {
  it('answers the defaults, stores what is set, and refuses values out of range by field', async () => {
    const client = await createClient(app);
    const fresh = await app.api('GET', `/applications/${client.clientId}`);
    expect(fresh.body.customClientMetadata).toMatchObject({
      idTokenTtl: 3600,
      refreshTokenTtlInDays: 14,
      rotateRefreshToken: true,
      alwaysIssueRefreshToken: false,
      corsAllowedOrigins: [],
    });
    // Absent when unset, as the compatible API's type has it (no null).
    expect(fresh.body.customClientMetadata).not.toHaveProperty('maxAllowedGrants');

    const set = await app.api('PATCH', `/applications/${client.clientId}`, {
      customClientMetadata: { idTokenTtl: 600, maxAllowedGrants: 3, corsAllowedOrigins: ['https://app.example.com', 'https://app.example.com'] },
    });
    expect(set.body.customClientMetadata).toMatchObject({
      idTokenTtl: 600,
      maxAllowedGrants: 3,
      corsAllowedOrigins: ['https://app.example.com'],
      refreshTokenTtlInDays: 14,
    });

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ idTokenTtl: 5 }, 'idTokenTtl'],
      [{ refreshTokenTtlInDays: 400 }, 'refreshTokenTtlInDays'],
      [{ maxAllowedGrants: 0 }, 'maxAllowedGrants'],
      [{ corsAllowedOrigins: ['https://app.example.com/path'] }, 'corsAllowedOrigins'],
    ];
    for (const [customClientMetadata, field] of bad) {
      const refused = await app.api('PATCH', `/applications/${client.clientId}`, { customClientMetadata });
      expect(refused.status, field).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    // Nothing of a refused change was written.
    expect((await app.api('GET', `/applications/${client.clientId}`)).body.customClientMetadata.idTokenTtl).toBe(600);

    const spa = await createClient(app, 'SPA');
    const noRotation = await app.api('PATCH', `/applications/${spa.clientId}`, { customClientMetadata: { rotateRefreshToken: false } });
    expect(noRotation.status).toBe(400);
    expect(noRotation.body.message).toContain('rotateRefreshToken');
  });

  it('signs ID tokens for the application’s idTokenTtl', async () => {
    const client = await clientWith({ idTokenTtl: 600 });
    const tokens = await signIn(client);
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const { payload } = await jwtVerify(tokens.id_token!, jwks, { issuer: `${app.url}/oidc`, audience: client.clientId });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it('alwaysIssueRefreshToken answers a refresh token without offline_access; refreshTokenTtlInDays sets its expiry', async () => {
    const plain = await signIn(await createClient(app));
    expect(plain.refresh_token).toBeUndefined();

    const client = await clientWith({ alwaysIssueRefreshToken: true, refreshTokenTtlInDays: 2 });
    const tokens = await signIn(client);
    expect(tokens.refresh_token).toBeDefined();
    const introspected = await fetch(`${app.url}/oidc/token/introspection`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: tokens.refresh_token!, token_type_hint: 'refresh_token' }),
    });
    const body = (await introspected.json()) as { active: boolean; exp: number };
    expect(body.active).toBe(true);
    const days = (body.exp - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThan(2.1);
  });

  it('rotates refresh tokens by default (reuse revokes the grant); with rotation off the same token keeps working', async () => {
    const rotating = await clientWith({});
    const first = await signIn(rotating, 'openid offline_access');
    const next = await refresh(rotating, first.refresh_token!);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(rotating, first.refresh_token!)).body.error).toBe('invalid_grant');

    const kept = await clientWith({ rotateRefreshToken: false });
    const tokens = await signIn(kept, 'openid offline_access');
    for (let i = 0; i < 3; i++) {
      const again = await refresh(kept, tokens.refresh_token!);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.refresh_token).toBe(tokens.refresh_token);
      expect(decodeJwt(again.body.access_token).sub).toBe(user.id);
    }
  });

  it('maxAllowedGrants revokes the oldest grants past the limit, and their refresh tokens stop working', async () => {
    const client = await clientWith({ maxAllowedGrants: 2 });
    const grants = [];
    for (let i = 0; i < 3; i++) grants.push(await signIn(client, 'openid offline_access'));
    expect((await refresh(client, grants[0]!.refresh_token!)).body.error).toBe('invalid_grant');
    expect((await refresh(client, grants[1]!.refresh_token!)).status).toBe(200);
    expect((await refresh(client, grants[2]!.refresh_token!)).status).toBe(200);
  });
});
