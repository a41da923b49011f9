// Social connectors at the reference product's Management API paths: /connector-factories (the
// kinds with their configuration forms) and /connectors CRUD. Secrets go in, never come out.
import { USER_FIELDS } from './users.js';
import { body, type RestRoute } from '../route.js';

const CONNECTOR_FIELDS = 'id connectorId type target name logo syncProfile config metadata { target name logo } createdAt updatedAt';
const FACTORY_FIELDS =
  'id type name isStandard target protocol platform description formItems { key label type required isConfidential defaultValue description }';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Connectors';

export const connectorRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/connector-factories',
    tag,
    summary: 'List the connector factories (OIDC, OAuth 2.0, Google, GitHub, Microsoft) with their configuration forms',
    operation: `query { connectorFactories { ${FACTORY_FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'ConnectorFactory',
  },
  {
    method: 'GET',
    path: '/connector-factories/:id',
    tag,
    summary: 'Get a connector factory',
    operation: `query($id: ID!) { connectorFactory(id: $id) { ${FACTORY_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'ConnectorFactory',
  },
  {
    method: 'GET',
    path: '/connectors',
    tag,
    summary: 'List the social connectors (client secrets are never returned)',
    operation: `query { connectors { ${CONNECTOR_FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'Connector',
  },
  {
    method: 'POST',
    path: '/connectors',
    tag,
    summary: 'Create a social connector; config.clientSecret is sealed at rest and never shown again',
    operation: `mutation($input: CreateConnectorInput!) { createConnector(input: $input) { connector { ${CONNECTOR_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'CreateConnectorInput',
    responseType: 'Connector',
  },
  {
    method: 'GET',
    path: '/connectors/:id',
    tag,
    summary: 'Get a social connector',
    operation: `query($id: ID!) { connector(id: $id) { ${CONNECTOR_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Connector',
  },
  {
    method: 'PATCH',
    path: '/connectors/:id',
    tag,
    summary: 'Update a social connector (a config without clientSecret keeps the stored secret)',
    operation: `mutation($id: ID!, $input: UpdateConnectorInput!) { updateConnector(id: $id, input: $input) { connector { ${CONNECTOR_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: body(req) }),
    status: 200,
    bodyType: 'UpdateConnectorInput',
    responseType: 'Connector',
  },
  {
    method: 'DELETE',
    path: '/connectors/:id',
    tag,
    summary: 'Delete a social connector',
    operation: `mutation($id: ID!) { deleteConnector(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'POST',
    path: '/connectors/:id/test-sign-in',
    tag,
    summary:
      'Start a test sign-in through a social connector (Tessera’s own; enabled or not): answers `{ url, expiresAt }`; open `url` once, within 10 minutes, in the browser that should sign in. It comes back at the connector’s redirect URI and ends on a page showing what the provider said; nobody is signed in',
    operation: `mutation($id: ID!) { startConnectorTest(id: $id) { url expiresAt ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 201,
    result: { fields: ['url', 'expiresAt'] },
  },
  {
    method: 'GET',
    path: '/users/:userId/identities/:target',
    tag: 'Users',
    summary: "Get a user's linked social identity at a target (`{ identity }`; Tessera keeps no connector token sets, so no `tokenSecret`)",
    operation: 'query($id: ID!, $target: String!) { userIdentity(id: $id, target: $target) }',
    variables: (req) => ({ id: req.params.userId, target: req.params.target }),
    status: 200,
    result: { wrap: 'identity' },
  },
  {
    method: 'PUT',
    path: '/users/:userId/identities/:target',
    tag: 'Users',
    summary: "Link a social identity to a user (or replace the one at that target); answers the user's identities",
    operation: `mutation($id: ID!, $target: String!, $input: UserIdentityInput!) {
      setUserIdentity(id: $id, target: $target, input: $input) { identities ${ERRORS} } }`,
    // The reference's body { userId, details }: userId is the id at the identity provider.
    variables: (req) => {
      const { userId, details } = body(req);
      return { id: req.params.userId, target: req.params.target, input: { identityId: userId, details } };
    },
    status: 200,
  },
  {
    method: 'POST',
    path: '/users/:userId/identities',
    tag: 'Users',
    summary: "Link the social identity an upstream authorization code proves (Tessera exchanges the code); answers the user's identities",
    operation: `mutation($id: ID!, $input: LinkUserIdentityInput!) { linkUserIdentity(id: $id, input: $input) { identities ${ERRORS} } }`,
    variables: (req) => {
      const { connectorId, connectorData } = body(req);
      return { id: req.params.userId, input: { connectorId, connectorData } };
    },
    status: 200,
    bodyType: 'LinkUserIdentityInput',
  },
  {
    method: 'DELETE',
    path: '/users/:userId/identities/:target',
    tag: 'Users',
    summary: "Unlink a user's social identity; answers the user",
    operation: `mutation($id: ID!, $target: String!) { deleteUserIdentity(id: $id, target: $target) { user { ${USER_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.userId, target: req.params.target }),
    status: 200,
  },
];
