// TOTP secrets at rest with KEY_ENCRYPTION_KEY: enrolled through the Account API, they are sealed
// in `users.mfa` and bound to their user; sign-in with a code still works, a secret stored in
// clear (written before sealing) still verifies and is sealed by that sign-in, and a sealed
// secret copied onto another user's row is refused without a server error.
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { passwordThenTotp, verifiedAccountClient } from './helpers/json-client.js';

const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
let web: TestClient;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
});

/** The column exactly as the database holds it (text, not parsed). */
async function rawMfa(userId: string): Promise<string> {
  const row = await app.running.services.db
    .selectFrom('users')
    .select((eb) => eb.cast<string>('mfa', 'text').as('mfa'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.mfa;
}

async function writeMfa(userId: string, mfa: Record<string, unknown>): Promise<void> {
  await app.running.services.db
    .updateTable('users')
    .set({ mfa: JSON.stringify(mfa) } as never)
    .where('id', '=', userId)
    .execute();
}

/**
 * A code of the next time step: accepted (one step of drift is allowed) and later than any step
 * used before it in this test, so the replay check does not make the test wait 30 seconds.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function enrol(user: TestUser): Promise<string> {
  const me = await verifiedAccountClient(app, user.id, user.password);
  const started = await me.call('POST', '/api/my-account/mfa/totp');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.secret as string;
  const pending = await rawMfa(user.id);
  expect(pending).toMatch(/"pendingTotpSecret": ?"enc:v2:/);
  expect(pending).not.toContain(secret);
  const verified = await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret }) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect((await me.call('GET', '/api/my-account')).body.hasMfa).toBe(true);
  return secret;
}

const signIn = (user: TestUser, code: string) => passwordThenTotp(app.url, web, user, code);

describe('TOTP secrets with KEY_ENCRYPTION_KEY', () => {
  it('are sealed in users.mfa from enrolment on, and sign-in with a code still works', async () => {
    const user = await createUser(app);
    const secret = await enrol(user);
    const stored = await rawMfa(user.id);
    expect(stored).toMatch(/"totpSecret": ?"enc:v2:/);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain('pendingTotpSecret');

    const wrong = await signIn(user, '000000');
    expect(wrong.totp.status).toBe(400);
    expect(wrong.totp.body.code).toBe('user.totp_code_invalid');
    expect(wrong.submitted.body.code).toBe('session.mfa.require_mfa_verification');

    const { totp, submitted } = await signIn(user, await nextCode(secret));
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.redirectTo).toMatch(/^http/);
    expect(await rawMfa(user.id)).not.toContain(secret);
  });

  it('stored in clear before sealing still verify, and that sign-in seals them', async () => {
    const user = await createUser(app);
    const secret = generateSecret();
    await writeMfa(user.id, { totpSecret: secret });
    expect(await rawMfa(user.id)).toContain(secret);

    const { totp, submitted } = await signIn(user, await generate({ secret }));
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const stored = await rawMfa(user.id);
    expect(stored).toMatch(/"totpSecret": ?"enc:v2:/);
    expect(stored).not.toContain(secret);

    // Sealed now, it keeps working.
    const again = await signIn(user, await nextCode(secret));
    expect(again.totp.status, JSON.stringify(again.totp.body)).toBe(204);
  });

  it('copied onto another user’s row does not open there: that sign-in is refused, not a 500', async () => {
    const owner = await createUser(app);
    const secret = await enrol(owner);
    const other = await createUser(app);
    await writeMfa(other.id, JSON.parse(await rawMfa(owner.id)));

    const { totp, submitted } = await signIn(other, await nextCode(secret));
    expect(totp.status, JSON.stringify(totp.body)).toBe(400);
    expect(totp.body.code).toBe('user.totp_code_invalid');
    expect(submitted.status).not.toBe(200);
    expect(submitted.body.code).toBe('session.mfa.require_mfa_verification');

    // The owner's own row still opens.
    expect((await signIn(owner, await nextCode(secret))).totp.status).toBe(204);
  });
});
