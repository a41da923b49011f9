// For the password sign-in (src/domain/sign-in.ts / src/experience/sign-in*.ts): after a right
// password, a user with TOTP enabled goes to /sign-in/mfa instead of straight back to the client.
import type { Request, Response } from 'express';
import { EXPERIENCE_TTL_SECONDS, startExperience, updateExperience } from '../domain/experiences.js';
import { userHasTotp } from '../domain/mfa.js';
import type { Services } from '../services.js';
import { EXPERIENCE_COOKIE } from './api.js';
import { setCookie } from './http.js';

export const MFA_PAGE = '/sign-in/mfa';

/** The URL of the MFA step when the user needs one (the experience cookie is set), else null. */
export async function mfaStepFor(services: Services, _req: Request, res: Response, interactionId: string | null, userId: string): Promise<string | null> {
  if (!(await userHasTotp(services.db, userId))) return null;
  const state = await startExperience(services.db, 'SignIn', interactionId);
  await updateExperience(services.db, state.id, { userId });
  setCookie(services, res, EXPERIENCE_COOKIE, state.id, EXPERIENCE_TTL_SECONDS);
  return MFA_PAGE;
}
