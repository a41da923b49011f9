// The REST front: each route executes one GraphQL operation of the schema in process and maps
// its result to an HTTP response. No business logic lives here.
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { DomainError, invalidInput } from '../domain/errors.js';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../domain/pagination.js';
import type { GraphQLContext, ManagementAuth } from '../graphql/context.js';
import { prepare } from '../graphql/prepared.js';
import type { Services } from '../services.js';
import { sendDomainError, sendInternalError } from './errors.js';
import type { RestRoute } from './route.js';

function positiveInt(raw: unknown, name: string, fallback: number, max?: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1 || (max !== undefined && value > max)) {
    throw invalidInput(`${name} must be an integer between 1 and ${max ?? 'infinity'}`, [name]);
  }
  return value;
}

/** The entity a mutation payload carries: its one field besides userErrors. */
function defaultResult(value: unknown): unknown {
  if (value && typeof value === 'object' && 'userErrors' in value) {
    const entries = Object.entries(value).filter(([k]) => k !== 'userErrors');
    return entries.length === 1 ? entries[0]![1] : Object.fromEntries(entries);
  }
  return value;
}

/**
 * A GraphQL error as a domain error. Ours pass through; an error raised before execution
 * (no data at all) is a variable coercion failure: the request did not match the input type.
 */
function asDomainError(error: GraphQLError, executed: boolean): DomainError | undefined {
  if (error.originalError instanceof DomainError) return error.originalError;
  if (!executed) return invalidInput(error.message.replace(/^Variable "\$\w+" got invalid value /, 'invalid value '));
  return undefined;
}

export function restRouter(
  services: Services,
  schema: GraphQLSchema,
  routes: RestRoute[],
  authOf: (res: Response) => ManagementAuth | undefined,
): Router {
  const router = express.Router();
  for (const route of routes) {
    const run = prepare(schema, route.operation);
    const handler = async (req: Request, res: Response) => {
      try {
        const variables = route.variables(req);
        if (route.list) {
          const pageSize = positiveInt(req.query.page_size, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
          const page = positiveInt(req.query.page, 'page', 1);
          variables.first = pageSize;
          variables.offset = (page - 1) * pageSize;
        }
        const auth = authOf(res);
        const ctx: GraphQLContext = {
          services,
          db: services.db,
          ...(auth ? { auth } : {}),
          request: {
            ip: req.ip ?? '',
            userAgent: req.get('user-agent') ?? '',
            rest: {
              method: route.method,
              path: req.path,
              matchedRoute: route.path,
              params: { ...(req.params as Record<string, string>) },
              status: route.status,
            },
          },
        };
        const result = await run(variables, ctx);
        if (result.errors?.length) {
          const domain = asDomainError(result.errors[0]!, 'data' in result && result.data !== undefined);
          if (domain) return sendDomainError(res, domain);
          throw result.errors[0]!.originalError ?? result.errors[0];
        }
        const value = Object.values(result.data ?? {})[0] as Record<string, unknown> | null;
        const userError = (value?.userErrors as Array<{ code: string; message: string }> | undefined)?.[0];
        if (userError) return sendDomainError(res, new DomainError(userError.code, userError.message));
        if (route.list) {
          const connection = value as { totalCount: number; nodes: unknown[] };
          res.setHeader('Total-Number', String(connection.totalCount));
          return res.status(route.status).json(connection.nodes);
        }
        if (route.status === 204) return res.status(204).end();
        res.status(route.status).json(route.result ? route.result(value) : defaultResult(value));
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(res, error);
        sendInternalError(res, error);
      }
    };
    router[route.method.toLowerCase() as 'get'](route.path, handler);
  }
  return router;
}
