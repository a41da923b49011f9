// Passkeys over HTTP, against the real app and database, with a software authenticator that
// signs real WebAuthn responses (test/experience/helpers/soft-authenticator.ts). Registration in
// the Account API (with its proof of identity and its User.Data.Updated), listing and removal in
// the Account and Management APIs (REST and GraphQL), sign-in (discoverable and by identifier)
// and the second factor in the Experience API; and the refusals: a response for another origin,
// another RP id or another challenge, a stale or reused challenge, and a cloned authenticator
// (a signature counter that does not increase).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { accountToken, JsonClient, passwordIdentified, startAuthorization, verifiedAccountClient } from './helpers/json-client.js';
import { SoftAuthenticator } from './helpers/soft-authenticator.js';

let app: TestApp;
let receiver: Receiver;
let client: TestClient;
let rpId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
  rpId = app.config.webauthn.rpId;
  client = await createClient(app, 'Traditional');
  await createHook(app, receiver, ['User.Data.Updated']);
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

/** Registers a passkey for `user` through the Account API; returns the authenticator and the passkey's id. */
async function registerPasskey(user: TestUser, name = 'Laptop') {
  const me = await verifiedAccountClient(app, user.id, user.password);
  const authenticator = new SoftAuthenticator(app.url, rpId);
  const started = await me.call('POST', '/api/verifications/web-authn/registration');
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const verified = await me.call('POST', '/api/verifications/web-authn/registration/verify', {
    verificationRecordId: started.body.verificationRecordId,
    payload: authenticator.register(started.body.registrationOptions),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const bound = await me.call('POST', '/api/my-account/mfa-verifications', {
    type: 'WebAuthn',
    newIdentifierVerificationRecordId: started.body.verificationRecordId,
    name,
  });
  expect(bound.status, JSON.stringify(bound.body)).toBe(204);
  const listed = await me.call('GET', '/api/my-account/mfa-verifications');
  const passkey = listed.body.find((v: { type: string; name?: string }) => v.type === 'WebAuthn' && v.name === name);
  return { authenticator, passkeyId: passkey.id as string, me };
}

/** A fresh sign-in of the client in a new cookie jar. */
async function interaction() {
  const api = new JsonClient(app.url);
  await startAuthorization(api.browser, client);
  return api;
}

async function passkeySignIn(api: JsonClient, identifier?: unknown) {
  const started = await api.call('POST', '/api/experience/verification/passkey-sign-in/authentication', identifier === undefined ? {} : { identifier });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body as { verificationId: string; authenticationOptions: { challenge: string; rpId: string; allowCredentials?: Array<{ id: string }> } };
}

const verifySignIn = (api: JsonClient, verificationId: string, payload: unknown) =>
  api.call('POST', '/api/experience/verification/passkey-sign-in/authentication/verify', { verificationId, payload });

async function counterOf(passkeyId: string): Promise<number> {
  const row = await app.running.services.db.selectFrom('webauthn_credentials').select('counter').where('id', '=', passkeyId).executeTakeFirstOrThrow();
  return Number(row.counter);
}

describe('passkey registration (Account API)', () => {
  it('registers a passkey with the proof of identity, emits User.Data.Updated, and lists it everywhere', async () => {
    const user = await createUser(app);
    const { authenticator, passkeyId, me } = await registerPasskey(user, 'Work laptop');

    const listed = await me.call('GET', '/api/my-account/mfa-verifications');
    expect(listed.body).toEqual([
      expect.objectContaining({ id: passkeyId, type: 'WebAuthn', name: 'Work laptop', agent: expect.any(String), createdAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(authenticator.id);

    const admin = await app.api('GET', `/users/${user.id}/mfa-verifications`);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual([expect.objectContaining({ id: passkeyId, type: 'WebAuthn', name: 'Work laptop' })]);
    const gql = await app.graphql(`query($id: ID!) { userMfaVerifications(userId: $id) { id type name agent createdAt lastUsedAt } }`, { id: user.id });
    expect(gql.data.userMfaVerifications).toEqual([expect.objectContaining({ id: passkeyId, type: 'WebAuthn', name: 'Work laptop', lastUsedAt: null })]);
    expect((await app.api('GET', `/users/${user.id}`)).body.hasMfa).toBe(true);

    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.id === user.id));
  });

  it('binding needs the proof of identity, a verified registration of this session, and works once', async () => {
    const user = await createUser(app);
    const me = await verifiedAccountClient(app, user.id, user.password);
    const authenticator = new SoftAuthenticator(app.url, rpId);
    const started = (await me.call('POST', '/api/verifications/web-authn/registration')).body;
    const recordId = started.verificationRecordId;
    // Not verified yet: nothing to bind.
    expect((await me.call('POST', '/api/my-account/mfa-verifications', { type: 'WebAuthn', newIdentifierVerificationRecordId: recordId })).body.code).toBe(
      'session.mfa.pending_info_not_found',
    );
    await me.call('POST', '/api/verifications/web-authn/registration/verify', {
      verificationRecordId: recordId,
      payload: authenticator.register(started.registrationOptions),
    });
    // Without the logto-verification-id header: refused, nothing added.
    const bare = new JsonClient(app.url, await accountToken(app, user.id));
    const refused = await bare.call('POST', '/api/my-account/mfa-verifications', { type: 'WebAuthn', newIdentifierVerificationRecordId: recordId });
    expect(refused.status).toBe(401);
    // Another session of the same user cannot bind this session's registration.
    const other = await verifiedAccountClient(app, user.id, user.password);
    expect((await other.call('POST', '/api/my-account/mfa-verifications', { type: 'WebAuthn', newIdentifierVerificationRecordId: recordId })).status).toBe(400);
    expect((await me.call('GET', '/api/my-account/mfa-verifications')).body).toEqual([]);
    expect((await me.call('POST', '/api/my-account/mfa-verifications', { type: 'WebAuthn', newIdentifierVerificationRecordId: recordId })).status).toBe(204);
    const again = await me.call('POST', '/api/my-account/mfa-verifications', { type: 'WebAuthn', newIdentifierVerificationRecordId: recordId });
    expect(again.body.code).toBe('session.mfa.pending_info_not_found');
    expect((await me.call('GET', '/api/my-account/mfa-verifications')).body).toHaveLength(1);
  });

  it('refuses a registration response for another origin, RP id or challenge, or without user verification; the challenge is then spent', async () => {
    const user = await createUser(app);
    const me = await verifiedAccountClient(app, user.id, user.password);
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }, { userVerified: false }]) {
      const authenticator = new SoftAuthenticator(app.url, rpId);
      const started = (await me.call('POST', '/api/verifications/web-authn/registration')).body;
      const bad = await me.call('POST', '/api/verifications/web-authn/registration/verify', {
        verificationRecordId: started.verificationRecordId,
        payload: authenticator.register(started.registrationOptions, override),
      });
      expect(bad.status, JSON.stringify(override)).toBe(400);
      expect(bad.body.code).toBe('session.mfa.webauthn_verification_failed');
      const retry = await me.call('POST', '/api/verifications/web-authn/registration/verify', {
        verificationRecordId: started.verificationRecordId,
        payload: authenticator.register(started.registrationOptions),
      });
      expect(retry.status).toBe(400);
      expect(retry.body.code).toBe('session.verification_session_not_found');
    }
    expect(await me.call('POST', '/api/verifications/web-authn/registration/verify', { verificationRecordId: '', payload: null })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'verificationRecordId is required', data: { field: ['verificationRecordId'] } },
    });
    expect(await me.call('POST', '/api/my-account/mfa-verifications', { type: 'Totp' })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'type must be WebAuthn (TOTP is enrolled at /api/my-account/mfa/totp)', data: { field: ['type'] } },
    });
    const malformed = await me.call('POST', '/api/verifications/web-authn/registration/verify', { verificationRecordId: 'x', payload: { id: 1 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('guard.invalid_input');
    for (const payload of [null, [], { id: 'a', rawId: 'a', type: 'password', response: {} }, { id: 'a', rawId: 'a', type: 'public-key', response: 'x' }]) {
      const refused = await me.call('POST', '/api/verifications/web-authn/registration/verify', { verificationRecordId: 'x', payload });
      expect(refused.body, JSON.stringify(payload)).toMatchObject({
        code: 'guard.invalid_input',
        message: 'payload must be the JSON of a PublicKeyCredential (id, rawId, type "public-key", response)',
      });
    }
    expect((await me.call('GET', '/api/my-account/mfa-verifications')).body).toEqual([]);
  });

  it('removes a passkey (Account API with proof; Management API), and the user no longer has MFA', async () => {
    const user = await createUser(app);
    const first = await registerPasskey(user, 'One');
    const second = await registerPasskey(user, 'Two');
    const bare = new JsonClient(app.url, await accountToken(app, user.id));
    expect((await bare.call('PATCH', `/api/my-account/mfa-verifications/${first.passkeyId}/name`, { name: 'Phone' })).status).toBe(401);
    const renamed = await second.me.call('PATCH', `/api/my-account/mfa-verifications/${first.passkeyId}/name`, { name: ' Phone ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: first.passkeyId, type: 'WebAuthn', name: 'Phone' });
    for (const name of ['', '  ', 'x'.repeat(129), 7]) {
      expect(await second.me.call('PATCH', `/api/my-account/mfa-verifications/${first.passkeyId}/name`, { name })).toMatchObject({
        status: 400,
        body: { code: 'guard.invalid_input', message: 'name is 1 to 128 characters', data: { field: ['name'] } },
      });
    }
    expect((await second.me.call('PATCH', `/api/my-account/mfa-verifications/unknown/name`, { name: 'x' })).status).toBe(404);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body.map((v: { name: string }) => v.name).sort()).toEqual(['Phone', 'Two']);
    expect((await bare.call('DELETE', `/api/my-account/mfa-verifications/${first.passkeyId}`)).status).toBe(401);
    expect((await second.me.call('DELETE', `/api/my-account/mfa-verifications/${first.passkeyId}`)).status).toBe(204);
    expect((await second.me.call('DELETE', `/api/my-account/mfa-verifications/${first.passkeyId}`)).status).toBe(404);
    // Someone else's passkey is not found for this user.
    const stranger = await createUser(app);
    expect((await app.api('DELETE', `/users/${stranger.id}/mfa-verifications/${second.passkeyId}`)).status).toBe(404);
    expect((await app.api('DELETE', `/users/${user.id}/mfa-verifications/${second.passkeyId}`)).status).toBe(204);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);
    expect((await app.api('GET', `/users/${user.id}`)).body.hasMfa).toBe(false);
    // The removed passkey no longer signs in.
    const api = await interaction();
    const options = await passkeySignIn(api);
    expect((await verifySignIn(api, options.verificationId, second.authenticator.assert(options.authenticationOptions))).body.code).toBe(
      'session.mfa.webauthn_verification_failed',
    );
  });
});

describe('passkey sign-in (Experience API)', () => {
  it('discoverable: no identifier, the passkey names the user; it satisfies MFA and the sign-in completes', async () => {
    const user = await createUser(app);
    const { authenticator, passkeyId } = await registerPasskey(user);
    const api = await interaction();
    const { verificationId, authenticationOptions } = await passkeySignIn(api);
    expect(authenticationOptions.rpId).toBe(rpId);
    expect(authenticationOptions.allowCredentials ?? []).toEqual([]);
    const verified = await verifySignIn(api, verificationId, authenticator.assert(authenticationOptions));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await api.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId })).status).toBe(204);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(new URL(submitted.body.redirectTo).searchParams.get('code')).toBeTruthy();
    expect(await counterOf(passkeyId)).toBe(1);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body[0].lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("by identifier: the options list that user's passkeys, and another user's passkey is refused", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const mine = await registerPasskey(user);
    const theirs = await registerPasskey(other);
    const api = await interaction();
    const options = await passkeySignIn(api, { type: 'username', value: user.username });
    expect(options.authenticationOptions.allowCredentials?.map((c) => c.id)).toEqual([mine.authenticator.id]);
    const refused = await verifySignIn(api, options.verificationId, theirs.authenticator.assert(options.authenticationOptions));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.mfa.webauthn_verification_failed');
    const again = await passkeySignIn(api, user.email);
    const ok = await verifySignIn(api, again.verificationId, mine.authenticator.assert(again.authenticationOptions));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await api.call('POST', '/api/experience/identification', { verificationId: ok.body.verificationId });
    expect((await api.call('POST', '/api/experience/submit')).status).toBe(200);
  });

  it('refuses an assertion for another origin, another RP id or another challenge', async () => {
    const user = await createUser(app);
    const { authenticator, passkeyId } = await registerPasskey(user);
    const api = await interaction();
    for (const override of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' },
      { userVerified: false },
      { type: 'webauthn.create' },
    ]) {
      const options = await passkeySignIn(api);
      const refused = await verifySignIn(api, options.verificationId, authenticator.assert(options.authenticationOptions, override));
      expect(refused.status, JSON.stringify(override)).toBe(400);
      expect(refused.body.code).toBe('session.mfa.webauthn_verification_failed');
      // Nothing was recorded: identification with the challenge's id finds no verification.
      expect((await api.call('POST', '/api/experience/identification', { verificationId: options.verificationId })).body.code).toBe(
        'session.verification_session_not_found',
      );
    }
    // The refusals did not move the stored counter.
    expect(await counterOf(passkeyId)).toBe(0);
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.identifier_not_found');
  });

  it('a challenge serves one response: a replayed assertion, a second one, or one after expiry is refused', async () => {
    const user = await createUser(app);
    const { authenticator } = await registerPasskey(user);
    const api = await interaction();
    const options = await passkeySignIn(api);
    const assertion = authenticator.assert(options.authenticationOptions);
    expect((await verifySignIn(api, options.verificationId, assertion)).status).toBe(200);
    // The same assertion again (replayed), and a fresh one, to the spent challenge.
    const replayed = await verifySignIn(api, options.verificationId, assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('session.verification_session_not_found');
    expect((await verifySignIn(api, options.verificationId, authenticator.assert(options.authenticationOptions))).body.code).toBe(
      'session.verification_session_not_found',
    );
    // The replayed assertion to a new challenge: its signed challenge is the old one.
    const fresh = await passkeySignIn(api);
    expect((await verifySignIn(api, fresh.verificationId, assertion)).body.code).toBe('session.mfa.webauthn_verification_failed');
    // An expired challenge.
    const late = await passkeySignIn(api);
    await app.running.services.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.verificationId)
      .execute();
    expect((await verifySignIn(api, late.verificationId, authenticator.assert(late.authenticationOptions))).body.code).toBe(
      'session.verification_session_not_found',
    );
  });

  it('malformed assertions are a 400, never a 500, and spend the challenge without moving anything', async () => {
    const user = await createUser(app);
    const { authenticator, passkeyId } = await registerPasskey(user);
    const api = await interaction();
    const good = (o: { challenge: string }) => authenticator.assert(o, { counter: authenticator.counter + 1 });
    const variants: Array<(o: { challenge: string }) => unknown> = [
      () => null,
      () => 'a string',
      (o) => ({ ...good(o), type: 'password' }),
      (o) => ({ ...good(o), id: 'no\u0000such' }),
      (o) => ({ ...good(o), response: { ...good(o).response, userHandle: 123 } }),
      (o) => ({ ...good(o), response: { ...good(o).response, clientDataJSON: 5 } }),
      (o) => ({ ...good(o), response: { ...good(o).response, authenticatorData: '!!!' } }),
      (o) => ({ ...good(o), response: { ...good(o).response, signature: '' } }),
    ];
    for (const [i, variant] of variants.entries()) {
      const options = await passkeySignIn(api);
      const res = await verifySignIn(api, options.verificationId, variant(options.authenticationOptions));
      expect(res.status, `variant ${i}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(['guard.invalid_input', 'session.mfa.webauthn_verification_failed']).toContain(res.body.code);
    }
    expect(await counterOf(passkeyId)).toBe(0);
  });

  it('a challenge is bound to its interaction: another browser cannot answer it', async () => {
    const user = await createUser(app);
    const { authenticator } = await registerPasskey(user);
    const mine = await interaction();
    const options = await passkeySignIn(mine);
    const thief = await interaction();
    const stolen = await verifySignIn(thief, options.verificationId, authenticator.assert(options.authenticationOptions));
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('session.verification_session_not_found');
    // Still good for its own browser.
    expect((await verifySignIn(mine, options.verificationId, authenticator.assert(options.authenticationOptions))).status).toBe(200);
  });

  it('a cloned authenticator (signature counter not above the stored one) is refused, and the counter stays', async () => {
    const user = await createUser(app);
    const { authenticator, passkeyId } = await registerPasskey(user);
    const api = await interaction();
    for (let i = 0; i < 2; i++) {
      const options = await passkeySignIn(api);
      expect((await verifySignIn(api, options.verificationId, authenticator.assert(options.authenticationOptions))).status).toBe(200);
    }
    expect(await counterOf(passkeyId)).toBe(2);
    for (const counter of [2, 1]) {
      const options = await passkeySignIn(api);
      const cloned = await verifySignIn(api, options.verificationId, authenticator.assert(options.authenticationOptions, { counter }));
      expect(cloned.status, `counter ${counter}`).toBe(400);
      expect(cloned.body.code).toBe('session.mfa.webauthn_verification_failed');
    }
    expect(await counterOf(passkeyId)).toBe(2);
    const options = await passkeySignIn(api);
    expect((await verifySignIn(api, options.verificationId, authenticator.assert(options.authenticationOptions, { counter: 7 }))).status).toBe(200);
    expect(await counterOf(passkeyId)).toBe(7);
  });
});

describe('passkey as the second factor (Experience API)', () => {
  const passwordSignIn = async (user: TestUser) => (await passwordIdentified(app.url, client, user)).api;

  it('a user with a passkey gives it after the password; the sign-in then completes', async () => {
    const user = await createUser(app);
    const { authenticator } = await registerPasskey(user);
    const api = await passwordSignIn(user);
    const blocked = await api.call('POST', '/api/experience/submit');
    expect(blocked.body.code).toBe('session.mfa.require_mfa_verification');
    const started = await api.call('POST', '/api/experience/verification/web-authn/authentication');
    expect(started.status).toBe(200);
    expect(started.body.authenticationOptions.allowCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
    const verified = await api.call('POST', '/api/experience/verification/web-authn/authentication/verify', {
      verificationId: started.body.verificationId,
      payload: authenticator.assert(started.body.authenticationOptions),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(new URL(submitted.body.redirectTo).searchParams.get('code')).toBeTruthy();
  });

  it("refuses another user's passkey, a wrong origin, and a step before identification", async () => {
    const user = await createUser(app);
    await registerPasskey(user);
    const other = await createUser(app);
    const theirs = await registerPasskey(other);
    const early = await interaction();
    expect((await early.call('POST', '/api/experience/verification/web-authn/authentication')).body.code).toBe('session.identifier_not_found');
    const api = await passwordSignIn(user);
    for (const payload of [
      (o: { challenge: string }) => theirs.authenticator.assert(o),
      (o: { challenge: string }) => theirs.authenticator.assert(o, { origin: 'https://evil.example' }),
    ]) {
      const started = (await api.call('POST', '/api/experience/verification/web-authn/authentication')).body;
      const refused = await api.call('POST', '/api/experience/verification/web-authn/authentication/verify', {
        verificationId: started.verificationId,
        payload: payload(started.authenticationOptions),
      });
      expect(refused.status).toBe(400);
    }
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
  });

  it('a user without a passkey has no passkey step', async () => {
    const user = await createUser(app);
    const api = await passwordSignIn(user);
    expect((await api.call('POST', '/api/experience/verification/web-authn/authentication')).body.code).toBe('user.webauthn_not_found');
  });
});
