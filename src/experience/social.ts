// Sign-in with a social connector, for the Experience API and the pages:
//   POST /api/experience/verification/social/:connectorId/authorization-uri, …/verify
//        (their routes: src/experience/verifications/social.ts)
//   POST /api/experience/identification {verificationId} (src/experience/verifications/identify.ts)
//   GET  /sign-in/social/:connectorId, /callback/social/:connectorId: the page routes (their
//        file: src/experience/pages/social.ts)
// The state, nonce and PKCE verifier stay server-side in the browser's interaction (named by its
// signed cookie) and are used once (src/domain/federation/social-sign-in-state.ts). The state is the CSRF
// protection of the callback: a callback whose state is not one this interaction sent is refused.
import type { Request } from 'express';
import type { KeptRequest, UpstreamProfile } from '../connectors/types.js';
import { connectorForSignIn, connectorStillThere, socialCallbackUrl } from '../domain/federation/connectors.js';
import { requireSocialOffered } from '../domain/federation/offered-connectors.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import {
  checkSignInStart,
  checkUpstreamState,
  completeSocialAuthorization,
  federatedSignIn,
  startSocialAuthorization,
  stateMismatch,
} from '../domain/federation/federated-sign-in.js';
import {
  addPendingAuthorization,
  addSocialVerification,
  identifyInInteraction,
  takePendingAuthorization,
  takeSocialVerification,
} from '../domain/federation/social-sign-in-state.js';
import { identified, withUpstreamMethods } from '../domain/sign-in/sign-in-state.js';
import { withRegistration } from '../domain/sign-in/interaction-hooks.js';
import type { Interaction } from '../oidc/interactions.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import { requestMeta } from './respond.js';

export { stateMismatch };
/** The state rule of a social authorization (src/domain/federation/federated-sign-in.ts). */
export const checkState = checkUpstreamState;

/** The redirect URI to register at the upstream for a connector. */

/** The OAuth authorization response parameters a callback may carry; nothing else reaches the client library. */
const CALLBACK_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri', 'session_state'];

export function callbackParams(source: unknown): Record<string, string> {
  const given = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const key of CALLBACK_PARAMS) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (typeof value === 'string' && value.length <= 4096) out[key] = value;
  }
  return out;
}

/** Step 1: the upstream's authorization URL; the state, nonce and PKCE verifier are kept in the interaction. */
export async function startSocial(deps: ExperienceDeps, interaction: Interaction, connectorId: string, input: { state?: unknown; redirectUri?: unknown }) {
  const { services } = deps;
  const { connector, settings } = await connectorForSignIn(services.db, connectorId, services.config.keyEncryptionKey, outboundPolicyOf(services.config));
  // Only a connector the sign-in experience offers: a new one (perhaps with placeholder credentials) is not.
  await requireSocialOffered(services.db, services.config, connector);
  const { baseUrl } = services.config;
  const start = checkSignInStart(input, { baseUrl, defaultRedirectUri: socialCallbackUrl(baseUrl, connectorId), state: 'sent_upstream' });
  const { authorizationUri, kept } = await startSocialAuthorization(connectorId, settings, start);
  const verificationId = await addPendingAuthorization(services.db, interaction.id, { connectorId, ...kept });
  return { authorizationUri, verificationId };
}

/** Step 2: the callback's parameters checked against the kept request (used once), and the profile. */
export function verifyWith(deps: ExperienceDeps, connectorId: string, pending: KeptRequest, params: Record<string, string>): Promise<UpstreamProfile> {
  const { config, db } = deps.services;
  return completeSocialAuthorization(db, config.keyEncryptionKey, outboundPolicyOf(config), connectorId, pending, params);
}

export async function verifySocial(
  deps: ExperienceDeps,
  interaction: Interaction,
  connectorId: string,
  verificationId: unknown,
  connectorData: unknown,
): Promise<string> {
  const pending = await takePendingAuthorization(deps.services.db, interaction.id, connectorId, verificationId);
  const profile = await verifyWith(deps, connectorId, pending, callbackParams(connectorData));
  await addSocialVerification(deps.services.db, interaction.id, verificationId as string, { connectorId, profile });
  return verificationId as string;
}

/**
 * Step 3: identifies the interaction's user by a verified social profile — the linked account, a
 * safely linked one, or a new one (src/domain/federation/federated-sign-in.ts) — with its events, in one
 * transaction. A new account makes the interaction a Register (PostRegister when it completes).
 */
export async function identifySocial(deps: ExperienceDeps, req: Request, interaction: Interaction, verificationId: unknown): Promise<void> {
  const ctx = { ...requestMeta(req), sessionId: interaction.id, applicationId: interaction.clientId };
  await deps.services.db.transaction().execute(async (trx) => {
    const { verification, data } = await takeSocialVerification(trx, interaction.id, verificationId);
    const connector = await connectorStillThere(trx, verification.connectorId);
    // Still offered: one taken off the sign-in experience since the start signs nobody in.
    await requireSocialOffered(trx, deps.services.config, connector);
    // Where no account may be created (the console's sign-in), a new identity is refused and what
    // resolving it wrote is rolled back with this transaction.
    const result = await federatedSignIn(trx, { kind: 'social', connector, profile: verification.profile }, interaction.clientId);
    const event = result.outcome === 'registered' ? 'Register' : 'SignIn';
    // A new account: the completion is its one PostRegister.
    const signedIn = result.outcome === 'registered' ? withRegistration(identified(data), result.user.id) : identified(data);
    // What the provider said of its own sign-in counts in the session's amr (the record is used up here).
    const next = withUpstreamMethods(signedIn, result.user.id, verification.profile.amr);
    await identifyInInteraction(trx, interaction.id, result.user.id, event, next);
    if (result.outcome === 'registered') {
      await events.userCreated(trx, { ...ctx, interactionEvent: 'Register' }, result.user);
    } else if (result.changed || result.outcome === 'linked') {
      await events.userDataUpdated(trx, { ...ctx, interactionEvent: 'SignIn' }, result.user);
    }
    await events.membershipProvisioned(trx, result.memberships);
    Object.assign(interaction, { userId: result.user.id, event, data: next });
  });
}
