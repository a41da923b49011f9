// Every HTTP request: its id (echoed as `x-request-id`), its duration in the metrics, and one
// access-log line when LOG_REQUESTS is on. Express requests pass through `observeRequests`;
// POST /oidc/token, served before express (oidc/token/front.ts), calls begin/end itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { rootLogger } from './logger.js';
import { UNMATCHED_ROUTE, observeHttpRequest } from './metrics.js';
import { attachRequestContext, leaveRequestStore, requestIdFrom, runInRequest, type RequestContext } from './request-context.js';

export function beginRequest(req: IncomingMessage, res: ServerResponse): RequestContext {
  const id = requestIdFrom(req.headers['x-request-id']);
  res.setHeader('x-request-id', id);
  const context: RequestContext = { id, start: performance.now() };
  attachRequestContext(req, context);
  return context;
}

/** The request's metric sample and, when `accessLog`, its line: never the URL, query or body. */
export function endRequest(context: RequestContext, method: string, route: string, status: number, accessLog: boolean): void {
  const ms = performance.now() - context.start;
  observeHttpRequest(method, route, status, ms / 1000);
  if (!accessLog) return;
  const root = rootLogger();
  if (!root.isLevelEnabled('info')) return;
  root.info(
    {
      req_id: context.id,
      method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      ...(context.clientId ? { client_id: context.clientId } : {}),
      ...(context.operation ? { operation: context.operation } : {}),
    },
    'request',
  );
}

/**
 * The route template of an express request once answered: the mount path (ours, a fixed set;
 * lower-cased because express matches paths case-insensitively) and the matched route's path.
 * A request answered by middleware of a mount (/graphql; a 401 or 413 under /api) is the mount
 * path; one that matched nothing is UNMATCHED_ROUTE: the label never holds a concrete path.
 */
export function routeTemplate(req: Request): string {
  const base = req.baseUrl.toLowerCase();
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${base}${path === '/' && base ? '' : path}` || '/';
  if (Array.isArray(path)) return `${base}${path.join('|')}`;
  return base || UNMATCHED_ROUTE;
}

export interface ObserveOptions {
  accessLog: boolean;
  /** The client a response was authorised for (the management caller), for the access line. */
  clientOf?: (res: Response) => string | undefined;
}

export function observeRequests(options: ObserveOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const context = beginRequest(req, res);
    // 'close' comes after 'finish', or alone when the client went away first (logged as 499).
    res.once('close', () => {
      leaveRequestStore();
      if (!context.clientId && options.clientOf) {
        const clientId = options.clientOf(res);
        if (clientId) context.clientId = clientId;
      }
      endRequest(context, req.method, routeTemplate(req), res.writableFinished ? res.statusCode : 499, options.accessLog);
    });
    runInRequest(context, next);
  };
}
