// SCIM 2.0 Groups driven by the request sequences Entra ID's validator and Okta's group push send
// (group-fixtures.ts), on both mappings: an instance-wide connection's groups are organizations,
// an organization connection's groups are organization roles there. Events are counted in the
// outbox, where the change's own transaction wrote them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { createScimConnection } from '../../src/domain/scim/connections.js';
import * as fixtures from './group-fixtures.js';

let app: TestApp;
let receiver: Receiver;
let token: string;

const EVENTS = ['Organization.Created', 'Organization.Data.Updated', 'Organization.Deleted', 'Organization.Membership.Updated', 'OrganizationRole.Created'];

beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
  await createHook(app, receiver, EVENTS);
  token = (await createScimConnection(app.running.services.db, { name: 'Entra ID' })).token;
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

async function scim(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, bearer = token) {
  const res = await fetch(`${app.url}/scim/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/scim+json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function events(event: string, match: (payload: Record<string, any>) => boolean = () => true) {
  return (await outboxRows(app)).filter((row) => row.event === event && match(row.payload as Record<string, any>));
}

const newUser = async (userName: string, bearer = token) => {
  const made = await scim('POST', '/Users', { schemas: [], userName }, {}, bearer);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as string;
};
const orgUsers = async (orgId: string) => ((await app.api('GET', `/organizations/${orgId}/users`)).body as Array<{ id: string }>).map((u) => u.id).sort();
const ids = (group: { members?: Array<{ value: string }> }) => (group.members ?? []).map((m) => m.value).sort();

describe('SCIM Groups, instance-wide connection (groups are organizations)', () => {
  it('lists Group in the discovery documents', async () => {
    expect((await scim('GET', '/ResourceTypes')).body.Resources).toContainEqual(expect.objectContaining({ id: 'Group', endpoint: '/Groups' }));
    expect((await scim('GET', '/Schemas')).body.Resources.map((s: { id: string }) => s.id)).toContain(fixtures.GROUP);
  });

  it("runs Entra ID's group sequence, each change announced once", async () => {
    const [alice, bob] = [await newUser('entra_alice'), await newUser('entra_bob')];
    const byName = `/Groups?excludedAttributes=members&filter=${encodeURIComponent(`displayName eq "${fixtures.entraCreateGroup.displayName}"`)}`;
    expect((await scim('GET', byName)).body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim('POST', '/Groups', fixtures.entraCreateGroup);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ displayName: 'displayName', externalId: fixtures.entraCreateGroup.externalId, members: [] });
    expect(created.headers.get('location')).toMatch(new RegExp(`/scim/v2/Groups/${id}$`));
    // The group is an organization.
    expect((await app.api('GET', `/organizations/${id}`)).body).toMatchObject({ name: 'displayName' });
    expect(await events('Organization.Created', (p) => p.data?.id === id)).toHaveLength(1);
    expect((await scim('POST', '/Groups', fixtures.entraCreateGroup)).body).toMatchObject({ status: '409', scimType: 'uniqueness' });

    const got = await scim('GET', `/Groups/${id}?excludedAttributes=members`);
    expect(got.body.members).toBeUndefined();
    expect(got.headers.get('etag')).toBe(got.body.meta.version);
    const found = await scim('GET', byName);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id, displayName: 'displayName' }] });
    expect(found.body.Resources[0].members).toBeUndefined();
    const byExternal = await scim('GET', `/Groups?filter=${encodeURIComponent(`externalId eq "${fixtures.entraCreateGroup.externalId}"`)}`);
    expect(byExternal.body.totalResults).toBe(1);

    const renamed = await scim('PATCH', `/Groups/${id}`, fixtures.entraRenameGroup);
    expect(renamed.status).toBe(200);
    expect(renamed.body.displayName).toBe(fixtures.entraRenameGroup.Operations[0]!.value);
    expect((await app.api('GET', `/organizations/${id}`)).body.name).toBe(fixtures.entraRenameGroup.Operations[0]!.value);
    expect(await events('Organization.Data.Updated', (p) => p.data?.id === id)).toHaveLength(1);

    const added = await scim('PATCH', `/Groups/${id}`, fixtures.entraAddMembers(alice, bob));
    expect(ids(added.body)).toEqual([alice, bob].sort());
    expect(await orgUsers(id)).toEqual([alice, bob].sort());
    // Adding members already in changes nothing and announces nothing.
    await scim('PATCH', `/Groups/${id}`, fixtures.entraAddMembers(alice));
    const byMember = await scim('GET', `/Groups?filter=${encodeURIComponent(`members.value eq "${bob}"`)}`);
    expect(byMember.body.Resources.map((g: { id: string }) => g.id)).toEqual([id]);

    const removed = await scim('PATCH', `/Groups/${id}`, fixtures.entraRemoveMembers(alice));
    expect(ids(removed.body)).toEqual([bob]);
    const membership = await events('Organization.Membership.Updated', (p) => p.organizationId === id);
    expect(membership.map((row) => row.payload)).toEqual([
      expect.objectContaining({ addedUserIds: [alice, bob] }),
      expect.objectContaining({ removedUserIds: [alice] }),
    ]);

    expect((await scim('DELETE', `/Groups/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${id}`)).body).toMatchObject({ status: '404' });
    // The connection created the organization, so it goes with the group; the users stay.
    expect((await app.api('GET', `/organizations/${id}`)).status).toBe(404);
    expect((await app.api('GET', `/users/${bob}`)).status).toBe(200);
    expect(await events('Organization.Deleted', (p) => p.params?.id === id)).toHaveLength(1);
  });

  it("runs Okta's group push sequence", async () => {
    const [carol, dave] = [await newUser('okta_carol'), await newUser('okta_dave')];
    const list = await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Test SCIMv2"')}&startIndex=1&count=100`);
    expect(list.body).toMatchObject({ totalResults: 0, startIndex: 1 });
    const created = await scim('POST', '/Groups', fixtures.oktaCreateGroup);
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const renamed = await scim('PATCH', `/Groups/${id}`, fixtures.oktaRenameGroup(id));
    expect(renamed.body.displayName).toBe('Test SCIMv2 renamed');
    const added = await scim('PATCH', `/Groups/${id}`, fixtures.oktaAddMembers({ value: carol, display: 'carol' }, { value: dave, display: 'dave' }));
    expect(ids(added.body)).toEqual([carol, dave].sort());
    const removed = await scim('PATCH', `/Groups/${id}`, fixtures.oktaRemoveMember(carol));
    expect(ids(removed.body)).toEqual([dave]);

    // PUT with a stale version is refused; with the current one it sets the whole member list.
    expect((await scim('PUT', `/Groups/${id}`, fixtures.oktaReplaceGroup(id, []), { 'if-match': created.headers.get('etag')! })).status).toBe(412);
    const current = (await scim('GET', `/Groups/${id}`)).headers.get('etag')!;
    const replaced = await scim('PUT', `/Groups/${id}`, fixtures.oktaReplaceGroup(id, [{ value: carol, display: 'carol' }]), { 'if-match': current });
    expect(replaced.status).toBe(200);
    expect(ids(replaced.body)).toEqual([carol]);
    const membership = await events('Organization.Membership.Updated', (p) => p.organizationId === id);
    expect(membership.map((row) => row.payload)).toEqual([
      expect.objectContaining({ addedUserIds: expect.arrayContaining([carol, dave]) }),
      expect.objectContaining({ removedUserIds: [carol] }),
      // One PUT, one event carrying both sides.
      expect.objectContaining({ addedUserIds: [carol], removedUserIds: [dave] }),
    ]);
    expect((await scim('DELETE', `/Groups/${id}`)).status).toBe(204);
  });

  it('refuses bad input with SCIM errors, writing nothing', async () => {
    const before = (await outboxRows(app)).length;
    expect((await scim('POST', '/Groups', { schemas: [fixtures.GROUP] })).body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'x'.repeat(129) })).body).toMatchObject({ status: '400' });
    const unknownMember = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'With ghost', members: [{ value: 'nope' }] });
    expect(unknownMember.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "With ghost"')}`)).body.totalResults).toBe(0);
    expect((await app.api('GET', '/organizations?q=With%20ghost')).body.filter((o: { name: string }) => o.name === 'With ghost')).toHaveLength(0);
    expect((await scim('GET', `/Groups?filter=${encodeURIComponent('title eq "x"')}`)).body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    const made = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'Patch target' });
    const bad = await scim('PATCH', `/Groups/${made.body.id}`, { schemas: [fixtures.GROUP], Operations: [] });
    expect(bad.body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    const badPath = await scim('PATCH', `/Groups/${made.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'add', path: 'owner', value: 'x' }],
    });
    expect(badPath.body).toMatchObject({ status: '400', scimType: 'invalidPath' });
    expect((await scim('GET', '/Groups/unknown')).status).toBe(404);
    // Only the organization the valid group made was announced.
    expect((await outboxRows(app)).slice(before).map((row) => row.event)).toEqual(['Organization.Created']);
  });

  it('adopts the one organization of the same name, and lets it go on DELETE without deleting it', async () => {
    const org = await app.api('POST', '/organizations', { name: 'Prepared org' });
    const adopted = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'Prepared org' });
    expect(adopted.body.id).toBe(org.body.id);
    expect((await scim('DELETE', `/Groups/${org.body.id}`)).status).toBe(204);
    expect((await app.api('GET', `/organizations/${org.body.id}`)).status).toBe(200);
    expect((await scim('GET', `/Groups/${org.body.id}`)).status).toBe(404);
  });
});

describe("the User resource's groups (RFC 7643 §4.1.2)", () => {
  it('lists the groups the user is in as this connection sees them, read-only, in one query per page', async () => {
    const [gina, hal] = [await newUser('groups_gina'), await newUser('groups_hal')];
    const made = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'Readers of groups', members: [{ value: gina }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const second = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'Another shelf', members: [{ value: gina }, { value: hal }] });
    expect(second.status).toBe(201);

    const one = await scim('GET', `/Users/${gina}`);
    expect(one.body.groups).toEqual([
      { value: second.body.id, $ref: `${app.url}/scim/v2/Groups/${second.body.id}`, display: 'Another shelf', type: 'direct' },
      { value: made.body.id, $ref: `${app.url}/scim/v2/Groups/${made.body.id}`, display: 'Readers of groups', type: 'direct' },
    ]);
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent('userName sw "groups_"')}`);
    const byId = new Map((listed.body.Resources as Array<{ id: string; groups?: Array<{ value: string }> }>).map((u) => [u.id, u]));
    expect(byId.get(hal)?.groups?.map((g) => g.value)).toEqual([second.body.id]);
    expect(byId.get(gina)?.groups).toHaveLength(2);

    // Read-only: a PATCH of groups is refused (mutability), a PUT's groups are ignored.
    const patched = await scim('PATCH', `/Users/${hal}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'add', path: 'groups', value: [{ value: made.body.id }] }],
    });
    expect(patched.status).toBe(400);
    expect(patched.body).toMatchObject({ scimType: 'mutability' });
    const put = await scim('PUT', `/Users/${hal}`, { schemas: [], userName: 'groups_hal', groups: [{ value: made.body.id }] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.groups.map((g: { value: string }) => g.value)).toEqual([second.body.id]);

    // Leaving the group leaves it off the user; the schema says so.
    await scim('PATCH', `/Groups/${second.body.id}`, fixtures.oktaRemoveMember(gina));
    expect((await scim('GET', `/Users/${gina}`)).body.groups.map((g: { value: string }) => g.value)).toEqual([made.body.id]);
    const schema = (await scim('GET', '/Schemas')).body.Resources.find((r: { id: string }) => r.id === 'urn:ietf:params:scim:schemas:core:2.0:User');
    expect(schema.attributes.find((a: { name: string }) => a.name === 'groups')).toMatchObject({ multiValued: true, mutability: 'readOnly' });
  });
});

describe('SCIM Groups, organization connection (groups are organization roles there)', () => {
  it('maps group membership to the organization role, scoped to the connection', async () => {
    const org = await app.api('POST', '/organizations', { name: 'Tenant for groups' });
    const prepared = await app.api('POST', '/organization-roles', { name: 'Tenant admin' });
    const { token: orgToken } = await createScimConnection(app.running.services.db, { name: 'Okta for tenant', organizationId: org.body.id });
    const erin = await newUser('tenant_erin', orgToken);
    const outsider = await newUser('tenant_outsider');

    // A group of an existing role's name adopts it; a new name creates the role.
    const admins = await scim('POST', '/Groups', { schemas: [fixtures.GROUP], displayName: 'Tenant admin', members: [{ value: erin }] }, {}, orgToken);
    expect(admins.status, JSON.stringify(admins.body)).toBe(201);
    expect(admins.body.id).toBe(prepared.body.id);
    expect(ids(admins.body)).toEqual([erin]);
    const roles = await app.api('GET', `/organizations/${org.body.id}/users/${erin}/roles`);
    expect(roles.body.map((r: { name: string }) => r.name)).toEqual(['Tenant admin']);

    const fresh = await scim('POST', '/Groups', fixtures.oktaCreateGroup, {}, orgToken);
    expect(fresh.status).toBe(201);
    expect(await events('OrganizationRole.Created', (p) => p.data?.id === fresh.body.id)).toHaveLength(1);
    await scim('PATCH', `/Groups/${fresh.body.id}`, fixtures.oktaAddMembers({ value: erin, display: 'erin' }), {}, orgToken);
    expect((await app.api('GET', `/organizations/${org.body.id}/users/${erin}/roles`)).body.map((r: { name: string }) => r.name).sort()).toEqual([
      'Tenant admin',
      'Test SCIMv2',
    ]);
    // A user outside the organization cannot join; the instance connection does not see these groups.
    expect((await scim('PATCH', `/Groups/${fresh.body.id}`, fixtures.entraAddMembers(outsider), {}, orgToken)).body).toMatchObject({ status: '400' });
    expect((await scim('GET', `/Groups/${fresh.body.id}`)).status).toBe(404);
    expect((await scim('GET', '/Groups', undefined, {}, orgToken)).body.totalResults).toBe(2);

    // Renaming renames the connection's group only: the role is shared by every organization.
    await scim('PATCH', `/Groups/${fresh.body.id}`, fixtures.oktaRenameGroup(fresh.body.id), {}, orgToken);
    expect((await app.api('GET', `/organization-roles/${fresh.body.id}`)).body.name).toBe('Test SCIMv2');

    await scim('PATCH', `/Groups/${fresh.body.id}`, fixtures.oktaRemoveMember(erin), {}, orgToken);
    expect((await app.api('GET', `/organizations/${org.body.id}/users/${erin}/roles`)).body.map((r: { name: string }) => r.name)).toEqual(['Tenant admin']);
    // Deleting the group takes the role from the organization's users; the role and membership stay.
    expect((await scim('DELETE', `/Groups/${admins.body.id}`, undefined, {}, orgToken)).status).toBe(204);
    expect((await app.api('GET', `/organizations/${org.body.id}/users/${erin}/roles`)).body).toEqual([]);
    expect((await app.api('GET', `/organization-roles/${prepared.body.id}`)).status).toBe(200);
    expect(await orgUsers(org.body.id)).toEqual([erin]);
    // Role assignments have no event (as with the Management API); the membership came with the user.
    expect(await events('Organization.Membership.Updated', (p) => p.organizationId === org.body.id)).toHaveLength(1);
  });
});
