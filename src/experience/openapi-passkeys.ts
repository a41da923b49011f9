// OpenAPI paths of passkeys (WebAuthn) in the Account API: registration, listing and removal
// (docs/sign-in.md#passkeys). The Experience API's are beside their routes
// (src/experience/verifications/passkey-sign-in.ts, web-authn.ts). Merged into the document by ./openapi.ts.
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (properties: Record<string, unknown>, required: string[] = []) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
const ok = (properties: Record<string, unknown>, description = 'OK') => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
const str = { type: 'string' };
const obj = { type: 'object', additionalProperties: true };
const errors = { 400: error, 401: error, 403: error, 404: error, 422: error };
const payload = { ...obj, description: 'The PublicKeyCredential as JSON (what @simplewebauthn/browser returns)' };
const proofHeader = [
  {
    name: 'logto-verification-id',
    in: 'header',
    required: false,
    schema: str,
    description: 'verificationRecordId of a proof from /api/verifications (password, or a code to the current email or phone)',
  },
];
const verificationIdParameter = {
  name: 'verificationId',
  in: 'path',
  required: true,
  schema: str,
  description: 'The id of the second factor (as GET /api/my-account/mfa-verifications lists it)',
};
const account = (
  method: 'get' | 'post' | 'patch' | 'delete',
  summary: string,
  body: ReturnType<typeof json> | undefined,
  success: Record<string, unknown>,
  proof = false,
  path: object[] = [],
) => ({
  [method]: {
    tags: ['Account'],
    security: [{ bearer: [] }],
    summary,
    ...(proof || path.length ? { parameters: [...path, ...(proof ? proofHeader : [])] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...errors, ...success },
  },
});
const mfaVerification = {
  type: 'object',
  properties: {
    id: str,
    type: { type: 'string', enum: ['Totp', 'WebAuthn'] },
    name: str,
    agent: str,
    createdAt: { type: 'string', nullable: true },
    lastUsedAt: str,
  },
};

export const passkeyOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/verifications/web-authn/registration': account('post', 'Start adding a passkey (bound to this user and sign-in session, valid 5 minutes)', undefined, {
    201: ok({ verificationRecordId: str, registrationOptions: { ...obj, description: 'PublicKeyCredentialCreationOptionsJSON' }, expiresAt: str }),
  }),
  '/verifications/web-authn/registration/verify': account(
    'post',
    'Check the attestation of the new passkey',
    json({ verificationRecordId: str, payload }, ['verificationRecordId', 'payload']),
    {
      200: ok({ verificationRecordId: str }),
    },
  ),
  '/my-account/mfa-verifications': {
    ...account('get', "The caller's second factors (TOTP, passkeys); never a secret or key", undefined, {
      200: { description: 'The factors', content: { 'application/json': { schema: { type: 'array', items: mfaVerification } } } },
    }),
    ...account(
      'post',
      'Add the verified passkey (proof header; User.Data.Updated)',
      json({ type: { type: 'string', enum: ['WebAuthn'] }, newIdentifierVerificationRecordId: str, name: str }, ['type', 'newIdentifierVerificationRecordId']),
      { 204: { description: 'Added' } },
      true,
    ),
  },
  '/my-account/mfa-verifications/{verificationId}/name': account(
    'patch',
    "Rename one of the caller's passkeys (proof header; User.Data.Updated)",
    json({ name: str }, ['name']),
    { 200: ok({ id: str, type: str, name: str }) },
    true,
    [verificationIdParameter],
  ),
  '/my-account/mfa-verifications/{verificationId}': account(
    'delete',
    'Remove a second factor (proof header; User.Data.Updated)',
    undefined,
    { 204: { description: 'Removed' } },
    true,
    [verificationIdParameter],
  ),
};
