import { invalidInput } from '../../domain/errors.js';
import { body, type RestRoute } from '../route.js';
import { searchParam } from './list-query.js';

export const SCOPE_FIELDS = 'tenantId id resourceId name description createdAt updatedAt';
export const RESOURCE_FIELDS =
  'tenantId id name indicator accessTokenTtl accessTokenSignedResponseAlg dpopBoundAccessTokensRequired isManagement isDefault createdAt updatedAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Resources';

export const resourceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/resources',
    tag,
    summary: 'List API resources (`search` in id, name or indicator)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String) {
      resources(first: $first, offset: $offset, search: $search) { totalCount nodes { ${RESOURCE_FIELDS} } } }`,
    variables: (req) => ({ search: searchParam(req) }),
    status: 200,
    responseType: 'Resource',
  },
  {
    method: 'GET',
    path: '/resources/:id',
    tag,
    summary: 'Get an API resource with its scopes',
    operation: `query($id: ID!) { resource(id: $id) { ${RESOURCE_FIELDS} scopes { ${SCOPE_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Resource',
  },
  {
    method: 'POST',
    path: '/resources',
    tag,
    summary: 'Create an API resource',
    operation: `mutation($input: CreateResourceInput!) {
      createResource(input: $input) { resource { ${RESOURCE_FIELDS} scopes { ${SCOPE_FIELDS} } } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    bodyType: 'CreateResourceInput',
    responseType: 'Resource',
  },
  {
    method: 'PATCH',
    path: '/resources/:id',
    tag,
    summary: "Rename an API resource or change its tokens' lifetime",
    operation: `mutation($id: ID!, $input: UpdateResourceInput!) {
      updateResource(id: $id, input: $input) { resource { ${RESOURCE_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateResourceInput',
    responseType: 'Resource',
  },
  {
    method: 'PATCH',
    path: '/resources/:id/is-default',
    tag,
    summary: 'Make an API resource the default one (`{ isDefault: true }`; any other stops being it) or not',
    operation: `mutation($id: ID!, $isDefault: Boolean!) {
      setResourceIsDefault(id: $id, isDefault: $isDefault) { resource { ${RESOURCE_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, isDefault: body(req).isDefault }),
    status: 200,
    responseType: 'Resource',
  },
  {
    method: 'GET',
    path: '/resources/:id/claims',
    tag,
    summary: "The claim mappings of an API resource's access tokens (declarative custom claims; a Tessera extension)",
    operation: `query($id: ID!) { resource(id: $id) { accessTokenClaims { claim from grantTypes } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: { pick: ['accessTokenClaims'] },
    responseType: 'ClaimMapping',
  },
  {
    method: 'PUT',
    path: '/resources/:id/claims',
    tag,
    summary: "Replace the claim mappings of an API resource's access tokens (body: a list of `{ claim, from, grantTypes? }`, at most 20)",
    operation: `mutation($id: ID!, $mappings: [ClaimMappingInput!]!) {
      setResourceClaimMappings(id: $id, mappings: $mappings) { mappings { claim from grantTypes } ${ERRORS} } }`,
    variables: (req) => {
      // GraphQL would take a lone object as a list of one: the body must be the list itself.
      if (!Array.isArray(req.body)) throw invalidInput('the body must be a list of claim mappings', ['mappings']);
      return { id: req.params.id, mappings: req.body };
    },
    status: 200,
    responseType: 'ClaimMapping',
  },
  {
    method: 'POST',
    path: '/resources/:id/claims/test',
    tag,
    summary: 'The claims a token for this resource would carry from its mappings (body: `{ userId, applicationId?, grantType?, organizationId? }`)',
    operation: `query($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String, $organizationId: ID) {
      testResourceClaims(id: $id, userId: $userId, applicationId: $applicationId, grantType: $grantType, organizationId: $organizationId) }`,
    variables: (req) => ({ id: req.params.id, ...body(req) }),
    status: 200,
  },
  {
    method: 'DELETE',
    path: '/resources/:id',
    tag,
    summary: 'Delete an API resource and its scopes',
    operation: `mutation($id: ID!) { deleteResource(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/resources/:resourceId/scopes',
    tag,
    summary: "List an API resource's scopes",
    list: true,
    operation: `query($resourceId: ID!, $first: Int, $offset: Int) {
      resourceScopes(resourceId: $resourceId, first: $first, offset: $offset) { totalCount nodes { ${SCOPE_FIELDS} } } }`,
    variables: (req) => ({ resourceId: req.params.resourceId }),
    status: 200,
    responseType: 'Scope',
  },
  {
    method: 'POST',
    path: '/resources/:resourceId/scopes',
    tag,
    summary: 'Create a scope',
    operation: `mutation($resourceId: ID!, $input: CreateScopeInput!) {
      createScope(resourceId: $resourceId, input: $input) { scope { ${SCOPE_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ resourceId: req.params.resourceId, input: body(req) }),
    status: 201,
    bodyType: 'CreateScopeInput',
    responseType: 'Scope',
  },
  {
    method: 'PATCH',
    path: '/resources/:resourceId/scopes/:scopeId',
    tag,
    summary: 'Update a scope',
    operation: `mutation($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {
      updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) { scope { ${SCOPE_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ resourceId: req.params.resourceId, scopeId: req.params.scopeId, input: body(req) }),
    status: 200,
    bodyType: 'UpdateScopeInput',
    responseType: 'Scope',
  },
  {
    method: 'DELETE',
    path: '/resources/:resourceId/scopes/:scopeId',
    tag,
    summary: 'Delete a scope',
    operation: `mutation($resourceId: ID!, $scopeId: ID!) {
      deleteScope(resourceId: $resourceId, scopeId: $scopeId) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ resourceId: req.params.resourceId, scopeId: req.params.scopeId }),
    status: 204,
  },
];
