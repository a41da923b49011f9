// An application's ID-token claim mappings over REST (a Tessera extension, beside the resource's
// /resources/:id/claims): GET/PUT /applications/:id/claims and POST /applications/:id/claims/test.
import { invalidInput } from '../../domain/errors.js';
import { body, type RestRoute } from '../route.js';

const tag = 'Applications';
const ERRORS = 'userErrors { code message field data }';

export const applicationIdTokenClaimRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/applications/:id/claims',
    tag,
    summary: "The claim mappings of an application's ID tokens (declarative custom claims; a Tessera extension)",
    operation: `query($id: ID!) { application(id: $id) { idTokenClaims { claim from grantTypes } } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    result: { pick: ['idTokenClaims'] },
    responseType: 'ClaimMapping',
  },
  {
    method: 'PUT',
    path: '/applications/:id/claims',
    tag,
    summary:
      "Replace the claim mappings of an application's ID tokens (body: a list of `{ claim, from, grantTypes? }`, at most 20; standard user claims are refused)",
    operation: `mutation($id: ID!, $mappings: [ClaimMappingInput!]!) {
      setApplicationIdTokenClaims(id: $id, mappings: $mappings) { mappings { claim from grantTypes } ${ERRORS} } }`,
    variables: (req) => {
      // GraphQL would take a lone object as a list of one: the body must be the list itself.
      if (!Array.isArray(req.body)) throw invalidInput('the body must be a list of claim mappings', ['mappings']);
      return { id: req.params.id, mappings: req.body };
    },
    status: 200,
    responseType: 'ClaimMapping',
  },
  {
    method: 'POST',
    path: '/applications/:id/claims/test',
    tag,
    summary: 'The claims an ID token of this application would carry from its mappings (body: `{ userId, grantType? }`)',
    operation: `query($id: ID!, $userId: ID!, $grantType: String) {
      testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType) }`,
    variables: (req) => ({ id: req.params.id, ...body(req) }),
    status: 200,
  },
];
