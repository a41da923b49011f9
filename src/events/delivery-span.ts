// The span of one delivery round (its first attempt and immediate retries), when tracing is on.
//
// It starts a trace of its own and *links* to the request that wrote the event (the traceparent
// stored with the outbox row) rather than being that request's child: it runs later, maybe hours
// later after retries, maybe on another instance, and a request's trace should end with its
// answer. The receiver is not sent a `traceparent`: receivers are third parties, and our trace
// ids are none of their business (outgoing HTTP instrumentation is off for this reason, see
// src/observability/tracing.ts).
//
// Recorded: the event, hook, delivery and message ids, the target's host and port (never the
// URL's path or query, which may carry a receiver's secret), each attempt's status or error, and
// the round's outcome. Never the body or the headers (signatures, custom secrets).
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import type { ClaimedDelivery, DeliveryOutcome } from '../domain/webhooks/delivery-queue.js';
import { linkTo, tessera } from '../observability/trace-context.js';
import type { AttemptResult } from './delivery.js';

export interface DeliverySpan {
  attempt(n: number, result: AttemptResult): void;
  /** Ends the span (once; later calls do nothing). */
  end(outcome: DeliveryOutcome | { status: 'released'; error: string }): void;
}

function target(url: string): Attributes {
  try {
    const u = new URL(url);
    const port = u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
    return { 'server.address': u.hostname, 'server.port': port, 'url.scheme': u.protocol.slice(0, -1) };
  } catch {
    return {};
  }
}

export function deliverySpan(delivery: ClaimedDelivery, url: string): DeliverySpan {
  const link = linkTo(delivery.traceParent);
  const span = tessera().startSpan(
    `webhook ${delivery.event}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': 'POST',
        ...target(url),
        'tessera.webhook.event': delivery.event,
        ...(delivery.hookId ? { 'tessera.webhook.hook_id': delivery.hookId } : {}),
        ...(delivery.applicationId ? { 'tessera.webhook.application_id': delivery.applicationId } : {}),
        'tessera.webhook.delivery_id': delivery.id,
        'tessera.webhook.message_id': delivery.webhookId,
        'tessera.webhook.round': delivery.rounds + 1,
      },
      ...(link ? { links: [link] } : {}),
    },
    // Never a child of whatever context woke the dispatcher (on PGlite, the committing request's).
    ROOT_CONTEXT,
  );
  let ended = false;
  let lastStatus: number | null = null;
  return {
    attempt(n, result) {
      lastStatus = result.statusCode;
      span.addEvent('attempt', {
        'tessera.webhook.attempt': n,
        ...(result.statusCode !== null ? { 'http.response.status_code': result.statusCode } : {}),
        ...(result.error ? { 'error.message': result.error } : {}),
        'tessera.webhook.duration_ms': result.durationMs,
      });
    },
    end(outcome) {
      if (ended) return;
      ended = true;
      if (lastStatus !== null) span.setAttribute('http.response.status_code', lastStatus);
      span.setAttribute('tessera.webhook.outcome', outcome.status);
      if (outcome.status !== 'succeeded') {
        span.setAttribute('error.type', lastStatus !== null ? String(lastStatus) : 'no_response');
        span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error });
      }
      span.end();
    },
  };
}
