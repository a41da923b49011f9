// POST /api/experience/verification/passkey-sign-in/authentication (+ /verify): a passkey sign-in,
// a Passkey record naming its user; identifying by it gives the second factor too
// (src/experience/passkeys.ts has the ceremony's steps).
import type { Router } from 'express';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction } from '../interaction.js';
import { startPasskeySignIn, verifyPasskeySignIn } from '../passkeys.js';
import { bodyOf, route } from '../respond.js';
import { json, ok, str, type Paths } from './openapi-parts.js';
import { experience, obj, payload, requireString, verified } from './passkey-parts.js';

const identifier = {
  oneOf: [
    { type: 'object', required: ['type', 'value'], properties: { type: { type: 'string', enum: ['username', 'email', 'phone'] }, value: str } },
    { type: 'string', description: 'as typed on the sign-in page' },
  ],
};
const authentication = {
  200: ok({ verificationId: str, authenticationOptions: { ...obj, description: 'PublicKeyCredentialRequestOptionsJSON' }, expiresAt: str }),
};

export const passkeySignInPaths: Paths = {
  '/experience/verification/passkey-sign-in/authentication': experience(
    "Start a passkey sign-in: discoverable without identifier, or listing that user's passkeys (an unknown identifier is treated as none)",
    json({ identifier }),
    authentication,
  ),
  '/experience/verification/passkey-sign-in/authentication/verify': experience(
    'Check the assertion (origin, RP id, challenge, user verification, signature counter); identify with the returned verificationId (it satisfies MFA)',
    json({ verificationId: str, payload }, ['verificationId', 'payload']),
    verified,
  ),
};

export function passkeySignInRoutes(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.post(
    '/verification/passkey-sign-in/authentication',
    route(async (req, res) => {
      const started = await startPasskeySignIn(services, await requiredInteraction(services, req), bodyOf(req).identifier);
      res.json({ verificationId: started.verificationId, authenticationOptions: started.authenticationOptions, expiresAt: started.expiresAt.toISOString() });
    }),
  );

  router.post(
    '/verification/passkey-sign-in/authentication/verify',
    route(async (req, res) => {
      const b = bodyOf(req);
      res.json({
        verificationId: await verifyPasskeySignIn(
          services,
          await requiredInteraction(services, req),
          requireString(b.verificationId, 'verificationId'),
          b.payload,
        ),
      });
    }),
  );
}
