// A user's grants over REST, in the compatible Management API's shape: GET /users/:userId/grants
// answers `{ grants }` (each with `payload`, `expiresAt`, `application`), DELETE …/:grantId 204.
import type { RestRoute } from '../route.js';

const tag = 'Users';
const ERRORS = 'userErrors { code message field data }';
const GRANT_FIELDS =
  'id expiresAt application { id name } scopes resourceScopes { resource scopes } payload { kind jti clientId accountId iat exp openid resources }';

export const userGrantRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/:userId/grants',
    tag,
    summary: "List a user's standing grants ({ grants }), newest first; `appType` firstParty|thirdParty filters by the application's isThirdParty",
    operation: `query($userId: ID!, $appType: String) { userGrants(userId: $userId, appType: $appType) { grants { ${GRANT_FIELDS} } } }`,
    variables: (req) => ({
      userId: req.params.userId,
      ...(typeof req.query.appType === 'string' ? { appType: req.query.appType } : req.query.appType !== undefined ? { appType: '' } : {}),
    }),
    status: 200,
    result: { fields: ['grants'] },
  },
  {
    method: 'DELETE',
    path: '/users/:userId/grants/:grantId',
    tag,
    summary:
      "Revoke a user's grant: its refresh tokens, access tokens and the tokens exchanged from them stop working; for a third-party application the user's consent goes too (404 oidc.grant_not_found)",
    operation: `mutation($userId: ID!, $grantId: ID!) { revokeUserGrant(userId: $userId, grantId: $grantId) { revokedId ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, grantId: req.params.grantId }),
    status: 204,
  },
];
