// REST routes of organizations, their members, members' organization roles and JIT provisioning
// (email domains, enterprise SSO connectors, default roles).
import { body, type RestRoute } from '../route.js';
import { SSO_CONNECTOR_FIELDS } from './sso-connectors.js';
import { ORGANIZATION_ROLE_FIELDS, ORGANIZATION_SCOPE_FIELDS } from './organizations-roles.js';
import { arrayField, searchOf } from './organizations-input.js';
import { SEARCH_QUERY_DOCS, searchParams } from './list-query.js';

export const ORGANIZATION_FIELDS = 'tenantId id name description customData isMfaRequired color branding customCss jitEmailDomains createdAt updatedAt';
const ORGANIZATION_PAYLOAD = `organization { ${ORGANIZATION_FIELDS} } userErrors { code message field data }`;
const MEMBERSHIP_PAYLOAD = `membershipChange { organizationId addedUserIds removedUserIds addedApplicationIds removedApplicationIds }
  userErrors { code message field data }`;
const ROLES_PAYLOAD = `organizationRoles { ${ORGANIZATION_ROLE_FIELDS} } userErrors { code message field data }`;
const ORGANIZATION_USER_FIELDS = `id username primaryEmail primaryPhone name avatar customData identities profile applicationId isSuspended lastSignInAt
  createdAt updatedAt organizationRoles { ${ORGANIZATION_ROLE_FIELDS} }`;
const ORGANIZATION_APPLICATION_FIELDS = `tenantId id name description type customData isThirdParty appLevelAccessControlEnabled protectedAppMetadata createdAt updatedAt
  oidcClientMetadata { redirectUris postLogoutRedirectUris }
  customClientMetadata { allowTokenExchange transactionTokens allowedTokenExchangeResources allowManagementApi requirePkce idTokenSignedResponseAlg isDeviceFlow }
  organizationRoles { ${ORGANIZATION_ROLE_FIELDS} }`;
const SSO_CONNECTORS_PAYLOAD = `ssoConnectors { ${SSO_CONNECTOR_FIELDS} } userErrors { code message field data }`;
const tag = 'Organizations';

/** Routes for one member kind: users or applications share their shape. */
function memberRoutes(kind: 'users' | 'applications'): RestRoute[] {
  const one = kind === 'users' ? 'User' : 'Application';
  const param = kind === 'users' ? 'userId' : 'applicationId';
  const ids = kind === 'users' ? 'userIds' : 'applicationIds';
  const fields = kind === 'users' ? ORGANIZATION_USER_FIELDS : ORGANIZATION_APPLICATION_FIELDS;
  const listQuery =
    kind === 'users'
      ? `query($id: ID!, $first: Int, $offset: Int, $search: String) {
          organizationUsers(id: $id, first: $first, offset: $offset, search: $search) { totalCount nodes { ${fields} } } }`
      : `query($id: ID!, $first: Int, $offset: Int, $search: String, $searchBy: FieldSearchInput) {
          organizationApplications(id: $id, first: $first, offset: $offset, search: $search, searchBy: $searchBy) { totalCount nodes { ${fields} } } }`;
  return [
    {
      method: 'GET',
      path: `/organizations/:id/${kind}`,
      tag,
      summary: `List an organization's member ${kind} with their organization roles`,
      list: true,
      operation: listQuery,
      variables: (req) => ({ id: req.params.id, ...(kind === 'users' ? { search: searchOf(req) } : searchParams(req)) }),
      query: kind === 'users' ? { q: 'Text to find in the member users.', search: 'Alias of `q`.' } : SEARCH_QUERY_DOCS,
      status: 200,
      responseType: `Organization${one}`,
    },
    {
      method: 'POST',
      path: `/organizations/:id/${kind}`,
      tag,
      summary: `Add ${kind} to an organization (existing members are kept); answers the ids it was given, as the compatible product does`,
      operation: `mutation($id: ID!, $ids: [ID!]!) { add${`Organization${one}s`}(id: $id, ${ids}: $ids) { ${ids}: memberIds ${MEMBERSHIP_PAYLOAD} } }`,
      variables: (req) => ({ id: req.params.id, ids: arrayField(req, ids) }),
      status: 201,
      result: { fields: [ids] },
    },
    {
      method: 'POST',
      path: `/organizations/:id/${kind}/roles`,
      tag,
      summary: `Give several member ${kind} the same organization roles (roles they hold are kept); one wrong id changes nothing`,
      operation: `mutation($id: ID!, $ids: [ID!]!, $roleIds: [ID!]!) {
        assignOrganizationRolesTo${one}s(id: $id, ${ids}: $ids, organizationRoleIds: $roleIds) { ${ids}: memberIds organizationRoleIds userErrors { code message field data } } }`,
      variables: (req) => ({ id: req.params.id, ids: arrayField(req, ids), roleIds: arrayField(req, 'organizationRoleIds') }),
      status: 201,
      result: { fields: [ids, 'organizationRoleIds'] },
    },
    {
      method: 'PUT',
      path: `/organizations/:id/${kind}`,
      tag,
      summary: `Replace an organization's member ${kind}`,
      operation: `mutation($id: ID!, $ids: [ID!]!) { replace${`Organization${one}s`}(id: $id, ${ids}: $ids) { ${MEMBERSHIP_PAYLOAD} } }`,
      variables: (req) => ({ id: req.params.id, ids: arrayField(req, ids) }),
      status: 204,
    },
    {
      method: 'DELETE',
      path: `/organizations/:id/${kind}/:${param}`,
      tag,
      summary: `Remove a member ${kind === 'users' ? 'user' : 'application'} from an organization`,
      operation: `mutation($id: ID!, $member: ID!) { removeOrganization${one}(id: $id, ${param}: $member) { ${MEMBERSHIP_PAYLOAD} } }`,
      variables: (req) => ({ id: req.params.id, member: req.params[param] }),
      status: 204,
    },
    {
      method: 'GET',
      path: `/organizations/:id/${kind}/:${param}/roles`,
      tag,
      summary: `A member ${kind === 'users' ? 'user' : 'application'}'s organization roles`,
      operation: `query($id: ID!, $member: ID!) { organization${one}Roles(id: $id, ${param}: $member) { ${ORGANIZATION_ROLE_FIELDS} } }`,
      variables: (req) => ({ id: req.params.id, member: req.params[param] }),
      status: 200,
      responseType: 'OrganizationRole',
    },
    {
      method: 'POST',
      path: `/organizations/:id/${kind}/:${param}/roles`,
      tag,
      summary: `Add organization roles to a member${kind === 'users' ? ' (by `organizationRoleIds` or `organizationRoleNames`)' : ''}; answers the member's role ids`,
      operation:
        kind === 'users'
          ? `mutation($id: ID!, $member: ID!, $roleIds: [ID!], $roleNames: [String!]) {
              addOrganizationUserRoles(id: $id, userId: $member, organizationRoleIds: $roleIds, organizationRoleNames: $roleNames) {
                organizationRoleIds userErrors { code message field data } } }`
          : `mutation($id: ID!, $member: ID!, $roleIds: [ID!]!) {
              addOrganizationApplicationRoles(id: $id, applicationId: $member, organizationRoleIds: $roleIds) {
                organizationRoleIds userErrors { code message field data } } }`,
      variables: (req) =>
        kind === 'users' && body(req).organizationRoleNames !== undefined
          ? {
              id: req.params.id,
              member: req.params[param],
              roleNames: arrayField(req, 'organizationRoleNames'),
              ...(body(req).organizationRoleIds !== undefined ? { roleIds: arrayField(req, 'organizationRoleIds') } : {}),
            }
          : { id: req.params.id, member: req.params[param], roleIds: arrayField(req, 'organizationRoleIds') },
      status: 201,
      result: { fields: ['organizationRoleIds'] },
    },
    ...(kind === 'users'
      ? [
          {
            method: 'GET',
            path: '/organizations/:id/users/:userId/scopes',
            tag,
            summary: 'The organization scopes a member user holds through its organization roles',
            operation: `query($id: ID!, $userId: ID!) { organizationUserScopes(id: $id, userId: $userId) { ${ORGANIZATION_SCOPE_FIELDS} } }`,
            variables: (req) => ({ id: req.params.id, userId: req.params.userId }),
            status: 200,
            responseType: 'OrganizationScope',
          } satisfies RestRoute,
        ]
      : []),
    {
      method: 'PUT',
      path: `/organizations/:id/${kind}/:${param}/roles`,
      tag,
      summary: `Replace a member's organization roles`,
      operation: `mutation($id: ID!, $member: ID!, $roleIds: [ID!]!) {
        replaceOrganization${one}Roles(id: $id, ${param}: $member, organizationRoleIds: $roleIds) { ${ROLES_PAYLOAD} } }`,
      variables: (req) => ({ id: req.params.id, member: req.params[param], roleIds: arrayField(req, 'organizationRoleIds') }),
      status: 204,
    },
    {
      method: 'DELETE',
      path: `/organizations/:id/${kind}/:${param}/roles/:organizationRoleId`,
      tag,
      summary: `Take an organization role from a member`,
      operation: `mutation($id: ID!, $member: ID!, $roleId: ID!) {
        removeOrganization${one}Role(id: $id, ${param}: $member, organizationRoleId: $roleId) { ${ROLES_PAYLOAD} } }`,
      variables: (req) => ({ id: req.params.id, member: req.params[param], roleId: req.params.organizationRoleId }),
      status: 204,
    },
  ];
}

export const organizationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/organizations',
    tag,
    summary: 'List organizations (`q` searches name and description)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String) {
      organizations(first: $first, offset: $offset, search: $search) { totalCount nodes { ${ORGANIZATION_FIELDS} } } }`,
    variables: (req) => ({ search: searchOf(req) }),
    query: { q: 'Text to find in the name or description.', search: 'Alias of `q`.' },
    status: 200,
    responseType: 'Organization',
  },
  {
    method: 'POST',
    path: '/organizations',
    tag,
    summary: 'Create an organization',
    operation: `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { ${ORGANIZATION_PAYLOAD} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    bodyType: 'CreateOrganizationInput',
    responseType: 'Organization',
  },
  {
    method: 'GET',
    path: '/organizations/:id',
    tag,
    summary: 'Get an organization',
    operation: `query($id: ID!) { organization(id: $id) { ${ORGANIZATION_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Organization',
  },
  {
    method: 'PATCH',
    path: '/organizations/:id',
    tag,
    summary: "Update an organization's name, description or custom data",
    operation: `mutation($id: ID!, $input: UpdateOrganizationInput!) {
      updateOrganization(id: $id, input: $input) { ${ORGANIZATION_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateOrganizationInput',
    responseType: 'Organization',
  },
  {
    method: 'DELETE',
    path: '/organizations/:id',
    tag,
    summary: 'Delete an organization',
    operation: `mutation($id: ID!) { deleteOrganization(id: $id) { deletedId userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  ...memberRoutes('users'),
  ...memberRoutes('applications'),
  {
    method: 'GET',
    path: '/organizations/:id/jit/email-domains',
    tag,
    summary: "An organization's just-in-time provisioning email domains (alphabetical; `page`/`page_size`)",
    list: true,
    operation: `query($id: ID!, $first: Int, $offset: Int) {
      organizationJitEmailDomainPage(id: $id, first: $first, offset: $offset) { totalCount nodes { tenantId organizationId emailDomain } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'OrganizationEmailDomain',
  },
  {
    method: 'PUT',
    path: '/organizations/:id/jit/email-domains',
    tag,
    summary: "Replace an organization's just-in-time provisioning email domains",
    operation: `mutation($id: ID!, $emailDomains: [String!]!) {
      replaceOrganizationJitEmailDomains(id: $id, emailDomains: $emailDomains) {
        emailDomains { organizationId emailDomain } userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id, emailDomains: arrayField(req, 'emailDomains') }),
    status: 204,
  },
  {
    method: 'POST',
    path: '/organizations/:id/jit/email-domains',
    tag,
    summary: "Add an email domain to an organization's just-in-time provisioning; answers the domain added",
    operation: `mutation($id: ID!, $emailDomain: String!) {
      addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
        emailDomain { tenantId organizationId emailDomain } userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id, emailDomain: body(req).emailDomain }),
    status: 201,
    result: { pick: ['emailDomain'] },
    responseType: 'OrganizationEmailDomain',
  },
  {
    method: 'DELETE',
    path: '/organizations/:id/jit/email-domains/:emailDomain',
    tag,
    summary: "Remove an email domain from an organization's just-in-time provisioning",
    operation: `mutation($id: ID!, $emailDomain: String!) {
      removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
        emailDomains { organizationId emailDomain } userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id, emailDomain: req.params.emailDomain }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organizations/:id/jit/roles',
    tag,
    summary: 'The organization roles users provisioned just in time receive',
    operation: `query($id: ID!) { organizationJitRoles(id: $id) { ${ORGANIZATION_ROLE_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'OrganizationRole',
  },
  {
    method: 'POST',
    path: '/organizations/:id/jit/roles',
    tag,
    summary: 'Add organization roles users provisioned just in time receive',
    operation: `mutation($id: ID!, $roleIds: [ID!]!) { addOrganizationJitRoles(id: $id, organizationRoleIds: $roleIds) { ${ROLES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, roleIds: arrayField(req, 'organizationRoleIds') }),
    status: 201,
    responseType: 'OrganizationRole',
  },
  {
    method: 'PUT',
    path: '/organizations/:id/jit/roles',
    tag,
    summary: 'Replace the organization roles users provisioned just in time receive',
    operation: `mutation($id: ID!, $roleIds: [ID!]!) { replaceOrganizationJitRoles(id: $id, organizationRoleIds: $roleIds) { ${ROLES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, roleIds: arrayField(req, 'organizationRoleIds') }),
    status: 204,
  },
  {
    method: 'DELETE',
    path: '/organizations/:id/jit/roles/:organizationRoleId',
    tag,
    summary: 'Stop giving an organization role to users provisioned just in time',
    operation: `mutation($id: ID!, $roleId: ID!) { removeOrganizationJitRole(id: $id, organizationRoleId: $roleId) { ${ROLES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, roleId: req.params.organizationRoleId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organizations/:id/jit/sso-connectors',
    tag,
    summary: 'The enterprise SSO connectors whose users join the organization on their first sign-in through one',
    operation: `query($id: ID!) { organizationJitSsoConnectors(id: $id) { ${SSO_CONNECTOR_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'SsoConnector',
  },
  {
    method: 'POST',
    path: '/organizations/:id/jit/sso-connectors',
    tag,
    summary: "Add enterprise SSO connectors to an organization's just-in-time provisioning",
    operation: `mutation($id: ID!, $ids: [ID!]!) { addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ids) { ${SSO_CONNECTORS_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'ssoConnectorIds') }),
    status: 201,
    responseType: 'SsoConnector',
  },
  {
    method: 'PUT',
    path: '/organizations/:id/jit/sso-connectors',
    tag,
    summary: "Replace the enterprise SSO connectors of an organization's just-in-time provisioning",
    operation: `mutation($id: ID!, $ids: [ID!]!) { replaceOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ids) { ${SSO_CONNECTORS_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'ssoConnectorIds') }),
    status: 204,
  },
  {
    method: 'DELETE',
    path: '/organizations/:id/jit/sso-connectors/:ssoConnectorId',
    tag,
    summary: "Remove an enterprise SSO connector from an organization's just-in-time provisioning",
    operation: `mutation($id: ID!, $connectorId: ID!) { removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $connectorId) { ${SSO_CONNECTORS_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, connectorId: req.params.ssoConnectorId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/users/:userId/organizations',
    tag,
    summary: "The organizations a user is a member of, each with the user's roles in it",
    operation: `query($userId: ID!) { userOrganizations(userId: $userId) { ${ORGANIZATION_FIELDS} organizationRoles { id name } } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    responseType: 'Organization',
  },
];
