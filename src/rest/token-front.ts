// The http server's request listener: POST /oidc/token, the hot path of service-to-service calls,
// is served straight from node:http; everything else (other methods and spellings of the path
// included) goes to the express app, which serves /oidc/token with the same handler.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TokenHandler } from './token-route.js';
import { loggable } from './errors.js';

const PATH = '/oidc/token';

function isTokenPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  return url.length === PATH.length ? url === PATH : url.startsWith(PATH) && url.charCodeAt(PATH.length) === 63 /* ? */;
}

export function withTokenFront(token: TokenHandler, rest: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!isTokenPost(req)) return rest(req, res);
    // The handler answers every failure itself; a rejection here means the socket is unusable.
    token(req, res).catch((error: unknown) => {
      console.error('token endpoint failure', loggable(error));
      res.destroy();
    });
  };
}
