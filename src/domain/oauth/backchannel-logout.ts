// OpenID Connect Back-Channel Logout 1.0, the rules: when sessions end, which applications are
// told, about whom, and what a logout token says. Every way a session ends calls
// `queueBackchannelLogouts` in the transaction that ends it (sign-out at the end-session
// endpoint, a new sign-in replacing the browser's session, an administrator ending a session,
// a password change or reset, suspension, deletion), so a notice is queued if and only if the
// session's end commits. Each application signed in to through an ended session (a grant issued
// in it) that registered a back-channel logout URI gets one delivery per session, in the webhook
// outbox: the same dispatcher claims it, retries it with the same schedule, logs each attempt,
// and connects only where the outbound rule allows (src/events/dispatch/). The logout token itself
// is minted at each attempt (src/events/logout-token.ts), so a retry hours later still carries a
// fresh, short-lived token with a jti of its own.
import type { Db } from '../../db/database.js';
import { findApplicationsByIds, type Application } from '../../db/repositories/applications.js';
import { insertDeliveries, listAttempts, notifyOutbox } from '../../db/repositories/hook-deliveries.js';
import { listSessionGrants } from '../../db/repositories/oidc-grants.js';
import type { EndedSession } from '../../db/repositories/sessions.js';
import { idTokenAlgorithmOf } from '../directory/applications.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import type { PageRequest } from '../pagination.js';
import type { KeyAlgorithm } from '../signing-algorithms.js';

export type { EndedSession };

/** The `event` of a back-channel logout delivery in the outbox (never a hook's event name). */
export const BACKCHANNEL_LOGOUT_EVENT = 'BackchannelLogout';

/** The one member of a logout token's `events` (§2.4). */
export const BACKCHANNEL_LOGOUT_EVENT_URI = 'http://schemas.openid.net/event/backchannel-logout';

/** How long a logout token is valid: §2.4 asks for a short time; two minutes, as the spec's examples. */
export const LOGOUT_TOKEN_TTL_SECONDS = 120;

/** What a queued notice keeps: whom it is about. The token's other claims are made when it is sent. */
export interface LogoutNotice {
  sub: string;
  sid: string;
}

/**
 * Queues a back-channel logout for every (ended session, application signed in to through it)
 * whose application has a back-channel logout URI, in `db` as given (the transaction that ended
 * the sessions). Returns how many it queued.
 */
export async function queueBackchannelLogouts(db: Db, sessions: readonly EndedSession[]): Promise<number> {
  if (sessions.length === 0) return 0;
  const grants = await listSessionGrants(
    db,
    sessions.map((s) => s.id),
  );
  const applications = new Map<string, Application>();
  for (const app of await findApplicationsByIds(db, [...new Set(grants.map((g) => g.clientId))])) {
    if (app.oidcClientMetadata.backchannelLogoutUri) applications.set(app.id, app);
  }
  if (applications.size === 0) return 0;
  const userOf = new Map(sessions.map((s) => [s.id, s.userId]));
  const seen = new Set<string>();
  const createdAt = new Date();
  const rows = [];
  for (const grant of grants) {
    const key = `${grant.sessionId} ${grant.clientId}`;
    if (!applications.has(grant.clientId) || seen.has(key)) continue;
    seen.add(key);
    const id = newId();
    const notice: LogoutNotice = { sub: userOf.get(grant.sessionId)!, sid: grant.sessionId };
    rows.push({ id, hookId: null, applicationId: grant.clientId, webhookId: `msg_${id}`, event: BACKCHANNEL_LOGOUT_EVENT, payload: { ...notice }, createdAt });
  }
  await insertDeliveries(db, rows);
  await notifyOutbox(db);
  return rows.length;
}

/** The claims of a logout token (§2.4) for one notice, besides iss, iat, exp and jti. */
export function logoutTokenClaims(notice: LogoutNotice, sessionRequired: boolean): Record<string, unknown> {
  // `sub` always, so a receiver that keys sessions by user finds them; `sid` when the application
  // asked for it (backchannel_logout_session_required). Never a nonce (§2.4 forbids it, so that a
  // logout token cannot pass for an ID token).
  return {
    sub: notice.sub,
    ...(sessionRequired ? { sid: notice.sid } : {}),
    events: { [BACKCHANNEL_LOGOUT_EVENT_URI]: {} },
  };
}

/** A stored notice read back (the payload as written by queueBackchannelLogouts). */
export function logoutNoticeOf(payload: unknown): LogoutNotice | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { sub, sid } = payload as Record<string, unknown>;
  return typeof sub === 'string' && typeof sid === 'string' ? { sub, sid } : undefined;
}

/** An application as its back-channel logouts are sent: where, with or without `sid`, signed how. */
export interface BackchannelLogoutApplication {
  id: string;
  /** Null when the setting was removed after the notice was queued: the notice is cancelled. */
  uri: string | null;
  sessionRequired: boolean;
  /** The algorithm of its ID tokens, which its logout tokens are signed with too (§2.4). */
  alg: KeyAlgorithm;
}

/** The applications of a claimed batch of notices (one query); deleted ones are absent. */
export async function backchannelLogoutApplications(db: Db, ids: readonly string[]): Promise<Map<string, BackchannelLogoutApplication>> {
  const apps = await findApplicationsByIds(db, ids);
  return new Map(
    apps.map((app) => [
      app.id,
      {
        id: app.id,
        uri: app.oidcClientMetadata.backchannelLogoutUri,
        sessionRequired: app.oidcClientMetadata.backchannelLogoutSessionRequired,
        alg: idTokenAlgorithmOf(app.customClientMetadata),
      },
    ]),
  );
}

/**
 * An application's back-channel logout attempts, newest first: its own log, beside the hooks'
 * (the rows live in the same tables, named by application instead of hook).
 */
export async function backchannelLogoutLogs(db: Db, applicationId: string, filter: { result?: 'success' | 'failed' | null }, page: PageRequest) {
  const [application] = await findApplicationsByIds(db, [applicationId]);
  if (!application) throw notFound('application', applicationId);
  const result = await listAttempts(db, { applicationId }, { result: filter.result ?? undefined }, page);
  return {
    ...result,
    items: result.items.map((attempt) => {
      const notice = logoutNoticeOf(attempt.payload);
      return { ...attempt, sub: notice?.sub ?? '', sid: notice?.sid ?? '' };
    }),
  };
}
