import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const ERRORS = 'userErrors { code message field }';

describe('API resources and scopes over REST', () => {
  it('creates, reads, updates and deletes a resource and its scopes', async () => {
    const created = await app.api('POST', '/resources', { name: 'Orders', indicator: 'https://orders.example.com/api' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Orders',
      indicator: 'https://orders.example.com/api',
      accessTokenTtl: 3600,
      isManagement: false,
      scopes: [],
    });
    expect(typeof created.body.createdAt).toBe('number');
    const id = created.body.id as string;

    const read = await app.api('POST', `/resources/${id}/scopes`, { name: 'orders:read', description: 'Read orders' });
    expect(read.status).toBe(201);
    expect(read.body).toMatchObject({ name: 'orders:read', description: 'Read orders', resourceId: id });
    const write = await app.api('POST', `/resources/${id}/scopes`, { name: 'orders:write' });
    expect(write.status).toBe(201);
    expect(write.body.description).toBeNull();

    const got = await app.api('GET', `/resources/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.scopes.map((s: { name: string }) => s.name).sort()).toEqual(['orders:read', 'orders:write']);

    const listed = await app.api('GET', `/resources/${id}/scopes?page_size=1`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('total-number')).toBe('2');
    expect(listed.body).toHaveLength(1);

    const patched = await app.api('PATCH', `/resources/${id}`, { name: 'Orders API', accessTokenTtl: 600 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Orders API', accessTokenTtl: 600, indicator: 'https://orders.example.com/api' });

    const scopePatched = await app.api('PATCH', `/resources/${id}/scopes/${write.body.id}`, { description: 'Change orders' });
    expect(scopePatched.status).toBe(200);
    expect(scopePatched.body).toMatchObject({ name: 'orders:write', description: 'Change orders' });

    const scopeRenamed = await app.api('PATCH', `/resources/${id}/scopes/${write.body.id}`, { name: 'orders:change' });
    expect(scopeRenamed.body).toMatchObject({ name: 'orders:change', description: 'Change orders' });

    expect((await app.api('DELETE', `/resources/${id}/scopes/${write.body.id}`)).status).toBe(204);
    expect((await app.api('DELETE', `/resources/${id}/scopes/${write.body.id}`)).status).toBe(404);
    expect((await app.api('GET', `/resources/${id}`)).body.scopes).toHaveLength(1);

    const all = await app.api('GET', '/resources');
    expect(all.status).toBe(200);
    expect(all.body.map((r: { id: string }) => r.id)).toContain(id);
    expect(all.body.some((r: { isManagement: boolean }) => r.isManagement)).toBe(true);

    expect((await app.api('DELETE', `/resources/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/resources/${id}`)).status).toBe(404);
    // Its scopes went with it.
    const rows = await app.running.services.db.selectFrom('scopes').select('id').where('resource_id', '=', id).execute();
    expect(rows).toHaveLength(0);
  });

  it('rejects duplicates with 422', async () => {
    const first = await app.api('POST', '/resources', { name: 'Dup', indicator: 'https://dup.example.com' });
    expect(first.status).toBe(201);
    const dup = await app.api('POST', '/resources', { name: 'Dup 2', indicator: 'https://dup.example.com' });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('resource.resource_identifier_in_use');

    const id = first.body.id as string;
    expect((await app.api('POST', `/resources/${id}/scopes`, { name: 'read' })).status).toBe(201);
    const dupScope = await app.api('POST', `/resources/${id}/scopes`, { name: 'read' });
    expect(dupScope.status).toBe(422);
    expect(dupScope.body.code).toBe('scope.name_already_in_use');
    const other = await app.api('POST', `/resources/${id}/scopes`, { name: 'write' });
    const renameClash = await app.api('PATCH', `/resources/${id}/scopes/${other.body.id}`, { name: 'read' });
    expect(renameClash.status).toBe(422);
    expect(renameClash.body.code).toBe('scope.name_already_in_use');

    // The same scope name under another resource is fine.
    const second = await app.api('POST', '/resources', { name: 'Dup B', indicator: 'urn:example:dup-b' });
    expect(second.status).toBe(201);
    expect((await app.api('POST', `/resources/${second.body.id}/scopes`, { name: 'read' })).status).toBe(201);
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    for (const bad of [
      { name: 'x', indicator: 'not a uri' },
      { name: 'x', indicator: 'relative/path' },
      { name: 'x', indicator: 'https://example.com/api#frag' },
      { name: 'x', indicator: 'https://ttl.example.com', accessTokenTtl: 0 },
      { name: 'x', indicator: 'https://ttl.example.com', accessTokenTtl: -5 },
      { name: '', indicator: 'https://empty.example.com' },
      { indicator: 'https://noname.example.com' },
      { name: 'x', indicator: 'https://extra.example.com', isManagement: true },
    ]) {
      const res = await app.api('POST', '/resources', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    const resource = await app.api('POST', '/resources', { name: 'Valid', indicator: 'https://valid.example.com' });
    const id = resource.body.id as string;
    for (const name of ['has space', 'tab\there', '', 'x'.repeat(257)]) {
      const res = await app.api('POST', `/resources/${id}/scopes`, { name });
      expect(res.status, name).toBe(400);
    }
    expect((await app.api('PATCH', `/resources/${id}`, { accessTokenTtl: 0 })).status).toBe(400);
    for (const [path, body, message, field] of [
      [`/resources/${id}`, { accessTokenTtl: -1 }, 'accessTokenTtl must be a positive number of seconds', ['accessTokenTtl']],
      [`/resources/${id}`, { name: '  ' }, 'name must not be empty', ['name']],
    ] as const) {
      const res = await app.api('PATCH', path, body);
      expect([res.status, res.body.message, res.body.data?.field], JSON.stringify(body)).toEqual([400, message, field]);
    }
    const spaced = await app.api('POST', `/resources/${id}/scopes`, { name: 'read all' });
    expect([spaced.status, spaced.body.message, spaced.body.data?.field]).toEqual([400, 'scope name must be 1 to 256 characters without whitespace', ['name']]);
    expect((await app.api('PATCH', `/resources/${id}`, { indicator: 'https://other.example.com' })).status).toBe(400);

    for (const [method, path, body] of [
      ['GET', '/resources/nope', undefined],
      ['PATCH', '/resources/nope', { name: 'x' }],
      ['DELETE', '/resources/nope', undefined],
      ['GET', '/resources/nope/scopes', undefined],
      ['POST', '/resources/nope/scopes', { name: 'a' }],
      ['PATCH', `/resources/${id}/scopes/nope`, { name: 'a' }],
      ['DELETE', `/resources/${id}/scopes/nope`, undefined],
    ] as const) {
      const res = await app.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('entity.not_found');
    }

    // A scope is only reachable through its own resource.
    const scope = await app.api('POST', `/resources/${id}/scopes`, { name: 'mine' });
    const other = await app.api('POST', '/resources', { name: 'Other', indicator: 'https://other-res.example.com' });
    expect((await app.api('DELETE', `/resources/${other.body.id}/scopes/${scope.body.id}`)).status).toBe(404);
    expect((await app.api('PATCH', `/resources/${other.body.id}/scopes/${scope.body.id}`, { name: 'x' })).status).toBe(404);
  });

  it('keeps the built-in Management API resource and its scopes', async () => {
    const list = await app.api('GET', '/resources?page_size=100');
    const management = list.body.find((r: { isManagement: boolean }) => r.isManagement);
    expect(management.indicator).toBe(app.config.managementApiResource);
    const full = await app.api('GET', `/resources/${management.id}`);
    const all = full.body.scopes.find((s: { name: string }) => s.name === 'all');
    expect(all).toBeDefined();

    const del = await app.api('DELETE', `/resources/${management.id}`);
    expect(del.status).toBe(400);
    expect(del.body.code).toBe('resource.management_api_change_not_allowed');
    expect((await app.api('DELETE', `/resources/${management.id}/scopes/${all.id}`)).body.code).toBe('resource.management_api_change_not_allowed');
    expect((await app.api('PATCH', `/resources/${management.id}/scopes/${all.id}`, { name: 'everything' })).status).toBe(400);
    expect((await app.api('POST', `/resources/${management.id}/scopes`, { name: 'extra' })).status).toBe(400);
    // Still usable: the admin token keeps working with a fresh request.
    expect((await app.api('GET', '/resources')).status).toBe(200);
  });
});

describe('API resources and scopes over GraphQL', () => {
  const RESOURCE = 'id name indicator accessTokenTtl isManagement scopes { id name description resourceId }';

  it('runs the same operations with userErrors, connections and extensions.code', async () => {
    const created = await app.graphql(`mutation($input: CreateResourceInput!) { createResource(input: $input) { resource { ${RESOURCE} } ${ERRORS} } }`, {
      input: { name: 'Billing', indicator: 'https://billing.example.com', accessTokenTtl: 120 },
    });
    expect(created.errors).toBeUndefined();
    const resource = created.data.createResource.resource;
    expect(resource).toMatchObject({ name: 'Billing', accessTokenTtl: 120, scopes: [] });

    const dup = await app.graphql(`mutation($input: CreateResourceInput!) { createResource(input: $input) { resource { id } ${ERRORS} } }`, {
      input: { name: 'Billing 2', indicator: 'https://billing.example.com' },
    });
    expect(dup.data.createResource.resource).toBeNull();
    expect(dup.data.createResource.userErrors[0]).toMatchObject({ code: 'resource.resource_identifier_in_use', field: ['indicator'] });

    const scope = await app.graphql(
      `mutation($r: ID!, $input: CreateScopeInput!) { createScope(resourceId: $r, input: $input) { scope { id name description } ${ERRORS} } }`,
      { r: resource.id, input: { name: 'invoices:read', description: 'Read invoices' } },
    );
    const scopeId = scope.data.createScope.scope.id as string;
    const badScope = await app.graphql(
      `mutation($r: ID!, $input: CreateScopeInput!) { createScope(resourceId: $r, input: $input) { scope { id } ${ERRORS} } }`,
      { r: resource.id, input: { name: 'bad name' } },
    );
    expect(badScope.data.createScope.userErrors[0]).toMatchObject({ code: 'guard.invalid_input', field: ['name'] });

    const updated = await app.graphql(
      `mutation($r: ID!, $s: ID!, $input: UpdateScopeInput!) { updateScope(resourceId: $r, scopeId: $s, input: $input) { scope { name description } ${ERRORS} } }`,
      { r: resource.id, s: scopeId, input: { description: null } },
    );
    expect(updated.data.updateScope.scope).toEqual({ name: 'invoices:read', description: null });

    const res = await app.graphql(
      `mutation($id: ID!, $input: UpdateResourceInput!) { updateResource(id: $id, input: $input) { resource { name accessTokenTtl } ${ERRORS} } }`,
      { id: resource.id, input: { accessTokenTtl: 7200 } },
    );
    expect(res.data.updateResource.resource).toEqual({ name: 'Billing', accessTokenTtl: 7200 });

    const one = await app.graphql(`query($id: ID!) { resource(id: $id) { ${RESOURCE} } }`, { id: resource.id });
    expect(one.data.resource.scopes).toHaveLength(1);
    const scopes = await app.graphql(`query($id: ID!) { resourceScopes(resourceId: $id, first: 5) { totalCount nodes { name } pageInfo { hasNextPage } } }`, {
      id: resource.id,
    });
    expect(scopes.data.resourceScopes).toMatchObject({ totalCount: 1, nodes: [{ name: 'invoices:read' }] });
    const list = await app.graphql(`query { resources(first: 1) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`);
    expect(list.data.resources.totalCount).toBeGreaterThanOrEqual(2);
    expect(list.data.resources.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql(`query($after: String) { resources(first: 100, after: $after) { nodes { id } } }`, {
      after: list.data.resources.pageInfo.endCursor,
    });
    expect(next.data.resources.nodes.map((n: { id: string }) => n.id)).not.toContain(list.data.resources.edges[0].node.id);

    const missing = await app.graphql(`query { resource(id: "nope") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');

    const delScope = await app.graphql(`mutation($r: ID!, $s: ID!) { deleteScope(resourceId: $r, scopeId: $s) { deletedId ${ERRORS} } }`, {
      r: resource.id,
      s: scopeId,
    });
    expect(delScope.data.deleteScope.deletedId).toBe(scopeId);
    const del = await app.graphql(`mutation($id: ID!) { deleteResource(id: $id) { deletedId ${ERRORS} } }`, { id: resource.id });
    expect(del.data.deleteResource.deletedId).toBe(resource.id);
    const again = await app.graphql(`mutation($id: ID!) { deleteResource(id: $id) { deletedId ${ERRORS} } }`, { id: resource.id });
    expect(again.data.deleteResource.userErrors[0].code).toBe('entity.not_found');
  });
});
