// The TOTP step of a password sign-in. The interaction remembers that the second factor was
// given (`data.mfaVerified`); submitting a sign-in of a user with TOTP enabled needs it.
import { updateInteraction } from '../db/repositories/interactions.js';
import type { Db } from '../db/database.js';
import { DomainError } from '../domain/errors.js';
import { getExperienceSettings } from '../domain/experience-settings.js';
import { userHasTotp, verifyTotpForSignIn } from '../domain/mfa.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';

export const mfaPageUrl = (interactionId: string) => `/sign-in/mfa?interaction=${encodeURIComponent(interactionId)}`;

export const MFA_REQUIRED = 'session.mfa.require_mfa_verification';

/** Throws when the identified user has TOTP and this interaction has not had the code yet. */
export async function assertMfaSatisfied(db: Db, interaction: Interaction): Promise<void> {
  if (!interaction.userId || interaction.data.mfaVerified === true) return;
  if (await userHasTotp(db, interaction.userId)) {
    throw new DomainError(MFA_REQUIRED, 'Enter the code from your authenticator app to finish signing in.', {
      mfaUrl: mfaPageUrl(interaction.id),
    });
  }
}

/** Checks the TOTP code of the interaction's user (under lockout) and records it in the interaction. */
export async function verifyInteractionTotp(services: Services, interaction: Interaction, code: unknown): Promise<void> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const { lockout } = await getExperienceSettings(services.db, services.config);
  await verifyTotpForSignIn(services.db, lockout, interaction.userId, code, services.config.keyEncryptionKey);
  const data = { ...interaction.data, mfaVerified: true };
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
}
