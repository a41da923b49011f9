// A local stand-in of the CAPTCHA providers' verify endpoints, answering as they do: Turnstile's
// siteverify (form `secret`, `response`) and reCAPTCHA Enterprise's assessments (JSON `event`,
// API key in the query). Tokens: `pass` passes; `low` is a valid reCAPTCHA token with a bot's
// score; anything else fails. A wrong secret or API key is answered as the providers answer it.
// `down` makes every answer a 500 (the provider's outage). Each request is recorded. It also
// serves a stand-in of Turnstile's widget script, which "solves" at once with the token `pass`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export interface CaptchaStandIn {
  url: string;
  requests: StandInRequest[];
  /** The keys it accepts. */
  turnstileSecret: string;
  recaptchaKey: string;
  recaptchaProject: string;
  recaptchaSiteKey: string;
  down: boolean;
  close(): Promise<void>;
}

const WIDGET_SCRIPT = `for (const box of document.querySelectorAll('.cf-turnstile')) {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = box.getAttribute('data-response-field-name') || 'cf-turnstile-response';
  input.value = 'pass';
  box.appendChild(input);
  box.setAttribute('data-stand-in', 'solved');
}
`;

export async function startCaptchaStandIn(): Promise<CaptchaStandIn> {
  const state = {
    requests: [] as StandInRequest[],
    turnstileSecret: 'turnstile-secret-0123',
    recaptchaKey: 'recaptcha-api-key-4567',
    recaptchaProject: 'tessera-test',
    recaptchaSiteKey: 'recaptcha-site-key',
    down: false,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body: Record<string, unknown> = (req.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(raw || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
      state.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      // The widget, for pages in a real browser: fills the token field Turnstile would fill once solved.
      if (req.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
        res.writeHead(200, { 'content-type': 'application/javascript' }).end(WIDGET_SCRIPT);
        return;
      }
      if (state.down) return send(500, { error: 'down' });
      if (req.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
        if (body.secret !== state.turnstileSecret) return send(200, { success: false, 'error-codes': ['invalid-input-secret'] });
        if (body.response === 'pass') return send(200, { success: true, 'error-codes': [], hostname: '127.0.0.1', action: 'interaction' });
        return send(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
      const assessment = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname);
      if (req.method === 'POST' && assessment) {
        if (url.searchParams.get('key') !== state.recaptchaKey) return send(400, { error: { code: 400, message: 'API key not valid.' } });
        if (assessment[1] !== state.recaptchaProject) return send(403, { error: { code: 403, message: 'Permission denied.' } });
        const event = (body.event ?? {}) as { token?: string; siteKey?: string; expectedAction?: string };
        const valid = (event.token === 'pass' || event.token === 'low') && event.siteKey === state.recaptchaSiteKey;
        return send(200, {
          tokenProperties: { valid, action: valid ? event.expectedAction : '', invalidReason: valid ? 'INVALID_REASON_UNSPECIFIED' : 'MALFORMED' },
          riskAnalysis: { score: event.token === 'low' ? 0.1 : 0.9 },
        });
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
