// REST routes of organization invitations.
import { checkMessagePayload } from '../../domain/directory/organizations-invitations.js';
import { body, type RestRoute } from '../route.js';
import { ORGANIZATION_ROLE_FIELDS } from './organizations-roles.js';

const INVITATION_FIELDS = `tenantId id organizationId inviterId invitee acceptedUserId status expiresAt createdAt updatedAt
  organizationRoles { ${ORGANIZATION_ROLE_FIELDS} }`;
const INVITATION_PAYLOAD = `organizationInvitation { ${INVITATION_FIELDS} }
  membershipChange { organizationId addedUserIds removedUserIds addedApplicationIds removedApplicationIds }
  userErrors { code message field data }`;
const tag = 'Organization invitations';

/** REST speaks epoch milliseconds; the GraphQL input takes an ISO 8601 DateTime. */
function withIsoExpiry(input: Record<string, unknown>): Record<string, unknown> {
  const { expiresAt } = input;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return input;
  const date = new Date(expiresAt);
  return { ...input, expiresAt: Number.isNaN(date.getTime()) ? expiresAt : date.toISOString() };
}

const queryString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const organizationInvitationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/organization-invitations',
    tag,
    summary: 'List organization invitations, optionally of one organization or one inviter',
    list: true,
    operation: `query($first: Int, $offset: Int, $organizationId: ID, $inviterId: ID) {
      organizationInvitations(first: $first, offset: $offset, organizationId: $organizationId, inviterId: $inviterId) {
        totalCount nodes { ${INVITATION_FIELDS} } } }`,
    variables: (req) => ({ organizationId: queryString(req.query.organizationId), inviterId: queryString(req.query.inviterId) }),
    query: { organizationId: 'Only invitations to this organization.', inviterId: 'Only invitations sent by this user.' },
    status: 200,
    responseType: 'OrganizationInvitation',
  },
  {
    method: 'POST',
    path: '/organization-invitations',
    tag,
    summary: 'Invite an email address to an organization (`expiresAt` in epoch milliseconds)',
    operation: `mutation($input: CreateOrganizationInvitationInput!, $messagePayload: JSONObject) {
      createOrganizationInvitation(input: $input, messagePayload: $messagePayload) { ${INVITATION_PAYLOAD} } }`,
    // `messagePayload` (required by the compatible product's types): false sends no mail, an
    // object sends the invitation mail with it.
    variables: (req) => {
      const { messagePayload, ...input } = body(req);
      const payload = checkMessagePayload(messagePayload);
      return { input: withIsoExpiry(input), messagePayload: payload ?? null };
    },
    status: 201,
    result: { pick: ['organizationInvitation'] },
    bodyType: 'CreateOrganizationInvitationInput',
    responseType: 'OrganizationInvitation',
  },
  {
    method: 'POST',
    path: '/organization-invitations/:id/message',
    tag,
    summary: 'Send (again) the mail of a pending invitation, with its `code`, `link`, `locale` and `uiLocales`',
    operation: `mutation($id: ID!, $messagePayload: JSONObject!) {
      sendOrganizationInvitationMessage(id: $id, messagePayload: $messagePayload) { ${INVITATION_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, messagePayload: checkMessagePayload(body(req)) ?? {} }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organization-invitations/:id',
    tag,
    summary: 'Get an organization invitation',
    operation: `query($id: ID!) { organizationInvitation(id: $id) { ${INVITATION_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'OrganizationInvitation',
  },
  {
    method: 'PUT',
    path: '/organization-invitations/:id/status',
    tag,
    summary: 'Accept (with `acceptedUserId`) or revoke a pending invitation',
    operation: `mutation($id: ID!, $input: SetOrganizationInvitationStatusInput!) {
      setOrganizationInvitationStatus(id: $id, input: $input) { ${INVITATION_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    result: { pick: ['organizationInvitation'] },
    bodyType: 'SetOrganizationInvitationStatusInput',
    responseType: 'OrganizationInvitation',
  },
  {
    method: 'DELETE',
    path: '/organization-invitations/:id',
    tag,
    summary: 'Delete an organization invitation',
    operation: `mutation($id: ID!) { deleteOrganizationInvitation(id: $id) { deletedId userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
];
