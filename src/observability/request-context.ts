// What the process knows about the request it is serving, wherever the code runs (an
// AsyncLocalStorage store): its id, for every log line of it, and what the access line adds.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

export interface RequestContext {
  /** The request id: the caller's `x-request-id` when it is safe to repeat, else generated. */
  id: string;
  /** performance.now() when the request arrived. */
  start: number;
  /** The OAuth client or management caller, once known. */
  clientId?: string;
  /** The GraphQL operation name, when the request named a plausible one. */
  operation?: string;
  /** The child logger bound to this request, made on first use (see logger.ts). */
  logger?: { root: Logger; child: Logger };
}

// On Node 20 an AsyncLocalStorage in use turns on a promise hook that costs every promise of the
// process something (about a tenth of the CPU of a token request, measured). So the store is
// entered only by express requests (observeRequests), and turned off again whenever none is in
// flight; POST /oidc/token, the hot path, carries its context on the request object and passes
// its id on explicitly (oidc/token/handler.ts, OidcContext.request.id).
const storage = new AsyncLocalStorage<RequestContext>();
let inStore = 0;

const CONTEXT = Symbol('tessera.request-context');
type Carrier = { [CONTEXT]?: RequestContext };

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The context of a request, from the request object itself (no AsyncLocalStorage lookup). */
export function requestContextOf(req: object): RequestContext | undefined {
  return (req as Carrier)[CONTEXT];
}

export function attachRequestContext(req: object, context: RequestContext): void {
  (req as Carrier)[CONTEXT] = context;
}

/** Runs `work` (an express request's handling) with `context` as the current request; call leaveRequestStore once it is answered. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  inStore += 1;
  return storage.run(context, work);
}

export function leaveRequestStore(): void {
  inStore -= 1;
  // Work an answered request left running (a code e-mail being sent) logs without its id
  // from here on: the price of not slowing every promise of the process.
  if (inStore === 0) storage.disable();
}

/**
 * An id we may echo and log as it is: bounded, and only characters that cannot forge a log
 * line or a header (UUIDs, ULIDs, trace ids and the like all pass).
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** Names the GraphQL operation of the current request in its access line (log only, never a metric label). */
export function noteGraphqlOperation(name: unknown): void {
  const request = storage.getStore();
  if (request && typeof name === 'string' && OPERATION_NAME.test(name)) request.operation = name;
}
