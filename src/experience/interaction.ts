// The link to the OIDC side (src/oidc/interactions.ts): which interaction an experience serves,
// and completing it for a user, which yields the redirect back to the client. Interactions are
// bound to the browser by the signed `tessera_interaction` cookie; a named interaction that is
// not this browser's is refused.
import type { Request, Response } from 'express';
import { completeInteraction } from '../oidc/complete-interaction.js';
import { interactionOfRequest, loadInteraction, type Interaction } from '../oidc/interactions.js';
import { DomainError } from '../domain/errors.js';
import type { Services } from '../services.js';

/**
 * The interaction id a page or API call names: query `interaction`, or the body's `interactionId`
 * (JSON) or `interaction` (a form's hidden field). A name that is not a string names nothing.
 */
function namedInteraction(req: Request): string | undefined {
  const q = req.query.interaction;
  if (typeof q === 'string' && q) return q;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  for (const key of ['interactionId', 'interaction']) {
    const b = Object.hasOwn(body, key) ? body[key] : undefined;
    if (typeof b === 'string' && b) return b;
  }
  return undefined;
}

/**
 * This browser's pending interaction: the named one (which must be this browser's: else
 * `session.not_found`), or the one its cookie holds, or null when there is none.
 */
export async function currentInteraction(services: Services, req: Request): Promise<Interaction | null> {
  const named = namedInteraction(req);
  if (named) return interactionOfRequest(services, req, named);
  return interactionOfRequest(services, req).catch(noneWhenNotFound);
}

/**
 * No interaction of this browser's (its cookie names none, or one that has expired) is null;
 * anything else, the database's outage above all, is not that and propagates: a page that took
 * a failed read for "no interaction" would start a standalone sign-in instead of the app's.
 */
export function noneWhenNotFound(error: unknown): null {
  if (error instanceof DomainError && error.code === 'session.not_found') return null;
  throw error;
}

/** The interaction a JSON API call needs (the API serves OIDC interactions only). */
export function requiredInteraction(services: Services, req: Request): Promise<Interaction> {
  return interactionOfRequest(services, req, namedInteraction(req));
}

/** The client the interaction belongs to (for event payloads). */
export async function applicationIdOf(services: Services, interactionId: string | null): Promise<string | null> {
  if (!interactionId) return null;
  return (await loadInteraction(services.db, interactionId))?.clientId ?? null;
}

/** Completes the interaction for the user; the URL to send the browser to, or undefined without one. */
export async function finishInteraction(
  services: Services,
  req: Request,
  res: Response,
  interactionId: string | null,
  userId: string,
): Promise<string | undefined> {
  if (!interactionId) return undefined;
  return completeInteraction(services, req, res, interactionId, userId);
}

/** Where "sign in" links point, keeping the interaction. */
export function signInUrl(interactionId: string | null): string {
  return interactionId ? `/sign-in?interaction=${encodeURIComponent(interactionId)}` : '/sign-in';
}
