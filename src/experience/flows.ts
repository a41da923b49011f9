// The experience's steps, shared by the JSON API and the pages: each opens the transaction its
// writes need and causes its events; rules stay in src/domain.
import type { Request, Response } from 'express';
import { DomainError, loggable } from '../domain/errors.js';
import { getExperienceSettings, signUpByCodeAllowed } from '../domain/sign-in/experience-settings.js';
import { addExperienceVerification, endExperience, requireExperience, updateExperience, type ExperienceState } from '../domain/sign-in/experiences.js';
import { findVerification, verificationsOf } from '../domain/sign-in/sign-in-state.js';
import { parseFields } from '../domain/input.js';
import { z } from 'zod';
import { recordRegistration } from '../domain/sign-in/interaction-hooks.js';
import { findUserByRecipient, resetPassword } from '../domain/sign-in/password-reset.js';
import { reserveCodeSend } from '../domain/sign-in/rate-limits.js';
import {
  assertRegistrationOpen,
  createRegisteredUser,
  needsEmailVerification,
  newPasswordIdentity,
  pendingSignUp,
  pendingSignUpOf,
  prepareRegistration,
  registrationOf,
  registrationProofs,
  type PendingRegistration,
  type SignUpInput,
} from '../domain/sign-in/registration.js';
import type { User } from '../domain/directory/users.js';
import {
  consumeVerifiedRecipient,
  issueVerificationCode,
  normalizeRecipient,
  verifiedRecipientOf,
  verifyCode,
  type Recipient,
} from '../domain/sign-in/verification-codes.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import { requestMeta, str } from './respond.js';
import { applicationIdOf, finishInteraction } from './interaction.js';
import { MFA_REQUIRED, assertMfaSatisfied } from './sign-in-mfa.js';
import { clearExperienceCookie } from './cookies.js';
import { getMfaSettings, mfaAtSignUp } from '../domain/sign-in/mfa-policy.js';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { loadInteraction } from '../oidc/interactions.js';
import { provisionOrganizations } from './jit.js';
import { log } from '../observability/logger.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import type { Db } from '../db/database.js';
import { codeMessage } from '../domain/sign-in/email-templates.js';
import { underAddressThrottle } from './throttle.js';
import { requireCaptcha } from './captcha.js';

const settingsOf = (deps: ExperienceDeps) => getExperienceSettings(deps.services.db, deps.services.config);

async function eventContext(deps: ExperienceDeps, req: Request, state: ExperienceState): Promise<events.EventContext> {
  return {
    ...requestMeta(req),
    interactionEvent: state.event,
    sessionId: state.interactionId,
    applicationId: await applicationIdOf(deps.services, state.interactionId),
  };
}

/**
 * Sends a code to an email or phone for `owner` (an experience id or a user id), requested from
 * `clientIp`. Over the send-rate limit (per recipient, per client address) nothing is sent,
 * Message.RateLimited is recorded and 429 is thrown.
 *
 * `onlyToAccounts` (forgot password): the send is counted and answered the same whether or not
 * an account uses the address, and the code is delivered only when one does — in the background,
 * so that neither the answer's time nor a delivery failure tells the two apart.
 */
export async function sendCode(
  deps: ExperienceDeps,
  owner: string,
  identifier: unknown,
  purpose: string,
  clientIp: string,
  options: { onlyToAccounts?: boolean; language?: string | undefined } = {},
): Promise<{ verificationId: string; recipient: Recipient }> {
  const submitted = (identifier as { value?: unknown } | undefined)?.value;
  const recipient = normalizeRecipient(identifier);
  const { codeSend, productName, languageInfo, branding, color } = await settingsOf(deps);
  try {
    await reserveCodeSend(deps.sendCounter, codeSend, { recipient: `${recipient.type}:${recipient.value}`, clientIp });
  } catch (error) {
    if (error instanceof DomainError) await events.messageRateLimited(deps.services.db, String(submitted ?? recipient.value).trim());
    throw error;
  }
  const { id, code } = await issueVerificationCode(deps.services.db, deps.services.clock, owner, recipient);
  const message = await codeMessage(deps.services.db, {
    purpose,
    code,
    language: options.language,
    fallbackLanguage: languageInfo.fallbackLanguage,
    productName,
    brand: { logoUrl: branding.logoUrl, primaryColor: color.primaryColor },
  });
  if (options.onlyToAccounts) {
    void (async () => {
      if (await findUserByRecipient(deps.services.db, recipient)) await deps.notifier.sendCode(recipient.type, recipient.value, message);
    })().catch((error: unknown) => log().error(`verification code delivery failed: ${loggable(error)}`));
    return { verificationId: id, recipient };
  }
  try {
    await deps.notifier.sendCode(recipient.type, recipient.value, message);
  } catch (error) {
    log().error(`verification code delivery failed: ${loggable(error)}`);
    throw new DomainError('connector.send_failed', `The ${recipient.type === 'email' ? 'email' : 'message'} could not be sent; try again later.`);
  }
  return { verificationId: id, recipient };
}

/** Checks a code (attempt limit, expiry, lockout) under the throttle of the address `meta.ip` it came from. */
export async function checkCode(
  deps: ExperienceDeps,
  owner: string,
  verificationId: unknown,
  code: unknown,
  meta: { ip: string; userAgent: string },
): Promise<Recipient> {
  const { lockout } = await settingsOf(deps);
  return underAddressThrottle(deps.services, 'verification', meta, () =>
    verifyCode(deps.services.db, deps.services.clock, lockout, owner, verificationId, code),
  );
}

/**
 * Checks a code sent in a sign-up or reset experience (as checkCode) and records what it proved
 * as a VerificationCode record on the experience's own list, under the code's id.
 */
export async function verifyExperienceCode(
  deps: ExperienceDeps,
  state: ExperienceState,
  verificationId: unknown,
  code: unknown,
  meta: { ip: string; userAgent: string },
): Promise<Recipient> {
  const recipient = await checkCode(deps, state.id, verificationId, code, meta);
  await addExperienceVerification(deps.services.db, state.id, { type: 'VerificationCode', id: verificationId as string, identifier: recipient });
  return recipient;
}

/**
 * The compatible `POST /api/experience/verification/new-password-identity`: a new account's
 * identifier and password, checked as a sign-up checks them (settings, password policy, a
 * username in use), kept as a NewPasswordIdentity record on the Register experience's list with
 * the password's hash. Identification by it creates the account.
 */
export async function addNewPasswordIdentity(deps: ExperienceDeps, state: ExperienceState, identifier: unknown, password: unknown): Promise<string> {
  const { signUp } = await settingsOf(deps);
  if (!signUp.password) {
    throw new DomainError(
      'user.sign_up_method_not_enabled',
      'Sign-up with a password is not enabled: verify the email by code and identify with that verification.',
    );
  }
  const given = parseFields(newIdentifierShape, identifier, ['identifier']);
  if (given.type === 'phone') throw new DomainError('guard.invalid_input', 'sign-up with a phone number is not enabled', undefined, ['identifier']);
  const input = {
    username: given.type === 'username' ? given.value : null,
    email: given.type === 'email' ? given.value : null,
    password: str(password) ?? null,
  };
  const pending = await prepareRegistration(deps.services.db, signUp, input);
  return addExperienceVerification(deps.services.db, state.id, newPasswordIdentity(pending));
}

const newIdentifierShape = z.object(
  {
    type: z.enum(['username', 'email', 'phone'], { error: 'identifier.type must be username, email or phone' }),
    value: z.string({ error: 'identifier.value is required' }),
  },
  { error: 'identifier must be { type, value }' },
);

/**
 * Identification by a NewPasswordIdentity record of the Register experience: its account is
 * created, with the email proved when a VerificationCode record of the same experience proved it
 * (required when the settings verify emails).
 */
export async function registerNewIdentity(deps: ExperienceDeps, req: Request, state: ExperienceState, identityId: unknown): Promise<User> {
  const current = await requireExperience(deps.services.db, state.id, 'Register');
  const record = findVerification(current.pending, identityId);
  if (record?.type !== 'NewPasswordIdentity') throw unknownExperienceVerification();
  const registration = registrationOf(record);
  const proof = verificationsOf(current.pending).find(
    (r) => r.type === 'VerificationCode' && r.identifier.type === 'email' && r.identifier.value === registration.email,
  );
  if (!proof && needsEmailVerification((await settingsOf(deps)).signUp, registration)) {
    throw new DomainError(
      'verification_code.not_verified',
      'Prove the email first: send a code to it, verify the code in this sign-up, then identify again.',
      undefined,
      ['email'],
    );
  }
  return register(deps, req, current, registration, proof?.id);
}

const unknownExperienceVerification = () =>
  new DomainError('session.verification_session_not_found', 'verificationId is unknown for this sign-up (or was used already)');

/** Page step 1 of sign-up: validates, then either registers now or mails a code and waits for it. */
export async function beginRegistration(
  deps: ExperienceDeps,
  req: Request,
  state: ExperienceState,
  input: SignUpInput,
  captchaToken?: unknown,
): Promise<{ user: User } | { verificationId: string; email: string }> {
  await requireCaptcha(deps.services, requestMeta(req).ip, state.interactionId, captchaToken);
  const { signUp } = await settingsOf(deps);
  const pending = await prepareRegistration(deps.services.db, signUp, input);
  if (!needsEmailVerification(signUp, pending)) return { user: await register(deps, req, state, pending, undefined) };
  const { verificationId } = await sendCode(deps, state.id, { type: 'email', value: pending.email }, 'sign-up', requestMeta(req).ip);
  await updateExperience(deps.services.db, state.id, { pending: pendingSignUp(pending, verificationId) });
  return { verificationId, email: pending.email! };
}

/** Page step 2 of sign-up: the code proves the email; the account is created. */
export async function finishRegistrationWithCode(deps: ExperienceDeps, req: Request, state: ExperienceState, code: unknown): Promise<User> {
  const waiting = pendingSignUpOf(state.pending);
  if (!waiting) throw new DomainError('session.not_found', 'No sign-up is waiting for a code; start again.');
  await verifyExperienceCode(deps, state, waiting.verificationId, code, requestMeta(req));
  // The identity the page kept is identified, as a custom UI's would be: its account is created.
  return registerNewIdentity(deps, req, state, waiting.identityId);
}

/** JSON API sign-up in one call (a custom UI verified the email before, when it is required). */
export async function registerFromApi(
  deps: ExperienceDeps,
  req: Request,
  state: ExperienceState,
  input: SignUpInput,
  verificationId: unknown,
  captchaToken?: unknown,
): Promise<User> {
  await requireCaptcha(deps.services, requestMeta(req).ip, state.interactionId, captchaToken);
  const { signUp } = await settingsOf(deps);
  const pending = await prepareRegistration(deps.services.db, signUp, input);
  return register(deps, req, state, pending, verificationId);
}

/**
 * The compatible sign-up by code: in a Register experience whose email code was verified,
 * `POST /identification {verificationId}` creates the account without a password (sign-up by
 * code must be allowed: signUp.password false).
 */
export async function registerByCodeFromApi(
  deps: ExperienceDeps,
  req: Request,
  state: ExperienceState,
  verificationId: unknown,
  captchaToken?: unknown,
): Promise<User> {
  await requireCaptcha(deps.services, requestMeta(req).ip, state.interactionId, captchaToken);
  const settings = await settingsOf(deps);
  if (!signUpByCodeAllowed(settings)) {
    throw new DomainError('user.sign_up_method_not_enabled', 'Sign-up by verification code is not enabled; use POST /api/experience/register.');
  }
  // The experience's record of the checked code; a code checked before records were kept is read from its own row.
  const record = findVerification(state.pending, verificationId);
  const recipient = record?.type === 'VerificationCode' ? record.identifier : await verifiedRecipientOf(deps.services.db, state.id, verificationId);
  if (recipient.type !== 'email') throw new DomainError('user.sign_up_method_not_enabled', 'Sign-up by code is by email.');
  const pending = await prepareRegistration(deps.services.db, settings.signUp, { email: recipient.value });
  return register(deps, req, state, pending, verificationId);
}

/**
 * Runs a step that ends in a change (a new account, a new password) with its audit log entry:
 * the Success entry in the change's transaction, an Error entry on its own when it was refused.
 */
async function audited<T extends User>(
  deps: ExperienceDeps,
  ctx: events.EventContext,
  key: string,
  state: ExperienceState,
  change: (trx: Db) => Promise<T>,
): Promise<T> {
  const entry = {
    key,
    applicationId: ctx.applicationId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    payload: { experienceId: state.id, interactionId: state.interactionId },
  };
  try {
    return await deps.services.db.transaction().execute(async (trx) => {
      const user = await change(trx);
      await recordLog(trx, { ...entry, userId: user.id }, success);
      return user;
    });
  } catch (error) {
    if (error instanceof DomainError) {
      await recordLog(deps.services.db, entry, failure(error.code, error.message)).catch((e: unknown) => log().error(`audit log write failed: ${loggable(e)}`));
    }
    throw error;
  }
}

async function register(deps: ExperienceDeps, req: Request, state: ExperienceState, pending: PendingRegistration, verificationId: unknown): Promise<User> {
  const { signUp } = await settingsOf(deps);
  const ctx = await eventContext(deps, req, state);
  return audited(deps, ctx, LogKey.RegisterSubmit, state, async (trx) => {
    // Also here, where every sign-up of an experience ends: whatever way the experience was started.
    assertRegistrationOpen(ctx.applicationId);
    let verifiedEmail: string | undefined;
    if (needsEmailVerification(signUp, pending) || verificationId !== undefined) {
      const proved = await consumeVerifiedRecipient(trx, state.id, verificationId);
      if (proved.type !== 'email' || proved.value !== pending.email) {
        throw new DomainError('verification_code.identifier_mismatch', 'The verified email is not the one being registered.', undefined, ['email']);
      }
      verifiedEmail = proved.value;
    }
    const user = await createRegisteredUser(trx, pending, verifiedEmail);
    if (state.interactionId) {
      await events.userCreated(trx, ctx, user);
      await recordRegistration(trx, state.interactionId, user.id, registrationProofs(pending, user.id, verifiedEmail));
    } else {
      await events.userRegisteredWithoutInteraction(trx, ctx, user);
    }
    if (verifiedEmail) await provisionOrganizations(trx, user.id, verifiedEmail);
    await updateExperience(trx, state.id, { userId: user.id, pending: {} });
    return user;
  });
}

/** Forgot password: a verified code for the account's email or phone sets a new password. */
export async function resetForgottenPassword(
  deps: ExperienceDeps,
  req: Request,
  state: ExperienceState,
  verificationId: unknown,
  password: unknown,
): Promise<User> {
  const ctx = await eventContext(deps, req, state);
  return audited(deps, ctx, LogKey.ForgotPasswordSubmit, state, async (trx) => {
    const recipient = await consumeVerifiedRecipient(trx, state.id, verificationId);
    const user = await resetPassword(trx, deps.services.clock, recipient, password);
    await events.passwordReset(trx, ctx, user);
    await updateExperience(trx, state.id, { userId: user.id, pending: {} });
    return user;
  });
}

/** Ends the experience: the client's redirect (with the code), or undefined without an interaction. */
export async function submit(deps: ExperienceDeps, req: Request, res: Response, state: ExperienceState): Promise<string | undefined> {
  if (!state.userId) throw new DomainError('session.identifier_not_found', 'No user is identified yet.');
  if (state.event === 'ForgotPassword') {
    await endExperience(deps.services.db, state.id);
    return undefined;
  }
  await holdForMfaAtSignUp(deps, res, state, state.userId);
  const redirectTo = await finishInteraction(deps.services, req, res, state.interactionId, state.userId);
  await endExperience(deps.services.db, state.id);
  return redirectTo;
}

/**
 * A registration under an MFA policy that asks at sign-up: the new user becomes the interaction's
 * identified user and, when a factor is due (required, or suggested and not skipped), the
 * experience ends here and the MFA step (the /sign-in/mfa page, or the Experience API's MFA
 * routes and then /submit) sets one up before the sign-in completes through the interaction, as
 * a sign-in's would. The completion still reports Register: the interaction recorded the
 * registration. Throws MFA_REQUIRED with where to go; returns when nothing is due.
 */
async function holdForMfaAtSignUp(deps: ExperienceDeps, res: Response, state: ExperienceState, userId: string): Promise<void> {
  const { db } = deps.services;
  if (state.event !== 'Register' || !state.interactionId || !mfaAtSignUp(await getMfaSettings(db))) return;
  if (!(await updateInteraction(db, state.interactionId, { userId }))) return;
  const interaction = await loadInteraction(db, state.interactionId);
  if (!interaction) return;
  try {
    await assertMfaSatisfied(deps.services, interaction);
  } catch (error) {
    if (error instanceof DomainError && error.code === MFA_REQUIRED) {
      await endExperience(db, state.id);
      clearExperienceCookie(deps.services, res);
    }
    throw error;
  }
}
