// OpenID Provider metadata (OpenID Connect Discovery 1.0 / RFC 8414).
import type { Config } from '../config.js';
import { RESPONSE_MODES } from './authorization-request.js';
import { grants } from './grants/index.js';
import { DPOP_SIGNING_ALGS } from './dpop.js';
import { KEY_ALGORITHMS } from '../domain/signing-algorithms.js';
import { SUPPORTED_LANGUAGES } from '../domain/sign-in/languages.js';
import { CLAIM_SCOPES, SUPPORTED_USER_CLAIMS } from '../domain/oauth/user-claims.js';
import { CLIENT_ASSERTION_ALGS } from '../domain/directory/client-auth-methods.js';
import { ACR_VALUES_SUPPORTED } from '../domain/oauth/acr.js';
import { REQUEST_OBJECT_ALGS } from './request-object.js';

/** The claims of ID tokens, whatever the scopes (OIDC Core §2, §3.1.3.6); `acr` when the request asked for it. */
const ID_TOKEN_CLAIMS = ['iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'at_hash', 'amr', 'acr'];

export function discoveryDocument(config: Config) {
  const issuer = config.issuer;
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    jwks_uri: `${issuer}/jwks`,
    revocation_endpoint: `${issuer}/token/revocation`,
    introspection_endpoint: `${issuer}/token/introspection`,
    end_session_endpoint: `${issuer}/session/end`,
    pushed_authorization_request_endpoint: `${issuer}/par`,
    // RFC 8628 §4: the device authorization endpoint (its grant is in grant_types_supported).
    device_authorization_endpoint: `${issuer}/device/auth`,
    grant_types_supported: grants.map((g) => g.grantType),
    response_types_supported: ['code'],
    response_modes_supported: [...RESPONSE_MODES],
    subject_types_supported: ['public'],
    // Every algorithm has a current key from the first start on (src/oidc/keys.ts loadKeyStore).
    id_token_signing_alg_values_supported: [...KEY_ALGORITHMS],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    token_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGS],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    revocation_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGS],
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
    introspection_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGS],
    code_challenge_methods_supported: ['S256'],
    // RFC 9449 §5.1: token requests may carry a DPoP proof signed with one of these.
    dpop_signing_alg_values_supported: [...DPOP_SIGNING_ALGS],
    scopes_supported: ['openid', 'offline_access', ...CLAIM_SCOPES],
    claims_supported: [...SUPPORTED_USER_CLAIMS, ...ID_TOKEN_CLAIMS],
    acr_values_supported: [...ACR_VALUES_SUPPORTED],
    prompt_values_supported: ['login', 'consent', 'none', 'create'],
    ui_locales_supported: [...SUPPORTED_LANGUAGES],
    authorization_response_iss_parameter_supported: true,
    // RFC 9126 §5: no global rule; an application may require it (requirePushedAuthorizationRequests).
    require_pushed_authorization_requests: false,
    request_parameter_supported: true,
    request_object_signing_alg_values_supported: [...REQUEST_OBJECT_ALGS],
    // OIDC's request_uri is a URL the server fetches; only PAR's own request_uri values are taken.
    request_uri_parameter_supported: false,
    claims_parameter_supported: true,
    // OpenID Connect Back-Channel Logout 1.0 §2.1 and Front-Channel Logout 1.0 §3: both, with `sid`
    // (logout tokens and the iframe's query, per application), and ID tokens carry `sid` always.
    backchannel_logout_supported: true,
    backchannel_logout_session_supported: true,
    frontchannel_logout_supported: true,
    frontchannel_logout_session_supported: true,
  };
}
