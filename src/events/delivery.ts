// One HTTP attempt of a webhook: POST the body with its headers, within a time limit, reading at
// most a small excerpt of the answer, and only ever connecting to an address the target policy
// allows (checked on the address actually resolved, so DNS cannot swap in an internal one).
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { parseHookUrl } from '../domain/hook-targets.js';
import { guardedLookup, hostOf, InternalAddressRefused, isInternalAddress, isLocalhostName } from '../net/addresses.js';
import { isLoopbackHost } from '../net/loopback-hosts.js';

/** Bytes of a response body we keep (and read: the rest is dropped with the connection). */
export const RESPONSE_EXCERPT_BYTES = 4096;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export interface AttemptRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Receivers on this machine (localhost, 127.0.0.1, ::1) are allowed (development's default). */
  allowLocalTargets?: boolean;
  signal?: AbortSignal | undefined;
}

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** From a Retry-After header, in ms. */
  retryAfterMs?: number | undefined;
  /** The target policy refused the address (or the URL is unusable): sending again cannot help. */
  refused?: boolean;
}

export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function sendAttempt(request: AttemptRequest): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, refused = false): AttemptResult => ({
    ok: false,
    statusCode: null,
    durationMs: elapsed(),
    responseExcerpt: null,
    error,
    ...(refused ? { refused } : {}),
  });

  let url: URL;
  try {
    url = parseHookUrl(request.url);
  } catch (error) {
    return Promise.resolve(failed((error as Error).message, true));
  }
  const host = hostOf(url);
  const allowed = request.allowPrivateTargets || (request.allowLocalTargets === true && isLoopbackHost(url));
  // An IP literal never goes through lookup: judge it here.
  if (!allowed && ((net.isIP(host) && isInternalAddress(host)) || isLocalhostName(host))) {
    return Promise.resolve(failed(`${host} is a private or internal address`, true));
  }

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const body = Buffer.from(request.body);
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agents[url.protocol as 'http:' | 'https:'],
      headers: { ...request.headers, 'content-length': String(body.length) },
      ...(allowed ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${request.timeoutMs} ms`)), request.timeoutMs);
    const onAbort = () => req.destroy(new Error('dispatcher stopping'));
    request.signal?.addEventListener('abort', onAbort, { once: true });

    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const statusCode = res.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        finish({
          ok,
          statusCode,
          durationMs: elapsed(),
          responseExcerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
          error: ok ? null : `receiver answered ${statusCode}`,
          retryAfterMs: parseRetryAfter(res.headers['retry-after']),
        });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_EXCERPT_BYTES) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => finish(failed(error.message || String(error), error instanceof InternalAddressRefused)));
    req.end(body);
  });
}
