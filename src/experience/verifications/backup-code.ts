// POST /api/experience/verification/backup-code/verify: a backup code in place of the TOTP code, a
// BackupCode record bound to the identified user (src/experience/sign-in-mfa.ts).
import type { Router } from 'express';
import { invalidInput } from '../../domain/errors.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bodyOf, requestMeta, route } from '../respond.js';
import { verifyInteractionBackupCode } from '../sign-in-mfa.js';
import { error, experiencePost, json, ok, str, type Paths } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error, 429: error };

export const backupCodePaths: Paths = {
  '/experience/verification/backup-code/verify': experiencePost(
    'Give a backup code in place of the TOTP code (single use; wrong codes count toward lockout); answers how many codes are left',
    json({ code: str }, ['code']),
    errors,
    { 200: ok({ verificationId: str, remainCodes: { type: 'integer' } }) },
  ),
};

export function backupCodeRoutes(deps: ExperienceDeps, router: Router): void {
  router.post(
    '/verification/backup-code/verify',
    route(async (req, res) => {
      const code = bodyOf(req).code;
      if (code === undefined) throw invalidInput('code is required', ['code']);
      const { verificationId, remainCodes } = await verifyInteractionBackupCode(
        deps.services,
        await requiredInteraction(deps.services, req),
        code,
        requestMeta(req),
      );
      res.json({ verificationId, remainCodes });
    }),
  );
}
