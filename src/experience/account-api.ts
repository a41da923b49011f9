// The Account API (/api/my-account) and its Verification API (/api/verifications): the signed-in
// user manages their own account with their access token (Bearer JWT issued by us, audience
// `{BASE_URL}/me`, carrying the sign-in session `sid`). See docs/experience-api.md.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import {
  accountCallerOf,
  accountCodeFactorAddress,
  accountCodeOwner,
  accountMfaCodeOwner,
  assertIdentityVerified,
  assertSecondFactorForChange,
  checkCurrentPassword,
  linkVerifiedRecipient,
  recordCodeSecondFactor,
  verifyPasswordForIdentity,
  verifySecondFactorForIdentity,
  type AccountCaller,
} from '../domain/sign-in/account.js';
import { accountApiResource } from '../domain/directory/account-resource.js';
import { startSocialAuthorization } from '../domain/federation/federated-sign-in.js';
import {
  checkLinkRedirectUri,
  completeSocialVerification,
  connectorToLink,
  linkVerifiedSocialIdentity,
  startSocialVerification,
  takeSocialVerificationForCallback,
  unlinkOwnSocialIdentity,
} from '../domain/federation/user-identities-link.js';
import { z } from 'zod';
import { DomainError } from '../domain/errors.js';
import { anyString, parseFields } from '../domain/input.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import { enableTotp, regenerateBackupCodes, startTotpEnrollment, totpLabel } from '../domain/sign-in/mfa.js';
import { listBackupCodeUses } from '../domain/sign-in/backup-codes.js';
import { getUser, setUserPassword, type User } from '../domain/directory/users.js';
import { grantView, listUserGrants, revokeUserGrant } from '../domain/oauth/user-grants.js';
import { listAgentLimits, removeAgentLimit, setAgentLimit, widensAgentLimit } from '../domain/oauth/user-agent-limits.js';
import { CODE_TTL_SECONDS, consumeVerifiedRecipient, maskedRecipient, normalizeRecipient } from '../domain/sign-in/verification-codes.js';
import { checkBearer } from '../oidc/bearer.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import * as flows from './flows.js';
import { hasBody, requestMeta, sendError } from './respond.js';
import { callbackParams, checkState, verifyWith } from './social.js';
import { passkeyAccountRoutes, passkeyVerificationRoutes } from './passkeys.js';
import { strictBody } from '../http/strict-body.js';
import { smsDeliveryConfigured } from '../domain/sign-in/message-delivery.js';

/** The header naming a proof of identity (the reference product's name, for compatible clients). */
export const VERIFICATION_HEADER = 'logto-verification-id';

const callerOf = (res: Response): AccountCaller => res.locals.accountCaller as AccountCaller;

/** Bearer check, session check and JSON body handling shared by both routers. */
function accountRouter(deps: ExperienceDeps): Router {
  const { services } = deps;
  const { db, config } = services;
  const audience = accountApiResource(config);
  const router = express.Router();

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const check = await checkBearer(services.keys, services.clock, config.issuer, audience, req.headers.authorization);
    if (!check.ok) {
      if (check.status === 401) res.setHeader('WWW-Authenticate', `Bearer realm="tessera", resource="${audience}"`);
      res.status(check.status).json({ code: check.status === 401 ? 'auth.unauthorized' : 'auth.forbidden', message: check.reason });
      return;
    }
    try {
      res.locals.accountCaller = await accountCallerOf(db, services.clock, check.token);
    } catch (error) {
      return sendError(res, error);
    }
    next();
  });
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (hasBody(req) && !req.is('application/json')) {
      res.status(415).json({ code: 'guard.invalid_content_type', message: 'send the request body as application/json' });
      return;
    }
    next();
  });
  router.use(express.json({ limit: config.bodyLimit, verify: strictBody }));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((error as { type?: string })?.type?.startsWith('entity.')) {
      res.status(400).json({ code: 'guard.invalid_input', message: 'request body is not valid JSON' });
      return;
    }
    next(error);
  });
  return router;
}

const body = (req: Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});
const route = (fn: (req: Request, res: Response, caller: AccountCaller) => Promise<void>) => async (req: Request, res: Response) => {
  try {
    await fn(req, res, callerOf(res));
  } catch (error) {
    sendError(res, error);
  }
};
const lockoutOf = async (deps: ExperienceDeps) => (await getExperienceSettings(deps.services.db, deps.services.config)).lockout;
const codeFactorContext = async (deps: ExperienceDeps) => ({ smsConfigured: await smsDeliveryConfigured(deps.services.db, deps.services.config) });

/** /api/verifications: proofs of identity (password, code to the current address) and codes for a new address. */
export function verificationApi(deps: ExperienceDeps): Router {
  const { db } = deps.services;
  const router = accountRouter(deps);

  router.post(
    '/password',
    route(async (req, res, caller) => {
      const proof = await verifyPasswordForIdentity(db, deps.services.clock, await lockoutOf(deps), caller, body(req).password);
      res.status(201).json({ verificationRecordId: proof.verificationRecordId, expiresAt: proof.expiresAt.toISOString() });
    }),
  );

  // The second factor given again (a Tessera addition: the compatible API has no such proof):
  // once verified, this session's proven changes pass the MFA policy for as long as the proof lives.
  for (const [path, method] of [
    ['/totp', 'totp'],
    ['/backup-code', 'backup_code'],
  ] as const) {
    router.post(
      path,
      route(async (req, res, caller) => {
        const { clock, config } = deps.services;
        const proof = await verifySecondFactorForIdentity(db, clock, await lockoutOf(deps), config.keyEncryptionKey, caller, method, body(req).code);
        res.status(201).json({ verificationRecordId: proof.verificationRecordId, expiresAt: proof.expiresAt.toISOString() });
      }),
    );
  }

  // A code to the caller's own email or phone as the second factor, where the MFA policy allows
  // that factor (a Tessera addition, named as the Experience API's step): sent, then verified into
  // a second-factor proof of this session, as /totp makes one.
  router.post(
    '/mfa-verification-code',
    route(async (req, res, caller) => {
      const recipient = await accountCodeFactorAddress(db, caller, body(req).identifierType, await codeFactorContext(deps));
      const { verificationId } = await flows.sendCode(deps, accountMfaCodeOwner(caller), recipient, 'mfa', requestMeta(req).ip);
      res.status(201).json({
        verificationRecordId: verificationId,
        maskedIdentifier: maskedRecipient(recipient),
        expiresAt: new Date(deps.services.clock.now().getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
      });
    }),
  );

  router.post(
    '/mfa-verification-code/verify',
    route(async (req, res, caller) => {
      const b = body(req);
      await flows.checkCode(deps, accountMfaCodeOwner(caller), b.verificationId, b.code, requestMeta(req));
      const proof = await recordCodeSecondFactor(db, deps.services.clock, caller, b.verificationId, await codeFactorContext(deps));
      res.status(201).json({ verificationRecordId: proof.verificationRecordId, expiresAt: proof.expiresAt.toISOString() });
    }),
  );

  router.post(
    '/verification-code',
    route(async (req, res, caller) => {
      const { verificationId } = await flows.sendCode(deps, accountCodeOwner(caller), body(req).identifier, 'account', requestMeta(req).ip);
      res
        .status(201)
        .json({ verificationRecordId: verificationId, expiresAt: new Date(deps.services.clock.now().getTime() + CODE_TTL_SECONDS * 1000).toISOString() });
    }),
  );

  router.post(
    '/verification-code/verify',
    route(async (req, res, caller) => {
      const b = body(req);
      const claimed = b.identifier === undefined ? undefined : normalizeRecipient(b.identifier);
      const proved = await flows.checkCode(deps, accountCodeOwner(caller), b.verificationId, b.code, requestMeta(req));
      if (claimed && (claimed.type !== proved.type || claimed.value !== proved.value)) {
        throw new DomainError('verification_code.identifier_mismatch', `the verification is for another ${proved.type}`, undefined, ['identifier']);
      }
      res.json({ verificationRecordId: b.verificationId });
    }),
  );

  // Linking a social identity: the authorization URL for the caller, then its callback. The
  // state, nonce and PKCE verifier stay server-side, bound to the caller's user and session.
  router.post(
    '/social',
    route(async (req, res, caller) => {
      const b = body(req);
      parseFields(z.null({ error: "scope is the connector's setting" }).optional(), b.scope, ['scope']);
      const { connector, settings } = await connectorToLink(db, b.connectorId, deps.services.config.keyEncryptionKey, outboundPolicyOf(deps.services.config));
      const start = { state: checkState(b.state), redirectUri: checkLinkRedirectUri(b.redirectUri) };
      const { authorizationUri, kept } = await startSocialAuthorization(connector.id, settings, start);
      const { verificationRecordId, expiresAt } = await startSocialVerification(db, caller, { connectorId: connector.id, ...kept });
      res.status(201).json({ verificationRecordId, authorizationUri, expiresAt: expiresAt.toISOString() });
    }),
  );

  router.post(
    '/social/verify',
    route(async (req, res, caller) => {
      const b = body(req);
      // Taken before the upstream is asked: a record serves one callback, whatever its outcome.
      const pending = await takeSocialVerificationForCallback(db, caller, b.verificationRecordId);
      const { nonce, ...session } = pending;
      const profile = await verifyWith(deps, pending.connectorId, { ...session, ...(nonce ? { nonce } : {}) }, callbackParams(b.connectorData));
      await completeSocialVerification(db, pending.id, profile);
      res.json({ verificationRecordId: pending.id });
    }),
  );

  // Passkeys: /web-authn/registration and its /verify (src/experience/passkeys.ts).
  passkeyVerificationRoutes(deps, router, route);
  return router;
}

/** /api/my-account. */
export function accountApi(deps: ExperienceDeps): Router {
  const { db } = deps.services;
  const router = accountRouter(deps);

  const recordChange = (req: Request) => (trx: typeof db, user: User) => events.userDataUpdated(trx, requestMeta(req), user);
  const changed = async (req: Request, write: (trx: typeof db) => Promise<User>) =>
    db.transaction().execute(async (trx) => {
      const user = await write(trx);
      await recordChange(req)(trx, user);
      return user;
    });
  const identityVerified = async (req: Request, caller: AccountCaller) =>
    assertIdentityVerified(db, deps.services.clock, caller, req.get(VERIFICATION_HEADER), await codeFactorContext(deps));

  router.get(
    '/',
    route(async (_req, res, caller) => {
      res.json(await getUser(db, caller.userId));
    }),
  );

  // The earlier names of the Verification API's code routes, kept for existing clients.
  router.post(
    '/verification-codes',
    route(async (req, res, caller) => {
      const { verificationId } = await flows.sendCode(deps, accountCodeOwner(caller), body(req).identifier, 'account', requestMeta(req).ip);
      res.json({ verificationId });
    }),
  );

  router.post(
    '/verification-codes/verify',
    route(async (req, res, caller) => {
      const b = body(req);
      const identifier = await flows.checkCode(deps, accountCodeOwner(caller), b.verificationId, b.code, requestMeta(req));
      res.json({ verificationId: b.verificationId, identifier });
    }),
  );

  for (const [path, key] of [
    ['/primary-email', 'email'],
    ['/primary-phone', 'phone'],
  ] as const) {
    router.post(
      path,
      route(async (req, res, caller) => {
        const b = body(req);
        await identityVerified(req, caller);
        const user = await changed(req, async (trx) => {
          // The new address proves itself by its own code (`verificationId` is the earlier name).
          const recipient = await consumeVerifiedRecipient(trx, accountCodeOwner(caller), b.newIdentifierVerificationRecordId ?? b.verificationId);
          if (recipient.type !== key)
            throw new DomainError('verification_code.identifier_mismatch', `the verification is for a ${recipient.type}, not a ${key}`);
          return linkVerifiedRecipient(trx, caller.userId, recipient, b[key]);
        });
        res.json(user);
      }),
    );
  }

  // Social identities: link the one a social verification proved, unlink one. Both change how
  // the account is signed into, so both need the proof of identity.
  router.post(
    '/identities',
    route(async (req, res, caller) => {
      await identityVerified(req, caller);
      await changed(req, (trx) => linkVerifiedSocialIdentity(trx, caller, body(req).newIdentifierVerificationRecordId));
      res.status(204).end();
    }),
  );

  router.delete(
    '/identities/:target',
    route(async (req, res, caller) => {
      await identityVerified(req, caller);
      await changed(req, (trx) => unlinkOwnSocialIdentity(trx, caller.userId, String(req.params.target)));
      res.status(204).end();
    }),
  );

  router.post(
    '/password',
    route(async (req, res, caller) => {
      const b = body(req);
      const password = parseFields(anyString('password is required'), b.password, ['password']);
      // Either proof of identity: the header, or (the earlier shape) the current password in the
      // body, whose failures count on the pool (they stick); the change is its own transaction.
      if (req.get(VERIFICATION_HEADER) === undefined && b.currentPassword !== undefined) {
        await checkCurrentPassword(db, deps.services.clock, await lockoutOf(deps), caller.userId, b.currentPassword);
        await assertSecondFactorForChange(db, deps.services.clock, caller, await codeFactorContext(deps));
      } else {
        await identityVerified(req, caller);
      }
      await changed(req, (trx) => setUserPassword(trx, caller.userId, password, { keepSessionId: caller.sessionId }));
      res.status(204).end();
    }),
  );

  router.post(
    '/mfa/totp',
    route(async (req, res, caller) => {
      await identityVerified(req, caller);
      const user = await getUser(db, caller.userId);
      const { config } = deps.services;
      res.json(await startTotpEnrollment(db, caller.userId, totpLabel(user), config.keyEncryptionKey));
    }),
  );

  // The user's own grants (one per sign-in of an application), as the Management API lists them;
  // revoking one ends its tokens and, for a third-party application, takes the consent back.
  // No proof of identity: taking access away is what a user on a stolen session cannot abuse.
  router.get(
    '/grants',
    route(async (req, res, caller) => {
      const appType = typeof req.query.appType === 'string' ? req.query.appType : req.query.appType === undefined ? undefined : '';
      res.json({ grants: (await listUserGrants(db, caller.userId, appType)).map(grantView) });
    }),
  );

  router.delete(
    '/grants/:grantId',
    route(async (req, res, caller) => {
      await db.transaction().execute((trx) => revokeUserGrant(trx, caller.userId, String(req.params.grantId)));
      res.status(204).end();
    }),
  );

  // The user's limits on the applications (agents) acting for them by token exchange
  // (docs/agents.md). Narrowing needs no proof; widening (a resource the limit does not name yet,
  // or removing the limit) does, so a stolen session cannot open the user's tools to an agent.
  const limitView = (l: Awaited<ReturnType<typeof setAgentLimit>>) => ({
    applicationId: l.applicationId,
    applicationName: l.applicationName,
    resources: l.resources,
    createdAt: l.createdAt.getTime(),
    updatedAt: l.updatedAt.getTime(),
  });
  router.get(
    '/agent-limits',
    route(async (_req, res, caller) => {
      res.json({ agentLimits: (await listAgentLimits(db, caller.userId)).map(limitView) });
    }),
  );

  router.put(
    '/agent-limits/:applicationId',
    route(async (req, res, caller) => {
      const applicationId = String(req.params.applicationId);
      const { resources } = body(req);
      if (await widensAgentLimit(db, caller.userId, applicationId, resources)) await identityVerified(req, caller);
      res.json(limitView(await db.transaction().execute((trx) => setAgentLimit(trx, caller.userId, applicationId, resources))));
    }),
  );

  router.delete(
    '/agent-limits/:applicationId',
    route(async (req, res, caller) => {
      const applicationId = String(req.params.applicationId);
      if (await widensAgentLimit(db, caller.userId, applicationId, 'remove')) await identityVerified(req, caller);
      await db.transaction().execute((trx) => removeAgentLimit(trx, caller.userId, applicationId));
      res.status(204).end();
    }),
  );

  // Enabling TOTP also gives the first set of backup codes (src/domain/sign-in/backup-codes.ts), shown
  // this once, in the same transaction.
  router.post(
    '/mfa/totp/verify',
    route(async (req, res, caller) => {
      const { clock, config } = deps.services;
      const { backupCodes } = await enableTotp(db, clock, caller.userId, body(req).code, config.keyEncryptionKey, { withBackupCodes: true }, recordChange(req));
      res.json({ backupCodes });
    }),
  );

  // A new set of backup codes replaces the old one whole (the old codes stop working); shown once.
  router.post(
    '/mfa-verifications/backup-codes/generate',
    route(async (req, res, caller) => {
      await identityVerified(req, caller);
      res.json({ codes: await regenerateBackupCodes(db, caller.userId, recordChange(req)) });
    }),
  );

  // When each code was used; the codes themselves were shown once and are not kept.
  router.get(
    '/mfa-verifications/backup-codes',
    route(async (req, res, caller) => {
      await identityVerified(req, caller);
      const uses = await listBackupCodeUses(db, caller.userId);
      res.json({ codes: uses.map((usedAt) => ({ usedAt: usedAt?.toISOString() ?? null })), remainCodes: uses.filter((u) => u === null).length });
    }),
  );

  // Second factors: list, add a verified passkey, remove one (src/experience/passkeys.ts).
  passkeyAccountRoutes(deps, router, route, identityVerified, changed);
  return router;
}
