// The OIDC settings of the compatible /api/configs that fit Tessera's model, over REST and
// GraphQL, and their effect on real sign-ins: the session lifetime (a new session lasts it) and
// the extended claims put in ID tokens (userinfo answers every granted scope's claims whatever it
// says). ID tokens are verified against the JWKS by the sign-in helper's token request and read with jose.
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
});

describe('/api/configs/oidc/session', () => {
  it('answers the fourteen-day default, changes it, refuses bad values whole, and a new session lasts the new lifetime', async () => {
    expect((await app.api('GET', '/configs/oidc/session')).body).toEqual({ ttl: 1_209_600 });
    for (const [bad, message] of [
      [{ ttl: 10 }, 'ttl must be at least 300 seconds'],
      [{ ttl: 400 * 24 * 3600 }, 'ttl must be at most 31622400 seconds (366 days)'],
    ] as const) {
      const refused = await app.api('PATCH', '/configs/oidc/session', bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message });
    }
    expect((await app.api('PATCH', '/configs/oidc/session', { ttl: 'an hour' })).status).toBe(400);
    expect((await app.api('PATCH', '/configs/oidc/session', { ttl: 3600, other: 1 })).status).toBe(400);
    expect((await app.api('GET', '/configs/oidc/session')).body).toEqual({ ttl: 1_209_600 });

    const changed = await app.api('PATCH', '/configs/oidc/session', { ttl: 3600 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ttl: 3600 });
    expect((await app.graphql('{ oidcSessionConfig { ttl } }')).data.oidcSessionConfig).toEqual({ ttl: 3600 });
    try {
      const user = await createUser(app);
      await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid' });
      const [session] = (await app.api('GET', `/users/${user.id}/sessions`)).body.sessions;
      expect(session.payload.exp - session.payload.iat).toBe(3600);
    } finally {
      await app.api('PATCH', '/configs/oidc/session', { ttl: 1_209_600 });
    }
  });
});

describe('/api/configs/id-token', () => {
  it('puts only the enabled extended claims in ID tokens; userinfo keeps answering them all', async () => {
    const user = await createUser(app);
    expect((await app.api('PATCH', `/users/${user.id}/custom-data`, { customData: { plan: 'gold' } })).status).toBe(200);
    const signIn = async () => {
      const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid custom_data roles' });
      const userinfo = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(userinfo.status).toBe(200);
      return { idToken: decodeJwt(tokens.id_token!), userinfo: (await userinfo.json()) as Record<string, unknown> };
    };

    expect((await app.api('GET', '/configs/id-token')).body).toEqual({ enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] });
    const before = await signIn();
    expect(before.idToken.roles).toEqual([]);
    expect(before.idToken).not.toHaveProperty('custom_data');
    expect(before.userinfo).toMatchObject({ custom_data: { plan: 'gold' }, roles: [] });

    const bad = await app.api('PUT', '/configs/id-token', { enabledExtendedClaims: ['custom_data', 'passwords'] });
    expect(bad.status).toBe(400);
    const put = await app.api('PUT', '/configs/id-token', { enabledExtendedClaims: ['custom_data'] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ enabledExtendedClaims: ['custom_data'] });
    try {
      const after = await signIn();
      expect(after.idToken.custom_data).toEqual({ plan: 'gold' });
      expect(after.idToken).not.toHaveProperty('roles');
      expect(after.userinfo).toMatchObject({ custom_data: { plan: 'gold' }, roles: [] });
    } finally {
      expect((await app.api('PUT', '/configs/id-token', {})).body).toEqual({ enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] });
    }
  });
});
