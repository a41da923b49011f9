// The http server's request listener: POST /oidc/token, the hot path of service-to-service calls,
// is served straight from node:http; everything else (other methods and spellings of the path
// included) goes to the express app, which serves /oidc/token with the same handler.
// The token path gets what express requests get from observeRequests (a request id, a duration
// sample, an access line) without a response listener, an AsyncLocalStorage store or a child
// logger: the handler's promise says when the answer is written, the context rides on the
// request object (see request-context.ts), and a child logger is made only if something logs.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { loggable } from '../../domain/errors.js';
import { beginRequest, endRequest } from '../../observability/http-requests.js';
import { rootLogger } from '../../observability/logger.js';
import type { RequestContext } from '../../observability/request-context.js';
import { nameServerSpan } from '../../observability/trace-context.js';
import type { TokenHandler } from './handler.js';

const PATH = '/oidc/token';

function isTokenPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  return url.length === PATH.length ? url === PATH : url.startsWith(PATH) && url.charCodeAt(PATH.length) === 63; /* ? */
}

export function withTokenFront(token: TokenHandler, rest: RequestListener, accessLog = false): RequestListener {
  const answered = (context: RequestContext, res: ServerResponse) => endRequest(context, 'POST', PATH, res.statusCode, accessLog);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!isTokenPost(req)) return rest(req, res);
    nameServerSpan('POST', PATH);
    const context = beginRequest(req, res);
    token(req, res).then(
      () => answered(context, res),
      // The handler answers every failure itself; a rejection here means the socket is unusable.
      (error: unknown) => {
        rootLogger().error({ req_id: context.id }, `token endpoint failure: ${loggable(error)}`);
        res.destroy();
        endRequest(context, 'POST', PATH, 500, accessLog);
      },
    );
  };
}
