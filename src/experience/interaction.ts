// The link to the OIDC side (the oidc helper's src/oidc/interactions.ts): which interaction an
// experience serves, and completing it for a user, which yields the redirect back to the client.
//
// INTEGRATION: until `loadInteraction` / `completeInteraction` are on main, an experience can
// carry an interaction id but completing it is not possible: `finishInteraction` answers
// undefined and the pages show a "you can sign in now" page instead of redirecting.
import type { Request, Response } from 'express';
import type { Services } from '../services.js';

/** The interaction id a page or API call names (query `interaction`, or body `interactionId`). */
export function interactionIdFrom(req: Request): string | null {
  const q = req.query.interaction;
  if (typeof q === 'string' && q) return q;
  const b = (req.body as { interactionId?: unknown } | undefined)?.interactionId;
  return typeof b === 'string' && b ? b : null;
}

/** The client the interaction belongs to (for event payloads). */
export async function applicationIdOf(_services: Services, _interactionId: string | null): Promise<string | null> {
  return null;
}

/** Completes the interaction for the user; the URL to send the browser to, or undefined without one. */
export async function finishInteraction(
  _services: Services,
  _req: Request,
  _res: Response,
  interactionId: string | null,
  _userId: string,
): Promise<string | undefined> {
  if (!interactionId) return undefined;
  return undefined;
}

/** Where "sign in" links point, keeping the interaction. */
export function signInUrl(interactionId: string | null): string {
  return interactionId ? `/sign-in?interaction=${encodeURIComponent(interactionId)}` : '/sign-in';
}
