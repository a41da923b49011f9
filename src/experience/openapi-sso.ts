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

const errorOrPage = {
  description: 'Error `{ code, message, data? }`, or a page saying why for a browser',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } }, 'text/html': { schema: str } },
};
const samlAppId = { name: 'id', in: 'path', required: true, schema: str, description: 'The SAML application (`/api/saml-applications`)' };
const samlSso = {
  tags: ['SAML applications'],
  security: [],
  responses: {
    200: { description: 'A page that posts SAMLResponse (and RelayState) to the ACS URL', content: { 'text/html': { schema: str } } },
    303: { description: 'To the sign-in pages', headers: { Location: { schema: { type: 'string', format: 'uri' } } } },
    400: errorOrPage,
    404: errorOrPage,
  },
};

/** The query of a SAML request by the HTTP-Redirect binding. */
const redirectBindingParameters = (kind: string) =>
  Object.entries({
    SAMLRequest: `The ${kind} XML, deflated and base64-encoded`,
    RelayState: 'Opaque state of the SP, given back with the response',
    SigAlg: 'The signature algorithm, when the SP signs the request',
    Signature: 'The request signature (base64), when the SP signs it',
  }).map(([name, description]) => ({ name, in: 'query', required: name === 'SAMLRequest', schema: str, description }));

/** The form of a SAML request by the HTTP-POST binding. */
const postBindingBody = (kind: string) => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['SAMLRequest'],
        properties: { SAMLRequest: { type: 'string', description: `Base64 of the ${kind} XML` }, RelayState: str },
      },
    },
  },
});

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
        "A SAML application's IdP metadata (entity id, SSO and SLO URLs, signing certificate), for its service provider to import; no token needed. 404 for an unknown application",
      parameters: [{ name: 'id', in: 'path', required: true, schema: str, description: 'The SAML application (`/api/saml-applications`)' }],
      responses: { 200: { description: 'IdP metadata', content: { 'text/xml': { schema: str } } }, 404: error },
    },
  },
  // Tessera as a SAML identity provider: the browser's sign-in endpoints (src/experience/saml-idp.ts,
  // docs/saml-apps.md). A browser (Accept: text/html) gets its refusals as a page, other clients as the error body.
  '/saml/{id}/authn': {
    get: {
      ...samlSso,
      summary:
        'Single sign-on service, HTTP-Redirect binding: SAMLRequest (deflated, base64), RelayState, and SigAlg/Signature when the SP signs. The request is checked (signature when required, Issuer, ACS URL, age, replay); the browser signs in, or its session answers at once with the page posting SAMLResponse to the ACS URL. 400 application.saml.invalid_request, request_signature, issuer_mismatch, acs_url_mismatch, request_expired, request_replayed; 403 application.saml.access_denied (the access control of the application does not allow the person signed in); 404 unknown application',
      parameters: [samlAppId, ...redirectBindingParameters('AuthnRequest')],
    },
    post: {
      ...samlSso,
      summary: 'Single sign-on service, HTTP-POST binding: the same checks and answers as the Redirect binding, the signature enveloped in the request XML',
      parameters: [samlAppId],
      requestBody: postBindingBody('AuthnRequest'),
    },
  },
  '/saml/{id}/slo': {
    get: {
      ...samlSso,
      summary:
        "Single logout service, HTTP-Redirect binding (SP-initiated Single Logout): a LogoutRequest checked as an AuthnRequest is (signature when required, Issuer, age, replay); the sessions its SessionIndex names (all of the person's without one) end as a sign-out ends them, and the browser goes to the application's sloUrl with a signed Success LogoutResponse (a redirect, or a page posting it). 400 application.saml.slo_not_configured, invalid_request, request_signature, issuer_mismatch, request_expired, request_replayed; 404 unknown application",
      parameters: [samlAppId, ...redirectBindingParameters('LogoutRequest')],
    },
    post: {
      ...samlSso,
      summary: 'Single logout service, HTTP-POST binding: the same checks and answers as the Redirect binding, the signature enveloped in the request XML',
      parameters: [samlAppId],
      requestBody: postBindingBody('LogoutRequest'),
    },
  },
  '/saml/{id}/login': {
    get: {
      ...samlSso,
      summary:
        'IdP-initiated sign-in, for an application with idpInitiatedSignIn on: the browser signs in (or its session answers) and an unsolicited SAMLResponse is posted to the ACS URL. 403 application.saml.idp_initiated_not_allowed; 404 unknown application',
      parameters: [samlAppId, { name: 'RelayState', in: 'query', required: false, schema: str, description: 'Passed to the SP (often the page to open)' }],
      responses: { ...samlSso.responses, 403: errorOrPage },
    },
  },
  '/saml/{id}/continue': {
    get: {
      ...samlSso,
      summary:
        "Where the sign-in experience returns the browser to: answers the waiting sign-in once, for this browser's session and the browser that started it. 404 application.saml.sign_in_not_found",
      parameters: [samlAppId, { name: 'sign_in', in: 'query', required: true, schema: str, description: 'The waiting sign-in the browser returns to' }],
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
