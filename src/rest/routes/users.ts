import type { Request } from 'express';
import { z } from 'zod';
import { parseFields } from '../../domain/input.js';
import { body, type RestRoute } from '../route.js';
import { flagParam, SEARCH_QUERY_DOCS, searchParams, singleParam } from './list-query.js';

export const USER_FIELDS = `id applicationId username primaryEmail primaryPhone emailVerified phoneVerified name avatar customData profile identities
  hasPassword hasMfa isSuspended lastSignInAt createdAt updatedAt`;
/** Fields the compatible API answers only when asked (`includePasswordHash`, `includeSsoIdentities`). */
const OPTIONAL_USER_FIELDS = `passwordDigest @include(if: $withPasswordHash) passwordAlgorithm @include(if: $withPasswordHash)
  ssoIdentities @include(if: $withSsoIdentities) { id userId ssoConnectorId issuer identityId detail createdAt updatedAt }`;
const OPTIONAL_USER_FIELD_DOCS: Record<string, string> = {
  includePasswordHash: '`true` adds `passwordDigest` and `passwordAlgorithm` (null without a password), for moving users to another system.',
  includeSsoIdentities: "`true` adds `ssoIdentities`, the user's enterprise SSO identities.",
};
const optionalUserFields = (req: Request) => ({
  withPasswordHash: flagParam(req, 'includePasswordHash'),
  withSsoIdentities: flagParam(req, 'includeSsoIdentities'),
});
const USER_PAYLOAD = `user { ${USER_FIELDS} } userErrors { code message field data }`;
const tag = 'Users';
const ERRORS = 'userErrors { code message field data }';
// The compatible Management API's session shape (Tessera's own fields are in GraphQL).
const SESSION_FIELDS = `payload { kind uid jti accountId loginTs iat exp authorizations } lastSubmission clientId accountId expiresAt`;

/**
 * The compatible API's `revokeGrantsTarget` (`all` | `firstParty`). Tessera always revokes every
 * grant of the ended session (it has no third-party applications, and no grant outlives its
 * session), so both values mean the same; anything else is refused rather than ignored.
 */
const revokeTarget = z.enum(['all', 'firstParty'], { error: 'revokeGrantsTarget must be all or firstParty' }).optional();

function checkRevokeTarget(raw: unknown): void {
  parseFields(revokeTarget, raw, ['revokeGrantsTarget']);
}

export const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/:userId/sso-identities/:ssoConnectorId',
    tag,
    summary: "Get a user's identity at an enterprise SSO connector ({ ssoIdentity })",
    operation: `query($id: ID!, $ssoConnectorId: ID!) {
      userSsoIdentity(id: $id, ssoConnectorId: $ssoConnectorId) { ssoIdentity { id tenantId userId ssoConnectorId issuer identityId detail createdAt updatedAt } } }`,
    variables: (req) => ({ id: req.params.userId, ssoConnectorId: req.params.ssoConnectorId }),
    status: 200,
    result: { fields: ['ssoIdentity'] },
  },
  {
    method: 'GET',
    path: '/users',
    tag,
    summary: 'List users (`search`, the field search, `excludeRoleId`, `excludeOrganizationId`)',
    list: true,
    operation: `query($first: Int, $offset: Int, $search: String, $searchBy: FieldSearchInput, $excludeRoleId: ID, $excludeOrganizationId: ID,
      $withPasswordHash: Boolean!, $withSsoIdentities: Boolean!) {
      users(first: $first, offset: $offset, search: $search, searchBy: $searchBy, excludeRoleId: $excludeRoleId, excludeOrganizationId: $excludeOrganizationId) {
        totalCount nodes { ${USER_FIELDS} ${OPTIONAL_USER_FIELDS} } } }`,
    variables: (req) => ({
      ...searchParams(req),
      excludeRoleId: singleParam(req, 'excludeRoleId'),
      excludeOrganizationId: singleParam(req, 'excludeOrganizationId'),
      ...optionalUserFields(req),
    }),
    query: {
      ...SEARCH_QUERY_DOCS,
      excludeRoleId: 'Leave out the users holding this role.',
      excludeOrganizationId: 'Leave out the members of this organization.',
      ...OPTIONAL_USER_FIELD_DOCS,
    },
    status: 200,
    responseType: 'User',
  },
  {
    method: 'GET',
    path: '/users/:userId',
    tag,
    summary: 'Get a user',
    operation: `query($id: ID!, $withPasswordHash: Boolean!, $withSsoIdentities: Boolean!) { user(id: $id) { ${USER_FIELDS} ${OPTIONAL_USER_FIELDS} } }`,
    variables: (req) => ({ id: req.params.userId, ...optionalUserFields(req) }),
    query: OPTIONAL_USER_FIELD_DOCS,
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
    method: 'GET',
    path: '/users/:userId/custom-data',
    tag,
    summary: "Get a user's custom data",
    operation: `query($id: ID!) { user(id: $id) { customData } }`,
    variables: (req) => ({ id: req.params.userId }),
    status: 200,
    result: { pick: ['customData'] },
  },
  {
    method: 'GET',
    path: '/users/:userId/has-password',
    tag,
    summary: 'Whether a user has a password (`{ hasPassword }`)',
    operation: `query($id: ID!) { user(id: $id) { hasPassword } }`,
    variables: (req) => ({ id: req.params.userId }),
    status: 200,
    result: { fields: ['hasPassword'] },
  },
  {
    method: 'POST',
    path: '/users/:userId/password/verify',
    tag,
    summary: "Check a user's password (`{ password }`): 204 when right, 422 session.invalid_credentials when not",
    operation: `mutation($id: ID!, $password: String!) { verifyUserPassword(id: $id, password: $password) { verified ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.userId, password: body(req).password }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/users/:userId/all-identities',
    tag,
    summary: "A user's social and enterprise SSO identities (`{ socialIdentities, ssoIdentities }`)",
    operation: `query($userId: ID!) { userAllIdentities(userId: $userId) {
      socialIdentities { target identity }
      ssoIdentities { ssoIdentity { id tenantId userId ssoConnectorId issuer identityId detail createdAt updatedAt } ssoConnectorId } } }`,
    variables: (req) => {
      // Token storage for connectors does not exist in Tessera: there is never a token secret to include.
      return { userId: req.params.userId };
    },
    status: 200,
    result: { fields: ['socialIdentities', 'ssoIdentities'] },
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
    path: '/users/:userId/identifier-verification',
    tag,
    summary: 'Mark the user\'s primary email or phone verified or not (`{ identifierType: "email" | "phone", verified }`; a Tessera addition)',
    operation: `mutation($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {
      setUserIdentifierVerified(id: $id, identifierType: $identifierType, verified: $verified) { ${USER_PAYLOAD} } }`,
    variables: (req) => ({ id: req.params.userId, identifierType: body(req).identifierType, verified: body(req).verified }),
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
  {
    method: 'GET',
    path: '/users/:userId/mfa-verifications',
    tag,
    summary:
      "List a user's enrolled second factors (TOTP, backup codes, passkeys): id, type, createdAt, lastUsedAt, remainCodes (backup codes), a passkey's name and agent; never a secret or a code",
    operation: `query($userId: ID!) { userMfaVerifications(userId: $userId) { id type createdAt lastUsedAt remainCodes name agent } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    // Only a BackupCode factor has remainCodes and only a passkey name and agent (absent on the others, as the compatible API answers).
    // lastUsedAt is optional in the compatible types (absent until first use), not nullable; both
    // times are ISO 8601 text there, unlike its other times.
    result: { omitNull: ['remainCodes', 'name', 'agent', 'lastUsedAt'], isoDates: ['createdAt', 'lastUsedAt'] },
    responseType: 'UserMfaVerification',
  },
  {
    method: 'POST',
    path: '/users/:userId/mfa-verifications',
    tag,
    summary:
      'Set up a second factor for a user: { type: "Totp", secret? } answers { type, secret, secretQrCode }; { type: "BackupCode", codes? } answers { type, codes }. Shown this once',
    operation: `mutation($userId: ID!, $input: CreateUserMfaVerificationInput!) {
      createUserMfaVerification(userId: $userId, input: $input) { type secret secretQrCode codes ${ERRORS} } }`,
    variables: (req) => {
      const b = body(req);
      return { userId: req.params.userId, input: { type: b.type, secret: b.secret, codes: b.codes } };
    },
    status: 200,
    bodyType: 'CreateUserMfaVerificationInput',
    result: { present: ['type', 'secret', 'secretQrCode', 'codes'] },
  },
  {
    method: 'DELETE',
    path: '/users/:userId/mfa-verifications/:verificationId',
    tag,
    summary: "Remove a user's second factor (the user then signs in without it)",
    operation: `mutation($userId: ID!, $verificationId: ID!) {
      deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, verificationId: req.params.verificationId }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/users/:userId/sessions',
    tag,
    summary: "List a user's active sessions ({ sessions }), newest first; never a session's cookie secret",
    operation: `query($userId: ID!) { userSessions(userId: $userId) { sessions { ${SESSION_FIELDS} } } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    result: { fields: ['sessions'] },
  },
  {
    method: 'GET',
    path: '/users/:userId/sessions/:sessionId',
    tag,
    summary: "Get one of a user's active sessions (404 oidc.session_not_found when ended, expired or another user's)",
    operation: `query($userId: ID!, $sessionId: ID!) { userSession(userId: $userId, sessionId: $sessionId) { ${SESSION_FIELDS} } }`,
    variables: (req) => ({ userId: req.params.userId, sessionId: req.params.sessionId }),
    status: 200,
    responseType: 'UserSession',
  },
  {
    method: 'DELETE',
    path: '/users/:userId/sessions/:sessionId',
    tag,
    summary: 'End a user session as sign-out does and revoke the grants issued through it (`revokeGrantsTarget` all|firstParty accepted; both revoke all)',
    operation: `mutation($userId: ID!, $sessionId: ID!) { revokeUserSession(userId: $userId, sessionId: $sessionId) { revokedId ${ERRORS} } }`,
    variables: (req) => {
      checkRevokeTarget(req.query.revokeGrantsTarget);
      return { userId: req.params.userId, sessionId: req.params.sessionId };
    },
    status: 204,
  },
];
