// A user's personal access tokens, on the compatible product's paths: a token is addressed by
// its name. The value is answered only by the creation.
import { parseFields, parseInput, requiredString } from '../../domain/input.js';
import { expiryShape } from './input-shapes.js';
import { body, type RestRoute } from '../route.js';

const FIELDS = 'tenantId id userId name value expiresAt createdAt updatedAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Users';

/** `expiresAt` as the compatible product sends it (epoch milliseconds), or ISO 8601; null or absent for never. */
function expiry(value: unknown): string | null {
  return parseInput(expiryShape, value, 'expiresAt must be epoch milliseconds, an ISO 8601 date or null', ['expiresAt']) ?? null;
}

export const personalAccessTokenRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/:userId/personal-access-tokens',
    tag,
    summary: "List a user's personal access tokens (without their values)",
    operation: `query($userId: ID!) { personalAccessTokens(userId: $userId) { ${FIELDS} } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    responseType: 'PersonalAccessToken',
  },
  {
    method: 'POST',
    path: '/users/:userId/personal-access-tokens',
    tag,
    summary: 'Create a personal access token ({ name, expiresAt? }); the response carries its value, shown only this once',
    operation: `mutation($userId: ID!, $input: CreatePersonalAccessTokenInput!) {
      createPersonalAccessToken(userId: $userId, input: $input) { personalAccessToken { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => {
      const b = body(req);
      return { userId: req.params.userId, input: { name: b.name, expiresAt: expiry(b.expiresAt) } };
    },
    status: 201,
    bodyType: 'CreatePersonalAccessTokenInput',
    responseType: 'PersonalAccessToken',
  },
  {
    method: 'PATCH',
    path: '/users/:userId/personal-access-tokens/:name',
    tag,
    summary: 'Rename a personal access token ({ name })',
    operation: `mutation($userId: ID!, $name: String!, $newName: String!) {
      renamePersonalAccessToken(userId: $userId, name: $name, newName: $newName) { personalAccessToken { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, name: req.params.name, newName: body(req).name }),
    status: 200,
    responseType: 'PersonalAccessToken',
  },
  {
    method: 'DELETE',
    path: '/users/:userId/personal-access-tokens/:name',
    tag,
    summary: 'Delete a personal access token; the token endpoint refuses it at once',
    operation: `mutation($userId: ID!, $name: String!) { deletePersonalAccessToken(userId: $userId, name: $name) { deletedName ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, name: req.params.name }),
    status: 204,
  },
  // The compatible product's by-body twins of the two routes above, for names that do not fit in
  // a path segment. `currentName` is optional in its types but names the token: without it there
  // is nothing to rename, so it is refused rather than guessed.
  {
    method: 'PATCH',
    path: '/users/:userId/personal-access-tokens',
    tag,
    summary: 'Rename a personal access token named in the body ({ currentName, name })',
    operation: `mutation($userId: ID!, $name: String!, $newName: String!) {
      renamePersonalAccessToken(userId: $userId, name: $name, newName: $newName) { personalAccessToken { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => {
      const b = body(req);
      const name = parseFields(requiredString('currentName names the token to rename'), b.currentName, ['currentName']);
      return { userId: req.params.userId, name, newName: b.name };
    },
    status: 200,
    responseType: 'PersonalAccessToken',
  },
  {
    method: 'POST',
    path: '/users/:userId/personal-access-tokens/delete',
    tag,
    summary: 'Delete a personal access token named in the body ({ name })',
    operation: `mutation($userId: ID!, $name: String!) { deletePersonalAccessToken(userId: $userId, name: $name) { deletedName ${ERRORS} } }`,
    variables: (req) => {
      const b = body(req);
      return { userId: req.params.userId, name: parseFields(requiredString('name names the token to delete'), b.name, ['name']) };
    },
    status: 204,
  },
];
