// Requests Node's HTTP parser refuses before any handler runs (bytes that are not HTTP in the
// request line, headers over maxHeaderSize, broken chunked framing, a request that did not
// arrive in time). Node's own answer is a bare status line; ours is the REST convention's
// `{ code, message }`, with Connection: close since the stream can no longer be trusted.
import type { Duplex } from 'node:stream';
import { countHttpParseError, type HttpParseErrorReason } from '../observability/metrics.js';

interface Refusal {
  status: number;
  reason: HttpParseErrorReason;
  text: string;
  code: string;
  message: string;
}

const refusals: Record<HttpParseErrorReason, Refusal> = {
  bad_request: { status: 400, reason: 'bad_request', text: 'Bad Request', code: 'guard.invalid_input', message: 'the request is not valid HTTP/1.1' },
  header_overflow: {
    status: 431,
    reason: 'header_overflow',
    text: 'Request Header Fields Too Large',
    code: 'request.headers_too_large',
    message: 'the request headers are too large',
  },
  timeout: { status: 408, reason: 'timeout', text: 'Request Timeout', code: 'request.timeout', message: 'the request did not arrive in time' },
};

/** Which refusal a parser error stands for; Node's codes are stable (HPE_* from llhttp). */
export function refusalOf(error: { code?: unknown }): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW') return refusals.header_overflow;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return refusals.timeout;
  return refusals.bad_request;
}

/**
 * The server's `clientError` listener. The error's `rawPacket` holds the client's bytes
 * (possibly credentials) and is never logged or echoed; only the count by reason is kept.
 */
export function answerClientError(error: Error & { code?: unknown }, socket: Duplex): void {
  // The peer is gone, or an answer was already started: nothing can be said on this socket.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = refusalOf(error);
  countHttpParseError(refusal.reason);
  const body = JSON.stringify({ code: refusal.code, message: refusal.message });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.text}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
