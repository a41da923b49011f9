// The contracts other areas rely on: the webhook events the directory mutations emit (keyed on
// the mutation names of src/events/mutation-events.ts) and the OpenAPI document of the routes.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { recordEmittedEvents, type RecordedEvent } from '../helpers/event-recorder.js';

const app = useTestApp();
let recorder: ReturnType<typeof recordEmittedEvents>;
let emitted: RecordedEvent[] = [];
beforeAll(async () => {
  // A recording observer beside the outbox: it sees exactly what the outbox is given.
  recorder = recordEmittedEvents();
  emitted = recorder.events;
});
beforeEach(() => {
  recorder.clear();
});

describe('directory mutations emit the catalogue events', () => {
  it('role and scope mutations emit with the payloads the webhooks carry', async () => {
    const resource = (await app.api('POST', '/resources', { name: 'Events', indicator: 'https://events.example.com' })).body;
    expect(emitted).toEqual([]); // resources have no event in the catalogue
    const scope = (await app.api('POST', `/resources/${resource.id}/scopes`, { name: 'ev:read' })).body;
    expect(emitted).toEqual([{ mutation: 'createScope', event: 'Scope.Created', data: expect.objectContaining({ id: scope.id, name: 'ev:read' }) }]);

    recorder.clear();
    const role = (await app.api('POST', '/roles', { name: 'ev-role', scopeIds: [scope.id] })).body;
    expect(emitted.map((e) => e.event)).toEqual(['Role.Created', 'Role.Scopes.Updated']);
    expect(emitted[0]!.data).toMatchObject({ id: role.id, name: 'ev-role' });
    expect(emitted[1]!.extra).toEqual({ roleId: role.id });
    expect(emitted[1]!.data.map((s: { id: string }) => s.id)).toEqual([scope.id]);

    recorder.clear();
    await app.api('POST', '/roles', { name: 'ev-role-plain' });
    expect(emitted.map((e) => e.event)).toEqual(['Role.Created']);

    recorder.clear();
    await app.api('PATCH', `/roles/${role.id}`, { description: 'changed' });
    await app.api('DELETE', `/roles/${role.id}/scopes/${scope.id}`);
    await app.api('POST', `/roles/${role.id}/scopes`, { scopeIds: [scope.id] });
    await app.api('PATCH', `/resources/${resource.id}/scopes/${scope.id}`, { description: 'Read events' });
    expect(emitted.map((e) => e.event)).toEqual(['Role.Data.Updated', 'Role.Scopes.Updated', 'Role.Scopes.Updated', 'Scope.Data.Updated']);
    expect(emitted[0]!.data.description).toBe('changed');
    expect(emitted[2]!.data.map((s: { name: string }) => s.name)).toEqual(['ev:read']);
    expect(emitted[3]!.data.description).toBe('Read events');

    recorder.clear();
    await app.api('DELETE', `/resources/${resource.id}/scopes/${scope.id}`);
    await app.api('DELETE', `/roles/${role.id}`);
    expect(emitted.map((e) => e.event)).toEqual(['Scope.Deleted', 'Role.Deleted']);
  });

  it('emits nothing when the mutation fails', async () => {
    await app.api('POST', '/roles', { name: 'ev-dup' });
    recorder.clear();
    expect((await app.api('POST', '/roles', { name: 'ev-dup' })).status).toBe(422);
    // An unknown id in the body is 404 entity.not_exists_with_id, as the compatible API answers.
    const ghost = await app.api('POST', '/roles', { name: 'ev-ghost', scopeIds: ['nope'] });
    expect([ghost.status, ghost.body.code]).toEqual([404, 'entity.not_exists_with_id']);
    expect((await app.api('DELETE', '/roles/nope')).status).toBe(404);
    expect(emitted).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('describes the role, resource and application routes with their bodies', async () => {
    const res = await fetch(`${app.url}/api/openapi.json`);
    const doc = (await res.json()) as any;
    for (const path of ['/roles', '/roles/{id}/scopes', '/users/{userId}/roles', '/resources/{resourceId}/scopes/{scopeId}', '/applications/{id}/secret']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/roles'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateRoleInput');
    expect(doc.components.schemas.Application.properties).not.toHaveProperty('secret');
    expect(doc.paths['/resources'].post.responses['201']).toBeDefined();
  });
});
