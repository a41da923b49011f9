// The fetch openid-client uses for a connector's upstream (discovery, JWKS, token and user-info
// endpoints, whatever discovery named): every request held to the outbound rule of
// src/net/outbound-urls.ts, its address judged as it is connected to (a name cannot be
// re-pointed at an internal address between a check and the connection). Redirects are not
// followed (openid-client asks for none), answers are capped in size, and a slow upstream is
// given up on.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, InternalAddressRefused } from '../net/addresses.js';
import { checkOutboundUrl, OutboundUrlRefused, type OutboundPolicy } from '../net/outbound-urls.js';

/** An upstream answer larger than this is not read (discovery documents and JWKS are a few KB). */
export const UPSTREAM_MAX_BYTES = 1024 * 1024;
/** Without the caller's own signal, a request gives up after this long. */
const DEFAULT_TIMEOUT_MS = 15_000;

type Body = string | URLSearchParams | Uint8Array | ArrayBuffer | null | undefined;
interface FetchOptions {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: unknown;
  signal?: AbortSignal | null;
}

function bodyBytes(body: Body): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('unsupported request body for an upstream request');
}

function responseHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** A fetch for `policy`, in the shape openid-client's `customFetch` takes. */
export function guardedFetch(policy: OutboundPolicy, what = 'the connector’s upstream URL') {
  return async (input: string | URL, options: FetchOptions = {}): Promise<Response> => {
    const url = checkOutboundUrl(input, policy, what);
    const payload = bodyBytes(options.body as Body);
    const headers: Record<string, string> = {};
    new Headers(options.headers ?? {}).forEach((value, name) => (headers[name] = value));
    if (payload && headers['content-length'] === undefined) headers['content-length'] = String(payload.length);
    const signal = options.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const finish = (error: Error | null, response?: Response) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve(response!);
      };
      const req = (url.protocol === 'https:' ? https : http).request(url, {
        method: options.method ?? 'GET',
        headers,
        signal,
        ...(policy.allowPrivate ? {} : { lookup: guardedLookup }),
      });
      req.on('response', (res) => {
        const declared = Number(res.headers['content-length']);
        if (declared > UPSTREAM_MAX_BYTES) {
          req.destroy();
          return finish(new Error(`${url.origin} answered more than ${UPSTREAM_MAX_BYTES} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > UPSTREAM_MAX_BYTES) {
            req.destroy();
            return finish(new Error(`${url.origin} answered more than ${UPSTREAM_MAX_BYTES} bytes`));
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          // A Response cannot carry a body with these statuses.
          const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          finish(null, new Response(body, { status, statusText: res.statusMessage ?? '', headers: responseHeaders(res.headers) }));
        });
        res.on('error', (error) => finish(error));
      });
      req.on('error', (error) => {
        if (error instanceof InternalAddressRefused)
          return finish(new OutboundUrlRefused(`${what} ${url.hostname} resolves to a private or internal address`, url.hostname));
        finish(error);
      });
      if (payload) req.write(payload);
      req.end();
    });
  };
}
