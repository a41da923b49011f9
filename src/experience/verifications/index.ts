// The Experience API's verification methods, one route file each with its OpenAPI paths beside
// its handlers; the API mounts them in this order (./api.ts) and the document merges their paths
// (../openapi.ts).
import type { Router } from 'express';
import type { ExperienceDeps } from '../deps.js';
import { backupCodePaths, backupCodeRoutes } from './backup-code.js';
import { identificationPaths, identificationRoutes } from './identification.js';
import { mfaVerificationCodePaths, mfaVerificationCodeRoutes } from './mfa-verification-code.js';
import { newPasswordIdentityPaths, newPasswordIdentityRoutes } from './new-password-identity.js';
import type { Paths } from './openapi-parts.js';
import { passkeySignInPaths, passkeySignInRoutes } from './passkey-sign-in.js';
import { passwordPaths, passwordRoutes } from './password.js';
import { socialPaths, socialRoutes } from './social.js';
import { ssoPaths, ssoRoutes } from './sso.js';
import { totpPaths, totpRoutes } from './totp.js';
import { verificationCodePaths, verificationCodeRoutes } from './verification-code.js';
import { webAuthnPaths, webAuthnRoutes } from './web-authn.js';

interface Method {
  paths: Paths;
  routes: (deps: ExperienceDeps, router: Router) => void;
}

export const verificationMethods: Method[] = [
  { paths: passwordPaths, routes: passwordRoutes },
  { paths: verificationCodePaths, routes: verificationCodeRoutes },
  { paths: newPasswordIdentityPaths, routes: newPasswordIdentityRoutes },
  { paths: socialPaths, routes: socialRoutes },
  { paths: ssoPaths, routes: ssoRoutes },
  { paths: passkeySignInPaths, routes: passkeySignInRoutes },
  { paths: webAuthnPaths, routes: webAuthnRoutes },
  { paths: totpPaths, routes: totpRoutes },
  { paths: backupCodePaths, routes: backupCodeRoutes },
  { paths: mfaVerificationCodePaths, routes: mfaVerificationCodeRoutes },
  { paths: identificationPaths, routes: identificationRoutes },
];
