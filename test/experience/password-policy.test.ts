// The password policy set over the Management API and held at every place a password is set:
// Experience API registration, the Account API, the REST and GraphQL Management API, each with
// the compatible product's per-rule issue codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { accountToken, JsonClient, startAuthorization } from './helpers/json-client.js';

let app: TestApp;
let web: TestClient;

const POLICY = {
  length: { min: 10, max: 64 },
  characterTypes: { min: 3 },
  rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: ['tessera'], history: 0 },
};

const codes = (body: { data?: { issues?: Array<{ code: string }> } }) => body.data?.issues?.map((i) => i.code);

beforeAll(async () => {
  app = await startTestApp();
  web = await createClient(app, 'Traditional');
  // Usernames only, so registration needs no code.
  const set = await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username'] }, passwordPolicy: POLICY });
  expect(set.status).toBe(200);
  expect(set.body.passwordPolicy).toEqual(POLICY);
});
afterAll(async () => {
  await app?.stop();
});

describe('password policy', () => {
  it('is stored in the compatible shape, merged part by part, and refuses impossible values', async () => {
    const bad = await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { length: { min: 20, max: 12 } } });
    expect(bad.status).toBe(400);
    expect((await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { characterTypes: { min: 5 } } })).status).toBe(400);
    const gql = await app.graphql(`mutation { updateSignInExperience(input: { passwordPolicy: { length: { max: 300 } } }) { userErrors { code field } } }`);
    expect(gql.data.updateSignInExperience.userErrors[0]).toMatchObject({ code: 'guard.invalid_input' });
    // Nothing half-written: the policy is as before.
    expect((await app.api('GET', '/sign-in-exp')).body.passwordPolicy).toEqual(POLICY);
  });

  it('reports every rule a password breaks through check-password', async () => {
    const check = async (password: string) => (await app.api('POST', '/sign-in-exp/default/check-password', { password })).body;
    expect((await check('password')).issues.map((i: { code: string }) => i.code)).toEqual([
      'password_rejected.too_short',
      'password_rejected.character_types',
      'password_rejected.pwned',
    ]);
    expect((await check('Aaa-Kestrel-9')).issues.map((i: { code: string }) => i.code)).toEqual(['password_rejected.restricted.repetition']);
    expect((await check('Xyz-Kestrel-9')).issues.map((i: { code: string }) => i.code)).toEqual(['password_rejected.restricted.sequence']);
    expect((await check('Tessera-Kestrel-9')).issues).toEqual([{ code: 'password_rejected.restricted.words', interpolation: { words: 'tessera', count: 1 } }]);
    expect(await check('Blue-Kestrel-9')).toEqual({ result: true, issues: [] });
  });

  it('holds at Experience API registration with password.rejected and its issues', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const weak = await client.call('POST', '/api/experience/register', { username: 'rosalind', password: 'Rosalind-Kestrel-9' });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('password.rejected');
    expect(codes(weak.body)).toEqual(['password_rejected.restricted.user_info']);
    expect((await app.api('GET', '/users?search=rosalind')).body).toHaveLength(0);
    const ok = await client.call('POST', '/api/experience/register', { username: 'rosalind', password: 'Blue-Kestrel-9' });
    expect(ok.status).toBe(201);
  });

  it('holds at admin creation and password changes (REST and GraphQL) and at the Account API', async () => {
    const weak = await app.api('POST', '/users', { username: 'grace', password: 'basketball' });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ code: 'password.rejected' });
    expect(codes(weak.body)).toEqual(['password_rejected.character_types', 'password_rejected.pwned']);
    const user = await app.api('POST', '/users', { username: 'grace', password: 'Blue-Kestrel-9' });
    expect(user.status).toBe(200);
    const id = user.body.id as string;

    const rest = await app.api('PATCH', `/users/${id}/password`, { password: 'Grace-Kestrel-9' });
    expect(rest.status).toBe(422);
    expect(codes(rest.body)).toEqual(['password_rejected.restricted.user_info']);

    const gql = await app.graphql(`mutation($id: ID!) { updateUserPassword(id: $id, password: "short") { userErrors { code field data } } }`, { id });
    const error = gql.data?.updateUserPassword?.userErrors?.[0] ?? gql.errors?.[0]?.extensions;
    expect(error.code).toBe('password.rejected');
    expect(error.data.issues.map((i: { code: string }) => i.code)).toContain('password_rejected.too_short');

    const token = await accountToken(app, id);
    const me = new JsonClient(app.url, token);
    const proof = await me.call('POST', '/api/verifications/password', { password: 'Blue-Kestrel-9' });
    const verified = new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId });
    const mine = await verified.call('POST', '/api/my-account/password', { password: 'basketball' });
    expect(mine.status).toBe(422);
    expect(codes(mine.body)).toEqual(['password_rejected.character_types', 'password_rejected.pwned']);
    expect((await verified.call('POST', '/api/my-account/password', { password: 'Green-Kestrel-7' })).status).toBe(204);
  });

  it("refuses one of the user's last N passwords (Tessera's history rule) at admin and Account API changes, and forgets the digests when turned off", async () => {
    const kept = async (userId: string) =>
      (await app.running.services.db.selectFrom('password_history').select('id').where('user_id', '=', userId).execute()).length;
    expect((await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { history: 25 } } })).status).toBe(400);
    const on = await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { history: 3 } } });
    expect(on.body.passwordPolicy.rejects).toMatchObject({ history: 3, pwned: true });
    try {
      const id = (await app.api('POST', '/users', { username: 'hedy', password: 'Amber-Kestrel-1' })).body.id as string;
      const change = (password: string) => app.api('PATCH', `/users/${id}/password`, { password });
      const same = await change('Amber-Kestrel-1');
      expect(same.status).toBe(422);
      expect(same.body).toMatchObject({ code: 'password.rejected', message: 'The password must not be one of your last 3 passwords.' });
      expect(codes(same.body)).toEqual(['password_rejected.history']);
      expect((await change('Cobalt-Kestrel-2')).status).toBe(200);
      expect((await change('Denim-Kestrel-3')).status).toBe(200);
      expect(codes((await change('Amber-Kestrel-1')).body)).toEqual(['password_rejected.history']);
      expect((await change('Olive-Kestrel-4')).status).toBe(200);
      // The current password and the two before it are kept: two digests beside the user's own.
      expect(await kept(id)).toBe(2);

      // The Account API holds the same rule: Cobalt is still among the last three, Amber no longer.
      const token = await accountToken(app, id);
      const proof = await new JsonClient(app.url, token).call('POST', '/api/verifications/password', { password: 'Olive-Kestrel-4' });
      const me = new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId });
      const reused = await me.call('POST', '/api/my-account/password', { password: 'Cobalt-Kestrel-2' });
      expect(reused.status).toBe(422);
      expect(codes(reused.body)).toEqual(['password_rejected.history']);
      expect((await me.call('POST', '/api/my-account/password', { password: 'Amber-Kestrel-1' })).status).toBe(204);

      // Off: every kept digest is forgotten, and the current password may be set again.
      expect((await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { history: 0 } } })).status).toBe(200);
      expect(await kept(id)).toBe(0);
      expect((await change('Amber-Kestrel-1')).status).toBe(200);
    } finally {
      await app.api('PATCH', '/sign-in-exp', { passwordPolicy: { rejects: { history: 0 } } });
    }
  });
});
