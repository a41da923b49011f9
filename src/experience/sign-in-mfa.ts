// The TOTP step of a password sign-in. The interaction remembers which user gave the second
// factor (src/domain/sign-in/sign-in-state.ts); submitting a sign-in of a user with TOTP enabled needs
// that user to be the identified one. A request that insists on the multi-factor level (an
// essential acr, src/domain/sign-in/step-up.ts) has a user without a second factor set TOTP up in
// this step: the key shown, then its first code enables it and counts as the second factor.
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import type { Db } from '../db/database.js';
import { DomainError } from '../domain/errors.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import { enableTotp, resumeTotpEnrollment, totpLabel, userHasTotp, verifyTotpForSignIn } from '../domain/sign-in/mfa.js';
import { mfaEnrolmentRequired, userHasSecondFactor } from '../domain/sign-in/step-up.js';
import { getUser } from '../domain/directory/users.js';
import * as events from './events.js';
import { userHasPasskey } from '../domain/sign-in/passkeys.js';
import { mfaVerifiedFor, withSecondFactor } from '../domain/sign-in/sign-in-state.js';
import { useBackupCodeForSignIn } from '../domain/sign-in/backup-codes.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { underAddressThrottle } from './throttle.js';

export const mfaPageUrl = (interactionId: string) => `/sign-in/mfa?interaction=${encodeURIComponent(interactionId)}`;

export const MFA_REQUIRED = 'session.mfa.require_mfa_verification';

/**
 * Throws when the identified user has a second factor (TOTP, passkey) and this interaction has not
 * had one yet. Backup codes are not a reason on their own: they stand in for the other factor
 * (removing TOTP for a lost phone lets the user sign in with the password alone, leftover codes or not).
 */
export async function assertMfaSatisfied(db: Db, interaction: Interaction): Promise<void> {
  if (!interaction.userId || mfaVerifiedFor(interaction.data, interaction.userId)) return;
  const totp = await userHasTotp(db, interaction.userId);
  if (totp || (await userHasPasskey(db, interaction.userId))) {
    const message = totp ? 'Enter the code from your authenticator app to finish signing in.' : 'Use your passkey to finish signing in.';
    throw new DomainError(MFA_REQUIRED, message, {
      mfaUrl: mfaPageUrl(interaction.id),
    });
  }
  // No second factor, and the application insists on one (an essential multi-factor acr): set one up now.
  if (mfaEnrolmentRequired(interaction.params.acr)) {
    throw new DomainError(MFA_REQUIRED, 'This application asks for two-step verification: set up an authenticator app to finish signing in.', {
      mfaUrl: mfaPageUrl(interaction.id),
      enrolment: 'Totp',
    });
  }
}

/** Whether this step sets TOTP up (the user has no second factor and the request insists on one) rather than checks a code. */
export async function totpEnrolmentDue(db: Db, interaction: Interaction): Promise<boolean> {
  if (!interaction.userId || !mfaEnrolmentRequired(interaction.params.acr)) return false;
  return !(await userHasSecondFactor(db, interaction.userId));
}

/** The TOTP key the user adds to their authenticator app, when this step sets TOTP up (the same key until it is confirmed). */
export async function interactionTotpEnrolment(services: Services, interaction: Interaction): Promise<{ secret: string; otpauthUri: string }> {
  if (!(await totpEnrolmentDue(services.db, interaction))) {
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
  if (await totpEnrolmentDue(services.db, interaction)) {
    // The first code of the key shown enables TOTP (User.Data.Updated with it) and is this sign-in's second factor.
    const ctx = { ...meta, interactionEvent: 'SignIn' as const, sessionId: interaction.id, applicationId: interaction.clientId };
    await underAddressThrottle(services, 'verification', { ...meta, applicationId: interaction.clientId }, () =>
      enableTotp(services.db, services.clock, userId, code, services.config.keyEncryptionKey, { withBackupCodes: false }, (trx, user) =>
        events.userDataUpdated(trx, ctx, user),
      ),
    );
  } else {
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
