// The SCIM 2.0 endpoint (RFC 7644) at /scim/v2 and /api/scim/v2: the bearer token picks the
// connection and its scope. Each change runs in one transaction with the webhook events the
// Management API's twin mutation emits (src/events/mutation-events.ts), so a provisioned user
// is announced exactly as an administrator-made one.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Db } from '../db/database.js';
import { scimConnectionOfToken, type ScimConnection } from '../domain/scim/connections.js';
import * as scim from '../domain/scim/users.js';
import * as groups from '../domain/scim/groups.js';
import type { MembershipChange } from '../domain/directory/organizations-members.js';
import { ERROR_SCHEMA, ScimError } from '../domain/scim/users.js';
import { enqueueEvent } from '../events/outbox.js';
import { roleView, userView, withTenant } from '../events/compat-view.js';
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
  if (change.membership) await emitMembership(db, change.membership, meta);
}

async function emitMembership(db: Db, membership: MembershipChange, meta: { ip: string; userAgent: string }): Promise<void> {
  if (!membership.addedUserIds.length && !membership.removedUserIds.length) return;
  const extra: Record<string, unknown> = { organizationId: membership.organizationId };
  if (membership.addedUserIds.length) extra.addedUserIds = membership.addedUserIds;
  if (membership.removedUserIds.length) extra.removedUserIds = membership.removedUserIds;
  await enqueueEvent(db, 'Organization.Membership.Updated', { ...meta, ...extra });
}

/** A group change's events, as its Management API twins emit them, in the order they happened. */
async function emitGroupChange(db: Db, change: Omit<groups.ScimGroupChange, 'group'>, meta: { ip: string; userAgent: string }): Promise<void> {
  if (change.organizationCreated) await enqueueEvent(db, 'Organization.Created', { ...meta, data: withTenant({ ...change.organizationCreated }) });
  if (change.organizationRoleCreated) await enqueueEvent(db, 'OrganizationRole.Created', { ...meta, data: roleView({ ...change.organizationRoleCreated }) });
  if (change.organizationUpdated) await enqueueEvent(db, 'Organization.Data.Updated', { ...meta, data: withTenant({ ...change.organizationUpdated }) });
  if (change.membership) await emitMembership(db, change.membership, meta);
  if (change.organizationDeleted) await enqueueEvent(db, 'Organization.Deleted', { ...meta, params: { id: change.organizationDeleted } });
}

/** Whether a GET asked for members (`excludedAttributes=members` or an `attributes` list without them). */
function wantsMembers(req: Request): boolean {
  const list = (name: string) =>
    typeof req.query[name] === 'string'
      ? req.query[name]
          .toLowerCase()
          .split(',')
          .map((part) => part.trim().replace('urn:ietf:params:scim:schemas:core:2.0:group:', ''))
      : undefined;
  if (list('excludedAttributes')?.some((name) => name === 'members' || name.startsWith('members.'))) return false;
  const attributes = list('attributes');
  return !attributes || attributes.some((name) => name === 'members' || name.startsWith('members.'));
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
      send(res, 200, await scim.scimUserView(db, connectionOf(res), user, base(req)), scim.etagOf(user));
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
      send(res, 201, await scim.scimUserView(db, connectionOf(res), change.user, base(req)), scim.etagOf(change.user));
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
        send(res, 200, await scim.scimUserView(db, connectionOf(res), change.user, base(req)), scim.etagOf(change.user));
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

  router.get(
    '/Groups',
    wrap(async (req, res) => {
      const filter = typeof req.query.filter === 'string' ? req.query.filter : undefined;
      const list = await groups.listScimGroups(db, connectionOf(res), {
        ...(filter ? { filter } : {}),
        ...optional('startIndex', integerParam(req.query.startIndex, 'startIndex')),
        ...optional('count', integerParam(req.query.count, 'count')),
        withMembers: wantsMembers(req),
      });
      send(res, 200, groups.listResponse(list, base(req)));
    }),
  );
  router.get(
    '/Groups/:id',
    wrap(async (req, res) => {
      const group = await groups.getScimGroup(db, connectionOf(res), String(req.params.id), wantsMembers(req));
      send(res, 200, groups.scimGroup(group, base(req)), groups.groupEtag(group.record));
    }),
  );
  router.post(
    '/Groups',
    wrap(async (req, res) => {
      const body = objectBody(req);
      const change = await db.transaction().execute(async (trx) => {
        const made = await groups.createScimGroup(trx, connectionOf(res), body, services.clock.now());
        await emitGroupChange(trx, made, requestOf(req));
        return made;
      });
      res.setHeader('Location', `${base(req)}/Groups/${change.group.record.targetId}`);
      send(res, 201, groups.scimGroup(change.group, base(req)), groups.groupEtag(change.group.record));
    }),
  );
  for (const method of ['put', 'patch'] as const) {
    router[method](
      '/Groups/:id',
      wrap(async (req, res) => {
        const body = objectBody(req);
        const id = String(req.params.id);
        const ifMatch = req.get('if-match');
        const change = await db.transaction().execute(async (trx) => {
          const now = services.clock.now();
          const made =
            method === 'put'
              ? await groups.replaceScimGroup(trx, connectionOf(res), id, body, now, ifMatch)
              : await groups.patchScimGroup(trx, connectionOf(res), id, body, now, ifMatch);
          await emitGroupChange(trx, made, requestOf(req));
          return made;
        });
        send(res, 200, groups.scimGroup(change.group, base(req)), groups.groupEtag(change.group.record));
      }),
    );
  }
  router.delete(
    '/Groups/:id',
    wrap(async (req, res) => {
      await db.transaction().execute(async (trx) => {
        const done = await groups.deleteScimGroup(trx, connectionOf(res), String(req.params.id));
        await emitGroupChange(trx, done, requestOf(req));
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
