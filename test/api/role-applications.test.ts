// Who holds a MachineToMachine role, from the role's side (the console's role page lists them).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

describe('the applications holding a role', () => {
  it('lists them over GraphQL and REST, by page, and only until they are removed', async () => {
    const robot = (await app.api('POST', '/roles', { name: 'robot-holders', type: 'MachineToMachine' })).body;
    const first = (await app.api('POST', '/applications', { name: 'Worker 1', type: 'MachineToMachine' })).body.id as string;
    const second = (await app.api('POST', '/applications', { name: 'Worker 2', type: 'MachineToMachine' })).body.id as string;
    await app.api('POST', '/applications', { name: 'Not holding', type: 'MachineToMachine' });
    for (const id of [first, second]) expect((await app.api('POST', `/applications/${id}/roles`, { roleIds: [robot.id] })).status).toBe(201);

    const query = `query($id: ID!, $first: Int) { roleApplications(id: $id, first: $first) { totalCount nodes { id name type } } }`;
    const listed = await app.graphql(query, { id: robot.id });
    // Two rows made in the same millisecond may come in either order, so the order is not asserted.
    expect(listed.data.roleApplications.totalCount).toBe(2);
    expect(listed.data.roleApplications.nodes.sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name))).toEqual([
      { id: first, name: 'Worker 1', type: 'MachineToMachine' },
      { id: second, name: 'Worker 2', type: 'MachineToMachine' },
    ]);
    const paged = await app.graphql(query, { id: robot.id, first: 1 });
    expect(paged.data.roleApplications).toMatchObject({ totalCount: 2, nodes: [{ type: 'MachineToMachine' }] });

    const rest = await app.api('GET', `/roles/${robot.id}/applications`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('total-number')).toBe('2');
    expect(rest.body.map((a: { id: string }) => a.id).sort()).toEqual([first, second].sort());

    expect((await app.api('DELETE', `/applications/${first}/roles/${robot.id}`)).status).toBe(204);
    expect((await app.graphql(query, { id: robot.id })).data.roleApplications.nodes.map((a: { id: string }) => a.id)).toEqual([second]);
  });

  it('answers an unknown role with entity.not_found (404 over REST)', async () => {
    const answer = await app.graphql(`query { roleApplications(id: "nope") { totalCount } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('entity.not_found');
    expect((await app.api('GET', '/roles/nope/applications')).status).toBe(404);
  });
});
