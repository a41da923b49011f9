// MFA backup codes through the real fronts: given when TOTP is enabled (Account API), shown once
// and stored as digests (read from the table), used once at sign-in (Experience API) even by two
// concurrent requests, the count left answered and logged, regenerated (the old set dies),
// counted toward lockout, and set up or removed by an administrator (REST and GraphQL, one
// implementation; User.Data.Updated without the codes or the secret).
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { JsonClient, accountToken, passwordIdentified, verifiedAccountClient } from '../experience/helpers/json-client.js';

/** The compatible API answers a second factor's times as ISO 8601 text. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const MAX_ATTEMPTS = 3;

const app = useTestApp({ env: { LOCKOUT_MAX_ATTEMPTS: String(MAX_ATTEMPTS), LOCKOUT_WINDOW_SECONDS: '600', LOCKOUT_DURATION_SECONDS: '600' } });
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

const CODE = /^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/;

/** Enables TOTP through the Account API; returns the secret and the backup codes it answered. */
async function enrol(user: TestUser): Promise<{ secret: string; codes: string[]; me: JsonClient }> {
  const me = await verifiedAccountClient(app, user.id, user.password);
  const started = await me.call('POST', '/api/my-account/mfa/totp');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.secret as string;
  const before = (await dataUpdated(user.id)).length;
  const verified = await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret }) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  // One User.Data.Updated for enabling TOTP, written with it, and without the codes it answered.
  expect(await dataUpdated(user.id)).toHaveLength(before + 1);
  expect(JSON.stringify(await dataUpdated(user.id))).not.toContain(verified.body.backupCodes[0]);
  return { secret, codes: verified.body.backupCodes as string[], me };
}

/** A sign-in brought to its MFA step (password right, user identified). */
async function atMfaStep(user: TestUser): Promise<JsonClient> {
  return (await passwordIdentified(app.url, web, user)).api;
}

const useCode = (api: JsonClient, code: unknown) => api.call('POST', '/api/experience/verification/backup-code/verify', { code });

const rows = (userId: string) => app.running.services.db.selectFrom('user_backup_codes').selectAll().where('user_id', '=', userId).execute();

const dataUpdated = async (userId: string) =>
  (await outboxRows(app)).filter((r) => r.event === 'User.Data.Updated' && JSON.stringify(r.payload).includes(userId));

describe('backup codes', () => {
  it('are ten readable codes given once when TOTP is enabled, stored only as digests', async () => {
    const user = await createUser(app);
    const { codes, me } = await enrol(user);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(10);

    // At rest: ten digests, none of them a code or a plain hash of one; nothing else names a code.
    const stored = await rows(user.id);
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ''));
      expect(dump).not.toContain(createHash('sha256').update(code).digest('hex'));
    }
    expect(new Set(stored.map((r) => r.set_id)).size).toBe(1);
    expect(stored.every((r) => r.used_at === null && /^[0-9a-f]{64}$/.test(r.code_digest))).toBe(true);

    // Never shown again: the Account API tells when each was used, not what it was.
    const listed = await me.call('GET', '/api/my-account/mfa-verifications/backup-codes');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.remainCodes).toBe(10);
    expect(listed.body.codes).toEqual(Array.from({ length: 10 }, () => ({ usedAt: null })));
    const user2 = await app.api('GET', `/users/${user.id}`);
    expect(JSON.stringify(user2.body)).not.toContain(codes[0]!);
  });

  it('signs in once per code and tells how many are left; the use is logged with the compatible key', async () => {
    const user = await createUser(app);
    const { codes, me } = await enrol(user);

    // Without the second factor the sign-in does not finish.
    const first = await atMfaStep(user);
    const early = await first.call('POST', '/api/experience/submit');
    expect(early.body.code).toBe('session.mfa.require_mfa_verification');

    // Case, spaces and dashes do not matter.
    const used = await useCode(first, ` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toEqual({ verificationId: expect.any(String), remainCodes: 9 });
    const done = await first.call('POST', '/api/experience/submit');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(new URL(done.body.redirectTo).searchParams.get('code')).toBeTruthy();

    // The same code again: refused, and the sign-in cannot finish.
    const second = await atMfaStep(user);
    const again = await useCode(second, codes[0]);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('session.mfa.invalid_backup_code');
    expect((await second.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
    // Another code still works.
    expect((await useCode(second, codes[1])).body.remainCodes).toBe(8);

    const listed = await me.call('GET', '/api/my-account/mfa-verifications/backup-codes');
    expect(listed.body.remainCodes).toBe(8);
    expect(listed.body.codes.filter((c: { usedAt: string | null }) => c.usedAt !== null)).toHaveLength(2);

    const logs = await app.api('GET', `/logs?userId=${user.id}&logKey=Interaction.SignIn.Verification.BackupCode.Submit`);
    expect(logs.status, JSON.stringify(logs.body)).toBe(200);
    expect(logs.body.map((l: any) => l.result).sort()).toEqual(['Error', 'Success', 'Success']);
    const entries = JSON.stringify(logs.body);
    expect(entries).toContain('"remainCodes":9');
    expect(entries).toContain('session.mfa.invalid_backup_code');
    for (const code of codes) expect(entries).not.toContain(code);
  });

  it('is used once when two sign-ins send the same code at the same time (compare-and-set)', async () => {
    const user = await createUser(app);
    const { codes } = await enrol(user);
    const [a, b] = [await atMfaStep(user), await atMfaStep(user)];
    const both = await Promise.all([useCode(a, codes[3]), useCode(b, codes[3])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 200)!.body.remainCodes).toBe(9);
    expect((await rows(user.id)).filter((r) => r.used_at !== null)).toHaveLength(1);
  });

  it('regenerating replaces the set: the old codes stop working, the new ones work', async () => {
    const user = await createUser(app);
    const { codes: old, me } = await enrol(user);

    // A change of MFA needs the proof of identity.
    const unproved = new JsonClient(app.url, await accountToken(app, user.id));
    const refused = await unproved.call('POST', '/api/my-account/mfa-verifications/backup-codes/generate');
    expect(refused.status).toBe(401);
    expect((await rows(user.id)).map((r) => r.code_digest).sort()).toHaveLength(10);

    const before = (await dataUpdated(user.id)).length;
    const fresh = await me.call('POST', '/api/my-account/mfa-verifications/backup-codes/generate');
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.codes).toHaveLength(10);
    expect(fresh.body.codes.some((c: string) => old.includes(c))).toBe(false);
    expect(await dataUpdated(user.id)).toHaveLength(before + 1);
    expect(JSON.stringify(await dataUpdated(user.id))).not.toContain(fresh.body.codes[0]);

    const api = await atMfaStep(user);
    expect((await useCode(api, old[0])).body.code).toBe('session.mfa.invalid_backup_code');
    expect((await useCode(api, fresh.body.codes[0])).body.remainCodes).toBe(9);
  });

  it('counts wrong codes toward the lockout TOTP codes share: locked, even a right code is refused', async () => {
    const user = await createUser(app);
    const { codes, secret } = await enrol(user);
    const api = await atMfaStep(user);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      const wrong = await useCode(api, 'zzzz-zzzz-zzzz');
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('session.mfa.invalid_backup_code');
    }
    const locked = await useCode(api, codes[0]);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('user.identifier_locked');
    // The counter is the user's: the TOTP step is locked too, and the right code was not used up.
    const totp = await api.call('POST', '/api/experience/mfa/totp', { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) });
    expect(totp.body.code).toBe('user.identifier_locked');
    expect((await rows(user.id)).every((r) => r.used_at === null)).toBe(true);

    // Malformed input is a 400 that tells the format (and does not use an attempt).
    const other = await createUser(app);
    const { codes: otherCodes } = await enrol(other);
    const api2 = await atMfaStep(other);
    for (const bad of ['', 'short', 42, 'x'.repeat(100)]) {
      const res = await useCode(api2, bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    expect((await useCode(api2, otherCodes[0])).status).toBe(200);
  });
});

describe('backup codes in the Account API without TOTP', () => {
  it('cannot be generated alone (422) and lists nothing (404)', async () => {
    const user = await createUser(app);
    const me = await verifiedAccountClient(app, user.id, user.password);
    const generated = await me.call('POST', '/api/my-account/mfa-verifications/backup-codes/generate');
    expect(generated.status).toBe(422);
    expect(generated.body.code).toBe('session.mfa.backup_code_can_not_be_alone');
    const listed = await me.call('GET', '/api/my-account/mfa-verifications/backup-codes');
    expect(listed.status).toBe(404);
    expect(listed.body.code).toBe('verification_record.not_found');
    expect(await rows(user.id)).toEqual([]);
    // A wrong enrolment code gives no codes either (one transaction).
    expect((await me.call('POST', '/api/my-account/mfa/totp')).status).toBe(200);
    expect((await me.call('POST', '/api/my-account/mfa/totp/verify', { code: '000000' })).status).toBe(400);
    expect(await rows(user.id)).toEqual([]);
  });
});

const CREATE = `mutation($userId: ID!, $input: CreateUserMfaVerificationInput!) {
  createUserMfaVerification(userId: $userId, input: $input) { type secret secretQrCode codes userErrors { code message field } } }`;

describe('MFA factors set up by an administrator', () => {
  it('sets up TOTP (REST), answers the secret and its QR code once, and the user then needs it', async () => {
    const user = await createUser(app);
    const before = (await dataUpdated(user.id)).length;
    const res = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['secret', 'secretQrCode', 'type']);
    expect(res.body.type).toBe('Totp');
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.body.secretQrCode).toMatch(/^data:image\/png;base64,/);

    // Sealed at rest when there is a key; never in the event.
    const events = await dataUpdated(user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.payload).toMatchObject({ method: 'POST', matchedRoute: '/users/:userId/mfa-verifications', status: 200 });
    expect(events.at(-1)!.payload).not.toHaveProperty('data');
    expect(JSON.stringify(events)).not.toContain(res.body.secret);

    const listed = await app.api('GET', `/users/${user.id}/mfa-verifications`);
    expect(listed.body).toEqual([{ id: expect.any(String), type: 'Totp', createdAt: expect.stringMatching(ISO_TIME) }]);
    expect((await app.api('GET', `/users/${user.id}`)).body.hasMfa).toBe(true);

    // The sign-in now asks for the code, and accepts one from the secret handed over.
    const api = await atMfaStep(user);
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
    const totp = await api.call('POST', '/api/experience/mfa/totp', { code: await generate({ secret: res.body.secret }) });
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);

    // One TOTP per user.
    const twice = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('user.totp_already_in_use');
  });

  it('takes a given TOTP secret, and refuses one that is not base32', async () => {
    const user = await createUser(app);
    // Not base32, or too short to check codes with (80 bits).
    for (const secret of ['not a secret!', 'JBSWY3DPEHPK3PXP']) {
      const bad = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp', secret });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('user.totp_secret_invalid');
    }
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);
    const given = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const res = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp', secret: given.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.secret).toBe(given);
    const api = await atMfaStep(user);
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await generate({ secret: given }) })).status).toBe(204);
  });

  it('sets up backup codes (GraphQL and REST): only beside another factor, one usable set at a time; listed with remainCodes; removable', async () => {
    const user = await createUser(app);
    const alone = await app.graphql(CREATE, { userId: user.id, input: { type: 'BackupCode' } });
    expect(alone.data.createUserMfaVerification.userErrors).toEqual([expect.objectContaining({ code: 'session.mfa.backup_code_can_not_be_alone' })]);
    const aloneRest = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode' });
    expect(aloneRest.status).toBe(422);
    expect(await rows(user.id)).toEqual([]);

    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    const created = await app.graphql(CREATE, { userId: user.id, input: { type: 'BackupCode' } });
    expect(created.errors).toBeUndefined();
    const payload = created.data.createUserMfaVerification;
    expect(payload).toMatchObject({ type: 'BackupCode', secret: null, secretQrCode: null, userErrors: [] });
    expect(payload.codes).toHaveLength(10);

    const twice = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('user.backup_code_already_in_use');

    const api = await atMfaStep(user);
    expect((await useCode(api, payload.codes[0])).body.remainCodes).toBe(9);

    const listed = await app.api('GET', `/users/${user.id}/mfa-verifications`);
    const backup = listed.body.find((f: any) => f.type === 'BackupCode');
    expect(backup).toEqual({
      id: expect.any(String),
      type: 'BackupCode',
      createdAt: expect.stringMatching(ISO_TIME),
      lastUsedAt: expect.stringMatching(ISO_TIME),
      remainCodes: 9,
    });
    expect(JSON.stringify(listed.body)).not.toContain(payload.codes[1]);

    const removed = await app.api('DELETE', `/users/${user.id}/mfa-verifications/${backup.id}`);
    expect(removed.status).toBe(204);
    expect(await rows(user.id)).toEqual([]);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body.map((f: any) => f.type)).toEqual(['Totp']);
  });

  it('gives one set when two administrators set up backup codes at the same time (the user row is locked)', async () => {
    const user = await createUser(app);
    await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    const both = await Promise.all([0, 1].map(() => app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const stored = await rows(user.id);
    expect(stored).toHaveLength(10);
    expect(new Set(stored.map((r) => r.set_id)).size).toBe(1);
    // The codes answered are the ones that work.
    const api = await atMfaStep(user);
    expect((await useCode(api, both.find((r) => r.status === 200)!.body.codes[0])).status).toBe(200);
  });

  it('takes given codes over REST, refusing a wrong format whole', async () => {
    const user = await createUser(app);
    await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    for (const codes of [[], ['short'], ['abcdef1234', 'ABCDEF1234'], ['good-code-1234', 'bad code!']]) {
      const res = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode', codes });
      expect(res.status, JSON.stringify(codes)).toBe(422);
      expect(res.body.code).toBe('user.wrong_backup_code_format');
    }
    expect(await rows(user.id)).toEqual([]);
    const given = ['a1b2c3d4e5', 'f6a7b8c9d0'];
    const res = await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode', codes: given });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ type: 'BackupCode', codes: given });
    const api = await atMfaStep(user);
    expect((await useCode(api, 'F6A7B8C9D0')).body.remainCodes).toBe(1);
  });

  it('answers 404 for an unknown user and 400 for a missing or unknown type', async () => {
    const unknown = await app.api('POST', '/users/nobody/mfa-verifications', { type: 'Totp' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('entity.not_found');
    const user = await createUser(app);
    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, {})).status).toBe(400);
    expect((await app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Sms' })).status).toBe(400);
    expect((await app.api('GET', `/users/${user.id}/mfa-verifications`)).body).toEqual([]);
  });
});
