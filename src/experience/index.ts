// Mounts the experience: /api/experience and /api/my-account (before the Management API guard)
// and the pages /register, /forgot-password, /sign-in/mfa.
import express, { type Express } from 'express';
import { ensureAccountResource } from '../domain/account-resource.js';
import { purgeExperienceLeftovers } from '../domain/experience-housekeeping.js';
import { getExperienceSettings } from '../domain/experience-settings.js';
import type { Services } from '../services.js';
import { accountApi, verificationApi } from './account-api.js';
import { experienceApi } from './api.js';
import { createExperienceDeps } from './deps.js';
import { forgotPasswordPages } from './pages/forgot-password.js';
import { mfaPages } from './pages/mfa.js';
import { registerPages } from './pages/register.js';

export async function mountExperience(app: Express, services: Services): Promise<void> {
  await ensureAccountResource(services.db, services.config);
  const deps = createExperienceDeps(services);
  const housekeeping = setInterval(() => {
    void (async () => {
      const { lockout, codeSend } = await getExperienceSettings(services.db, services.config);
      await purgeExperienceLeftovers(services.db, Math.max(lockout.windowSeconds, codeSend.windowSeconds));
    })().catch((error) => console.error('experience housekeeping failed', error));
  }, 3_600_000);
  housekeeping.unref();
  services.onClose.push(() => clearInterval(housekeeping));
  app.use('/api/experience', experienceApi(deps));
  app.use('/api/my-account', accountApi(deps));
  app.use('/api/verifications', verificationApi(deps));
  const pages = express.Router();
  pages.use(['/register', '/forgot-password', '/sign-in/mfa'], express.urlencoded({ extended: false, limit: services.config.bodyLimit }));
  registerPages(deps, pages);
  forgotPasswordPages(deps, pages);
  mfaPages(deps, pages);
  app.use(pages);
}
