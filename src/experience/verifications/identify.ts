// Identification: the interaction's user becomes the one a verification record of it proves. The
// record says which user: each identifying kind has its `identifyUser` below, and every caller (the
// Experience API's POST /identification, the sign-in and SSO pages) goes through `identify`. In a
// sign-up (a Register experience, named by `tessera_exp`), the records of the sign-up's own list
// make the account instead (`registerUser` below): the Experience API asks `identifyByRequest`, the
// sign-up page identifies the identity it kept.
import type { Request } from 'express';
import { DomainError } from '../../domain/errors.js';
import { updateInteraction } from '../../domain/oauth/oidc-interactions.js';
import { findVerification, identified, withSecondFactor, type VerificationOf, type VerificationType } from '../../domain/sign-in/sign-in-state.js';
import { interactionNotFound, type Interaction } from '../../oidc/interactions.js';
import { identifyByCode } from '../code-sign-in.js';
import type { ExperienceDeps } from '../deps.js';
import { identifySocial } from '../social.js';
import { findExperience, type ExperienceState } from '../../domain/sign-in/experiences.js';
import { readExperienceId } from '../cookies.js';
import { registerByCodeFromApi, registerNewIdentity } from '../flows.js';
import { noneWhenNotFound, requiredInteraction } from '../interaction.js';
import { requestMeta } from '../respond.js';
import { requireCaptcha } from '../captcha.js';

export interface IdentifyContext {
  deps: ExperienceDeps;
  req: Request;
  interaction: Interaction;
}

/**
 * A record whose user was proved when it was verified (password, passkey, enterprise SSO): that
 * user. Whatever second factor was given before is forgotten: the identified user gives their
 * own; a passkey (a possession factor unlocked by user verification) is that second factor too.
 */
async function identifyProvedUser({ deps, interaction }: IdentifyContext, record: VerificationOf<'Password' | 'Passkey' | 'EnterpriseSso'>): Promise<void> {
  if (interaction.event !== 'SignIn') {
    throw new DomainError('session.verification_failed', `identification by verification is for SignIn, not ${interaction.event}`);
  }
  const { userId } = record;
  const data = record.type === 'Passkey' ? withSecondFactor(interaction.data, 'WebAuthn', userId).data : identified(interaction.data);
  if (!(await updateInteraction(deps.services.db, interaction.id, { userId, data }))) throw interactionNotFound();
  interaction.userId = userId;
  interaction.data = data;
}

type IdentifyingType = 'Password' | 'Passkey' | 'EnterpriseSso' | 'Social' | 'VerificationCode';

/** How each identifying kind finds (or makes) its user and binds it to the interaction. */
const identifyUser: { [T in IdentifyingType]: (ctx: IdentifyContext, record: VerificationOf<T>) => Promise<void> } = {
  Password: identifyProvedUser,
  Passkey: identifyProvedUser,
  EnterpriseSso: identifyProvedUser,
  // The linked account, a safely linked one, or a new one; the record is used up.
  Social: ({ deps, req, interaction }, record) => identifySocial(deps, req, interaction, record.id),
  // The account using the proved address (or a new one, in a Register): the code is used up.
  VerificationCode: async ({ deps, req, interaction }, record) => {
    await identifyByCode(deps, req, interaction, record.id);
  },
};

const identifies = (type: VerificationType): type is IdentifyingType => Object.hasOwn(identifyUser, type);

type RegisteringType = 'NewPasswordIdentity' | 'VerificationCode';

/** How each kind of a sign-up's own record makes its account (src/experience/flows.ts). */
const registerUser: {
  [T in RegisteringType]: (
    deps: ExperienceDeps,
    req: Request,
    experience: ExperienceState,
    record: VerificationOf<T>,
    captchaToken: unknown,
  ) => Promise<unknown>;
} = {
  // The identifier and password it holds; its email proved by a VerificationCode record of the same sign-up.
  NewPasswordIdentity: async (deps, req, experience, record, captchaToken) => {
    await requireCaptcha(deps.services, requestMeta(req).ip, experience.interactionId, captchaToken);
    return registerNewIdentity(deps, req, experience, record.id);
  },
  // Sign-up by code: the account of the proved email, without a password.
  VerificationCode: (deps, req, experience, record, captchaToken) => registerByCodeFromApi(deps, req, experience, record.id, captchaToken),
};

const registers = (type: VerificationType): type is RegisteringType => Object.hasOwn(registerUser, type);

/**
 * POST /api/experience/identification {verificationId}: the record decides. In a sign-up (a
 * Register experience of this browser), a record of the sign-up's list makes the account; an id it
 * does not name is read as a code of the sign-up checked before such records were kept. A Social
 * record of the interaction identifies (and registers) itself, sign-up or not; anything else is the
 * interaction's record, as `identify` reads it.
 */
export async function identifyByRequest(deps: ExperienceDeps, req: Request, verificationId: unknown, captchaToken: unknown): Promise<void> {
  const { services } = deps;
  const interaction = await requiredInteraction(services, req).catch(noneWhenNotFound);
  if (findVerification(interaction?.data ?? {}, verificationId)?.type !== 'Social') {
    const experience = await findExperience(services.db, await readExperienceId(services, req));
    if (experience?.event === 'Register') {
      const record = findVerification(experience.pending, verificationId);
      if (record && registers(record.type)) {
        type RegisterKind = (
          deps: ExperienceDeps,
          req: Request,
          experience: ExperienceState,
          record: VerificationOf<RegisteringType>,
          captchaToken: unknown,
        ) => Promise<unknown>;
        const registerKind = registerUser[record.type] as RegisterKind;
        await registerKind(deps, req, experience, record as VerificationOf<RegisteringType>, captchaToken);
        return;
      }
      // Named by no record of the sign-up: a code it checked before such records were kept (its own row is the proof).
      await registerByCodeFromApi(deps, req, experience, verificationId, captchaToken);
      return;
    }
  }
  await identify({ deps, req, interaction: interaction ?? (await requiredInteraction(services, req)) }, verificationId);
}

/**
 * Identifies the interaction's user by the record `verificationId` names. An id that names no
 * identifying record is looked up as a sign-in code of this interaction: its code record is the
 * proof (an interaction restarted by PUT /api/experience keeps its codes, not its list), and an
 * unknown id gets the code's answers (`session.verification_session_not_found`).
 */
export async function identify(ctx: IdentifyContext, verificationId: unknown): Promise<void> {
  const record = findVerification(ctx.interaction.data, verificationId);
  if (record && identifies(record.type)) {
    const identifyKind = identifyUser[record.type] as (ctx: IdentifyContext, record: VerificationOf<IdentifyingType>) => Promise<void>;
    return identifyKind(ctx, record as VerificationOf<IdentifyingType>);
  }
  await identifyByCode(ctx.deps, ctx.req, ctx.interaction, verificationId);
}
