import type { RestRoute } from '../route.js';

const ERRORS = 'userErrors { code message field data }';
const tag = 'OIDC signing keys';

export const signingKeyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/configs/oidc/private-keys',
    tag,
    summary: 'List the active signing keys of the OpenID provider, the current signing key first (no private material)',
    operation: `query { signingKeys { id createdAt } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'SigningKey',
  },
  {
    method: 'POST',
    path: '/configs/oidc/private-keys/rotate',
    tag,
    summary: 'Make a new signing key current; the previous one keeps verifying its tokens and the oldest beyond two is retired',
    operation: `mutation { rotateSigningKey { signingKeys { id createdAt } ${ERRORS} } }`,
    variables: () => ({}),
    status: 201,
    responseType: 'SigningKey',
  },
  {
    method: 'DELETE',
    path: '/configs/oidc/private-keys/:keyId',
    tag,
    summary: 'Retire a signing key that no longer signs: it leaves the JWKS and its tokens stop verifying',
    operation: `mutation($id: ID!) { deleteSigningKey(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.keyId }),
    status: 204,
  },
];
