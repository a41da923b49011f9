// The CAPTCHA provider over REST, at the compatible product's path and shapes: GET (404 when none
// is set), PUT `{ config }`, DELETE. The secret key is answered masked (`********`).
import { body, type RestRoute } from '../route.js';

const FIELDS = 'tenantId id config { type siteKey secretKey projectId domain mode } createdAt updatedAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Captcha provider';
// Turnstile's config has none of these; reCAPTCHA's leaves out what was not set.
const OPTIONAL = ['config.projectId', 'config.domain', 'config.mode'] as const;

export const captchaRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/captcha-provider',
    tag,
    summary: 'Get the CAPTCHA provider (its secret key masked); 404 when none is set',
    operation: `query { captchaProvider { ${FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    omitNullMembers: OPTIONAL,
    responseType: 'CaptchaProvider',
  },
  {
    method: 'PUT',
    path: '/captcha-provider',
    tag,
    summary:
      'Set the CAPTCHA provider: `{ config: { type: "Turnstile", siteKey, secretKey } }` or `{ config: { type: "RecaptchaEnterprise", siteKey, secretKey, projectId, domain?, mode? } }`; the secret key is sealed at rest and answered masked',
    operation: `mutation($config: CaptchaConfigInput!) { updateCaptchaProvider(config: $config) { captchaProvider { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ config: body(req).config }),
    status: 200,
    bodyType: 'CaptchaConfigInput',
    omitNullMembers: OPTIONAL,
    responseType: 'CaptchaProvider',
  },
  {
    method: 'DELETE',
    path: '/captcha-provider',
    tag,
    summary: 'Remove the CAPTCHA provider; the sign-in experience stops requiring a CAPTCHA',
    operation: `mutation { deleteCaptchaProvider { deleted ${ERRORS} } }`,
    variables: () => ({}),
    status: 204,
  },
];
