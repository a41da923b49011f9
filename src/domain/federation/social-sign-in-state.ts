// What a social sign-in keeps in its interaction's `data`, server-side and bound to the browser
// (the interaction is named by its signed cookie):
// - `socialAuthorizations[verificationId]`: the state, nonce, PKCE verifier and redirect URI of
//   an authorization sent upstream. Taken (removed) under the row's lock before the callback is
//   checked, so each is used at most once, whatever the outcome.
// The verified upstream profile is then a `Social` record of the sign-in's verifications
// (src/domain/sign-in/sign-in-state.ts) under the same id, until identification uses it (once).
import type { Db } from '../../db/database.js';
import { lockPendingInteractionData } from '../../db/repositories/connectors.js';
import { updateInteraction } from '../../db/repositories/interactions.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { addVerification, verificationOf, withoutVerification, type VerificationOf } from '../sign-in/sign-in-state.js';
import type { UpstreamProfile } from '../../connectors/types.js';

export interface PendingAuthorization {
  connectorId: string;
  state: string;
  nonce?: string;
  codeVerifier: string;
  redirectUri: string;
  createdAt: string;
}

export type SocialVerification = VerificationOf<'Social'>;

/** At most this many authorizations wait per interaction (a browser retrying does not grow it forever). */
const MAX_PENDING = 5;

type Data = Record<string, unknown>;

function entries<T>(data: Data, key: string): Record<string, T> {
  const v = data[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, T>) : {};
}

const interactionGone = () => new DomainError('session.not_found', 'The sign-in has expired or finished; start again.');
const unknownVerification = () =>
  new DomainError('session.verification_session_not_found', 'verificationId is unknown for this interaction (or was used already)');

async function mutate<T>(db: Db, interactionId: string, change: (data: Data) => { data: Data; result: T }): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const data = await lockPendingInteractionData(trx, interactionId);
    if (!data) throw interactionGone();
    const next = change(data);
    if (!(await updateInteraction(trx, interactionId, { data: next.data }))) throw interactionGone();
    return next.result;
  });
}

/** Records an authorization sent upstream; returns its verification id. */
export function addPendingAuthorization(db: Db, interactionId: string, pending: Omit<PendingAuthorization, 'createdAt'>): Promise<string> {
  return mutate(db, interactionId, (data) => {
    const verificationId = newId();
    const kept = Object.entries(entries<PendingAuthorization>(data, 'socialAuthorizations'))
      .sort(([, a], [, b]) => a.createdAt.localeCompare(b.createdAt))
      .slice(-(MAX_PENDING - 1));
    const all = Object.fromEntries([...kept, [verificationId, { ...pending, createdAt: new Date().toISOString() }]]);
    return { data: { ...data, socialAuthorizations: all }, result: verificationId };
  });
}

/** Takes (removes) the pending authorization `verificationId` names for `connectorId`. */
export function takePendingAuthorization(db: Db, interactionId: string, connectorId: string, verificationId: unknown): Promise<PendingAuthorization> {
  return mutate(db, interactionId, (data) => {
    const all = entries<PendingAuthorization>(data, 'socialAuthorizations');
    const found = typeof verificationId === 'string' && Object.hasOwn(all, verificationId) ? all[verificationId] : undefined;
    if (!found || found.connectorId !== connectorId) throw unknownVerification();
    const { [verificationId as string]: _taken, ...rest } = all;
    return { data: { ...data, socialAuthorizations: rest }, result: found };
  });
}

/** Records a verified upstream profile under the same verification id; returns the interaction data with it. */
export function addSocialVerification(
  db: Db,
  interactionId: string,
  verificationId: string,
  verification: { connectorId: string; profile: UpstreamProfile },
): Promise<Data> {
  return mutate(db, interactionId, (data) => {
    const next = addVerification(data, { type: 'Social', id: verificationId, ...verification }).data;
    return { data: next, result: next };
  });
}

/** Takes (removes) a social verification, in the caller's transaction (the one that identifies the user). */
export async function takeSocialVerification(
  db: Db,
  interactionId: string,
  verificationId: unknown,
): Promise<{ verification: SocialVerification; data: Data }> {
  const data = await lockPendingInteractionData(db, interactionId);
  if (!data) throw interactionGone();
  let found: SocialVerification;
  try {
    found = verificationOf(data, verificationId, ['Social']);
  } catch {
    throw unknownVerification();
  }
  return { verification: found, data: withoutVerification(data, found.id) };
}

/** Identifies the user in the interaction (the caller's transaction), with the event it now serves. */
export async function identifyInInteraction(db: Db, interactionId: string, userId: string, event: 'SignIn' | 'Register', data: Data): Promise<void> {
  if (!(await updateInteraction(db, interactionId, { userId, event, data }))) throw interactionGone();
}

/**
 * Takes (removes) the pending authorization of `connectorId` whose state is `state` (the page
 * callback, which has no verification id); undefined when this interaction sent no such state.
 */
export function takePendingAuthorizationByState(
  db: Db,
  interactionId: string,
  connectorId: string,
  state: string | undefined,
): Promise<(PendingAuthorization & { verificationId: string }) | undefined> {
  return mutate(db, interactionId, (data) => {
    const all = entries<PendingAuthorization>(data, 'socialAuthorizations');
    const hit = state === undefined ? undefined : Object.entries(all).find(([, p]) => p.connectorId === connectorId && p.state === state);
    if (!hit) return { data, result: undefined };
    const [verificationId, found] = hit;
    const { [verificationId]: _taken, ...rest } = all;
    return { data: { ...data, socialAuthorizations: rest }, result: { ...found, verificationId } };
  });
}
