import { body, type RestResult, type RestRoute } from '../route.js';
import { listParam, searchParam } from './list-query.js';

export const APPLICATION_FIELDS = `id name description type isAdmin createdAt updatedAt
  oidcClientMetadata { redirectUris postLogoutRedirectUris }
  customClientMetadata { allowTokenExchange allowedTokenExchangeResources allowManagementApi }`;
const ERRORS = 'userErrors { code message field data }';
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
      '`search` in id, name or description)',
    list: true,
    operation: `query($first: Int, $offset: Int, $type: ApplicationType, $types: [ApplicationType!], $search: String) {
      applications(first: $first, offset: $offset, type: $type, types: $types, search: $search) { totalCount nodes { ${APPLICATION_FIELDS} } } }`,
    variables: (req) => ({
      type: typeof req.query.type === 'string' ? req.query.type : undefined,
      types: listParam(req, 'types'),
      search: searchParam(req),
    }),
    status: 200,
    responseType: 'Application',
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
  },
];
