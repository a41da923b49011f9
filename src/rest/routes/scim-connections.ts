// SCIM connections over REST (Tessera's own; the compatible product has no such routes). The
// token is answered only by the creation; DELETE revokes (the row stays, marked revoked).
import { body, type RestRoute } from '../route.js';

const FIELDS = 'id name organizationId token createdAt revokedAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'SCIM connections';

export const scimConnectionRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/scim-connections',
    tag,
    summary: 'List the SCIM connections (without their tokens)',
    operation: `query { scimConnections { ${FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'ScimConnection',
  },
  {
    method: 'POST',
    path: '/scim-connections',
    tag,
    summary: 'Create a SCIM connection (`{ name, organizationId? }`); the answer carries its bearer token, shown only this once',
    operation: `mutation($input: CreateScimConnectionInput!) { createScimConnection(input: $input) { scimConnection { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: { name: body(req).name, organizationId: body(req).organizationId ?? null } }),
    status: 201,
    bodyType: 'CreateScimConnectionInput',
    responseType: 'ScimConnection',
  },
  {
    method: 'DELETE',
    path: '/scim-connections/:id',
    tag,
    summary: 'Revoke a SCIM connection; its token is refused at once',
    operation: `mutation($id: ID!) { revokeScimConnection(id: $id) { scimConnection { id } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
];
