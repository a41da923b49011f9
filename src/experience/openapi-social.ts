// OpenAPI paths of linking a social identity through the Account API (src/experience/account-api.ts).
// The Experience API's social sign-in steps are beside their routes (src/experience/verifications/social.ts).
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });

const str = { type: 'string' };
const account = { tags: ['Account'], security: [{ bearer: [] }], responses: { 400: error, 401: error, 404: error, 422: error } };
const proofHeader = {
  parameters: [
    {
      name: 'logto-verification-id',
      in: 'header',
      required: true,
      schema: str,
      description: 'verificationRecordId of a proof of identity from /api/verifications',
    },
  ],
};
const record = (properties: Record<string, unknown>) => ({
  description: 'The verification record',
  content: { 'application/json': { schema: { type: 'object', properties } } },
});

export const socialOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/verifications/social': {
    post: {
      ...account,
      summary: 'Start linking a social identity: the authorization URL (bound to this user and session, valid 10 minutes)',
      requestBody: json({
        type: 'object',
        required: ['connectorId', 'redirectUri'],
        properties: {
          connectorId: { type: 'string' },
          redirectUri: { type: 'string', format: 'uri', description: 'Registered at the provider; https (http only on localhost)' },
          state: { type: 'string', description: '16 to 512 URL-safe characters; random when absent' },
        },
      }),
      responses: { ...account.responses, 201: record({ verificationRecordId: str, authorizationUri: { type: 'string', format: 'uri' }, expiresAt: str }) },
    },
  },
  '/verifications/social/verify': {
    post: {
      ...account,
      summary: "Verify the provider's callback (once, this user and session); 404 verification_record.not_found",
      requestBody: json({
        type: 'object',
        required: ['verificationRecordId', 'connectorData'],
        properties: { verificationRecordId: str, connectorData: { type: 'object', properties: { code: str, state: str, iss: str } } },
      }),
      responses: { ...account.responses, 200: record({ verificationRecordId: str }) },
    },
  },
  '/my-account/identities': {
    post: {
      ...account,
      ...proofHeader,
      summary: 'Link the social identity a verified record proves (proof header); 422 user.identity_already_in_use; User.Data.Updated',
      requestBody: json({ type: 'object', required: ['newIdentifierVerificationRecordId'], properties: { newIdentifierVerificationRecordId: str } }),
      responses: { ...account.responses, 204: { description: 'Linked' } },
    },
  },
  '/my-account/identities/{target}': {
    delete: {
      ...account,
      parameters: [{ name: 'target', in: 'path', required: true, schema: str }, ...proofHeader.parameters],
      summary: 'Unlink a social identity (proof header); 400 user.last_sign_in_method_required for the only way to sign in; User.Data.Updated',
      responses: { ...account.responses, 204: { description: 'Unlinked' } },
    },
  },
};
