// The TOTP step of a password sign-in. The interaction remembers which user gave the second
// factor (src/domain/sign-in/sign-in-state.ts); submitting a sign-in of a user with TOTP enabled needs
// that user to be the identified one. A request that insists on the multi-factor level (an
// essential acr, src/domain/sign-in/step-up.ts), or the MFA policy (src/domain/sign-in/mfa-policy.ts),
// has a user without a second factor set one up in this step: for TOTP the key shown, then its
// first code enables it and counts as the second factor. Only the factors the policy allows are
// asked for or set up; a policy that only invites the user lets them skip (remembered).
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import type { Db } from '../db/database.js';
import { DomainError } from '../domain/errors.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import { enableTotp, resumeTotpEnrollment, totpLabel, userHasTotp, verifyTotpForSignIn } from '../domain/sign-in/mfa.js';
import { mfaEnrolmentRequired } from '../domain/sign-in/step-up.js';
import {
  enrollableFactors,
  factorAllowed,
  getMfaSettings,
  mfaRequirementOf,
  userCodeFactors,
  type MfaFactorSetting,
  type UserCodeFactor,
  type MfaSettings,
} from '../domain/sign-in/mfa-policy.js';
import { updateUserLogtoConfig } from '../domain/directory/user-logto-configs.js';
import { getUser } from '../domain/directory/users.js';
import * as events from './events.js';
import { userHasPasskey } from '../domain/sign-in/passkeys.js';
import { mfaVerifiedFor, verificationsOf, withSecondFactor } from '../domain/sign-in/sign-in-state.js';
import { maskedRecipient, normalizeRecipient } from '../domain/sign-in/verification-codes.js';
import { useBackupCodeForSignIn, userHasBackupCodes } from '../domain/sign-in/backup-codes.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { underAddressThrottle } from './throttle.js';
import { smsDeliveryConfigured } from '../domain/sign-in/message-delivery.js';

export const mfaPageUrl = (interactionId: string) => `/sign-in/mfa?interaction=${encodeURIComponent(interactionId)}`;

export const MFA_REQUIRED = 'session.mfa.require_mfa_verification';

/**
 * The code factors the identified user has: an allowed email (phone) code factor and a primary
 * email (phone) to send it to, a phone only where text messages can be sent. The address this
 * sign-in started from (a sign-in code's, or the identifier a new account registered with) is not
 * a second factor as well.
 */
export async function codeFactorsOf(services: Services, settings: MfaSettings, interaction: Interaction): Promise<UserCodeFactor[]> {
  if (!interaction.userId) return [];
  const factors = userCodeFactors(settings, await getUser(services.db, interaction.userId), await smsDeliveryConfigured(services.db, services.config));
  if (!factors.length) return [];
  // The first factor's address (a sign-in code's, a new account's identifier): a code to it again proves nothing more.
  const proved = verificationsOf(interaction.data).flatMap((r) =>
    r.type === 'VerificationCode' || (r.type === 'NewPasswordIdentity' && r.identifier.type !== 'username')
      ? [`${r.identifier.type}:${normalizeRecipient(r.identifier).value}`]
      : [],
  );
  return factors.filter(({ recipient }) => !proved.includes(`${recipient.type}:${recipient.value}`));
}

/** The allowed second factors the user has (an enrolled factor the policy no longer allows is not asked for). */
async function allowedFactorsOf(
  services: Services,
  settings: MfaSettings,
  interaction: Interaction,
): Promise<{ totp: boolean; passkey: boolean; codes: UserCodeFactor[] }> {
  const userId = interaction.userId!;
  const totp = factorAllowed(settings, 'Totp') && (await userHasTotp(services.db, userId));
  const passkey = factorAllowed(settings, 'WebAuthn') && (await userHasPasskey(services.db, userId));
  return { totp, passkey, codes: await codeFactorsOf(services, settings, interaction) };
}

/** Whether this sign-in must have a second factor whatever the user has set up: the application insists, or the policy requires one of this user. */
async function secondFactorRequired(db: Db, settings: MfaSettings, interaction: Interaction): Promise<boolean> {
  if (mfaEnrolmentRequired(interaction.params.acr)) return true;
  return (await mfaRequirementOf(db, settings, interaction.userId!)).level === 'required';
}

/** What this sign-in still has the identified user set up: the factors offered, and whether the user may skip it. */
export interface MfaEnrolment {
  factors: Array<'Totp' | 'WebAuthn'>;
  skippable: boolean;
  reason: 'acr' | 'policy' | 'organization' | 'administrator' | 'suggested';
}

/**
 * The enrolment due in this sign-in, or undefined: for a user without an allowed second factor
 * when the application insists on one (an essential multi-factor acr) or the MFA policy requires
 * one (or invites them, skippable, until they skip).
 */
export async function mfaEnrolmentDue(services: Services, interaction: Interaction): Promise<MfaEnrolment | undefined> {
  const { db } = services;
  const userId = interaction.userId;
  if (!userId || mfaVerifiedFor(interaction.data, userId)) return undefined;
  const settings = await getMfaSettings(db);
  const has = await allowedFactorsOf(services, settings, interaction);
  if (has.totp || has.passkey) return undefined;
  const allowed = enrollableFactors(settings);
  // A code to the user's own email or phone satisfies a requirement: nothing to set up then.
  const satisfiedByCode = has.codes.length > 0;
  // An application that insists is answered with TOTP when the policy allows no enrollable factor (as before the policy existed).
  if (mfaEnrolmentRequired(interaction.params.acr)) {
    return satisfiedByCode ? undefined : { factors: allowed.length ? allowed : ['Totp'], skippable: false, reason: 'acr' };
  }
  const requirement = await mfaRequirementOf(db, settings, userId);
  if (requirement.level === 'none' || allowed.length === 0) return undefined;
  if (requirement.level === 'required') return satisfiedByCode ? undefined : { factors: allowed, skippable: false, reason: requirement.reason };
  return { factors: allowed, skippable: true, reason: 'suggested' };
}

/**
 * Throws when the identified user has an allowed second factor (TOTP, passkey) and this
 * interaction has not had one yet, or has none and must (or is invited to) set one up. Backup
 * codes are not a reason on their own: they stand in for the other factor (removing TOTP for a
 * lost phone lets the user sign in with the password alone, leftover codes or not).
 * `enrolling` lets the ceremony that sets that factor up go ahead of the enrolment it satisfies.
 */
export async function assertMfaSatisfied(services: Services, interaction: Interaction, enrolling?: 'WebAuthn'): Promise<void> {
  const { db } = services;
  if (!interaction.userId || mfaVerifiedFor(interaction.data, interaction.userId)) return;
  const settings = await getMfaSettings(db);
  const { totp, passkey, codes } = await allowedFactorsOf(services, settings, interaction);
  // A code factor is asked for beside an enrolled one, or where a second factor is required anyway: never on its own otherwise.
  if (totp || passkey || (codes.length > 0 && (await secondFactorRequired(db, settings, interaction)))) {
    const message = totp
      ? 'Enter the code from your authenticator app to finish signing in.'
      : passkey
        ? 'Use your passkey to finish signing in.'
        : `Enter the code sent to your ${codes[0]!.recipient.type === 'email' ? 'email' : 'phone'} to finish signing in.`;
    const availableFactors: string[] = [...(totp ? ['Totp'] : []), ...(passkey ? ['WebAuthn'] : []), ...codes.map((c) => c.factor)];
    if (factorAllowed(settings, 'BackupCode') && (await userHasBackupCodes(db, interaction.userId))) availableFactors.push('BackupCode');
    throw new DomainError(MFA_REQUIRED, message, {
      mfaUrl: mfaPageUrl(interaction.id),
      availableFactors,
      ...(codes.length ? { maskedIdentifiers: Object.fromEntries(codes.map((c) => [c.factor, maskedRecipient(c.recipient)])) } : {}),
    });
  }
  const enrolment = await mfaEnrolmentDue(services, interaction);
  if (!enrolment || (enrolling && enrolment.factors.includes(enrolling))) return;
  const message =
    enrolment.reason === 'acr'
      ? 'This application asks for two-step verification: set up an authenticator app to finish signing in.'
      : enrolment.skippable
        ? 'Set up two-step verification to protect your account, or skip it.'
        : 'Two-step verification is required: set up a second factor to finish signing in.';
  throw new DomainError(MFA_REQUIRED, message, {
    mfaUrl: mfaPageUrl(interaction.id),
    enrolment: enrolment.factors[0],
    availableFactors: enrolment.factors,
    skippable: enrolment.skippable,
    reason: enrolment.reason,
  });
}

/** Whether this step sets TOTP up (the user has no allowed second factor and must, or is invited to) rather than checks a code. */
export async function totpEnrolmentDue(services: Services, interaction: Interaction): Promise<boolean> {
  return Boolean((await mfaEnrolmentDue(services, interaction))?.factors.includes('Totp'));
}

/**
 * The user skips setting up a second factor that the policy only invites them to set up: their
 * logto-configs `mfa.skipped` is set (they are not invited again), and the sign-in goes on.
 */
export async function skipMfaEnrolment(services: Services, interaction: Interaction): Promise<void> {
  const userId = interaction.userId;
  if (!userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const enrolment = await mfaEnrolmentDue(services, interaction);
  if (!enrolment?.skippable) {
    throw new DomainError('session.mfa.mfa_policy_not_user_controlled', 'Two-step verification cannot be skipped in this sign-in.');
  }
  await updateUserLogtoConfig(services.db, userId, { mfa: { skipped: true } });
}

/** A factor the MFA policy does not allow is neither asked for nor accepted. */
export async function assertFactorAllowed(db: Db, factor: MfaFactorSetting): Promise<void> {
  if (!factorAllowed(await getMfaSettings(db), factor)) {
    throw new DomainError('session.mfa.factor_not_enabled', `${factor} is not an MFA factor of this sign-in experience.`, { factor });
  }
}
/** The TOTP key the user adds to their authenticator app, when this step sets TOTP up (the same key until it is confirmed). */
export async function interactionTotpEnrolment(services: Services, interaction: Interaction): Promise<{ secret: string; otpauthUri: string }> {
  if (!(await totpEnrolmentDue(services, interaction))) {
    throw new DomainError('session.mfa.enrolment_not_required', 'This sign-in does not set up a second factor.');
  }
  const user = await getUser(services.db, interaction.userId!);
  return resumeTotpEnrollment(services.db, user.id, totpLabel(user), services.config.keyEncryptionKey);
}

/** Checks the TOTP code of the interaction's user (under lockout and the address's throttle) and records it in the interaction. */
export async function verifyInteractionTotp(
  services: Services,
  interaction: Interaction,
  code: unknown,
  meta: { ip: string; userAgent: string },
): Promise<void> {
  const userId = interaction.userId;
  if (!userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const { lockout } = await getExperienceSettings(services.db, services.config);
  if (await totpEnrolmentDue(services, interaction)) {
    // The first code of the key shown enables TOTP (User.Data.Updated with it) and is this sign-in's second factor.
    const ctx = { ...meta, interactionEvent: 'SignIn' as const, sessionId: interaction.id, applicationId: interaction.clientId };
    await underAddressThrottle(services, 'verification', { ...meta, applicationId: interaction.clientId }, () =>
      enableTotp(services.db, services.clock, userId, code, services.config.keyEncryptionKey, { withBackupCodes: false }, (trx, user) =>
        events.userDataUpdated(trx, ctx, user),
      ),
    );
  } else {
    await assertFactorAllowed(services.db, 'Totp');
    await underAddressThrottle(services, 'verification', { ...meta, applicationId: interaction.clientId }, () =>
      verifyTotpForSignIn(services.db, services.clock, lockout, userId, code, services.config.keyEncryptionKey),
    );
  }
  const { data } = withSecondFactor(interaction.data, 'Totp', userId);
  // Bound to the user it verified: a concurrent re-identification of another user gains nothing.
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
}

/**
 * Uses a backup code of the interaction's user in place of the TOTP code (under the same lockout).
 * The use, the interaction's record of it and the audit entry (Interaction.SignIn.Verification.
 * BackupCode.Submit, with the count left) are one transaction; a refusal is logged on its own.
 */
export async function verifyInteractionBackupCode(
  services: Services,
  interaction: Interaction,
  code: unknown,
  meta: { ip: string; userAgent: string },
): Promise<{ verificationId: string; remainCodes: number }> {
  const userId = interaction.userId;
  if (!userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  await assertFactorAllowed(services.db, 'BackupCode');
  const { lockout } = await getExperienceSettings(services.db, services.config);
  const entry = { key: LogKey.SignInBackupCodeVerification, userId, applicationId: interaction.clientId, ...meta };
  const { data, verificationId } = withSecondFactor(interaction.data, 'BackupCode', userId);
  try {
    const used = await underAddressThrottle(services, 'verification', meta, () =>
      useBackupCodeForSignIn(services.db, services.clock, lockout, userId, code, async (trx, remainCodes) => {
        if (!(await updateInteraction(trx, interaction.id, { data }))) throw interactionNotFound();
        await recordLog(trx, { ...entry, payload: { interactionId: interaction.id, remainCodes } }, success);
      }),
    );
    interaction.data = data;
    return { verificationId, remainCodes: used.remainCodes };
  } catch (error) {
    if (error instanceof DomainError)
      await recordLog(services.db, { ...entry, payload: { interactionId: interaction.id } }, failure(error.code, error.message));
    throw error;
  }
}
