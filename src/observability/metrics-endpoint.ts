// GET /metrics: Prometheus text format. With METRICS_TOKEN set, only a request bearing that
// token is answered (compared in constant time); 401 otherwise.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { joinClusterMetrics, metricsText } from './cluster-metrics.js';
import { log } from './logger.js';
import { METRICS_CONTENT_TYPE } from './metrics.js';
import { loggable } from './loggable.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer tokens compared as digests: equal lengths for timingSafeEqual, and no length leaked. */
function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

export function metricsEndpoint(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  joinClusterMetrics();
  return async (req: Request, res: Response): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store');
    if (expected && !bearerMatches(req.headers.authorization, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="tessera-metrics"');
      res.status(401).json({ code: 'auth.unauthorized', message: 'a valid METRICS_TOKEN bearer token is required' });
      return;
    }
    try {
      const text = await metricsText();
      res.setHeader('Content-Type', METRICS_CONTENT_TYPE);
      res.end(text);
    } catch (error) {
      log().error(`metrics collection failed: ${loggable(error)}`);
      res.status(503).json({ code: 'metrics.unavailable', message: 'metrics could not be collected' });
    }
  };
}
