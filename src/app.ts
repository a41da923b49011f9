// The express app: /health, /ready, /oidc, /api (REST shim), /graphql (Apollo).
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { databaseReachable } from './db/health.js';
import { outboxBacklog } from './db/repositories/outbox-backlog.js';
import { migrationsApplied } from './db/migrator.js';
import { experienceOpenApiPaths } from './experience/openapi.js';
import { sendProblemPage } from './experience/respond.js';
import { experienceRouter } from './experience/router.js';
import { CONSOLE_PATH, consoleHost } from './console-host/router.js';
import { DomainError, domainErrorOf, loggable } from './domain/errors.js';
import { RETRY_AFTER_SECONDS, ServiceUnavailable, serviceUnavailableOf } from './domain/service-unavailable.js';
import type { GraphQLContext } from './graphql/context.js';
import { MAX_DOCUMENT_NESTING, MAX_JSON_DEPTH, jsonTooDeep, queryLimitsPlugin, textNestingTooDeep } from './graphql/limits.js';
import { buildSchema } from './graphql/schema.js';
import { sendErrorPage } from './oidc/error-page.js';
import { oidcRouter } from './oidc/router.js';
import { wellKnownRouter } from './oidc/well-known.js';
import { registrationDiscovery } from './oidc/registration-discovery.js';
import { authOf, managementAuth } from './rest/management-auth.js';
import { trustFunction } from './http/client-ip.js';
import { managementCors } from './rest/management-cors.js';
import { fillOperationIds, openApiDocument } from './rest/openapi.js';
import { routes } from './rest/routes/index.js';
import { clientProblemOf, targetProblemOf, type ClientProblem } from './http/client-problems.js';
import { strictBody } from './http/strict-body.js';
import { restRouter } from './rest/shim.js';
import { scimRouter } from './scim/router.js';
import { tokenHandler, tokenRouter } from './oidc/token/handler.js';
import { withTokenFront } from './oidc/token/front.js';
import type { Services } from './services.js';
import { observeRequests } from './observability/http-requests.js';
import { log } from './observability/logger.js';
import { metricsEndpoint } from './observability/metrics-endpoint.js';
import { collectProcessMetrics, setScrapeSources } from './observability/metrics.js';
import { noteGraphqlOperation } from './observability/request-context.js';

/** The front a request belongs to writes its errors in its own convention. */
type Front = 'oauth' | 'oauth-page' | 'page' | 'graphql' | 'rest';
const OAUTH_PAGES = /^\/oidc\/(auth|session\/end)(\/|\?|$)/;
const PAGES = /^\/(sign-in|register|forgot-password|consent|device|callback|console)(\/|\?|$)/;
/** `asShown`: the authorization and end-session endpoints show their refusals as those endpoints do. */
function frontOf(req: Request, asShown = false): Front {
  const path = req.originalUrl;
  if (asShown && OAUTH_PAGES.test(path)) return 'oauth-page';
  if (path.startsWith('/oidc')) return 'oauth';
  if (path.startsWith('/graphql')) return 'graphql';
  if (PAGES.test(path)) return 'page';
  return 'rest';
}

function sendClientError(req: Request, res: Response, problem: ClientProblem, front: Front = frontOf(req)): void {
  if (res.headersSent) return;
  // A refusal is about this one request: never cached, never sniffed (whichever front it reached).
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Pages a browser shows: the authorization and end-session endpoints never redirect an error
  // they cannot trust, and the sign-in pages show their own shell.
  if (front === 'oauth-page') return sendErrorPage(req, res, 400, 'invalid_request', problem.message);
  if (front === 'page') return sendProblemPage(res, problem.status, problem.message);
  if (front === 'oauth') {
    res.status(problem.status === 413 ? 413 : 400).json({ error: 'invalid_request', error_description: problem.message });
    return;
  }
  if (front === 'graphql') {
    res.status(problem.status).json({ errors: [{ message: problem.message, extensions: { code: problem.graphqlCode } }] });
    return;
  }
  res.status(problem.status).json({ code: problem.code, message: problem.message });
}

/** Errors raised before a handler runs (body parsers, path decoding) are the client's: a 4xx. */
function clientErrors(front?: Front) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const problem = clientProblemOf(error);
    if (!problem) return next(error);
    sendClientError(req, res, problem, front);
  };
}

/** JSON nested deeper than MAX_JSON_DEPTH is refused before recursive code meets it. */
function jsonDepthGuard(front: 'rest' | 'graphql') {
  const tooDeep: ClientProblem = {
    status: 400,
    code: 'guard.invalid_input',
    graphqlCode: 'BAD_USER_INPUT',
    message: `JSON input must not nest deeper than ${MAX_JSON_DEPTH} levels`,
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (front === 'rest') {
      if (jsonTooDeep(req.body, MAX_JSON_DEPTH + 1)) return sendClientError(req, res, tooDeep, front);
      return next();
    }
    // { variables: { input: { customData: … } } }: the body, variables and input wrap the value.
    if (jsonTooDeep(req.body, MAX_JSON_DEPTH + 3)) return sendClientError(req, res, tooDeep, front);
    const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
    if (typeof query === 'string' && textNestingTooDeep(query, MAX_DOCUMENT_NESTING)) {
      return sendClientError(req, res, { ...tooDeep, message: `the document must not nest deeper than ${MAX_DOCUMENT_NESTING} levels` }, front);
    }
    for (const name of ['variables', 'extensions']) {
      const raw = req.query[name];
      if (typeof raw === 'string' && textNestingTooDeep(raw, MAX_JSON_DEPTH + 2)) return sendClientError(req, res, tooDeep, front);
    }
    next();
  };
}

/** A GraphQL answer carrying SERVICE_UNAVAILABLE (the database is away) is an HTTP 503 with Retry-After. */
const serviceUnavailablePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** Management API answers are per caller and may carry secrets: never cached anywhere. */
function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export async function createApp(services: Services) {
  const { config } = services;
  const schema = buildSchema();
  const restSchema = buildSchema({ dates: 'epoch-ms' });
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: the same function decides req.ip here and clientIp() on the token front.
  app.set('trust proxy', trustFunction(config.trustProxy));
  const cors = managementCors(config.corsAllowedOrigins);
  // First: every request gets its id, its duration sample and (LOG_REQUESTS) its access line.
  app.use(observeRequests({ accessLog: config.logRequests, clientOf: (res) => authOf(res)?.clientId }));
  // Before any router: a target no front can read is refused once, in the front's convention.
  app.use((req, res, next) => {
    const problem = targetProblemOf(req.url);
    if (problem) return sendClientError(req, res, problem, frontOf(req, true));
    next();
  });

  collectProcessMetrics();
  services.onClose.push(
    setScrapeSources({
      outboxBacklog: () => outboxBacklog(services.db),
      pool: () => services.database.poolCounts?.(),
    }),
  );
  app.get('/metrics', metricsEndpoint(config.metricsToken));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    // During an outage the answer is known without waiting on the database.
    if (!services.database.availability.available || !(await databaseReachable(services.db))) {
      res.status(503).json({ status: 'database unreachable' });
      return;
    }
    try {
      if (await migrationsApplied(services.db)) res.json({ status: 'ready' });
      else res.status(503).json({ status: 'migrations pending' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // One token handler (src/oidc/token/handler.ts): the http listener serves POST /oidc/token with
  // it before express (oidc/token/front.ts); the /oidc router serves the other spellings with it too.
  const token = tokenHandler(services);
  app.use('/oidc', oidcRouter(services, tokenRouter(token)));
  // RFC 8414 authorization-server metadata beside /oidc, and RFC 9728 metadata of the Management API.
  app.use(wellKnownRouter(services.config, registrationDiscovery(services.db, services.config.issuer)));

  // The sign-in experience (pages, Experience API, Account API), before the Management API guard on /api.
  app.use(await experienceRouter(services));

  // Made on first request, not at start: it costs ~150 ms of CPU that every start (and every
  // test app) paid for a document few instances are ever asked for.
  let openapi: ReturnType<typeof openApiDocument> | undefined;
  const openApi = () => {
    if (openapi) return openapi;
    openapi = openApiDocument(routes, restSchema, config.baseUrl);
    Object.assign(openapi.paths, experienceOpenApiPaths);
    fillOperationIds(openapi.paths as Parameters<typeof fillOperationIds>[0]);
    return openapi;
  };
  // Also at the compatible product's path, where its tooling looks for the document.
  app.get(['/api/openapi.json', '/api/swagger.json'], (_req, res) => {
    res.json(openApi());
  });
  // SCIM has its own bearer tokens and error shape, so it is served before the Management API guard.
  app.use(['/scim/v2', '/api/scim/v2'], scimRouter(services));
  app.use(
    '/api',
    noStore,
    cors,
    express.json({ limit: config.bodyLimit, verify: strictBody }),
    clientErrors('rest'),
    jsonDepthGuard('rest'),
    managementAuth(services, 'rest'),
    restRouter(services, restSchema, routes, authOf),
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    plugins: [queryLimitsPlugin, serviceUnavailablePlugin],
    introspection: true,
    // start.ts owns shutdown (main.ts on SIGTERM): Apollo's own signal handler races it and hangs stop().
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError(formatted, error) {
      const cause = (error as { originalError?: unknown }).originalError;
      // A NUL character the database refused is the client's input, not our failure.
      const original = domainErrorOf(cause) ?? cause;
      if (original instanceof DomainError) {
        // Its own message: a refused NUL would otherwise show the database's wording.
        return {
          ...formatted,
          message: original.message,
          extensions: { ...formatted.extensions, code: original.code, ...(original.data ? { data: original.data } : {}) },
        };
      }
      // An outage is no resolver's failure: SERVICE_UNAVAILABLE, and HTTP 503 (serviceUnavailablePlugin).
      if (serviceUnavailableOf(original)) {
        return { message: new ServiceUnavailable().message, extensions: { code: 'SERVICE_UNAVAILABLE' }, ...(formatted.path ? { path: formatted.path } : {}) };
      }
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        log().error(`graphql resolver failure at ${formatted.path?.join('.') ?? '(no path)'}: ${loggable(original ?? error)}`);
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, ...(formatted.path ? { path: formatted.path } : {}) };
      }
      return formatted;
    },
  });
  await apollo.start();
  services.onClose.push(() => apollo.stop());
  app.use(
    '/graphql',
    noStore,
    cors,
    express.json({ limit: config.bodyLimit, verify: strictBody }),
    clientErrors('graphql'),
    jsonDepthGuard('graphql'),
    managementAuth(services, 'graphql'),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        noteGraphqlOperation((req.body as { operationName?: unknown } | undefined)?.operationName);
        const auth = authOf(res);
        return {
          services,
          db: services.db,
          ...(auth ? { auth } : {}),
          request: { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' },
        };
      },
    }),
  );

  app.use(CONSOLE_PATH, consoleHost(services));

  app.use((req, res) => {
    if (req.path.startsWith('/oidc')) res.status(404).json({ error: 'invalid_request', error_description: 'unknown endpoint' });
    else res.status(404).json({ code: 'route.not_found', message: `no route for ${req.method} ${req.path}` });
  });
  app.use(clientErrors());
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The database is away: 503 on every front, nothing logged (the outage is, once: src/db/availability.ts).
    const outage = serviceUnavailableOf(error);
    if (outage) {
      if (res.headersSent) return;
      res.setHeader('Retry-After', String(outage.retryAfterSeconds));
      const front = frontOf(req);
      if (front === 'oauth') res.status(503).json({ error: 'temporarily_unavailable', error_description: outage.message });
      else if (front === 'graphql') res.status(503).json({ errors: [{ message: outage.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
      else res.status(503).json({ code: outage.code, message: outage.message });
      return;
    }
    // The route and the error's class and stack; never the request (its body, its query string).
    log().error(`unhandled error on ${req.method} ${req.baseUrl}${req.path}: ${loggable(error)}`);
    if (res.headersSent) return;
    if (frontOf(req) === 'oauth') res.status(500).json({ error: 'server_error', error_description: 'internal error' });
    else res.status(500).json({ code: 'unknown', message: 'Internal server error' });
  });
  // The http server's listener: POST /oidc/token skips express entirely (src/oidc/token/front.ts).
  return withTokenFront(token, app, config.logRequests);
}
