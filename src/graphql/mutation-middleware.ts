// Every Management API mutation runs in one transaction; its events are written to the outbox
// in that same transaction, and only when it succeeded. A DomainError (or returned userErrors)
// rolls everything back and becomes the payload's userErrors. Each change writes its audit log
// entry (ManagementApi.<operation>) in that same transaction, so the entry exists iff the change
// committed; a refused change leaves an Error entry, written after the rollback on its own.
import type { GraphQLFieldResolver } from 'graphql';
import { DomainError, domainErrorOf } from '../domain/errors.js';
import { recordMutationEvents } from '../events/record-mutation-events.js';
import { failure, managementActor, managementApiKey, recordLog, success, type LogOutcome } from '../domain/logs.js';
import { logFailure, serviceUnavailableOf } from '../domain/service-unavailable.js';
import type { GraphQLContext } from './context.js';

class Rollback {
  constructor(readonly result: unknown) {}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps resolvers of every argument type
type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, any>;

export function userErrorsOf(error: DomainError) {
  return [{ code: error.code, message: error.message, field: error.field ?? null, data: error.data ?? null }];
}

/** A DomainError thrown by `run` becomes the payload's userErrors (for mutations outside `transactional` too). */
export async function orUserErrors<T>(run: () => Promise<T>): Promise<T | { userErrors: ReturnType<typeof userErrorsOf> }> {
  try {
    return await run();
  } catch (error) {
    const domain = domainErrorOf(error);
    if (domain) return { userErrors: userErrorsOf(domain) };
    throw error;
  }
}

/**
 * Gives a mutation a step that runs before its transaction opens, on the pool: for work that only
 * reads and waits on something outside (an upstream provider), so no connection is held while it
 * answers. What the step returns reaches the resolver as `ctx.prepared`; a DomainError it throws
 * becomes userErrors like any other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps resolvers of every argument type
export function beforeTransaction<R extends Resolver>(step: (args: any, ctx: GraphQLContext) => Promise<unknown>, resolve: R): R {
  return Object.assign(resolve, { beforeTransaction: step });
}

const stepOf = (resolve: Resolver) => (resolve as { beforeTransaction?: (args: unknown, ctx: GraphQLContext) => Promise<unknown> }).beforeTransaction;

/**
 * The audit entry of a Management API call: who (the token's user, or its application alone),
 * from where, and which operation on which REST path. Arguments are left out: they may hold
 * passwords and secrets.
 */
function audit(db: GraphQLContext['db'], ctx: GraphQLContext, name: string, outcome: LogOutcome): Promise<void> {
  const rest = ctx.request.rest;
  return recordLog(
    db,
    {
      key: managementApiKey(name),
      ...managementActor(ctx.auth),
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      payload: { operation: name, ...(rest ? { method: rest.method, path: rest.path, params: rest.params } : {}) },
    },
    outcome,
  );
}

/** The first userError of a refused change, as its log outcome. */
function refusalOf(result: unknown): LogOutcome {
  const first = (result as { userErrors?: { code?: unknown; message?: unknown }[] } | undefined)?.userErrors?.[0];
  return failure(String(first?.code ?? 'unknown'), typeof first?.message === 'string' ? first.message : undefined);
}

export function transactional(name: string, resolve: Resolver): Resolver {
  const before = stepOf(resolve);
  return async (parent, args, ctx, info) => {
    const result = await orUserErrors(async () => {
      const prepared = before ? await before(args, ctx) : undefined;
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const txCtx: GraphQLContext = { ...ctx, db: trx, ...(before ? { prepared } : {}) };
          const result = (await resolve(parent, args, txCtx, info)) as { userErrors?: unknown[] } | undefined;
          if (result?.userErrors?.length) throw new Rollback(result);
          await recordMutationEvents(txCtx, name, args, result);
          await audit(trx, txCtx, name, success);
          return result;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.result;
        throw error;
      }
    }).catch(async (error: unknown) => {
      // Our own failure: the change rolled back; its attempt is still worth an entry (not when
      // the database is what failed: see auditRefusal).
      if (!serviceUnavailableOf(error)) await audit(ctx.db, ctx, name, failure('server_error', 'internal failure')).catch(() => undefined);
      throw error;
    });
    if ((result as { userErrors?: unknown[] } | undefined)?.userErrors?.length) {
      // Outside the rolled-back transaction, and never in the way of the caller's answer.
      await audit(ctx.db, ctx, name, refusalOf(result)).catch((e: unknown) => logFailure('audit log write failed', e, ctx.request.id));
    }
    return result;
  };
}

/** Wraps every Mutation resolver but the listed ones (protocol mutations manage their own writes). */
export function wrapMutations(mutations: Record<string, Resolver>, exempt: ReadonlySet<string>): Record<string, Resolver> {
  return Object.fromEntries(Object.entries(mutations).map(([name, resolve]) => [name, exempt.has(name) ? resolve : transactional(name, resolve)]));
}
