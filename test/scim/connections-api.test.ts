// SCIM connections through the Management API (REST and GraphQL): the token is answered once and
// works at /scim/v2 at once; listed without it; revoked by DELETE, after which /scim/v2 refuses it.
import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const scim = (token: string, path = '/scim/v2/Users') => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

it('creates a connection whose token works at once, lists it without the token, and revokes it', async () => {
  const created = await app.api('POST', '/scim-connections', { name: 'Entra ID' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body).toMatchObject({ name: 'Entra ID', organizationId: null, revokedAt: null, token: expect.stringMatching(/^scim_/) });
  expect((await scim(created.body.token)).status).toBe(200);

  const listed = await app.api('GET', '/scim-connections');
  expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, token: null })]);

  expect((await app.api('DELETE', `/scim-connections/${created.body.id}`)).status).toBe(204);
  expect((await scim(created.body.token)).status).toBe(401);
  expect((await app.api('DELETE', `/scim-connections/${created.body.id}`)).status).toBe(404);
  expect((await app.api('GET', '/scim-connections')).body[0].revokedAt).toEqual(expect.any(Number));
});

it('refuses a blank name and an unknown organization, on REST and GraphQL, writing nothing', async () => {
  const before = (await app.api('GET', '/scim-connections')).body.length;
  expect((await app.api('POST', '/scim-connections', { name: '  ' })).body.code).toBe('guard.invalid_input');
  const res = await app.graphql(
    `mutation { createScimConnection(input: { name: "Okta", organizationId: "nope" }) { scimConnection { id } userErrors { code } } }`,
  );
  expect(res.data.createScimConnection).toEqual({ scimConnection: null, userErrors: [{ code: expect.stringMatching(/not_found|not_exists/) }] });
  expect((await app.api('GET', '/scim-connections')).body).toHaveLength(before);
});
