// The sign-in experience: server-rendered pages and the JSON Experience API behind them.
// Mounted before the /api management guard: these calls carry a browser interaction, not a
// Management API token. Other experience flows (register, forgot password, …) add theirs here.
import express, { type Router } from 'express';
import type { Services } from '../services.js';
import { signInApi } from './sign-in-api.js';
import { signInPages } from './sign-in-page.js';

export function experienceRouter(services: Services): Router {
  const router = express.Router();
  const api = express.Router();
  api.use(express.json({ limit: services.config.bodyLimit }));
  api.use(signInApi(services));
  router.use('/api/experience', api);
  router.use(signInPages(services));
  return router;
}
