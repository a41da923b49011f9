// OpenAPI paths of the social sign-in steps of the Experience API (src/experience/social.ts), and
// of linking a social identity through the Account API (src/experience/account-api.ts).
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['Experience'], security: [], responses: { 400: error, 404: error, 422: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: { type: 'string' } };
const verification = {
  description: 'The verification',
  content: { 'application/json': { schema: { type: 'object', properties: { verificationId: { type: 'string' } } } } },
};

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
  '/experience/verification/social/{connectorId}/authorization-uri': {
    post: {
      ...common,
      summary:
        "The social connector's authorization URL; state, nonce and PKCE verifier are kept in the interaction; 422 user.sign_in_method_not_enabled for a connector the sign-in experience does not offer (socialSignInConnectorTargets)",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        properties: {
          state: { type: 'string', description: '16 to 512 URL-safe characters; random when absent' },
          redirectUri: { type: 'string', format: 'uri', description: "On Tessera's origin; default {BASE_URL}/callback/social/{connectorId}" },
        },
      }),
      responses: {
        ...common.responses,
        200: {
          description: 'Where to send the browser',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { authorizationUri: { type: 'string', format: 'uri' }, verificationId: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
  '/experience/verification/social/{connectorId}/verify': {
    post: {
      ...common,
      summary:
        "Verify the provider's callback (once): state, code exchange with PKCE, ID token; 400 connector.state_mismatch or connector.authorization_failed",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        required: ['verificationId', 'connectorData'],
        properties: {
          verificationId: { type: 'string' },
          connectorData: { type: 'object', properties: { code: { type: 'string' }, state: { type: 'string' }, iss: { type: 'string' } } },
        },
      }),
      responses: { ...common.responses, 200: verification },
    },
  },
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
