// Enterprise sign-in, SAML or OpenID Connect alike, through the one connector interface
// (src/connectors/types.ts, `Connector`), in three steps that cannot be taken out of order:
// 1. start: the IdP's URL for a new request of this browser's interaction, with our state (the
//    request's id: 32 random bytes, the OAuth state or SAML RelayState the IdP echoes). What the
//    connector made for it (the nonce: OIDC's, or the SAML AuthnRequest's ID; the PKCE verifier,
//    sealed) is kept with the request;
// 2. the IdP's answer at our endpoint (OIDC: a redirect to our callback; SAML: a cross-site POST
//    to our ACS URL, which carries no cookie of ours): its request found by the echoed state,
//    checked by the connector against what was kept, answered at most once; the verified
//    identity stored;
// 3. take: the browser whose interaction made the request (its cookie, now same-site again)
//    takes the verified identity, once; which user it is is decided in federated-sign-in.ts.
// The IdP is asked with no transaction held open; the answer is recorded by one conditional
// write (once per request).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import * as requests from '../../db/repositories/sso-requests.js';
import { findSsoConnectorById, findSsoConnectorsByDomain, type SsoConnectorRecord } from '../../db/repositories/sso-connectors.js';
import type { CallbackInput, UpstreamProfile } from '../../connectors/types.js';
import { SamlError } from '../../connectors/saml.js';
import { OidcSsoError } from '../../connectors/sso-oidc.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { parseFields, requiredString } from '../input.js';
import { answerUrlOf, enterpriseConnectorOf, getSsoConnectorRecord, SSO_SECRET_TAG, type SsoEndpoints } from './sso-connectors.js';
import { checkSignInStart, type SsoIdentityProfile } from './federated-sign-in.js';

/** How long a request waits for the IdP's answer (SAML's node-saml cache is given the same). */
const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

const verifierBinding = (requestId: string) => `sso_request:${requestId}:codeVerifier`;

export const noRequest = () => new DomainError('session.verification_session_not_found', 'no pending single sign-on request matches; start again');
const answeredAlready = () => new DomainError('single_sign_on.response_already_received', 'this request was answered already');

/** An IdP's failure, as each protocol's caller has always been told it. */
async function fromIdp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SamlError) throw new DomainError('single_sign_on.invalid_saml_response', error.message);
    if (error instanceof OidcSsoError) {
      if (error.reason === 'invalid_response') throw new DomainError('single_sign_on.invalid_oidc_response', error.message);
      // Discovery failed, or an issuer or endpoint the outbound rule refuses: the administrator's to fix.
      throw new DomainError('connector.invalid_config', error.message, error.reason === 'url_not_allowed' ? { reason: error.reason } : undefined);
    }
    throw error;
  }
}

/** A connector switched off in the console starts no sign-in and accepts no answer (its settings are kept). */
function enabledOnly(record: SsoConnectorRecord): SsoConnectorRecord {
  if (!record.enabled) throw new DomainError('user.sign_in_method_not_enabled', 'This single sign-on connector is disabled.', { connectorId: record.id });
  return record;
}

/** Step 1: the IdP's URL for a new request of this interaction, and the verification that will hold its answer. */
export async function startSsoSignIn(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  /** Null for an administrator's test sign-in (connector-tests.ts), which also tries a disabled connector. */
  interactionId: string | null,
  input: { state?: unknown; redirectUri?: unknown },
): Promise<{ authorizationUri: string; verificationId: string }> {
  const found = await getSsoConnectorRecord(db, connectorId);
  const record = interactionId === null ? found : enabledOnly(found);
  const { state, redirectUri } = checkSignInStart(input, { baseUrl: endpoints.baseUrl, state: 'echoed_to_page' });
  const connector = enterpriseConnectorOf(record, endpoints, kek, outbound);
  const verificationId = randomBytes(32).toString('base64url');
  const { url, kept } = await fromIdp(() => connector.authorizationRequest({ state: verificationId, redirectUri: answerUrlOf(endpoints, record) }));
  await requests.insertSsoRequest(db, {
    id: verificationId,
    ssoConnectorId: connectorId,
    interactionId,
    nonce: kept.nonce ?? '',
    ...(kept.codeVerifier ? { codeVerifier: sealSecret(kept.codeVerifier, kek, SSO_SECRET_TAG, verifierBinding(verificationId)) } : {}),
    redirectUri,
    state,
    expiresAt: new Date(Date.now() + SSO_REQUEST_TTL_MS),
  });
  return { authorizationUri: url, verificationId };
}

/** An identity as stored: an email only when the IdP vouches for it (the connector's own rule). */
const storedProfile = (profile: UpstreamProfile): SsoIdentityProfile => ({
  issuer: profile.issuer ?? '',
  id: profile.id,
  email: profile.emailVerified ? (profile.email ?? null) : null,
  name: profile.name ?? null,
  avatar: profile.avatar ?? null,
  detail: profile.details,
  ...(profile.amr ? { amr: profile.amr } : {}),
});

/**
 * Step 2, either protocol: checks the IdP's answer for the request its echoed state names;
 * returns where the browser goes next. `via` is the endpoint the answer reached.
 */
async function acceptAnswer(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  via: SsoConnectorRecord['providerName'],
  requestId: string | null,
  answer: CallbackInput,
): Promise<string> {
  const request = requestId ? await requests.findLiveSsoRequest(db, requestId) : undefined;
  if (!request || request.ssoConnectorId !== connectorId) throw noRequest();
  const found = await getSsoConnectorRecord(db, connectorId);
  // A test sign-in (no interaction) may try a connector before it is switched on; it signs nobody in.
  const test = request.interactionId === null;
  const record = test ? found : enabledOnly(found);
  if (record.providerName !== via) {
    if (via === 'SAML') throw new DomainError('single_sign_on.not_supported', `${record.providerName} connectors do not use the SAML endpoints`);
    throw noRequest();
  }
  // An OIDC code is exchanged once: an answered request is refused before the IdP is asked. A
  // SAML answer is checked first, so a replayed assertion is named as the replay it is.
  if (via === 'OIDC' && request.respondedAt) throw answeredAlready();
  const connector = enterpriseConnectorOf(record, endpoints, kek, outbound);
  const profile = await fromIdp(() =>
    connector.completeSignIn(answer, {
      state: request.id,
      redirectUri: answerUrlOf(endpoints, record),
      nonce: request.nonce,
      ...(request.codeVerifier ? { codeVerifier: openSecret(request.codeVerifier, kek, SSO_SECRET_TAG, verifierBinding(request.id)) } : {}),
    }),
  );
  if (profile.assertion && !(await requests.rememberAssertion(db, connectorId, profile.assertion.id, profile.assertion.notOnOrAfter))) {
    throw new DomainError('single_sign_on.assertion_replayed', 'this assertion was received before; a replay is refused');
  }
  // A test shows the administrator the email even when the IdP does not vouch for it (and says so).
  const result: Record<string, unknown> = test
    ? { ...storedProfile(profile), email: profile.email ?? null, emailVerified: profile.emailVerified }
    : { ...storedProfile(profile) };
  if (!(await requests.recordSsoResponse(db, request.id, result))) throw answeredAlready();
  const back = new URL(request.redirectUri);
  back.searchParams.set('state', request.state);
  return back.toString();
}

/**
 * Step 2 over OIDC: the IdP sent the browser to our callback (`query` is its query string, code
 * and state or an error). A parameter given twice is refused: the answer is read one way only.
 */
export async function acceptOidcCallback(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  query: URLSearchParams,
): Promise<string> {
  const answer: Record<string, string> = {};
  for (const [key, value] of query) {
    if (Object.hasOwn(answer, key)) throw new DomainError('single_sign_on.invalid_oidc_response', `the identity provider's answer repeats ${key.slice(0, 64)}`);
    answer[key] = value;
  }
  return acceptAnswer(db, endpoints, kek, outbound, connectorId, 'OIDC', query.get('state'), answer);
}

/** What the IdP's HTTP-POST to the ACS must carry (checked in this order). */
const samlPost = z.object({
  SAMLResponse: requiredString('SAMLResponse is required'),
  RelayState: requiredString('RelayState is required: only requests this server made are answered'),
});

/** Step 2 over SAML (the ACS, HTTP-POST binding); run in a transaction. */
export async function acceptSamlResponse(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  body: { SAMLResponse?: unknown; RelayState?: unknown },
): Promise<string> {
  const { SAMLResponse, RelayState } = parseFields(samlPost, { SAMLResponse: body.SAMLResponse, RelayState: body.RelayState });
  return acceptAnswer(db, endpoints, kek, outbound, connectorId, 'SAML', RelayState, { SAMLResponse });
}

/**
 * The sign-in an IdP's answer belongs to, named by the answer's state (OIDC) or RelayState (SAML),
 * whether or not the answer is good: where its browser goes back to after a refusal. A request
 * of no interaction (`interactionId` null) is an administrator's test sign-in.
 */
export async function sourceOfSsoAnswer(db: Db, requestId: unknown): Promise<{ interactionId: string | null; connectorName: string } | undefined> {
  if (typeof requestId !== 'string' || !requestId) return undefined;
  const request = await requests.findLiveSsoRequest(db, requestId);
  if (!request) return undefined;
  const record = await findSsoConnectorById(db, request.ssoConnectorId);
  return { interactionId: request.interactionId, connectorName: record?.connectorName ?? '' };
}

/**
 * The request the sign-in page's callback comes back for: made by this interaction with this
 * state (a random value only that browser saw). The state alone names nothing for another browser.
 */
export async function ssoRequestForCallback(db: Db, interactionId: string, state: unknown): Promise<{ verificationId: string; connectorId: string }> {
  const request = typeof state === 'string' && state ? await requests.findLiveSsoRequestByState(db, interactionId, state) : undefined;
  if (!request) throw noRequest();
  return { verificationId: request.id, connectorId: request.ssoConnectorId };
}

/** Step 3: the verified identity of a request this interaction made, taken once. */
export async function takeSsoIdentity(
  db: Db,
  connectorId: string,
  verificationId: unknown,
  interactionId: string,
): Promise<{ record: SsoConnectorRecord; profile: SsoIdentityProfile }> {
  const request = typeof verificationId === 'string' ? await requests.findLiveSsoRequest(db, verificationId) : undefined;
  if (!request || request.ssoConnectorId !== connectorId || request.interactionId !== interactionId) throw noRequest();
  if (!request.result) throw new DomainError('session.verification_failed', 'the identity provider has not answered this request');
  if (!(await requests.useSsoRequest(db, request.id))) throw noRequest();
  return { record: enabledOnly(await getSsoConnectorRecord(db, connectorId)), profile: request.result as unknown as SsoIdentityProfile };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** The SSO connector ids serving an email's domain (Logto: GET /api/experience/sso-connectors?email=). */
export async function ssoConnectorIdsForEmail(db: Db, email: unknown): Promise<string[]> {
  const address = parseFields(z.string({ error: 'email is required' }).includes('@', 'email is required'), email, ['email']);
  return (await findSsoConnectorsByDomain(db, domainOf(address.trim().toLowerCase()))).filter((c) => c.enabled).map((c) => c.id);
}
