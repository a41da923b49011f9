// The sign-in experience: server-rendered pages and the JSON Experience API behind them.
// Mounted before the /api management guard: these calls carry a browser interaction, not a
// Management API token. Other experience flows (register, forgot password, …) add theirs here.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../services.js';
import './interaction-events.js';
import { signInApi } from './sign-in-api.js';
import { signInPages } from './sign-in-page.js';

/** Experience paths: other flows add theirs here so the page headers cover them too. */
export const EXPERIENCE_PATHS = ['/sign-in', '/register', '/forgot-password', '/api/experience'];

/**
 * No framing (clickjacking of the password form), no referrer (the URL holds the interaction
 * id), nothing loaded from anywhere (pages are self-contained: inline CSS, no scripts).
 */
function pageHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
}

export function experienceRouter(services: Services): Router {
  const router = express.Router();
  router.use(EXPERIENCE_PATHS, pageHeaders);
  const api = express.Router();
  api.use(express.json({ limit: services.config.bodyLimit }));
  api.use(signInApi(services));
  router.use('/api/experience', api);
  router.use(signInPages(services));
  return router;
}
