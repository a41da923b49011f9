// "A user finished signing in (or registering, or resetting a password) through the
// experience": listeners run inside the completing transaction, so an outbox writer can record
// PostSignIn / PostRegister / PostResetPassword atomically with the session it reports.
import type { Db } from '../../db/database.js';
import { lockPendingInteractionData } from '../../db/repositories/connectors.js';
import { updateInteraction } from '../../db/repositories/interactions.js';
import { addVerification, type NewVerification } from './sign-in-state.js';

export interface CompletedInteraction {
  /** `SignIn`, `Register` or `ForgotPassword`. */
  interactionEvent: string;
  interactionId: string;
  sessionId: string;
  userId: string;
  applicationId: string;
  ip: string;
  userAgent: string;
}

export type InteractionListener = (db: Db, event: CompletedInteraction) => Promise<void>;
const listeners: InteractionListener[] = [];

/** Registers a listener (start-up wiring calls this; a listener registered twice runs once). */
export function onInteractionCompleted(listener: InteractionListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function interactionCompleted(db: Db, event: CompletedInteraction): Promise<void> {
  for (const listener of listeners) await listener(db, event);
}

// Which user an interaction registered, kept in its data: the completion reports `Register` for
// that user (one PostRegister per registration, whichever flow created the account: a sign-up
// page or API, a social or enterprise first sign-in, a code), `SignIn` for anyone else.
const REGISTERED = 'registeredUserId';

/** The interaction's data once it has registered `userId`. */
export const withRegistration = (data: Record<string, unknown>, userId: string): Record<string, unknown> => ({ ...data, [REGISTERED]: userId });

/**
 * Records, in the registering transaction, that the interaction registered `userId`, with what
 * the sign-up proved as the interaction's verification records (a new password, an email proved
 * by code): the session's `amr` is read from them as after a sign-in. A gone interaction records
 * nothing: it cannot complete.
 */
export async function recordRegistration(db: Db, interactionId: string, userId: string, proofs: readonly NewVerification[] = []): Promise<void> {
  let data = await lockPendingInteractionData(db, interactionId);
  if (!data) return;
  for (const proof of proofs) data = addVerification(data, proof).data;
  await updateInteraction(db, interactionId, { data: withRegistration(data, userId) });
}

/** The event a completion for `userId` reports: of SignIn and Register, Register only when this interaction registered them. */
export function completionEvent(event: string, data: Record<string, unknown>, userId: string): string {
  if (event !== 'SignIn' && event !== 'Register') return event;
  return data[REGISTERED] === userId ? 'Register' : 'SignIn';
}
