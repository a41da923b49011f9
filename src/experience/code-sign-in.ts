// Sign-in by a one-time code (and sign-up by it where the settings allow), shared by the JSON
// Experience API and the pages: send a code to an email or phone, verify it, identify the
// interaction's user by it (or create the account of a verified email nobody uses), then the
// same submit as a password sign-in (MFA, PostSignIn, the redirect). The code lives in its own
// record owned by the interaction (src/domain/sign-in/verification-codes.ts): single use, expiring, a
// few attempts, wrong codes counted toward the identifier's lockout.
import type { Request } from 'express';
import {
  accountOfVerifiedCode,
  assertCodeSignInEnabled,
  deliverToAnyone,
  registerByCode,
  useCodeForSignIn,
  userNotExist,
} from '../domain/sign-in/code-sign-in.js';
import { DomainError, loggable } from '../domain/errors.js';
import { getExperienceSettings, signUpByCodeAllowed } from '../domain/sign-in/experience-settings.js';
import { LogKey, failure, recordLog, success, type LogRecord } from '../domain/logs.js';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { addVerification, identified } from '../domain/sign-in/sign-in-state.js';
import { withRegistration } from '../domain/sign-in/interaction-hooks.js';
import { normalizeRecipient, type Recipient } from '../domain/sign-in/verification-codes.js';
import { assertRegistrationOpen, registrationOpenTo } from '../domain/sign-in/registration.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import { log } from '../observability/logger.js';
import type { ExperienceDeps } from './deps.js';
import { requireCaptcha } from './captcha.js';
import * as events from './events.js';
import * as flows from './flows.js';
import { provisionOrganizations } from './jit.js';
import { requestMeta } from './respond.js';
import { smsDeliveryConfigured } from '../domain/sign-in/message-delivery.js';

type RequestMeta = { ip: string; userAgent: string };

const settingsOf = (deps: ExperienceDeps) => getExperienceSettings(deps.services.db, deps.services.config);

/** Runs `step`, writing its audit entry: Success with what it returns, Error (on its own) when refused. */
async function logged<T>(
  deps: ExperienceDeps,
  entry: LogRecord,
  step: () => Promise<T>,
  onSuccess: (result: T) => Partial<LogRecord> = () => ({}),
): Promise<T> {
  let result: T;
  try {
    result = await step();
  } catch (error) {
    if (error instanceof DomainError) {
      await recordLog(deps.services.db, entry, failure(error.code, error.message)).catch((e: unknown) => log().error(`audit log write failed: ${loggable(e)}`));
    }
    throw error;
  }
  const more = onSuccess(result);
  await recordLog(deps.services.db, { ...entry, ...more, payload: { ...entry.payload, ...more.payload } }, success);
  return result;
}

function assertCodeEvent(interaction: Interaction): void {
  if (interaction.event !== 'SignIn' && interaction.event !== 'Register') {
    throw new DomainError('session.interaction_event_mismatch', `a sign-in code is for SignIn or Register, not ${interaction.event}`);
  }
}

/**
 * Sends a sign-in code to the email or phone `identifier`, counted toward the send limit
 * (Message.RateLimited, 429). Unless the address may sign up by code, the code is delivered only
 * when an account uses the address, and the answer is the same either way.
 */
export async function sendSignInCode(
  deps: ExperienceDeps,
  interaction: Interaction,
  identifier: unknown,
  meta: RequestMeta,
  captchaToken?: unknown,
): Promise<{ verificationId: string; recipient: Recipient }> {
  assertCodeEvent(interaction);
  const recipient = normalizeRecipient(identifier);
  const settings = await settingsOf(deps);
  const entry = {
    key: LogKey.SignInCodeCreate,
    applicationId: interaction.clientId,
    ...meta,
    payload: { interactionId: interaction.id, identifier: recipient },
  };
  return logged(
    deps,
    entry,
    async () => {
      assertCodeSignInEnabled(settings, recipient, await smsDeliveryConfigured(deps.services.db, deps.services.config));
      // No code leaves (an email or a paid text message) for a script without a solved CAPTCHA.
      await requireCaptcha(deps.services, meta.ip, interaction, captchaToken);
      const toAnyone = deliverToAnyone(settings, recipient) && registrationOpenTo(interaction.clientId);
      return flows.sendCode(deps, interaction.id, identifier, 'sign-in', meta.ip, { onlyToAccounts: !toAnyone });
    },
    (sent) => ({ payload: { verificationId: sent.verificationId } }),
  );
}

/**
 * Checks a code sent for this interaction (attempt limit, expiry, lockout); returns the address it
 * proved, which is then a VerificationCode record of the interaction under the code's id.
 */
export async function verifySignInCode(
  deps: ExperienceDeps,
  interaction: Interaction,
  verificationId: unknown,
  code: unknown,
  meta: RequestMeta,
): Promise<Recipient> {
  const entry = {
    key: LogKey.SignInCodeSubmit,
    applicationId: interaction.clientId,
    ...meta,
    payload: { interactionId: interaction.id, verificationId: String(verificationId ?? '') },
  };
  const recipient = await logged(
    deps,
    entry,
    () => flows.checkCode(deps, interaction.id, verificationId, code, meta),
    (proved) => ({ payload: { identifier: proved } }),
  );
  const { data } = addVerification(interaction.data, { type: 'VerificationCode', id: verificationId as string, identifier: recipient });
  if (!(await updateInteraction(deps.services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
  return recipient;
}

/**
 * Identifies the interaction's user by a verified code, using the code up. An address no account
 * uses: 404 user.user_not_exist in a SignIn (the code is kept: switching the interaction to
 * Register and identifying again creates the account, when sign-up by code is allowed); in a
 * Register, the account is created (User.Created now; PostRegister when it is submitted).
 */
export async function identifyByCode(deps: ExperienceDeps, req: Request, interaction: Interaction, verificationId: unknown): Promise<{ registered: boolean }> {
  assertCodeEvent(interaction);
  const { db } = deps.services;
  const settings = await settingsOf(deps);
  const { recipient, user } = await accountOfVerifiedCode(db, interaction.id, verificationId);
  const id = verificationId as string;
  const meta = requestMeta(req);
  if (user) {
    if (interaction.event === 'Register') {
      throw new DomainError(`user.${recipient.type}_already_in_use`, 'This address is associated with an existing account; sign in instead.', undefined, [
        recipient.type,
      ]);
    }
    const entry = {
      key: LogKey.SignInIdentify,
      userId: user.id,
      applicationId: interaction.clientId,
      ...meta,
      payload: { interactionId: interaction.id, verificationId: id },
    };
    await logged(deps, entry, () =>
      db.transaction().execute(async (trx) => {
        await useCodeForSignIn(trx, interaction.id, id, user);
        const data = identified(interaction.data);
        if (!(await updateInteraction(trx, interaction.id, { userId: user.id, data }))) throw interactionNotFound();
        interaction.userId = user.id;
        interaction.data = data;
      }),
    );
    return { registered: false };
  }
  if (interaction.event !== 'Register' || !signUpByCodeAllowed(settings) || !registrationOpenTo(interaction.clientId)) throw userNotExist();
  const ctx: events.EventContext = { ...meta, interactionEvent: 'Register', sessionId: interaction.id, applicationId: interaction.clientId };
  const entry = { key: LogKey.RegisterSubmit, applicationId: interaction.clientId, ...meta, payload: { interactionId: interaction.id, verificationId: id } };
  await logged(
    deps,
    entry,
    () =>
      db.transaction().execute(async (trx) => {
        const created = await registerByCode(trx, settings, interaction.id, id);
        await events.userCreated(trx, ctx, created);
        await provisionOrganizations(trx, created.id, recipient.value);
        // The completion is this account's one PostRegister.
        const data = withRegistration(identified(interaction.data), created.id);
        if (!(await updateInteraction(trx, interaction.id, { userId: created.id, data }))) throw interactionNotFound();
        interaction.userId = created.id;
        interaction.data = data;
        return created;
      }),
    (created) => ({ userId: created.id }),
  );
  return { registered: true };
}

/**
 * The compatible `PUT /api/experience/interaction-event`: switches a sign-in to sign-up (or back)
 * keeping what it verified, so a code verified for an unknown address can create its account.
 */
export async function switchInteractionEvent(deps: ExperienceDeps, interaction: Interaction, event: unknown): Promise<void> {
  if (event !== 'SignIn' && event !== 'Register')
    throw new DomainError('guard.invalid_input', 'interactionEvent must be SignIn or Register', undefined, ['interactionEvent']);
  assertCodeEvent(interaction);
  if (event === 'Register') assertRegistrationOpen(interaction.clientId);
  if (event === 'Register' && !signUpByCodeAllowed(await settingsOf(deps))) {
    throw new DomainError('user.sign_up_method_not_enabled', 'Sign-up by verification code is not enabled.');
  }
  if (!(await updateInteraction(deps.services.db, interaction.id, { event, userId: null }))) throw interactionNotFound();
  interaction.event = event;
  interaction.userId = null;
}

/** The pages' step after a right code: identify, or (an unknown email, sign-up by code allowed) create the account. */
export async function signInOrRegisterByCode(
  deps: ExperienceDeps,
  req: Request,
  interaction: Interaction,
  verificationId: string,
): Promise<{ registered: boolean }> {
  try {
    return await identifyByCode(deps, req, interaction, verificationId);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'user.user_not_exist') throw error;
    if (!signUpByCodeAllowed(await settingsOf(deps)) || !registrationOpenTo(interaction.clientId)) throw error;
  }
  await switchInteractionEvent(deps, interaction, 'Register');
  return identifyByCode(deps, req, interaction, verificationId);
}
