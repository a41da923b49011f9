// Signing a person in to a SAML application: an AuthnRequest is read and accepted (its signature
// when the application requires one, its Issuer, ACS URL, age and id checked, the id remembered
// against a replay), or an IdP-initiated sign-in is allowed by the application; the sign-in then
// waits (saml_sign_ins) while the browser goes through the sign-in experience, and is answered
// once with a signed Response for the person signed in. Protocol details are in
// src/connectors/saml-idp.ts; the HTTP side in src/experience/saml-idp.ts.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/saml-applications.js';
import { findUserById, type User } from '../../db/repositories/users.js';
import {
  buildSamlResponse,
  NAME_ID_FORMATS,
  readPostAuthnRequest,
  readRedirectAuthnRequest,
  SamlIdpError,
  type AuthnRequest,
} from '../../connectors/saml-idp.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { checkUserMaySignIn } from './sign-in.js';
import { applicationAccessRefusal } from '../directory/application-access-control.js';
import { acceptSamlAuthnRequest, activeSigningKey, idpEndpoints, type SamlApplication, type SamlEndpoints } from '../directory/saml-applications.js';

/** How long a sign-in may wait for the person (the sign-in experience's own interaction lives 15 minutes). */
export const SAML_SIGN_IN_TTL_MS = 15 * 60 * 1000;
/** How long the SP may use the assertion we post. */
const ASSERTION_LIFETIME_SECONDS = 5 * 60;
/** RelayState is the SP's opaque value; SAML bindings §3.4.3 bound it to 80 bytes, SPs send longer ones. */
const MAX_RELAY_STATE = 1024;

const refused = (code: string, message: string) => new DomainError(`application.saml.${code}`, message);

/** How the AuthnRequest came: the raw query of an HTTP-Redirect request, or the SAMLRequest field of an HTTP-POST. */
export type SamlBinding = { binding: 'redirect'; rawQuery: string } | { binding: 'post'; samlRequest: string };

export interface SamlSignInStart {
  application: SamlApplication;
  signInId: string;
  /** The request asked the person to sign in again (ForceAuthn), whatever session they have. */
  forceAuthn: boolean;
}

async function requireApplication(db: Db, id: string): Promise<SamlApplication> {
  const application = await repo.findSamlApplicationById(db, id);
  if (!application) throw notFound('saml application', id);
  return application;
}

function relayStateOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length > MAX_RELAY_STATE) throw refused('invalid_request', `RelayState must be at most ${MAX_RELAY_STATE} characters`);
  return value;
}

async function readRequest(application: SamlApplication, input: SamlBinding): Promise<AuthnRequest> {
  const sp = { certificate: application.spCertificate, requireSigned: application.requireSignedRequests };
  try {
    return input.binding === 'redirect' ? await readRedirectAuthnRequest(input.rawQuery, sp) : await readPostAuthnRequest(input.samlRequest, sp);
  } catch (error) {
    if (error instanceof SamlIdpError) throw refused(error.reason, error.message);
    throw error;
  }
}

/**
 * SP-initiated: reads the AuthnRequest, accepts it (in `db`, the caller's transaction: the id is
 * remembered with the waiting sign-in) and opens the sign-in that will answer it.
 */
export async function startSpInitiatedSignIn(db: Db, id: string, input: SamlBinding, relayState: string | undefined, now: Date): Promise<SamlSignInStart> {
  const relay = relayStateOf(relayState);
  const request = await readRequest(await requireApplication(db, id), input);
  const application = await acceptSamlAuthnRequest(db, id, request, now);
  const signInId = newId();
  await repo.insertSamlSignIn(
    db,
    { id: signInId, applicationId: id, requestId: request.id, relayState: relay },
    now,
    new Date(now.getTime() + SAML_SIGN_IN_TTL_MS),
  );
  return { application, signInId, forceAuthn: request.forceAuthn };
}

/** IdP-initiated: only for an application that allows it, configured with its SP's entity id and ACS URL. */
export async function startIdpInitiatedSignIn(db: Db, id: string, relayState: string | undefined, now: Date): Promise<SamlSignInStart> {
  const relay = relayStateOf(relayState);
  const application = await requireApplication(db, id);
  if (!application.idpInitiatedSignIn) {
    throw refused('idp_initiated_not_allowed', 'This SAML application does not allow sign-in started here; start it from the application.');
  }
  if (!application.entityId || !application.acsUrl) throw refused('not_configured', 'The SAML application has no entity id or ACS URL yet.');
  const signInId = newId();
  await repo.insertSamlSignIn(db, { id: signInId, applicationId: id, requestId: null, relayState: relay }, now, new Date(now.getTime() + SAML_SIGN_IN_TTL_MS));
  return { application, signInId, forceAuthn: false };
}

export function nameIdOf(application: SamlApplication, user: User): string {
  if (application.nameIdFormat !== NAME_ID_FORMATS.emailAddress) return user.id;
  if (!user.primaryEmail) throw refused('name_id_unavailable', 'This application identifies people by email address, and this account has none.');
  return user.primaryEmail;
}

const attributeValue = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** The attributes the application maps: user fields and `customData.<key>`; a field without a value is left out. */
export function samlAttributes(mapping: Record<string, string>, user: User): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [source, name] of Object.entries(mapping)) {
    const raw = source.startsWith('customData.')
      ? Object.hasOwn(user.customData, source.slice('customData.'.length))
        ? user.customData[source.slice('customData.'.length)]
        : undefined
      : user[source as 'id' | 'username' | 'primaryEmail' | 'primaryPhone' | 'name' | 'avatar'];
    const value = attributeValue(raw);
    if (value !== undefined) attributes[name] = value;
  }
  return attributes;
}

export interface SamlAnswer {
  applicationId: string;
  acsUrl: string;
  samlResponse: string;
  relayState: string | null;
  /** The AuthnRequest answered; null for an IdP-initiated sign-in. */
  requestId: string | null;
  nameId: string;
}

/**
 * Answers a waiting sign-in, once, for the signed-in user: a Response signed with the
 * application's active key, to post to its ACS URL. `sessionIndex` ties the assertion to the
 * browser session (the session id).
 */
export async function answerSamlSignIn(
  db: Db,
  input: { applicationId: string; signInId: string; userId: string; sessionIndex: string },
  kek: KeyEncryptionKey,
  endpoints: SamlEndpoints,
  now: Date,
): Promise<SamlAnswer> {
  const signIn = await repo.takeSamlSignIn(db, input.applicationId, input.signInId, now);
  if (!signIn) throw refused('sign_in_not_found', 'This sign-in has expired or was answered already. Return to the application and start again.');
  const application = await requireApplication(db, input.applicationId);
  if (!application.entityId || !application.acsUrl) throw refused('not_configured', 'The SAML application has no entity id or ACS URL yet.');
  await checkUserMaySignIn(db, input.userId);
  // The application's access control, as for an OIDC application's sign-in: no assertion for a user it does not allow.
  const denied = await applicationAccessRefusal(db, application.id, input.userId);
  if (denied) throw new DomainError('application.saml.access_denied', `You are signed in, but ${denied}. Ask an administrator for access.`);
  const user = (await findUserById(db, input.userId))!;
  const signingKey = await activeSigningKey(db, application.id, kek);
  if (!signingKey) throw refused('no_signing_key', 'The SAML application has no active signing key.');
  const nameId = nameIdOf(application, user);
  const samlResponse = await buildSamlResponse({
    idpEntityId: idpEndpoints(endpoints, application.id).entityId,
    spEntityId: application.entityId,
    acsUrl: application.acsUrl.url,
    inResponseTo: signIn.requestId,
    nameId,
    nameIdFormat: application.nameIdFormat,
    attributes: samlAttributes(application.attributeMapping, user),
    sessionIndex: input.sessionIndex,
    now,
    lifetimeSeconds: ASSERTION_LIFETIME_SECONDS,
    signingKey,
    ...(application.encryption?.encryptAssertion && application.encryption.certificate ? { encryptFor: application.encryption.certificate } : {}),
  });
  // The session's end signs it out of this application too (src/domain/sign-in/saml-logout.ts).
  await repo.recordSamlSessionParticipant(db, input.sessionIndex, application.id, nameId);
  return { applicationId: application.id, acsUrl: application.acsUrl.url, samlResponse, relayState: signIn.relayState, requestId: signIn.requestId, nameId };
}
