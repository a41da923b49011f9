// The steps of a password sign-in, shared by the JSON Experience API and the server-rendered
// form: start (choose the event), verify a password, identify the user, submit.
import type { Request, Response } from 'express';
import { updateInteraction } from '../db/repositories/interactions.js';
import { DomainError, invalidInput } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { verifyPasswordSignIn, type Identifier } from '../domain/sign-in.js';
import { completeInteraction, interactionNotFound, type Interaction, type InteractionEvent } from '../oidc/interactions.js';
import type { Services } from '../services.js';

const EVENTS = new Set<InteractionEvent>(['SignIn', 'Register', 'ForgotPassword']);

interface Verification {
  type: string;
  userId: string;
}

function verifications(interaction: Interaction): Record<string, Verification> {
  return (interaction.data.verifications ?? {}) as Record<string, Verification>;
}

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
  const user = await verifyPasswordSignIn(services.db, identifier, password);
  const verificationId = newId();
  const data = { ...interaction.data, verifications: { ...verifications(interaction), [verificationId]: { type: 'Password', userId: user.id } } };
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
  return verificationId;
}

/** Identifies the interaction's user by a verification made in this same interaction. */
export async function identify(services: Services, interaction: Interaction, verificationId: unknown): Promise<void> {
  if (interaction.event !== 'SignIn') {
    throw new DomainError('session.verification_failed', `identification by verification is for SignIn, not ${interaction.event}`);
  }
  const verification = typeof verificationId === 'string' ? verifications(interaction)[verificationId] : undefined;
  if (!verification) throw new DomainError('session.verification_session_not_found', 'verificationId is unknown for this interaction');
  if (!(await updateInteraction(services.db, interaction.id, { userId: verification.userId }))) throw interactionNotFound();
  interaction.userId = verification.userId;
}

/** Finishes: returns where the browser goes next (the client, with its authorization code). */
export async function submit(services: Services, req: Request, res: Response, interaction: Interaction): Promise<string> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'the user is not identified yet');
  return completeInteraction(services, req, res, interaction.id, interaction.userId);
}
