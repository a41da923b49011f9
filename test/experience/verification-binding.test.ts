// Every verification made in an interaction is bound to the user it verified, and identifying
// (again) starts the second factor over: a TOTP code given for one user never finishes the
// sign-in of another (finding 1). A verificationId is looked up as an own entry only, so
// `__proto__` and friends are unknown ids, not a server error (finding 16).
import { generate, generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';

const app = useTestApp();
let web: TestClient;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
});

/** TOTP on for `user` with a fresh secret (stored as an enrolment without KEY_ENCRYPTION_KEY leaves it). */
async function withTotp(user: TestUser): Promise<string> {
  const secret = generateSecret();
  await app.running.services.db
    .updateTable('users')
    .set({ mfa: JSON.stringify({ totpSecret: secret }) } as never)
    .where('id', '=', user.id)
    .execute();
  return secret;
}

/** A code of the next time step (accepted with one step of drift, and not a replay of an earlier one). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInClient() {
  const api = new JsonClient(app.url);
  await startAuthorization(api.browser, web);
  expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  return api;
}

async function verifyPassword(api: JsonClient, user: TestUser): Promise<string> {
  const res = await api.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: user.username },
    password: user.password,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.verificationId as string;
}

async function identify(api: JsonClient, verificationId: string) {
  const res = await api.call('POST', '/api/experience/identification', { verificationId });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

describe('TOTP is bound to the user it verified (finding 1)', () => {
  it("the attacker's own TOTP code does not finish the victim's sign-in in the same interaction", async () => {
    const attacker = await createUser(app);
    const attackerSecret = await withTotp(attacker);
    const victim = await createUser(app);
    await withTotp(victim);

    const api = await signInClient();
    await identify(api, await verifyPassword(api, attacker));
    const totp = await api.call('POST', '/api/experience/mfa/totp', { code: await nextCode(attackerSecret) });
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);

    // The victim's password is known to the attacker; the victim's second factor is not.
    await identify(api, await verifyPassword(api, victim));
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(400);
    expect(submitted.body.code).toBe('session.mfa.require_mfa_verification');
    expect(submitted.body.redirectTo).toBeUndefined();
  });

  it('a verification of another user made before the TOTP step is no way around it either', async () => {
    const attacker = await createUser(app);
    const attackerSecret = await withTotp(attacker);
    const victim = await createUser(app);
    await withTotp(victim);

    const api = await signInClient();
    const victimVerification = await verifyPassword(api, victim);
    await identify(api, await verifyPassword(api, attacker));
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await nextCode(attackerSecret) })).status).toBe(204);
    await identify(api, victimVerification);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.body.code).toBe('session.mfa.require_mfa_verification');
  });

  it('re-identifying even the same user asks for the code again', async () => {
    const user = await createUser(app);
    const secret = await withTotp(user);
    const api = await signInClient();
    const first = await verifyPassword(api, user);
    await identify(api, first);
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await nextCode(secret) })).status).toBe(204);
    await identify(api, first);
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
  });

  it('the page /sign-in/mfa asks the identified user (the victim) for their own code after the attacker gave theirs', async () => {
    const attacker = await createUser(app);
    const attackerSecret = await withTotp(attacker);
    const victim = await createUser(app);
    await withTotp(victim);

    const api = await signInClient();
    await identify(api, await verifyPassword(api, attacker));
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await nextCode(attackerSecret) })).status).toBe(204);
    await identify(api, await verifyPassword(api, victim));

    const page = await api.browser.get('/sign-in/mfa');
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="code"');
    // The attacker's code (a step not used yet) is checked against the victim's secret.
    const posted = await api.browser.submit(page, { code: await generate({ secret: attackerSecret, epoch: Math.floor(Date.now() / 1000) - 30 }) }, false);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('the right user with the right code still signs in', async () => {
    const user = await createUser(app);
    const secret = await withTotp(user);
    const api = await signInClient();
    await identify(api, await verifyPassword(api, user));
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
    expect((await api.call('POST', '/api/experience/mfa/totp', { code: await nextCode(secret) })).status).toBe(204);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.redirectTo).toMatch(/^http.*code=/);
  });
});

describe('verificationId is an own entry of the interaction (finding 16)', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('%s is an unknown verification, not a 500', async (id) => {
    const api = await signInClient();
    const res = await api.call('POST', '/api/experience/identification', { verificationId: id });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('session.verification_session_not_found');
    // Nothing was identified.
    expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.identifier_not_found');
  });
});
