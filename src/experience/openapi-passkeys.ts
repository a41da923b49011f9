// OpenAPI paths of passkeys (WebAuthn): the Experience API's sign-in, second factor and
// registration during a sign-in, and the Account API's registration, listing and removal
// (docs/sign-in.md#passkeys). Merged into the document by ./openapi.ts.
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
const identifier = {
  oneOf: [
    { type: 'object', required: ['type', 'value'], properties: { type: { type: 'string', enum: ['username', 'email', 'phone'] }, value: str } },
    { type: 'string', description: 'as typed on the sign-in page' },
  ],
};
const errors = { 400: error, 401: error, 403: error, 404: error, 422: error };
const payload = { ...obj, description: 'The PublicKeyCredential as JSON (what @simplewebauthn/browser returns)' };
const experience = (summary: string, body: ReturnType<typeof json> | undefined, success: Record<string, unknown>) => ({
  post: { tags: ['Experience'], security: [], summary, ...(body ? { requestBody: body } : {}), responses: { ...errors, ...success } },
});
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
const authentication = {
  200: ok({ verificationId: str, authenticationOptions: { ...obj, description: 'PublicKeyCredentialRequestOptionsJSON' }, expiresAt: str }),
};
const registration = {
  200: ok({ verificationId: str, registrationOptions: { ...obj, description: 'PublicKeyCredentialCreationOptionsJSON' }, expiresAt: str }),
};
const verified = { 200: ok({ verificationId: str }) };
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
  '/experience/verification/passkey-sign-in/authentication': experience(
    "Start a passkey sign-in: discoverable without identifier, or listing that user's passkeys (an unknown identifier is treated as none)",
    json({ identifier }),
    authentication,
  ),
  '/experience/verification/passkey-sign-in/authentication/verify': experience(
    'Check the assertion (origin, RP id, challenge, user verification, signature counter); identify with the returned verificationId (it satisfies MFA)',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
  '/experience/verification/web-authn/authentication': experience(
    'Start the passkey second factor of the identified user (400 user.webauthn_not_found without a passkey)',
    undefined,
    authentication,
  ),
  '/experience/verification/web-authn/authentication/verify': experience(
    'Check the passkey second factor; the sign-in can then be submitted',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
  '/experience/verification/web-authn/registration': experience(
    'Start adding a passkey to the identified user (past their second factor)',
    undefined,
    registration,
  ),
  '/experience/verification/web-authn/registration/verify': experience(
    'Check the attestation; bind it with POST /experience/profile/mfa',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
  '/experience/profile/mfa': experience(
    "Add the verified passkey to the signed-in user (User.Data.Updated); it counts as this sign-in's second factor",
    json({ type: { type: 'string', enum: ['WebAuthn'] }, verificationId: str, name: str }, ['type', 'verificationId']),
    { 204: { description: 'Added' } },
  ),
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
