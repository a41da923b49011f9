// Application-level access control over REST, at the compatible Management API's path:
// GET/PUT /applications/:applicationId/access-control with `{ userIds, userRoleIds,
// organizationIds, organizationRoleRules }`. Tessera also reads and writes the switch there
// (`enabled`, optional in the PUT), which the compatible product keeps on the application as
// `appLevelAccessControlEnabled`.
import { body, type RestRoute } from '../route.js';

const tag = 'Applications';
const ERRORS = 'userErrors { code message field data }';
const FIELDS = 'enabled userIds userRoleIds organizationIds organizationRoleRules { organizationId organizationRoleIds }';

export const applicationAccessControlRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/applications/:applicationId/access-control',
    tag,
    summary: "Get an application's access control (who may sign in to it or have a token exchanged by it)",
    operation: `query($applicationId: ID!) { applicationAccessControl(applicationId: $applicationId) { ${FIELDS} } }`,
    variables: (req) => ({ applicationId: req.params.applicationId }),
    status: 200,
    responseType: 'ApplicationAccessControl',
  },
  {
    method: 'PUT',
    path: '/applications/:applicationId/access-control',
    tag,
    summary: "Replace an application's access control (404 for an unknown id, 422 for an organization-role rule without roles)",
    operation: `mutation($applicationId: ID!, $input: ApplicationAccessControlInput!) {
      replaceApplicationAccessControl(applicationId: $applicationId, input: $input) { accessControl { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ applicationId: req.params.applicationId, input: body(req) }),
    status: 200,
    bodyType: 'ApplicationAccessControlInput',
  },
];
