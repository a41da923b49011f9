// Interactions: an authorization request waiting for the user to sign in (or register). The
// row lives in the database (any instance may serve the next step); a signed cookie binds it
// to the browser that started it, so a sign-in cannot be completed in someone else's browser.
//
// The contract the experience flows use: interactionOfRequest / loadInteraction to find it,
// updateInteraction (src/domain/oauth/oidc-interactions.ts) to keep their state in it,
// completeInteraction (complete-interaction.ts) to finish. An interaction of event `Consent` is a third-party
// application's request waiting for the signed-in user's consent (src/oidc/consent.ts).
import type { Request, Response } from 'express';
import type { Db } from '../db/database.js';
import { DomainError } from '../domain/errors.js';
import { INTERACTION_TTL_SECONDS, findPendingInteraction, openInteraction, type InteractionRow } from '../domain/oauth/oidc-interactions.js';
import type { Services } from '../services.js';
import { offeredSocialConnectors, ssoOffered } from '../domain/federation/offered-connectors.js';
import type { AuthorizationParams } from './authorization-request.js';
import { readSignedCookie, setSignedCookie } from './cookies.js';

export const INTERACTION_COOKIE = 'tessera_interaction';
export { INTERACTION_TTL_SECONDS };

export type InteractionEvent = 'SignIn' | 'Register' | 'ForgotPassword';

export interface Interaction extends Omit<InteractionRow, 'params'> {
  params: AuthorizationParams;
}

export const interactionNotFound = () =>
  new DomainError('session.not_found', 'This sign-in has expired or is no longer valid. Return to the application and start again.');

/**
 * Stores the request and sends the browser to the page that starts `event`. A SAML application's
 * sign-in (src/experience/saml-idp.ts) is `requester: 'saml'`: `params.clientId` is the SAML
 * application and `params.returnTo` where the browser comes back to once signed in.
 */
export async function startInteraction(
  services: Services,
  res: Response,
  params: AuthorizationParams,
  event: InteractionEvent,
  requester: 'oidc' | 'saml' = 'oidc',
): Promise<string> {
  const id = await openInteraction(services.db, { clientId: params.clientId, params: { ...params }, event, requester });
  await setSignedCookie(services, res, INTERACTION_COOKIE, id, INTERACTION_TTL_SECONDS);
  return `${services.config.baseUrl}${await firstPage(services, params, event)}?interaction=${encodeURIComponent(id)}`;
}

/**
 * The page a sign-in starts on: the provider `direct_sign_in` names, when the sign-in experience
 * offers it; else the `first_screen` asked for (the compatible product's values); else the page
 * of the event. A provider that is not offered falls back to the first screen, as in the
 * compatible product: the person can still sign in another way.
 */
async function firstPage(services: Services, params: AuthorizationParams, event: InteractionEvent): Promise<string> {
  const direct = params.directSignIn;
  if (direct?.method === 'social') {
    const offered = await offeredSocialConnectors(services.db, services.config);
    const connector = offered.find((c) => c.id === direct.target || c.target === direct.target);
    if (connector) return `/sign-in/social/${encodeURIComponent(connector.id)}`;
  }
  if (event === 'Register') return '/register';
  if (params.firstScreen === 'reset_password') return '/forgot-password';
  if ((params.firstScreen === 'single_sign_on' || direct?.method === 'sso') && (await ssoOffered(services.db, services.config))) {
    return direct?.method === 'sso' ? `/sign-in/sso/connector/${encodeURIComponent(direct.target)}` : '/sign-in/sso';
  }
  return '/sign-in';
}

/** A stored row with its request parameters typed. */
export const withParams = (row: InteractionRow): Interaction => ({ ...row, params: row.params as unknown as AuthorizationParams });

export async function loadInteraction(db: Db, id: string): Promise<Interaction | undefined> {
  const row = await findPendingInteraction(db, id);
  return row && withParams(row);
}

/**
 * The pending interaction of this browser (from its cookie). When the request also names one
 * (a page's `?interaction=` or a form field), it must be the same.
 */
export async function interactionOfRequest(services: Services, req: Request, named?: string): Promise<Interaction> {
  const id = await readSignedCookie(services, req, INTERACTION_COOKIE);
  if (!id || (named !== undefined && named !== id)) throw interactionNotFound();
  const interaction = await loadInteraction(services.db, id);
  if (!interaction) throw interactionNotFound();
  return interaction;
}
