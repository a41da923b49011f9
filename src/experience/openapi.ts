// OpenAPI paths of the Experience API (under /api/experience). Not behind the Management API
// token: these calls are authorised by the browser's interaction cookie (`tessera_interaction`,
// set by /oidc/auth). Other experience flows add their paths here.
import { experienceFlowPaths } from './openapi-flows.js';
import { passkeyOpenApiPaths } from './openapi-passkeys.js';
import { socialOpenApiPaths } from './openapi-social.js';
import { ssoOpenApiPaths } from './openapi-sso.js';
import { verificationMethods } from './verifications/index.js';

const error = { description: 'Error `{ code, message }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const json = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['Experience'], security: [], responses: { 400: error, 403: error, 404: error, 422: error } };

export const experienceOpenApiPaths: Record<string, Record<string, unknown>> = {
  '/experience': {
    put: {
      ...common,
      summary:
        "Start (or restart) the interaction of this browser with an event. `captchaToken`: the CAPTCHA widget's token, checked at the provider now and remembered for this interaction (422 session.captcha_failed when it does not pass, 503 session.captcha_unavailable when the provider cannot answer); with captchaPolicy enabled, verifying a password, sending a sign-in code and creating an account need it (422 session.captcha_required)",
      requestBody: json({
        type: 'object',
        required: ['interactionEvent'],
        properties: {
          interactionEvent: { type: 'string', enum: ['SignIn', 'Register', 'ForgotPassword'] },
          captchaToken: { type: 'string', maxLength: 8192 },
        },
      }),
      responses: { ...common.responses, 503: error, 204: { description: 'Started' } },
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
// The verification methods and identification, each beside its routes (src/experience/verifications/).
for (const method of verificationMethods) Object.assign(experienceOpenApiPaths, method.paths);
