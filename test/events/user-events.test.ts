// The users mutations over REST and GraphQL each produce exactly their event, with the documented
// payload, delivered to a real receiver that verifies both signatures; failures produce nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allEvents } from '../../src/events/catalogue.js';
import { useTestApp } from '../helpers/app.js';
import { createHook, expectSigned, fastRetries, outboxRows } from '../helpers/hooks.js';
import { outboxSettled } from '../helpers/outbox.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const app = useTestApp({ env: fastRetries });
let receiver: Receiver;
let hookId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  hookId = (await createHook(app, receiver, [...allEvents])).id;
});
afterAll(async () => {
  await receiver?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

// The REST rendering of a user (USER_FIELDS in src/rest/routes/users.ts), which webhook data equals.
const USER =
  'id username primaryEmail primaryPhone emailVerified phoneVerified name avatar customData profile identities hasPassword hasMfa isSuspended lastSignInAt createdAt updatedAt applicationId';
const ERR = 'userErrors { code message field }';

/** Waits until `count` events arrived and the outbox has settled, so an extra one would be here too. */
async function settle(count: number) {
  await receiver.waitFor((all) => all.length >= count);
  await outboxSettled(app);
  return receiver.received;
}

function expectEnvelope(json: any, event: string) {
  expect(json.hookId).toBe(hookId);
  expect(json.event).toBe(event);
  expect(new Date(json.createdAt).toISOString()).toBe(json.createdAt);
  expect(Date.now() - Date.parse(json.createdAt)).toBeLessThan(60_000);
  expect(json.ip).toBeTypeOf('string');
  expect(json.userAgent).toBeTypeOf('string');
}

describe('users over REST', () => {
  it('each mutation emits exactly its event with the REST context and the response body as data', async () => {
    const created = await app.api(
      'POST',
      '/users',
      { username: 'rest_user', password: 'long enough secret', customData: { a: 1 } },
      { 'user-agent': 'rest-test/1' },
    );
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    let [e] = await settle(1);
    expect(receiver.received).toHaveLength(1);
    expectEnvelope(e!.json, 'User.Created');
    expect(e!.json).toMatchObject({ path: '/users', method: 'POST', status: 200, params: {}, matchedRoute: '/users', userAgent: 'rest-test/1' });
    expect(e!.json.data).toEqual(created.body);
    // The body keeps the order it was written in: the envelope first.
    expect(Object.keys(e!.json).slice(0, 3)).toEqual(['hookId', 'event', 'createdAt']);
    expect(e!.body).not.toContain('argon2');
    expect(e!.body).not.toContain('long enough secret');
    expectSigned(receiver.received);

    const steps: Array<[string, string, unknown, string, number]> = [
      ['PATCH', `/users/${id}`, { name: 'Rest User' }, 'User.Data.Updated', 200],
      ['PATCH', `/users/${id}/custom-data`, { customData: { b: 2 } }, 'User.Data.Updated', 200],
      ['PATCH', `/users/${id}/profile`, { profile: { givenName: 'R' } }, 'User.Data.Updated', 200],
      ['PATCH', `/users/${id}/password`, { password: 'another long secret' }, 'User.Data.Updated', 200],
      ['PATCH', `/users/${id}/is-suspended`, { isSuspended: true }, 'User.SuspensionStatus.Updated', 200],
      ['DELETE', `/users/${id}`, undefined, 'User.Deleted', 204],
    ];
    for (const [method, path, body, event, status] of steps) {
      receiver.received.length = 0;
      const res = await app.api(method, path, body);
      expect(res.status).toBe(status);
      [e] = await settle(1);
      expect(receiver.received, `${method} ${path}`).toHaveLength(1);
      expectEnvelope(e!.json, event);
      const route = path.replace(id, ':userId');
      expect(e!.json).toMatchObject({ path, method, status, params: { userId: id }, matchedRoute: route });
      if (status === 204) expect(e!.json).not.toHaveProperty('data');
      else expect(e!.json.data).toEqual(res.body);
      expect(e!.body).not.toContain('another long secret');
      expect(e!.body).not.toContain('argon2');
      expectSigned(receiver.received);
    }
  });

  it('a failed mutation (validation error, not found) emits nothing and writes no outbox row', async () => {
    const before = (await outboxRows(app)).length;
    expect((await app.api('POST', '/users', { primaryEmail: 'not-an-email' })).status).toBe(400);
    expect((await app.api('PATCH', '/users/nope', { name: 'x' })).status).toBe(404);
    expect((await app.api('DELETE', '/users/nope')).status).toBe(404);
    expect((await app.api('POST', '/users', { username: 42 })).status).toBe(400);
    // Anything these calls wrote to the outbox has been sent.
    await outboxSettled(app);
    expect(receiver.received).toHaveLength(0);
    expect((await outboxRows(app)).length).toBe(before);
  });
});

describe('users over GraphQL', () => {
  it('each mutation emits the same event and payload shape as its REST twin', async () => {
    const created = await app.graphql(`mutation($input: CreateUserInput!) { createUser(input: $input) { user { ${USER} } ${ERR} } }`, {
      input: { username: 'gql_user', customData: { a: 1 } },
    });
    expect(created.data.createUser.userErrors).toEqual([]);
    const user = created.data.createUser.user;
    const id = user.id as string;
    let [e] = await settle(1);
    expectEnvelope(e!.json, 'User.Created');
    expect(e!.json).toMatchObject({ path: '/users', method: 'POST', status: 200, params: {}, matchedRoute: '/users' });
    // data is the REST rendering: the same fields, instants as epoch ms
    expect(e!.json.data).toEqual({ ...user, createdAt: Date.parse(user.createdAt), updatedAt: Date.parse(user.updatedAt) });
    expectSigned(receiver.received);

    const steps: Array<[string, Record<string, unknown>, string, string, string, number]> = [
      [`mutation($id: ID!) { updateUser(id: $id, input: { name: "G" }) { user { id } ${ERR} } }`, {}, 'User.Data.Updated', 'PATCH', `/users/${id}`, 200],
      [
        `mutation($id: ID!) { updateUserCustomData(id: $id, customData: { b: 2 }) { value ${ERR} } }`,
        {},
        'User.Data.Updated',
        'PATCH',
        `/users/${id}/custom-data`,
        200,
      ],
      [
        `mutation($id: ID!) { updateUserProfile(id: $id, profile: { givenName: "G" }) { value ${ERR} } }`,
        {},
        'User.Data.Updated',
        'PATCH',
        `/users/${id}/profile`,
        200,
      ],
      [
        `mutation($id: ID!) { updateUserPassword(id: $id, password: "a long new password") { user { id } ${ERR} } }`,
        {},
        'User.Data.Updated',
        'PATCH',
        `/users/${id}/password`,
        200,
      ],
      [
        `mutation($id: ID!) { setUserSuspended(id: $id, isSuspended: true) { user { id } ${ERR} } }`,
        {},
        'User.SuspensionStatus.Updated',
        'PATCH',
        `/users/${id}/is-suspended`,
        200,
      ],
      [`mutation($id: ID!) { deleteUser(id: $id) { deletedId ${ERR} } }`, {}, 'User.Deleted', 'DELETE', `/users/${id}`, 204],
    ];
    for (const [query, vars, event, method, path, status] of steps) {
      receiver.received.length = 0;
      const res = await app.graphql(query, { id, ...vars });
      expect(res.errors).toBeUndefined();
      expect((Object.values(res.data)[0] as any).userErrors).toEqual([]);
      [e] = await settle(1);
      expect(receiver.received, query).toHaveLength(1);
      expectEnvelope(e!.json, event);
      expect(e!.json).toMatchObject({ path, method, status, params: { userId: id }, matchedRoute: path.replace(id, ':userId') });
      if (status === 204) expect(e!.json).not.toHaveProperty('data');
      else expect(e!.json.data).toBeDefined();
      expect(e!.body).not.toContain('a long new password');
      expectSigned(receiver.received);
    }
    expect(receiver.received[0]).toBeDefined();
  });

  it('a mutation answered with userErrors emits nothing and writes no outbox row', async () => {
    const before = (await outboxRows(app)).length;
    const missing = await app.graphql(`mutation { updateUser(id: "nope", input: { name: "x" }) { user { id } ${ERR} } }`);
    expect(missing.data.updateUser.userErrors[0].code).toBe('entity.not_found');
    const invalid = await app.graphql(`mutation { createUser(input: { primaryEmail: "bad" }) { user { id } ${ERR} } }`);
    expect(invalid.data.createUser.userErrors[0].code).toBe('guard.invalid_input');
    await outboxSettled(app);
    expect(receiver.received).toHaveLength(0);
    expect((await outboxRows(app)).length).toBe(before);
  });
});

describe('subscriptions', () => {
  it('a hook receives only the events it subscribed to; a disabled hook receives nothing', async () => {
    const other = await startReceiver();
    try {
      const only = await createHook(app, other, ['User.Deleted']);
      other.keys.set(only.id, [only.signingKey]);
      const off = await createHook(app, other, ['User.Created'], { enabled: false });
      other.keys.set(off.id, [off.signingKey]);
      const created = await app.api('POST', '/users', { username: 'sub_user' });
      await app.api('DELETE', `/users/${created.body.id}`);
      await other.waitFor((all) => all.length >= 1);
      await settle(2);
      expect(other.received.map((r) => [r.json.hookId, r.json.event])).toEqual([[only.id, 'User.Deleted']]);
      expectSigned(other.received);
    } finally {
      await other.close();
    }
  });
});
