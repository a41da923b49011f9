// The steps of a password sign-in, shared by the JSON Experience API and the server-rendered
// form: start (choose the event), verify a password, identify the user, submit.
import type { Request, Response } from 'express';
import { updateInteraction } from '../domain/oidc-interactions.js';
import { DomainError, invalidInput } from '../domain/errors.js';
import { verifyPasswordSignIn, type Identifier } from '../domain/sign-in.js';
import { addVerification, identified, verificationOf } from '../domain/sign-in-state.js';
import { completeInteraction, interactionNotFound, type Interaction, type InteractionEvent } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { getExperienceSettings } from '../domain/experience-settings.js';
import { assertMfaSatisfied } from './sign-in-mfa.js';

const EVENTS = new Set<InteractionEvent>(['SignIn', 'Register', 'ForgotPassword']);

export async function startExperience(services: Services, interaction: Interaction, event: unknown): Promise<Interaction> {
  if (!EVENTS.has(event as InteractionEvent)) {
    throw invalidInput('interactionEvent must be SignIn, Register or ForgotPassword', ['interactionEvent']);
  }
  const updated = await updateInteraction(services.db, interaction.id, { event: event as string, userId: null, data: {} });
  if (!updated) throw interactionNotFound();
  return { ...interaction, event: updated.event, userId: null, data: {} };
}

/** Checks the password; records the verification in the interaction and returns its id. */
export async function verifyPassword(services: Services, interaction: Interaction, identifier: Identifier, password: unknown) {
  if (typeof password !== 'string' || !password) throw invalidInput('password is required', ['password']);
  const { lockout } = await getExperienceSettings(services.db, services.config);
  const user = await verifyPasswordSignIn(services.db, identifier, password, lockout);
  const { data, verificationId } = addVerification(interaction.data, { type: 'Password', userId: user.id });
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
  return verificationId;
}

/**
 * Identifies the interaction's user by a verification made in this same interaction. Whatever
 * second factor was given before is forgotten: the identified user gives their own.
 */
export async function identify(services: Services, interaction: Interaction, verificationId: unknown): Promise<void> {
  if (interaction.event !== 'SignIn') {
    throw new DomainError('session.verification_failed', `identification by verification is for SignIn, not ${interaction.event}`);
  }
  const { userId } = verificationOf(interaction.data, verificationId);
  const data = identified(interaction.data);
  if (!(await updateInteraction(services.db, interaction.id, { userId, data }))) throw interactionNotFound();
  interaction.userId = userId;
  interaction.data = data;
}

/** Finishes: returns where the browser goes next (the client, with its authorization code). */
export async function submit(services: Services, req: Request, res: Response, interaction: Interaction): Promise<string> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'the user is not identified yet');
  // A user with TOTP enabled gives its code first (POST /api/experience/mfa/totp or /sign-in/mfa).
  await assertMfaSatisfied(services.db, interaction);
  return completeInteraction(services, req, res, interaction.id, interaction.userId);
}
