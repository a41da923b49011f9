// A user's limits on the applications (agents) acting for them by token exchange, over REST:
// GET /users/:userId/agent-limits, PUT …/:applicationId { resources }, DELETE …/:applicationId.
// Tessera's own (the compatible product has none); docs/agents.md.
import { body, type RestRoute } from '../route.js';

const tag = 'Users';
const ERRORS = 'userErrors { code message field data }';
const FIELDS = 'applicationId applicationName resources createdAt updatedAt';

export const agentLimitRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/:userId/agent-limits',
    tag,
    summary: 'List the limits a user set on the applications (agents) acting for them by token exchange: per application, the resource indicators it may reach',
    operation: `query($userId: ID!) { userAgentLimits(userId: $userId) { ${FIELDS} } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    responseType: 'UserAgentLimit',
  },
  {
    method: 'PUT',
    path: '/users/:userId/agent-limits/:applicationId',
    tag,
    summary:
      "Set or replace a user's limit on one application ({ resources: [indicator…] }, at most 100; [] forbids it any exchange for the user); 422 user.agent_limit_invalid_resource for an unknown resource or the Management API",
    operation: `mutation($userId: ID!, $applicationId: ID!, $resources: [String!]!) {
      setUserAgentLimit(userId: $userId, applicationId: $applicationId, resources: $resources) { limit { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, applicationId: req.params.applicationId, resources: body(req).resources }),
    status: 200,
    responseType: 'UserAgentLimit',
  },
  {
    method: 'DELETE',
    path: '/users/:userId/agent-limits/:applicationId',
    tag,
    summary: "Remove a user's limit on one application: its own rules apply again (404 user.agent_limit_not_found)",
    operation: `mutation($userId: ID!, $applicationId: ID!) { removeUserAgentLimit(userId: $userId, applicationId: $applicationId) { removedApplicationId ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, applicationId: req.params.applicationId }),
    status: 204,
  },
];
