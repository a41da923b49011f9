// Shared plumbing of the form pages: the experience cookie, CSRF, error rendering.
import type { Request, Response } from 'express';
import { DomainError, errorStatus } from '../../domain/errors.js';
import { endExperience, EXPERIENCE_TTL_SECONDS, findExperience, startExperience, type ExperienceEvent, type ExperienceState } from '../../domain/experiences.js';
import type { ExperienceDeps } from '../deps.js';
import { csrfError, csrfMatches, readCookie, setCookie } from '../http.js';
import { currentInteraction } from '../interaction.js';
import { EXPERIENCE_COOKIE } from '../api.js';

export function sendPage(res: Response, status: number, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  // No form-action: browsers apply it to the redirect after a post, which goes to the client.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  res.send(body);
}

/**
 * A GET of a flow's first page starts a fresh experience for the browser's interaction (the
 * named one must be this browser's), or a standalone one when the page is visited directly.
 */
export async function startFromPage(deps: ExperienceDeps, req: Request, res: Response, event: ExperienceEvent): Promise<ExperienceState> {
  const interaction = await currentInteraction(deps.services, req);
  const previous = readCookie(req, EXPERIENCE_COOKIE);
  if (previous) await endExperience(deps.services.db, previous);
  const state = await startExperience(deps.services.db, event, interaction?.id ?? null);
  setCookie(deps.services, res, EXPERIENCE_COOKIE, state.id, EXPERIENCE_TTL_SECONDS);
  return state;
}

/** A form post: the experience of the cookie, of the right kind, with a matching CSRF token. */
export async function postedExperience(deps: ExperienceDeps, req: Request, event: ExperienceEvent): Promise<ExperienceState> {
  const state = await findExperience(deps.services.db, readCookie(req, EXPERIENCE_COOKIE));
  if (!state || state.event !== event) {
    throw new DomainError('session.not_found', 'This page expired; start again.');
  }
  if (!csrfMatches(deps.services, state.id, (req.body as Record<string, unknown> | undefined)?.csrf)) throw csrfError();
  return state;
}

/** Renders a DomainError on the page it came from; anything else is a plain 500 page. */
export function statusOf(error: unknown): { status: number; message: string } {
  if (error instanceof DomainError) return { status: errorStatus(error.code), message: error.message };
  console.error('experience page failure', error);
  return { status: 500, message: 'Something went wrong on our side; try again.' };
}

export function field(req: Request, name: string): string | undefined {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : undefined;
}
