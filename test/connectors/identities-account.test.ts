// The signed-in user links and unlinks a social identity through the Account API, against a real
// oidc-provider on 127.0.0.1: POST /api/verifications/social (authorization URI), the upstream
// login, POST /api/verifications/social/verify (the callback), POST /api/my-account/identities
// (with the proof of identity), DELETE /api/my-account/identities/:target. Every link and unlink
// is a User.Data.Updated at a real webhook receiver; every refusal below is its own test.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { JsonClient, accountToken } from '../experience/helpers/json-client.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';

let app: TestApp;
let receiver: Receiver;
let upstream: RunningUpstream;
let connectorId: string;
const accounts: Record<string, UpstreamAccount> = {};
/** The account page of the client that links: the upstream sends the browser back there (never fetched here). */
const REDIRECT_URI = 'https://account.example.test/connections/callback';
const TARGET = 'upstream';

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64') } });
  await createHook(app, receiver, ['User.Data.Updated']);
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret-at-upstream' },
    metadata: { target: TARGET, name: 'Upstream IdP' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  upstream = await startOidcProvider(port, [{ client_id: 'tessera-rp', client_secret: 'rp-secret-at-upstream', redirect_uris: [REDIRECT_URI] }], accounts);
});
afterAll(async () => {
  await app?.stop();
  await upstream?.stop();
  await receiver?.close();
});

const tag = () => randomBytes(4).toString('hex');
const updatesOf = (userId: string) => receiver.ofEvent('User.Data.Updated').filter((r) => r.json.data?.id === userId);

/** A signed-in user's Account API client (its own sign-in session), with or without a password proof. */
async function session(userId: string, password?: string) {
  const token = await accountToken(app, userId);
  const me = new JsonClient(app.url, token);
  if (!password) return { token, me, proofId: undefined, proved: me };
  const proof = await me.call('POST', '/api/verifications/password', { password });
  expect(proof.status, JSON.stringify(proof.body)).toBe(201);
  const proofId = proof.body.verificationRecordId as string;
  return { token, me, proofId, proved: new JsonClient(app.url, token, { 'logto-verification-id': proofId }) };
}

/** An upstream account; its login name, which oidc-provider also makes its `sub`. */
function upstreamAccount(): { login: string; sub: string } {
  const login = `up-${tag()}`;
  accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: `Upstream ${login}` };
  return { login, sub: login };
}

/** Starts a social verification as `me`; the authorization URI the browser goes to. */
async function start(me: JsonClient) {
  const state = `client-state-${tag()}${tag()}`;
  const res = await me.call('POST', '/api/verifications/social', { connectorId, redirectUri: REDIRECT_URI, state });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  const uri = new URL(res.body.authorizationUri);
  expect(uri.searchParams.get('state')).toBe(state);
  expect(uri.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  expect(uri.searchParams.get('code_challenge_method')).toBe('S256');
  return { verificationRecordId: res.body.verificationRecordId as string, authorizationUri: res.body.authorizationUri as string };
}

/** The upstream login, as a browser; the callback's parameters (the connectorData). */
async function upstreamCallback(authorizationUri: string, login: string): Promise<Record<string, string>> {
  const callback = await upstreamSignIn(authorizationUri, login);
  expect(callback.toString().startsWith(REDIRECT_URI)).toBe(true);
  return Object.fromEntries(callback.searchParams);
}

const verify = (me: JsonClient, verificationRecordId: string, connectorData: Record<string, string>) =>
  me.call('POST', '/api/verifications/social/verify', { verificationRecordId, connectorData });

/** Start, upstream login and verify as `me`: a verified record id. */
async function verified(me: JsonClient, login: string): Promise<string> {
  const { verificationRecordId, authorizationUri } = await start(me);
  const res = await verify(me, verificationRecordId, await upstreamCallback(authorizationUri, login));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ verificationRecordId });
  return verificationRecordId;
}

const link = (client: JsonClient, verificationRecordId: string) =>
  client.call('POST', '/api/my-account/identities', { newIdentifierVerificationRecordId: verificationRecordId });
const identitiesOf = async (userId: string) => (await app.api('GET', `/users/${userId}`)).body.identities;

describe('linking a social identity through the Account API', () => {
  it('links with a proof of identity, then unlinks: each a User.Data.Updated', async () => {
    const user = await createUser(app);
    const { proved } = await session(user.id, user.password);
    const { login, sub } = upstreamAccount();
    const id = await verified(proved, login);
    const linked = await link(proved, id);
    expect(linked.status, JSON.stringify(linked.body)).toBe(204);
    const mine = await proved.call('GET', '/api/my-account');
    expect(mine.body.identities[TARGET]).toMatchObject({ userId: sub, details: { sub, email: `${login}@upstream.test` } });
    await receiver.waitFor(() => updatesOf(user.id).length === 1);
    expect(updatesOf(user.id)[0]!.json.data.identities[TARGET].userId).toBe(sub);

    const unlinked = await proved.call('DELETE', `/api/my-account/identities/${TARGET}`);
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(204);
    expect(await identitiesOf(user.id)).toEqual({});
    await receiver.waitFor(() => updatesOf(user.id).length === 2);
    expect(updatesOf(user.id)[1]!.json.data.identities).toEqual({});
    // Unlinking what is not linked.
    const again = await proved.call('DELETE', `/api/my-account/identities/${TARGET}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('entity.not_found');
  });

  it("refuses the link without a proof of identity (401), and with another session's proof", async () => {
    const user = await createUser(app);
    const { me, token } = await session(user.id);
    const { proofId: otherSessionProof } = await session(user.id, user.password);
    const { login } = upstreamAccount();
    // The record is this session's (`me` has no proof header).
    const id = await verified(me, login);
    const refused = await link(me, id);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('verification_record.permission_denied');
    // Another session's proof, presented with this session's token: still no proof.
    const crossed = await link(new JsonClient(app.url, token, { 'logto-verification-id': otherSessionProof! }), id);
    expect(crossed.status).toBe(401);
    expect(crossed.body.code).toBe('verification_record.permission_denied');
    expect(await identitiesOf(user.id)).toEqual({});
    expect(updatesOf(user.id)).toHaveLength(0);
  });

  it('refuses the unlink without a proof of identity (401)', async () => {
    const user = await createUser(app);
    expect((await app.api('PUT', `/users/${user.id}/identities/${TARGET}`, { userId: `sub-${tag()}` })).status).toBe(200);
    const { me } = await session(user.id);
    const refused = await me.call('DELETE', `/api/my-account/identities/${TARGET}`);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('verification_record.permission_denied');
    expect(Object.keys(await identitiesOf(user.id))).toEqual([TARGET]);
  });

  it('refuses an identity already linked to another user (422 user.identity_already_in_use)', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const { login, sub } = upstreamAccount();
    expect((await app.api('PUT', `/users/${owner.id}/identities/${TARGET}`, { userId: sub })).status).toBe(200);
    const { proved } = await session(other.id, other.password);
    const refused = await link(proved, await verified(proved, login));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'user.identity_already_in_use', data: { target: TARGET, reason: 'linked_to_another_user' } });
    expect(await identitiesOf(other.id)).toEqual({});
    expect((await identitiesOf(owner.id))[TARGET].userId).toBe(sub);
    expect(updatesOf(other.id)).toHaveLength(0);
  });

  it('refuses a second identity at a target the account already has (unlink first)', async () => {
    const user = await createUser(app);
    expect((await app.api('PUT', `/users/${user.id}/identities/${TARGET}`, { userId: `sub-${tag()}` })).status).toBe(200);
    const { proved } = await session(user.id, user.password);
    const refused = await link(proved, await verified(proved, upstreamAccount().login));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'user.identity_already_in_use', data: { reason: 'target_already_linked' } });
  });
});

describe("the social verification is the caller's, single use, and expires", () => {
  it('cannot be verified by another user, nor from another session of the same user; its owner still can', async () => {
    const user = await createUser(app);
    const stranger = await createUser(app);
    const { me } = await session(user.id);
    const { me: otherSession } = await session(user.id);
    const { me: strangers } = await session(stranger.id);
    const { login } = upstreamAccount();
    const { verificationRecordId, authorizationUri } = await start(me);
    const data = await upstreamCallback(authorizationUri, login);
    for (const client of [strangers, otherSession]) {
      const refused = await verify(client, verificationRecordId, data);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('verification_record.not_found');
    }
    // Those attempts took nothing: the owner finishes it.
    expect((await verify(me, verificationRecordId, data)).status).toBe(200);
  });

  it('cannot be used to link by another session of the same user, nor by another user', async () => {
    const user = await createUser(app);
    const stranger = await createUser(app);
    const { me } = await session(user.id);
    const { proved: otherSession } = await session(user.id, user.password);
    const { proved: strangers } = await session(stranger.id, stranger.password);
    const id = await verified(me, upstreamAccount().login);
    for (const client of [otherSession, strangers]) {
      const refused = await link(client, id);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('verification_record.not_found');
    }
    expect(await identitiesOf(user.id)).toEqual({});
    expect(await identitiesOf(stranger.id)).toEqual({});
  });

  it('serves one callback and one link', async () => {
    const user = await createUser(app);
    const { proved } = await session(user.id, user.password);
    const { verificationRecordId, authorizationUri } = await start(proved);
    const data = await upstreamCallback(authorizationUri, upstreamAccount().login);
    expect((await verify(proved, verificationRecordId, data)).status).toBe(200);
    const replayed = await verify(proved, verificationRecordId, data);
    expect(replayed.status).toBe(404);
    expect(replayed.body.code).toBe('verification_record.not_found');
    expect((await link(proved, verificationRecordId)).status).toBe(204);
    expect((await proved.call('DELETE', `/api/my-account/identities/${TARGET}`)).status).toBe(204);
    const reused = await link(proved, verificationRecordId);
    expect(reused.status).toBe(404);
    expect(reused.body.code).toBe('verification_record.not_found');
    expect(await identitiesOf(user.id)).toEqual({});
  });

  it('refuses a callback whose state is not the one sent, and the record is then spent', async () => {
    const user = await createUser(app);
    const { me } = await session(user.id);
    const { verificationRecordId, authorizationUri } = await start(me);
    const data = await upstreamCallback(authorizationUri, upstreamAccount().login);
    const wrong = await verify(me, verificationRecordId, { ...data, state: `forged-state-${tag()}${tag()}` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('connector.state_mismatch');
    expect((await verify(me, verificationRecordId, data)).status).toBe(404);
  });

  it('expires: neither verified nor used after its time', async () => {
    const user = await createUser(app);
    const { proved } = await session(user.id, user.password);
    const db = app.running.services.db;
    const expire = (id: string) => sql`update account_social_verifications set expires_at = now() - interval '1 second' where id = ${id}`.execute(db);

    const pending = await start(proved);
    const data = await upstreamCallback(pending.authorizationUri, upstreamAccount().login);
    await expire(pending.verificationRecordId);
    const late = await verify(proved, pending.verificationRecordId, data);
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('verification_record.not_found');

    const id = await verified(proved, upstreamAccount().login);
    await expire(id);
    const lateLink = await link(proved, id);
    expect(lateLink.status).toBe(404);
    expect(lateLink.body.code).toBe('verification_record.not_found');
    expect(await identitiesOf(user.id)).toEqual({});
  });

  it('validates its input: connector, redirect URI, state, scope', async () => {
    const user = await createUser(app);
    const { me } = await session(user.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ connectorId: 'nope', redirectUri: REDIRECT_URI }, 404, 'connector.not_found'],
      [{ redirectUri: REDIRECT_URI }, 400, 'guard.invalid_input'],
      [{ connectorId, redirectUri: 'http://evil.test/cb' }, 400, 'guard.invalid_input'],
      [{ connectorId, redirectUri: 'https://account.example.test/cb#frag' }, 400, 'guard.invalid_input'],
      [{ connectorId, redirectUri: REDIRECT_URI, state: 'short' }, 400, 'guard.invalid_input'],
      [{ connectorId, redirectUri: REDIRECT_URI, scope: 'openid admin' }, 400, 'guard.invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const res = await me.call('POST', '/api/verifications/social', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(code);
    }
    const refused = (message: string, field: string[]) => ({ status: 400, body: { code: 'guard.invalid_input', message, data: { field } } });
    expect(await me.call('POST', '/api/verifications/social', { connectorId: '', redirectUri: REDIRECT_URI })).toMatchObject(
      refused('connectorId is required', ['connectorId']),
    );
    expect(await me.call('POST', '/api/verifications/social', { connectorId, redirectUri: 5 })).toMatchObject(
      refused('redirectUri must be an absolute URL', ['redirectUri']),
    );
    expect(await me.call('POST', '/api/verifications/social', { connectorId, redirectUri: 'http://evil.test/cb' })).toMatchObject(
      refused('redirectUri must be an https URL (http only on localhost), without credentials or fragment', ['redirectUri']),
    );
    expect(await me.call('POST', '/api/verifications/social', { connectorId, redirectUri: REDIRECT_URI, scope: 'openid' })).toMatchObject(
      refused("scope is the connector's setting", ['scope']),
    );
    expect(await me.call('POST', '/api/verifications/social/verify', { connectorData: {} })).toMatchObject(
      refused('verificationRecordId is required', ['verificationRecordId']),
    );
    const { proved } = await session(user.id, user.password);
    const empty = await link(proved, '');
    expect(empty).toMatchObject(refused('newIdentifierVerificationRecordId is required', ['newIdentifierVerificationRecordId']));
    const openapi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/verifications/social', '/verifications/social/verify', '/my-account/identities'])
      expect(openapi.paths[path], path).toHaveProperty('post');
    expect(openapi.paths['/my-account/identities/{target}']).toHaveProperty('delete');
  });
});

describe('unlinking keeps a way to sign in', () => {
  it('refuses to unlink the only way to sign in of an account without password, email or phone', async () => {
    const created = await app.api('POST', '/users', { username: `social_${tag()}` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const userId = created.body.id as string;
    expect((await app.api('PUT', `/users/${userId}/identities/${TARGET}`, { userId: `sub-${tag()}` })).status).toBe(200);
    // Nothing to prove identity with: no proof is asked (docs/experience-api.md).
    const { me } = await session(userId);
    const refused = await me.call('DELETE', `/api/my-account/identities/${TARGET}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'user.last_sign_in_method_required', data: { target: TARGET } });
    expect(Object.keys(await identitiesOf(userId))).toEqual([TARGET]);

    // With a second identity linked, either one may go, not both.
    expect((await app.api('PUT', `/users/${userId}/identities/other`, { userId: `sub-${tag()}` })).status).toBe(200);
    expect((await me.call('DELETE', `/api/my-account/identities/${TARGET}`)).status).toBe(204);
    expect((await me.call('DELETE', '/api/my-account/identities/other')).status).toBe(400);
  });
});
