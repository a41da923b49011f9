// A user's second factors as an administrator sees them (GraphQL userMfaVerifications and REST
// GET /users/:userId/mfa-verifications) and removes one (deleteUserMfaVerification, REST DELETE,
// 204): enrolled and used through the real Account and Experience APIs, never showing a secret,
// and the removal emitting User.Data.Updated only when it happened.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { passwordIdentified, passwordThenTotp, verifiedAccountClient } from '../experience/helpers/json-client.js';

const app = useTestApp();
let receiver: Receiver;
let web: TestClient;

beforeAll(async () => {
  receiver = await startReceiver();
  web = await createClient(app, 'Traditional');
  await createHook(app, receiver, ['User.Data.Updated']);
});
afterAll(async () => {
  await receiver?.close();
});

/** Enrols TOTP through the Account API, as the user would; returns the secret. */
async function enrol(user: TestUser): Promise<string> {
  const me = await verifiedAccountClient(app, user.id, user.password);
  const started = await me.call('POST', '/api/my-account/mfa/totp');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.secret as string;
  const verified = await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret }) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return secret;
}

/** A code of the next time step: accepted (one step of drift) and later than the enrolment's. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const LIST = `query($userId: ID!) { userMfaVerifications(userId: $userId) { id type createdAt lastUsedAt } }`;
const DELETE = `mutation($userId: ID!, $verificationId: ID!) {
  deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) { deletedId userErrors { code message field } } }`;

const mfaEvents = async (userId: string) =>
  (await outboxRows(app)).filter((r) => r.event === 'User.Data.Updated' && (r.payload as any).params?.userId === userId);

describe("a user's MFA verifications", () => {
  it('lists an enrolled TOTP with its times, never its secret, over GraphQL and REST', async () => {
    const user = await createUser(app);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);

    const before = Date.now();
    const secret = await enrol(user);
    const listed = await app.graphql(LIST, { userId: user.id });
    expect(listed.errors).toBeUndefined();
    const [totp] = listed.data.userMfaVerifications;
    // Enabling TOTP gave a set of backup codes too (test/api/backup-codes.test.ts).
    expect(listed.data.userMfaVerifications.map((f: { type: string }) => f.type)).toEqual(['Totp', 'BackupCode']);
    expect(totp).toMatchObject({ type: 'Totp', lastUsedAt: null });
    expect(totp.id).toMatch(/^[a-z0-9]{21}$/);
    expect(new Date(totp.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // A sign-in with a code records when the factor was last used.
    const { totp: step } = await passwordThenTotp(app.url, web, user, await nextCode(secret));
    expect(step.status, JSON.stringify(step.body)).toBe(204);

    const rest = await app.api('GET', `/users/${user.id}/mfa-verifications`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      // ISO 8601 text, as the compatible API answers these two times; lastUsedAt absent until used.
      { id: totp.id, type: 'Totp', createdAt: new Date(totp.createdAt).toISOString(), lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { id: expect.any(String), type: 'BackupCode', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), remainCodes: 10 },
    ]);
    expect(Date.parse(rest.body[0].lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(rest.body[0].createdAt));
    expect(JSON.stringify(rest.body)).not.toContain(secret);
    expect(JSON.stringify(rest.body)).not.toContain('enc:');
  });

  it('removes it (204, User.Data.Updated); the user then signs in without a code and may enrol again', async () => {
    const user = await createUser(app);
    await enrol(user);
    const [totp] = (await app.api('GET', `/users/${user.id}/mfa-verifications`)).body;

    const wrongId = await app.api('DELETE', `/users/${user.id}/mfa-verifications/not-${totp.id}`);
    expect(wrongId.status).toBe(404);
    expect(wrongId.body.code).toBe('entity.not_found');
    expect(await mfaEvents(user.id)).toEqual([]);

    const removed = await app.api('DELETE', `/users/${user.id}/mfa-verifications/${totp.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    // The backup codes that came with it stay listed (inert without TOTP) until removed on their own.
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body.map((f: { type: string }) => f.type)).toEqual(['BackupCode']);
    expect((await app.api('GET', `/users/${user.id}`)).body.hasMfa).toBe(false);

    const events = await mfaEvents(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      event: 'User.Data.Updated',
      method: 'DELETE',
      matchedRoute: '/users/:userId/mfa-verifications/:verificationId',
      params: { userId: user.id, verificationId: totp.id },
      status: 204,
    });
    expect(events[0]!.payload).not.toHaveProperty('data');

    // Removed: a second removal finds nothing; the same id does not name a later enrolment.
    expect((await app.api('DELETE', `/users/${user.id}/mfa-verifications/${totp.id}`)).status).toBe(404);
    const secret = await enrol(user);
    const [again] = (await app.api('GET', `/users/${user.id}/mfa-verifications`)).body;
    expect(again.id).not.toBe(totp.id);
    const stale = await app.graphql(DELETE, { userId: user.id, verificationId: totp.id });
    expect(stale.data.deleteUserMfaVerification).toEqual({ deletedId: null, userErrors: [expect.objectContaining({ code: 'entity.not_found' })] });
    expect((await app.api('GET', `/users/${user.id}`)).body.hasMfa).toBe(true);

    const viaGraphql = await app.graphql(DELETE, { userId: user.id, verificationId: again.id });
    expect(viaGraphql.data.deleteUserMfaVerification).toEqual({ deletedId: again.id, userErrors: [] });
    // Without the factor, the sign-in needs no code (the TOTP step now refuses one).
    const signIn = await passwordThenTotp(app.url, web, user, await nextCode(secret));
    expect(signIn.totp.status).toBe(400);
    expect(signIn.submitted.status, JSON.stringify(signIn.submitted.body)).toBe(200);
    expect(await mfaEvents(user.id)).toHaveLength(2);
  });

  it('accepts a code once when two sign-ins send it at the same time (the write is over the value read)', async () => {
    const user = await createUser(app);
    const secret = await enrol(user);
    // Two sign-ins brought to the TOTP step, then the same code sent by both at once.
    const ready = async () => (await passwordIdentified(app.url, web, user)).api;
    const [a, b] = [await ready(), await ready()];
    const code = await nextCode(secret);
    const both = await Promise.all([a.call('POST', '/api/experience/mfa/totp', { code }), b.call('POST', '/api/experience/mfa/totp', { code })]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 400]);
  });

  it('names an enrolment older than enrolment ids by a fixed id, with no createdAt', async () => {
    const user = await createUser(app);
    await app.running.services.db
      .updateTable('users')
      .set({ mfa: JSON.stringify({ totpSecret: 'JBSWY3DPEHPK3PXP', lastTotpStep: 1 }) } as never)
      .where('id', '=', user.id)
      .execute();
    const listed = await app.api('GET', `/users/${user.id}/mfa-verifications`);
    expect(listed.body).toEqual([{ id: 'totp', type: 'Totp', createdAt: null }]);
    expect((await app.api('DELETE', `/users/${user.id}/mfa-verifications/totp`)).status).toBe(204);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);
  });

  it('answers 404 entity.not_found for an unknown user on both fronts', async () => {
    const rest = await app.api('GET', '/users/nobody/mfa-verifications');
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('entity.not_found');
    const gql = await app.graphql(LIST, { userId: 'nobody' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('entity.not_found');
    const del = await app.api('DELETE', '/users/nobody/mfa-verifications/totp');
    expect(del.status).toBe(404);
    expect(del.body.code).toBe('entity.not_found');
  });
});
