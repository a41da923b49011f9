// Applied by the mutation middleware inside the mutation's transaction, after it succeeded: the
// events of src/events/mutation-events.ts go to the outbox in that same transaction. Both fronts
// produce the same payload: a REST call carries its own route, method and params; a GraphQL call
// gets those of the mutation's REST twin, its params filled from the arguments.
import type { Db } from '../db/database.js';
import { mutationEvents, type MutationEventRule } from './mutation-events.js';
import { enqueueEvent } from './outbox.js';

/** The REST call a mutation serves (webhook payloads carry it), when it came through the shim. */
export interface RestCall {
  method: string;
  /** Path inside /api, e.g. `/users/abc`. */
  path: string;
  /** Route pattern inside /api, e.g. `/users/:userId`. */
  matchedRoute: string;
  params: Record<string, string>;
  /** The success status the route answers with. */
  status: number;
}

/** What the recorder reads of a mutation's call: its transaction, and who asked through which route. */
export interface MutationEventContext {
  /** The mutation's transaction: the events commit with its change or not at all. */
  db: Db;
  request: { ip: string; userAgent: string; rest?: RestCall };
}

/** The REST call a GraphQL mutation stands for, from its rule's REST twin. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the GraphQL arguments of any mutation
export function restTwin(rule: MutationEventRule, args: Record<string, any>): RestCall {
  const [method = 'POST', matchedRoute = '/'] = rule.rest.split(' ');
  const names = [...matchedRoute.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params: Record<string, string> = {};
  let idUsed = false;
  for (const name of names) {
    const direct = args[name] ?? args.input?.[name];
    if (typeof direct === 'string') {
      params[name] = direct;
      if (name === 'id') idUsed = true;
    }
  }
  // Args name the main entity `id` (e.g. deleteUser(id) for /users/:userId): the first
  // parameter not given by name takes it.
  for (const name of names) {
    if (params[name] === undefined && !idUsed && typeof args.id === 'string') {
      params[name] = args.id;
      idUsed = true;
    }
  }
  const path = matchedRoute.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
  return { method, path, matchedRoute, params, status: rule.status };
}

export type EventWriter = (ctx: MutationEventContext, mutation: string, args: unknown, result: unknown) => Promise<void>;

let observer: EventWriter | undefined;

/**
 * Tests of other areas observe what their mutations hand to the outbox (called after the outbox
 * write, in the same transaction). Not a replacement for the outbox: it always runs.
 */
export function setEventWriter(next: EventWriter | undefined): void {
  observer = next;
}

export async function recordMutationEvents(ctx: MutationEventContext, mutation: string, args: unknown, result: unknown) {
  const rule = mutationEvents[mutation];
  if (!rule) return;
  await writeOutbox(ctx, rule, args, result);
  if (observer) await observer(ctx, mutation, args, result);
}

async function writeOutbox(ctx: MutationEventContext, rule: MutationEventRule, args: unknown, result: unknown) {
  const emitted = rule.emit(result, args ?? {});
  if (emitted.length === 0) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the GraphQL arguments of any mutation
  const rest = ctx.request.rest ?? restTwin(rule, (args ?? {}) as Record<string, any>);
  const createdAt = new Date();
  for (const { event, data, extra } of emitted) {
    await enqueueEvent(
      ctx.db,
      event,
      {
        ...extra,
        userAgent: ctx.request.userAgent,
        ip: ctx.request.ip,
        path: rest.path,
        method: rest.method,
        status: rest.status,
        params: rest.params,
        matchedRoute: rest.matchedRoute,
        ...(rest.status !== 204 && data !== undefined ? { data } : {}),
      },
      { createdAt },
    );
  }
}
