// Signing in through a SAML connector, in three steps that cannot be taken out of order:
// 1. start: an AuthnRequest for this browser's interaction; its ID is stored with the interaction;
// 2. the IdP's response at our ACS URL (a cross-site POST: no cookie of ours arrives with it, so
//    the RelayState names the request): checked by src/connectors/saml.ts against that request's
//    ID, its assertion id recorded in the replay cache, the verified identity stored;
// 3. take: the browser whose interaction made the request (its cookie, now same-site again)
//    takes the verified identity, once, and the account rules below decide which user it is.
import type { Db } from '../../db/database.js';
import { findUserByIdentifier } from '../../db/repositories/users.js';
import * as requests from '../../db/repositories/sso-requests.js';
import * as identities from '../../db/repositories/sso-identities.js';
import { findSsoConnectorsByDomain, type SsoConnectorRecord } from '../../db/repositories/sso-connectors.js';
import { authorizationRequest, SamlError, SAML_REQUEST_TTL_MS, validateSamlResponse, type SamlAssertion } from '../../connectors/saml.js';
import { emailLinkRefusal, type LinkRefusal } from '../sign-in/account-linking.js';
import { DomainError, invalidInput } from '../errors.js';
import { newId } from '../ids.js';
import { getSsoConnectorRecord, samlIdpOf, serviceProviderOf, type SsoEndpoints } from './sso-connectors.js';
import { createUser, getUser, isWebUrl, updateUser, type User, type UserFields } from '../directory/users.js';

/** The identity an IdP asserted, as the account rules need it. */
export interface SsoIdentityProfile {
  issuer: string;
  /** The IdP's stable id of the person (SAML NameID, unless the mapping names an attribute). */
  id: string;
  email: string | null;
  name: string | null;
  /** A picture URL as the IdP gives it (checked against the users' avatar rule before use). */
  avatar?: string | null;
  detail: Record<string, unknown>;
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'name',
  'displayName',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];
const AVATAR_ATTRIBUTES = ['picture', 'avatar', 'photo', 'thumbnailPhoto', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/picture'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

const single = (value: unknown): string | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

function profileOf(assertion: SamlAssertion, mapping: Record<string, unknown> | undefined): SsoIdentityProfile {
  const attr = (names: string[]) => {
    for (const name of names) {
      const v = single(assertion.attributes[name]);
      if (v) return v;
    }
    return null;
  };
  const mapped = (key: string) => (typeof mapping?.[key] === 'string' ? attr([mapping[key]]) : null);
  const id = mapped('id') ?? assertion.nameId;
  const email = (mapped('email') ?? attr(EMAIL_ATTRIBUTES) ?? (assertion.nameIdFormat === EMAIL_FORMAT ? assertion.nameId : null))?.toLowerCase() ?? null;
  return {
    issuer: assertion.issuer,
    id,
    email,
    name: mapped('name') ?? attr(NAME_ATTRIBUTES),
    avatar: mapped('avatar') ?? attr(AVATAR_ATTRIBUTES),
    detail: { nameId: assertion.nameId, nameIdFormat: assertion.nameIdFormat, attributes: assertion.attributes },
  };
}

function samlConnector(record: SsoConnectorRecord) {
  if (record.providerName !== 'SAML') throw new DomainError('single_sign_on.not_supported', `${record.providerName} connectors do not use the SAML endpoints`);
  try {
    return samlIdpOf(record.config);
  } catch {
    throw new DomainError('connector.invalid_config', `connector ${record.connectorName} is not fully configured`);
  }
}

/** Where the browser returns after the IdP: a URL on this server (or a custom UI on the same origin). */
export function checkRedirectUri(value: unknown, endpoints: SsoEndpoints): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== new URL(endpoints.baseUrl).origin)
    throw invalidInput(`redirectUri must be a URL on ${new URL(endpoints.baseUrl).origin}`, ['redirectUri']);
  return url.toString();
}

/** The experience's own state and where the browser returns, as every enterprise sign-in takes them. */
export function checkStartInput(input: { state?: unknown; redirectUri?: unknown }, endpoints: SsoEndpoints): { state: string; redirectUri: string } {
  if (typeof input.state !== 'string' || !input.state || input.state.length > 512)
    throw invalidInput('state must be a string of 1 to 512 characters', ['state']);
  return { state: input.state, redirectUri: checkRedirectUri(input.redirectUri, endpoints) };
}

/** Step 1: the IdP URL carrying a new AuthnRequest, and the verification that will hold its answer. */
export async function startSamlSignIn(
  db: Db,
  endpoints: SsoEndpoints,
  connectorId: string,
  interactionId: string,
  input: { state?: unknown; redirectUri?: unknown },
): Promise<{ authorizationUri: string; verificationId: string }> {
  const record = await getSsoConnectorRecord(db, connectorId);
  const idp = samlConnector(record);
  const { state, redirectUri } = checkStartInput(input, endpoints);
  const verificationId = newId();
  const { url, requestId } = await authorizationRequest(idp, serviceProviderOf(endpoints, connectorId), verificationId);
  await requests.insertSsoRequest(db, {
    id: verificationId,
    ssoConnectorId: connectorId,
    interactionId,
    requestId,
    redirectUri,
    state,
    expiresAt: new Date(Date.now() + SAML_REQUEST_TTL_MS),
  });
  return { authorizationUri: url, verificationId };
}

export const noRequest = () => new DomainError('session.verification_session_not_found', 'no pending single sign-on request matches; start again');

/** Step 2 (ACS): checks the IdP's response for its request; returns where the browser goes next. Run in a transaction. */
export async function acceptSamlResponse(
  db: Db,
  endpoints: SsoEndpoints,
  connectorId: string,
  body: { SAMLResponse?: unknown; RelayState?: unknown },
): Promise<string> {
  if (typeof body.SAMLResponse !== 'string' || !body.SAMLResponse) throw invalidInput('SAMLResponse is required', ['SAMLResponse']);
  if (typeof body.RelayState !== 'string' || !body.RelayState)
    throw invalidInput('RelayState is required: only requests this server made are answered', ['RelayState']);
  const request = await requests.findLiveSsoRequest(db, body.RelayState);
  if (!request || request.ssoConnectorId !== connectorId) throw noRequest();
  const record = await getSsoConnectorRecord(db, connectorId);
  let assertion: SamlAssertion;
  try {
    assertion = await validateSamlResponse(samlConnector(record), serviceProviderOf(endpoints, connectorId), body.SAMLResponse, request.requestId);
  } catch (error) {
    if (error instanceof SamlError) throw new DomainError('single_sign_on.invalid_saml_response', error.message);
    throw error;
  }
  if (!(await requests.rememberAssertion(db, connectorId, assertion.assertionId, assertion.notOnOrAfter))) {
    throw new DomainError('single_sign_on.assertion_replayed', 'this assertion was received before; a replay is refused');
  }
  const profile = profileOf(assertion, record.config.attributeMapping as Record<string, unknown> | undefined);
  if (!(await requests.recordSsoResponse(db, request.id, { ...profile }))) {
    throw new DomainError('single_sign_on.response_already_received', 'this request was answered already');
  }
  const back = new URL(request.redirectUri);
  back.searchParams.set('state', request.state);
  return back.toString();
}

/**
 * The request the sign-in page's callback comes back for: made by this interaction with this
 * state (a random value only that browser saw). The state alone names nothing for another browser.
 */
export async function samlRequestForCallback(db: Db, interactionId: string, state: unknown): Promise<{ verificationId: string; connectorId: string }> {
  const request = typeof state === 'string' && state ? await requests.findLiveSsoRequestByState(db, interactionId, state) : undefined;
  if (!request) throw noRequest();
  return { verificationId: request.id, connectorId: request.ssoConnectorId };
}

/** Step 3: the verified identity of a request this interaction made, taken once. */
export async function takeSamlIdentity(
  db: Db,
  connectorId: string,
  verificationId: unknown,
  interactionId: string,
): Promise<{ record: SsoConnectorRecord; profile: SsoIdentityProfile }> {
  const request = typeof verificationId === 'string' ? await requests.findLiveSsoRequest(db, verificationId) : undefined;
  if (!request || request.ssoConnectorId !== connectorId || request.interactionId !== interactionId) throw noRequest();
  if (!request.result) throw new DomainError('session.verification_failed', 'the identity provider has not answered this request');
  if (!(await requests.useSsoRequest(db, request.id))) throw noRequest();
  return { record: await getSsoConnectorRecord(db, connectorId), profile: request.result as unknown as SsoIdentityProfile };
}

export type SsoOutcome = 'signedIn' | 'linked' | 'registered';

const accountNotLinkable = (email: string, refusal: LinkRefusal) =>
  new DomainError(
    'single_sign_on.account_not_linkable',
    refusal.reason === 'email_not_verified'
      ? 'An account already uses this email but never proved it, so single sign-on cannot be linked to it. Ask your administrator for help.'
      : 'An account with this email can already be opened another way (a password, a social sign-in or a passkey). Sign in to it that way first, or ask your administrator for help.',
    { email, ...refusal },
  );

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * The profile fields an IdP's answer writes to an account: name, avatar (a web URL only: the users'
 * avatar rule, as the picture is shown by relying parties) and email. With `sync` every field the
 * IdP gives and the account differs on; without it only the fields the account lacks. The email
 * only when the connector serves its domain (the IdP is authoritative there; an OIDC IdP's email
 * reaches here only verified) and no other account holds it (then it is left as it is: the
 * sign-in goes on).
 */
async function profileWrite(db: Db, record: SsoConnectorRecord, user: User, profile: SsoIdentityProfile, sync: boolean): Promise<UserFields> {
  const write: UserFields = {};
  const wants = (current: string | null | undefined, next: string | null | undefined) => Boolean(next) && (sync ? current !== next : !current);
  if (wants(user.name, profile.name)) write.name = profile.name!;
  const avatar = profile.avatar && isWebUrl(profile.avatar) ? profile.avatar : null;
  if (wants(user.avatar, avatar)) write.avatar = avatar;
  const email = profile.email && record.domains.includes(domainOf(profile.email)) ? profile.email : null;
  if (email && wants(user.primaryEmail?.toLowerCase(), email)) {
    const holder = await findUserByIdentifier(db, 'email', email);
    if (!holder || holder.id === user.id) write.primaryEmail = email;
  }
  return write;
}

/** Writes `write` (IdP-given identifiers count as verified), or returns the user as it is. */
async function applyWrite(db: Db, user: User, write: UserFields): Promise<{ user: User; changed: boolean }> {
  if (Object.keys(write).length === 0) return { user, changed: false };
  return { user: await updateUser(db, user.id, write, { identifiersVerified: true }), changed: true };
}

/**
 * Which user an SSO identity is: the one it is linked to; else the account with its email, linked
 * now, when the connector serves that email's domain (the company's IdP speaks for its own
 * domain), the account proved that email itself and has no other way in (no password, social or
 * other enterprise identity, passkey: src/domain/sign-in/account-linking.ts). Otherwise nothing links
 * silently to an account someone else may hold or have planted: the sign-in is refused and its
 * owner signs in the account's own way first. Else a new user. The profile is taken
 * from the IdP on the first sign-in (a new user, or the fields a linked account lacks) and on
 * every sign-in when the connector's syncProfile is on. `changed`: a returning user's data
 * changed (a User.Data.Updated). Run in a transaction.
 */
export async function resolveSsoUser(
  db: Db,
  record: SsoConnectorRecord,
  profile: SsoIdentityProfile,
): Promise<{ user: User; outcome: SsoOutcome; changed: boolean }> {
  const linked = await identities.findSsoIdentity(db, record.id, profile.id);
  if (linked) {
    await identities.updateSsoIdentityDetail(db, linked.id, profile.detail);
    const user = await getUser(db, linked.userId);
    if (!record.syncProfile) return { user, outcome: 'signedIn', changed: false };
    return { ...(await applyWrite(db, user, await profileWrite(db, record, user, profile, true))), outcome: 'signedIn' };
  }
  const authoritative = profile.email !== null && record.domains.includes(domainOf(profile.email));
  const link = async (user: User) =>
    identities.insertSsoIdentity(db, {
      id: newId(),
      userId: user.id,
      ssoConnectorId: record.id,
      issuer: profile.issuer,
      identityId: profile.id,
      detail: profile.detail,
    });
  if (authoritative) {
    const owner = await findUserByIdentifier(db, 'email', profile.email!);
    if (owner) {
      if (owner.hasPassword) {
        throw new DomainError(
          'single_sign_on.account_has_password',
          'An account with this email already exists and has a password. Sign in with the password first, then link single sign-on to it.',
          { email: profile.email },
        );
      }
      if (await identities.findUserSsoIdentity(db, owner.id, record.id)) {
        throw new DomainError('single_sign_on.identity_conflict', 'The account with this email is linked to another identity of this connector.');
      }
      const refusal = await emailLinkRefusal(db, owner, { ssoConnectorId: record.id });
      if (refusal) throw accountNotLinkable(profile.email!, refusal);
      await link(owner);
      const { user } = await applyWrite(db, owner, await profileWrite(db, record, owner, profile, record.syncProfile));
      return { user, outcome: 'linked', changed: true };
    }
  }
  const avatar = profile.avatar && isWebUrl(profile.avatar) ? profile.avatar : null;
  const user = await createUser(db, { primaryEmail: authoritative ? profile.email : null, name: profile.name, avatar }, { identifiersVerified: true });
  await link(user);
  return { user, outcome: 'registered', changed: false };
}

/** The SSO connector ids serving an email's domain (Logto: GET /api/experience/sso-connectors?email=). */
export async function ssoConnectorIdsForEmail(db: Db, email: unknown): Promise<string[]> {
  if (typeof email !== 'string' || !email.includes('@')) throw invalidInput('email is required', ['email']);
  return (await findSsoConnectorsByDomain(db, domainOf(email.trim().toLowerCase()))).map((c) => c.id);
}
