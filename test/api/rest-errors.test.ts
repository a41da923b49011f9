// REST error bodies: `{ code, message, data? }` with the field at fault, every problem of an
// invalid input and the error's own facts in `data`; the same details reach GraphQL userErrors.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

describe('REST error bodies', () => {
  it('lists every problem of an invalid input, the first one in code, message and field', async () => {
    const res = await app.api('POST', '/users', { username: '1st', primaryEmail: 'not-an-email', primaryPhone: '12' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'guard.invalid_input',
      message: expect.stringContaining('username must be'),
      data: {
        field: ['username'],
        issues: [
          { code: 'guard.invalid_input', message: expect.stringContaining('username'), field: ['username'] },
          { code: 'guard.invalid_input', message: 'primaryEmail is not a valid email address', field: ['primaryEmail'] },
          { code: 'guard.invalid_input', message: expect.stringContaining('primaryPhone'), field: ['primaryPhone'] },
        ],
      },
    });
    expect(res.body.message).toContain('primaryEmail is not a valid email address');
  });

  it('keeps a single problem as it was, with its field', async () => {
    const res = await app.api('POST', '/users', { primaryEmail: 'still-not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'guard.invalid_input', message: 'primaryEmail is not a valid email address', data: { field: ['primaryEmail'] } });
  });

  it('gives the field of a failed mutation rule (422)', async () => {
    const username = `dup_${Date.now()}`;
    expect((await app.api('POST', '/users', { username })).status).toBe(200);
    const res = await app.api('POST', '/users', { username });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'user.username_already_in_use', message: 'This username is already in use.', data: { field: ['username'] } });
  });

  it('gives the entity and id a mutation did not find, as queries always did', async () => {
    const mutation = await app.api('DELETE', '/roles/no-such-role');
    expect(mutation.status).toBe(404);
    expect(mutation.body).toEqual({ code: 'entity.not_found', message: expect.any(String), data: { entity: 'role', id: 'no-such-role' } });
    const query = await app.api('GET', '/roles/no-such-role');
    expect(query.body).toEqual(mutation.body);
  });

  it('reports every mismatch of the body with the input type, each with its field', async () => {
    const res = await app.api('POST', '/roles', { name: 5, isDefault: 'yes', colour: 'blue' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('guard.invalid_input');
    expect(res.body.data.issues.map((i: { field: string[] }) => i.field)).toEqual(expect.arrayContaining([['name'], ['isDefault'], ['colour']]));
    expect(res.body.data.issues).toHaveLength(3);
    expect(res.body.data.field).toEqual(res.body.data.issues[0].field);

    const items = await app.api('POST', '/roles', { name: `r${Date.now()}`, scopeIds: ['ok', { not: 'an id' }] });
    expect(items.status).toBe(400);
    expect(items.body.data.field).toEqual(['scopeIds', '1']);

    const missing = await app.api('POST', '/resources', { name: 'No indicator' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['indicator'] } });
    expect(missing.body.data).not.toHaveProperty('issues');
  });

  it('names the query parameter at fault', async () => {
    const res = await app.api('GET', '/users?page_size=1000');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'guard.invalid_input', data: { field: ['page_size'] } });
  });

  it('leaves data out when there is nothing to add', async () => {
    const res = await fetch(`${app.url}/api/users`);
    expect(res.status).toBe(401);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['code', 'message']);
  });
});

describe('GraphQL userErrors', () => {
  it('carry the same data as the REST body', async () => {
    const res = await app.graphql(`mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } userErrors { code message field data } } }`, {
      input: { username: '1st', primaryEmail: 'nope' },
    });
    const [error] = res.data.createUser.userErrors;
    expect(error).toMatchObject({ code: 'guard.invalid_input', field: ['username'] });
    expect(error.data.issues.map((i: { field: string[] }) => i.field)).toEqual([['username'], ['primaryEmail']]);
    const gone = await app.graphql(`mutation { deleteRole(id: "no-such-role") { deletedId userErrors { code data } } }`);
    expect(gone.data.deleteRole.userErrors).toEqual([{ code: 'entity.not_found', data: { entity: 'role', id: 'no-such-role' } }]);
  });
});

describe('a NUL character in a request (Postgres text cannot hold U+0000)', () => {
  const nul = { code: 'guard.invalid_input', message: 'text must not contain the NUL character (U+0000)' };

  it('is a 400 guard.invalid_input over REST, in a body, a query parameter or a path, never a 500', async () => {
    const created = await app.api('POST', '/roles', { name: 'nul\u0000role', description: 'a\u0000b' });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject(nul);
    const searched = await app.api('GET', `/users?search=${encodeURIComponent('a\u0000')}`);
    expect(searched.status).toBe(400);
    expect(searched.body).toMatchObject(nul);
    const read = await app.api('GET', `/users/${encodeURIComponent('x\u0000')}`);
    expect(read.status).toBe(400);
    expect(read.body).toMatchObject(nul);
    // Nothing was half-written.
    expect((await app.api('GET', '/roles')).body.some((r: { name: string }) => r.name.startsWith('nul'))).toBe(false);
  });

  it('is a userError on a GraphQL mutation and guard.invalid_input on a query', async () => {
    const mutation = await app.graphql('mutation($i: CreateRoleInput!) { createRole(input: $i) { role { id } userErrors { code message } } }', {
      i: { name: 'q\u0000' },
    });
    expect(mutation.errors).toBeUndefined();
    expect(mutation.data.createRole).toEqual({ role: null, userErrors: [nul] });
    const query = await app.graphql('query($id: ID!) { user(id: $id) { id } }', { id: 'x\u0000' });
    expect(query.errors?.[0]?.extensions?.code).toBe('guard.invalid_input');
  });
});
