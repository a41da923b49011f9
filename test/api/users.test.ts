import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const USER = 'id username primaryEmail primaryPhone name avatar customData profile hasPassword isSuspended createdAt updatedAt';

describe('users over REST', () => {
  it('creates, reads, updates and deletes a user', async () => {
    const created = await app.api('POST', '/users', {
      username: 'alice',
      primaryEmail: 'alice@example.com',
      password: 'correct horse battery',
      name: 'Alice',
      customData: { plan: 'pro' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: 'alice', primaryEmail: 'alice@example.com', hasPassword: true, isSuspended: false });
    expect(created.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(created.body)).not.toContain('argon2');
    expect(typeof created.body.createdAt).toBe('number');
    const id = created.body.id as string;

    const got = await app.api('GET', `/users/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.name).toBe('Alice');

    const patched = await app.api('PATCH', `/users/${id}`, { name: 'Alice A.' });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Alice A.');
    expect(patched.body.username).toBe('alice');

    const custom = await app.api('PATCH', `/users/${id}/custom-data`, { customData: { region: 'eu' } });
    expect(custom.status).toBe(200);
    expect(custom.body).toEqual({ plan: 'pro', region: 'eu' });

    const profile = await app.api('PATCH', `/users/${id}/profile`, { profile: { givenName: 'Alice' } });
    expect(profile.body).toEqual({ givenName: 'Alice' });

    const password = await app.api('PATCH', `/users/${id}/password`, { password: 'another long secret' });
    expect(password.status).toBe(200);
    expect(password.body.hasPassword).toBe(true);

    const suspended = await app.api('PATCH', `/users/${id}/is-suspended`, { isSuspended: true });
    expect(suspended.body.isSuspended).toBe(true);

    const deleted = await app.api('DELETE', `/users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await app.api('GET', `/users/${id}`)).status).toBe(404);
  });

  it('rejects duplicate usernames and emails with 422 and the reference codes', async () => {
    await app.api('POST', '/users', { username: 'bob', primaryEmail: 'bob@example.com' });
    const dupName = await app.api('POST', '/users', { username: 'BOB' });
    expect(dupName.status).toBe(422);
    expect(dupName.body.code).toBe('user.username_already_in_use');
    const dupEmail = await app.api('POST', '/users', { primaryEmail: 'Bob@Example.com' });
    expect(dupEmail.status).toBe(422);
    expect(dupEmail.body.code).toBe('user.email_already_in_use');
  });

  it('answers bad input with 400 guard.invalid_input and unknown ids with 404', async () => {
    const badType = await app.api('POST', '/users', { username: 42 });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('guard.invalid_input');
    const unknownField = await app.api('POST', '/users', { passwordHash: 'x' });
    expect(unknownField.status).toBe(400);
    const badEmail = await app.api('POST', '/users', { primaryEmail: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    const shortPassword = await app.api('POST', '/users', { password: 'short' });
    // The password policy's refusal (password.rejected, every broken rule in data.issues), as the compatible API answers.
    expect(shortPassword.status).toBe(422);
    expect(shortPassword.body.code).toBe('password.rejected');
    const missing = await app.api('PATCH', '/users/nope', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('entity.not_found');
    const missingSuspend = await app.api('PATCH', '/users/nope/is-suspended', {});
    expect(missingSuspend.status).toBe(400);
    const res = await fetch(`${app.url}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('guard.invalid_input');
  });

  it('pages with page/page_size and Total-Number', async () => {
    for (let i = 0; i < 5; i++) await app.api('POST', '/users', { username: `pager_${i}` });
    const first = await app.api('GET', '/users?page=1&page_size=2&search=pager_');
    expect(first.status).toBe(200);
    expect(first.headers.get('total-number')).toBe('5');
    expect(first.body).toHaveLength(2);
    const third = await app.api('GET', '/users?page=3&page_size=2&search=pager_');
    expect(third.body).toHaveLength(1);
    const ids = new Set([...first.body, ...third.body].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(3);
    expect((await app.api('GET', '/users?page_size=1000')).status).toBe(400);
  });
});

describe('users over GraphQL', () => {
  it('runs the same operations with userErrors and connections', async () => {
    const created = await app.graphql(`mutation($input: CreateUserInput!) { createUser(input: $input) { user { ${USER} } userErrors { code message } } }`, {
      input: { username: 'carol', primaryEmail: 'carol@example.com' },
    });
    expect(created.errors).toBeUndefined();
    const user = created.data.createUser.user;
    expect(user.username).toBe('carol');
    expect(user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const dup = await app.graphql(`mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } userErrors { code message field } } }`, {
      input: { username: 'carol' },
    });
    expect(dup.data.createUser.user).toBeNull();
    expect(dup.data.createUser.userErrors[0]).toMatchObject({ code: 'user.username_already_in_use', field: ['username'] });

    const missing = await app.graphql(`query { user(id: "nope") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');

    const list = await app.graphql(`query { users(first: 1, search: "carol") { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`);
    expect(list.data.users.totalCount).toBe(1);
    expect(list.data.users.edges[0].node.id).toBe(user.id);

    const suspended = await app.graphql(`mutation($id: ID!) { setUserSuspended(id: $id, isSuspended: true) { user { isSuspended } userErrors { code } } }`, {
      id: user.id,
    });
    expect(suspended.data.setUserSuspended.user.isSuspended).toBe(true);

    const deleted = await app.graphql(`mutation($id: ID!) { deleteUser(id: $id) { deletedId userErrors { code } } }`, { id: user.id });
    expect(deleted.data.deleteUser.deletedId).toBe(user.id);
    const again = await app.graphql(`mutation($id: ID!) { deleteUser(id: $id) { deletedId userErrors { code } } }`, { id: user.id });
    expect(again.data.deleteUser.userErrors[0].code).toBe('entity.not_found');
  });

  it('refuses over-deep and over-complex queries before executing them', async () => {
    let nested = 'name';
    for (let i = 0; i < 12; i++) nested = `ofType { ${nested} }`;
    const deep = await app.graphql(`query { __schema { types { fields { type { ${nested} } } } } }`);
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.message).toMatch(/query depth \d+ exceeds the limit of 10/);
    const fields = 'id username name avatar customData profile identities hasPassword hasMfa isSuspended createdAt updatedAt';
    const tooComplex = await app.graphql(`query { a: users(first: 100) { nodes { ${fields} } } b: users(first: 100) { nodes { ${fields} } } }`);
    expect(tooComplex.status).toBe(400);
    expect(tooComplex.errors?.[0]?.message).toMatch(/complexity \d+ exceeds the limit/);
    const fine = await app.graphql(`query { users(first: 10) { nodes { ${fields} } } }`);
    expect(fine.errors).toBeUndefined();
  });
});
