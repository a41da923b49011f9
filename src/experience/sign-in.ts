// The steps of a password sign-in, shared by the JSON Experience API and the server-rendered
// form: start (choose the event), verify a password, identify the user, submit.
import type { Request, Response } from 'express';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { DomainError } from '../domain/errors.js';
import { parseFields, requiredString } from '../domain/input.js';
import { parseExperienceEvent } from '../domain/sign-in/experiences.js';
import { verifyPasswordSignIn, type Identifier } from '../domain/sign-in/sign-in.js';
import { addVerification } from '../domain/sign-in/sign-in-state.js';
import { completeInteraction } from '../oidc/complete-interaction.js';
import { interactionNotFound, type Interaction, type InteractionEvent } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import { assertMfaSatisfied } from './sign-in-mfa.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import { assertPasswordSignInEnabled } from '../domain/sign-in/code-sign-in.js';
import { assertRegistrationOpen } from '../domain/sign-in/registration.js';
import { requestMeta } from './respond.js';
import { underAddressThrottle } from './throttle.js';
import { requireCaptcha } from './captcha.js';

type RequestMeta = { ip: string; userAgent: string };

export async function startExperience(services: Services, interaction: Interaction, given: unknown): Promise<Interaction> {
  const event: InteractionEvent = parseExperienceEvent(given);
  if (event === 'Register') assertRegistrationOpen(interaction.clientId);
  const updated = await updateInteraction(services.db, interaction.id, { event, userId: null, data: {} });
  if (!updated) throw interactionNotFound();
  return { ...interaction, event: updated.event, userId: null, data: {} };
}

/**
 * Checks the password; records the verification in the interaction and returns its id. Each
 * attempt, refused or not, is an audit log entry (Interaction.SignIn.Verification.Password.Submit)
 * naming the identifier tried, so guessing shows in the log.
 */
export async function verifyPassword(
  services: Services,
  interaction: Interaction,
  identifier: Identifier,
  password: unknown,
  meta: RequestMeta,
  captchaToken?: unknown,
) {
  const secret = parseFields(requiredString('password is required'), password, ['password']);
  const settings = await getExperienceSettings(services.db, services.config);
  const { lockout } = settings;
  const entry = {
    key: LogKey.SignInPasswordVerification,
    applicationId: interaction.clientId,
    ...meta,
    payload: { interactionId: interaction.id, identifier: { type: identifier.type, value: identifier.value } },
  };
  let user;
  try {
    assertPasswordSignInEnabled(settings, identifier.type);
    // Before the password is looked at: a script without a solved CAPTCHA learns nothing of it.
    await requireCaptcha(services, meta.ip, interaction, captchaToken);
    // Wrong passwords count against the address too, whatever the identifier (a spray of usernames).
    user = await underAddressThrottle(services, 'signIn', { ...meta, applicationId: interaction.clientId }, () =>
      verifyPasswordSignIn(services.db, services.clock, identifier, secret, lockout),
    );
  } catch (error) {
    if (error instanceof DomainError) await recordLog(services.db, entry, failure(error.code, error.message));
    throw error;
  }
  await recordLog(services.db, { ...entry, userId: user.id }, success);
  const { data, verificationId } = addVerification(interaction.data, { type: 'Password', userId: user.id });
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
  return verificationId;
}

/** Finishes: returns where the browser goes next (the client, with its authorization code). */
export async function submit(services: Services, req: Request, res: Response, interaction: Interaction): Promise<string> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'the user is not identified yet');
  // A user with TOTP enabled gives its code first (POST /api/experience/mfa/totp or /sign-in/mfa).
  await assertMfaSatisfied(services, interaction);
  const redirectTo = await completeInteraction(services, req, res, interaction.id, interaction.userId);
  await recordLog(
    services.db,
    {
      key: LogKey.SignInSubmit,
      userId: interaction.userId,
      applicationId: interaction.clientId,
      ...requestMeta(req),
      payload: { interactionId: interaction.id },
    },
    success,
  );
  return redirectTo;
}
