// What the rest of the code needs of tracing, through @opentelemetry/api only: without a
// registered SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) every call here is a no-op of the API's,
// and nothing of the SDK is ever loaded (src/observability/tracing.ts is imported only then).
import { context, isSpanContextValid, ROOT_CONTEXT, trace, TraceFlags, type Link, type Tracer } from '@opentelemetry/api';

/** Tessera's own spans (webhook deliveries, SQL on PGlite); instrumentations name their own. */
export function tessera(): Tracer {
  return trace.getTracer('tessera');
}

/** Runs `fn` outside whatever trace is active: background work started by a request is not its work. */
export function outsideTraces<T>(fn: () => T): T {
  return context.with(ROOT_CONTEXT, fn);
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The active span as a W3C `traceparent` (version 00), or null when no span is active. Kept
 * with a webhook delivery, so the span that later sends it can link to the request that wrote it.
 * Written from the span context itself, whatever propagators are configured.
 */
export function currentTraceparent(): string | null {
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const sc = span.spanContext();
  if (!isSpanContextValid(sc)) return null;
  const flags = sc.traceFlags & TraceFlags.SAMPLED ? '01' : '00';
  return `00-${sc.traceId}-${sc.spanId}-${flags}`;
}

/** A link to the span a stored `traceparent` names; undefined when there is none or it is malformed. */
export function linkTo(traceparent: string | null | undefined): Link | undefined {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return undefined;
  const spanContext = { traceId: match[1]!, spanId: match[2]!, traceFlags: parseInt(match[3]!, 16) & TraceFlags.SAMPLED, isRemote: true };
  return isSpanContextValid(spanContext) ? { context: spanContext } : undefined;
}

/**
 * Names the active HTTP server span after its route, for requests served outside express (whose
 * instrumentation does this for the others). Nothing happens without a span (tracing off).
 */
export function nameServerSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.setAttribute('http.route', route);
  span.updateName(`${method} ${route}`);
}
