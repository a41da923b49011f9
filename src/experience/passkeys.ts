// Passkeys (WebAuthn) in the Experience API and the Account API, in the compatible product's
// routes (docs/sign-in.md#passkeys). The rules are src/domain/sign-in/passkeys.ts; this module binds each
// ceremony to what it serves: a sign-in's challenges to its interaction (and, for a second
// factor or a registration, to the identified user); the Account API's to the caller's user and
// sign-in session.
import express, { type Request, type Response, type Router } from 'express';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import type { AccountCaller } from '../domain/sign-in/account.js';
import { z } from 'zod';
import { DomainError } from '../domain/errors.js';
import { parseFields, requiredString } from '../domain/input.js';
import { deleteMfaVerification, listMfaVerifications } from '../domain/sign-in/mfa.js';
import {
  bindPasskey,
  passkeyUserIdOf,
  renamePasskey,
  startPasskeyAuthentication,
  startPasskeyRegistration,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
  type RelyingParty,
} from '../domain/sign-in/passkeys.js';
import { addVerification, withSecondFactor } from '../domain/sign-in/sign-in-state.js';
import { checkIdentifier, checkUserMaySignIn, identifierFromInput } from '../domain/sign-in/sign-in.js';
import { getUser, type User } from '../domain/directory/users.js';
import { interactionNotFound, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import { bodyOf, requestMeta } from './respond.js';
import { assertFactorAllowed, assertMfaSatisfied } from './sign-in-mfa.js';
import { startExperience } from './sign-in.js';

export const relyingParty = (services: Services): RelyingParty => services.config.webauthn;

const identifiedFirst = () => new DomainError('session.identifier_not_found', 'Sign in first: the passkey is for an identified user.');

/** What an authenticator shows for the account: its most recognisable identifier. */
const accountName = (user: User) => user.primaryEmail ?? user.username ?? user.primaryPhone ?? user.id;

async function saveData(services: Services, interaction: Interaction, data: Record<string, unknown>): Promise<void> {
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
}

/** The identifier of a passkey sign-in by identifier: `{ type, value }` (the API's shape) or what a person typed. */
function identifierOf(raw: unknown) {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'string' ? identifierFromInput(raw) : checkIdentifier(raw);
}

// ---- sign-in steps (shared by the Experience API and the pages' script) ----------------------

/** Options for a passkey sign-in: by identifier (that user's passkeys) or discoverable. */
export async function startPasskeySignIn(services: Services, interaction: Interaction, identifier: unknown) {
  const id = identifierOf(identifier);
  const started = interaction.event === 'SignIn' ? interaction : await startExperience(services, interaction, 'SignIn');
  const userId = id ? await passkeyUserIdOf(services.db, id) : null;
  return startPasskeyAuthentication(services.db, relyingParty(services), 'sign-in', userId, { interactionId: started.id });
}

/** Checks the assertion; records a Passkey verification (identify with it: it counts as the second factor too). */
export async function verifyPasskeySignIn(services: Services, interaction: Interaction, verificationId: unknown, payload: unknown): Promise<string> {
  const { userId } = await verifyPasskeyAuthentication(services.db, relyingParty(services), 'sign-in', verificationId, payload, {
    interactionId: interaction.id,
  });
  await checkUserMaySignIn(services.db, userId);
  const added = addVerification(interaction.data, { type: 'Passkey', userId });
  await saveData(services, interaction, added.data);
  return added.verificationId;
}

/** The passkey as the second factor of the identified user. */
export async function startPasskeyMfa(services: Services, interaction: Interaction) {
  if (!interaction.userId) throw identifiedFirst();
  await assertFactorAllowed(services.db, 'WebAuthn');
  return startPasskeyAuthentication(services.db, relyingParty(services), 'mfa', interaction.userId, {
    interactionId: interaction.id,
    userId: interaction.userId,
  });
}

export async function verifyPasskeyMfa(services: Services, interaction: Interaction, verificationId: unknown, payload: unknown): Promise<void> {
  if (!interaction.userId) throw identifiedFirst();
  await assertFactorAllowed(services.db, 'WebAuthn');
  const { userId } = await verifyPasskeyAuthentication(services.db, relyingParty(services), 'mfa', verificationId, payload, {
    interactionId: interaction.id,
    userId: interaction.userId,
  });
  // Bound to the user it verified: a concurrent re-identification of another user gains nothing.
  await saveData(services, interaction, withSecondFactor(interaction.data, 'WebAuthn', userId).data);
}

/**
 * Registration during a sign-in: only once the user is identified and past their second factor,
 * or as the second factor the MFA policy has them set up.
 */
export async function startSignInPasskeyRegistration(services: Services, interaction: Interaction) {
  if (!interaction.userId) throw identifiedFirst();
  await assertMfaSatisfied(services, interaction, 'WebAuthn');
  const user = await getUser(services.db, interaction.userId);
  return startPasskeyRegistration(
    services.db,
    relyingParty(services),
    { id: user.id, name: accountName(user), displayName: user.name ?? accountName(user) },
    {
      interactionId: interaction.id,
    },
  );
}

export async function verifySignInPasskeyRegistration(services: Services, req: Request, interaction: Interaction, verificationId: unknown, payload: unknown) {
  if (!interaction.userId) throw identifiedFirst();
  await verifyPasskeyRegistration(
    services.db,
    relyingParty(services),
    verificationId,
    payload,
    { interactionId: interaction.id, userId: interaction.userId },
    requestMeta(req).userAgent,
  );
}

/**
 * Adds the verified passkey to the signed-in user, with User.Data.Updated in the same
 * transaction. Registering it (user-verifying) is the second factor of this sign-in.
 */
export async function bindSignInPasskey(services: Services, req: Request, interaction: Interaction, verificationId: unknown, name: unknown): Promise<void> {
  const userId = interaction.userId;
  if (!userId) throw identifiedFirst();
  await assertMfaSatisfied(services, interaction, 'WebAuthn');
  await services.db.transaction().execute(async (trx) => {
    await bindPasskey(trx, verificationId, { interactionId: interaction.id, userId }, name);
    const ctx = { ...requestMeta(req), interactionEvent: 'SignIn' as const, sessionId: interaction.id, applicationId: interaction.clientId };
    await events.userDataUpdated(trx, ctx, await getUser(trx, userId));
  });
  await saveData(services, interaction, withSecondFactor(interaction.data, 'WebAuthn', userId).data);
}

// ---- Experience API --------------------------------------------------------------------------

const requireString = (value: unknown, name: string) => parseFields(requiredString(`${name} is required`), value, [name]);

// ---- Account API -----------------------------------------------------------------------------

type AccountRoute = (fn: (req: Request, res: Response, caller: AccountCaller) => Promise<void>) => express.RequestHandler;

/** POST /api/verifications/web-authn/registration (+ /verify): a passkey for the caller, bound to their session. */
export function passkeyVerificationRoutes(deps: ExperienceDeps, router: Router, accountRoute: AccountRoute): void {
  const { services } = deps;
  router.post(
    '/web-authn/registration',
    accountRoute(async (_req, res, caller) => {
      const user = await getUser(services.db, caller.userId);
      const started = await startPasskeyRegistration(
        services.db,
        relyingParty(services),
        { id: user.id, name: accountName(user), displayName: user.name ?? accountName(user) },
        {
          sessionId: caller.sessionId,
        },
      );
      res
        .status(201)
        .json({ verificationRecordId: started.verificationId, registrationOptions: started.registrationOptions, expiresAt: started.expiresAt.toISOString() });
    }),
  );

  router.post(
    '/web-authn/registration/verify',
    accountRoute(async (req, res, caller) => {
      const b = bodyOf(req);
      const verificationRecordId = requireString(b.verificationRecordId ?? b.verificationId, 'verificationRecordId');
      await verifyPasskeyRegistration(
        services.db,
        relyingParty(services),
        verificationRecordId,
        b.payload,
        { userId: caller.userId, sessionId: caller.sessionId },
        requestMeta(req).userAgent,
      );
      res.json({ verificationRecordId });
    }),
  );
}

/**
 * /api/my-account/mfa-verifications: list the caller's factors; add a verified passkey; remove a
 * factor. Adding and removing change how the account is signed into: both take the proof of
 * identity (`identityVerified`), and both emit User.Data.Updated in their transaction (`changed`).
 */
export function passkeyAccountRoutes(
  deps: ExperienceDeps,
  router: Router,
  accountRoute: AccountRoute,
  identityVerified: (req: Request, caller: AccountCaller) => Promise<void>,
  changed: (req: Request, write: (trx: Services['db']) => Promise<User>) => Promise<User>,
): void {
  const { db } = deps.services;
  const view = (v: Awaited<ReturnType<typeof listMfaVerifications>>[number]) => ({
    id: v.id,
    type: v.type,
    ...(v.name ? { name: v.name } : {}),
    ...(v.agent ? { agent: v.agent } : {}),
    createdAt: v.createdAt?.toISOString() ?? null,
    ...(v.lastUsedAt ? { lastUsedAt: v.lastUsedAt.toISOString() } : {}),
  });

  router.get(
    '/mfa-verifications',
    accountRoute(async (_req, res, caller) => {
      res.json((await listMfaVerifications(db, caller.userId)).map(view));
    }),
  );

  router.post(
    '/mfa-verifications',
    accountRoute(async (req, res, caller) => {
      const b = bodyOf(req);
      parseFields(z.literal('WebAuthn', { error: 'type must be WebAuthn (TOTP is enrolled at /api/my-account/mfa/totp)' }), b.type, ['type']);
      await identityVerified(req, caller);
      const recordId = b.newIdentifierVerificationRecordId ?? b.verificationRecordId;
      await changed(req, async (trx) => {
        await bindPasskey(trx, recordId, { userId: caller.userId, sessionId: caller.sessionId }, b.name);
        return getUser(trx, caller.userId);
      });
      res.status(204).end();
    }),
  );

  // Only a passkey has a name (the compatible API's rule): a TOTP id is not found here.
  router.patch(
    '/mfa-verifications/:verificationId/name',
    accountRoute(async (req, res, caller) => {
      await identityVerified(req, caller);
      let renamed: Awaited<ReturnType<typeof renamePasskey>> | undefined;
      await changed(req, async (trx) => {
        renamed = await renamePasskey(trx, caller.userId, String(req.params.verificationId), bodyOf(req).name);
        return getUser(trx, caller.userId);
      });
      res.json(view({ type: 'WebAuthn', ...renamed! }));
    }),
  );

  router.delete(
    '/mfa-verifications/:verificationId',
    accountRoute(async (req, res, caller) => {
      await identityVerified(req, caller);
      await changed(req, async (trx) => {
        await deleteMfaVerification(trx, caller.userId, String(req.params.verificationId));
        return getUser(trx, caller.userId);
      });
      res.status(204).end();
    }),
  );
}
