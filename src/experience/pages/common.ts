// Shared plumbing of the form pages: starting a flow from a page and checking a posted form.
import type { Request, Response } from 'express';
import { DomainError } from '../../domain/errors.js';
import { endExperience, findExperience, startExperience, type ExperienceEvent, type ExperienceState } from '../../domain/sign-in/experiences.js';
import { assertRegistrationOpen } from '../../domain/sign-in/registration.js';
import type { Interaction } from '../../oidc/interactions.js';
import { csrfMatches, formRefused, readExperienceId, setExperienceCookie } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { currentInteraction, requiredInteraction } from '../interaction.js';
import { field, route } from '../respond.js';
import type { RequestHandler } from 'express';
import { text } from '../i18n/context.js';

export { field, pageError, sendPage } from '../respond.js';

/**
 * A GET of a flow's first page starts a fresh experience for the browser's interaction (the
 * named one must be this browser's), or a standalone one when the page is visited directly.
 */
export async function startFromPage(deps: ExperienceDeps, req: Request, res: Response, event: ExperienceEvent): Promise<ExperienceState> {
  const interaction = await currentInteraction(deps.services, req);
  if (event === 'Register') assertRegistrationOpen(interaction?.clientId);
  const previous = await readExperienceId(deps.services, req);
  if (previous) await endExperience(deps.services.db, previous);
  const state = await startExperience(deps.services.db, event, interaction?.id ?? null);
  await setExperienceCookie(deps.services, res, state.id);
  return state;
}

/** A form post of sign-up or password reset: this browser's experience of that kind, with its CSRF token. */
export async function postedExperience(deps: ExperienceDeps, req: Request, event: ExperienceEvent): Promise<ExperienceState> {
  const state = await findExperience(deps.services.db, await readExperienceId(deps.services, req));
  if (!state || state.event !== event) throw formRefused('This page expired; start again.');
  if (!(await csrfMatches(deps.services, state.id, field(req, 'csrf')))) throw formRefused();
  return state;
}

/** A form post of sign-in or its MFA step: this browser's interaction, with its CSRF token. */
export async function postedInteraction(deps: ExperienceDeps, req: Request): Promise<Interaction> {
  let interaction: Interaction;
  try {
    interaction = await requiredInteraction(deps.services, req);
  } catch (error) {
    if (error instanceof DomainError) throw formRefused(error.message);
    throw error;
  }
  if (!(await csrfMatches(deps.services, interaction.id, field(req, 'csrf')))) throw formRefused();
  return interaction;
}

/** Refused on a second-factor page reached before the first step identified a user. */
export const passwordFirst = () => new DomainError('session.identifier_not_found', text().backupCode.passwordFirst);

/** The interaction of this browser on a second-factor page (TOTP, backup code): past its first step. */
export async function pendingMfa(deps: ExperienceDeps, req: Request): Promise<Interaction> {
  const interaction = await requiredInteraction(deps.services, req);
  if (!interaction.userId) throw passwordFirst();
  return interaction;
}

/**
 * A form post of a second-factor page: `handler` runs for this browser's interaction (its CSRF
 * token checked), past its first step; an expired, foreign or too-early post gets `refused`.
 */
export function mfaFormPost(
  deps: ExperienceDeps,
  refused: (res: Response, error: unknown) => void,
  handler: (req: Request, res: Response, interaction: Interaction) => Promise<unknown>,
): RequestHandler {
  return route(async (req, res) => {
    let interaction: Interaction;
    try {
      interaction = await postedInteraction(deps, req);
      if (!interaction.userId) throw passwordFirst();
    } catch (error) {
      return refused(res, error);
    }
    await handler(req, res, interaction);
  });
}
