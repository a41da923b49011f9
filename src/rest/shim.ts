// The REST front: each route executes one GraphQL operation of the schema in process and maps
// its result to an HTTP response. No business logic lives here.
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { Kind, parse, visit, type GraphQLError, type GraphQLSchema } from 'graphql';
import { DomainError, domainErrorOf, inputProblems, invalidInput } from '../domain/errors.js';
import { parseInput } from '../domain/input.js';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../domain/pagination.js';
import type { GraphQLContext, ManagementAuth } from '../graphql/context.js';
import { prepare } from '../graphql/prepared.js';
import type { Services } from '../services.js';
import { sendDomainError, sendInternalError } from '../http/json-errors.js';
import { applyResult, dropNullMembers } from './result.js';
import type { RestRoute } from './route.js';

/** A query value read as a number (as Number reads it: ' 5 ' and '1e1' are numbers), an integer from 1 to `max`. */
const positiveIntText = (max: number) =>
  z
    .string()
    .transform(Number)
    .pipe(
      z
        .number()
        .refine((value) => Number.isInteger(value))
        .min(1)
        .max(max),
    );

function positiveInt(raw: unknown, name: string, fallback: number, max?: number): number {
  if (raw === undefined) return fallback;
  return parseInput(positiveIntText(max ?? Infinity), raw, `${name} must be an integer between 1 and ${max ?? 'infinity'}`, [name]);
}

/**
 * A list asked for without `page` or `page_size` answers every row, as the compatible Management
 * API does, read MAX_PAGE_SIZE rows at a time; this many at most, so one request cannot make the
 * server read a whole table (`Total-Number` still says how many there are).
 */
export const UNPAGED_LIST_LIMIT = 1000;

const COERCION_PREFIX = /^Variable "\$(\w+)" (?:got invalid value .*?(?: at "([\w.[\]]+)")?; |of (?:required|non-null) type )/s;

/**
 * The input field a variable coercion message points at. The shim passes the JSON body as
 * `$input` whole, so a path inside `input` is a path inside the body; other variables carry one
 * body member each and are named after it or close to it.
 */
function coercionField(message: string): string[] | undefined {
  const match = COERCION_PREFIX.exec(message);
  if (!match) return undefined;
  const path = (match[2] ?? match[1]!)
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const member = /^Field "(\w+)" (?:of required type|is not defined)/.exec(message.slice(match[0].length));
  if (member) path.push(member[1]!);
  if (path[0] === 'input') path.shift();
  return path.length ? path : undefined;
}

/**
 * The GraphQL errors of a request as one domain error. Ours pass through; errors raised before
 * execution (no data at all) are variable coercion failures: the request did not match the
 * input type, and every mismatch is reported, not only the first.
 */
function asDomainError(errors: readonly GraphQLError[], executed: boolean): DomainError | undefined {
  const first = errors[0]!;
  const domain = domainErrorOf(first.originalError);
  if (domain) return domain;
  if (executed) return undefined;
  return inputProblems(
    errors.map((error) => invalidInput(error.message.replace(/^Variable "\$\w+" got invalid value /, 'invalid value '), coercionField(error.message))),
  );
}

interface UserError {
  code: string;
  message: string;
  field?: string[] | null;
  data?: Record<string, unknown> | null;
}

/** A payload's userErrors as one domain error, keeping each one's field and data. */
function fromUserErrors(userErrors: UserError[]): DomainError | undefined {
  return inputProblems(userErrors.map((e) => new DomainError(e.code, e.message, e.data ?? undefined, e.field ?? undefined)));
}

// Routes are module constants: a second app in the process (the tests start hundreds) checks none again.
const checkedRoutes = new WeakSet<RestRoute>();

/** Every userErrors selection must carry field and data, or REST error bodies lose them. */
function checkUserErrorSelections(route: RestRoute): void {
  if (checkedRoutes.has(route)) return;
  visit(parse(route.operation), {
    Field(node) {
      if (node.name.value !== 'userErrors') return;
      const selected = new Set(node.selectionSet?.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '')));
      for (const name of ['code', 'message', 'field', 'data']) {
        if (!selected.has(name)) throw new Error(`${route.method} ${route.path}: userErrors must select ${name}`);
      }
    },
  });
  checkedRoutes.add(route);
}

/** A list result's connection, when the request succeeded. */
function unpagedNodes(result: { data?: Record<string, unknown> | null; errors?: readonly unknown[] }) {
  if (result.errors?.length || !result.data) return undefined;
  return Object.values(result.data)[0] as { totalCount: number; nodes: unknown[] } | undefined;
}

export function restRouter(services: Services, schema: GraphQLSchema, routes: RestRoute[], authOf: (res: Response) => ManagementAuth | undefined): Router {
  const router = express.Router();
  for (const route of routes) {
    checkUserErrorSelections(route);
    const run = prepare(schema, route.operation);
    const handler = async (req: Request, res: Response) => {
      try {
        const variables = route.variables(req);
        const unpaged = route.list && req.query.page === undefined && req.query.page_size === undefined;
        if (route.list) {
          const pageSize = unpaged ? MAX_PAGE_SIZE : positiveInt(req.query.page_size, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
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
        let result = await run(variables, ctx);
        // Unpaged: the following pages, until every row (or the limit) is read.
        for (let rows = unpagedNodes(result); unpaged && rows;) {
          const { totalCount, nodes } = rows;
          if (nodes.length >= Math.min(totalCount, UNPAGED_LIST_LIMIT) || nodes.length % MAX_PAGE_SIZE !== 0) break;
          const next = await run({ ...variables, offset: nodes.length }, ctx);
          const more = unpagedNodes(next);
          if (!more || more.nodes.length === 0) {
            if (next.errors?.length) result = next;
            break;
          }
          rows = { totalCount: more.totalCount, nodes: [...nodes, ...more.nodes].slice(0, UNPAGED_LIST_LIMIT) };
          result = { ...result, data: { [Object.keys(result.data!)[0]!]: rows } };
        }
        if (result.errors?.length) {
          const domain = asDomainError(result.errors, 'data' in result && result.data !== undefined);
          if (domain) return sendDomainError(res, domain);
          throw result.errors[0]!.originalError ?? result.errors[0];
        }
        const value = Object.values(result.data ?? {})[0] as Record<string, unknown> | null;
        const userError = fromUserErrors((value?.userErrors as UserError[] | undefined) ?? []);
        if (userError) return sendDomainError(res, userError);
        if (route.list) {
          const connection = value as { totalCount: number; nodes: unknown[] };
          res.setHeader('Total-Number', String(connection.totalCount));
          return res.status(route.status).json(dropNullMembers(route.omitNullMembers, connection.nodes));
        }
        if (route.status === 204) return res.status(204).end();
        res.status(route.status).json(dropNullMembers(route.omitNullMembers, applyResult(route.result, value)));
      } catch (error) {
        const domain = domainErrorOf(error);
        if (domain) return sendDomainError(res, domain);
        sendInternalError(res, error);
      }
    };
    router[route.method.toLowerCase() as 'get'](route.path, handler);
  }
  return router;
}
