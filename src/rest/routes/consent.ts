// Third-party applications' consent over REST, at the compatible Management API's paths:
// /applications/:applicationId/user-consent-scopes (what the application may ask a user for) and
// /applications/:id/users/:userId/consent-organizations (the organizations a user let it reach).
import { z } from 'zod';
import { parseFields, stringList } from '../../domain/input.js';
import { body, type RestRoute } from '../route.js';
import { ORGANIZATION_FIELDS } from './organizations.js';

const tag = 'Applications';
const ERRORS = 'userErrors { code message field data }';
const SCOPE = 'id name description';
const GROUP = `resource { id name indicator } scopes { ${SCOPE} }`;
const SCOPES = `organizationScopes { ${SCOPE} } resourceScopes { ${GROUP} } organizationResourceScopes { ${GROUP} } userScopes`;

/** `organizationIds` of the body: shape-checked here so that a wrong type is a 400, not a GraphQL coercion error. */
function organizationIds(req: Parameters<RestRoute['variables']>[0]): unknown {
  return parseFields(stringList('organizationIds must be a list of organization ids'), body(req).organizationIds, ['organizationIds'], 1);
}

/** Each list present must be a list of strings, checked in this order. */
const consentScopes = z.object({
  organizationScopes: stringList('organizationScopes must be a list of strings').optional(),
  resourceScopes: stringList('resourceScopes must be a list of strings').optional(),
  userScopes: stringList('userScopes must be a list of strings').optional(),
});

/** The consent scopes body: each list present must be a list of strings (GraphQL would coerce a lone string). */
function consentScopesBody(req: Parameters<RestRoute['variables']>[0]): Record<string, unknown> {
  const input = body(req);
  parseFields(consentScopes, input, [], 1);
  return input;
}

export const consentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/applications/:applicationId/user-consent-scopes',
    tag,
    summary: 'List what a third-party application may ask a user for (422 application.third_party_application_only for a first-party application)',
    operation: `query($applicationId: ID!) { applicationUserConsentScopes(applicationId: $applicationId) { ${SCOPES} } }`,
    variables: (req) => ({ applicationId: req.params.applicationId }),
    status: 200,
    responseType: 'ApplicationUserConsentScopes',
  },
  {
    method: 'POST',
    path: '/applications/:applicationId/user-consent-scopes',
    tag,
    summary:
      'Add user consent scopes to a third-party application (ids of organization and resource scopes, user scope names; 422 application.user_consent_scopes_not_found for an unknown one)',
    operation: `mutation($applicationId: ID!, $input: AssignUserConsentScopesInput!) {
      assignApplicationUserConsentScopes(applicationId: $applicationId, input: $input) { consentScopes { ${SCOPES} } ${ERRORS} } }`,
    variables: (req) => ({ applicationId: req.params.applicationId, input: consentScopesBody(req) }),
    status: 201,
    bodyType: 'AssignUserConsentScopesInput',
  },
  {
    method: 'DELETE',
    path: '/applications/:applicationId/user-consent-scopes/:scopeType/:scopeId',
    tag,
    summary: 'Remove a user consent scope (scopeType: user-scopes, resource-scopes or organization-scopes; 404 when the application does not have it)',
    operation: `mutation($applicationId: ID!, $scopeType: String!, $scopeId: String!) {
      removeApplicationUserConsentScope(applicationId: $applicationId, scopeType: $scopeType, scopeId: $scopeId) { removedId ${ERRORS} } }`,
    variables: (req) => ({ applicationId: req.params.applicationId, scopeType: req.params.scopeType, scopeId: req.params.scopeId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/applications/:id/users/:userId/consent-organizations',
    tag,
    summary: 'List the organizations a user let a third-party application reach ({ organizations })',
    operation: `query($id: ID!, $userId: ID!) { applicationUserConsentOrganizations(applicationId: $id, userId: $userId) { organizations { ${ORGANIZATION_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id, userId: req.params.userId }),
    status: 200,
    result: { fields: ['organizations'] },
  },
  {
    method: 'PUT',
    path: '/applications/:id/users/:userId/consent-organizations',
    tag,
    summary: 'Replace the organizations a user let a third-party application reach (the user must be a member of each: 422 organization.require_membership)',
    operation: `mutation($id: ID!, $userId: ID!, $organizationIds: [String!]!) {
      replaceApplicationUserConsentOrganizations(applicationId: $id, userId: $userId, organizationIds: $organizationIds) { organizations { id } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, userId: req.params.userId, organizationIds: organizationIds(req) }),
    status: 204,
  },
  {
    method: 'POST',
    path: '/applications/:id/users/:userId/consent-organizations',
    tag,
    summary: "Let a third-party application reach more of a user's organizations (non-empty; the user must be a member of each)",
    operation: `mutation($id: ID!, $userId: ID!, $organizationIds: [String!]!) {
      addApplicationUserConsentOrganizations(applicationId: $id, userId: $userId, organizationIds: $organizationIds) { organizations { ${ORGANIZATION_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, userId: req.params.userId, organizationIds: organizationIds(req) }),
    status: 201,
    result: { fields: ['organizations'] },
  },
  {
    method: 'DELETE',
    path: '/applications/:id/users/:userId/consent-organizations/:organizationId',
    tag,
    summary: 'Take one organization away from what a user let a third-party application reach (404 when it was not granted)',
    operation: `mutation($id: ID!, $userId: ID!, $organizationId: ID!) {
      removeApplicationUserConsentOrganization(applicationId: $id, userId: $userId, organizationId: $organizationId) { removedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, userId: req.params.userId, organizationId: req.params.organizationId }),
    status: 204,
  },
];
