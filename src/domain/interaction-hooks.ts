// "A user finished signing in (or registering, or resetting a password) through the
// experience": listeners run inside the completing transaction, so an outbox writer can record
// PostSignIn / PostRegister / PostResetPassword atomically with the session it reports.
import type { Db } from '../db/database.js';

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
