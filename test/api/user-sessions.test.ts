// A user's browser sessions as an administrator sees them (GraphQL userSessions / userSession,
// REST GET /users/:userId/sessions[/:sessionId] in the compatible API's shape) and ends one
// (revokeUserSession, REST DELETE, 204): sessions made by the real sign-in flow; ending one stops
// its refresh token, its access token and a token exchanged from it, and leaves the user's other
// session working. Never a cookie secret or its digest in an answer.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let serviceA: { id: string; secret: string };

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/applications', {
    name: 'service A',
    type: 'MachineToMachine',
    customClientMetadata: { allowTokenExchange: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  serviceA = created.body;
});

async function signIn(user: TestUser, resource: string) {
  const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource, scope: 'openid offline_access a' });
  expect(tokens.refresh_token).toBeTruthy();
  return tokens;
}

const exchange = (subjectToken: string, resource: string) =>
  tokenRequest(app, serviceA.id, serviceA.secret, {
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    resource,
    scope: 'b',
  });

async function introspect(token: string): Promise<{ active: boolean }> {
  const res = await fetch(`${app.url}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(web.clientId)}:${encodeURIComponent(web.clientSecret!)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { active: boolean };
}
const refresh = (token: string) => tokenRequest(app, web.clientId, web.clientSecret, { grant_type: 'refresh_token', refresh_token: token });

/** Every form the session's cookie secret could leak in: the cookie, the secret, its digest. */
function secretForms(cookie: string): string[] {
  const signed = decodeURIComponent(cookie);
  const secret = signed.slice(0, signed.lastIndexOf('.'));
  const digest = createHash('sha256').update(secret).digest();
  return [cookie, signed, secret, digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
}

const SESSIONS = `query($userId: ID!) { userSessions(userId: $userId) { sessions {
  id userId createdAt expiresAt lastActiveAt clients { grantId applicationId createdAt isRevoked }
  payload { kind uid jti accountId loginTs iat exp authorizations } accountId clientId lastSubmission } } }`;
const REVOKE = `mutation($userId: ID!, $sessionId: ID!) { revokeUserSession(userId: $userId, sessionId: $sessionId) {
  revokedId userErrors { code message field } } }`;

describe("a user's sessions", () => {
  it('lists active sessions with the clients signed in to, in the compatible shape, without any cookie secret', async () => {
    const user = await createUser(app);
    const api = await createResource(app, { scopes: ['a'], grantTo: { userId: user.id, granted: ['a'] } });
    expect((await app.api('GET', `/users/${user.id}/sessions`)).body).toEqual({ sessions: [] });

    const first = await signIn(user, api.indicator);
    const second = await signIn(user, api.indicator);
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const [sidFirst, sidSecond] = [sid(first.id_token!), sid(second.id_token!)];
    expect(sidFirst).not.toBe(sidSecond);

    const gql = await app.graphql(SESSIONS, { userId: user.id });
    expect(gql.errors).toBeUndefined();
    const sessions = gql.data.userSessions.sessions;
    expect(sessions.map((s: any) => s.id)).toEqual([sidSecond, sidFirst]);
    const [newest] = sessions;
    expect(newest.userId).toBe(user.id);
    expect(new Date(newest.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(newest.clients).toEqual([{ grantId: expect.any(String), applicationId: web.clientId, createdAt: expect.any(String), isRevoked: false }]);
    // Last used when the client got its tokens through it (the code exchange issued a refresh token).
    expect(new Date(newest.lastActiveAt).getTime()).toBeGreaterThanOrEqual(new Date(newest.clients[0].createdAt).getTime());
    expect(new Date(newest.lastActiveAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(newest.payload).toEqual({
      kind: 'Session',
      uid: sidSecond,
      jti: sidSecond,
      accountId: user.id,
      loginTs: Math.floor(new Date(newest.createdAt).getTime() / 1000),
      iat: Math.floor(new Date(newest.createdAt).getTime() / 1000),
      exp: Math.floor(new Date(newest.expiresAt).getTime() / 1000),
      authorizations: { [web.clientId]: { grantId: newest.clients[0].grantId, persistsLogout: false } },
    });
    expect(newest).toMatchObject({ accountId: user.id, clientId: null, lastSubmission: null });

    const rest = await app.api('GET', `/users/${user.id}/sessions`);
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body)).toEqual(['sessions']);
    expect(rest.body.sessions[0]).toEqual({
      payload: newest.payload,
      lastSubmission: null,
      clientId: null,
      accountId: user.id,
      expiresAt: new Date(newest.expiresAt).getTime(),
    });
    const one = await app.api('GET', `/users/${user.id}/sessions/${sidFirst}`);
    expect(one.status).toBe(200);
    expect(one.body.payload.uid).toBe(sidFirst);

    const answers = JSON.stringify([gql.data, rest.body, one.body]);
    for (const jar of [first.jar, second.jar]) {
      const cookie = jar.get('tessera_session');
      expect(cookie).toBeTruthy();
      for (const form of secretForms(cookie!)) expect(answers).not.toContain(form);
    }
  });

  it('ends one session and revokes what was issued through it; the other session keeps working', async () => {
    const user = await createUser(app);
    const apiA = await createResource(app, { scopes: ['a'], grantTo: { userId: user.id, granted: ['a'] } });
    const apiB = await createResource(app, { scopes: ['b'], grantTo: { userId: user.id, granted: ['b'] } });
    const ended = await signIn(user, apiA.indicator);
    const kept = await signIn(user, apiA.indicator);
    const [, endedSession] = (await app.api('GET', `/users/${user.id}/sessions`)).body.sessions.map((s: any) => s.payload.uid);

    const exchanged = await exchange(ended.access_token, apiB.indicator);
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    expect((await introspect(ended.access_token)).active).toBe(true);

    const badTarget = await app.api('DELETE', `/users/${user.id}/sessions/${endedSession}?revokeGrantsTarget=some`);
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.code).toBe('guard.invalid_input');

    const revoked = await app.api('DELETE', `/users/${user.id}/sessions/${endedSession}?revokeGrantsTarget=all`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(204);

    // The session's tokens: refresh refused, access token inactive, its exchanged token too, and a new exchange refused.
    const refused = await refresh(ended.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect((await introspect(ended.access_token)).active).toBe(false);
    expect((await introspect(exchanged.body.access_token)).active).toBe(false);
    expect((await exchange(ended.access_token, apiB.indicator)).body.error).toBe('invalid_grant');
    // Its grants are revoked, as suspension revokes them, not only orphaned by the ended session.
    const grants = await app.running.services.db.selectFrom('oidc_grants').select(['session_id', 'revoked_at']).where('user_id', '=', user.id).execute();
    expect(grants.filter((g) => g.session_id === endedSession).every((g) => g.revoked_at !== null)).toBe(true);
    expect(grants.filter((g) => g.session_id !== endedSession).every((g) => g.revoked_at === null)).toBe(true);

    // The other session is untouched, and a refresh under it counts as its use.
    const [beforeRefresh] = (await app.graphql(SESSIONS, { userId: user.id })).data.userSessions.sessions;
    const renewed = await refresh(kept.refresh_token!);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const [afterRefresh] = (await app.graphql(SESSIONS, { userId: user.id })).data.userSessions.sessions;
    expect(afterRefresh.id).toBe(beforeRefresh.id);
    expect(new Date(afterRefresh.lastActiveAt).getTime()).toBeGreaterThan(new Date(beforeRefresh.lastActiveAt).getTime());
    expect((await exchange(kept.access_token, apiB.indicator)).status).toBe(200);
    const left = (await app.api('GET', `/users/${user.id}/sessions`)).body.sessions;
    expect(left.map((s: any) => s.payload.uid)).not.toContain(endedSession);
    expect(left).toHaveLength(1);

    // An ended session is gone for both fronts.
    const again = await app.api('DELETE', `/users/${user.id}/sessions/${endedSession}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('oidc.session_not_found');
    expect((await app.api('GET', `/users/${user.id}/sessions/${endedSession}`)).status).toBe(404);
    const gqlAgain = await app.graphql(REVOKE, { userId: user.id, sessionId: endedSession });
    expect(gqlAgain.data.revokeUserSession).toEqual({
      revokedId: null,
      userErrors: [expect.objectContaining({ code: 'oidc.session_not_found', field: ['sessionId'] })],
    });
  });

  it("ends a session over GraphQL, and refuses another user's session", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const api = await createResource(app, { scopes: ['a'] });
    const tokens = await signIn(user, api.indicator);
    const [session] = (await app.graphql(SESSIONS, { userId: user.id })).data.userSessions.sessions;

    const notTheirs = await app.graphql(REVOKE, { userId: other.id, sessionId: session.id });
    expect(notTheirs.data.revokeUserSession.userErrors[0].code).toBe('oidc.session_not_found');
    const otherGet = await app.api('GET', `/users/${other.id}/sessions/${session.id}`);
    expect(otherGet.status, JSON.stringify(otherGet.body)).toBe(404);
    expect((await refresh(tokens.refresh_token!)).status).toBe(200);

    const done = await app.graphql(REVOKE, { userId: user.id, sessionId: session.id });
    expect(done.data.revokeUserSession).toEqual({ revokedId: session.id, userErrors: [] });
    expect((await app.graphql(SESSIONS, { userId: user.id })).data.userSessions.sessions).toEqual([]);
  });

  it('answers 404 entity.not_found for an unknown user', async () => {
    const rest = await app.api('GET', '/users/nobody/sessions');
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('entity.not_found');
    const gql = await app.graphql(SESSIONS, { userId: 'nobody' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('entity.not_found');
  });
});
