// OpenTelemetry tracing, on when an OTLP endpoint is configured. main.ts imports this module
// (dynamically, so that without an endpoint nothing of the SDK is ever loaded) and starts it
// before it imports the application, because instrumentations work by patching modules as they
// are loaded: express, pg and graphql must be imported after this has run.
//
// Tessera is ESM: `import express from 'express'` does not go through `require`, so the
// require hook alone would never see the packages the application imports itself. Node's
// module.register() installs import-in-the-middle's loader hook for the imports that follow,
// limited to the instrumented packages (every other module loads untouched). Doing it here,
// rather than asking operators for `node --import …`, keeps `npm start`, `node dist/src/main.js`,
// `tsx src/main.ts` and every cluster worker (each re-runs main.js) traced the same way.
//
// What spans may hold is decided here (docs/operations.md#traces):
// - HTTP server spans: method, route template, status, address; the query string's parameter
//   names only (a value may be a code, a token or a hint), no headers but the user agent.
//   Probes (/health, /ready, /metrics) make no spans.
// - No client spans for outgoing HTTP, and no `traceparent` sent out: Tessera calls third parties
//   (webhook receivers, SMS gateways), whose URLs may carry their own secrets and who have no use
//   for our trace ids. A webhook delivery has a span of our own (src/events/delivery-span.ts).
// - SQL: the statement text, never its parameters (the pg instrumentation's default; PGlite's
//   spans are ours, src/db/traced-driver.ts), and only inside a traced operation.
// - GraphQL: operation and resolver spans with the document's literal values replaced by `*`,
//   never the variables.
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { SpanStatusCode, trace, type Attributes, type Context, type Link, type SpanKind } from '@opentelemetry/api';
import type { Sampler, SamplingResult, Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TracingSettings } from '../config.js';

export interface Tracing {
  /** Exports the spans still waiting in the batch, then stops. */
  shutdown(): Promise<void>;
}

/** How long a stop waits for the last spans to be exported. */
const SHUTDOWN_MS = 5000;

/** The packages the instrumentations patch when the application imports them. */
const HOOKED = ['http', 'https', 'express', 'pg', 'pg-pool', 'graphql'];

/** Requests that are not worth a trace: load balancers and Prometheus call them all the time. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** `a=1&b=2` → `a=*&b=*`: which parameters came, never what they said. */
function queryNames(req: IncomingMessage): Attributes {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q === -1) return {};
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return { 'url.query': names.map((name) => `${name}=*`).join('&') };
}

async function exporterFor(settings: TracingSettings): Promise<SpanExporter> {
  // The exporters read the endpoint (…/v1/traces appended to OTEL_EXPORTER_OTLP_ENDPOINT, or
  // OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is), timeout and compression from the environment
  // themselves; the headers come from the configuration, which may have read them from a file.
  switch (settings.protocol) {
    case 'grpc': {
      const [{ OTLPTraceExporter }, { Metadata }] = await Promise.all([import('@opentelemetry/exporter-trace-otlp-grpc'), import('@grpc/grpc-js')]);
      const metadata = new Metadata();
      for (const [key, value] of Object.entries(settings.headers)) metadata.set(key, value);
      return new OTLPTraceExporter({ metadata });
    }
    case 'http/json': {
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
      return new OTLPTraceExporter({ headers: settings.headers });
    }
    case 'http/protobuf': {
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
      return new OTLPTraceExporter({ headers: settings.headers });
    }
  }
}

async function samplerFor(settings: TracingSettings): Promise<Sampler> {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler, SamplingDecision } = await import('@opentelemetry/sdk-trace-base');
  const name = settings.sampler;
  const root = name.endsWith('always_on')
    ? new AlwaysOnSampler()
    : name.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(settings.samplerRatio);
  const chosen = name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
  // The REST front parses and validates its GraphQL operations once, at start, and the GraphQL
  // instrumentation would make a trace of each: a GraphQL span with no parent is no request's.
  return {
    shouldSample(context: Context, traceId: string, spanName: string, kind: SpanKind, attributes: Attributes, links: Link[]): SamplingResult {
      if (spanName.startsWith('graphql.') && !trace.getSpanContext(context)) return { decision: SamplingDecision.NOT_RECORD };
      return chosen.shouldSample(context, traceId, spanName, kind, attributes, links);
    },
    toString: () => `Tessera{${chosen.toString()}}`,
  };
}

/**
 * The last word on what leaves the process (run as each span ends, before it is exported): an
 * error's message may quote the input that caused it (a JSON parser quotes the body, GraphQL
 * quotes a variable's value, Postgres the text it could not read), so instrumentations' error
 * messages are dropped; exception events keep their type and stack frames. Tessera's own spans
 * write only messages of their own making.
 */
const scrubErrors: SpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
  onEnding(span: Span) {
    if (span.instrumentationScope.name === 'tessera') return;
    if (span.status.code === SpanStatusCode.ERROR && span.status.message) span.setStatus({ code: SpanStatusCode.ERROR });
    for (const event of span.events) {
      if (event.name !== 'exception' || !event.attributes) continue;
      if ('exception.message' in event.attributes) event.attributes['exception.message'] = '[redacted]';
      const stack = event.attributes['exception.stacktrace'];
      // A stack's first line is the message again: only the frames are kept.
      if (typeof stack === 'string')
        event.attributes['exception.stacktrace'] = stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n');
    }
  },
};

export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: [...HOOKED] } });
  const [
    { NodeSDK },
    { BatchSpanProcessor },
    { defaultResource, resourceFromAttributes },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { PgInstrumentation },
    { GraphQLInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (read by the SDK's env detector) win over this.
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': 'tessera' })),
    spanProcessors: [scrubErrors, new BatchSpanProcessor(await exporterFor(settings), { scheduledDelayMillis: settings.batchDelayMs })],
    sampler: await samplerFor(settings),
    // Traces only: metrics are Prometheus's (/metrics), logs are stdout's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => PROBES.has(pathOf(req)),
        startIncomingSpanHook: queryNames,
        disableOutgoingRequestInstrumentation: true,
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new GraphQLInstrumentation({ allowValues: false, ignoreTrivialResolveSpans: true, mergeItems: true, depth: 2 }),
    ],
  });
  sdk.start();
  return {
    // Bounded: a collector that does not answer must not hold a stopping instance past its grace period.
    shutdown: () =>
      Promise.race([
        sdk.shutdown(),
        new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${SHUTDOWN_MS} ms`)), SHUTDOWN_MS).unref()),
      ]),
  };
}
