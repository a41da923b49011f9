// A code sent to the identified user's own email or phone as their second factor (the MFA
// policy's EmailVerificationCode and PhoneVerificationCode), shared by the Experience API and the
// MFA page. The code is an ordinary verification code (single use, 10 minutes, 10 attempts, wrong
// codes counted toward lockout and the address's throttle, sends under the send limit), kept
// under an owner of its own so that it can never be taken for a sign-in code of the same
// interaction; once checked it is a second-factor record bound to the user it was sent to.
import { DomainError } from '../domain/errors.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { getMfaSettings, type CodeFactor, type UserCodeFactor } from '../domain/sign-in/mfa-policy.js';
import { withCodeSecondFactor } from '../domain/sign-in/sign-in-state.js';
import { consumeVerifiedRecipient, type Recipient } from '../domain/sign-in/verification-codes.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { ExperienceDeps } from './deps.js';
import { checkCode, sendCode } from './flows.js';
import { codeFactorsOf } from './sign-in-mfa.js';

type RequestMeta = { ip: string; userAgent: string };

/** The owner of an interaction's second-factor codes: not the interaction's id, which owns its sign-in codes. */
const ownerOf = (interaction: Interaction) => `mfa:${interaction.id}`;

const factorOfType = (type: unknown): CodeFactor => {
  if (type === 'email') return 'EmailVerificationCode';
  if (type === 'phone') return 'PhoneVerificationCode';
  throw new DomainError('guard.invalid_input', 'identifierType must be "email" or "phone"', undefined, ['identifierType']);
};

/** The code factor `type` of the identified user, refused when the policy does not allow it or the user has no such address. */
async function userCodeFactor(deps: ExperienceDeps, interaction: Interaction, type: unknown): Promise<UserCodeFactor> {
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const factor = factorOfType(type);
  const found = (await codeFactorsOf(deps.services, await getMfaSettings(deps.services.db), interaction)).find((c) => c.factor === factor);
  if (!found) {
    throw new DomainError('session.mfa.factor_not_enabled', `${factor} is not a second factor of this account in this sign-in.`, { factor });
  }
  return found;
}

const sameRecipient = (a: Recipient, b: Recipient) => a.type === b.type && a.value === b.value;

/** Sends a code to the identified user's own email (`type` "email") or phone ("phone"); answers its verification id. */
export async function sendInteractionMfaCode(
  deps: ExperienceDeps,
  interaction: Interaction,
  type: unknown,
  meta: RequestMeta,
  language: string | undefined,
): Promise<{ verificationId: string; factor: CodeFactor }> {
  const entry = { key: LogKey.SignInMfaCodeCreate, userId: interaction.userId ?? undefined, applicationId: interaction.clientId, ...meta };
  try {
    const { factor, recipient } = await userCodeFactor(deps, interaction, type);
    const sent = await sendCode(deps, ownerOf(interaction), recipient, 'mfa', meta.ip, { language });
    await recordLog(deps.services.db, { ...entry, payload: { interactionId: interaction.id, factor, verificationId: sent.verificationId } }, success);
    return { verificationId: sent.verificationId, factor };
  } catch (error) {
    if (error instanceof DomainError)
      await recordLog(deps.services.db, { ...entry, payload: { interactionId: interaction.id } }, failure(error.code, error.message));
    throw error;
  }
}

/**
 * Checks a second-factor code (under lockout and the address's throttle) and records it in the
 * interaction as the identified user's second factor. The code must have gone to that user's
 * address: one sent before the interaction identified somebody else proves nothing now.
 */
export async function verifyInteractionMfaCode(
  deps: ExperienceDeps,
  interaction: Interaction,
  verificationId: unknown,
  code: unknown,
  meta: RequestMeta,
): Promise<void> {
  const userId = interaction.userId;
  if (!userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  const entry = { key: LogKey.SignInMfaCodeSubmit, userId, applicationId: interaction.clientId, ...meta, payload: { interactionId: interaction.id } };
  try {
    const proved = await checkCode(deps, ownerOf(interaction), verificationId, code, meta);
    const factors = await codeFactorsOf(deps.services, await getMfaSettings(deps.services.db), interaction);
    if (!factors.some((f) => sameRecipient(f.recipient, proved))) {
      throw new DomainError('session.mfa.factor_not_enabled', 'This code was not sent to an address of the account signing in; request a new one.');
    }
    await consumeVerifiedRecipient(deps.services.db, ownerOf(interaction), verificationId);
    const data = withCodeSecondFactor(interaction.data, userId, proved.type, verificationId as string);
    // Bound to the user it verified: a concurrent re-identification of another user gains nothing.
    if (!(await updateInteraction(deps.services.db, interaction.id, { data }))) throw interactionNotFound();
    interaction.data = data;
    await recordLog(deps.services.db, { ...entry, payload: { ...entry.payload, verificationId, channel: proved.type } }, success);
  } catch (error) {
    if (error instanceof DomainError) await recordLog(deps.services.db, entry, failure(error.code, error.message));
    throw error;
  }
}
