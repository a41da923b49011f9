// The OIDC key configuration at the compatible product's paths: `private-keys` are the token
// signing keys, `cookie-keys` the key of the sign-in cookies. No private material is ever
// answered: an id, a time, the algorithm family and a status, all public.
import type { Request } from 'express';
import { z } from 'zod';
import { parseFields } from '../../domain/input.js';
import type { RestRoute } from '../route.js';

const ERRORS = 'userErrors { code message field data }';
const tag = 'OIDC signing keys';
const KEY_TYPES = ['private-keys', 'cookie-keys'] as const;

const keyTypeShape = z.enum(KEY_TYPES, { error: `keyType must be one of ${KEY_TYPES.join(', ')}` });

function keyType(req: Request): (typeof KEY_TYPES)[number] {
  return parseFields(keyTypeShape, req.params.keyType, ['keyType']);
}

export const signingKeyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/configs/oidc/:keyType',
    tag,
    summary:
      'The active keys of a type (`private-keys`: token signing keys, the current one first; `cookie-keys`: the cookie key). Public data only: id, createdAt, signingKeyAlgorithm (the family: EC, RSA), algorithm (the JWS alg; beyond the compatible shape, which cannot tell RS256 from PS256), status',
    operation: `query($cookie: Boolean!) {
      signingKeys @skip(if: $cookie) { id createdAt signingKeyAlgorithm algorithm status: rotationStatus }
      cookieKeys @include(if: $cookie) { id createdAt } }`,
    variables: (req) => ({ cookie: keyType(req) === 'cookie-keys' }),
    status: 200,
  },
  {
    method: 'POST',
    path: '/configs/oidc/:keyType/rotate',
    tag,
    summary:
      'Make a new signing key current; the previous one keeps verifying its tokens and the oldest beyond two is retired. Cookie keys are refused (`oidc.cookie_keys_not_rotatable`): they rotate by configuration',
    operation: `mutation($cookie: Boolean!, $signingKeyAlgorithm: String) {
      rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) @skip(if: $cookie) { signingKeys { id createdAt signingKeyAlgorithm algorithm status: rotationStatus } ${ERRORS} }
      rotateCookieKey @include(if: $cookie) { deletedId ${ERRORS} } }`,
    // The compatible body: { signingKeyAlgorithm?: 'EC' | 'RSA' } (EC when absent), or an algorithm by name.
    variables: (req) => {
      const algorithm = (req.body as { signingKeyAlgorithm?: unknown } | undefined)?.signingKeyAlgorithm;
      return {
        cookie: keyType(req) === 'cookie-keys',
        signingKeyAlgorithm: typeof algorithm === 'string' ? algorithm : algorithm === undefined ? null : String(algorithm),
      };
    },
    status: 200,
    result: { pick: ['signingKeys'] },
  },
  {
    method: 'DELETE',
    path: '/configs/oidc/:keyType/:keyId',
    tag,
    summary: 'Retire a signing key that no longer signs: it leaves the JWKS and its tokens stop verifying (cookie keys: refused)',
    operation: `mutation($id: ID!, $cookie: Boolean!) {
      deleteSigningKey(id: $id) @skip(if: $cookie) { deletedId ${ERRORS} }
      deleteCookieKey(id: $id) @include(if: $cookie) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.keyId, cookie: keyType(req) === 'cookie-keys' }),
    status: 204,
  },
];
