// OpenAPI paths of the sign-up, forgot-password and MFA steps of the Experience API and of the
// Account API (details in docs/experience-api.md). Merged into the document by ./openapi.ts.
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (properties: Record<string, unknown>, required: string[] = []) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
const ok = (properties: Record<string, unknown>) => ({
  description: 'OK',
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
const str = { type: 'string' };
const recipient = {
  type: 'object',
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['email', 'phone'] }, value: str },
};
const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };
const experience = (summary: string, body?: ReturnType<typeof json>, success: Record<string, unknown> = { 204: { description: 'Done' } }) => ({
  post: { tags: ['Experience'], security: [], summary, ...(body ? { requestBody: body } : {}), responses: { ...errors, ...success } },
});
const account = (
  method: 'get' | 'post',
  summary: string,
  body?: ReturnType<typeof json>,
  success: Record<string, unknown> = { 204: { description: 'Done' } },
) => ({
  [method]: { tags: ['Account'], security: [{ bearer: [] }], summary, ...(body ? { requestBody: body } : {}), responses: { ...errors, ...success } },
});
const verification = ok({ verificationId: str });
// A change of email, phone, password or MFA needs a fresh proof of identity (docs/experience-api.md).
const proofHeader = {
  parameters: [
    {
      name: 'logto-verification-id',
      in: 'header',
      required: false,
      schema: str,
      description: 'verificationRecordId of a proof from /api/verifications (password, or a code to the current email or phone)',
    },
  ],
};
const withProof = (path: Record<string, Record<string, unknown>>) => ({ post: { ...path.post, ...proofHeader } });
const record = (status: number) => ({ [status]: ok({ verificationRecordId: str, expiresAt: str }) });

export const experienceFlowPaths: Record<string, Record<string, unknown>> = {
  '/experience/register': experience(
    'Create the account (Register); verificationId of the verified email when email verification is on',
    json({ username: str, email: str, password: str, verificationId: str }, ['password']),
    { 201: ok({ userId: str }) },
  ),
  '/experience/forgot-password': experience(
    'Set a new password with a verified email or phone of the account (ForgotPassword); 422 user.unverified_identifier_in_use when the account holds that address unproved beside a social identity, an enterprise identity or a passkey',
    json({ verificationId: str, password: str }, ['verificationId', 'password']),
  ),
  '/my-account': account('get', "The signed-in user's profile (token audience `{BASE_URL}/me`)", undefined, { 200: { description: 'The user' } }),
  '/my-account/verification-codes': account('post', 'Send a code to an email or phone to link', json({ identifier: recipient }, ['identifier']), {
    200: verification,
  }),
  '/my-account/verification-codes/verify': account('post', 'Check a code', json({ verificationId: str, code: str }, ['verificationId', 'code']), {
    200: ok({ verificationId: str, identifier: recipient }),
  }),
  '/my-account/primary-email': withProof(
    account(
      'post',
      'Link or change the primary email: proof header, and the new address proved by its code',
      json({ email: str, newIdentifierVerificationRecordId: str, verificationId: str }),
      {
        200: { description: 'The user' },
      },
    ),
  ),
  '/my-account/primary-phone': withProof(
    account(
      'post',
      'Link or change the primary phone: proof header, and the new number proved by its code',
      json({ phone: str, newIdentifierVerificationRecordId: str, verificationId: str }),
      {
        200: { description: 'The user' },
      },
    ),
  ),
  '/my-account/password': withProof(
    account(
      'post',
      'Set a new password: proof header, or the current password; ends the other sessions and revokes every token',
      json({ currentPassword: str, password: str }, ['password']),
    ),
  ),
  '/my-account/mfa/totp': withProof(account('post', 'Start TOTP enrolment (proof header)', undefined, { 200: ok({ secret: str, otpauthUri: str }) })),
  '/verifications/password': account(
    'post',
    'Prove identity with the password (valid 10 minutes, this session)',
    json({ password: str }, ['password']),
    record(201),
  ),
  '/verifications/totp': account(
    'post',
    "Give the second factor again with a code from the authenticator app: while it lives (10 minutes), this session's proven changes meet the MFA policy (a Tessera addition)",
    json({ code: str }, ['code']),
    record(201),
  ),
  '/verifications/backup-code': account(
    'post',
    "Give the second factor again with a backup code (used up): while the proof lives (10 minutes), this session's proven changes meet the MFA policy (a Tessera addition)",
    json({ code: str }, ['code']),
    record(201),
  ),
  '/verifications/mfa-verification-code': account(
    'post',
    "Send a code to the caller's own email or phone as the second factor, where the MFA policy allows that factor (a Tessera addition)",
    json({ identifierType: { type: 'string', enum: ['email', 'phone'] } }, ['identifierType']),
    { 201: ok({ verificationRecordId: str, maskedIdentifier: str, expiresAt: str }) },
  ),
  '/verifications/mfa-verification-code/verify': account(
    'post',
    "Check the second-factor code: while the proof lives (10 minutes), this session's proven changes meet the MFA policy; a code to the address that proved identity does not count (a Tessera addition)",
    json({ verificationId: str, code: str }, ['verificationId', 'code']),
    record(201),
  ),
  '/verifications/verification-code': account(
    'post',
    'Send a code to an email or phone (a proof when it is the current one)',
    json({ identifier: recipient }, ['identifier']),
    record(201),
  ),
  '/verifications/verification-code/verify': account(
    'post',
    'Check a code',
    json({ identifier: recipient, verificationId: str, code: str }, ['verificationId', 'code']),
    {
      200: ok({ verificationRecordId: str }),
    },
  ),
  '/my-account/mfa/totp/verify': account(
    'post',
    'Enable TOTP with a code from the new secret; answers the first ten backup codes (shown this once)',
    json({ code: str }, ['code']),
    {
      200: ok({ backupCodes: { type: 'array', items: str } }),
    },
  ),
  '/my-account/mfa-verifications/backup-codes/generate': withProof(
    account('post', 'Replace the backup codes with ten new ones (proof header; needs TOTP); shown this once', undefined, {
      200: ok({ codes: { type: 'array', items: str } }),
    }),
  ),
  '/my-account/mfa-verifications/backup-codes': {
    get: {
      ...account('get', 'When each backup code was used, and how many are left (proof header); never the codes', undefined, {
        200: ok({
          codes: { type: 'array', items: { type: 'object', properties: { usedAt: { type: 'string', nullable: true } } } },
          remainCodes: { type: 'integer' },
        }),
      }).get,
      ...proofHeader,
    },
  },
  '/my-account/grants': {
    get: {
      tags: ['Account'],
      security: [{ bearer: [] }],
      summary: "The user's standing grants ({ grants }, the Management API's shape); appType firstParty|thirdParty filters",
      parameters: [
        {
          name: 'appType',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['firstParty', 'thirdParty'] },
          description: 'Only grants of first-party or of third-party applications',
        },
      ],
      responses: { ...errors, 200: ok({ grants: { type: 'array', items: { type: 'object' } } }) },
    },
  },
  '/my-account/grants/{grantId}': {
    delete: {
      tags: ['Account'],
      security: [{ bearer: [] }],
      summary: "Revoke one of the user's grants (its tokens stop working; for a third-party application the consent goes too, so the next sign-in asks again)",
      parameters: [{ name: 'grantId', in: 'path', required: true, schema: str, description: 'The grant id' }],
      responses: { ...errors, 204: { description: 'Revoked' } },
    },
  },
  '/my-account/agent-limits': {
    get: {
      tags: ['Account'],
      security: [{ bearer: [] }],
      summary: "The user's limits on the applications (agents) acting for them by token exchange ({ agentLimits }: applicationId, applicationName, resources)",
      responses: { ...errors, 200: ok({ agentLimits: { type: 'array', items: { type: 'object' } } }) },
    },
  },
  '/my-account/agent-limits/{applicationId}': {
    put: {
      tags: ['Account'],
      security: [{ bearer: [] }],
      summary:
        'Set or replace the limit on one application ({ resources: [indicator…] }; [] forbids it any exchange); letting it reach a resource the current limit does not name needs the proof header',
      parameters: [{ name: 'applicationId', in: 'path', required: true, schema: str, description: 'The application (agent)' }, ...proofHeader.parameters],
      requestBody: json({ resources: { type: 'array', items: str } }),
      responses: { ...errors, 200: ok({ applicationId: str, applicationName: str, resources: { type: 'array', items: str } }) },
    },
    delete: {
      tags: ['Account'],
      security: [{ bearer: [] }],
      summary: 'Remove the limit on one application (its own rules apply again); needs the proof header, as it widens what the application may reach',
      parameters: [{ name: 'applicationId', in: 'path', required: true, schema: str, description: 'The application (agent)' }, ...proofHeader.parameters],
      responses: { ...errors, 204: { description: 'Removed' } },
    },
  },
  '/experience/consent': {
    get: {
      tags: ['Experience'],
      security: [],
      summary:
        'What the third-party application waiting for consent asks for: application, user, userScopes, resourceScopes, organizationScopes, organizationAccess, organizations, redirectUri',
      responses: {
        ...errors,
        200: ok({ application: { type: 'object' }, user: { type: 'object' }, userScopes: { type: 'array', items: { type: 'object' } }, redirectUri: str }),
      },
    },
    post: {
      tags: ['Experience'],
      security: [],
      summary:
        'Allow: the consent is remembered and the code issued for what was allowed; organizationIds picks organizations (when organization access is asked)',
      requestBody: {
        required: false,
        content: { 'application/json': { schema: { type: 'object', properties: { organizationIds: { type: 'array', items: str } } } } },
      },
      responses: { ...errors, 200: ok({ redirectTo: str }) },
    },
  },
  '/experience/consent/deny': {
    post: {
      tags: ['Experience'],
      security: [],
      summary: 'Deny: the application gets error=access_denied',
      responses: { ...errors, 200: ok({ redirectTo: str }) },
    },
  },
};
