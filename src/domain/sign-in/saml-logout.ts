// SAML Single Logout, SP-initiated: an application's SP asks Tessera to sign a person out. The
// LogoutRequest is read and accepted under the rules of an AuthnRequest (its signature when the
// application requires signed requests, its Issuer, its age, its id never answered before); the
// sessions it names (SessionIndex: the Tessera session ids our assertions carried) end as a
// sign-out ends them (back-channel logouts to the OIDC applications signed in through them), or,
// naming none, every session of the person (SAML core §3.7.3.2). Only sessions of the person the
// NameID identifies for this application end: a SessionIndex of somebody else's session is
// ignored. The answer is a signed Success LogoutResponse to the SP's SingleLogoutService; a person
// with no session left to end is signed out already, which is success too.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/saml-applications.js';
import { findActiveUserSession, listActiveUserSessions } from '../../db/repositories/sessions.js';
import { findUserById, findUserByIdentifier, type User } from '../../db/repositories/users.js';
import { NAME_ID_FORMATS, SamlIdpError } from '../../connectors/saml-idp.js';
import { buildLogoutRequest, buildLogoutResponse, readLogoutRequest, type LogoutAnswer, type LogoutBinding } from '../../connectors/saml-idp-logout.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';
import { endSession } from '../oauth/oidc-sessions.js';
import { activeSigningKey, idpEndpoints, rememberSamlRequest, type SamlApplication, type SamlEndpoints } from '../directory/saml-applications.js';
import { nameIdOf } from './saml-sign-in.js';

/** RelayState is the SP's opaque value, sent back as it came. */
const MAX_RELAY_STATE = 1024;

const refused = (code: string, message: string) => new DomainError(`application.saml.${code}`, message);

export interface SamlLogoutDone {
  answer: LogoutAnswer;
  requestId: string;
  /** The person signed out, when the NameID named one. */
  userId: string | null;
  endedSessionIds: string[];
}

/** The account the request's NameID names for this application (as our assertions named it), if any. */
async function personOf(db: Db, application: SamlApplication, nameId: string): Promise<User | undefined> {
  const user =
    application.nameIdFormat === NAME_ID_FORMATS.emailAddress ? await findUserByIdentifier(db, 'email', nameId.toLowerCase()) : await findUserById(db, nameId);
  if (!user) return undefined;
  // The same NameID our assertions gave: an email format names by email, the others by user id.
  try {
    return nameIdOf(application, user).toLowerCase() === nameId.toLowerCase() ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a LogoutRequest of application `id` (in `db`, the caller's transaction: the request's
 * id is remembered and the sessions end with it, or nothing happens).
 */
export async function answerSamlLogoutRequest(
  db: Db,
  id: string,
  input: LogoutBinding,
  relayState: string | undefined,
  kek: KeyEncryptionKey,
  endpoints: SamlEndpoints,
  now: Date,
): Promise<SamlLogoutDone> {
  const application = await repo.findSamlApplicationById(db, id);
  if (!application) throw notFound('saml application', id);
  if (!application.entityId || !application.sloUrl) {
    throw refused('slo_not_configured', 'This SAML application has no Single Logout URL (sloUrl) to answer to.');
  }
  if (relayState !== undefined && relayState.length > MAX_RELAY_STATE)
    throw refused('invalid_request', `RelayState must be at most ${MAX_RELAY_STATE} characters`);
  let request;
  try {
    request = await readLogoutRequest(input, { certificate: application.spCertificate, requireSigned: application.requireSignedRequests });
  } catch (error) {
    if (error instanceof SamlIdpError) throw refused(error.reason, error.message);
    throw error;
  }
  if (request.issuer !== application.entityId) throw refused('issuer_mismatch', 'The LogoutRequest comes from another service provider.');
  await rememberSamlRequest(db, id, request, now, 'LogoutRequest');

  const person = await personOf(db, application, request.nameId);
  const ended: string[] = [];
  if (person) {
    const sessions = request.sessionIndexes.length
      ? (await Promise.all(request.sessionIndexes.map((index) => findActiveUserSession(db, person.id, index, now, true)))).filter((s) => s !== undefined)
      : await listActiveUserSessions(db, person.id, now);
    for (const session of sessions) {
      await endSession(db, session.id);
      ended.push(session.id);
    }
  }
  const signingKey = await activeSigningKey(db, id, kek);
  if (!signingKey) throw refused('not_configured', 'The SAML application has no active signing key.');
  const answer = await buildLogoutResponse({
    idpEntityId: idpEndpoints(endpoints, id).entityId,
    destination: application.sloUrl,
    inResponseTo: request.id,
    now,
    relayState: relayState === undefined || relayState === '' ? null : relayState,
    signingKey,
  });
  return { answer, requestId: request.id, userId: person?.id ?? null, endedSessionIds: ended };
}

/**
 * The LogoutRequests the signed-out page delivers, in frames, to each SAML application the ended
 * session signed in to (those with a Single Logout service and an active key): a signed URL for
 * HTTP-Redirect, a form to post for HTTP-POST (the page's frame posts it), beside the OIDC
 * applications' front-channel logout pages. An application without a Single Logout service, or
 * whose key is gone, is left out: its own session ends when it expires.
 */
export async function samlLogoutFrames(db: Db, sessionId: string, kek: KeyEncryptionKey, endpoints: SamlEndpoints, now: Date): Promise<LogoutAnswer[]> {
  const frames: LogoutAnswer[] = [];
  for (const participant of await repo.listSamlSessionParticipants(db, sessionId)) {
    const application = await repo.findSamlApplicationById(db, participant.applicationId);
    if (!application?.sloUrl) continue;
    const signingKey = await activeSigningKey(db, application.id, kek);
    if (!signingKey) continue;
    frames.push(
      await buildLogoutRequest({
        idpEntityId: idpEndpoints(endpoints, application.id).entityId,
        destination: application.sloUrl,
        nameId: participant.nameId,
        nameIdFormat: application.nameIdFormat,
        sessionIndex: sessionId,
        now,
        signingKey,
      }),
    );
  }
  return frames;
}
