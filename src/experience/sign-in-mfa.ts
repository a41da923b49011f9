// The TOTP step of a password sign-in. The interaction remembers which user gave the second
// factor (src/domain/sign-in-state.ts); submitting a sign-in of a user with TOTP enabled needs
// that user to be the identified one.
import { updateInteraction } from '../domain/oidc-interactions.js';
import type { Db } from '../db/database.js';
import { DomainError } from '../domain/errors.js';
import { getExperienceSettings } from '../domain/experience-settings.js';
import { userHasTotp, verifyTotpForSignIn } from '../domain/mfa.js';
import { userHasPasskey } from '../domain/passkeys.js';
import { mfaVerifiedFor, withMfaVerified } from '../domain/sign-in-state.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';

export const mfaPageUrl = (interactionId: string) => `/sign-in/mfa?interaction=${encodeURIComponent(interactionId)}`;

export const MFA_REQUIRED = 'session.mfa.require_mfa_verification';

/** Throws when the identified user has a second factor (TOTP, passkey) and this interaction has not had it yet. */
export async function assertMfaSatisfied(db: Db, interaction: Interaction): Promise<void> {
  if (!interaction.userId || mfaVerifiedFor(interaction.data, interaction.userId)) return;
  const totp = await userHasTotp(db, interaction.userId);
  if (totp || (await userHasPasskey(db, interaction.userId))) {
    const message = totp ? 'Enter the code from your authenticator app to finish signing in.' : 'Use your passkey to finish signing in.';
    throw new DomainError(MFA_REQUIRED, message, {
      mfaUrl: mfaPageUrl(interaction.id),
    });
  }
}

/** Checks the TOTP code of the interaction's user (under lockout) and records it in the interaction. */
export async function verifyInteractionTotp(services: Services, interaction: Interaction, code: unknown): Promise<void> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const { lockout } = await getExperienceSettings(services.db, services.config);
  await verifyTotpForSignIn(services.db, lockout, interaction.userId, code, services.config.keyEncryptionKey);
  const data = withMfaVerified(interaction.data, interaction.userId);
  // Bound to the user it verified: a concurrent re-identification of another user gains nothing.
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
}
