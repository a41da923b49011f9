// A passkey as the identified user's second factor (POST /api/experience/verification/web-authn/
// authentication + /verify, a WebAuthn record bound to that user), and a new passkey added during
// the sign-in (…/web-authn/registration + /verify, then POST /api/experience/profile/mfa).
// src/experience/passkeys.ts has the ceremonies' steps.
import type { Router } from 'express';
import { z } from 'zod';
import { parseFields } from '../../domain/input.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { bindSignInPasskey, startPasskeyMfa, startSignInPasskeyRegistration, verifyPasskeyMfa, verifySignInPasskeyRegistration } from '../passkeys.js';
import { bodyOf, route } from '../respond.js';
import { json, ok, str, type Paths } from './openapi-parts.js';
import { experience, obj, payload, requireString, verified } from './passkey-parts.js';

const authentication = {
  200: ok({ verificationId: str, authenticationOptions: { ...obj, description: 'PublicKeyCredentialRequestOptionsJSON' }, expiresAt: str }),
};
const registration = {
  200: ok({ verificationId: str, registrationOptions: { ...obj, description: 'PublicKeyCredentialCreationOptionsJSON' }, expiresAt: str }),
};

export const webAuthnPaths: Paths = {
  '/experience/verification/web-authn/authentication': experience(
    'Start the passkey second factor of the identified user (400 user.webauthn_not_found without a passkey)',
    undefined,
    authentication,
  ),
  '/experience/verification/web-authn/authentication/verify': experience(
    'Check the passkey second factor; the sign-in can then be submitted',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
  '/experience/verification/web-authn/registration': experience(
    'Start adding a passkey to the identified user (past their second factor)',
    undefined,
    registration,
  ),
  '/experience/verification/web-authn/registration/verify': experience(
    'Check the attestation; bind it with POST /experience/profile/mfa',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
  '/experience/profile/mfa': experience(
    "Add the verified passkey to the signed-in user (User.Data.Updated); it counts as this sign-in's second factor",
    json({ type: { type: 'string', enum: ['WebAuthn'] }, verificationId: str, name: str }, ['type', 'verificationId']),
    { 204: { description: 'Added' } },
  ),
};

export function webAuthnRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  const interaction = (req: Parameters<typeof requiredInteraction>[1]) => requiredInteraction(services, req);

  router.post(
    '/verification/web-authn/authentication',
    route(async (req, res) => {
      const started = await startPasskeyMfa(services, await interaction(req));
      res.json({ verificationId: started.verificationId, authenticationOptions: started.authenticationOptions, expiresAt: started.expiresAt.toISOString() });
    }),
  );

  router.post(
    '/verification/web-authn/authentication/verify',
    route(async (req, res) => {
      const b = bodyOf(req);
      const verificationId = requireString(b.verificationId, 'verificationId');
      await verifyPasskeyMfa(services, await interaction(req), verificationId, b.payload);
      res.json({ verificationId });
    }),
  );

  router.post(
    '/verification/web-authn/registration',
    route(async (req, res) => {
      const started = await startSignInPasskeyRegistration(services, await interaction(req));
      res.json({ verificationId: started.verificationId, registrationOptions: started.registrationOptions, expiresAt: started.expiresAt.toISOString() });
    }),
  );

  router.post(
    '/verification/web-authn/registration/verify',
    route(async (req, res) => {
      const b = bodyOf(req);
      const verificationId = requireString(b.verificationId, 'verificationId');
      await verifySignInPasskeyRegistration(services, req, await interaction(req), verificationId, b.payload);
      res.json({ verificationId });
    }),
  );

  // Binds a verified factor to the signed-in user (the compatible product's profile route).
  router.post(
    '/profile/mfa',
    route(async (req, res) => {
      const b = bodyOf(req);
      parseFields(z.literal('WebAuthn', { error: 'type must be WebAuthn (TOTP is enrolled through the Account API)' }), b.type, ['type']);
      await bindSignInPasskey(services, req, await interaction(req), b.verificationId, b.name);
      res.status(204).end();
    }),
  );
}
