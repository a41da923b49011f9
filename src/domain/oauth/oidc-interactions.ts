// Interactions: an authorization request waiting for the user to sign in (or register), kept in
// the database so that any instance may serve the next step. It is pending until it expires or
// is completed, and it completes once: a replayed submit finds it taken.
import type { Db } from '../../db/database.js';
import * as interactions from '../../db/repositories/interactions.js';
import type { InteractionRow, InteractionUpdate } from '../../db/repositories/interactions.js';
import { newId } from '../ids.js';

export type { InteractionRow, InteractionUpdate };
/** A pending interaction: neither expired nor completed. */
export function findPendingInteraction(db: Db, id: string): Promise<InteractionRow | undefined> {
  return interactions.findPendingInteraction(db, id);
}

/** Saves the flows' step-by-step state in an interaction (its event, account, data). */
export function updateInteraction(db: Db, id: string, update: InteractionUpdate): Promise<InteractionRow | undefined> {
  return interactions.updateInteraction(db, id, update);
}

export const INTERACTION_TTL_SECONDS = 15 * 60;

/**
 * Stores a validated authorization request while the user signs in; returns its id. A SAML
 * application's sign-in (`requester: 'saml'`) names the application as `clientId`.
 */
export async function openInteraction(
  db: Db,
  fields: { clientId: string; params: Record<string, unknown>; event: string; requester?: 'oidc' | 'saml' },
): Promise<string> {
  const id = newId();
  await interactions.insertInteraction(db, id, { ...fields, ttlSeconds: INTERACTION_TTL_SECONDS });
  return id;
}

/**
 * Takes the pending interaction for completion (in the completing transaction): undefined when
 * it expired or was completed already, so it yields one sign-in only.
 */
export async function takeInteraction(trx: Db, id: string): Promise<InteractionRow | undefined> {
  const row = await interactions.findPendingInteraction(trx, id);
  return row && (await interactions.completeInteractionRow(trx, id)) ? row : undefined;
}
