// OpenAPI paths of enterprise single sign-on (src/experience/sso.ts): the endpoints under /api/authn
// that the IdP and its administrator reach without our cookies (SAML ACS and SP metadata, the OIDC
// redirect URI). The Experience API steps are beside their routes (src/experience/verifications/sso.ts).
// Merged into the document by ./openapi.ts; the flow is told in docs/experience-api.md.
const error = { description: 'Error `{ code, message, data? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const str = { type: 'string' };
const authn = { tags: ['Single sign-on'], security: [], responses: { 400: error, 404: error } };
const connectorId = { name: 'connectorId', in: 'path', required: true, schema: str, description: 'The SSO connector (`/api/sso-connectors`)' };
// The ACS and the OIDC callback answer the browser with a redirect to the redirectUri of step 1.
const backToTheExperience = {
  description: 'To the `redirectUri` given to authorization-uri, with `state` (the one given there) added to its query',
  headers: { Location: { schema: { type: 'string', format: 'uri' } } },
};

export const ssoOpenApiPaths: Record<string, Record<string, unknown>> = {
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
  // Tessera as a SAML identity provider (src/experience/saml-idp.ts): what a service provider imports.
  '/saml-applications/{id}/metadata': {
    get: {
      tags: ['SAML applications'],
      security: [],
      summary:
        "A SAML application's IdP metadata (entity id, SSO URL, signing certificate), for its service provider to import; no token needed. 404 for an unknown application",
      parameters: [{ name: 'id', in: 'path', required: true, schema: str, description: 'The SAML application (`/api/saml-applications`)' }],
      responses: { 200: { description: 'IdP metadata', content: { 'text/xml': { schema: str } } }, 404: error },
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
