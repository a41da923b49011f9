import { jsonObject, parseInput } from '../../domain/input.js';
import { body, type RestResult, type RestRoute } from '../route.js';
import { listParam, SEARCH_QUERY_DOCS, searchParams, singleParam } from './list-query.js';
import { ORGANIZATION_FIELDS } from './organizations.js';

export const APPLICATION_FIELDS = `tenantId id name description type isAdmin customData isThirdParty appLevelAccessControlEnabled protectedAppMetadata registrationKind createdAt updatedAt
  oidcClientMetadata { redirectUris postLogoutRedirectUris tokenEndpointAuthMethod jwks jwksUri requirePushedAuthorizationRequests backchannelLogoutUri backchannelLogoutSessionRequired frontchannelLogoutUri frontchannelLogoutSessionRequired requireDpop }
  customClientMetadata { allowTokenExchange transactionTokens allowedTokenExchangeResources allowManagementApi requirePkce idTokenSignedResponseAlg
    idTokenTtl refreshTokenTtlInDays rotateRefreshToken alwaysIssueRefreshToken maxAllowedGrants corsAllowedOrigins isDeviceFlow }`;
const ERRORS = 'userErrors { code message field data }';
/** Absent when unset, as the compatible API answers it (its type has no null); GraphQL answers null. */
export const APPLICATION_OMIT_NULL = ['oidcClientMetadata.backchannelLogoutUri', 'customClientMetadata.maxAllowedGrants'] as const;
const tag = 'Applications';

/** The REST body shows the secret inside the application, as the reference product does. */
const withSecret: RestResult = { entity: 'application', extra: ['secret'] };

export const applicationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/applications',
    tag,
    summary:
      'List applications (optionally `type=Native|SPA|Traditional|MachineToMachine`, `types` repeated or comma-separated, ' +
      '`search` or the field search on id, name or description, `excludeRoleId`, `excludeOrganizationId`)',
    list: true,
    operation: `query($first: Int, $offset: Int, $type: ApplicationType, $types: [ApplicationType!], $search: String, $searchBy: FieldSearchInput,
      $excludeRoleId: ID, $excludeOrganizationId: ID) {
      applications(first: $first, offset: $offset, type: $type, types: $types, search: $search, searchBy: $searchBy,
        excludeRoleId: $excludeRoleId, excludeOrganizationId: $excludeOrganizationId) { totalCount nodes { ${APPLICATION_FIELDS} } } }`,
    variables: (req) => ({
      type: typeof req.query.type === 'string' ? req.query.type : undefined,
      types: listParam(req, 'types'),
      ...searchParams(req),
      excludeRoleId: singleParam(req, 'excludeRoleId'),
      excludeOrganizationId: singleParam(req, 'excludeOrganizationId'),
    }),
    query: {
      type: 'One application type.',
      types: 'Application types, repeated or comma-separated.',
      ...SEARCH_QUERY_DOCS,
      excludeRoleId: 'Leave out the applications holding this role.',
      excludeOrganizationId: 'Leave out the applications that are members of this organization.',
    },
    status: 200,
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
  {
    method: 'GET',
    path: '/applications/:id',
    tag,
    summary: 'Get an application (never its secret)',
    operation: `query($id: ID!) { application(id: $id) { ${APPLICATION_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
  {
    method: 'GET',
    path: '/applications/:id/backchannel-logout-logs',
    tag,
    summary: 'Back-channel logout attempts to the application (a logout token POSTed to its backchannelLogoutUri), newest first; `result` success|failed',
    list: true,
    operation: `query($id: ID!, $first: Int, $offset: Int, $result: HookLogResult) {
      applicationBackchannelLogoutLogs(id: $id, first: $first, offset: $offset, result: $result) {
        totalCount nodes { id deliveryId attempt result statusCode durationMs responseExcerpt error sub sid createdAt } } }`,
    variables: (req) => ({ id: req.params.id, result: singleParam(req, 'result') }),
    query: { result: 'Only `success` or `failed` attempts.' },
    status: 200,
    responseType: 'BackchannelLogoutAttempt',
  },
  {
    method: 'POST',
    path: '/applications',
    tag,
    summary: 'Create an application; confidential types get `secret`, shown only in this response',
    operation: `mutation($input: CreateApplicationInput!) {
      createApplication(input: $input) { application { ${APPLICATION_FIELDS} } secret ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    result: withSecret,
    bodyType: 'CreateApplicationInput',
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
  {
    method: 'PATCH',
    path: '/applications/:id',
    tag,
    summary: 'Update an application',
    operation: `mutation($id: ID!, $input: UpdateApplicationInput!) {
      updateApplication(id: $id, input: $input) { application { ${APPLICATION_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateApplicationInput',
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
  {
    method: 'DELETE',
    path: '/applications/:id',
    tag,
    summary: 'Delete an application',
    operation: `mutation($id: ID!) { deleteApplication(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'POST',
    path: '/applications/:id/secret',
    tag,
    summary: 'Rotate the secret of a confidential application; the new `secret` is shown only in this response',
    operation: `mutation($id: ID!) { rotateApplicationSecret(id: $id) { application { ${APPLICATION_FIELDS} } secret ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: withSecret,
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
  {
    method: 'PATCH',
    path: '/applications/:id/custom-data',
    tag,
    summary: "Merge into an application's custom data (the body is the object to merge); returns the result",
    operation: `mutation($id: ID!, $customData: JSONObject!) {
      updateApplicationCustomData(id: $id, customData: $customData) { value ${ERRORS} } }`,
    // The compatible API takes the object itself as the body (not wrapped in { customData }).
    variables: (req) => {
      const raw = req.body as unknown;
      parseInput(jsonObject(), raw, 'the body must be a JSON object', ['customData']);
      return { id: req.params.id, customData: raw };
    },
    status: 200,
  },
  {
    method: 'GET',
    path: '/applications/:id/organizations',
    tag,
    summary: "List the organizations a machine-to-machine application is a member of, each with the application's roles in it",
    list: true,
    operation: `query($id: ID!, $first: Int, $offset: Int) {
      applicationOrganizations(applicationId: $id, first: $first, offset: $offset) { totalCount nodes { ${ORGANIZATION_FIELDS} organizationRoles { id name } } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Organization',
  },
];
