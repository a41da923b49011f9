// CORS for the Management API (/api, /graphql) and browser admin UIs on other origins
// (CORS_ALLOWED_ORIGINS). Mounted before the auth guard: a preflight carries no Authorization,
// so it must be answered without one. Only configured origins get CORS headers; any other origin
// gets none and its browser refuses to read the answer. No credentials mode: the Management API
// takes bearer tokens, never cookies.
import type { NextFunction, Request, Response } from 'express';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'Authorization, Content-Type, Accept, X-Request-Id, Apollo-Require-Preflight, X-Apollo-Operation-Name';
/** Read by the console-like callers: pagination (REST) and retry hints. */
const EXPOSED = 'Total-Number, Link, Retry-After, X-Request-Id';
const MAX_AGE_SECONDS = '600';

export function managementCors(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (allowed.size === 0) return next();
    // The answer depends on Origin whenever origins are configured.
    res.vary('Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', METHODS);
      res.setHeader('Access-Control-Allow-Headers', HEADERS);
      res.setHeader('Access-Control-Max-Age', MAX_AGE_SECONDS);
      res.status(204).end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    next();
  };
}
