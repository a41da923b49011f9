// Every webhook event the sign-in experience and the Account API cause, in one place, so the
// wiring to the outbox is this module only. Data and interaction events are written with the
// caller's transaction (they exist only if the change committed); exception events are written
// on the pool, in their own transaction, although the request fails. The events the domain
// announces (a completed interaction, a lock) reach the outbox through wireExperienceEvents(),
// which start-up calls (src/start.ts): importing this module registers nothing.
import type { Db } from '../db/database.js';
import type { HookEvent } from '../events/catalogue.js';
import { enqueueEvent } from '../events/outbox.js';
import { onInteractionCompleted, type CompletedInteraction } from '../domain/sign-in/interaction-hooks.js';
import { onIdentifierLocked, type LockoutListener } from '../domain/sign-in/lockout.js';
import { onRegistrationEvent, type RegistrationEvent } from '../domain/instance/client-registration/registration-events.js';
import { findApplicationById } from '../domain/oauth/oidc-clients.js';
import { findSamlApplication } from '../domain/directory/saml-applications.js';
import { findUserById } from '../domain/directory/user-standing.js';
import type { User } from '../domain/directory/users.js';

/** The one call into the outbox. */
export async function writeEvent(db: Db, event: HookEvent, payload: Record<string, unknown>): Promise<void> {
  await enqueueEvent(db, event, payload);
}

/** Who caused an event: the request and, in the experience, its interaction. */
export interface EventContext {
  ip: string;
  userAgent: string;
  interactionEvent?: 'SignIn' | 'Register' | 'ForgotPassword';
  /** The OIDC interaction (the reference's `sessionId`), when there is one. */
  sessionId?: string | null;
  applicationId?: string | null;
}

function experienceDataPayload(ctx: EventContext, data: unknown): Record<string, unknown> {
  return {
    ...(ctx.interactionEvent ? { interactionEvent: ctx.interactionEvent } : {}),
    ...(ctx.sessionId ? { sessionId: ctx.sessionId } : {}),
    ...(ctx.applicationId ? { applicationId: ctx.applicationId } : {}),
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    data,
  };
}

async function interactionPayload(db: Db, ctx: EventContext, event: 'Register' | 'ForgotPassword', user: User) {
  const app = ctx.applicationId ? await findApplicationById(db, ctx.applicationId) : undefined;
  return {
    interactionEvent: event,
    ...(ctx.sessionId ? { sessionId: ctx.sessionId } : {}),
    userAgent: ctx.userAgent,
    userIp: ctx.ip,
    userId: user.id,
    user,
    ...(app ? { application: { id: app.id, type: app.type, name: app.name, description: app.description } } : {}),
  };
}

/**
 * A user created in an interaction (sign-up, a social or enterprise first sign-in, a code):
 * User.Created now; PostRegister once, when the interaction completes (interactionCompleted: the
 * creator records the registration in the interaction, src/domain/sign-in/interaction-hooks.ts).
 */
export async function userCreated(db: Db, ctx: EventContext, user: User): Promise<void> {
  await writeEvent(db, 'User.Created', experienceDataPayload({ ...ctx, interactionEvent: 'Register' }, user));
}

/** A sign-up that serves no interaction (the /register page visited directly): nothing will complete, so PostRegister now. */
export async function userRegisteredWithoutInteraction(db: Db, ctx: EventContext, user: User): Promise<void> {
  await userCreated(db, ctx, user);
  await writeEvent(db, 'PostRegister', await interactionPayload(db, ctx, 'Register', user));
}

export async function passwordReset(db: Db, ctx: EventContext, user: User): Promise<void> {
  await writeEvent(db, 'PostResetPassword', await interactionPayload(db, ctx, 'ForgotPassword', user));
  await writeEvent(db, 'User.Data.Updated', experienceDataPayload({ ...ctx, interactionEvent: 'ForgotPassword' }, user));
}

/** Linking an email, a phone or MFA, or changing the password through the Account API. */
export async function userDataUpdated(db: Db, ctx: EventContext, user: User): Promise<void> {
  await writeEvent(db, 'User.Data.Updated', experienceDataPayload(ctx, user));
}

/** One organization's membership diff, as the organizations domain reports it. */
export interface ProvisionedMembership {
  organizationId: string;
  addedUserIds: string[];
}

/** Just-in-time provisioning added the user to organizations (diff fields only when non-empty). */
export async function membershipProvisioned(db: Db, changes: readonly ProvisionedMembership[]): Promise<void> {
  for (const change of changes) {
    if (change.addedUserIds.length === 0) continue;
    await writeEvent(db, 'Organization.Membership.Updated', { organizationId: change.organizationId, addedUserIds: change.addedUserIds });
  }
}

/** An exception event: its own small transaction on the pool, committed although the request fails. */
const writeOnItsOwn = (pool: Db, event: HookEvent, payload: Record<string, unknown>) => pool.transaction().execute((trx) => writeEvent(trx, event, payload));

export async function messageRateLimited(pool: Db, recipient: string): Promise<void> {
  await writeOnItsOwn(pool, 'Message.RateLimited', { action: 'VerificationCodeSend', recipient });
}

// Lockout happens inside the domain's failure counting (on the pool), wherever the failure was.
const identifierLocked: LockoutListener = async (pool, id) => {
  await writeOnItsOwn(pool, 'Identifier.Lockout', { type: id.type, value: id.value });
};

const POST_EVENT_OF = { SignIn: 'PostSignIn', Register: 'PostRegister' } as const;

/**
 * PostSignIn / PostRegister, in the transaction that completes the interaction (so an event
 * exists if and only if the sign-in happened): PostRegister when the interaction registered the
 * user, PostSignIn otherwise, never both, each once. ForgotPassword flows emit PostResetPassword
 * where the password is reset, not here: a reset does not have to end in a sign-in.
 */
async function interactionCompleted(db: Db, done: CompletedInteraction): Promise<void> {
  const event = Object.hasOwn(POST_EVENT_OF, done.interactionEvent) ? POST_EVENT_OF[done.interactionEvent as keyof typeof POST_EVENT_OF] : undefined;
  if (!event) return;
  const [user, application] = await Promise.all([findUserById(db, done.userId), findApplicationById(db, done.applicationId)]);
  // A SAML application's sign-in (src/experience/saml-idp.ts) names it as the compatible product does: type SAML.
  const saml = application ? undefined : await findSamlApplication(db, done.applicationId);
  await writeEvent(db, event, {
    interactionEvent: done.interactionEvent,
    sessionId: done.sessionId,
    userAgent: done.userAgent,
    userIp: done.ip,
    userId: done.userId,
    user,
    application: application
      ? { id: application.id, type: application.type, name: application.name, description: application.description }
      : saml && { id: saml.id, type: 'SAML', name: saml.name, description: saml.description },
  });
}

/** Connects the domain's sign-in and lockout announcements to the outbox (once per process is enough; again is harmless). */
/** A client that registered or removed itself: Application.Registered / Application.Unregistered. */
async function clientRegistration(db: Db, event: RegistrationEvent): Promise<void> {
  await writeEvent(db, event.kind === 'registered' ? 'Application.Registered' : 'Application.Unregistered', {
    userAgent: event.userAgent,
    ip: event.ip,
    data: { id: event.applicationId, registrationKind: event.registrationKind, ...(event.clientName ? { name: event.clientName } : {}) },
  });
}

export function wireExperienceEvents(): void {
  onInteractionCompleted(interactionCompleted);
  onIdentifierLocked(identifierLocked);
  onRegistrationEvent(clientRegistration);
}
