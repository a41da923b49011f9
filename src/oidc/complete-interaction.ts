// Finishing an interaction: the user is identified, so their session starts and the authorization
// request is answered (a code, or a wait for consent). Its own module, above both interactions.ts
// and consent.ts, since it uses both and the consent step itself builds on interactions.ts.
import type { Request, Response } from 'express';
import { completionEvent, interactionCompleted } from '../domain/sign-in/interaction-hooks.js';
import { takeInteraction } from '../domain/oauth/oidc-interactions.js';
import { endSession } from '../domain/oauth/oidc-sessions.js';
import { checkUserMaySignIn, recordSignIn } from '../domain/sign-in/sign-in.js';
import { authenticationMethods } from '../domain/sign-in/sign-in-state.js';
import type { Services } from '../services.js';
import { clearCookie } from './cookies.js';
import { consentPageUrl, openConsentInteraction, setConsentCookie } from './consent.js';
import { INTERACTION_COOKIE, interactionNotFound, withParams } from './interactions.js';
import { authorizationOutcome } from './issue-code.js';
import { browserSessionId, createSession, setSessionCookie } from './sessions.js';

/**
 * The user is identified (and verified): start their session, issue the authorization code and
 * return where to send the browser (the client's redirect URI with `code`, `state`, `iss`).
 */
export async function completeInteraction(services: Services, req: Request, res: Response, interactionId: string, userId: string): Promise<string> {
  const previous = await browserSessionId(services, req);
  const { session, redirectTo, consentId } = await services.db.transaction().execute(async (trx) => {
    const taken = await takeInteraction(trx, interactionId);
    if (!taken) throw interactionNotFound();
    const interaction = withParams(taken);
    await checkUserMaySignIn(trx, userId);
    // A new sign-in replaces whatever session this browser had.
    if (previous) await endSession(trx, previous);
    const session = await createSession(trx, services.clock, userId, authenticationMethods(interaction.data, userId), {
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
    await recordSignIn(trx, userId);
    // A sign-in for one of our own pages (the device verification page): back there, no code.
    const returnTo = interaction.params.returnTo;
    const outcome = returnTo?.startsWith('/')
      ? { redirectTo: `${services.config.baseUrl}${returnTo}` }
      : await authorizationOutcome(trx, services.config.issuer, interaction.params, session);
    // A third-party application the user has not allowed yet: the request waits for consent in
    // an interaction of its own (this sign-in's is done).
    const consentId = 'consent' in outcome ? await openConsentInteraction(trx, interaction.params, session) : undefined;
    await interactionCompleted(trx, {
      // Register only for the user this interaction registered: one PostRegister per registration.
      interactionEvent: completionEvent(interaction.event, interaction.data, userId),
      interactionId,
      sessionId: session.id,
      userId,
      applicationId: interaction.clientId,
      ip: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
    });
    return { session, redirectTo: 'redirectTo' in outcome ? outcome.redirectTo : undefined, consentId };
  });
  await setSessionCookie(services, res, session);
  if (consentId) {
    await setConsentCookie(services, res, consentId);
    return `${services.config.baseUrl}${consentPageUrl(consentId)}`;
  }
  clearCookie(services, res, INTERACTION_COOKIE);
  return redirectTo!;
}
