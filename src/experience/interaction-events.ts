// PostSignIn / PostRegister webhook events, written to the outbox inside the transaction that
// completes the interaction (so an event exists if and only if the sign-in happened).
// ForgotPassword flows emit PostResetPassword where the password is reset, not here: a reset
// does not have to end in a sign-in.
import { findApplicationById } from '../db/repositories/applications.js';
import { findUserById } from '../db/repositories/users.js';
import { onInteractionCompleted } from '../domain/interaction-hooks.js';
import { enqueueEvent } from '../events/outbox.js';

const EVENT_OF = { SignIn: 'PostSignIn', Register: 'PostRegister' } as const;

onInteractionCompleted(async (db, done) => {
  const event = EVENT_OF[done.interactionEvent as keyof typeof EVENT_OF];
  if (!event) return;
  const [user, application] = await Promise.all([findUserById(db, done.userId), findApplicationById(db, done.applicationId)]);
  await enqueueEvent(db, event, {
    interactionEvent: done.interactionEvent,
    sessionId: done.sessionId,
    userAgent: done.userAgent,
    userIp: done.ip,
    userId: done.userId,
    user,
    application: application && {
      id: application.id,
      type: application.type,
      name: application.name,
      description: application.description,
    },
  });
});
