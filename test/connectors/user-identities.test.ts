// A user's linked social identities over the Management API: GET/PUT/DELETE
// /api/users/:userId/identities/:target, one upstream identity per user, and User.Data.Updated
// (data: the identities) for every link and unlink, from REST and GraphQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

let app: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
  await createHook(app, receiver, ['User.Data.Updated']);
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const updatesOf = (userId: string) => receiver.ofEvent('User.Data.Updated').filter((r) => r.json.params?.userId === userId);

describe('user identities', () => {
  it('links, reads, replaces and unlinks, each change a User.Data.Updated', async () => {
    const user = await createUser(app);
    const linked = await app.api('PUT', `/users/${user.id}/identities/github`, { userId: 'gh-1', details: { login: 'octo' } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toEqual({ github: { userId: 'gh-1', details: { login: 'octo' } } });
    expect((await app.api('GET', `/users/${user.id}/identities/github`)).body).toEqual({ identity: { userId: 'gh-1', details: { login: 'octo' } } });
    expect((await app.api('GET', `/users/${user.id}`)).body.identities).toEqual({ github: { userId: 'gh-1', details: { login: 'octo' } } });
    await receiver.waitFor(() => updatesOf(user.id).length === 1);
    expect(updatesOf(user.id)[0]!.json).toMatchObject({
      event: 'User.Data.Updated',
      method: 'PUT',
      matchedRoute: '/users/:userId/identities/:target',
      params: { userId: user.id, target: 'github' },
      data: { github: { userId: 'gh-1' } },
    });

    expect((await app.api('PUT', `/users/${user.id}/identities/github`, { userId: 'gh-2' })).body).toEqual({ github: { userId: 'gh-2', details: {} } });
    const unlinked = await app.api('DELETE', `/users/${user.id}/identities/github`);
    expect(unlinked.status).toBe(200);
    // The compatible API answers the user after the change.
    expect(unlinked.body).toMatchObject({ id: user.id, identities: {} });
    expect((await app.api('GET', `/users/${user.id}/identities/github`)).status).toBe(404);
    expect((await app.api('DELETE', `/users/${user.id}/identities/github`)).status).toBe(404);
    await receiver.waitFor(() => updatesOf(user.id).length === 3);
    expect(updatesOf(user.id)[2]!.json).toMatchObject({ method: 'DELETE', data: { id: user.id, identities: {} } });
  });

  it('refuses an identity already linked to another user (422 user.identity_already_in_use)', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    expect((await app.api('PUT', `/users/${a.id}/identities/google`, { userId: 'shared-sub' })).status).toBe(200);
    const refused = await app.api('PUT', `/users/${b.id}/identities/google`, { userId: 'shared-sub' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('user.identity_already_in_use');
    expect((await app.api('GET', `/users/${b.id}`)).body.identities).toEqual({});
    expect(updatesOf(b.id)).toHaveLength(0);
  });

  it('validates the target and the upstream user id; an unknown user is 404', async () => {
    const user = await createUser(app);
    expect(await app.api('PUT', `/users/${user.id}/identities/Bad%20Target`, { userId: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'target must be 1 to 64 lower-case letters, digits, - or _', data: { field: ['target'] } },
    });
    expect(await app.api('PUT', `/users/${user.id}/identities/github`, { userId: ' ' })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'userId must be 1 to 255 characters', data: { field: ['userId'] } },
    });
    expect((await app.api('PUT', `/users/${user.id}/identities/github`, { userId: '' })).status).toBe(400);
    expect((await app.api('PUT', `/users/${user.id}/identities/github`, {})).status).toBe(400);
    expect((await app.api('PUT', '/users/nobody/identities/github', { userId: 'x' })).status).toBe(404);
  });

  it('over GraphQL too, with the same event', async () => {
    const user = await createUser(app);
    const res = await app.graphql(
      'mutation($id: ID!) { setUserIdentity(id: $id, target: "gitlab", input: { identityId: "gl-9" }) { created identities userErrors { code } } }',
      { id: user.id },
    );
    expect(res.data.setUserIdentity).toEqual({ created: true, identities: { gitlab: { userId: 'gl-9', details: {} } }, userErrors: [] });
    await receiver.waitFor(() => updatesOf(user.id).length === 1);
    const gone = await app.graphql('mutation($id: ID!) { deleteUserIdentity(id: $id, target: "nope") { userErrors { code } } }', { id: user.id });
    expect(gone.data.deleteUserIdentity.userErrors).toEqual([{ code: 'entity.not_found' }]);
  });
});
