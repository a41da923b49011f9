// The sign-in experience, mounted once on the app: the pages (/sign-in, /sign-in/code, /sign-in/mfa,
// /register, /forgot-password, /consent, /device), the Experience API (/api/experience) and the Account API
// (/api/my-account). Mounted before the Management API guard on /api: these calls carry a
// browser's interaction or the user's own token, never a Management API token.
// Every answer here gets the same protections (src/experience/respond.ts) and errors are
// rendered in one place: JSON for the APIs, the page shell for the pages.
import express, { type Router } from 'express';
import { ensureAccountResource } from '../domain/directory/account-resource.js';
import type { Services } from '../services.js';
import { accountApi, verificationApi } from './account-api.js';
import { experienceApi } from './api.js';
import { createExperienceDeps } from './deps.js';
import { signInPreview } from './pages/preview.js';
import { forgotPasswordPages } from './pages/forgot-password.js';
import { mfaPages } from './pages/mfa.js';
import { backupCodePages } from './pages/mfa-backup-code.js';
import { passkeyPages } from './pages/passkeys.js';
import { registerPages } from './pages/register.js';
import { signInPages } from './pages/sign-in.js';
import { signInCodePages } from './pages/sign-in-code.js';
import { ssoPages } from './pages/sso.js';
import { localizePages } from './localize.js';
import { consentPages } from './pages/consent.js';
import { consentApi } from './consent.js';
import { devicePages } from './pages/device.js';
import { jsonOnly, protections, renderErrors } from './respond.js';
import { ssoAuthnRouter } from './sso.js';
import { samlIdpRouter } from './saml-idp.js';
import { socialPages } from './pages/social.js';
import { connectorTestPages } from './pages/connector-test.js';
import { strictBody } from '../http/strict-body.js';

/** The paths the experience serves; nothing else reaches its handlers. */
export const EXPERIENCE_PATHS = [
  '/sign-in',
  '/register',
  '/forgot-password',
  '/consent',
  '/device',
  '/api/experience',
  '/api/my-account',
  '/api/verifications',
  '/api/authn',
  '/callback/social',
  '/connector-test',
];
const PAGE_PATHS = ['/sign-in', '/register', '/forgot-password', '/consent', '/device'];

export async function experienceRouter(services: Services): Promise<Router> {
  await ensureAccountResource(services.db, services.config);
  const deps = createExperienceDeps(services);
  services.renderSignInPreview = (settings, language) => signInPreview(services, settings, language);
  const router = express.Router();
  router.use(EXPERIENCE_PATHS, protections);
  // One parser for the routers of the Experience API (the first to parse a body wins).
  router.use('/api/experience', jsonOnly, express.json({ limit: services.config.bodyLimit, verify: strictBody }));
  router.use('/api/experience', consentApi(deps), experienceApi(deps));
  router.use('/api/authn', ssoAuthnRouter(deps));
  // Anonymous SAML IdP paths beside the Management API's /api/saml-applications (metadata only).
  router.use(samlIdpRouter(deps));
  router.use('/api/my-account', accountApi(deps));
  router.use('/api/verifications', verificationApi(deps));

  // Forms are a few short fields: more is a mistake (413), not work for us.
  const pages = express.Router();
  pages.use(PAGE_PATHS, express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 20, verify: strictBody }));
  // The language and look of every page (after the body: a form names its interaction there).
  pages.use([...PAGE_PATHS, '/callback/social', '/connector-test'], localizePages(deps));
  signInPages(deps, pages);
  signInCodePages(deps, pages);
  ssoPages(deps, pages);
  mfaPages(deps, pages);
  backupCodePages(deps, pages);
  passkeyPages(deps, pages);
  registerPages(deps, pages);
  forgotPasswordPages(deps, pages);
  consentPages(deps, pages);
  devicePages(deps, pages);
  socialPages(deps, pages);
  connectorTestPages(deps, pages);
  router.use(pages);

  router.use(EXPERIENCE_PATHS, renderErrors);
  return router;
}
