import { body, type RestRoute } from '../route.js';

export const USER_FIELDS = `id username primaryEmail primaryPhone emailVerified phoneVerified name avatar customData profile identities
  hasPassword hasMfa isSuspended lastSignInAt createdAt updatedAt`;
const USER_PAYLOAD = `user { ${USER_FIELDS} } userErrors { code message field data }`;
const tag = 'Users';

export const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/:userId/sso-identities/:ssoConnectorId',
    tag,
    summary: "Get a user's identity at an enterprise SSO connector ({ ssoIdentity })",
    operation: `query($id: ID!, $ssoConnectorId: ID!) {
      userSsoIdentity(id: $id, ssoConnectorId: $ssoConnectorId) { ssoIdentity { id userId ssoConnectorId issuer identityId detail createdAt updatedAt } } }`,
    variables: (req) => ({ id: req.params.userId, ssoConnectorId: req.params.ssoConnectorId }),
    status: 200,
    result: { fields: ['ssoIdentity'] },
  },
  {
    method: 'GET',
    path: '/users',
    tag,
    summary: 'List users (search by username, email, phone or name)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String) {
      users(first: $first, offset: $offset, search: $search) { totalCount nodes { ${USER_FIELDS} } } }`,
    variables: (req) => ({ search: typeof req.query.search === 'string' ? req.query.search : undefined }),
    status: 200,
    responseType: 'User',
  },
  {
    method: 'GET',
    path: '/users/:userId',
    tag,
    summary: 'Get a user',
    operation: `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
    variables: (req) => ({ id: req.params.userId }),
    status: 200,
    responseType: 'User',
  },
  {
    method: 'POST',
    path: '/users',
    tag,
    summary: 'Create a user',
    operation: `mutation($input: CreateUserInput!) { createUser(input: $input) { ${USER_PAYLOAD} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'CreateUserInput',
    responseType: 'User',
  },
  {
    method: 'PATCH',
    path: '/users/:userId',
    tag,
    summary: 'Update a user',
    operation: `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.userId, input: body(req) }),
    status: 200,
    bodyType: 'UpdateUserInput',
    responseType: 'User',
  },
  {
    method: 'PATCH',
    path: '/users/:userId/custom-data',
    tag,
    summary: "Merge into a user's custom data; returns the result",
    operation: `mutation($id: ID!, $customData: JSONObject!) {
      updateUserCustomData(id: $id, customData: $customData) { value userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.userId, customData: body(req).customData }),
    status: 200,
  },
  {
    method: 'PATCH',
    path: '/users/:userId/profile',
    tag,
    summary: "Merge into a user's profile; returns the result",
    operation: `mutation($id: ID!, $profile: JSONObject!) {
      updateUserProfile(id: $id, profile: $profile) { value userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.userId, profile: body(req).profile }),
    status: 200,
  },
  {
    method: 'PATCH',
    path: '/users/:userId/password',
    tag,
    summary: "Set a user's password",
    operation: `mutation($id: ID!, $password: String!) { updateUserPassword(id: $id, password: $password) { ${USER_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.userId, password: body(req).password }),
    status: 200,
    responseType: 'User',
  },
  {
    method: 'PATCH',
    path: '/users/:userId/is-suspended',
    tag,
    summary: 'Suspend or re-enable a user',
    operation: `mutation($id: ID!, $isSuspended: Boolean!) {
      setUserSuspended(id: $id, isSuspended: $isSuspended) { ${USER_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.userId, isSuspended: body(req).isSuspended }),
    status: 200,
    responseType: 'User',
  },
  {
    method: 'DELETE',
    path: '/users/:userId',
    tag,
    summary: 'Delete a user',
    operation: `mutation($id: ID!) { deleteUser(id: $id) { deletedId userErrors { code message field data } } }`,
    variables: (req) => ({ id: req.params.userId }),
    status: 204,
  },
];
