// The SCIM 2.0 endpoint (RFC 7644) at /scim/v2 and /api/scim/v2: the bearer token picks the
// connection and its scope. Each change runs in one transaction with the webhook events the
// Management API's twin mutation emits (src/events/mutation-events.ts), so a provisioned user
// is announced exactly as an administrator-made one.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Db } from '../db/database.js';
import { scimConnectionOfToken, type ScimConnection } from '../domain/scim/connections.js';
import * as scim from '../domain/scim/users.js';
import { ERROR_SCHEMA, ScimError } from '../domain/scim/users.js';
import { enqueueEvent } from '../events/outbox.js';
import { userView } from '../events/compat-view.js';
import { strictBody } from '../http/strict-body.js';
import type { Services } from '../services.js';
import { serviceProviderConfig, resourceTypes, schemas } from './discovery.js';

const SCIM_JSON = 'application/scim+json';
const MAX_BODY = '256kb';

function send(res: Response, status: number, body: unknown, etag?: string): void {
  res.status(status).type(SCIM_JSON);
  if (etag) res.setHeader('ETag', etag);
  res.send(JSON.stringify(body));
}

function sendError(res: Response, status: number, detail: string, scimType?: string): void {
  if (res.headersSent) return;
  send(res, status, { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail });
}

const connectionOf = (res: Response) => res.locals.scimConnection as ScimConnection;

function integerParam(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value)) throw new ScimError(400, `${name} must be an integer`, 'invalidValue');
  return Number(value);
}

function objectBody(req: Request): Record<string, unknown> {
  if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw new ScimError(400, 'the body must be a JSON object', 'invalidSyntax');
  return req.body as Record<string, unknown>;
}

async function emitUserChange(db: Db, change: scim.ScimUserChange, request: { ip: string; userAgent: string }): Promise<void> {
  const meta = { ip: request.ip, userAgent: request.userAgent };
  if (change.created) await enqueueEvent(db, 'User.Created', { ...meta, data: userView({ ...change.user }) });
  if (change.dataChanged) await enqueueEvent(db, 'User.Data.Updated', { ...meta, data: userView({ ...change.user }) });
  if (change.suspensionChanged) await enqueueEvent(db, 'User.SuspensionStatus.Updated', { ...meta, data: userView({ ...change.user }) });
  if (change.membership && (change.membership.addedUserIds.length || change.membership.removedUserIds.length)) {
    const extra: Record<string, unknown> = { organizationId: change.membership.organizationId };
    if (change.membership.addedUserIds.length) extra.addedUserIds = change.membership.addedUserIds;
    if (change.membership.removedUserIds.length) extra.removedUserIds = change.membership.removedUserIds;
    await enqueueEvent(db, 'Organization.Membership.Updated', { ...meta, ...extra });
  }
}

export function scimRouter(services: Services): Router {
  const router = express.Router();
  const { db } = services;
  const base = (req: Request) => `${services.config.baseUrl}${req.baseUrl}`;
  const requestOf = (req: Request) => ({ ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });
  const wrap = (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  };

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use((req, res, next) => {
    const token = /^Bearer\s+(\S{1,300})$/i.exec(req.get('authorization') ?? '')?.[1];
    (token ? scimConnectionOfToken(db, token) : Promise.resolve(undefined)).then((connection) => {
      if (!connection) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="scim"');
        return sendError(res, 401, 'A valid SCIM connection bearer token is required');
      }
      res.locals.scimConnection = connection;
      next();
    }, next);
  });
  router.use(express.json({ limit: MAX_BODY, type: ['application/json', SCIM_JSON], verify: strictBody }));

  router.get('/ServiceProviderConfig', (req, res) => send(res, 200, serviceProviderConfig(base(req))));
  router.get('/ResourceTypes', (req, res) => send(res, 200, resourceTypes(base(req))));
  router.get('/Schemas', (req, res) => send(res, 200, schemas(base(req))));

  router.get(
    '/Users',
    wrap(async (req, res) => {
      const filter = typeof req.query.filter === 'string' ? req.query.filter : undefined;
      const list = await scim.listScimUsers(db, connectionOf(res), base(req), {
        ...(filter ? { filter } : {}),
        ...optional('startIndex', integerParam(req.query.startIndex, 'startIndex')),
        ...optional('count', integerParam(req.query.count, 'count')),
      });
      send(res, 200, list);
    }),
  );
  router.get(
    '/Users/:id',
    wrap(async (req, res) => {
      const user = await scim.getScimUser(db, connectionOf(res), String(req.params.id));
      send(res, 200, scim.scimUser(user, base(req)), scim.etagOf(user));
    }),
  );
  router.post(
    '/Users',
    wrap(async (req, res) => {
      const body = objectBody(req);
      const change = await db.transaction().execute(async (trx) => {
        const made = await scim.createScimUser(trx, connectionOf(res), body);
        await emitUserChange(trx, made, requestOf(req));
        return made;
      });
      res.setHeader('Location', `${base(req)}/Users/${change.user.id}`);
      send(res, 201, scim.scimUser(change.user, base(req)), scim.etagOf(change.user));
    }),
  );
  for (const method of ['put', 'patch'] as const) {
    router[method](
      '/Users/:id',
      wrap(async (req, res) => {
        const body = objectBody(req);
        const id = String(req.params.id);
        const ifMatch = req.get('if-match');
        const change = await db.transaction().execute(async (trx) => {
          const made =
            method === 'put'
              ? await scim.replaceScimUser(trx, connectionOf(res), id, body, ifMatch)
              : await scim.patchScimUser(trx, connectionOf(res), id, body, ifMatch);
          await emitUserChange(trx, made, requestOf(req));
          return made;
        });
        send(res, 200, scim.scimUser(change.user, base(req)), scim.etagOf(change.user));
      }),
    );
  }
  router.delete(
    '/Users/:id',
    wrap(async (req, res) => {
      await db.transaction().execute(async (trx) => {
        const done = await scim.deleteScimUser(trx, connectionOf(res), String(req.params.id));
        if (done.deleted) await enqueueEvent(trx, 'User.Deleted', { ...requestOf(req), params: { userId: done.deleted } });
        if (done.membership) await emitUserChange(trx, { user: undefined as never, membership: done.membership }, requestOf(req));
      });
      res.status(204).end();
    }),
  );

  router.use((_req, res) => sendError(res, 404, 'No such SCIM resource'));
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- express tells error handlers by their four parameters
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ScimError) return sendError(res, error.status, error.message, error.scimType);
    const status = (error as { status?: unknown; type?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) return sendError(res, status, 'The request body could not be read', 'invalidSyntax');
    throw error;
  });
  return router;
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}
