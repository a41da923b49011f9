import { body, type RestRoute } from '../route.js';

/** An SSO connector as the REST answers show it (also the organization JIT routes'). */
export const SSO_CONNECTOR_FIELDS =
  'id tenantId providerName providerType connectorName config domains branding syncProfile enableTokenStorage providerLogo providerLogoDark providerConfig createdAt updatedAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'SSO connectors';

export const ssoConnectorRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/sso-connector-providers',
    tag: 'SSO connector providers',
    summary: 'List the supported SSO connector providers (SAML, OIDC)',
    operation: `query { ssoConnectorProviders { providerName providerType name description logo logoDark } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'SsoConnectorProvider',
  },
  {
    method: 'GET',
    path: '/sso-connectors',
    tag,
    summary: 'List SSO connectors, with the SP side (entity id, ACS URL, metadata URL) of each SAML one',
    list: true,
    operation: `query($first: Int, $offset: Int) { ssoConnectors(first: $first, offset: $offset) { totalCount nodes { ${SSO_CONNECTOR_FIELDS} } } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'SsoConnector',
  },
  {
    method: 'POST',
    path: '/sso-connectors',
    tag,
    summary: 'Create an SSO connector; secrets in its config are sealed and never returned',
    operation: `mutation($input: CreateSsoConnectorInput!) { createSsoConnector(input: $input) { ssoConnector { ${SSO_CONNECTOR_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'CreateSsoConnectorInput',
    responseType: 'SsoConnector',
  },
  {
    method: 'GET',
    path: '/sso-connectors/:id',
    tag,
    summary: 'Get an SSO connector',
    operation: `query($id: ID!) { ssoConnector(id: $id) { ${SSO_CONNECTOR_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'SsoConnector',
  },
  {
    method: 'PATCH',
    path: '/sso-connectors/:id',
    tag,
    summary: 'Update an SSO connector (partial; a new config replaces the old, secrets not given are kept)',
    operation: `mutation($id: ID!, $input: UpdateSsoConnectorInput!) { updateSsoConnector(id: $id, input: $input) { ssoConnector { ${SSO_CONNECTOR_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateSsoConnectorInput',
    responseType: 'SsoConnector',
  },
  {
    method: 'DELETE',
    path: '/sso-connectors/:id',
    tag,
    summary: 'Delete an SSO connector and the identities users have through it',
    operation: `mutation($id: ID!) { deleteSsoConnector(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'POST',
    path: '/sso-connectors/:id/test-sign-in',
    tag,
    summary:
      'Start a test sign-in through an SSO connector (Tessera’s own; enabled or not): answers `{ url, expiresAt }`; open `url` once, within 10 minutes, in the browser that should sign in. It ends on a page showing what the IdP said; nobody is signed in',
    operation: `mutation($id: ID!) { startSsoConnectorTest(id: $id) { url expiresAt ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 201,
    result: { fields: ['url', 'expiresAt'] },
  },
];
