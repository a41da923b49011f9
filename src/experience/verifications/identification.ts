// POST /api/experience/identification {verificationId}: the interaction's user becomes the one the
// record proves (./identify.ts). The one exception is sign-up by code in a Register experience
// (PUT /api/experience Register, named by `tessera_exp`): there a verified code of the experience
// creates the account of its email (src/experience/flows.ts); a Social record of the interaction
// still identifies (it may register itself).
import type { Router } from 'express';
import { findExperience } from '../../domain/sign-in/experiences.js';
import { findVerification } from '../../domain/sign-in/sign-in-state.js';
import { readExperienceId } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { registerByCodeFromApi } from '../flows.js';
import { noneWhenNotFound, requiredInteraction } from '../interaction.js';
import { bodyOf, route } from '../respond.js';
import { identify } from './identify.js';
import { errorOf, jsonBody, type Paths } from './openapi-parts.js';

const error = errorOf('Error `{ code, message }`');

export const identificationPaths: Paths = {
  '/experience/identification': {
    post: {
      tags: ['Experience'],
      security: [],
      summary:
        'Identify the user of the interaction by a verification made in it (password, SSO, or a verified sign-in code). A verified code for an address no account uses: 404 user.user_not_exist in SignIn; in Register (after PUT /experience/interaction-event, or in a Register experience) the account is created when sign-up by code is allowed. 422 user.unverified_identifier_in_use: the account holds the address without having proved it and can be opened another way (docs/security.md)',
      requestBody: jsonBody({ type: 'object', required: ['verificationId'], properties: { verificationId: { type: 'string' } } }),
      responses: { 400: error, 403: error, 404: error, 422: error, 204: { description: 'Identified' } },
    },
  },
};

export function identificationRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.post(
    '/identification',
    route(async (req, res) => {
      const { verificationId, captchaToken } = bodyOf(req);
      const interaction = await requiredInteraction(services, req).catch(noneWhenNotFound);
      if (findVerification(interaction?.data ?? {}, verificationId)?.type !== 'Social') {
        const experience = await findExperience(services.db, await readExperienceId(services, req));
        if (experience?.event === 'Register') {
          await registerByCodeFromApi(deps, req, experience, verificationId, captchaToken);
          res.status(204).end();
          return;
        }
      }
      await identify({ deps, req, interaction: interaction ?? (await requiredInteraction(services, req)) }, verificationId);
      res.status(204).end();
    }),
  );
}
