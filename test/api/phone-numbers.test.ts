// Issue 47 item 9: phone numbers are stored and looked up in one spelling (E.164 digits without
// '+'), so two spellings of one number are one identifier — over real HTTP and a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';

let app: TestApp;
let web: { clientId: string; redirectUri: string };

beforeAll(async () => {
  app = await startTestApp();
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
});

describe('phone numbers in one spelling', () => {
  it('a national trunk 0 after the country code is dropped on write, and the other spelling conflicts', async () => {
    const created = await app.api('POST', '/users', { username: 'aussie', primaryPhone: '610412345678', password: 'right password' });
    expect(created.status).toBe(200);
    expect(created.body.primaryPhone).toBe('61412345678');

    const again = await app.api('POST', '/users', { username: 'other', primaryPhone: '+61412345678' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('user.phone_already_in_use');

    const byPatch = await app.api('POST', '/users', { username: 'third' });
    const patched = await app.api('PATCH', `/users/${byPatch.body.id as string}`, { primaryPhone: '+610412345678' });
    expect(patched.status).toBe(422);
    expect(patched.body.code).toBe('user.phone_already_in_use');
  });

  it('signs in with either spelling of the number', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const bySpelling = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'phone', value: '+610412345678' },
      password: 'right password',
    });
    expect(bySpelling.status).toBe(200);
    const wrong = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'phone', value: '+610412345678' },
      password: 'wrong password',
    });
    expect(wrong.status).toBe(422);
  });

  it('keeps digits no numbering plan reads as they were written', async () => {
    const created = await app.api('POST', '/users', { username: 'unplanned', primaryPhone: '+0001234567' });
    expect(created.status).toBe(200);
    expect(created.body.primaryPhone).toBe('0001234567');
  });

  it('the Management API still takes digits only (an optional leading +), as before', async () => {
    const spaced = await app.api('POST', '/users', { username: 'usnumber', primaryPhone: '+1 415 555 2671' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.code).toBe('guard.invalid_input');
  });
});
