// Signing in through an OIDC enterprise connector, in the same three steps as SAML
// (src/domain/federation/sso-saml.ts), on the same requests table:
// 1. start: an authorization URL with state (the request's id), nonce and a PKCE challenge; the
//    nonce and the (sealed) verifier are kept with the request, bound to this browser's interaction;
// 2. the IdP's redirect to our callback: the request named by `state`, answered at most once; the
//    code exchanged with the verifier and the ID token checked by openid-client (signature, iss,
//    aud, exp, nonce); the verified identity stored;
// 3. take: as for SAML (takeSamlIdentity), by the interaction that made the request.
// An email counts only when the IdP says it verified it (email_verified: true): an unverified one is
// neither linked to an account nor stored on a new one.
import type { Db } from '../../db/database.js';
import * as requests from '../../db/repositories/sso-requests.js';
import type { SsoConnectorRecord } from '../../db/repositories/sso-connectors.js';
import { authorizationUrl, discover, exchangeCode, newRequestSecrets, OidcSsoError, type OidcIdp } from '../../connectors/sso-oidc.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError } from '../errors.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import { getSsoConnectorRecord, oidcRedirectUriOf, openConfig, SSO_SECRET_TAG, type SsoEndpoints } from './sso-connectors.js';
import { checkStartInput, noRequest, type SsoIdentityProfile } from './sso-saml.js';

/** How long a request waits for the IdP's answer (as SAML's). */
const OIDC_REQUEST_TTL_MS = 10 * 60 * 1000;

const verifierBinding = (requestId: string) => `sso_request:${requestId}:codeVerifier`;

function oidcIdpOf(record: SsoConnectorRecord, kek: KeyEncryptionKey, outbound: OutboundPolicy): OidcIdp {
  const config = openConfig(record, kek);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const issuer = str(config.issuer);
  const clientId = str(config.clientId);
  const clientSecret = str(config.clientSecret);
  if (!issuer || !clientId || !clientSecret) throw new DomainError('connector.invalid_config', `connector ${record.connectorName} is not fully configured`);
  const scope = new Set(['openid', ...(str(config.scope)?.split(/\s+/) ?? ['email', 'profile'])]);
  return { issuer, clientId, clientSecret, scope: [...scope].join(' '), outbound };
}

async function configOf(idp: OidcIdp) {
  try {
    return await discover(idp);
  } catch (error) {
    if (error instanceof OidcSsoError)
      throw new DomainError('connector.invalid_config', error.message, error.reason === 'url_not_allowed' ? { reason: error.reason } : undefined);
    throw error;
  }
}

/** Step 1: the IdP's authorization URL for a new request of this interaction. */
export async function startOidcSignIn(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  record: SsoConnectorRecord,
  interactionId: string,
  input: { state?: unknown; redirectUri?: unknown },
): Promise<{ authorizationUri: string; verificationId: string }> {
  const { state, redirectUri } = checkStartInput(input, endpoints);
  const idp = oidcIdpOf(record, kek, outbound);
  const config = await configOf(idp);
  const secrets = newRequestSecrets();
  // The request's id is the upstream state: the callback names its request by it, as RelayState does for SAML.
  const verificationId = secrets.state;
  const authorizationUri = await authorizationUrl(config, idp, oidcRedirectUriOf(endpoints, record.id), secrets);
  await requests.insertSsoRequest(db, {
    id: verificationId,
    ssoConnectorId: record.id,
    interactionId,
    requestId: secrets.nonce,
    codeVerifier: sealSecret(secrets.codeVerifier, kek, SSO_SECRET_TAG, verifierBinding(verificationId)),
    redirectUri,
    state,
    expiresAt: new Date(Date.now() + OIDC_REQUEST_TTL_MS),
  });
  return { authorizationUri, verificationId };
}

/**
 * Step 2: the IdP sent the browser to our callback (`query` is its query string). Returns where the
 * browser goes next. The exchange is a network call: no transaction is held open across it; the
 * answer is recorded by one conditional write (once per request).
 */
export async function acceptOidcCallback(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  query: URLSearchParams,
): Promise<string> {
  const state = query.get('state');
  const request = state ? await requests.findLiveSsoRequest(db, state) : undefined;
  if (!request || request.ssoConnectorId !== connectorId || !request.codeVerifier) throw noRequest();
  if (request.respondedAt) throw new DomainError('single_sign_on.response_already_received', 'this request was answered already');
  const record = await getSsoConnectorRecord(db, connectorId);
  const idp = oidcIdpOf(record, kek, outbound);
  const config = await configOf(idp);
  const currentUrl = new URL(oidcRedirectUriOf(endpoints, connectorId));
  currentUrl.search = query.toString();
  let claims;
  try {
    claims = await exchangeCode(config, currentUrl, {
      state: request.id,
      nonce: request.requestId,
      codeVerifier: openSecret(request.codeVerifier, kek, SSO_SECRET_TAG, verifierBinding(request.id)),
    });
  } catch (error) {
    if (error instanceof OidcSsoError && error.reason === 'url_not_allowed')
      throw new DomainError('connector.invalid_config', error.message, { reason: error.reason });
    if (error instanceof OidcSsoError) throw new DomainError('single_sign_on.invalid_oidc_response', error.message);
    throw error;
  }
  const profile: SsoIdentityProfile = {
    issuer: claims.issuer,
    id: claims.sub,
    email: claims.emailVerified ? claims.email : null,
    name: claims.name,
    avatar: claims.picture,
    detail: { ...claims.claims },
  };
  if (!(await requests.recordSsoResponse(db, request.id, { ...profile }))) {
    throw new DomainError('single_sign_on.response_already_received', 'this request was answered already');
  }
  const back = new URL(request.redirectUri);
  back.searchParams.set('state', request.state);
  return back.toString();
}
