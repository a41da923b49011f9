// A token exchange's rules as one call (RFC 8693): from the parsed request to what the new token
// carries. The protocol layer (src/oidc/grants/token-exchange.ts) reads the request, verifies the
// presented JWTs against our keys through `verify` (the domain speaks no JOSE), mints what this
// returns and writes the audit trail this fills. The order of the checks is the order of the
// refusals a client sees; each refusal is a TokenExchangeRefused naming its OAuth error.
import { resolveMappedClaims } from '../directory/claim-mappings.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { applicationAccessRefusal } from '../directory/application-access-control.js';
import { sessionActivity } from './oidc-sessions.js';
import {
  PERSONAL_ACCESS_TOKEN_CLAIM,
  PERSONAL_ACCESS_TOKEN_TYPE,
  findPresentedPersonalAccessToken,
  personalAccessTokenIdOf,
  personalAccessTokenStanding,
} from './personal-access-tokens.js';
import type { ExchangeTrail } from './token-exchange-audit.js';
import {
  TokenExchangeRefused,
  checkActor,
  checkClientMayExchange,
  checkNotThirdParty,
  checkSubjectState,
  checkTarget,
  checkUserSubject,
  delegationClaim,
  exchangeOrganization,
  grantScopes,
  subjectCheck,
  subjectState,
  type ExchangingClient,
} from './token-exchange.js';
import { findResourceByIndicator, userScopeNames } from './token-resources.js';
import { boundKeyOf, dpopConfirmation, unboundIssueRefusal } from './dpop.js';
import { consumeSubjectToken, findPresentedSubjectToken } from './subject-tokens.js';
import { agentLimitRefusal, userAgentLimit } from './user-agent-limits.js';

/** A presented access token's claims, once its signature, issuer and lifetime were verified. */
export interface PresentedToken {
  sub: string;
  client_id?: string | undefined;
  jti?: string | undefined;
  [claim: string]: unknown;
}

/** Verifies one presented JWT against our keys: the protocol layer's work, handed in. */
export type VerifyPresented = (token: string, parameter: 'subject_token' | 'actor_token') => Promise<PresentedToken>;

/** An exchange request whose parameters passed the protocol's shape checks (RFC 8693 §2.1). */
export interface ExchangeRequest {
  subjectToken: string;
  /** The subject is a personal access token, not a JWT. */
  personal: boolean;
  /** The subject is a subject token of the Management API (impersonation), not a JWT. */
  impersonation: boolean;
  actorToken: string | undefined;
  resource: string;
  organizationId: string | undefined;
  requested: string[];
  /** The thumbprint of the key the request's DPoP proof proved (RFC 9449): the new token is bound to it. */
  dpopJkt: string | undefined;
}

/** What the exchanged token carries; the caller signs it. */
const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';

export interface ExchangedToken {
  sub: string;
  aud: string;
  clientId: string;
  scope: string;
  ttlSeconds: number;
  /** The JWS algorithm the resource's tokens are signed with. */
  alg: string;
  extra: Record<string, unknown>;
}

export interface ExchangeSetup {
  client: ExchangingClient;
  /** Tessera's own APIs (domain/oauth/internal-resources.ts): never an exchange target. */
  internalTargets: ReadonlySet<string>;
  verify: VerifyPresented;
}

/**
 * Who may exchange at all: not a third-party application (checked first, so the refusal says
 * why even if the switch was set some other way), and only with the application's switch on.
 * Runs before the request's parameters are read, so an application without the right gets the
 * spec's message whatever it sent.
 */
export async function checkExchangingClient(db: Db, client: ExchangingClient): Promise<void> {
  await checkNotThirdParty(db, client.id);
  checkClientMayExchange(client);
}

/**
 * Every rule of an exchange, in order: the subject (a verified user access token, or a personal
 * access token) and the personal access token it may come from, its organization, the actor, the
 * subject's standing (user, revocations, session, membership: looked up together), the
 * application's access control, the target, and the scopes the user holds there. Fills `trail`
 * as it learns, so that even an early refusal is audited with what was asked.
 */
export async function exchangeToken(db: Db, clock: Clock, setup: ExchangeSetup, request: ExchangeRequest, trail: ExchangeTrail): Promise<ExchangedToken> {
  const { client } = setup;
  const now = clock.now();
  let subject: PresentedToken;
  let origin: Date | null = null;
  let impersonationId: string | undefined;
  if (request.personal) {
    ({ subject, expiresAt: origin } = await personalSubject(db, request.subjectToken, now));
  } else if (request.impersonation) {
    ({ subject, id: impersonationId } = await impersonatedSubject(db, request.subjectToken, now, trail));
  } else {
    subject = await setup.verify(request.subjectToken, 'subject_token');
    origin = await personalOrigin(db, subject, now);
  }
  checkUserSubject(subject);
  trail.userId = subject.sub;
  trail.subjectClientId = subject.client_id ?? null;
  const subjectKey = boundKeyOf(subject);
  // A bound subject token stays bound through the exchange: it is not traded for a bearer token.
  // The proof is the exchanging service's own key, not the subject token's: the service received
  // the token from its caller (with the caller's proof, which it checked) and never holds that key.
  if (subjectKey && !request.dpopJkt) {
    throw new TokenExchangeRefused('invalid_request', 'subject_token is DPoP-bound: send a DPoP proof so that the exchanged token is bound too');
  }
  const organizationId = exchangeOrganization(subject.organization_id, request.organizationId);
  trail.organizationId = organizationId ?? null;
  let actor: PresentedToken | undefined;
  if (request.actorToken) {
    actor = await setup.verify(request.actorToken, 'actor_token');
    trail.actorSubject = actor.sub;
    checkActor(client, actor);
    // The actor is the sender: an actor token bound to a key is presented only with a proof by it.
    const actorKey = boundKeyOf(actor);
    if (actorKey && actorKey !== request.dpopJkt) {
      throw new TokenExchangeRefused('invalid_grant', "actor_token is DPoP-bound: the request's DPoP proof must be signed with the key it is bound to");
    }
  }

  // The chain user → agent → tool as the new token will name it, recorded even when refused below.
  const act = delegationClaim(subject.act, actor && { sub: actor.sub, client_id: actor.client_id });
  trail.actorChain = act ?? null;

  const check = subjectCheck(subject.sub, subject.jti!, actor?.jti, subject.grant_id, organizationId);
  // Independent lookups run together: the subject's state (one query), the target, the session,
  // the user's limit on this application.
  const [state, found, sessionActive, subjectResource, userLimit] = await Promise.all([
    subjectState(db, check),
    findResourceByIndicator(db, request.resource),
    sessionActivity(db, clock, subject.sid),
    !subjectKey && typeof subject.aud === 'string' ? findResourceByIndicator(db, subject.aud) : undefined,
    userAgentLimit(db, subject.sub, client.id),
  ]);
  checkSubjectState(check, state, sessionActive);
  // An API that takes only bound tokens: an unbound token for it is not a credential anywhere.
  if (subjectResource?.dpopBoundAccessTokensRequired) {
    throw new TokenExchangeRefused(
      'invalid_grant',
      `subject_token is not DPoP-bound, and its audience ${subjectResource.indicator} accepts only DPoP-bound tokens`,
    );
  }
  // The exchanging application's own access control: a user it does not allow cannot be acted for.
  const denied = await applicationAccessRefusal(db, client.id, subject.sub);
  if (denied) throw new TokenExchangeRefused('access_denied', denied, 403);
  const resource = checkTarget(client, request.resource, found, setup.internalTargets);
  // The user's own limit on this application (agent), within what the application may reach at all.
  const notAllowed = agentLimitRefusal(userLimit, resource.indicator);
  if (notAllowed) throw new TokenExchangeRefused('access_denied', notAllowed, 403);
  const unbound = unboundIssueRefusal(resource, request.dpopJkt);
  if (unbound) throw new TokenExchangeRefused('invalid_request', unbound);

  const held = await userScopeNames(db, subject.sub, resource.id, organizationId);
  const granted = grantScopes(request.requested, held);
  trail.grantedScopes = granted;
  // Used up only once every rule passed, so a refused attempt leaves it for a corrected one; the
  // conditional update lets one of two concurrent exchanges win.
  if (impersonationId && !(await consumeSubjectToken(db, impersonationId, now))) {
    throw new TokenExchangeRefused('invalid_grant', 'subject token is already consumed');
  }

  const patId = personalAccessTokenIdOf(subject);
  const mapped = await resolveMappedClaims(db, resource.accessTokenClaims, {
    userId: subject.sub,
    applicationId: client.id,
    grantType: TOKEN_EXCHANGE_GRANT,
    organizationId,
  });
  return {
    sub: subject.sub,
    aud: resource.indicator,
    clientId: client.id,
    scope: granted.join(' '),
    ttlSeconds: lifetime(resource.accessTokenTtl, origin, now),
    alg: resource.accessTokenSignedResponseAlg,
    extra: {
      // Mapped claims first: the server's own always win.
      ...mapped,
      // Ties this token, and any exchange of it, to the personal access token it came from.
      ...(patId ? { [PERSONAL_ACCESS_TOKEN_CLAIM]: patId } : {}),
      ...(organizationId ? { organization_id: organizationId } : {}),
      ...(act ? { act } : {}),
      // Keeps a further exchange of this token tied to the user's sign-in session and its grant.
      ...(typeof subject.sid === 'string' ? { sid: subject.sid } : {}),
      ...(typeof subject.grant_id === 'string' ? { grant_id: subject.grant_id } : {}),
      ...(request.dpopJkt ? dpopConfirmation(request.dpopJkt) : {}),
    },
  };
}

/** The lifetime of the issued token: the resource's, cut to the personal access token's expiry if it is sooner. */
function lifetime(ttlSeconds: number, origin: Date | null, now: Date): number {
  if (!origin) return ttlSeconds;
  return Math.max(1, Math.min(ttlSeconds, Math.floor((origin.getTime() - now.getTime()) / 1000)));
}

/**
 * A personal access token as the subject: it stands for its user, like an access token, but
 * belongs to no sign-in session or grant. Its id is the revocation key checked with the rest
 * (deleting the token is what revokes it: then it is unknown), and the stamp the issued token
 * carries (`pat_id`), so that the deletion or expiry ends what was exchanged from it too.
 */
async function personalSubject(db: Db, value: string, now: Date): Promise<{ subject: PresentedToken; expiresAt: Date | null }> {
  const found = await findPresentedPersonalAccessToken(db, value, now);
  if ('refused' in found) {
    throw new TokenExchangeRefused(
      'invalid_grant',
      found.refused === 'expired' ? 'subject_token: the personal access token has expired' : 'subject_token is not a valid personal access token',
    );
  }
  const { id, userId, expiresAt } = found.token;
  return {
    subject: { sub: userId, client_id: PERSONAL_ACCESS_TOKEN_TYPE, jti: `pat:${id}`, [PERSONAL_ACCESS_TOKEN_CLAIM]: id },
    expiresAt,
  };
}

/**
 * A subject token (impersonation) as the subject: it stands for its user, and the support agent
 * who created it becomes the `act` of the exchanged token (RFC 8693 §4.1), so that every API the
 * token reaches sees who is acting. Its id is the revocation key checked with the rest.
 */
async function impersonatedSubject(db: Db, value: string, now: Date, trail: ExchangeTrail): Promise<{ subject: PresentedToken; id: string }> {
  const found = await findPresentedSubjectToken(db, value, now);
  if (found.token) {
    trail.userId = found.token.userId;
    trail.actorSubject = found.token.creatorId;
  }
  if ('refused' in found) throw new TokenExchangeRefused('invalid_grant', found.refused);
  const { id, userId, creatorId } = found.token;
  return { subject: { sub: userId, client_id: SUBJECT_TOKEN_ISSUER, jti: `sub:${id}`, act: { sub: creatorId } }, id };
}

/** The `client_id` of an impersonated subject: no application issued it, the Management API did. */
const SUBJECT_TOKEN_ISSUER = 'management-api';

/**
 * An access token exchanged from a personal access token (its `pat_id`), presented again: it
 * stands only while that personal access token does. Returns the personal access token's expiry,
 * which no token exchanged from it outlives; null when it never expires or the subject has none.
 */
async function personalOrigin(db: Db, subject: PresentedToken, now: Date): Promise<Date | null> {
  const patId = personalAccessTokenIdOf(subject);
  if (!patId) return null;
  const standing = await personalAccessTokenStanding(db, patId, now);
  if (!standing.ok) {
    throw new TokenExchangeRefused(
      'invalid_grant',
      `subject_token was exchanged from a personal access token that has ${standing.refused === 'expired' ? 'expired' : 'been deleted'}`,
    );
  }
  return standing.expiresAt;
}
