// Named application secrets on the compatible product's paths: a secret is addressed by its name;
// its value is answered only by the creation (an empty string after).
import { parseInput } from '../../domain/input.js';
import { expiryShape } from './input-shapes.js';
import { body, type RestRoute } from '../route.js';
import { APPLICATION_FIELDS, APPLICATION_OMIT_NULL } from './applications.js';

const FIELDS = 'tenantId applicationId name value createdAt expiresAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Applications';

/** `expiresAt` as the compatible product sends it (epoch milliseconds), or ISO 8601; null or absent for never. */
function expiry(value: unknown): string | null {
  return parseInput(expiryShape, value, 'expiresAt must be epoch milliseconds, an ISO 8601 date or null', ['expiresAt']) ?? null;
}

export const applicationSecretRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/applications/:id/secrets',
    tag,
    summary: "List an application's named secrets (their values are never shown again: `value` is empty)",
    operation: `query($id: ID!) { applicationSecrets(applicationId: $id) { ${FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'NamedApplicationSecret',
  },
  {
    method: 'POST',
    path: '/applications/:id/secrets',
    tag,
    summary: 'Create a named secret ({ name, expiresAt? }); the response carries its `value`, shown only this once',
    operation: `mutation($id: ID!, $input: CreateNamedApplicationSecretInput!) {
      createApplicationSecret(applicationId: $id, input: $input) { secret { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => {
      const b = body(req);
      return { id: req.params.id, input: { name: b.name, expiresAt: expiry(b.expiresAt) } };
    },
    status: 201,
    bodyType: 'CreateNamedApplicationSecretInput',
    responseType: 'NamedApplicationSecret',
  },
  {
    method: 'PATCH',
    path: '/applications/:id/secrets/:name',
    tag,
    summary: 'Rename a named secret ({ name })',
    operation: `mutation($id: ID!, $name: String!, $newName: String!) {
      renameApplicationSecret(applicationId: $id, name: $name, newName: $newName) { secret { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, name: req.params.name, newName: body(req).name }),
    status: 200,
    responseType: 'NamedApplicationSecret',
  },
  {
    method: 'DELETE',
    path: '/applications/:id/secrets/:name',
    tag,
    summary: 'Delete a named secret; the token endpoint refuses it at once',
    operation: `mutation($id: ID!, $name: String!) { deleteApplicationSecret(applicationId: $id, name: $name) { deletedName ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, name: req.params.name }),
    status: 204,
  },
  {
    method: 'DELETE',
    path: '/applications/:id/legacy-secret',
    tag,
    summary:
      "Delete the application's legacy secret (made at creation or by POST /applications/:id/secret); only its named secrets authenticate it after. Answers the application",
    operation: `mutation($id: ID!) { deleteApplicationLegacySecret(applicationId: $id) { application { ${APPLICATION_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'Application',
    omitNullMembers: APPLICATION_OMIT_NULL,
  },
];
