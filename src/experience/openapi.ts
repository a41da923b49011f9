// OpenAPI paths of the Experience API (under /api/experience). Not behind the Management API
// token: these calls are authorised by the browser's interaction cookie (`tessera_interaction`,
// set by /oidc/auth). Other experience flows add their paths here.
import { experienceFlowPaths } from './openapi-flows.js';
import { passkeyOpenApiPaths } from './openapi-passkeys.js';
import { socialOpenApiPaths } from './openapi-social.js';
import { ssoOpenApiPaths } from './openapi-sso.js';

const error = { description: 'Error `{ code, message }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const identifier = {
  type: 'object',
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['username', 'email', 'phone'] }, value: { type: 'string' } },
};
const common = { tags: ['Experience'], security: [], responses: { 400: error, 403: error, 404: error, 422: error } };

export const experienceOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/experience': {
    put: {
      ...common,
      summary: 'Start (or restart) the interaction of this browser with an event',
      requestBody: json({
        type: 'object',
        required: ['interactionEvent'],
        properties: { interactionEvent: { type: 'string', enum: ['SignIn', 'Register', 'ForgotPassword'] } },
      }),
      responses: { ...common.responses, 204: { description: 'Started' } },
    },
    get: {
      ...common,
      summary:
        "This browser's sign-up or password-reset experience (the `tessera_exp` cookie PUT set): its event, its interaction (null when visited directly) and its user (null until known); 404 session.not_found",
      responses: {
        ...common.responses,
        200: {
          description: 'The experience',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['interactionEvent', 'interactionId', 'userId'],
                properties: {
                  interactionEvent: { type: 'string', enum: ['SignIn', 'Register', 'ForgotPassword'] },
                  interactionId: { type: 'string', nullable: true },
                  userId: { type: 'string', nullable: true },
                },
              },
            },
          },
        },
      },
    },
  },
  '/experience/verification/password': {
    post: {
      ...common,
      summary:
        'Verify a password for an identifier; 422 session.invalid_credentials when wrong, 403 user.suspended, 429 request.too_many_failed_attempts (with Retry-After) while too many wrong passwords from this address hold it off',
      requestBody: json({ type: 'object', required: ['identifier', 'password'], properties: { identifier, password: { type: 'string' } } }),
      responses: {
        ...common.responses,
        429: error,
        200: {
          description: 'Verified',
          content: { 'application/json': { schema: { type: 'object', properties: { verificationId: { type: 'string' } } } } },
        },
      },
    },
  },
  '/experience/identification': {
    post: {
      ...common,
      summary:
        'Identify the user of the interaction by a verification made in it (password, SSO, or a verified sign-in code). A verified code for an address no account uses: 404 user.user_not_exist in SignIn; in Register (after PUT /experience/interaction-event, or in a Register experience) the account is created when sign-up by code is allowed. 422 user.unverified_identifier_in_use: the account holds the address without having proved it and can be opened another way (docs/security.md)',
      requestBody: json({ type: 'object', required: ['verificationId'], properties: { verificationId: { type: 'string' } } }),
      responses: { ...common.responses, 204: { description: 'Identified' } },
    },
  },
  '/experience/interaction-event': {
    put: {
      ...common,
      summary:
        'Switch the interaction between SignIn and Register, keeping its verifications (a code verified for an unknown address can then create the account)',
      requestBody: json({ type: 'object', required: ['interactionEvent'], properties: { interactionEvent: { type: 'string', enum: ['SignIn', 'Register'] } } }),
      responses: { ...common.responses, 204: { description: 'Switched' } },
    },
  },
  '/experience/submit': {
    post: {
      ...common,
      summary: 'Finish: start the session and get the URL to send the browser to (the client, with its code)',
      responses: {
        ...common.responses,
        200: {
          description: 'Done',
          content: { 'application/json': { schema: { type: 'object', properties: { redirectTo: { type: 'string', format: 'uri' } } } } },
        },
      },
    },
  },
};

// Sign-up, forgot password, MFA and the Account API.
Object.assign(experienceOpenApiPaths, experienceFlowPaths);
Object.assign(experienceOpenApiPaths, socialOpenApiPaths);
Object.assign(experienceOpenApiPaths, ssoOpenApiPaths);
Object.assign(experienceOpenApiPaths, passkeyOpenApiPaths);
