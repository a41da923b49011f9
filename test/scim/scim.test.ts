// The SCIM 2.0 endpoint driven by the request sequences Entra ID's validator and Okta's SCIM test
// send (fixtures.ts), with the webhook events checked at a real receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { createScimConnection, revokeScimConnection } from '../../src/domain/scim/connections.js';
import * as fixtures from './fixtures.js';

let app: TestApp;
let receiver: Receiver;
let token: string;
let connectionId: string;

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '50' } });
  receiver = await startReceiver();
  await createHook(app, receiver, ['User.Created', 'User.Data.Updated', 'User.Deleted', 'User.SuspensionStatus.Updated', 'Organization.Membership.Updated']);
  const made = await createScimConnection(app.running.services.db, { name: 'Entra ID' });
  token = made.token;
  connectionId = made.connection.id;
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

const eventsFor = (event: string, userId: string) => receiver.ofEvent(event).filter((r) => r.json?.data?.id === userId || r.json?.params?.userId === userId);

describe('SCIM 2.0', () => {
  it('refuses a missing or wrong token with a SCIM error', async () => {
    const none = await scim('GET', '/Users', undefined, {}, '');
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toContain('application/scim+json');
    expect(none.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
    expect((await scim('GET', '/Users', undefined, {}, `${token}x`)).status).toBe(401);
  });

  it('answers the discovery documents', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, etag: { supported: true } });
    expect((await scim('GET', '/ResourceTypes')).body.Resources[0]).toMatchObject({ id: 'User', endpoint: '/Users' });
    expect((await scim('GET', '/Schemas')).body.Resources.map((s: { id: string }) => s.id)).toContain(fixtures.ENTERPRISE);
  });

  it("runs Entra ID's validator sequence, each change announced once", async () => {
    const filter = encodeURIComponent(`userName eq "${fixtures.entraCreateUser.userName}"`);
    expect((await scim('GET', `/Users?filter=${filter}`)).body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim('POST', '/Users', fixtures.entraCreateUser);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ userName: fixtures.entraCreateUser.userName, externalId: fixtures.entraCreateUser.externalId, active: true });
    expect(created.body[fixtures.ENTERPRISE]).toMatchObject({ department: 'Sales' });
    expect((await scim('POST', '/Users', fixtures.entraCreateUser)).body).toMatchObject({ status: '409', scimType: 'uniqueness' });

    const found = await scim('GET', `/Users?filter=${filter}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);
    const byExternal = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`externalId eq "${fixtures.entraCreateUser.externalId}" and emails.value sw "test_user_fd0"`)}`,
    );
    expect(byExternal.body.totalResults).toBe(1);
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('userName gt "a"')}`)).body).toMatchObject({ status: '400', scimType: 'invalidFilter' });

    const patched = await scim('PATCH', `/Users/${id}`, fixtures.entraReplaceAttributes);
    expect(patched.status).toBe(200);
    expect(patched.body.emails[0].value).toBe('updatedEmail@microsoft.com');
    expect(patched.body.name.familyName).toBe('updatedFamilyName');
    expect(patched.body[fixtures.ENTERPRISE]).toMatchObject({ department: 'Marketing', employeeNumber: '701984' });

    const pathless = await scim('PATCH', `/Users/${id}`, fixtures.entraPathlessReplace);
    expect(pathless.body).toMatchObject({ displayName: 'Updated Display', externalId: 'updated-external-id' });

    const disabled = await scim('PATCH', `/Users/${id}`, fixtures.entraDisable);
    expect(disabled.body.active).toBe(false);
    expect((await app.api('GET', `/users/${id}`)).body.isSuspended).toBe(true);

    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).body).toMatchObject({ status: '404' });

    await receiver.waitFor(() => eventsFor('User.Deleted', id).length === 1);
    expect(eventsFor('User.Created', id)).toHaveLength(1);
    // Two attribute PATCHes; the deactivation changes only the suspension, announced by its own event.
    expect(eventsFor('User.Data.Updated', id)).toHaveLength(2);
    expect(eventsFor('User.SuspensionStatus.Updated', id)).toHaveLength(1);
  });

  it("runs Okta's SCIM test sequence with pagination and ETags", async () => {
    const list = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${fixtures.oktaCreateUser.userName}"`)}&startIndex=1&count=100`);
    expect(list.body).toMatchObject({ totalResults: 0, startIndex: 1 });
    const created = await scim('POST', '/Users', fixtures.oktaCreateUser);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const etag = created.headers.get('etag')!;
    expect(etag).toBe(created.body.meta.version);

    const page = await scim('GET', '/Users?startIndex=1&count=1');
    expect(page.body).toMatchObject({ itemsPerPage: 1, startIndex: 1 });
    expect(page.body.totalResults).toBeGreaterThanOrEqual(1);

    const replaced = await scim(
      'PUT',
      `/Users/${id}`,
      { ...fixtures.oktaCreateUser, name: { givenName: 'Okta', familyName: 'Renamed' } },
      { 'if-match': etag },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.name.familyName).toBe('Renamed');
    // The version given is now stale.
    expect((await scim('PATCH', `/Users/${id}`, fixtures.oktaDeactivate, { 'if-match': etag })).body).toMatchObject({ status: '412' });
    const deactivated = await scim('PATCH', `/Users/${id}`, fixtures.oktaDeactivate, { 'if-match': replaced.headers.get('etag')! });
    expect(deactivated.body.active).toBe(false);
  });

  it('an organization connection sees and manages its members only', async () => {
    const org = await app.api('POST', '/organizations', { name: 'SCIM org' });
    const outsider = await app.api('POST', '/users', { username: 'scim_outsider' });
    const made = await createScimConnection(app.running.services.db, { name: 'Okta for org', organizationId: org.body.id });
    const created = await scim('POST', '/Users', { schemas: [], userName: 'org_member' }, {}, made.token);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const listed = await scim('GET', '/Users', undefined, {}, made.token);
    expect(listed.body.Resources.map((user: { id: string }) => user.id)).toEqual([id]);
    expect((await scim('GET', `/Users/${outsider.body.id}`, undefined, {}, made.token)).status).toBe(404);
    expect((await scim('DELETE', `/Users/${id}`, undefined, {}, made.token)).status).toBe(204);
    // The membership ends; the person remains.
    expect((await app.api('GET', `/users/${id}`)).status).toBe(200);
    await receiver.waitFor(() => receiver.ofEvent('Organization.Membership.Updated').filter((r) => r.json?.removedUserIds?.includes(id)).length === 1);
    expect(receiver.ofEvent('Organization.Membership.Updated').filter((r) => r.json?.addedUserIds?.includes(id))).toHaveLength(1);
  });

  it('filters in the database: co, sw, pr, or, not(), on the attributes directories query, paged', async () => {
    const made: string[] = [];
    for (const [userName, givenName, active] of [
      ['filter.ann@corp.example', 'Ann', true],
      ['filter.bob@corp.example', 'Bob', false],
      ['filter.cy@other.example', 'Cy', true],
    ] as const) {
      const created = await scim('POST', '/Users', {
        schemas: [],
        userName,
        externalId: `ext-${givenName}`,
        name: { givenName, familyName: 'Filter' },
        active,
      });
      expect(created.status).toBe(201);
      made.push(created.body.id as string);
    }
    const names = async (filter: string, extra = '') =>
      ((await scim('GET', `/Users?filter=${encodeURIComponent(filter)}${extra}`)).body.Resources as Array<{ userName: string }>).map((u) => u.userName).sort();
    expect(await names('userName co "@CORP.example" and name.familyName eq "filter"')).toEqual(['filter.ann@corp.example', 'filter.bob@corp.example']);
    expect(await names('userName sw "filter." and active eq false')).toEqual(['filter.bob@corp.example']);
    expect(await names('name.familyName eq "Filter" and not (name.givenName eq "ann" or externalId eq "ext-Cy")')).toEqual(['filter.bob@corp.example']);
    const unknownOperator = await scim('GET', `/Users?filter=${encodeURIComponent('name.givenName pr and emails.value ew "x"')}`);
    expect(unknownOperator.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('nickName eq "x"')}`)).body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    expect(await names('externalId pr and name.familyName eq "Filter"')).toHaveLength(3);
    // A page of the matches, newest first, with the total of all of them.
    const page = await scim('GET', `/Users?filter=${encodeURIComponent('name.familyName eq "Filter"')}&startIndex=2&count=1`);
    expect(page.body).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1, Resources: [{ id: made[1] }] });
  });

  it('stops answering a revoked connection', async () => {
    await revokeScimConnection(app.running.services.db, connectionId, new Date());
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});
