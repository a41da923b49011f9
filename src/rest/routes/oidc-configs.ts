// The OIDC settings at the compatible product's /configs paths: the session lifetime
// (`/configs/oidc/session`) and the extended claims put in ID tokens (`/configs/id-token`).
// Listed before the signing keys' `/configs/oidc/:keyType`, which would take `session` for a key type.
import { body, type RestRoute } from '../route.js';

const tag = 'OIDC settings';
const ERRORS = 'userErrors { code message field data }';

export const oidcConfigRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/configs/oidc/session',
    tag,
    summary: 'The sign-in session settings: `ttl`, the lifetime of a new session in seconds',
    operation: 'query { oidcSessionConfig { ttl } }',
    variables: () => ({}),
    status: 200,
  },
  {
    method: 'PATCH',
    path: '/configs/oidc/session',
    tag,
    summary: 'Change the session lifetime (`ttl`, 300 s to 366 days); sessions already started keep theirs',
    operation: `mutation($input: OidcSessionConfigInput!) { updateOidcSessionConfig(input: $input) { oidcSessionConfig { ttl } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    bodyType: 'OidcSessionConfigInput',
    status: 200,
  },
  {
    method: 'GET',
    path: '/configs/id-token',
    tag,
    summary: 'Which extended claims (custom_data, identities, sso_identities, roles, organizations, organization_data, organization_roles) go into ID tokens',
    operation: 'query { idTokenConfig { enabledExtendedClaims } }',
    variables: () => ({}),
    status: 200,
  },
  {
    method: 'PUT',
    path: '/configs/id-token',
    tag,
    summary: 'Replace the extended claims put in ID tokens (userinfo answers every granted scope’s claims whatever this says)',
    operation: `mutation($input: IdTokenConfigInput!) { replaceIdTokenConfig(input: $input) { idTokenConfig { enabledExtendedClaims } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    bodyType: 'IdTokenConfigInput',
    status: 200,
  },
];
