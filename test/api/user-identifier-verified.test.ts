// An administrator marks a user's primary email or phone verified or not (issue 46 item 10):
// over REST and GraphQL, read back as `emailVerified` / `phoneVerified`, sent as User.Data.Updated
// to a real webhook receiver; refused clearly for an address the user lacks or an unknown type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
  await createHook(app, receiver, ['User.Data.Updated']);
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const verifiedOf = async (id: string) =>
  (await app.graphql<{ user: { emailVerified: boolean; phoneVerified: boolean } }>(`query($id: ID!) { user(id: $id) { emailVerified phoneVerified } }`, { id }))
    .data.user;

describe('marking a user’s address verified', () => {
  it('unmarks and marks the primary email over REST and GraphQL, and sends User.Data.Updated', async () => {
    const created = await app.api('POST', '/users', { username: 'marked_one', primaryEmail: 'marked@example.com' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    // Set by an administrator: verified.
    expect(await verifiedOf(id)).toEqual({ emailVerified: true, phoneVerified: false });

    const unmarked = await app.api('PATCH', `/users/${id}/identifier-verification`, { identifierType: 'email', verified: false });
    expect(unmarked.status, JSON.stringify(unmarked.body)).toBe(200);
    expect(unmarked.body.id).toBe(id);
    expect(await verifiedOf(id)).toEqual({ emailVerified: false, phoneVerified: false });
    const event = await receiver.waitFor((all) => all.some((r) => r.json?.event === 'User.Data.Updated' && r.json?.data?.id === id));
    expect(event.find((r) => r.json?.data?.id === id)!.json.path).toBe(`/users/${id}/identifier-verification`);

    const gql = await app.graphql(
      `mutation($id: ID!) { setUserIdentifierVerified(id: $id, identifierType: email, verified: true) { user { emailVerified } userErrors { code } } }`,
      { id },
    );
    expect(gql.data.setUserIdentifierVerified).toEqual({ user: { emailVerified: true }, userErrors: [] });
  });

  it('refuses an address the user lacks, an unknown type and an unknown user, changing nothing', async () => {
    const id = (await app.api('POST', '/users', { username: 'no_phone', primaryEmail: 'nophone@example.com' })).body.id as string;
    const phone = await app.api('PATCH', `/users/${id}/identifier-verification`, { identifierType: 'phone', verified: true });
    expect([phone.status, phone.body.code]).toEqual([400, 'guard.invalid_input']);
    expect(phone.body.message).toContain('no primary phone');
    const fax = await app.api('PATCH', `/users/${id}/identifier-verification`, { identifierType: 'fax', verified: true });
    expect(fax.status).toBe(400);
    const missing = await app.api('PATCH', `/users/${id}/identifier-verification`, { identifierType: 'email' });
    expect(missing.status).toBe(400);
    expect((await app.api('PATCH', '/users/nobody/identifier-verification', { identifierType: 'email', verified: true })).status).toBe(404);
    expect(await verifiedOf(id)).toEqual({ emailVerified: true, phoneVerified: false });
  });
});
