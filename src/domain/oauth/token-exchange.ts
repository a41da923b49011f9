// The rules of RFC 8693 token exchange in Tessera: who may exchange, for which target, with
// which scopes, and which subjects are still valid. The oidc grant runs them in order; each
// refusal names the OAuth error it becomes and says plainly what was wrong.
import type { Db } from '../../db/database.js';
import type { ResourceRef } from '../../db/repositories/permissions.js';
import { loadSubjectState, type SubjectState } from '../../db/repositories/token-exchange-subject.js';
import { isThirdPartyApplication } from '../../db/repositories/consent.js';
import { grantRevocationKey } from '../../db/repositories/oidc-grants.js';
import { DomainError } from '../errors.js';

export const TOKEN_EXCHANGE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
/** The spec's message for an application whose switch is off; clients may match on it. */
export const EXCHANGE_NOT_ALLOWED = 'token exchange is not allowed for this application';

export type RefusalError = 'invalid_request' | 'unauthorized_client' | 'invalid_grant' | 'invalid_target' | 'access_denied';

export class TokenExchangeRefused extends DomainError {
  constructor(
    readonly error: RefusalError,
    message: string,
    readonly status = 400,
  ) {
    super(`token_exchange.${error}`, message);
  }
}

const refuse = (error: RefusalError, message: string, status = 400) => new TokenExchangeRefused(error, message, status);

const CONFIDENTIAL = new Set(['Traditional', 'MachineToMachine']);

export interface ExchangingClient {
  id: string;
  type: string;
  customClientMetadata: Record<string, unknown>;
}

/** The switch first, so an application that has it off always gets the spec's message. */
export function checkClientMayExchange(client: ExchangingClient): void {
  if (client.customClientMetadata.allowTokenExchange !== true) throw refuse('unauthorized_client', EXCHANGE_NOT_ALLOWED);
  if (!CONFIDENTIAL.has(client.type)) {
    throw refuse('unauthorized_client', 'token exchange is only allowed for confidential applications (Traditional or MachineToMachine)');
  }
}

/**
 * A third-party application never exchanges a user's token: it acts for the user only as far as
 * they consented (domain/directory/consent.ts), and an exchange would reach past that. Checked before the
 * switch, so the refusal says why even if the switch was set some other way.
 */
export async function checkNotThirdParty(db: Db, clientId: string): Promise<void> {
  if (await isThirdPartyApplication(db, clientId)) throw refuse('unauthorized_client', 'third-party applications may not use token exchange');
}

/** The application's `allowedTokenExchangeResources`; empty means any non-internal resource. */
export function allowedExchangeResources(client: ExchangingClient): string[] {
  const list = client.customClientMetadata.allowedTokenExchangeResources;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * `internal` is domain/oauth/internal-resources.ts's list. A user token must never become a token for
 * one of Tessera's own APIs (Management, Account): whoever may exchange would act as the user
 * there. No allow-list entry changes that.
 */
export function checkTarget(client: ExchangingClient, indicator: string, resource: ResourceRef | undefined, internal: ReadonlySet<string>): ResourceRef {
  if (resource?.isManagement || internal.has(indicator)) {
    throw refuse('invalid_target', `resource ${indicator} is an internal API of Tessera and not a token exchange target`);
  }
  if (!resource) throw refuse('invalid_target', `resource ${indicator} is not a known API resource`);
  const allowed = allowedExchangeResources(client);
  if (allowed.length > 0 && !allowed.includes(resource.indicator)) {
    throw refuse('invalid_target', `this application may not exchange tokens for resource ${indicator}`);
  }
  return resource;
}

/** The claims of a verified subject token this module reads. */
export interface SubjectClaims {
  sub: string;
  client_id?: string | undefined;
  jti?: string | undefined;
  sid?: unknown;
  act?: unknown;
}

/**
 * The organization the exchanged token acts in. A subject token bound to an organization (an
 * organization token, or a token exchanged or refreshed for one) stays bound to it: exchanging
 * it without organization_id keeps its organization, and for another organization, or for the
 * user's global roles, is refused. Otherwise a token for one organization would become a way into
 * the user's other organizations, or to scopes their organization roles never granted.
 */
export function exchangeOrganization(subjectOrganization: unknown, requested: string | undefined): string | undefined {
  if (subjectOrganization === undefined || subjectOrganization === null) return requested;
  if (typeof subjectOrganization !== 'string' || !subjectOrganization) {
    throw refuse('invalid_grant', 'subject_token has a malformed organization_id');
  }
  if (requested !== undefined && requested !== subjectOrganization) {
    throw refuse('invalid_grant', 'subject_token is bound to another organization; it can only be exchanged within that organization');
  }
  return subjectOrganization;
}

/** A client_credentials token names the application as its subject: there is no user to act for. */
export function checkUserSubject(subject: SubjectClaims): void {
  if (!subject.client_id || subject.sub === subject.client_id) {
    throw refuse('invalid_grant', 'subject_token was issued to an application, not to a user; only user access tokens can be exchanged');
  }
  if (!subject.jti) throw refuse('invalid_grant', 'subject_token has no jti, so its revocation cannot be checked');
}

export interface SubjectCheck {
  userId: string;
  subjectJti: string;
  actorJti?: string | undefined;
  /** The revocation key of the grant the subject token descends from (its `grant_id`), if any. */
  grantKey?: string | undefined;
  organizationId?: string | undefined;
}

/** What is checked of an exchange's subject; `grantId` is the subject token's `grant_id` claim, whatever it holds. */
export function subjectCheck(
  userId: string,
  subjectJti: string,
  actorJti: string | undefined,
  grantId: unknown,
  organizationId: string | undefined,
): SubjectCheck {
  return { userId, subjectJti, actorJti, grantKey: grantRevocationKey(grantId), organizationId };
}

export function subjectState(db: Db, check: SubjectCheck): Promise<SubjectState> {
  const jtis = [check.subjectJti, check.actorJti, check.grantKey].filter((j): j is string => j !== undefined);
  return loadSubjectState(db, { userId: check.userId, jtis, organizationId: check.organizationId });
}

/** `sessionActive` is undefined when the subject token names no session. */
export function checkSubjectState(check: SubjectCheck, state: SubjectState, sessionActive: boolean | undefined): void {
  if (!state.userExists) throw refuse('invalid_grant', 'the user of subject_token no longer exists');
  if (state.isSuspended) throw refuse('invalid_grant', 'the user of subject_token is suspended');
  if (state.revokedJtis.includes(check.subjectJti)) throw refuse('invalid_grant', 'subject_token has been revoked');
  if (check.grantKey && state.revokedJtis.includes(check.grantKey)) {
    throw refuse('invalid_grant', 'subject_token has been revoked: the grant it descends from was revoked');
  }
  if (sessionActive === false) throw refuse('invalid_grant', 'the sign-in session of subject_token has ended');
  if (check.actorJti && state.revokedJtis.includes(check.actorJti)) throw refuse('invalid_grant', 'actor_token has been revoked');
  if (check.organizationId && !state.isOrganizationMember) {
    throw refuse('access_denied', 'the user is not a member of this organization', 403);
  }
}

/** Requested ∩ held, in request order; scopes the user lacks (or that do not exist) are dropped. */
export function grantScopes(requested: string[], held: Iterable<string>): string[] {
  const holds = new Set(held);
  return [...new Set(requested)].filter((s) => holds.has(s));
}

export interface ActorClaims {
  sub: string;
  client_id?: string | undefined;
  jti?: string | undefined;
}

/**
 * The actor is the caller itself: its token must have been issued to the calling application,
 * so a service cannot name another service's leaked token as the actor of its chain.
 */
export function checkActor(client: ExchangingClient, actor: ActorClaims): void {
  if (actor.client_id !== client.id) throw refuse('invalid_grant', 'actor_token was not issued to the calling application');
  if (!actor.jti) throw refuse('invalid_grant', 'actor_token has no jti, so its revocation cannot be checked');
}

/**
 * The `act` claim of the new token (RFC 8693 §4.1): the actor, with the subject token's own
 * `act` nested inside so that an A→B→C chain stays visible. Without an actor token, an existing
 * chain is carried over unchanged rather than lost.
 */
export function delegationClaim(subjectAct: unknown, actor: ActorClaims | undefined): Record<string, unknown> | undefined {
  const prior = subjectAct && typeof subjectAct === 'object' && !Array.isArray(subjectAct) ? (subjectAct as Record<string, unknown>) : undefined;
  if (!actor) return prior;
  return {
    sub: actor.sub,
    ...(actor.client_id ? { client_id: actor.client_id } : {}),
    ...(prior ? { act: prior } : {}),
  };
}
