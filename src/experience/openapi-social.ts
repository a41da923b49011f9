// OpenAPI paths of the social sign-in steps of the Experience API (src/experience/social.ts).
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['Experience'], security: [], responses: { 400: error, 404: error, 422: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: { type: 'string' } };
const verification = {
  description: 'The verification',
  content: { 'application/json': { schema: { type: 'object', properties: { verificationId: { type: 'string' } } } } },
};

export const socialOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/experience/verification/social/{connectorId}/authorization-uri': {
    post: {
      ...common,
      summary: "The social connector's authorization URL; state, nonce and PKCE verifier are kept in the interaction",
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
      summary: "Verify the provider's callback (once): state, code exchange with PKCE, ID token; 400 connector.state_mismatch or connector.authorization_failed",
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
};
