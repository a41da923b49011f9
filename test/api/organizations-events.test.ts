// The payloads of the organization mutations carry what the webhook table (mutation-events.ts)
// reads, so each call emits exactly its events: checked on real responses, REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationEvents } from '../../src/events/mutation-events.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { usePostgres } from '../helpers/database.js';
import { createApplication, createUser } from './organizations-fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const CHANGE = 'membershipChange { organizationId addedUserIds removedUserIds addedApplicationIds removedApplicationIds }';
const emitted = (mutation: string, result: unknown, args: unknown = {}) =>
  mutationEvents[mutation]!.emit(result, args).map((e) => ({ event: e.event, ...(e.extra ? { extra: e.extra } : {}) }));

describe('organization mutations against the webhook table', () => {
  it('every organization mutation of the table exists in the schema with its payload field', async () => {
    const names = Object.keys(mutationEvents).filter((n) => /Organization/.test(n));
    const schema = await app.graphql(`query { __type(name: "Mutation") { fields { name type { ofType { name fields { name } } } } } }`);
    const fields = new Map<string, string[]>(
      schema.data.__type.fields.map((f: any) => [f.name, (f.type.ofType?.fields ?? []).map((x: any) => x.name)]),
    );
    for (const name of names) expect(fields.has(name), name).toBe(true);
    for (const name of ['createOrganization', 'updateOrganization']) expect(fields.get(name)).toContain('organization');
    for (const name of ['createOrganizationRole', 'updateOrganizationRole']) expect(fields.get(name)).toContain('organizationRole');
    for (const name of ['createOrganizationScope', 'updateOrganizationScope']) expect(fields.get(name)).toContain('organizationScope');
    for (const name of names.filter((n) => /OrganizationUser|OrganizationApplication|InvitationStatus/.test(n))) {
      expect(fields.get(name), name).toContain('membershipChange');
    }
  });

  it('membership payloads emit only real changes', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Evented' })).body.id as string;
    const [a, b] = [await createUser(app), await createUser(app)];
    const add = async (userIds: string[]) =>
      (await app.graphql(`mutation($id: ID!, $u: [ID!]!) { addOrganizationUsers(id: $id, userIds: $u) { ${CHANGE} } }`, { id: org, u: userIds }))
        .data.addOrganizationUsers;
    const replace = async (userIds: string[]) =>
      (await app.graphql(`mutation($id: ID!, $u: [ID!]!) { replaceOrganizationUsers(id: $id, userIds: $u) { ${CHANGE} } }`, { id: org, u: userIds }))
        .data.replaceOrganizationUsers;

    expect(emitted('addOrganizationUsers', await add([a]))).toEqual([
      { event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [a] } },
    ]);
    expect(emitted('addOrganizationUsers', await add([a]))).toEqual([]);
    expect(emitted('replaceOrganizationUsers', await replace([b]))).toEqual([
      { event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [b], removedUserIds: [a] } },
    ]);
    expect(emitted('replaceOrganizationUsers', await replace([b]))).toEqual([]);

    const m2m = await createApplication(app);
    const addApp = await app.graphql(
      `mutation($id: ID!, $a: [ID!]!) { addOrganizationApplications(id: $id, applicationIds: $a) { ${CHANGE} } }`,
      { id: org, a: [m2m] },
    );
    expect(emitted('addOrganizationApplications', addApp.data.addOrganizationApplications)).toEqual([
      { event: 'Organization.Membership.Updated', extra: { organizationId: org, addedApplicationIds: [m2m] } },
    ]);

    // The REST twin answers with the same change (POST 201 body).
    const rest = await app.api('POST', `/organizations/${org}/users`, { userIds: [a, b] });
    expect(emitted('addOrganizationUsers', { membershipChange: rest.body })).toEqual([
      { event: 'Organization.Membership.Updated', extra: { organizationId: org, addedUserIds: [a] } },
    ]);
  });

  it('organization role creation with scopes emits Scopes.Updated too', async () => {
    const scope = (await app.api('POST', '/organization-scopes', { name: 'evented:scope' })).body.id as string;
    const input = { name: 'Evented role', organizationScopeIds: [scope] };
    const created = await app.graphql(
      `mutation($input: CreateOrganizationRoleInput!) { createOrganizationRole(input: $input) { organizationRole { id } userErrors { code } } }`,
      { input },
    );
    const payload = created.data.createOrganizationRole;
    expect(emitted('createOrganizationRole', payload, { input }).map((e) => e.event)).toEqual([
      'OrganizationRole.Created',
      'OrganizationRole.Scopes.Updated',
    ]);
  });

  it.runIf(usePostgres)('concurrent adds of the same user report it added exactly once', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Racy' })).body.id as string;
    const user = await createUser(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => app.api('POST', `/organizations/${org}/users`, { userIds: [user] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.flatMap((r) => r.body.addedUserIds)).toEqual([user]);
  });
});
