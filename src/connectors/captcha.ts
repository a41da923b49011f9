// The server-side check of a CAPTCHA token at its provider: Cloudflare Turnstile's siteverify
// endpoint or reCAPTCHA Enterprise's assessments endpoint (their URLs from the configuration, so
// tests and closed networks can point them at a stand-in). Outbound calls go through the
// connectors' guarded fetch (src/net/outbound-urls.ts): https, no internal addresses unless the
// deployment allows them, a size cap, and a time limit.
//
// The answer is three-way: passed, not passed (the person tries again), or CaptchaUnavailable
// when the provider could not say (unreachable, too slow, a 5xx, or it refused our own keys):
// the caller then refuses the sign-in as a service error, never lets it through unchecked.
import { guardedFetch } from './guarded-fetch.js';
import type { OutboundPolicy } from '../net/outbound-urls.js';

export interface CaptchaCheckConfig {
  type: 'Turnstile' | 'RecaptchaEnterprise';
  siteKey: string;
  secretKey: string;
  projectId?: string;
  mode?: 'invisible' | 'checkbox';
}

export interface CaptchaEndpoints {
  turnstileVerifyUrl: string;
  recaptchaEnterpriseUrl: string;
  timeoutMs: number;
}

/** The provider could not give an answer; `reason` is for the log and holds no secret. */
export class CaptchaUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`the CAPTCHA provider could not check the token: ${reason}`);
  }
}

/** A token longer than this is no provider's: refused without asking (Turnstile's are ≤ 2048). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 8192;

/** The action reCAPTCHA Enterprise tokens of the pages are made for (the compatible product's fixed one). */
export const RECAPTCHA_ACTION = 'interaction';

/** reCAPTCHA Enterprise scores below this are taken for a bot (the compatible product's threshold). */
const MIN_SCORE = 0.5;

/** Turnstile error codes that say our configuration is wrong, not the person's token. */
const TURNSTILE_OWN_FAULTS = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

async function post(policy: OutboundPolicy, endpoints: CaptchaEndpoints, url: string, body: string, contentType: string): Promise<unknown> {
  let res: Response;
  const where = URL.canParse(url) ? new URL(url).origin : 'the configured URL';
  try {
    res = await guardedFetch(policy, 'the CAPTCHA provider URL')(url, {
      method: 'POST',
      headers: { 'content-type': contentType, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(endpoints.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as { name?: unknown }).name === 'TimeoutError' || (error as { name?: unknown }).name === 'AbortError';
    throw new CaptchaUnavailable(timedOut ? `${where} did not answer within ${endpoints.timeoutMs} ms` : `${where} could not be reached`);
  }
  if (res.status >= 500 || res.status === 429) throw new CaptchaUnavailable(`${where} answered ${res.status}`);
  // reCAPTCHA Enterprise answers 400/403 to a wrong API key or project: our configuration's fault.
  if (res.status >= 300) throw new CaptchaUnavailable(`${where} refused the request (${res.status}): check the provider's keys`);
  try {
    return await res.json();
  } catch {
    throw new CaptchaUnavailable(`${where} answered something other than JSON`);
  }
}

async function checkTurnstile(
  policy: OutboundPolicy,
  endpoints: CaptchaEndpoints,
  config: CaptchaCheckConfig,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: config.secretKey, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  const answer = (await post(policy, endpoints, endpoints.turnstileVerifyUrl, form.toString(), 'application/x-www-form-urlencoded')) as {
    success?: unknown;
    'error-codes'?: unknown;
  } | null;
  if (typeof answer?.success !== 'boolean') throw new CaptchaUnavailable('Turnstile answered without `success`');
  if (answer.success) return true;
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((c): c is string => typeof c === 'string') : [];
  const own = codes.filter((c) => TURNSTILE_OWN_FAULTS.has(c));
  if (own.length > 0) throw new CaptchaUnavailable(`Turnstile refused our request (${own.join(', ')}): check the provider's secret key`);
  return false;
}

async function checkRecaptchaEnterprise(
  policy: OutboundPolicy,
  endpoints: CaptchaEndpoints,
  config: CaptchaCheckConfig,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  const url = `${endpoints.recaptchaEnterpriseUrl}/v1/projects/${encodeURIComponent(config.projectId ?? '')}/assessments?key=${encodeURIComponent(config.secretKey)}`;
  const event = { token, siteKey: config.siteKey, expectedAction: RECAPTCHA_ACTION, ...(remoteIp ? { userIpAddress: remoteIp } : {}) };
  const answer = (await post(policy, endpoints, url, JSON.stringify({ event }), 'application/json')) as {
    tokenProperties?: { valid?: unknown; action?: unknown };
    riskAnalysis?: { score?: unknown };
  } | null;
  const valid = answer?.tokenProperties?.valid;
  if (typeof valid !== 'boolean') throw new CaptchaUnavailable('reCAPTCHA Enterprise answered without tokenProperties.valid');
  if (!valid) return false;
  // A token made for another action (another site's form using the same key) is not this one's.
  const action = answer?.tokenProperties?.action;
  if (typeof action === 'string' && action !== '' && action !== RECAPTCHA_ACTION) return false;
  // Checkbox keys are passed by the challenge itself; score keys by their score.
  if (config.mode === 'checkbox') return true;
  const score = answer?.riskAnalysis?.score;
  return typeof score === 'number' && score >= MIN_SCORE;
}

/** Whether `token` passes the provider's check; throws CaptchaUnavailable when the provider cannot say. */
export async function checkCaptchaToken(
  policy: OutboundPolicy,
  endpoints: CaptchaEndpoints,
  config: CaptchaCheckConfig,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  if (token.length === 0 || token.length > MAX_CAPTCHA_TOKEN_LENGTH) return false;
  return config.type === 'Turnstile'
    ? checkTurnstile(policy, endpoints, config, token, remoteIp)
    : checkRecaptchaEnterprise(policy, endpoints, config, token, remoteIp);
}
