import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createUser } from './organizations-fixtures.js';

const app = useTestApp();

const ids = (list: Array<{ id: string }>) => list.map((x) => x.id).sort();
const inAnHour = () => Date.now() + 3_600_000;

async function setup() {
  const org = (await app.api('POST', '/organizations', { name: 'Inviting' })).body.id as string;
  const scope = (await app.api('POST', '/organization-scopes', { name: `scope-${org}` })).body.id as string;
  const role = (await app.api('POST', '/organization-roles', { name: `role-${org}`, organizationScopeIds: [scope] })).body.id as string;
  return { org, role, scope };
}

describe('organization invitations over REST', () => {
  it('accepting adds the invitee to the organization with the invitation roles', async () => {
    const { org, role } = await setup();
    const inviter = await createUser(app);
    const expiresAt = inAnHour();
    const created = await app.api('POST', '/organization-invitations', {
      organizationId: org,
      invitee: 'Frank@Example.com',
      expiresAt,
      organizationRoleIds: [role],
      inviterId: inviter,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: org,
      invitee: 'Frank@Example.com',
      status: 'Pending',
      inviterId: inviter,
      acceptedUserId: null,
      expiresAt,
    });
    expect(ids(created.body.organizationRoles)).toEqual([role]);
    const id = created.body.id as string;

    const got = await app.api('GET', `/organization-invitations/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.status).toBe('Pending');
    const list = await app.api('GET', `/organization-invitations?organizationId=${org}`);
    expect(list.headers.get('total-number')).toBe('1');
    expect(list.body[0].id).toBe(id);
    expect((await app.api('GET', `/organization-invitations?inviterId=${inviter}`)).body).toHaveLength(1);
    expect((await app.api('GET', `/organization-invitations?organizationId=other`)).body).toEqual([]);

    const missingUser = await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Accepted' });
    expect(missingUser.status).toBe(400);
    const stranger = await createUser(app, { primaryEmail: 'someone.else@example.com' });
    const mismatch = await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Accepted', acceptedUserId: stranger });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('organization_invitation.invitee_mismatch');
    expect((await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Accepted', acceptedUserId: 'ghost' })).status).toBe(422);
    expect((await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Expired' })).status).toBe(400);
    expect((await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Pending' })).status).toBe(400);

    // One pending invitation per email and organization (case-insensitive).
    const duplicate = await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'frank@example.COM', expiresAt });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('organization_invitation.already_exists');

    const frank = await createUser(app, { primaryEmail: 'frank@example.com' });
    const accepted = await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Accepted', acceptedUserId: frank });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id, status: 'Accepted', acceptedUserId: frank });

    const members = await app.api('GET', `/organizations/${org}/users`);
    expect(ids(members.body)).toEqual([frank]);
    expect(ids(members.body[0].organizationRoles)).toEqual([role]);

    // Only a pending invitation may move.
    const twice = await app.api('PUT', `/organization-invitations/${id}/status`, { status: 'Revoked' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('organization_invitation.not_pending');

    expect((await app.api('DELETE', `/organization-invitations/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/organization-invitations/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/organization-invitations/${id}`)).status).toBe(404);
  });

  it('revokes, and a pending invitation past its expiry reads as Expired and cannot be accepted', async () => {
    const { org } = await setup();
    const revocable = await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'g@example.com', expiresAt: inAnHour() });
    expect(revocable.body.organizationRoles).toEqual([]);
    const revoked = await app.api('PUT', `/organization-invitations/${revocable.body.id}/status`, { status: 'Revoked' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('Revoked');
    const g = await createUser(app, { primaryEmail: 'g@example.com' });
    const late = await app.api('PUT', `/organization-invitations/${revocable.body.id}/status`, { status: 'Accepted', acceptedUserId: g });
    expect(late.status).toBe(422);

    const soon = await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'g@example.com', expiresAt: app.clock.ms() + 60_000 });
    expect(soon.body.status).toBe('Pending');
    app.clock.advance(50_000);
    expect((await app.api('GET', `/organization-invitations/${soon.body.id}`)).body.status).toBe('Pending');
    app.clock.advance(15_000);
    expect((await app.api('GET', `/organization-invitations/${soon.body.id}`)).body.status).toBe('Expired');
    const expired = await app.api('PUT', `/organization-invitations/${soon.body.id}/status`, { status: 'Accepted', acceptedUserId: g });
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('organization_invitation.not_pending');
    expect(expired.body.message).toMatch(/Expired/);
    expect((await app.api('GET', `/organizations/${org}/users`)).body).toEqual([]);

    // The expired invitation no longer blocks a new one for the same email.
    const fresh = await app.api('POST', '/organization-invitations', { organizationId: org, invitee: 'G@example.com', expiresAt: inAnHour() });
    expect(fresh.status).toBe(201);
    expect((await app.api('GET', `/organization-invitations/${soon.body.id}`)).body.status).toBe('Expired');
    const joined = await app.api('PUT', `/organization-invitations/${fresh.body.id}/status`, { status: 'Accepted', acceptedUserId: g });
    expect(joined.status).toBe(200);
    expect((await app.api('GET', `/organizations/${org}/users`)).body.map((u: { id: string }) => u.id)).toEqual([g]);
  });

  it('validates the invitation', async () => {
    const { org } = await setup();
    const base = { organizationId: org, invitee: 'h@example.com', expiresAt: inAnHour() };
    expect((await app.api('POST', '/organization-invitations', { ...base, expiresAt: Date.now() - 1000 })).status).toBe(400);
    expect((await app.api('POST', '/organization-invitations', { ...base, expiresAt: 'tomorrow' })).status).toBe(400);
    expect((await app.api('POST', '/organization-invitations', { ...base, invitee: 'not-an-email' })).status).toBe(400);
    const { invitee: _, ...noInvitee } = base;
    expect((await app.api('POST', '/organization-invitations', noInvitee)).status).toBe(400);
    const unknownOrg = await app.api('POST', '/organization-invitations', { ...base, organizationId: 'ghost' });
    expect(unknownOrg.status).toBe(422);
    expect(unknownOrg.body.code).toBe('entity.relation_foreign_key_not_found');
    expect((await app.api('POST', '/organization-invitations', { ...base, organizationRoleIds: ['ghost'] })).status).toBe(422);
    expect((await app.api('POST', '/organization-invitations', { ...base, inviterId: 'ghost' })).status).toBe(422);
    // A member already: nothing to invite (whatever the address's case).
    const memberEmail = `member-${org}@example.com`;
    const member = await createUser(app, { primaryEmail: memberEmail });
    expect((await app.api('POST', `/organizations/${org}/users`, { userIds: [member] })).status).toBeLessThan(300);
    const again = await app.api('POST', '/organization-invitations', { ...base, invitee: memberEmail.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('organization_invitation.invitee_already_member');
    expect((await app.api('GET', `/organization-invitations?organizationId=${org}`)).body).toEqual([]);
    expect((await app.api('GET', '/organization-invitations/ghost')).status).toBe(404);
    expect((await app.api('PUT', '/organization-invitations/ghost/status', { status: 'Revoked' })).status).toBe(404);
  });
});

describe('organization invitations over GraphQL', () => {
  it('accepting reports the membership change; revoking reports none', async () => {
    const { org, role } = await setup();
    const create = `mutation($input: CreateOrganizationInvitationInput!) {
      createOrganizationInvitation(input: $input) { organizationInvitation { id status expiresAt organizationRoles { id } } userErrors { code field } } }`;
    const expiresAt = new Date(inAnHour()).toISOString();
    const created = await app.graphql(create, { input: { organizationId: org, invitee: 'ivy@example.com', expiresAt, organizationRoleIds: [role] } });
    const invitation = created.data.createOrganizationInvitation.organizationInvitation;
    expect(invitation.status).toBe('Pending');
    expect(invitation.expiresAt).toBe(expiresAt);

    const past = await app.graphql(create, { input: { organizationId: org, invitee: 'ivy@example.com', expiresAt: '2020-01-01T00:00:00Z' } });
    expect(past.data.createOrganizationInvitation.userErrors).toEqual([{ code: 'guard.invalid_input', field: ['expiresAt'] }]);

    const ivy = await createUser(app, { primaryEmail: 'ivy@example.com' });
    // Invited, then made a member another way before accepting: accepting still works and gives
    // the roles, but adds nobody. (Inviting someone who is a member already is refused.)
    const jayInvite = await app.graphql(create, { input: { organizationId: org, invitee: 'jay@example.com', expiresAt, organizationRoleIds: [role] } });
    const member = await createUser(app, { primaryEmail: 'jay@example.com' });
    await app.api('POST', `/organizations/${org}/users`, { userIds: [member] });

    const setStatus = `mutation($id: ID!, $input: SetOrganizationInvitationStatusInput!) {
      setOrganizationInvitationStatus(id: $id, input: $input) {
        organizationInvitation { status acceptedUserId }
        membershipChange { organizationId addedUserIds removedUserIds addedApplicationIds removedApplicationIds }
        userErrors { code } } }`;
    const accepted = await app.graphql(setStatus, { id: invitation.id, input: { status: 'Accepted', acceptedUserId: ivy } });
    expect(accepted.data.setOrganizationInvitationStatus).toEqual({
      organizationInvitation: { status: 'Accepted', acceptedUserId: ivy },
      membershipChange: { organizationId: org, addedUserIds: [ivy], removedUserIds: [], addedApplicationIds: [], removedApplicationIds: [] },
      userErrors: [],
    });

    const jayAccepted = await app.graphql(setStatus, {
      id: jayInvite.data.createOrganizationInvitation.organizationInvitation.id,
      input: { status: 'Accepted', acceptedUserId: member },
    });
    expect(jayAccepted.data.setOrganizationInvitationStatus.membershipChange.addedUserIds).toEqual([]);
    const jayRoles = await app.graphql(`query($id: ID!, $u: ID!) { organizationUserRoles(id: $id, userId: $u) { id } }`, { id: org, u: member });
    expect(jayRoles.data.organizationUserRoles).toEqual([{ id: role }]);

    const toRevoke = await app.graphql(create, { input: { organizationId: org, invitee: 'kim@example.com', expiresAt } });
    const revoked = await app.graphql(setStatus, {
      id: toRevoke.data.createOrganizationInvitation.organizationInvitation.id,
      input: { status: 'Revoked' },
    });
    expect(revoked.data.setOrganizationInvitationStatus.organizationInvitation.status).toBe('Revoked');
    expect(revoked.data.setOrganizationInvitationStatus.membershipChange).toBeNull();

    const list = await app.graphql(`query($org: ID!) { organizationInvitations(first: 10, organizationId: $org) { totalCount nodes { status } } }`, { org });
    expect(list.data.organizationInvitations.totalCount).toBe(3);
    const deleted = await app.graphql(`mutation($id: ID!) { deleteOrganizationInvitation(id: $id) { deletedId userErrors { code } } }`, { id: invitation.id });
    expect(deleted.data.deleteOrganizationInvitation.deletedId).toBe(invitation.id);
  });
});
