// OpenAPI paths of enterprise single sign-on (src/experience/sso.ts): the Experience API steps,
// inside this browser's interaction, and the endpoints under /api/authn that the IdP and its
// administrator reach without our cookies (SAML ACS and SP metadata, the OIDC redirect URI).
// Merged into the document by ./openapi.ts; the flow is told in docs/experience-api.md.
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const str = { type: 'string' };
const common = { tags: ['Experience'], security: [], responses: { 400: error, 404: error, 422: error } };
const authn = { tags: ['Single sign-on'], security: [], responses: { 400: error, 404: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: str, description: 'The SSO connector (`/api/sso-connectors`)' };
const ok = (properties: Record<string, unknown>, required: string[]) => ({
  description: 'OK',
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
// The ACS and the OIDC callback answer the browser with a redirect to the redirectUri of step 1.
const backToTheExperience = {
  description: 'To the `redirectUri` given to authorization-uri, with `state` (the one given there) added to its query',
  headers: { Location: { schema: { type: 'string', format: 'uri' } } },
};

export const ssoOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/experience/sso-connectors': {
    get: {
      ...common,
      summary:
        'The enterprise SSO connectors serving the domain of an email (no interaction needed; none while the sign-in experience does not offer single sign-on); 400 guard.invalid_input without an email',
      parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string', format: 'email' } }],
      responses: { ...common.responses, 200: ok({ connectorIds: { type: 'array', items: str } }, ['connectorIds']) },
    },
  },
  '/experience/verification/sso/{connectorId}/authorization-uri': {
    post: {
      ...common,
      summary:
        "Step 1 (SignIn only): the IdP's URL with a new SAML AuthnRequest or OIDC request (state, nonce, PKCE kept server-side); 404 session.not_found without the interaction cookie, 404 entity.not_found for an unknown connector, 400 connector.invalid_config, 400 session.verification_failed outside SignIn, 422 user.sign_in_method_not_enabled while the sign-in experience does not offer single sign-on (singleSignOnEnabled)",
      parameters: [connectorId],
      requestBody: json({
        type: 'object',
        required: ['state', 'redirectUri'],
        properties: {
          state: { type: 'string', minLength: 1, maxLength: 512, description: "The client's own state, given back on redirectUri" },
          redirectUri: { type: 'string', format: 'uri', description: "Where the browser comes back after the IdP; on BASE_URL's origin" },
        },
      }),
      responses: {
        ...common.responses,
        200: ok({ authorizationUri: { type: 'string', format: 'uri' }, verificationId: str }, ['authorizationUri', 'verificationId']),
      },
    },
  },
  '/experience/verification/sso/{connectorId}/verify': {
    post: {
      ...common,
      summary:
        "Step 3 (after the ACS or OIDC callback): take the IdP's verified identity for this interaction, once; registers or links the user (User.Created and PostRegister, or User.Data.Updated; SSO JIT). 400 session.verification_session_not_found (unknown, another browser's, or used), 400 session.verification_failed (the IdP has not answered), 422 single_sign_on.account_has_password, 422 single_sign_on.account_not_linkable (data.reason email_not_verified or other_sign_in_methods), 400 single_sign_on.identity_conflict, 422 user.sign_in_method_not_enabled (single sign-on turned off since the start)",
      parameters: [connectorId],
      requestBody: json({ type: 'object', required: ['verificationId'], properties: { verificationId: str } }),
      responses: { ...common.responses, 200: ok({ verificationId: str }, ['verificationId']) },
    },
  },
  '/authn/single-sign-on/saml/{connectorId}': {
    post: {
      ...authn,
      summary:
        "SAML Assertion Consumer Service (HTTP-POST binding), posted by the IdP's page: signature, audience, recipient, InResponseTo, validity and replay are checked. 400 guard.invalid_input, session.verification_session_not_found (RelayState names no pending request of this connector), single_sign_on.invalid_saml_response, single_sign_on.assertion_replayed, single_sign_on.response_already_received",
      parameters: [connectorId],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['SAMLResponse', 'RelayState'],
              properties: { SAMLResponse: { type: 'string', description: 'Base64 of the signed response' }, RelayState: str },
            },
          },
        },
      },
      responses: { ...authn.responses, 303: backToTheExperience },
    },
  },
  '/authn/single-sign-on/saml/{connectorId}/metadata': {
    get: {
      ...authn,
      summary:
        "Tessera's SAML service provider metadata for this connector (entity id, ACS URL), for IdPs that import it; 404 for an unknown or non-SAML connector",
      parameters: [connectorId],
      responses: { ...authn.responses, 200: { description: 'SP metadata', content: { 'application/samlmetadata+xml': { schema: str } } } },
    },
  },
  '/authn/single-sign-on/oidc/{connectorId}': {
    get: {
      ...authn,
      summary:
        'The OIDC redirect URI to register at the IdP: the code is exchanged with PKCE and the ID token checked (signature, iss, aud, nonce). 400 session.verification_session_not_found (unknown state), single_sign_on.invalid_oidc_response (including an IdP error answer), single_sign_on.response_already_received',
      parameters: [
        connectorId,
        ...['code', 'state', 'iss', 'error', 'error_description'].map((name) => ({ name, in: 'query', required: name === 'state', schema: str })),
      ],
      responses: { ...authn.responses, 303: backToTheExperience },
    },
  },
};
