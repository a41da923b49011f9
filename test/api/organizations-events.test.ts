// The organization rows of the spec's operation→event table: each REST call and its GraphQL
// twin hands the outbox exactly its events (a recording writer stands in for the outbox, as in
// directory-contract.test.ts); membership events carry the real diff; failures emit nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { recordEmittedEvents, type RecordedEvent } from '../helpers/event-recorder.js';
import { usePostgres } from '../helpers/database.js';
import { createApplication, createResourceScope, createUser } from './organizations-fixtures.js';

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

// Fixtures (users, applications, resource scopes) emit their own areas' events: set them aside.
const ours = () => emitted.filter((e) => e.event.startsWith('Organization'));
const events = () => ours().map((e) => e.event);
const take = () => {
  const out = ours();
  recorder.clear();
  return out;
};
const membership = (extra: Record<string, unknown>) => [{ mutation: expect.any(String), event: 'Organization.Membership.Updated', extra }];

describe('organization mutations over REST emit the table events', () => {
  it('organizations and their membership', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Evented' })).body;
    expect(take()).toEqual([{ mutation: 'createOrganization', event: 'Organization.Created', data: expect.objectContaining({ id: org.id, name: 'Evented' }) }]);
    await app.api('PATCH', `/organizations/${org.id}`, { description: 'changed' });
    const updated = take();
    expect(updated.map((e) => e.event)).toEqual(['Organization.Data.Updated']);
    expect(updated[0]!.data.description).toBe('changed');

    const [a, b] = [await createUser(app), await createUser(app)];
    await app.api('POST', `/organizations/${org.id}/users`, { userIds: [a] });
    expect(take()).toEqual(membership({ organizationId: org.id, addedUserIds: [a] }));
    await app.api('POST', `/organizations/${org.id}/users`, { userIds: [a] });
    expect(take()).toEqual([]); // adding an existing member changes nothing
    await app.api('PUT', `/organizations/${org.id}/users`, { userIds: [b] });
    expect(take()).toEqual(membership({ organizationId: org.id, addedUserIds: [b], removedUserIds: [a] }));
    await app.api('PUT', `/organizations/${org.id}/users`, { userIds: [b] });
    expect(take()).toEqual([]); // a PUT that changes nothing emits nothing
    await app.api('DELETE', `/organizations/${org.id}/users/${b}`);
    expect(take()).toEqual(membership({ organizationId: org.id, removedUserIds: [b] }));

    const [m1, m2] = [await createApplication(app), await createApplication(app)];
    await app.api('POST', `/organizations/${org.id}/applications`, { applicationIds: [m1] });
    expect(take()).toEqual(membership({ organizationId: org.id, addedApplicationIds: [m1] }));
    await app.api('PUT', `/organizations/${org.id}/applications`, { applicationIds: [m2] });
    expect(take()).toEqual(membership({ organizationId: org.id, addedApplicationIds: [m2], removedApplicationIds: [m1] }));
    await app.api('DELETE', `/organizations/${org.id}/applications/${m2}`);
    expect(take()).toEqual(membership({ organizationId: org.id, removedApplicationIds: [m2] }));

    await app.api('DELETE', `/organizations/${org.id}`);
    expect(take()).toEqual([{ mutation: 'deleteOrganization', event: 'Organization.Deleted' }]);
  });

  it('invitations emit membership only when accepted', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Invites' })).body.id as string;
    const user = await createUser(app, { primaryEmail: 'evented.invitee@example.com' });
    const expiresAt = Date.now() + 3_600_000;
    const revocable = (await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'x@example.com', expiresAt })).body;
    const acceptable = (await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'evented.invitee@example.com', expiresAt })).body;
    take();
    await app.api('PUT', `/organization-invitations/${revocable.id}/status`, { status: 'Revoked' });
    expect(take()).toEqual([]);
    await app.api('PUT', `/organization-invitations/${acceptable.id}/status`, { status: 'Accepted', acceptedUserId: user });
    expect(take()).toEqual([
      { mutation: 'setOrganizationInvitationStatus', event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [user] } },
    ]);
  });

  it('organization roles and scopes', async () => {
    const scope = (await app.api('POST', '/organization-scopes', { name: 'ev:org:read' })).body;
    expect(take()).toEqual([{ mutation: 'createOrganizationScope', event: 'OrganizationScope.Created', data: expect.objectContaining({ id: scope.id }) }]);
    await app.api('PATCH', `/organization-scopes/${scope.id}`, { description: 'Read' });
    expect(take()[0]).toMatchObject({ event: 'OrganizationScope.Data.Updated', data: { description: 'Read' } });

    const resourceScope = await createResourceScope(app, 'ev:api:read');
    take();
    const role = (await app.api('POST', '/organization-roles', { name: 'ev-org-role', resourceScopeIds: [resourceScope.scopeId] })).body;
    expect(take()).toEqual([
      { mutation: 'createOrganizationRole', event: 'OrganizationRole.Created', data: expect.objectContaining({ id: role.id }) },
      { mutation: 'createOrganizationRole', event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: role.id } },
    ]);
    await app.api('POST', '/organization-roles', { name: 'ev-org-role-plain' });
    expect(events()).toEqual(['OrganizationRole.Created']);
    take();

    await app.api('PATCH', `/organization-roles/${role.id}`, { description: 'changed' });
    await app.api('POST', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [scope.id] });
    await app.api('PUT', `/organization-roles/${role.id}/scopes`, { organizationScopeIds: [scope.id] });
    await app.api('DELETE', `/organization-roles/${role.id}/scopes/${scope.id}`);
    const changes = take();
    expect(changes.map((e) => e.event)).toEqual([
      'OrganizationRole.Data.Updated',
      'OrganizationRole.Scopes.Updated',
      'OrganizationRole.Scopes.Updated',
      'OrganizationRole.Scopes.Updated',
    ]);
    expect(changes[0]!.data.description).toBe('changed');
    for (const e of changes.slice(1)) expect(e.extra).toEqual({ organizationRoleId: role.id });

    await app.api('DELETE', `/organization-roles/${role.id}`);
    await app.api('DELETE', `/organization-scopes/${scope.id}`);
    expect(events()).toEqual(['OrganizationRole.Deleted', 'OrganizationScope.Deleted']);
  });

  it('emits nothing when the mutation fails', async () => {
    await app.api('POST', '/organization-scopes', { name: 'ev:dup' });
    const org = (await app.api('POST', '/organizations', { name: 'Failing' })).body.id as string;
    take();
    expect((await app.api('POST', '/organization-scopes', { name: 'ev:dup' })).status).toBe(422);
    expect((await app.api('POST', '/organization-roles', { name: 'ev-ghost', organizationScopeIds: ['ghost'] })).status).toBe(422);
    expect((await app.api('POST', `/organizations/${org}/users`, { userIds: ['ghost'] })).status).toBe(422);
    expect((await app.api('DELETE', `/organizations/${org}/users/ghost`)).status).toBe(404);
    expect((await app.api('PATCH', '/organizations/ghost', { name: 'x' })).status).toBe(404);
    expect((await app.api('DELETE', '/organization-roles/ghost')).status).toBe(404);
    expect(emitted).toEqual([]);
  });
});

describe('organization mutations over GraphQL emit the same events', () => {
  it('membership, invitation and role mutations', async () => {
    const CHANGE = 'membershipChange { organizationId } userErrors { code }';
    const org = (await app.graphql(`mutation { createOrganization(input: { name: "GQL evented" }) { organization { id } userErrors { code } } }`)).data
      .createOrganization.organization.id as string;
    expect(events()).toEqual(['Organization.Created']);
    take();
    const user = await createUser(app, { primaryEmail: 'gql.evented@example.com' });
    await app.graphql(`mutation($id: ID!, $u: [ID!]!) { addOrganizationUsers(id: $id, userIds: $u) { ${CHANGE} } }`, { id: org, u: [user] });
    await app.graphql(`mutation($id: ID!, $u: [ID!]!) { replaceOrganizationUsers(id: $id, userIds: $u) { ${CHANGE} } }`, { id: org, u: [user] });
    await app.graphql(`mutation($id: ID!, $u: ID!) { removeOrganizationUser(id: $id, userId: $u) { ${CHANGE} } }`, { id: org, u: user });
    expect(take()).toEqual([
      { mutation: 'addOrganizationUsers', event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [user] } },
      { mutation: 'removeOrganizationUser', event: 'Organization.Membership.Updated', extra: { organizationId: org, removedUserIds: [user] } },
    ]);

    const m2m = await createApplication(app);
    await app.graphql(`mutation($id: ID!, $a: [ID!]!) { addOrganizationApplications(id: $id, applicationIds: $a) { ${CHANGE} } }`, { id: org, a: [m2m] });
    await app.graphql(`mutation($id: ID!) { replaceOrganizationApplications(id: $id, applicationIds: []) { ${CHANGE} } }`, { id: org });
    await app.graphql(`mutation($id: ID!, $a: ID!) { removeOrganizationApplication(id: $id, applicationId: $a) { ${CHANGE} } }`, { id: org, a: m2m });
    expect(take().map((e) => [e.mutation, e.extra])).toEqual([
      ['addOrganizationApplications', { organizationId: org, addedApplicationIds: [m2m] }],
      ['replaceOrganizationApplications', { organizationId: org, removedApplicationIds: [m2m] }],
    ]); // the last remove failed (no longer a member) and emitted nothing

    const invitation = (
      await app.graphql(
        `mutation($input: CreateOrganizationInvitationInput!) { createOrganizationInvitation(input: $input) { organizationInvitation { id } userErrors { code } } }`,
        { input: { organizationId: org, invitee: 'gql.evented@example.com', expiresAt: new Date(Date.now() + 60_000).toISOString() } },
      )
    ).data.createOrganizationInvitation.organizationInvitation.id;
    await app.graphql(
      `mutation($id: ID!, $u: ID!) { setOrganizationInvitationStatus(id: $id, input: { status: Accepted, acceptedUserId: $u }) { ${CHANGE} } }`,
      { id: invitation, u: user },
    );
    expect(take()).toEqual([
      { mutation: 'setOrganizationInvitationStatus', event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [user] } },
    ]);

    const scope = (await app.graphql(`mutation { createOrganizationScope(input: { name: "gql:ev" }) { organizationScope { id } userErrors { code } } }`)).data
      .createOrganizationScope.organizationScope.id as string;
    const role = (
      await app.graphql(
        `mutation($s: [ID!]) { createOrganizationRole(input: { name: "gql-ev-role", organizationScopeIds: $s }) { organizationRole { id } userErrors { code } } }`,
        { s: [scope] },
      )
    ).data.createOrganizationRole.organizationRole.id as string;
    await app.graphql(`mutation($id: ID!) { updateOrganizationRole(id: $id, input: { name: "gql-ev-role-2" }) { userErrors { code } } }`, { id: role });
    await app.graphql(`mutation($id: ID!, $s: [ID!]!) { replaceOrganizationRoleScopes(id: $id, organizationScopeIds: $s) { userErrors { code } } }`, {
      id: role,
      s: [],
    });
    await app.graphql(`mutation($id: ID!, $s: [ID!]!) { addOrganizationRoleScopes(id: $id, organizationScopeIds: $s) { userErrors { code } } }`, {
      id: role,
      s: [scope],
    });
    await app.graphql(`mutation($id: ID!, $s: ID!) { removeOrganizationRoleScope(id: $id, organizationScopeId: $s) { userErrors { code } } }`, {
      id: role,
      s: scope,
    });
    await app.graphql(`mutation($id: ID!) { updateOrganizationScope(id: $id, input: { description: "d" }) { userErrors { code } } }`, { id: scope });
    await app.graphql(`mutation($id: ID!) { deleteOrganizationRole(id: $id) { userErrors { code } } }`, { id: role });
    await app.graphql(`mutation($id: ID!) { deleteOrganizationScope(id: $id) { userErrors { code } } }`, { id: scope });
    await app.graphql(`mutation($id: ID!) { updateOrganization(id: $id, input: { name: "renamed" }) { userErrors { code } } }`, { id: org });
    await app.graphql(`mutation($id: ID!) { deleteOrganization(id: $id) { userErrors { code } } }`, { id: org });
    expect(events()).toEqual([
      'OrganizationScope.Created',
      'OrganizationRole.Created',
      'OrganizationRole.Scopes.Updated',
      'OrganizationRole.Data.Updated',
      'OrganizationRole.Scopes.Updated',
      'OrganizationRole.Scopes.Updated',
      'OrganizationRole.Scopes.Updated',
      'OrganizationScope.Data.Updated',
      'OrganizationRole.Deleted',
      'OrganizationScope.Deleted',
      'Organization.Data.Updated',
      'Organization.Deleted',
    ]);
  });

  it.runIf(usePostgres)('concurrent adds of the same user report it added exactly once', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Racy' })).body.id as string;
    const user = await createUser(app);
    take();
    const results = await Promise.all(Array.from({ length: 6 }, () => app.api('POST', `/organizations/${org}/users`, { userIds: [user] })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    // The REST body is the compatible { userIds } (since 50f1117); which request added the user shows in the one event.
    expect(results.map((r) => r.body)).toEqual(Array(6).fill({ userIds: [user] }));
    expect(take()).toEqual(membership({ organizationId: org, addedUserIds: [user] }));
  });
});
