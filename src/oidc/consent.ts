// The consent step of an authorization request for a third-party application: the request waits
// in an interaction (bound to the browser by its cookie, like a sign-in) that also names the
// signed-in user and their session; the consent page and the Experience API's /consent read it
// (pendingConsent) and finish it (allowConsent / denyConsent). Finishing takes the interaction in
// the same transaction that records the consent and issues the code, so it yields one answer.
import type { Request, Response } from 'express';
import type { Db } from '../db/database.js';
import { consentDecision, consentDetails, grantConsent, type ConsentDetails, type ConsentRequest } from '../domain/directory/consent.js';
import { DomainError } from '../domain/errors.js';
import { openInteraction, takeInteraction, updateInteraction } from '../domain/oauth/oidc-interactions.js';
import type { Session } from '../domain/oauth/oidc-sessions.js';
import type { Services } from '../services.js';
import { scopeList } from './access-token.js';
import type { AuthorizationParams } from './authorization-request.js';
import { authorizationResponseUrl } from './authorization-response.js';
import { clearCookie, setSignedCookie } from './cookies.js';
import { INTERACTION_COOKIE, INTERACTION_TTL_SECONDS, interactionNotFound, interactionOfRequest, type Interaction } from './interactions.js';
import { codeRedirect, withConsented } from './issue-code.js';
import { currentSession } from './sessions.js';

export const consentPageUrl = (interactionId: string) => `/consent?interaction=${encodeURIComponent(interactionId)}`;

/** What the interaction's data holds while it waits for consent. */
interface ConsentState {
  sessionId: string;
}

const consentStateOf = (interaction: Interaction): ConsentState | undefined => {
  const state = (interaction.data as { consent?: unknown }).consent as Partial<ConsentState> | undefined;
  return state && typeof state.sessionId === 'string' ? { sessionId: state.sessionId } : undefined;
};

/**
 * Opens the interaction that waits for the user's consent (in the caller's transaction); the
 * caller sets its cookie (setConsentCookie) once that transaction committed.
 */
export async function openConsentInteraction(db: Db, params: AuthorizationParams, session: Session): Promise<string> {
  const id = await openInteraction(db, { clientId: params.clientId, params: { ...params }, event: 'Consent' });
  const state: ConsentState = { sessionId: session.id };
  await updateInteraction(db, id, { userId: session.userId, data: { consent: state } });
  return id;
}

export function setConsentCookie(services: Services, res: Response, interactionId: string): Promise<void> {
  return setSignedCookie(services, res, INTERACTION_COOKIE, interactionId, INTERACTION_TTL_SECONDS);
}

const notWaiting = () =>
  new DomainError('session.not_found', 'This request is not waiting for your consent any more. Return to the application and start again.');

export interface PendingConsent {
  interaction: Interaction;
  session: Session;
  request: ConsentRequest;
}

/**
 * This browser's interaction waiting for consent, with the session it belongs to (still this
 * browser's, still active, still the same user). `named`: the id a page or call names.
 */
export async function pendingConsent(services: Services, req: Request, named?: string): Promise<PendingConsent> {
  const interaction = await interactionOfRequest(services, req, named);
  const state = consentStateOf(interaction);
  if (interaction.event !== 'Consent' || !state || !interaction.userId) throw notWaiting();
  const session = await currentSession(services, req);
  if (!session || session.id !== state.sessionId || session.userId !== interaction.userId) throw notWaiting();
  const { params } = interaction;
  // Decided again: the application's consent scopes may have changed meanwhile.
  const decision = await consentDecision(services.db, params.clientId, session.userId, scopeList(params.scope), params.resources);
  const request = decision.kind === 'first-party' ? { scopes: scopeList(params.scope), resources: params.resources } : decision.request;
  return { interaction, session, request };
}

export async function pendingConsentDetails(services: Services, pending: PendingConsent): Promise<ConsentDetails> {
  return consentDetails(services.db, pending.interaction.clientId, pending.session.userId, pending.request);
}

/** The user allows: the consent is remembered and the code issued for what they allowed. */
export async function allowConsent(services: Services, res: Response, pending: PendingConsent, organizationIds: readonly string[]): Promise<string> {
  const { interaction, session, request } = pending;
  const redirectTo = await services.db.transaction().execute(async (trx) => {
    if (!(await takeInteraction(trx, interaction.id))) throw interactionNotFound();
    await grantConsent(trx, interaction.clientId, session.userId, request, organizationIds);
    return codeRedirect(trx, services.config.issuer, withConsented(interaction.params, request), session);
  });
  clearCookie(services, res, INTERACTION_COOKIE);
  return redirectTo;
}

/** The user denies: the client gets access_denied (RFC 6749 §4.1.2.1); nothing is remembered. */
export async function denyConsent(services: Services, res: Response, pending: PendingConsent): Promise<string> {
  const { interaction } = pending;
  if (!(await takeInteraction(services.db, interaction.id))) throw interactionNotFound();
  clearCookie(services, res, INTERACTION_COOKIE);
  return authorizationResponseUrl(services.db, services.config.issuer, interaction.params, {
    error: 'access_denied',
    error_description: 'the user denied the application access',
    state: interaction.params.state,
  });
}
