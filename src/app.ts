// The express app: /health, /ready, /oidc, /api (REST shim), /graphql (Apollo).
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { migrationsApplied } from './db/migrator.js';
import { experienceOpenApiPaths } from './experience/openapi.js';
import { experienceRouter } from './experience/router.js';
import { DomainError, domainErrorOf } from './domain/errors.js';
import type { GraphQLContext } from './graphql/context.js';
import { queryLimitsRule } from './graphql/limits.js';
import { buildSchema } from './graphql/schema.js';
import { OAuthError } from './oidc/errors.js';
import { oidcRouter } from './oidc/router.js';
import { authOf, managementAuth } from './rest/management-auth.js';
import { openApiDocument } from './rest/openapi.js';
import { routes } from './rest/routes/index.js';
import { restRouter } from './rest/shim.js';
import { tokenHandler, tokenRouter } from './rest/token-route.js';
import { withTokenFront } from './rest/token-front.js';
import type { Services } from './services.js';

/** Body-parser failures are the client's: 400 for bad JSON, 413 for too large. */
function bodyErrors(front: 'rest' | 'graphql') {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const e = error as { type?: string; status?: number; message?: string };
    if (!e?.type?.startsWith('entity.') && e?.type !== 'charset.unsupported') return next(error);
    const status = e.type === 'entity.too.large' ? 413 : 400;
    const code = status === 413 ? 'request.body_too_large' : 'guard.invalid_input';
    const message = status === 413 ? 'request body is too large' : 'request body is not valid JSON';
    if (front === 'rest') return res.status(status).json({ code, message });
    res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
  };
}

export async function createApp(services: Services) {
  const { config } = services;
  const schema = buildSchema();
  const restSchema = buildSchema({ dates: 'epoch-ms' });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    try {
      await sql`select 1`.execute(services.db);
      if (!(await migrationsApplied(services.db))) return res.status(503).json({ status: 'migrations pending' });
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // One token handler (src/rest/token-route.ts): the http listener serves POST /oidc/token with
  // it before express (token-front.ts); the /oidc router serves the other spellings with it too.
  const token = tokenHandler(services, schema);
  app.use('/oidc', oidcRouter(services, tokenRouter(token)));

  // The sign-in experience (pages, Experience API, Account API), before the Management API guard on /api.
  app.use(await experienceRouter(services));

  const openapi = openApiDocument(routes, restSchema, config.baseUrl);
  Object.assign(openapi.paths, experienceOpenApiPaths);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  app.use(
    '/api',
    express.json({ limit: config.bodyLimit }),
    bodyErrors('rest'),
    managementAuth(services, 'rest'),
    restRouter(services, restSchema, routes, authOf),
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: [queryLimitsRule],
    introspection: true,
    // start.ts owns shutdown (main.ts on SIGTERM): Apollo's own signal handler races it and hangs stop().
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError(formatted, error) {
      const cause = (error as { originalError?: unknown }).originalError;
      // A NUL character the database refused is the client's input, not our failure.
      const original = domainErrorOf(cause) ?? cause;
      if (original instanceof DomainError) {
        return { ...formatted, extensions: { ...formatted.extensions, code: original.code, ...(original.data ? { data: original.data } : {}) } };
      }
      if (original instanceof OAuthError) return { ...formatted, extensions: { code: original.error } };
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        console.error('graphql resolver failure', original ?? error);
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, ...(formatted.path ? { path: formatted.path } : {}) };
      }
      return formatted;
    },
  });
  await apollo.start();
  services.onClose.push(() => apollo.stop());
  app.use(
    '/graphql',
    express.json({ limit: config.bodyLimit }),
    bodyErrors('graphql'),
    managementAuth(services, 'graphql'),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
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

  app.use((req, res) => {
    if (req.path.startsWith('/oidc')) return res.status(404).json({ error: 'invalid_request', error_description: 'unknown endpoint' });
    res.status(404).json({ code: 'route.not_found', message: `no route for ${req.method} ${req.path}` });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { type?: string; status?: number };
    if (e?.type?.startsWith('entity.')) {
      const status = e.type === 'entity.too.large' ? 413 : 400;
      if (req.path.startsWith('/oidc')) return res.status(status).json({ error: 'invalid_request', error_description: 'malformed request body' });
      return res.status(status).json({ code: status === 413 ? 'request.body_too_large' : 'guard.invalid_input', message: 'malformed request body' });
    }
    console.error('unhandled error', error);
    if (res.headersSent) return;
    if (req.path.startsWith('/oidc')) return res.status(500).json({ error: 'server_error', error_description: 'internal error' });
    res.status(500).json({ code: 'unknown', message: 'Internal server error' });
  });
  // The http server's listener: POST /oidc/token skips express entirely (src/rest/token-front.ts).
  return withTokenFront(token, app);
}
