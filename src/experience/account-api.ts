// The Account API (/api/my-account): the signed-in user manages their own account with their
// access token (Bearer JWT issued by us, audience `{BASE_URL}/me`). See docs/experience-api.md.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { checkCurrentPassword, linkVerifiedRecipient } from '../domain/account.js';
import { accountApiResource } from '../domain/account-resource.js';
import { DomainError, invalidInput } from '../domain/errors.js';
import { checkPasswordPolicy } from '../domain/passwords.js';
import { getExperienceSettings } from '../domain/experience-settings.js';
import { confirmTotpEnrollment, startTotpEnrollment } from '../domain/mfa.js';
import { getUser, setUserPassword, type User } from '../domain/users.js';
import { consumeVerifiedRecipient } from '../domain/verification-codes.js';
import { isTokenJtiRevoked } from '../db/repositories/revoked-tokens.js';
import { isSessionActive } from '../db/repositories/sessions.js';
import { checkBearer } from '../oidc/bearer.js';
import type { ExperienceDeps } from './deps.js';
import * as events from './events.js';
import * as flows from './flows.js';
import { hasBody, requestMeta, sendError } from './http.js';

const userIdOf = (res: Response): string => res.locals.accountUserId as string;
/** The sign-in session (`sid`) of the access token in use. */
const sessionOf = (res: Response): string => res.locals.accountSessionId as string;
const ownerOf = (userId: string) => `user:${userId}`;

export function accountApi(deps: ExperienceDeps): Router {
  const { services } = deps;
  const { db, config } = services;
  const audience = accountApiResource(config);
  const router = express.Router();

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const check = await checkBearer(services.keys, config.issuer, audience, req.headers.authorization);
    if (!check.ok) {
      if (check.status === 401) res.setHeader('WWW-Authenticate', `Bearer realm="tessera", resource="${audience}"`);
      res.status(check.status).json({ code: check.status === 401 ? 'auth.unauthorized' : 'auth.forbidden', message: check.reason });
      return;
    }
    try {
      if (check.token.jti && (await isTokenJtiRevoked(db, check.token.jti))) {
        res.status(401).json({ code: 'auth.unauthorized', message: 'the access token was revoked' });
        return;
      }
      // The account belongs to whoever is signed in: a token outlives neither its sign-in session
      // (sign-out, a password change, suspension end it) nor comes from anywhere but a sign-in.
      const sid = check.token.sid;
      if (typeof sid !== 'string' || !(await isSessionActive(db, sid))) {
        res.status(401).json({ code: 'auth.unauthorized', message: 'the sign-in session of this access token has ended' });
        return;
      }
      const user = await getUser(db, check.token.sub).catch(() => undefined);
      if (!user || user.isSuspended) {
        res.status(401).json({ code: 'auth.unauthorized', message: 'the token does not belong to an active user' });
        return;
      }
    } catch (error) {
      return sendError(res, error);
    }
    res.locals.accountUserId = check.token.sub;
    res.locals.accountSessionId = check.token.sid;
    next();
  });
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (hasBody(req) && !req.is('application/json')) {
      res.status(415).json({ code: 'guard.invalid_content_type', message: 'send the request body as application/json' });
      return;
    }
    next();
  });
  router.use(express.json({ limit: config.bodyLimit }));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((error as { type?: string })?.type?.startsWith('entity.')) {
      res.status(400).json({ code: 'guard.invalid_input', message: 'request body is not valid JSON' });
      return;
    }
    next(error);
  });

  const body = (req: Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});
  const route = (fn: (req: Request, res: Response, userId: string) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await fn(req, res, userIdOf(res));
    } catch (error) {
      sendError(res, error);
    }
  };
  const changed = async (req: Request, write: (trx: typeof db) => Promise<User>) =>
    db.transaction().execute(async (trx) => {
      const user = await write(trx);
      await events.userDataUpdated(trx, requestMeta(req), user);
      return user;
    });
  const lockout = async () => (await getExperienceSettings(db, config)).lockout;

  router.get('/', route(async (_req, res, userId) => {
    res.json(await getUser(db, userId));
  }));

  router.post('/verification-codes', route(async (req, res, userId) => {
    const { verificationId } = await flows.sendCode(deps, ownerOf(userId), body(req).identifier, 'account');
    res.json({ verificationId });
  }));

  router.post('/verification-codes/verify', route(async (req, res, userId) => {
    const b = body(req);
    const identifier = await flows.checkCode(deps, ownerOf(userId), b.verificationId, b.code);
    res.json({ verificationId: b.verificationId, identifier });
  }));

  for (const [path, key] of [['/primary-email', 'email'], ['/primary-phone', 'phone']] as const) {
    router.post(path, route(async (req, res, userId) => {
      const b = body(req);
      const user = await changed(req, async (trx) => {
        const recipient = await consumeVerifiedRecipient(trx, ownerOf(userId), b.verificationId);
        if (recipient.type !== key) throw new DomainError('verification_code.identifier_mismatch', `the verification is for a ${recipient.type}, not a ${key}`);
        return linkVerifiedRecipient(trx, userId, recipient, b[key]);
      });
      res.json(user);
    }));
  }

  router.post('/password', route(async (req, res, userId) => {
    const b = body(req);
    const policy = await lockout();
    if (typeof b.password !== 'string') throw invalidInput('password is required', ['password']);
    checkPasswordPolicy(b.password);
    // Failures of the current password are counted on the pool (they stick); the change is its own transaction.
    await checkCurrentPassword(db, policy, userId, b.currentPassword);
    await changed(req, (trx) => setUserPassword(trx, userId, b.password as string, { keepSessionId: sessionOf(res) }));
    res.status(204).end();
  }));

  router.post('/mfa/totp', route(async (_req, res, userId) => {
    const user = await getUser(db, userId);
    res.json(await startTotpEnrollment(db, userId, user.primaryEmail ?? user.username ?? user.primaryPhone ?? user.id, config.keyEncryptionKey));
  }));

  router.post('/mfa/totp/verify', route(async (req, res, userId) => {
    await changed(req, async (trx) => {
      await confirmTotpEnrollment(trx, userId, body(req).code, config.keyEncryptionKey);
      return getUser(trx, userId);
    });
    res.status(204).end();
  }));

  return router;
}
