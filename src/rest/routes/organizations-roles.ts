// REST routes of organization roles (with their organization and resource scopes) and
// organization scopes.
import { body, type RestRoute } from '../route.js';
import { arrayField, searchOf } from './organizations-input.js';

export const ORGANIZATION_SCOPE_FIELDS = 'tenantId id name description createdAt updatedAt';
export const RESOURCE_SCOPE_FIELDS = 'tenantId id resourceId resourceIndicator name description createdAt resource { id name indicator }';
export const ORGANIZATION_ROLE_FIELDS = `tenantId id name description type createdAt updatedAt
  scopes { ${ORGANIZATION_SCOPE_FIELDS} } resourceScopes { ${RESOURCE_SCOPE_FIELDS} }`;
const ROLE_PAYLOAD = `organizationRole { ${ORGANIZATION_ROLE_FIELDS} } userErrors { code message field data }`;
const SCOPES_PAYLOAD = `organizationScopes { ${ORGANIZATION_SCOPE_FIELDS} } userErrors { code message field data }`;
const RESOURCE_SCOPES_PAYLOAD = `resourceScopes { ${RESOURCE_SCOPE_FIELDS} } userErrors { code message field data }`;
const SCOPE_PAYLOAD = `organizationScope { ${ORGANIZATION_SCOPE_FIELDS} } userErrors { code message field data }`;
const tag = 'Organization roles and scopes';

export const organizationRoleRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/organization-roles',
    tag,
    summary: 'List organization roles (`q` searches name and description)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String) {
      organizationRoles(first: $first, offset: $offset, search: $search) { totalCount nodes { ${ORGANIZATION_ROLE_FIELDS} usersCount } } }`,
    variables: (req) => ({ search: searchOf(req) }),
    query: { q: 'Text to find in the name or description.', search: 'Alias of `q`.' },
    status: 200,
    responseType: 'OrganizationRole',
  },
  {
    method: 'POST',
    path: '/organization-roles',
    tag,
    summary: 'Create an organization role, optionally with organization and resource scopes',
    operation: `mutation($input: CreateOrganizationRoleInput!) { createOrganizationRole(input: $input) { ${ROLE_PAYLOAD} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    bodyType: 'CreateOrganizationRoleInput',
    responseType: 'OrganizationRole',
  },
  {
    method: 'GET',
    path: '/organization-roles/:id',
    tag,
    summary: 'Get an organization role',
    operation: `query($id: ID!) { organizationRole(id: $id) { ${ORGANIZATION_ROLE_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'OrganizationRole',
  },
  {
    method: 'PATCH',
    path: '/organization-roles/:id',
    tag,
    summary: "Update an organization role's name or description",
    operation: `mutation($id: ID!, $input: UpdateOrganizationRoleInput!) {
      updateOrganizationRole(id: $id, input: $input) { ${ROLE_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateOrganizationRoleInput',
    responseType: 'OrganizationRole',
  },
  {
    method: 'DELETE',
    path: '/organization-roles/:id',
    tag,
    summary: 'Delete an organization role',
    operation: `mutation($id: ID!) { deleteOrganizationRole(id: $id) { deletedId userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organization-roles/:id/scopes',
    tag,
    summary: "An organization role's organization scopes",
    operation: `query($id: ID!) { organizationRole(id: $id) { scopes { ${ORGANIZATION_SCOPE_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: { pick: ['scopes'] },
    responseType: 'OrganizationScope',
  },
  {
    method: 'POST',
    path: '/organization-roles/:id/scopes',
    tag,
    summary: 'Add organization scopes to a role',
    operation: `mutation($id: ID!, $ids: [ID!]!) { addOrganizationRoleScopes(id: $id, organizationScopeIds: $ids) { ${SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'organizationScopeIds') }),
    status: 201,
    responseType: 'OrganizationScope',
  },
  {
    method: 'PUT',
    path: '/organization-roles/:id/scopes',
    tag,
    summary: "Replace a role's organization scopes",
    operation: `mutation($id: ID!, $ids: [ID!]!) { replaceOrganizationRoleScopes(id: $id, organizationScopeIds: $ids) { ${SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'organizationScopeIds') }),
    status: 204,
  },
  {
    method: 'DELETE',
    path: '/organization-roles/:id/scopes/:organizationScopeId',
    tag,
    summary: 'Take an organization scope from a role',
    operation: `mutation($id: ID!, $scopeId: ID!) {
      removeOrganizationRoleScope(id: $id, organizationScopeId: $scopeId) { ${SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, scopeId: req.params.organizationScopeId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organization-roles/:id/resource-scopes',
    tag,
    summary: "An organization role's API resource scopes",
    operation: `query($id: ID!) { organizationRole(id: $id) { resourceScopes { ${RESOURCE_SCOPE_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: { pick: ['resourceScopes'] },
    responseType: 'OrganizationRoleResourceScope',
  },
  {
    method: 'POST',
    path: '/organization-roles/:id/resource-scopes',
    tag,
    summary: 'Add API resource scopes to a role',
    operation: `mutation($id: ID!, $ids: [ID!]!) {
      addOrganizationRoleResourceScopes(id: $id, scopeIds: $ids) { ${RESOURCE_SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'scopeIds') }),
    status: 201,
    responseType: 'OrganizationRoleResourceScope',
  },
  {
    method: 'PUT',
    path: '/organization-roles/:id/resource-scopes',
    tag,
    summary: "Replace a role's API resource scopes",
    operation: `mutation($id: ID!, $ids: [ID!]!) {
      replaceOrganizationRoleResourceScopes(id: $id, scopeIds: $ids) { ${RESOURCE_SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, ids: arrayField(req, 'scopeIds') }),
    status: 204,
  },
  {
    method: 'DELETE',
    path: '/organization-roles/:id/resource-scopes/:scopeId',
    tag,
    summary: 'Take an API resource scope from a role',
    operation: `mutation($id: ID!, $scopeId: ID!) {
      removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) { ${RESOURCE_SCOPES_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, scopeId: req.params.scopeId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/organization-scopes',
    tag,
    summary: 'List organization scopes (`q` searches name and description)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String) {
      organizationScopes(first: $first, offset: $offset, search: $search) { totalCount nodes { ${ORGANIZATION_SCOPE_FIELDS} } } }`,
    variables: (req) => ({ search: searchOf(req) }),
    query: { q: 'Text to find in the name or description.', search: 'Alias of `q`.' },
    status: 200,
    responseType: 'OrganizationScope',
  },
  {
    method: 'POST',
    path: '/organization-scopes',
    tag,
    summary: 'Create an organization scope',
    operation: `mutation($input: CreateOrganizationScopeInput!) { createOrganizationScope(input: $input) { ${SCOPE_PAYLOAD} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    bodyType: 'CreateOrganizationScopeInput',
    responseType: 'OrganizationScope',
  },
  {
    method: 'GET',
    path: '/organization-scopes/:id',
    tag,
    summary: 'Get an organization scope',
    operation: `query($id: ID!) { organizationScope(id: $id) { ${ORGANIZATION_SCOPE_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'OrganizationScope',
  },
  {
    method: 'PATCH',
    path: '/organization-scopes/:id',
    tag,
    summary: 'Update an organization scope',
    operation: `mutation($id: ID!, $input: UpdateOrganizationScopeInput!) {
      updateOrganizationScope(id: $id, input: $input) { ${SCOPE_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateOrganizationScopeInput',
    responseType: 'OrganizationScope',
  },
  {
    method: 'DELETE',
    path: '/organization-scopes/:id',
    tag,
    summary: 'Delete an organization scope',
    operation: `mutation($id: ID!) { deleteOrganizationScope(id: $id) { deletedId userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
];
