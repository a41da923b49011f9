// Mounts the experience: /api/experience and /api/my-account (before the Management API guard)
// and the pages /register, /forgot-password, /sign-in/mfa.
import express, { type Express } from 'express';
import { ensureAccountResource } from '../domain/account-resource.js';
import type { Services } from '../services.js';
import { accountApi } from './account-api.js';
import { experienceApi } from './api.js';
import { createExperienceDeps } from './deps.js';
import { forgotPasswordPages } from './pages/forgot-password.js';
import { mfaPages } from './pages/mfa.js';
import { registerPages } from './pages/register.js';

export async function mountExperience(app: Express, services: Services): Promise<void> {
  await ensureAccountResource(services.db, services.config);
  const deps = createExperienceDeps(services);
  app.use('/api/experience', experienceApi(deps));
  app.use('/api/my-account', accountApi(deps));
  const pages = express.Router();
  pages.use(['/register', '/forgot-password', '/sign-in/mfa'], express.urlencoded({ extended: false, limit: services.config.bodyLimit }));
  registerPages(deps, pages);
  forgotPasswordPages(deps, pages);
  mfaPages(deps, pages);
  app.use(pages);
}
